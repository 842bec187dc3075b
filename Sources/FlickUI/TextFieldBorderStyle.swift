/// The frame a text field draws around its text (`UITextField.BorderStyle`).
public enum TextFieldBorderStyle: Sendable, Hashable, CaseIterable {
    /// None (UIKit's default): the text on the field's background.
    case none
    /// A thin dark rectangle.
    case line
    /// A grey rectangle, as a sunken bezel.
    case bezel
    /// A white box with rounded corners and a light grey edge.
    case roundedRect
}
