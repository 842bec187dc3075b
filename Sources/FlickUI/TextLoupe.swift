import FlickAnimation
import FlickInput
import FlickScene

/// The magnifier a long press in a text field shows above the finger while it drags the
/// caret (iOS 15's loupe, as Flutter's Cupertino magnifier draws it: magnifier.dart,
/// eyeballed on an iPhone XR). It shows the field's visible text enlarged around the focal
/// point, redrawn from the text rather than sampled from the screen.
final class TextLoupe: View {
    /// The loupe's size, points (Flutter: 80 × 47.5).
    static let size = Size(width: 80, height: 47.5)
    /// How far the lens's centre sits above the focal point, points (Flutter: 26).
    static let lift = 26.0
    /// The enlargement (est.: UIKit's figure is not published).
    static let zoom = 1.25
    /// The corner radius, points (Flutter draws elliptical 60 × 50 corners; est. as round).
    static let cornerRadius = 20.0
    /// The rim's grey (Flutter: rgb 232).
    static let rimColor = Color(white: 232.0 / 255)

    /// The enlarged text.
    let label = Label()
    private let lens = View()

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isHidden = true
        backgroundColor = Self.rimColor
        layer.cornerRadius = Self.cornerRadius
        lens.backgroundColor = .white
        lens.layer.cornerRadius = Self.cornerRadius - 1
        lens.clipsToBounds = true
        label.lineBreakMode = .byClipping
        lens.addSubview(label)
        addSubview(lens)
    }

    /// Shows the loupe centred `lift` above `focus` (its superview's points), enlarging
    /// `text` — drawn by `source` with its left edge at `textX` — around `focus.x`.
    func show(at focus: Point, source: Label, textX: Double) {
        isHidden = false
        frame = Rect(
            x: focus.x - Self.size.width / 2, y: focus.y - Self.lift - Self.size.height / 2,
            width: Self.size.width, height: Self.size.height)
        lens.frame = bounds.insetBy(dx: 1, dy: 1)
        label.textEngine = source.textEngine
        label.font = source.font.withSize(source.font.size * Self.zoom)
        label.textColor = source.textColor
        label.text = source.text
        let width = (source.frame.width) * Self.zoom
        label.frame = Rect(
            x: lens.bounds.width / 2 - (focus.x - textX) * Self.zoom, y: 0, width: width,
            height: lens.bounds.height)
    }

    /// Hides the loupe.
    func hide() { isHidden = true }
}
