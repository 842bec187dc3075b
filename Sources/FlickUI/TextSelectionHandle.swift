import FlickAnimation
import FlickInput

/// One end of a text field's selection, drawn as iOS draws it (Flutter text_selection.dart,
/// Cupertino: a ball of radius 6 and a 2 pt stem overlapping it by 1.5 pt, the start
/// handle's ball on top, the end handle's below) and dragged to move that end: the touch
/// moves the end to the grapheme boundary nearest to it, the other end stays.
final class TextSelectionHandle: View {
    /// Which end.
    enum End { case start, end }

    /// The ball's radius, points (Flutter, Cupertino handle).
    static let ballRadius = 6.0
    /// The stem's width, points.
    static let stemWidth = 2.0
    /// How far the ball overlaps the stem, points.
    static let overlap = 1.5
    /// The handle's touch target width, points (est.: a finger's width around the stem).
    static let touchWidth = 32.0

    let end: End
    private let ball = View()
    private let stem = View()
    /// Called with the touch's location in the field's bounds while the handle is dragged.
    var onDrag: ((End, Point) -> Void)?
    private var touchID: Int?

    init(end: End) {
        self.end = end
        super.init(frame: .zero)
        ball.layer.cornerRadius = Self.ballRadius
        ball.isUserInteractionEnabled = false
        stem.isUserInteractionEnabled = false
        addSubview(stem)
        addSubview(ball)
    }

    /// The handle's height for a line of `lineHeight` points: the line plus the ball
    /// (Flutter: line height + 12 − 1.5).
    static func height(forLineHeight lineHeight: Double) -> Double { lineHeight + 2 * ballRadius - overlap }

    /// Places the handle at the caret x `x` (the field's bounds) of a line spanning
    /// `lineTop…lineTop + lineHeight`, in `color`.
    func place(atX x: Double, lineTop: Double, lineHeight: Double, color: Color) {
        let height = Self.height(forLineHeight: lineHeight)
        let top = end == .start ? lineTop - 2 * Self.ballRadius + Self.overlap : lineTop
        frame = Rect(x: x - Self.touchWidth / 2, y: top, width: Self.touchWidth, height: height)
        let middle = Self.touchWidth / 2
        let ballTop = end == .start ? 0 : height - 2 * Self.ballRadius
        ball.frame = Rect(
            x: middle - Self.ballRadius, y: ballTop, width: 2 * Self.ballRadius, height: 2 * Self.ballRadius)
        let stemTop = end == .start ? 2 * Self.ballRadius - Self.overlap : 0
        stem.frame = Rect(x: middle - Self.stemWidth / 2, y: stemTop, width: Self.stemWidth, height: lineHeight)
        ball.backgroundColor = color
        stem.backgroundColor = color
    }

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard touchID == nil, let touch = touches.first else { return }
        touchID = touch.id
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let touch = touches.first(where: { $0.id == touchID }), let field = superview,
            let point = field.convert(touch.location, from: nil)
        else { return }
        onDrag?(end, point)
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        if touches.contains(where: { $0.id == touchID }) { touchID = nil }
    }

    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        if touches.contains(where: { $0.id == touchID }) { touchID = nil }
    }
}
