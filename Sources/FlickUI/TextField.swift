import FlickAnimation
import FlickGestures
import FlickInput
import FlickScene

/// A one-line editable text (`UITextField`): text, placeholder, font, colour, alignment,
/// border styles, a clear button, secure entry, the keyboard traits
/// (`TextInputTraits`), the editing control events (`editingDidBegin`, `editingChanged`,
/// `editingDidEnd`, `editingDidEndOnExit`) and a delegate (`TextFieldDelegate`).
///
/// A tap makes it first responder (the window slides the keyboard in) and puts the caret at
/// the nearest grapheme boundary; the caret (2 pt) blinks as iOS 15's (`CaretBlink`), solid
/// while typing; text longer than the field scrolls to keep the caret in view, and only the
/// visible part is laid out and drawn, so a field holding megabytes stays cheap to draw.
/// Hardware editing keys: arrows, Home/End, Backspace/Delete, Shift-selection, Ctrl-A/C/X/V
/// with the window's `pasteboard` (see TextField+Editing.swift).
open class TextField: Control, FrameDriven, TextInputTraits, MarkedTextInput {
    /// The delegate, held weakly.
    public weak var delegate: (any TextFieldDelegate)?

    /// The text. Setting it replaces the text without asking the delegate or sending
    /// `editingChanged` (as UIKit); line breaks become spaces, control characters U+FFFD.
    public var text: String {
        get { editingState.text }
        set {
            markedRange = nil
            editingState.setText(Self.singleLine(newValue))
            textDidChange(revealing: nil)
        }
    }
    /// Shown in grey while the text is empty.
    public var placeholder: String? {
        get { placeholderLabel.text }
        set { placeholderLabel.text = newValue }
    }
    /// The font (system 17 pt by default).
    public var font: Font = .system(size: Label.defaultFontSize) {
        didSet {
            textLabel.font = font
            placeholderLabel.font = font
            measurer = nil
            textDidChange(revealing: nil)
        }
    }
    /// The text colour.
    public var textColor: Color = .black { didSet { textLabel.textColor = textColor } }
    /// Where the text sits while it fits (longer text scrolls from the leading edge):
    /// `.natural` (UIKit's default) puts right-to-left text (Hebrew, Arabic first) on the
    /// right, other text on the left; the placeholder follows its own text.
    public var textAlignment: TextAlignment = .natural {
        didSet { placeholderLabel.textAlignment = textAlignment; setNeedsLayout() }
    }
    /// The frame drawn around the text.
    public var borderStyle: TextFieldBorderStyle = .none { didSet { applyBorderStyle() } }
    /// When the clear button shows.
    public var clearButtonMode: TextFieldViewMode = .never { didSet { setNeedsLayout() } }
    /// The engine measuring and drawing the text (`nil`: `TextEngine.standard` at use).
    public var textEngine: TextEngine? {
        didSet {
            textLabel.textEngine = textEngine
            placeholderLabel.textEngine = textEngine
            measurer = nil
            textDidChange(revealing: nil)
        }
    }

    // MARK: Traits

    /// The keyboard to show.
    public var keyboardType: KeyboardType = .default
    /// The return key's label.
    public var returnKeyType: ReturnKeyType = .default
    /// When the keyboard capitalizes by itself.
    public var autocapitalizationType: TextAutocapitalizationType = .sentences
    /// Passwords: each character drawn as a dot, the last typed one shown for
    /// `secureRevealDuration` first; no copy or cut.
    public var isSecureTextEntry = false { didSet { textDidChange(revealing: nil) } }
    /// Return disabled while the text is empty.
    public var enablesReturnKeyAutomatically = false

    // MARK: Constants

    /// The caret's width, points (CupertinoTextField's default).
    public static let caretWidth = 2.0
    /// How long secure entry shows the character just typed, seconds (Flutter
    /// editable_text.dart: three caret ticks; UIKit's figure is not published).
    public static let secureRevealDuration = 1.5
    /// The dot drawn for each character of secure text.
    public static let secureMask: Character = "\u{2022}"
    /// Space between the frame and the text, points (est. from UIKit's rounded-rect field).
    public static let horizontalPadding = 7.0
    /// The clear button's side, points (est.).
    public static let clearButtonSide = 22.0
    /// The rounded-rect style's corner radius, points (est.).
    public static let roundedCornerRadius = 5.0

    // MARK: State

    /// The text and its selection.
    public internal(set) var editingState = TextEditingState()
    /// The selection as indices of `text` (empty: the caret).
    public var selectedRange: Range<String.Index> { editingState.selectedRange }
    /// True while the field is first responder.
    public var isEditing: Bool { isFirstResponder }
    /// The caret stops of the drawn text (made when needed after a change).
    public var caretGeometry: TextCaretGeometry {
        if let geometry { return geometry }
        let shaped =
            isSecureTextEntry
            ? nil
            : TextCaretGeometry(shaping: editingState.text, measurer: currentMeasurer)
                ?? TextCaretGeometry(shapingPieces: editingState.text, measurer: currentMeasurer)
        let made =
            shaped
            ?? TextCaretGeometry(
                text: editingState.text, mask: isSecureTextEntry ? Self.secureMask : nil,
                revealed: revealed?.offset, measurer: currentMeasurer)
        geometry = made
        return made
    }
    /// How far the text is scrolled, points.
    public private(set) var scrollOffset = 0.0
    /// Where the text's start is drawn in the content view, points (after alignment and
    /// scrolling).
    var textOrigin = 0.0

    var geometry: TextCaretGeometry?
    var measurer: TextAdvanceMeasurer?
    /// The grapheme secure entry shows, and until when (seconds).
    var revealed: (offset: Int, until: Double)?
    /// When the caret's blink loop (re)started, seconds.
    var blinkStart = 0.0
    /// The input method's composition in the text (UTF-8 offsets), underlined, if any.
    public internal(set) var markedRange: Range<Int>?
    /// The last single tap's time (seconds) and place (bounds points), for a double tap.
    var lastTap: (time: Double, location: Point)?

    // MARK: Views

    /// The border and fill behind the text.
    let frameView = View()
    let fillView = View()
    /// Clips the text to the field's inside.
    let contentView = View()
    /// The visible part of the text.
    public let textLabel = Label()
    /// The labels drawing a long line's pieces in view, one each (`layoutText(in:)`), and
    /// spares; `textLabel` draws every other text.
    var pieceLabels: [Label] = []
    /// The placeholder.
    public let placeholderLabel = Label()
    /// The caret.
    public let caretView = View()
    /// The selection highlight (its first span on screen).
    let selectionView = View()
    /// The highlights of its other spans, where it crosses right-to-left runs.
    var selectionSpanViews: [View] = []
    /// The underline of an input method's composition.
    let markedUnderline = View()
    /// The clear button.
    public let clearButton = Button()
    /// The selection's handles, shown while a selection is made by touch.
    let startHandle = TextSelectionHandle(end: .start)
    let endHandle = TextSelectionHandle(end: .end)
    /// Cut, Copy, Paste, Select All, shown above the selection or caret.
    let editMenu = TextEditMenu()
    /// The magnifier a long press shows while it drags the caret.
    let loupe = TextLoupe()
    /// The long press that drags the caret (iOS: the caret follows the finger under the loupe).
    public let caretPress = LongPressGestureRecognizer(name: "caretPress")

    /// A field in `frame` (points).
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        for view in [frameView, fillView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        contentView.clipsToBounds = true
        contentView.isUserInteractionEnabled = false
        addSubview(contentView)
        textLabel.lineBreakMode = .byClipping
        // The field places the drawn slice itself (`layoutText(in:)`).
        textLabel.textAlignment = .leading
        placeholderLabel.lineBreakMode = .byTruncatingTail
        placeholderLabel.textColor = Color(white: 0.7)
        selectionView.isHidden = true
        caretView.isHidden = true
        caretView.layer.cornerRadius = Self.caretWidth / 2
        markedUnderline.isHidden = true
        for view in [selectionView, placeholderLabel, textLabel, markedUnderline, caretView] {
            contentView.addSubview(view)
        }
        clearButton.setTitle("\u{00D7}", for: .normal)
        clearButton.setTitleColor(Color(white: 0.55), for: .normal)
        clearButton.isHidden = true
        clearButton.name = "clear button"
        clearButton.addAction(for: .primaryActionTriggered) { [weak self] _, _ in self?.clearTapped() }
        addSubview(clearButton)
        for handle in [startHandle, endHandle] {
            handle.isHidden = true
            handle.onDrag = { [weak self] end, point in self?.dragSelection(end, to: point) }
            addSubview(handle)
        }
        addSubview(loupe)
        editMenu.onSelect = { [weak self] item in self?.performEditCommand(item) }
        caretPress.addTarget { [weak self] event in self?.caretPressed(event) }
        addGestureRecognizer(caretPress)
        applyBorderStyle()
    }

    // MARK: Layout

    /// The caret, selection and handles take the inherited tint (`View.tintColor`, iOS's
    /// system blue unless an ancestor sets one): drawn again when it changes.
    open override func tintColorDidChange() { setNeedsLayout() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        frameView.frame = bounds
        fillView.frame = borderStyle == .none ? bounds : bounds.insetBy(dx: 1, dy: 1)
        let showsClear = showsClearButton
        clearButton.isHidden = !showsClear
        let clearWidth = showsClear ? Self.clearButtonSide : 0
        clearButton.frame = Rect(
            x: bounds.width - Self.horizontalPadding - clearWidth,
            y: (bounds.height - Self.clearButtonSide) / 2, width: clearWidth,
            height: Self.clearButtonSide)
        let inside = Rect(
            x: Self.horizontalPadding, y: 0,
            width: max(bounds.width - 2 * Self.horizontalPadding - clearWidth, 0), height: bounds.height)
        contentView.frame = inside
        layoutText(in: inside.size)
    }

    /// Places the visible slice of the text, the caret and the selection in the content
    /// view, scrolling to keep the caret inside.
    private func layoutText(in size: Size) {
        let geometry = caretGeometry
        let caretX = geometry.x(forOffset: editingState.head, affinity: editingState.affinity)
        let width = size.width
        var origin = 0.0
        if geometry.width + Self.caretWidth <= width {
            scrollOffset = 0
            switch textAlignment {
            case .leading: origin = 0
            case .center: origin = (width - geometry.width) / 2
            case .trailing: origin = width - geometry.width - Self.caretWidth
            case .natural: origin = geometry.isRightToLeft ? width - geometry.width - Self.caretWidth : 0
            }
        } else {
            if caretX - scrollOffset < 0 { scrollOffset = caretX }
            if caretX - scrollOffset > width - Self.caretWidth { scrollOffset = caretX - width + Self.caretWidth }
            scrollOffset = min(max(scrollOffset, 0), geometry.width + Self.caretWidth - width)
            origin = -scrollOffset
        }
        textOrigin = origin
        // Only the graphemes in view are laid out and drawn (all of them when right-to-left
        // runs reorder them: a slice of the text would be reordered on its own).
        let first: Int, last: Int, sliceX: Double, sliceWidth: Double
        let drawnPieces = geometry.isPieced ? geometry.drawnPieces(showing: scrollOffset...(scrollOffset + width)) : []
        placePieceLabels(drawnPieces, origin: origin, height: size.height)
        if geometry.isPieced {
            // A long line shaped in pieces: the pieces in view, each in a label of its own.
            (first, last, sliceX, sliceWidth) = (0, 0, origin, 0)
        } else if geometry.hasRightToLeftRuns {
            (first, last) = (0, geometry.count)
            (sliceX, sliceWidth) = (origin + geometry.layoutOrigin, geometry.width - geometry.layoutOrigin)
        } else {
            first = max(geometry.nearestIndex(toX: scrollOffset) - 1, 0)
            last = min(geometry.nearestIndex(toX: scrollOffset + width) + 1, geometry.count)
            (sliceX, sliceWidth) = (
                origin + geometry.boundaryX[first], geometry.boundaryX[last] - geometry.boundaryX[first]
            )
        }
        textLabel.text = displayedText(from: first, to: last, in: geometry)
        let lineHeight = textLabel.lineHeight
        textLabel.frame = Rect(x: sliceX, y: 0, width: sliceWidth + 1, height: size.height)
        placeholderLabel.frame = Rect(x: 0, y: 0, width: width, height: size.height)
        placeholderLabel.isHidden = !editingState.text.isEmpty
        let lineTop = (size.height - lineHeight) / 2
        let selection = editingState.selection
        caretView.backgroundColor = tintColor
        caretView.isHidden = !isEditing || !selection.isEmpty
        caretView.frame = Rect(x: origin + caretX, y: lineTop, width: Self.caretWidth, height: lineHeight)
        placeSelection(
            isEditing ? geometry.selectionSpans(from: selection.lowerBound, to: selection.upperBound) : [],
            origin: origin, lineTop: lineTop, lineHeight: lineHeight)
        let showsHandles = isEditing && !selection.isEmpty && markedRange == nil
        startHandle.isHidden = !showsHandles
        endHandle.isHidden = !showsHandles
        if showsHandles {
            let inset = contentView.frame.minX
            startHandle.place(
                atX: inset + origin + geometry.x(forOffset: selection.lowerBound), lineTop: lineTop,
                lineHeight: lineHeight, color: tintColor)
            endHandle.place(
                atX: inset + origin + geometry.x(forOffset: selection.upperBound), lineTop: lineTop,
                lineHeight: lineHeight, color: tintColor)
        }
        markedUnderline.isHidden = markedRange == nil
        if let marked = markedRange {
            let lower = geometry.x(forOffset: marked.lowerBound), upper = geometry.x(forOffset: marked.upperBound)
            markedUnderline.backgroundColor = textColor
            markedUnderline.frame = Rect(
                x: origin + min(lower, upper), y: lineTop + lineHeight - Self.markedUnderlineThickness,
                width: abs(upper - lower), height: Self.markedUnderlineThickness)
        }
    }

    /// Shows each of `drawn` (pieces of a long line: UTF-8 ranges, x and width from the
    /// line's left end) in a label of its own at `origin`, laid out as the piece was measured
    /// (unbounded, one line: the engine's cached layout of its shaping, not a new one), and
    /// hides the labels left over.
    private func placePieceLabels(
        _ drawn: [(range: Range<Int>, x: Double, width: Double)], origin: Double, height: Double
    ) {
        while pieceLabels.count < drawn.count {
            let label = Label()
            label.lineBreakMode = .byClipping
            label.textAlignment = .leading
            label.wrapsToWidth = false
            contentView.insertSubview(label, at: (contentView.subviews.firstIndex { $0 === textLabel } ?? 0) + 1)
            pieceLabels.append(label)
        }
        for (index, label) in pieceLabels.enumerated() {
            label.isHidden = index >= drawn.count
            guard index < drawn.count else {
                label.text = nil
                continue
            }
            let piece = drawn[index]
            if label.font != font { label.font = font }
            if label.textColor != textColor { label.textColor = textColor }
            if label.textEngine !== textEngine { label.textEngine = textEngine }
            let range = piece.range
            let text = editingState.text[editingState.index(range.lowerBound)..<editingState.index(range.upperBound)]
            if label.text.map({ $0 != text }) ?? true { label.text = String(text) }
            label.frame = Rect(x: origin + piece.x, y: 0, width: piece.width + 1, height: height)
        }
    }

    /// The composition underline's thickness, points (est.).
    public static let markedUnderlineThickness = 1.0

    /// The selection highlight's opacity over the tint (est. from iOS).
    public static let selectionAlpha = 0.2

    /// The text drawn for graphemes `first..<last`: the text itself, or dots for secure entry
    /// with the revealed grapheme shown.
    private func displayedText(from first: Int, to last: Int, in geometry: TextCaretGeometry) -> String {
        let lower = geometry.boundaryOffsets[first], upper = geometry.boundaryOffsets[last]
        let slice = editingState.text[editingState.index(lower)..<editingState.index(upper)]
        guard isSecureTextEntry else { return String(slice) }
        var shown = ""
        var offset = lower
        for character in slice {
            shown.append(offset == revealed?.offset ? character : Self.secureMask)
            offset += character.utf8.count
        }
        return shown
    }

    private var showsClearButton: Bool {
        guard !editingState.text.isEmpty else { return false }
        switch clearButtonMode {
        case .never: return false
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        case .always: return true
        }
    }

    private func applyBorderStyle() {
        let radius = borderStyle == .roundedRect ? Self.roundedCornerRadius : 0
        frameView.layer.cornerRadius = radius
        fillView.layer.cornerRadius = max(radius - 1, 0)
        switch borderStyle {
        case .none:
            frameView.backgroundColor = .clear
            fillView.backgroundColor = .clear
        case .line:
            frameView.backgroundColor = .black
            fillView.backgroundColor = .white
        case .bezel:
            frameView.backgroundColor = Color(white: 0.5)
            fillView.backgroundColor = .white
        case .roundedRect:
            frameView.backgroundColor = Color(white: 0.8)
            fillView.backgroundColor = .white
        }
        setNeedsLayout()
    }

    // MARK: Overrides (the behaviour is in TextField+Editing.swift)

    /// A field takes text while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Asks `textFieldShouldBeginEditing`, then becomes first responder.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        beginEditing(asking: { delegate?.textFieldShouldBeginEditing(self) ?? true }) { super.becomeFirstResponder() }
    }

    /// Asks `textFieldShouldEndEditing`, then resigns.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        resignEditing(asking: { delegate?.textFieldShouldEndEditing(self) ?? true }) { super.resignFirstResponder() }
    }

    /// Tells the delegate (`textFieldDidBeginEditing`), then sends `editingDidBegin`.
    open override func didBecomeFirstResponder() {
        caretDidMove()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
    }

    /// Tells the delegate (`textFieldDidEndEditing`), then sends `editingDidEnd`.
    open override func didResignFirstResponder() {
        discardMarkedText()
        editMenu.hide()
        if revealed != nil {
            revealed = nil
            geometry = nil
        }
        editingState.moveCaret(to: editingState.head)
        setNeedsLayout()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
    }

    /// A tap (a touch lifted inside) begins editing and puts the caret at the grapheme
    /// boundary nearest to it; a second tap soon after near the first selects the word there
    /// (`TextEditingView.handleTap(at:place:time:wasEditing:)`).
    open override func endTracking(_ touch: Touch, with event: TouchEvent) {
        guard let point = location(of: touch, at: event.time), bounds.contains(point) else { return }
        let wasEditing = isEditing
        guard isEditing || becomeFirstResponder() else { return }
        layoutIfNeeded()
        guard let inContent = contentView.convert(point, from: self) else { return }
        let place = caretGeometry.place(nearestToX: inContent.x - textOrigin)
        handleTap(at: point, place: place, time: event.time, wasEditing: wasEditing)
    }

    /// The editing keys while editing (`TextEditingView.handleEditingKey(_:)`): arrows
    /// (Up/Down to the ends), Home/End, Shift to select, Backspace/Delete, Return,
    /// Ctrl-A/C/X/V; a printable key is taken (its text comes as `insertText(_:)`). Other
    /// keys go up the responder chain.
    open override func pressesBegan(_ event: KeyEvent) -> Bool { handleEditingKey(event) }

    // MARK: Changes

    /// The measurer for the current font and engine.
    var currentMeasurer: TextAdvanceMeasurer {
        if let measurer { return measurer }
        let made = TextAdvanceMeasurer(engine: textEngine ?? .standard, font: font)
        measurer = made
        return made
    }

    /// The text or how it is drawn changed: geometry made again, caret solid, laid out again.
    /// `revealing` is the UTF-8 offset of a grapheme secure entry shows for a while.
    func textDidChange(revealing offset: Int?) {
        let now = window?.currentTime ?? 0
        revealed = offset.map { ($0, now + Self.secureRevealDuration) }
        geometry = nil
        caretDidMove()
    }

    /// The caret moved: its blink restarts (solid), and the field lays out again.
    func caretDidMove() {
        blinkStart = window?.currentTime ?? 0
        if isEditing { caretView.alpha = 1 }
        setNeedsLayout()
    }

    /// Secure entry's revealed character hides when its time is up; the caret blinks.
    open func advance(to time: Double) {
        if let revealed, time >= revealed.until {
            self.revealed = nil
            geometry = nil
            setNeedsLayout()
        }
        guard isEditing else { return }
        let opacity = editingState.selection.isEmpty ? CaretBlink.opacity(after: time - blinkStart) : 0
        if caretView.alpha != opacity { caretView.alpha = opacity }
    }

    /// True while editing (the caret blinks) or a secure character is shown.
    open var isMoving: Bool { window != nil && (isEditing || revealed != nil) }

    /// `text` on one line: line breaks become spaces, other controls U+FFFD.
    static func singleLine(_ text: String) -> String {
        let clean = text.sanitizedForTextInput
        // A byte scan: walking a megabyte paste by grapheme costs far more.
        guard clean.utf8.contains(where: { $0 == 0x0A || $0 == 0x09 }) else { return clean }
        return String(clean.map { $0 == "\n" || $0 == "\t" ? " " : $0 })
    }
}
