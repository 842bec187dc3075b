import FlickInput
import FlickScene

/// A view that shows an `Image` (`UIImageView`) as its layer's contents, placed by
/// `contentMode` (the layer's gravity) and, for a stretchable image, with its caps
/// unscaled (the layer's `contentsCenter`, nine-slice). It ignores touches by default, as
/// UIKit's does.
open class ImageView: View {
    /// The image shown (when not highlighted, or with no highlighted image).
    public var image: Image? { didSet { imageDidChange(image) } }
    /// The image shown while `isHighlighted` (falls back to `image`).
    public var highlightedImage: Image? { didSet { imageDidChange(highlightedImage) } }
    /// Shows `highlightedImage` when set.
    public var isHighlighted = false { didSet { if isHighlighted != oldValue { updateContents() } } }

    /// Creates an image view of `image`'s size at the origin, or of `frame`.
    public init(image: Image? = nil, frame: Rect? = nil) {
        self.image = image
        super.init(frame: frame ?? Rect(origin: .zero, size: image?.size ?? Size(width: 0, height: 0)))
        isUserInteractionEnabled = false
        if let image { imageDidChange(image) }
    }

    /// The image on screen now.
    public var displayedImage: Image? { isHighlighted ? highlightedImage ?? image : image }

    /// The image's size in points (zero without one).
    open override func sizeThatFits(_ size: Size) -> Size { displayedImage?.size ?? Size(width: 0, height: 0) }

    /// The image's size in points; no preference without one.
    open override var intrinsicContentSize: Size {
        displayedImage?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    private func imageDidChange(_ changed: Image?) {
        if let problem = changed?.problem { log.warning("\(debugName): \(problem)") }
        updateContents()
        invalidateIntrinsicContentSize()
    }

    private func updateContents() { Image.show(displayedImage, in: layer) }
}
