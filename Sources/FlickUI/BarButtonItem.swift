/// A button of a toolbar or navigation bar (`UIBarButtonItem`): a title and an action.
public final class BarButtonItem {
    /// The title shown.
    public var title: String
    /// Called when the button is tapped.
    public var action: (() -> Void)?

    /// Creates an item titled `title` calling `action` when tapped.
    public init(title: String, action: (() -> Void)? = nil) {
        self.title = title
        self.action = action
    }
}
