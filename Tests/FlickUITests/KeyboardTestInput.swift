import FlickInput
@testable import FlickUI

/// A text input for keyboard tests: records what the keyboard types, offers every trait and
/// the text before the caret (the caret is at the end).
final class KeyboardTestInput: TextInputTraits, KeyboardContext {
    var text = ""
    var keyboardType = KeyboardType.default
    var returnKeyType = ReturnKeyType.default
    var autocapitalizationType = TextAutocapitalizationType.none
    var enablesReturnKeyAutomatically = false
    /// Every call the keyboard made, in order ("insert x", "delete").
    var calls: [String] = []

    init(text: String = "", autocapitalization: TextAutocapitalizationType = .none) {
        self.text = text
        autocapitalizationType = autocapitalization
    }

    var hasText: Bool { !text.isEmpty }
    var textBeforeCaret: String { text }

    func insertText(_ text: String) {
        calls.append("insert \(text)")
        self.text += text
    }

    func deleteBackward() {
        calls.append("delete")
        if !text.isEmpty { text.removeLast() }
    }
}

/// A phone-portrait window (375 × 667) with a keyboard along its bottom typing into `input`.
struct KeyboardHarness {
    let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let keyboard: KeyboardView
    let input: KeyboardTestInput

    init(input: KeyboardTestInput = KeyboardTestInput(), layout: KeyboardLayout = .englishUS) {
        self.input = input
        keyboard = KeyboardView(layout: layout)
        let size = keyboard.sizeThatFits(Size(width: 375, height: 667))
        keyboard.frame = Rect(x: 0, y: 667 - size.height, width: size.width, height: size.height)
        window.addSubview(keyboard)
        keyboard.target = input
        window.layoutIfNeeded()
    }

    /// The centre of the first key of `kind` on the shown page, window points.
    func point(_ kind: KeyboardKey.Kind) -> Point {
        let frame = keyboard.frame(of: kind)!
        return Point(x: keyboard.frame.minX + frame.midX, y: keyboard.frame.minY + frame.midY)
    }

    /// The centre of the key typing `letter`.
    func point(_ letter: Character) -> Point { point(.character(String(letter))) }
}
