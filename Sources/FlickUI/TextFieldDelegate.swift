/// What a text field asks and tells as it is edited (`UITextFieldDelegate`). Every method
/// has a default (allow, do nothing). The order, as UIKit's: `textFieldShouldBeginEditing`
/// → the field becomes first responder (keyboard will-show) → `textFieldDidBeginEditing`;
/// per change `textField(_:shouldChangeCharactersIn:replacementString:)`; Return
/// `textFieldShouldReturn`; `textFieldShouldEndEditing` → the field resigns (keyboard
/// will-hide) → `textFieldDidEndEditing`.
public protocol TextFieldDelegate: AnyObject {
    /// May the field start editing (become first responder)?
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// The field is first responder.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// May the field stop editing when asked to resign? (A hidden, disabled or removed field
    /// ends editing regardless.)
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// The field resigned: the place to take its text.
    func textFieldDidEndEditing(_ textField: TextField)
    /// May `range` of the text (indices of `textField.text`) become `string`? Typing,
    /// deleting, cutting and pasting ask; setting `text` does not. Refuse to limit length or
    /// filter characters.
    func textField(
        _ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>,
        replacementString string: String
    ) -> Bool
    /// May the clear button empty the field?
    func textFieldShouldClear(_ textField: TextField) -> Bool
    /// Return was pressed: true to let the field send `editingDidEndOnExit`.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    /// Allows.
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// Allows.
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: TextField) {}
    /// Allows.
    public func textField(
        _ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>,
        replacementString string: String
    ) -> Bool { true }
    /// Allows.
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    /// Allows.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
