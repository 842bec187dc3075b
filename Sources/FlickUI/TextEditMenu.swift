import FlickAnimation
import FlickInput
import FlickScene

/// The edit menu a text field shows above its selection or caret (iOS before 16, as
/// Flutter's Cupertino toolbar draws it: text_selection_toolbar.dart): a dark rounded bar of
/// Cut, Copy, Paste and Select All, those that apply, 8 pt above the line and at least 8 pt
/// from the window's sides. It lives in the window (above everything, and hit there even
/// where it passes the field's bounds) while shown.
final class TextEditMenu: View {
    /// One command.
    enum Item: String, CaseIterable {
        case cut = "Cut"
        case copy = "Copy"
        case paste = "Paste"
        case selectAll = "Select All"
    }

    /// The bar's height, points (est.: iOS's 36 pt toolbar).
    static let height = 36.0
    /// Width per item, points (est.).
    static let itemWidth = 88.0
    /// The corner radius, points (Flutter: 8).
    static let cornerRadius = 8.0
    /// The gap between the bar and the line it points at, points (Flutter: 8).
    static let gap = 8.0
    /// The least distance from the window's sides, points (Flutter: 8).
    static let screenPadding = 8.0
    /// The bar's colour (est. from iOS's dark toolbar).
    static let barColor = Color(white: 0.15, alpha: 0.95)
    /// The item titles' size, points (est.).
    static let fontSize = 14.0

    /// The items shown, in order.
    private(set) var items: [Item] = []
    /// Called with the item tapped.
    var onSelect: ((Item) -> Void)?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Self.barColor
        layer.cornerRadius = Self.cornerRadius
        clipsToBounds = true
        name = "edit menu"
    }

    /// Shows `items` in `window`, centred over `anchor` (window points: the selection or
    /// caret's line), above it, kept inside the window.
    func show(_ items: [Item], over anchor: Rect, in window: Window) {
        self.items = items
        for view in subviews { view.removeFromSuperview() }
        for (index, item) in items.enumerated() {
            let button = Button(
                frame: Rect(
                    x: Double(index) * Self.itemWidth, y: 0, width: Self.itemWidth,
                    height: Self.height))
            button.setTitle(item.rawValue, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.setBackgroundColor(Color(white: 0.4, alpha: 0.95), for: .highlighted)
            button.titleLabel.fontSize = Self.fontSize
            button.name = item.rawValue
            button.addAction(for: .primaryActionTriggered) { [weak self] _, _ in self?.onSelect?(item) }
            addSubview(button)
        }
        let width = Double(items.count) * Self.itemWidth
        let limit = max(window.bounds.width - Self.screenPadding - width, Self.screenPadding)
        let x = min(max(anchor.midX - width / 2, Self.screenPadding), limit)
        let y = max(anchor.minY - Self.gap - Self.height, Self.screenPadding)
        frame = Rect(x: x, y: y, width: width, height: Self.height)
        if superview !== window { window.addSubview(self) } else { window.bringSubviewToFront(self) }
    }

    /// Hides the menu (it leaves the window).
    func hide() {
        items = []
        removeFromSuperview()
    }

    /// True while shown.
    var isShown: Bool { superview != nil }
}
