import FlickAnimation
import FlickInput

/// The bar at the bottom of a navigation controller (`UIToolbar`): the top screen's
/// `toolbarItems` as buttons spread evenly; they cross-fade between screens.
public final class Toolbar: CrossFadingBar {
    /// The toolbar's height: 44 points (iPhone; no citable source found, research note
    /// app-platform §5, so est., equal to the navigation bar's).
    public static let height: Double = 44

    /// Creates a toolbar.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(white: 0.97)
        name = "toolbar"
    }

    /// The buttons shown (once a cross-fade ended), in item order.
    public var buttons: [Button] { content?.subviews.compactMap { $0 as? Button } ?? [] }

    /// The content showing `items` (an empty one for none).
    func makeContent(for items: [BarButtonItem]) -> View {
        let content = View(frame: bounds)
        content.name = "toolbar items"
        let width = items.isEmpty ? 0 : bounds.width / Double(items.count)
        for (index, item) in items.enumerated() {
            let button = Button(frame: Rect(x: Double(index) * width, y: 0, width: width, height: Self.height))
            button.setTitle(item.title, for: .normal)
            button.setTitleColor(Color(red: 0, green: 0.48, blue: 1), for: .normal)
            button.name = item.title
            button.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
            _ = button.addAction(for: .touchUpInside) { [weak item] _, _ in item?.action?() }
            content.addSubview(button)
        }
        return content
    }
}
