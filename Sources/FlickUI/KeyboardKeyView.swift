import FlickAnimation
import FlickScene

/// One drawn key of the on-screen keyboard: a rounded rect with its label. It takes no
/// touches (the `KeyboardView` takes them all).
final class KeyboardKeyView: View {
    /// The key's label.
    let label = Label()

    init() {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(label)
    }

    override func layoutSubviews() { label.frame = bounds }

    /// Sets the label and colours (only what changed).
    func configure(title: String, fontSize: Double, tint: Color, labelTint: Color, cornerRadius: Double) {
        if label.text != title { label.text = title }
        if label.fontSize != fontSize { label.font = .system(size: fontSize) }
        if label.textColor != labelTint { label.textColor = labelTint }
        if backgroundColor != tint { backgroundColor = tint }
        if layer.cornerRadius != cornerRadius { layer.cornerRadius = cornerRadius }
    }
}
