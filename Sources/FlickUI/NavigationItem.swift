/// What a navigation bar shows for a controller (`UINavigationItem`): its title, the title
/// of the back button that returns to it, and buttons at the bar's sides.
public final class NavigationItem {
    /// The title in the middle of the bar.
    public var title: String? { didSet { changeHandler?() } }
    /// Buttons at the bar's trailing side, the first outermost (`rightBarButtonItems`).
    public var rightBarButtonItems: [BarButtonItem] = [] { didSet { changeHandler?() } }
    /// A button at the bar's leading side, shown instead of the back button
    /// (`leftBarButtonItem`; UIKit's default `leftItemsSupplementBackButton` false).
    public var leftBarButtonItem: BarButtonItem? { didSet { changeHandler?() } }
    /// The outermost trailing button (`rightBarButtonItem`): setting it replaces them all.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }
    /// Called when what the bar shows changed (its controller's navigation controller
    /// redraws the bar if the item is on top).
    var changeHandler: (() -> Void)?
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
