import FlickAnimation
import FlickInput
import FlickScene

/// A view that shows text (`UILabel`): one font and colour, aligned left, centred or
/// right, on one line or wrapped over `numberOfLines`, shortened with "…" by
/// `lineBreakMode`, centred vertically in the bounds, as UILabel does. It ignores touches
/// by default.
///
/// Layout and measurement go through a `TextEngine` (FlickScene's one line breaker,
/// `TextLayout`, cached by the engine); the text is drawn as glyph meshes from the engine's
/// atlas while the frame's display list is built (Label+Drawing.swift), so a label costs no
/// bitmap and consecutive labels merge into one draw.
open class Label: View {
    /// UILabel's default font size, points (17 pt system font).
    public static let defaultFontSize = 17.0

    /// The text; `nil` or empty draws nothing.
    public var text: String? { didSet { if text != oldValue { textDidChange() } } }
    /// The font (UILabel's `font`; the system font at 17 pt by default). A size that is not
    /// a positive number is refused with a logged warning naming the label.
    public var font: Font = .system(size: Label.defaultFontSize) {
        didSet {
            guard font != oldValue else { return }
            if !(font.size.isFinite && font.size > 0) {
                log.warning("\(debugName): font size \(font.size) is not a positive number; keeping \(oldValue.size)")
                font = oldValue
                return
            }
            textDidChange()
        }
    }
    /// The font's em size, points (`font.pointSize`); setting it keeps the family and weight.
    public var fontSize: Double {
        get { font.size }
        set { font = font.withSize(newValue) }
    }
    /// The text colour (black by default, as UILabel's).
    public var textColor: Color = .black { didSet { if textColor != oldValue { layer.setNeedsDisplayItems() } } }
    /// The colour of the text's own shadow (`UILabel.shadowColor`): the glyphs drawn again,
    /// unblurred, `shadowOffset` away, under the text; `nil` (the default) draws none. A
    /// blurred shadow is the layer's (`layer.shadowOpacity`…).
    public var shadowColor: Color? { didSet { if shadowColor != oldValue { layer.setNeedsDisplayItems() } } }
    /// Where the text's shadow sits from the text, points (`UILabel.shadowOffset`; (0, −1), a
    /// point up, by default, as UIKit's). Non-finite parts are refused with a logged warning.
    public var shadowOffset = Label.defaultShadowOffset {
        didSet {
            guard shadowOffset != oldValue else { return }
            guard shadowOffset.width.isFinite, shadowOffset.height.isFinite else {
                log.warning("\(debugName): shadow offset \(shadowOffset) is not finite; keeping \(oldValue)")
                shadowOffset = oldValue
                return
            }
            layer.setNeedsDisplayItems()
        }
    }
    /// UILabel's default `shadowOffset`, points: (0, −1).
    public static let defaultShadowOffset = Size(width: 0, height: -1)
    /// Where each line sits across the width: `.natural` by default (UILabel's), so a
    /// right-to-left paragraph sits on the right, a left-to-right one on the left.
    public var textAlignment: TextAlignment = .natural {
        didSet { if textAlignment != oldValue { layer.setNeedsDisplayItems() } }
    }
    /// The most lines shown; 0 for no limit (UILabel's default is 1). Negative counts as 0.
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { textDidChange() } } }
    /// How lines break and shorten (UILabel's default: truncating the tail).
    public var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { textDidChange() } }
    }
    /// The engine that lays out and draws the text; `nil` (the default) uses
    /// `TextEngine.standard` at the time of use, so fonts installed at launch apply.
    public var textEngine: TextEngine? { didSet { if textEngine !== oldValue { textDidChange() } } }
    /// The text as last drawn, laid out and placed in the atlas, and what it was made for
    /// (`placedText(fitting:pixelsPerPoint:)`); emptied when the text or its style changes.
    var placedTextCache: (key: PlacedTextKey, placed: PlacedText)?

    /// Creates a label with `text` in `frame`.
    public init(text: String? = nil, frame: Rect = .zero) {
        self.text = text
        super.init(frame: frame)
        isUserInteractionEnabled = false
        layer.displayItemsProvider = { [weak self] item, _ in self?.displayItems(for: item) ?? [] }
        layer.displayItemsPreparer = { [weak self] item in self?.placeText(for: item) }
        // The text's items change only when the label does (`textDidChange()`).
        layer.displayItemsVaryWithTime = false
    }

    /// The engine in use: `textEngine`, else the standard one.
    public var engine: TextEngine { textEngine ?? .standard }

    /// The style the text is laid out and drawn in (font, colour, alignment, line limit,
    /// truncation and wrapping from `lineBreakMode`).
    public var textStyle: TextStyle {
        TextStyle(
            font: font, color: textColor, alignment: textAlignment, lineLimit: max(numberOfLines, 0),
            truncation: lineBreakMode.truncation, wrapping: lineBreakMode.wrapping)
    }

    /// Line height of the font, points (from the engine's first source's metrics).
    public var lineHeight: Double { engine.lineMetrics(for: font).lineHeight }

    /// The text laid out in the current bounds (`displayedLines` as glyphs).
    public var textLayout: TextLayout { layout(fitting: bounds.size) }

    /// The lines drawn in the current bounds (wrapped, limited by `numberOfLines` and by
    /// the lines the bounds height holds, at least one, truncated).
    public var displayedLines: [String] {
        guard let text, !text.isEmpty else { return [] }
        return textLayout.lines.map(\.text)
    }

    /// The layout for a box of `size` points: wrapped to its width (no width wraps every
    /// character, as UIKit does in a zero-width label; an infinite one never wraps), at
    /// most `numberOfLines` lines and no more than its height holds (at least one).
    func layout(fitting size: Size) -> TextLayout {
        var style = textStyle
        if fitsLinesToHeight, size.height.isFinite, size.height >= 0 {
            let fitting = max(Int((size.height / lineHeight + Self.lineFitSlack).rounded(.down)), 1)
            style.lineLimit = style.lineLimit == 0 ? fitting : min(style.lineLimit, fitting)
        }
        let width: Double? =
            !wrapsToWidth || (size.width.isInfinite && size.width > 0) ? nil : max(size.width.isNaN ? 0 : size.width, 0)
        return engine.layout(text ?? "", style: style, maxWidth: width)
    }

    /// False when the label lays its text out unbounded, as one line measured elsewhere is
    /// (a `TextField`'s piece of a long line, sized to it): the layout is then the one the
    /// field measured with (`TextCaretGeometry(shaping:measurer:)`), from the engine's cache.
    var wrapsToWidth = true

    /// False when the label draws every line of its text whatever its height (a `TextView`
    /// paragraph, sized to its lines): the layout is then the one the view measured with.
    var fitsLinesToHeight = true

    /// Slack when counting the lines a height holds, in lines (our choice: rounding of a
    /// height computed as n × line height must not lose the last line).
    static let lineFitSlack = 1e-9

    /// The text's size within `size` (width limits wrapping; the height is not limited,
    /// except by `numberOfLines`), points (`UILabel.sizeThatFits(_:)`), from the engine's
    /// measurement: the widest line by the line count × the font's line height.
    open override func sizeThatFits(_ size: Size) -> Size {
        guard let text, !text.isEmpty else { return Size(width: 0, height: 0) }
        let width = size.width > 0 && size.width.isFinite ? size.width : .infinity
        let measured = layout(fitting: Size(width: width, height: .infinity)).size
        return Size(width: min(measured.width, width), height: measured.height)
    }

    /// The size of the whole text unwrapped (each paragraph a line, up to
    /// `numberOfLines`), points.
    open override var intrinsicContentSize: Size { sizeThatFits(Size(width: .infinity, height: .infinity)) }

    /// Draws the text for the window's pixels: the layer's `contentsScale` becomes the
    /// window's `displayScale` (UIKit gives a label its screen's scale as `contentScaleFactor`),
    /// so the next frame's glyphs are rasterized sharp.
    override func windowDisplayScaleDidChange(_ scale: Double) {
        if layer.contentsScale != scale { layer.contentsScale = scale }
    }

    private func textDidChange() {
        placedTextCache = nil
        layer.setNeedsDisplayItems()
        invalidateIntrinsicContentSize()
    }
}
