import FlickAnimation
import FlickInput
import FlickScene
import FlickScroll

/// A control that performs an action on a tap (`UIButton`, custom type): a title, an image
/// and a background image, a title colour and a background colour, each settable per
/// control state. A state with no value of its own uses `.normal`'s (UIKit's fallback). While
/// highlighted with no highlighted image of its own, the image is dimmed
/// (`adjustsImageWhenHighlighted`). A completed tap sends `touchUpInside` and
/// `primaryActionTriggered`. Its parts are subviews: `backgroundImageView` fills the
/// bounds (give it a stretchable image for a button of any size), `imageView` and
/// `titleLabel` sit side by side, centred within `contentEdgeInsets`.
open class Button: Control {
    /// How much a highlighted image is darkened when no highlighted image is set: each colour
    /// channel times this (our choice, close to UIKit's darkening of custom button images).
    public static let highlightedImageBrightness = 0.55
    /// How transparent the image is while disabled, with no disabled image set
    /// (`adjustsImageWhenDisabled`; our choice, close to UIKit's lightening).
    public static let disabledImageAlpha = 0.5

    /// Shows the background image (behind the rest; fills the bounds).
    public let backgroundImageView = ImageView()
    /// Shows the image.
    public let imageView = ImageView()
    /// Shows the title.
    public let titleLabel = Label()

    /// Dims the image while highlighted when no highlighted image is set (UIKit: true).
    public var adjustsImageWhenHighlighted = true { didSet { stateDidChange() } }
    /// Fades the image while disabled when no disabled image is set (UIKit: true).
    public var adjustsImageWhenDisabled = true { didSet { stateDidChange() } }
    /// Space around the content (image and title), points.
    public var contentEdgeInsets = EdgeInsets.zero { didSet { setNeedsLayout() } }

    private var titles: [State: String] = [:]
    private var titleColors: [State: Color] = [:]
    private var images: [State: Image] = [:]
    private var backgroundImages: [State: Image] = [:]
    private var backgroundColors: [State: Color] = [:]
    private var dimmedImages: [(source: Image, dimmed: Image)] = []

    /// Creates a button in `frame`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        titleLabel.textAlignment = .center
        titleLabel.textColor = .white
        backgroundImageView.name = "background"
        imageView.name = "image"
        titleLabel.name = "title"
        addSubview(backgroundImageView)
        addSubview(imageView)
        addSubview(titleLabel)
        stateDidChange()
    }

    // MARK: Values per state

    /// Sets the title for `state` (`nil` removes it, so the state falls back to `.normal`'s).
    public func setTitle(_ title: String?, for state: State) { titles[state] = title; stateDidChange() }
    /// Sets the title colour for `state`.
    public func setTitleColor(_ color: Color?, for state: State) { titleColors[state] = color; stateDidChange() }
    /// Sets the image for `state`; an image's problems (bad cap insets) are logged naming the button.
    public func setImage(_ image: Image?, for state: State) {
        logProblem(of: image)
        images[state] = image
        stateDidChange()
    }
    /// Sets the background image for `state` (usually a stretchable image).
    public func setBackgroundImage(_ image: Image?, for state: State) {
        logProblem(of: image)
        backgroundImages[state] = image
        stateDidChange()
    }
    /// Sets the background colour for `state` (a Flick addition; UIKit buttons take images).
    public func setBackgroundColor(_ color: Color?, for state: State) {
        backgroundColors[state] = color
        stateDidChange()
    }

    /// The title set for `state` exactly, else `.normal`'s.
    public func title(for state: State) -> String? { titles[state] ?? titles[.normal] }
    /// The title colour for `state`, else `.normal`'s, else white.
    public func titleColor(for state: State) -> Color { titleColors[state] ?? titleColors[.normal] ?? .white }
    /// The image for `state`, else `.normal`'s.
    public func image(for state: State) -> Image? { images[state] ?? images[.normal] }
    /// The background image for `state`, else `.normal`'s.
    public func backgroundImage(for state: State) -> Image? { backgroundImages[state] ?? backgroundImages[.normal] }
    /// The background colour for `state`, else `.normal`'s, else clear.
    public func backgroundColor(for state: State) -> Color {
        backgroundColors[state] ?? backgroundColors[.normal] ?? .clear
    }

    /// The title shown now.
    public var currentTitle: String? { title(for: state) }
    /// The image shown now, before any dimming.
    public var currentImage: Image? { image(for: state) }
    /// The background image shown now.
    public var currentBackgroundImage: Image? { backgroundImage(for: state) }

    // MARK: Control

    /// A tap's primary action.
    open override var primaryActionEvents: ControlEvents { .primaryActionTriggered }

    /// Shows the values of the current state.
    open override func stateDidChange() {
        let state = self.state
        titleLabel.text = title(for: state)
        titleLabel.textColor = titleColor(for: state)
        backgroundColor = backgroundColor(for: state)
        backgroundImageView.image = backgroundImage(for: state)
        var image = image(for: state)
        imageView.alpha = 1
        if let shown = image {
            if state.contains(.highlighted), images[state] == nil, adjustsImageWhenHighlighted {
                image = dimmed(shown)
            } else if state.contains(.disabled), images[state] == nil, adjustsImageWhenDisabled {
                imageView.alpha = Self.disabledImageAlpha
            }
        }
        imageView.image = image
        setNeedsLayout()
    }

    // MARK: Layout

    /// The content's size: image and title side by side, plus `contentEdgeInsets`; at least
    /// the background image's size.
    open override func sizeThatFits(_ size: Size) -> Size {
        let content = contentSize
        let insets = contentEdgeInsets
        let background = currentBackgroundImage?.size ?? Size(width: 0, height: 0)
        return Size(
            width: max(content.width + insets.left + insets.right, background.width),
            height: max(content.height + insets.top + insets.bottom, background.height))
    }

    /// The content's size with no constraint (`sizeThatFits` with infinite room).
    open override var intrinsicContentSize: Size { sizeThatFits(Size(width: .infinity, height: .infinity)) }

    /// Background image view over the bounds; image then title, centred in the insets.
    open override func layoutSubviews() {
        backgroundImageView.frame = bounds
        let insets = contentEdgeInsets
        let area = Rect(
            x: insets.left, y: insets.top, width: max(bounds.width - insets.left - insets.right, 0),
            height: max(bounds.height - insets.top - insets.bottom, 0))
        let imageSize = imageView.image?.size ?? Size(width: 0, height: 0)
        let titleSize = titleSizeFitting(width: max(area.width - imageSize.width, 0))
        var x = area.midX - (imageSize.width + titleSize.width) / 2
        imageView.frame = Rect(
            x: x, y: area.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
        x += imageSize.width
        titleLabel.frame = Rect(
            x: x, y: area.midY - titleSize.height / 2, width: titleSize.width, height: titleSize.height)
    }

    private var contentSize: Size {
        let imageSize = currentImage?.size ?? Size(width: 0, height: 0)
        let titleSize = titleSizeFitting(width: .infinity)
        return Size(width: imageSize.width + titleSize.width, height: max(imageSize.height, titleSize.height))
    }

    private func titleSizeFitting(width: Double) -> Size {
        guard let title = titleLabel.text, !title.isEmpty else { return Size(width: 0, height: 0) }
        return titleLabel.sizeThatFits(Size(width: width, height: .infinity))
    }

    private func dimmed(_ image: Image) -> Image {
        if let cached = dimmedImages.first(where: { $0.source.isSamePixels(as: image) }) { return cached.dimmed }
        let dimmed = image.dimmed(by: Self.highlightedImageBrightness)
        dimmedImages = [(image, dimmed)] + dimmedImages.prefix(Self.dimmedImageCacheSize - 1)
        return dimmed
    }

    /// Dimmed images kept (our choice: normal and selected images).
    static let dimmedImageCacheSize = 2

    private func logProblem(of image: Image?) {
        if let problem = image?.problem { log.warning("\(debugName): \(problem)") }
    }
}
