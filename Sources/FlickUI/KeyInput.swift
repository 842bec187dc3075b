/// What an object that takes typed text offers a keyboard (`UIKeyInput`): the on-screen
/// keyboard and hardware keyboards send their text through it to the window's first
/// responder. Return arrives as `insertText("\n")`, as UIKit's keyboard sends it; a text
/// field takes it as its return key (`shouldReturn`), a multi-line view as a new line.
public protocol KeyInput: AnyObject {
    /// True when there is text to delete (a keyboard enables backspace and, with
    /// `enablesReturnKeyAutomatically`, the return key by it).
    var hasText: Bool { get }
    /// Inserts `text` at the caret, replacing the selection if there is one.
    func insertText(_ text: String)
    /// Deletes the selection, or the grapheme cluster before the caret.
    func deleteBackward()
}
