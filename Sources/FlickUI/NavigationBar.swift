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

    /// The width of a bar button item, points (est.: a short word at 17 pt with padding).
    public static let itemWidth: Double = 88

    /// The title label shown (of the top screen, once a cross-fade ended).
    public var titleLabel: Label? { content?.subviews.compactMap { $0 as? Label }.first }
    /// The back button shown, `nil` on the root screen (or with a leading item).
    public var backButton: Button? { buttons.first { $0.name == "back" } }
    /// The buttons of the items at the sides, leading first, then trailing from the edge in.
    public var itemButtons: [Button] { buttons.filter { $0.name != "back" } }

    private var buttons: [Button] { content?.subviews.compactMap { $0 as? Button } ?? [] }

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
        if let left = item.leftBarButtonItem {
            content.addSubview(itemButton(left, x: 0, width: Self.backButtonWidth, trailing: false))
        } else if let backItem, !item.hidesBackButton {
            let back = Button(frame: Rect(x: 0, y: 0, width: Self.backButtonWidth, height: Self.height))
            back.setTitle("‹ " + backItem.effectiveBackTitle, for: .normal)
            back.setTitleColor(Color(red: 0, green: 0.48, blue: 1), for: .normal)
            back.name = "back"
            _ = back.addAction(for: .touchUpInside) { [weak self] _, _ in self?.onBack?() }
            content.addSubview(back)
        }
        for (index, right) in item.rightBarButtonItems.enumerated() {
            let x = bounds.width - Self.sidePadding / 2 - Double(index + 1) * Self.itemWidth
            content.addSubview(itemButton(right, x: x, width: Self.itemWidth, trailing: true))
        }
        return content
    }

    /// A button for `item` at `x`, sticking to the bar's leading or trailing edge.
    private func itemButton(_ item: BarButtonItem, x: Double, width: Double, trailing: Bool) -> Button {
        let button = Button(frame: Rect(x: x, y: 0, width: width, height: Self.height))
        button.setTitle(item.title, for: .normal)
        button.setTitleColor(Color(red: 0, green: 0.48, blue: 1), for: .normal)
        button.name = item.title
        if trailing { button.autoresizingMask = [.flexibleLeftMargin] }
        _ = button.addAction(for: .touchUpInside) { [weak item] _, _ in item?.action?() }
        return button
    }
}
