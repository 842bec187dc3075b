import FlickAnimation
import FlickInput
import FlickScene

/// The button a ``TabBar`` shows for one item (UIKit's private `UITabBarButton`): the
/// item's image above its title, both centred, in the bar's tint colour when selected and
/// its unselected tint otherwise; faded while a touch is down inside it (highlighted) or
/// while the item is disabled; the bar's selection indicator behind the selected one. Its
/// touch target is at least ``TabBar/minimumTargetSize`` square.
final class TabBarButton: Control {
    /// The item shown.
    let item: TabBarItem
    /// Shows the item's image (tinted).
    let imageView = ImageView()
    /// Shows the item's title.
    let titleLabel = Label()
    /// The rounded fill behind the selected item (``TabBar/selectionIndicatorColor``).
    let indicatorLayer = Layer(name: "selection indicator")
    private weak var bar: TabBar?
    /// The last tinted image, kept while its source and colour stay the same.
    private var tinted: (source: Image, color: Color, image: Image)?

    /// A button for `item` in `bar`.
    init(item: TabBarItem, bar: TabBar) {
        self.item = item
        self.bar = bar
        super.init(frame: .zero)
        name = "tab \(item.title ?? "#\(item.tag)")"
        titleLabel.textAlignment = .center
        titleLabel.name = "title"
        imageView.name = "image"
        layer.addSublayer(indicatorLayer)
        addSubview(imageView)
        addSubview(titleLabel)
        update()
    }

    /// Shows the item and the state.
    override func stateDidChange() { update() }

    /// Reads the item, the bar's colours and the state into the parts.
    func update() {
        guard let bar else { return }
        isEnabled = item.isEnabled
        let color: Color = isSelected ? bar.tintColor : bar.unselectedItemTintColor
        titleLabel.text = item.title
        titleLabel.font = bar.titleFont
        titleLabel.textColor = color
        let source = isSelected ? item.selectedImage ?? item.image : item.image
        imageView.image = source.map { tint($0, color) }
        let alpha = !isEnabled ? TabBar.disabledItemAlpha : isHighlighted ? TabBar.highlightedItemAlpha : 1
        imageView.alpha = alpha
        titleLabel.alpha = alpha
        indicatorLayer.isHidden = !isSelected || bar.selectionIndicatorColor == nil
        indicatorLayer.backgroundColor = bar.selectionIndicatorColor ?? .clear
        indicatorLayer.cornerRadius = bar.selectionIndicatorCornerRadius
        setNeedsLayout()
    }

    /// The indicator inside the bar's insets; image then title, stacked and centred.
    override func layoutSubviews() {
        if let bar {
            let insets = bar.selectionIndicatorInsets
            indicatorLayer.frame = Rect(x: insets.left, y: insets.top,
                                        width: max(bounds.width - insets.left - insets.right, 0),
                                        height: max(bounds.height - insets.top - insets.bottom, 0))
        }
        let imageSize = imageView.image?.size ?? Size(width: 0, height: 0)
        let hasTitle = !(titleLabel.text ?? "").isEmpty
        let titleHeight = hasTitle ? titleLabel.sizeThatFits(Size(width: bounds.width, height: .infinity)).height : 0
        let spacing = imageSize.height > 0 && hasTitle ? TabBar.imageTitleSpacing : 0
        let top = bounds.midY - (imageSize.height + spacing + titleHeight) / 2
        imageView.frame = Rect(x: bounds.midX - imageSize.width / 2, y: top, width: imageSize.width, height: imageSize.height)
        titleLabel.frame = Rect(x: 0, y: top + imageSize.height + spacing, width: bounds.width, height: titleHeight)
    }

    /// Inside its touch target: the bounds grown to ``TabBar/minimumTargetSize`` square.
    override func point(inside point: Point) -> Bool { targetRect.contains(point) }

    /// The bounds, grown about their centre to at least ``TabBar/minimumTargetSize`` on each side.
    var targetRect: Rect {
        let width = max(bounds.width, TabBar.minimumTargetSize), height = max(bounds.height, TabBar.minimumTargetSize)
        return Rect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
    }

    private func tint(_ image: Image, _ color: Color) -> Image {
        if let tinted, tinted.color == color, tinted.source.isSamePixels(as: image) { return tinted.image }
        let result = image.withTintColor(color)
        tinted = (image, color, result)
        return result
    }
}
