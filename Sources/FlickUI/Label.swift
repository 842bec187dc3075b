import FlickAnimation
import FlickInput
import FlickScene

/// A view that shows text (`UILabel`): one colour, one size, aligned left, centred or
/// right, on one line or wrapped over `numberOfLines`, shortened with "…" by
/// `lineBreakMode`. The text is drawn through `draw(in:)` into the layer's bitmap, which is
/// kept until a property changes or the bounds resize (`contentMode` is `.redraw`), and
/// centred vertically in the bounds, as UILabel does. It ignores touches by default.
/// Measuring and drawing go through Label+Drawing.swift (the text engine).
open class Label: View {
    /// UILabel's default font size, points (17 pt system font).
    public static let defaultFontSize = 17.0

    /// The text; `nil` or empty draws nothing.
    public var text: String? { didSet { if text != oldValue { textDidChange() } } }
    /// The font size (line height), points. A size that is not a positive number is refused
    /// with a logged warning naming the label.
    public var fontSize: Double = Label.defaultFontSize {
        didSet {
            guard fontSize != oldValue else { return }
            if !(fontSize.isFinite && fontSize > 0) {
                log.warning("\(debugName): font size \(fontSize) is not a positive number; keeping \(oldValue)")
                fontSize = oldValue
                return
            }
            textDidChange()
        }
    }
    /// The text colour (black by default, as UILabel's).
    public var textColor: Color = .black { didSet { if textColor != oldValue { setNeedsDisplay() } } }
    /// Where each line sits across the width.
    public var textAlignment: TextAlignment = .leading { didSet { if textAlignment != oldValue { setNeedsDisplay() } } }
    /// The most lines shown; 0 for no limit (UILabel's default is 1). Negative counts as 0.
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { textDidChange() } } }
    /// How lines break and shorten (UILabel's default: truncating the tail).
    public var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { textDidChange() } }
    }

    /// Creates a label with `text` in `frame`.
    public init(text: String? = nil, frame: Rect = .zero) {
        self.text = text
        super.init(frame: frame)
        isUserInteractionEnabled = false
        contentMode = .redraw
        setNeedsDisplay()
    }

    /// The lines drawn in the current bounds (wrapped, limited by `numberOfLines` and by
    /// the lines the bounds height holds, at least one, truncated).
    public var displayedLines: [String] { lines(fitting: bounds.size) }

    /// The lines for a box of `size` points.
    func lines(fitting size: Size) -> [String] {
        let lineLimit = max(numberOfLines, 0)
        var maximum = lineLimit
        if size.height.isFinite, size.height >= 0 {
            let fitting = max(Int((size.height / fontSize + Self.lineFitSlack).rounded(.down)), 1)
            maximum = lineLimit == 0 ? fitting : min(lineLimit, fitting)
        }
        return Label.lines(
            for: text ?? "", fontSize: fontSize, width: size.width, maximumLines: maximum,
            lineBreakMode: lineBreakMode)
    }

    /// Slack when counting the lines a height holds, in lines (our choice: rounding of a
    /// height computed as n × font size must not lose the last line).
    static let lineFitSlack = 1e-9

    /// The text's size within `size` (width limits wrapping; the height is not limited,
    /// except by `numberOfLines`), points (`UILabel.sizeThatFits(_:)`).
    open override func sizeThatFits(_ size: Size) -> Size {
        let width = size.width > 0 && size.width.isFinite ? size.width : .infinity
        let lines = lines(fitting: Size(width: width, height: .infinity))
        let widest = lines.map { Label.measure($0, fontSize: fontSize).width }.max() ?? 0
        return Size(width: min(widest, width), height: Double(lines.count) * fontSize)
    }

    /// The size of the whole text unwrapped (each paragraph a line, up to
    /// `numberOfLines`), points.
    open override var intrinsicContentSize: Size { sizeThatFits(Size(width: .infinity, height: .infinity)) }

    /// Draws the displayed lines, centred vertically, aligned across.
    open override func draw(in context: inout any LayerDrawingContext) {
        let size = bounds.size
        let lines = lines(fitting: size)
        let top = (size.height - Double(lines.count) * fontSize) / 2
        for (index, line) in lines.enumerated() {
            let width = Label.measure(line, fontSize: fontSize).width
            let x: Double
            switch textAlignment {
            case .leading: x = 0
            case .center: x = (size.width - width) / 2
            case .trailing: x = size.width - width
            }
            Label.draw(
                line, at: Point(x: x, y: top + Double(index) * fontSize), fontSize: fontSize,
                color: textColor, in: &context)
        }
    }

    private func textDidChange() {
        setNeedsDisplay()
        superview?.setNeedsLayout()
    }
}
