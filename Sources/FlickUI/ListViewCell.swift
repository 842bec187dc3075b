import FlickAnimation
import FlickInput
import FlickScene
import FlickScroll

/// A row of a `ListView` (`UITableViewCell`): a `contentView` holding the row's subviews
/// (and an optional one-line `textLabel`), a highlighted and a selected look, and, while a
/// swipe reveals it, the Delete button behind the content. Cells are reused: override
/// `prepareForReuse()` to reset what the data source sets.
open class ListViewCell: View {
    /// The identifier it was registered and dequeued with.
    public let reuseIdentifier: String?
    /// Holds the row's content; it slides left to reveal the Delete button.
    public let contentView = View()
    /// The row it shows (set by the list), or `nil` while queued for reuse.
    public internal(set) var indexPath: ListIndexPath?
    /// The list it belongs to (set by the list).
    public internal(set) weak var listView: ListView?
    /// One line of text at the leading edge, the `textLabel`'s (UIKit's `textLabel.text`), or
    /// `nil`.
    public var text: String? {
        get { textLabel.text }
        set { textLabel.text = newValue }
    }
    /// The background shown while highlighted or selected.
    public var selectedBackgroundColor = ListViewCell.defaultSelectedBackgroundColor
    /// The normal background.
    public var normalBackgroundColor = Color.white {
        didSet { updateBackground() }
    }
    /// UIKit's grey selection, approximately (our choice of figure).
    public static let defaultSelectedBackgroundColor = Color(white: 0.85)

    /// True while a touch is down on the row (after the list's content-touch delay).
    public internal(set) var isHighlighted = false { didSet { if isHighlighted != oldValue { updateBackground() } } }
    /// True while the row is selected.
    public internal(set) var isSelected = false { didSet { if isSelected != oldValue { updateBackground() } } }

    /// The row's one line of text (UIKit's `textLabel`): 17 pt, laid out `textInset` from
    /// either edge and centred vertically; set its font and colour like any `Label`'s.
    public let textLabel = Label()
    /// The Delete button, created when a swipe first reveals it.
    public internal(set) var deleteButton: DeleteButton?
    /// The secondary text (UIKit's `detailTextLabel`): shown by the subtitle, value1 and
    /// value2 styles (see ListViewCell+Style.swift).
    public let detailTextLabel = Label()
    /// Where the text and detail go (UIKit's `UITableViewCell.CellStyle`; `.default`).
    public var style: Style = .default {
        didSet {
            guard style != oldValue else { return }
            updateStyleColors()
            setNeedsLayout()
        }
    }
    /// The mark at the trailing edge (`.none` by default).
    public var accessoryType: AccessoryType = .none { didSet { if accessoryType != oldValue { accessoryTypeDidChange() } } }
    /// The separator's insets from the cell's edges, points (left 16 by default, as UIKit's).
    public var separatorInset = EdgeInsets(left: ListViewCell.textInset) { didSet { setNeedsLayout() } }
    /// The hairline along the bottom edge, inset by `separatorInset`.
    public let separatorLayer = Layer(name: "separator")
    /// Draws `separatorLayer` (false by default: UIKit's lists draw separators, but Flick's
    /// lists had none and keep their look; turn it on per cell).
    public var showsSeparator = false { didSet { separatorLayer.isHidden = !showsSeparator } }
    /// The accessory's view, made for `accessoryType`.
    public internal(set) var accessoryView: View?
    /// The rounded corners of an inset grouped section the row sits at (set by the list; see
    /// ListViewCell+SectionCorners.swift).
    public internal(set) var sectionCorners: SectionCorners = [] { didSet { sectionCornersDidChange(oldValue) } }
    /// The radius of those corners, points (set by the list).
    public internal(set) var sectionCornerRadius = 0.0 {
        didSet { if sectionCornerRadius != oldValue { setNeedsLayout() } }
    }
    /// The row's background at a section's rounded corners, behind the content in
    /// `contentView` (hidden elsewhere).
    public let cornerBackgroundView = View()

    /// Creates a cell with the given reuse identifier (the list sets the frame).
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        clipsToBounds = true
        contentView.name = "content"
        cornerBackgroundView.name = "corner background"
        cornerBackgroundView.isUserInteractionEnabled = false
        cornerBackgroundView.isHidden = true
        addSubview(contentView)
        contentView.addSubview(cornerBackgroundView)  // behind the content, sliding with it
        textLabel.name = "text"
        contentView.addSubview(textLabel)
        detailTextLabel.name = "detail"
        contentView.addSubview(detailTextLabel)
        separatorLayer.isHidden = true
        layer.addSublayer(separatorLayer)
        updateBackground()
        updateStyleColors()
    }

    /// Resets the cell before the data source gets it again; call `super`.
    open func prepareForReuse() {
        text = nil
        detailTextLabel.text = nil
        isHighlighted = false
        isSelected = false
        contentView.frame = Rect(origin: .zero, size: bounds.size)
        deleteButton?.isHidden = true
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        let shift = contentView.frame.minX
        contentView.frame = Rect(x: shift, y: 0, width: size.width, height: size.height)
        layoutStyle(in: size)
        layoutCornerBackground(in: size)
        if let deleteButton {
            deleteButton.frame = Rect(x: size.width - SwipeToDelete.buttonWidth, y: 0, width: SwipeToDelete.buttonWidth,
                                      height: size.height)
        }
    }

    /// The text's inset from the cell's leading edge, points (UIKit's 16 pt layout margin).
    public static let textInset = 16.0

    /// The appearance changed: the text, detail, separator and accessory recolour.
    open override func appearanceDidChange() { updateStyleColors() }
    /// The tint changed: the tinted accessories and value2's title recolour.
    open override func tintColorDidChange() { updateStyleColors() }

    func updateBackground() {
        let color = isHighlighted || isSelected ? selectedBackgroundColor : normalBackgroundColor
        // At a section's rounded corner the rounded view behind the content draws it.
        contentView.backgroundColor = sectionCorners.isEmpty ? color : .clear
        cornerBackgroundView.backgroundColor = color
        cornerBackgroundView.isHidden = sectionCorners.isEmpty
    }

    // MARK: Touches: highlight, then select on touch-up inside

    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard let listView, listView.allowsSelection, listView.swipe.state == .hidden else { return }
        isHighlighted = true
    }

    open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {}

    open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard isHighlighted else { return }
        isHighlighted = false
        let inside = containsAny(touches)
        if inside, let listView, let indexPath { listView.userSelectedRow(at: indexPath) }
    }

    open override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        isHighlighted = false
    }
}

/// The red button a swipe reveals behind a row; a tap deletes the row.
public final class DeleteButton: Control {
    /// UIKit's destructive red, approximately (our choice of figure).
    public static let color = Color(red: 1, green: 0.23, blue: 0.19)
    /// Its title, "Delete", white and centred (UIKit's 17 pt system font).
    public let titleLabel = Label(text: "Delete")

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        name = "delete"
        backgroundColor = Self.color
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds
    }

    public override func stateDidChange() {
        alpha = isHighlighted ? 0.7 : 1
    }
}
