/// When a text field shows an accessory such as its clear button (`UITextField.ViewMode`).
public enum TextFieldViewMode: Sendable, Hashable, CaseIterable {
    /// Never.
    case never
    /// While the field is editing and has text.
    case whileEditing
    /// While the field is not editing and has text.
    case unlessEditing
    /// Whenever the field has text.
    case always
}
