import FlickInput
import FlickUI

extension WindowTester {
    /// Thrown when text or a key has nowhere to go.
    public struct NoTextInput: Error, CustomStringConvertible {
        /// What was typed, and what the window's first responder was instead.
        public var description: String
    }

    /// Types `text` into the window's first responder as a hardware keyboard does (SDL's
    /// text input), one character (extended grapheme cluster) at a time, pumping one frame
    /// after each, as Flutter's `enterText` and UIKit's `insertText(_:)`. Make a field first
    /// responder first (tap it, or `becomeFirstResponder()`). The field's delegate is asked
    /// about every character (`shouldChangeCharactersIn`), so a filter refuses what it
    /// refuses. Throws `NoTextInput` when no view up the first responder's chain takes text.
    public func enterText(_ text: String) throws(NoTextInput) {
        for character in text {
            guard window.insertText(String(character)) else {
                throw NoTextInput(
                    description: "enterText(\"\(text)\"): no view takes text (first responder: "
                        + "\(window.firstResponder.map { String(describing: type(of: $0)) } ?? "none"));"
                        + " tap a text field or call becomeFirstResponder() first")
            }
            pump()
        }
    }

    /// Presses and releases `key` with `modifiers` held, as a hardware keyboard does (Return
    /// ends editing through the field's delegate, arrows move the caret, Backspace deletes),
    /// pumping one frame after each; returns true when a responder handled the press.
    @discardableResult
    public func pressKey(_ key: Key, modifiers: KeyModifiers = []) -> Bool {
        let handled = window.handleKey(KeyEvent(key: key, phase: .pressed, modifiers: modifiers, time: time))
        pump()
        window.handleKey(KeyEvent(key: key, phase: .released, modifiers: modifiers, time: time))
        pump()
        return handled
    }
}
