/// A text input that shows an input method's composition before it is committed (the
/// marked text of `UITextInput`): a dead key's accent, pinyin or kana being converted. The
/// marked text sits in the text at the caret, underlined, until `insertText(_:)` commits
/// the input method's result in its place or `discardMarkedText()` takes it away (UIKit's
/// `unmarkText()` keeps the text instead; SDL's input methods cancel by an empty composition).
public protocol MarkedTextInput: KeyInput {
    /// Shows `text` as the composition in place of the current one (or of the selection
    /// when none), the caret `cursor` characters into it; an empty text removes it.
    func setMarkedText(_ text: String, cursor: Int)
    /// Removes the composition without committing it.
    func discardMarkedText()
}

extension Window {
    /// Shows an input method's composition (SDL's text editing) in the first responder, or
    /// the nearest view up its chain that shows compositions; true when one did. Controls
    /// in it are replaced (`String.sanitizedForTextInput`).
    @discardableResult
    public func setMarkedText(_ text: String, cursor: Int) -> Bool {
        guard let responder = firstResponder,
            let input = responder.responderChain.lazy.compactMap({ $0 as? any MarkedTextInput }).first
        else { return false }
        input.setMarkedText(text.sanitizedForTextInput, cursor: cursor)
        return true
    }
}
