import FlickAnimation
import FlickInput

/// The bar at the top of a navigation controller (`UINavigationBar`): the top screen's title in
/// the middle and a back button naming the screen below. Its content cross-fades between
/// screens (`CrossFadingBar`).
public final class NavigationBar: CrossFadingBar {
    /// The bar's height: 44 points (Flutter nav_bar.dart `_kNavBarPersistentHeight`, research
    /// note app-platform §5 [F-NB]).
    public static let height: Double = 44
    /// The back button's width, points (Flutter nav_bar.dart back tap width 50 [F-NB], widened
    /// for a title: est.).
    public static let backButtonWidth: Double = 100
    /// Padding at the bar's sides, points (Flutter nav_bar.dart 16 [F-NB]).
    public static let sidePadding: Double = 16
    /// The time the title and back button take to cross-fade when not interactive, seconds
    /// (Flutter nav_bar.dart 150 ms [F-NB]).
    public static let crossFadeDuration: Double = 0.15

    /// Called when the back button is tapped.
    var onBack: (() -> Void)?

    /// The title label shown (of the top screen, once a cross-fade ended).
    public var titleLabel: Label? { content?.subviews.compactMap { $0 as? Label }.first }
    /// The back button shown, `nil` on the root screen.
    public var backButton: Button? { content?.subviews.compactMap { $0 as? Button }.first }

    /// Creates a bar.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(white: 0.97)
        name = "navigation bar"
    }

    /// The content for `item` with a back button titled after `backItem` (none when `nil`).
    func makeContent(for item: NavigationItem, backItem: NavigationItem?) -> View {
        let content = View(frame: bounds)
        content.name = "bar content \(item.title ?? "")"
        let title = Label(
            text: item.title,
            frame: Rect(
                x: Self.backButtonWidth, y: 0,
                width: max(bounds.width - 2 * Self.backButtonWidth, 0), height: Self.height))
        title.textAlignment = .center
        title.autoresizingMask = [.flexibleWidth]
        title.name = "title"
        content.addSubview(title)
        if let backItem, !item.hidesBackButton {
            let back = Button(frame: Rect(x: 0, y: 0, width: Self.backButtonWidth, height: Self.height))
            back.setTitle("‹ " + backItem.effectiveBackTitle, for: .normal)
            back.setTitleColor(Color(red: 0, green: 0.48, blue: 1), for: .normal)
            back.name = "back"
            _ = back.addAction(for: .touchUpInside) { [weak self] _, _ in self?.onBack?() }
            content.addSubview(back)
        }
        return content
    }
}
