/// What a navigation bar shows for a controller (`UINavigationItem`): its title and the title
/// of the back button that returns to it.
public final class NavigationItem {
    /// The title in the middle of the bar.
    public var title: String?
    /// The title of the back button on the screen pushed above this one (`nil`: this item's
    /// title, else "Back", as UIKit).
    public var backButtonTitle: String?
    /// Hides the back button while this item is on top.
    public var hidesBackButton = false

    /// Creates an item titled `title`.
    public init(title: String? = nil) { self.title = title }

    /// The back button's title, as shown on the screen above: `backButtonTitle`, else the
    /// title, else "Back".
    public var effectiveBackTitle: String { backButtonTitle ?? title ?? "Back" }
}
