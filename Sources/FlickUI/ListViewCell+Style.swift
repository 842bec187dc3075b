import FlickAnimation
import FlickInput
import FlickScene
import FlickScroll

/// The standard cell layouts (UIKit's `UITableViewCell.CellStyle`), accessories and the
/// separator. Flick's lists make cells with `init(reuseIdentifier:)`, so the style is a
/// property the data source (or a subclass) sets.
extension ListViewCell {
    /// Where the text and the detail go.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// The text alone at the leading edge.
        case `default`
        /// The text with the detail under it, smaller and grey.
        case subtitle
        /// The text at the leading edge, the detail grey at the trailing edge (Settings).
        case value1
        /// A small tinted title right-aligned in a fixed column, the detail after it
        /// (Contacts).
        case value2
    }

    /// The mark at the trailing edge (`UITableViewCell.AccessoryType`).
    public enum AccessoryType: String, Hashable, Sendable, CaseIterable {
        /// Nothing.
        case none
        /// A grey chevron: the row opens more.
        case disclosureIndicator
        /// A tinted check: the row is chosen.
        case checkmark
        /// A tinted ⓘ: more about the row.
        case detailButton
    }

    /// The detail's font size in the subtitle style, points (UIKit: 12 pt, est. from iOS 13).
    public static let subtitleDetailSize = 13.0
    /// value2's title column width, points (est.: about a fifth of a phone's row).
    public static let value2TitleWidth = 80.0
    /// value2's title font size, points (est.).
    public static let value2TitleSize = 15.0
    /// The accessory's box, points (UIKit's chevron and check sit in about 20 pt).
    public static let accessorySize = 20.0
    /// The gap between neighbours in a row, points (our choice).
    public static let styleGap = 8.0

    /// Lays out the text, the detail, the accessory and the separator for `style` in a cell
    /// of `size`.
    func layoutStyle(in size: Size) {
        let inset = ListViewCell.textInset
        var trailing = size.width - inset
        if let accessory = accessoryView {
            accessory.frame = Rect(
                x: trailing - Self.accessorySize, y: (size.height - Self.accessorySize) / 2, width: Self.accessorySize,
                height: Self.accessorySize)
            trailing -= Self.accessorySize + Self.styleGap
        }
        let width = max(trailing - inset, 0)
        detailTextLabel.isHidden = style == .default
        switch style {
        case .default:
            textLabel.frame = Rect(x: inset, y: 0, width: width, height: size.height)
        case .subtitle:
            let top = textLabel.lineHeight, bottom = detailTextLabel.lineHeight
            let y = (size.height - top - bottom) / 2
            textLabel.frame = Rect(x: inset, y: y, width: width, height: top)
            detailTextLabel.frame = Rect(x: inset, y: y + top, width: width, height: bottom)
        case .value1:
            let detailWidth = min(detailTextLabel.intrinsicContentSize.width, width)
            detailTextLabel.frame = Rect(x: trailing - detailWidth, y: 0, width: detailWidth, height: size.height)
            textLabel.frame = Rect(
                x: inset, y: 0, width: max(width - detailWidth - Self.styleGap, 0), height: size.height)
        case .value2:
            let title = min(Self.value2TitleWidth, width)
            textLabel.frame = Rect(x: inset, y: 0, width: title, height: size.height)
            let x = inset + title + Self.styleGap
            detailTextLabel.frame = Rect(x: x, y: 0, width: max(trailing - x, 0), height: size.height)
        }
        applyStyleFonts()
        let hairline = 1 / max(window?.displayScale ?? 1, 1)
        separatorLayer.frame = Rect(
            x: separatorInset.left, y: size.height - hairline,
            width: max(size.width - separatorInset.left - separatorInset.right, 0), height: hairline)
    }

    private func applyStyleFonts() {
        textLabel.textAlignment = style == .value2 ? .trailing : .natural
        detailTextLabel.textAlignment = style == .value1 ? .trailing : .natural
        if style == .subtitle, detailTextLabel.fontSize != Self.subtitleDetailSize {
            detailTextLabel.fontSize = Self.subtitleDetailSize
        }
        if style == .value2, textLabel.fontSize != Self.value2TitleSize { textLabel.fontSize = Self.value2TitleSize }
    }

    /// Colours for the style, the appearance and the tint.
    func updateStyleColors() {
        textLabel.textColor = style == .value2 ? tintColor : resolvedColor(.label)
        detailTextLabel.textColor = resolvedColor(style == .value2 ? .label : .secondaryLabel)
        separatorLayer.backgroundColor = resolvedColor(.separator)
        guard let accessory = accessoryView else { return }
        let mark: Color = accessoryType == .disclosureIndicator ? resolvedColor(.systemGray) : tintColor
        for case let label as Label in accessory.subviews { label.textColor = mark }
        accessory.layer.borderColor = mark
    }

    /// Makes the accessory's view for `accessoryType`.
    func accessoryTypeDidChange() {
        accessoryView?.removeFromSuperview()
        accessoryView = nil
        let glyph: String
        switch accessoryType {
        case .none:
            setNeedsLayout()
            return
        case .disclosureIndicator: glyph = ">"
        case .checkmark: glyph = "\u{2713}"
        case .detailButton: glyph = "i"
        }
        let box = View(frame: Rect(x: 0, y: 0, width: Self.accessorySize, height: Self.accessorySize))
        box.name = accessoryType.rawValue
        box.isUserInteractionEnabled = false
        let label = Label(text: glyph, frame: box.bounds)
        label.textAlignment = .center
        label.fontSize = accessoryType == .detailButton ? 13 : 17
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        box.addSubview(label)
        if accessoryType == .detailButton {
            box.layer.cornerRadius = Self.accessorySize / 2
            box.layer.borderWidth = 1.5
        }
        contentView.addSubview(box)
        accessoryView = box
        updateStyleColors()
        setNeedsLayout()
    }
}
