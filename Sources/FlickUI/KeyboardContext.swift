/// What a text input tells the on-screen keyboard about its text besides `KeyInput`
/// (optional): the text before the caret. With it the keyboard turns shift on after a
/// sentence end (`TextAutocapitalizationType`) and a held backspace deletes whole words;
/// without it the keyboard capitalizes only an empty input (`hasText` false) and a held
/// backspace deletes characters only.
///
/// For a text input's author: conform, return the text from the start of the text (or at
/// least of the paragraph) up to the caret (the selection's start when there is one), and
/// call `KeyboardView.reloadInputContext()` when the caret or the text changes by any other
/// means than the keyboard's own `insertText(_:)` / `deleteBackward()` (a tap moving the caret,
/// a paste, the app setting the text).
public protocol KeyboardContext: KeyInput {
    /// The text before the caret.
    var textBeforeCaret: String { get }
}
