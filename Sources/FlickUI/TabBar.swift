import FlickAnimation
import FlickInput
import FlickScene
import FlickScroll

/// A bar of tabs along the bottom of the screen (`UITabBar`): one button per item, of equal
/// widths across the bar, the selected one in ``View/tintColor`` and the others in
/// ``unselectedItemTintColor``. As in UIKit:
/// - A tap selects: a touch that lifts inside an item's button (touch-up-inside, with
///   `ControlTracking`'s 70 pt margin) makes it ``selectedItem`` and tells the ``delegate``
///   (`tabBar(_:didSelect:)`), also when it was selected already. A touch that leaves the
///   margin, or that a recognizer or scroll view takes, selects nothing. An ancestor's
///   one-finger tap recognizer does not take the tap (a control's rule).
/// - While a touch is down inside a button, its image and title are faded
///   (``highlightedItemAlpha``), and come back when the touch leaves the margin.
/// - Setting ``selectedItem`` or ``items`` in code tells the delegate nothing.
/// - Each button's touch target is at least ``minimumTargetSize`` square (the HIG's 44 pt):
///   narrower or shorter buttons take touches that far around their centre, a touch going
///   to the item whose centre is nearest.
///
/// The bar is filled with ``barTintColor``, with a hairline of ``shadowColor`` along its top
/// edge (inside the bounds). ``selectionIndicatorColor`` (Flick's counterpart of
/// `selectionIndicatorImage`) draws a rounded fill behind the selected item.
open class TabBar: View {
    /// UIKit's tab bar height, points (49 pt, without a home-indicator inset): what
    /// `sizeThatFits(_:)` answers.
    public static let defaultHeight = 49.0
    /// The smallest touch target of an item, points on each side (Apple's Human Interface
    /// Guidelines: 44 × 44 pt).
    public static let minimumTargetSize = 44.0
    /// UIKit's default tint of the selected item (`systemBlue`, light mode).
    public static let defaultTintColor = Color(red: 0, green: 122.0 / 255, blue: 1)
    /// UIKit's default tint of the other items (`systemGray`, light mode).
    public static let defaultUnselectedItemTintColor = Color(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255)
    /// The bar's default background (ours: opaque, close to UIKit's light bar material).
    public static let defaultBarTintColor = Color(white: 0.97)
    /// The default hairline along the top (UIKit's tab bar shadow: black at 30 %).
    public static let defaultShadowColor = Color(white: 0, alpha: 0.3)
    /// The hairline's thickness, points (UIKit's is one pixel; ours one point, which the
    /// software renderer draws without blur at any scale).
    public static let shadowThickness = 1.0
    /// UIKit's item title font (10 pt under an image).
    public static let defaultTitleFont = Font.system(size: 10)
    /// Gap between an item's image and its title, points (ours, close to UIKit's stacked layout).
    public static let imageTitleSpacing = 2.0
    /// Opacity of an item's image and title while a touch is down on it (ours, close to
    /// UIKit's dimming of a touched bar button).
    public static let highlightedItemAlpha = 0.5
    /// Opacity of a disabled item's image and title (ours, close to UIKit's greyed item).
    public static let disabledItemAlpha = 0.35

    /// Told when the user selects an item; held weakly.
    public weak var delegate: (any TabBarDelegate)?

    /// The items, left to right, one button each. Setting them keeps ``selectedItem`` if it
    /// is among the new items, else clears it; an item can be in one bar at a time (the
    /// last bar given it shows it).
    public var items: [TabBarItem] = [] {
        didSet {
            for item in oldValue where !items.contains(where: { $0 === item }) && item.bar === self { item.bar = nil }
            for item in items { item.bar = self }
            if let selected = selection, !items.contains(where: { $0 === selected }) { selection = nil }
            rebuildButtons()
        }
    }

    /// The item shown selected, `nil` for none. Setting it to an item not in ``items`` is
    /// ignored (logged, naming the bar); setting it tells the delegate nothing.
    public var selectedItem: TabBarItem? {
        get { selection }
        set {
            if let item = newValue, !items.contains(where: { $0 === item }) {
                log.warning("\(debugName): selectedItem \(item.title ?? "#\(item.tag)") is not one of its items; ignored")
                return
            }
            selection = newValue
            for button in buttons { button.isSelected = button.item === selection }
        }
    }

    /// The selected item's colour is the view's `tintColor` (inherited; `defaultTintColor`
    /// unless set): a change recolours the items.
    open override func tintColorDidChange() { updateButtons() }
    /// The other items' colour (`unselectedItemTintColor`).
    public var unselectedItemTintColor = TabBar.defaultUnselectedItemTintColor { didSet { updateButtons() } }
    /// The bar's fill (`barTintColor`).
    public var barTintColor: Color {
        get { backgroundColor }
        set { backgroundColor = newValue }
    }
    /// The hairline along the top edge (`UITabBarAppearance.shadowColor`); clear for none.
    public var shadowColor: Color {
        get { shadowLayer.backgroundColor }
        set { shadowLayer.backgroundColor = newValue }
    }
    /// The items' title font (`setTitleTextAttributes(_:for:)`'s font, for every item).
    public var titleFont = TabBar.defaultTitleFont { didSet { updateButtons() } }
    /// The fill behind the selected item (Flick's `selectionIndicatorImage`: a rounded
    /// rectangle, which costs a software renderer less than a stretched image); `nil` for none.
    public var selectionIndicatorColor: Color? { didSet { updateButtons() } }
    /// Where the indicator sits inside the selected item's button, points from each edge.
    public var selectionIndicatorInsets = EdgeInsets.zero { didSet { updateButtons() } }
    /// The indicator's corner radius, points.
    public var selectionIndicatorCornerRadius = 0.0 { didSet { updateButtons() } }

    /// The hairline's layer (above the buttons).
    public let shadowLayer = Layer(name: "tab bar shadow")

    private var selection: TabBarItem?
    /// The items' buttons, in item order.
    private(set) var buttons: [TabBarButton] = []

    /// An empty bar over `frame` (points).
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Self.defaultBarTintColor
        shadowLayer.backgroundColor = Self.defaultShadowColor
        layer.addSublayer(shadowLayer)
    }

    // MARK: Geometry

    /// The given width, ``defaultHeight`` tall.
    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: Self.defaultHeight) }

    /// The frame of `item`'s button, bar points: the bar's width shared equally among the
    /// items, the bar's full height; `nil` for an item not in ``items``.
    public func itemFrame(for item: TabBarItem) -> Rect? {
        guard let index = items.firstIndex(where: { $0 === item }) else { return nil }
        let width = bounds.width / Double(items.count)
        return Rect(x: bounds.minX + Double(index) * width, y: bounds.minY, width: width, height: bounds.height)
    }

    /// Buttons of equal widths; the hairline along the top, in front of them.
    open override func layoutSubviews() {
        for button in buttons { button.frame = itemFrame(for: button.item) ?? .zero }
        shadowLayer.frame = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: Self.shadowThickness)
        if shadowLayer !== layer.sublayers.last {
            shadowLayer.removeFromSuperlayer()
            layer.addSublayer(shadowLayer)
        }
    }

    // MARK: Hit testing

    /// Inside the bounds, or inside an item's grown touch target.
    open override func point(inside point: Point) -> Bool {
        bounds.contains(point) || buttons.contains { button in
            button.convert(point, from: self).map { button.point(inside: $0) } ?? false
        }
    }

    /// The button whose centre is nearest among those whose touch target holds `point`
    /// (targets overlap only when items are narrower than ``minimumTargetSize``).
    open override func hitTest(_ point: Point, at time: Double?) -> View? {
        guard let hit = super.hitTest(point, at: time) else { return nil }
        guard hit === self || hit is TabBarButton else { return hit }
        let candidates = buttons.filter { button in
            !button.isHidden && (button.convert(point, from: self).map { button.point(inside: $0) } ?? false)
        }
        return candidates.min { abs($0.frame.midX - point.x) < abs($1.frame.midX - point.x) } ?? hit
    }

    // MARK: Items

    /// An item changed: its button shows it.
    func itemDidChange(_ item: TabBarItem) {
        buttons.first { $0.item === item }?.update()
    }

    private func rebuildButtons() {
        for button in buttons { button.removeFromSuperview() }
        buttons = items.map { item in
            let button = TabBarButton(item: item, bar: self)
            button.isSelected = item === selection
            button.addAction(for: .touchUpInside) { [unowned self] _, _ in userSelected(item) }
            addSubview(button)
            return button
        }
        setNeedsLayout()
    }

    private func updateButtons() {
        for button in buttons { button.update() }
    }

    private func userSelected(_ item: TabBarItem) {
        selectedItem = item
        log.trace("\(debugName) selects \(item.title ?? "#\(item.tag)")")
        delegate?.tabBar(self, didSelect: item)
    }
}
