import FlickAnimation
import FlickGestures
import FlickInput
import FlickScene
import FlickScroll

/// Multi-line text (`UITextView`): a `ScrollView` whose content is its text, wrapped to its
/// width inside `textContainerInset`, editable or only selectable, with `font`, `textColor`
/// and `textAlignment`, and a delegate (`TextViewDelegate`, set as `delegate`).
///
/// Editing as `TextField`: a tap makes it first responder and puts the caret at the nearest
/// character boundary (the keyboard slides in); the caret blinks (`CaretBlink`), solid while
/// it moves; a double tap selects a word and shows the edit menu (`TextEditMenu`); a long
/// press drags the caret under the loupe (`TextLoupe`); handles (`TextSelectionHandle`) drag
/// the selection's ends. A touch that moves is the scroll view's drag: it scrolls, never
/// selects. Text comes through the first-responder path (`KeyInput`, `MarkedTextInput`):
/// Return inserts a line break; Up and Down move by lines keeping the caret's x. Typing keeps
/// the caret in view, scrolling as the text grows past the bottom.
///
/// Carets and taps follow the shaped glyphs (`TextViewLayout`): a ligature's characters share
/// its glyph, right-to-left runs place their carets in visual order. Only the paragraphs a
/// change touches are laid out again, and only the visible ones are drawn, so a long text
/// stays cheap to type into.
open class TextView: ScrollView, TextInputTraits, MarkedTextInput {
    /// The text. Setting it replaces the text without asking the delegate (as UIKit), the
    /// caret at its end; control characters become U+FFFD, "\r\n" a line break.
    public var text: String {
        get { editingState.text }
        set {
            markedRange = nil
            editingState.setText(newValue.sanitizedForTextInput)
            textLayout = nil
            textDidChange()
        }
    }
    /// The font (system 17 pt by default).
    public var font: Font = .system(size: Label.defaultFontSize) { didSet { invalidateLayout() } }
    /// The text colour.
    public var textColor: Color = .black {
        didSet { for label in paragraphLabels.values { label.textColor = textColor } }
    }
    /// Where lines sit across the width: `.natural` by default (UITextView's), each
    /// paragraph at the leading edge of its own direction.
    public var textAlignment: TextAlignment = .natural { didSet { invalidateLayout() } }
    /// Space between the view's edges and its text, points (UIKit's 8 above and below; the
    /// sides stand for UIKit's 5 pt line fragment padding).
    public var textContainerInset = TextView.defaultTextContainerInset { didSet { invalidateLayout() } }
    /// True when the text can be edited (taps make the view first responder).
    public var isEditable = true {
        didSet { if !isEditable, isFirstResponder { resignFirstResponder() } }
    }
    /// True when the text can be selected (and copied) while not editable.
    public var isSelectable = true
    /// The engine laying the text out and drawing it (`nil`: `TextEngine.standard` at use).
    public var textEngine: TextEngine? { didSet { invalidateLayout() } }

    // MARK: Traits

    /// The keyboard to show.
    public var keyboardType: KeyboardType = .default
    /// The return key's label.
    public var returnKeyType: ReturnKeyType = .default
    /// When the keyboard capitalizes by itself.
    public var autocapitalizationType: TextAutocapitalizationType = .sentences
    /// Return disabled while the text is empty.
    public var enablesReturnKeyAutomatically = false

    // MARK: Constants

    /// UIKit's `textContainerInset` default with its line fragment padding on the sides,
    /// points (UIKit docs: 8 above and below, 5 pt padding).
    public static let defaultTextContainerInset = EdgeInsets(top: 8, left: 5, bottom: 8, right: 5)

    // MARK: State

    /// The text and its selection.
    public internal(set) var editingState = TextEditingState()
    /// The selection as indices of `text` (empty: the caret).
    public var selectedRange: Range<String.Index> { editingState.selectedRange }
    /// True while the view is first responder.
    public var isEditing: Bool { isFirstResponder }
    /// The input method's composition in the text (UTF-8 offsets), underlined, if any.
    public internal(set) var markedRange: Range<Int>?

    /// The text laid out for the current width and font (`nil`: made when needed).
    var textLayout: TextViewLayout?
    /// When the caret's blink loop (re)started, seconds.
    var blinkStart = 0.0
    /// The x (container points) Up and Down keep while moving by lines, set by the first.
    var verticalMoveX: Double?
    /// The last single tap's time (seconds) and place (bounds points), for a double tap.
    var lastTap: (time: Double, location: Point)?
    /// True when the next layout scrolls the caret into view.
    var revealsCaret = false

    // MARK: Views

    /// The labels drawing the visible paragraphs, by paragraph index.
    var paragraphLabels: [Int: Label] = [:]
    /// Labels not showing a paragraph now, for reuse.
    var spareLabels: [Label] = []
    /// The caret.
    public let caretView = View()
    /// The selection highlight, one view per line.
    var selectionViews: [View] = []
    /// The underline of an input method's composition.
    let markedUnderline = View()
    /// The selection's handles, shown while a selection is made by touch.
    let startHandle = TextSelectionHandle(end: .start)
    let endHandle = TextSelectionHandle(end: .end)
    /// Cut, Copy, Paste, Select All, shown above the selection or caret.
    let editMenu = TextEditMenu()
    /// The magnifier a long press shows while it drags the caret.
    let loupe = TextLoupe()
    /// A tap: the caret there (a second one soon after: the word there).
    public let caretTap = TapGestureRecognizer(name: "text tap")
    /// The long press that drags the caret under the loupe.
    public let caretPress = LongPressGestureRecognizer(name: "caretPress")

    /// A text view in `frame` (points).
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .white
        alwaysBounceVertical = true
        caretView.isHidden = true
        caretView.isUserInteractionEnabled = false
        caretView.layer.cornerRadius = TextField.caretWidth / 2
        markedUnderline.isHidden = true
        markedUnderline.isUserInteractionEnabled = false
        addSubview(markedUnderline)
        addSubview(caretView)
        for handle in [startHandle, endHandle] {
            handle.isHidden = true
            handle.onDrag = { [weak self] end, point in self?.dragSelection(end, to: point) }
            addSubview(handle)
        }
        addSubview(loupe)
        editMenu.onSelect = { [weak self] item in self?.performEditCommand(item) }
        caretTap.addTarget { [weak self] event in self?.tapped(event) }
        addGestureRecognizer(caretTap)
        caretPress.addTarget { [weak self] event in self?.caretPressed(event) }
        addGestureRecognizer(caretPress)
    }

    /// The delegate as a text view's (`delegate` holds it).
    var textViewDelegate: (any TextViewDelegate)? { delegate as? any TextViewDelegate }

    // MARK: Layout

    /// The text container's width, points.
    var containerWidth: Double { max(bounds.width - textContainerInset.left - textContainerInset.right, 0) }

    /// The engine in use.
    var engine: TextEngine { textEngine ?? .standard }

    /// The style paragraphs are laid out in (as their labels lay them out: wrapped, no limit).
    var paragraphStyle: TextStyle {
        TextStyle(
            font: font, color: textColor, alignment: textAlignment, lineLimit: 0,
            truncation: LineBreakMode.byWordWrapping.truncation, wrapping: LineBreakMode.byWordWrapping.wrapping)
    }

    /// The layout, made for the current width if needed.
    var currentLayout: TextViewLayout {
        if let textLayout, textLayout.width == containerWidth { return textLayout }
        let engine = engine, style = paragraphStyle, width = containerWidth
        let made = TextViewLayout(
            text: editingState.text, width: width, lineHeight: engine.lineMetrics(for: font).lineHeight,
            alignment: textAlignment
        ) { engine.layout($0, style: style, maxWidth: width) }
        textLayout = made
        for label in paragraphLabels.values { recycle(label) }
        paragraphLabels = [:]
        return made
    }

    /// The font, engine, alignment or inset changed: everything is laid out again.
    func invalidateLayout() {
        textLayout = nil
        for label in paragraphLabels.values { recycle(label) }
        paragraphLabels = [:]
        setNeedsLayout()
    }

    private func recycle(_ label: Label) {
        label.isHidden = true
        spareLabels.append(label)
    }

    /// The caret's rectangle for the head of the selection, bounds (content) points.
    public var caretRect: Rect {
        let layout = currentLayout
        let origin = layout.caretOrigin(forOffset: editingState.head, affinity: editingState.affinity)
        return Rect(
            x: textContainerInset.left + origin.x, y: textContainerInset.top + origin.y, width: TextField.caretWidth,
            height: layout.lineHeight)
    }

    open override func layoutSubviews() {
        let layout = currentLayout
        let size = Size(width: bounds.width, height: layout.height + textContainerInset.top + textContainerInset.bottom)
        if contentSize != size { contentSize = size }
        if revealsCaret {
            revealsCaret = false
            var rect = caretRect
            // A little room below the caret's line, as UIKit keeps while typing, and the
            // keyboard's room (ScrollView+Keyboard.swift) when it covers the view.
            rect.size.height += textContainerInset.bottom + keyboardInset
            scrollRectToVisible(rect, animated: false)
        }
        super.layoutSubviews()
        layoutParagraphs(layout)
        layoutCaret(layout)
    }

    /// Shows the paragraphs in view, each in a label, and lets the others' labels go.
    private func layoutParagraphs(_ layout: TextViewLayout) {
        let inset = textContainerInset
        let visible = layout.paragraphs(from: bounds.minY - inset.top, to: bounds.maxY - inset.top)
        for (index, label) in paragraphLabels where !visible.contains(index) {
            recycle(label)
            paragraphLabels[index] = nil
        }
        for index in visible {
            let paragraph = layout.paragraphs[index]
            let label = paragraphLabels[index] ?? dequeueLabel()
            paragraphLabels[index] = label
            label.text = paragraph.layout.text
            let frame = Rect(
                x: inset.left, y: inset.top + paragraph.top, width: layout.width, height: paragraph.height)
            if label.frame != frame { label.frame = frame }
            label.isHidden = false
        }
    }

    private func dequeueLabel() -> Label {
        if let label = spareLabels.popLast() { return label }
        let label = Label()
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        label.fitsLinesToHeight = false
        label.font = font
        label.textColor = textColor
        label.textAlignment = textAlignment
        label.textEngine = textEngine
        insertSubview(label, at: 0)
        return label
    }

    /// Places the caret, the selection, the composition's underline and the handles.
    private func layoutCaret(_ layout: TextViewLayout) {
        for label in paragraphLabels.values + spareLabels {
            if label.font != font { label.font = font }
            if label.textAlignment != textAlignment { label.textAlignment = textAlignment }
            if label.textEngine !== textEngine { label.textEngine = textEngine }
        }
        let inset = textContainerInset
        let selection = editingState.selection
        let showsCaret = isEditing && selection.isEmpty
        caretView.isHidden = !showsCaret
        if showsCaret {
            caretView.backgroundColor = tintColor
            caretView.frame = caretRect
        }
        let rects =
            (isEditing || isSelectable) && !selection.isEmpty
            ? layout.selectionRects(
                for: selection, from: bounds.minY - inset.top, to: bounds.maxY - inset.top) : []
        while selectionViews.count < rects.count {
            let view = View()
            view.isUserInteractionEnabled = false
            insertSubview(view, at: 0)
            selectionViews.append(view)
        }
        let highlight = Color(
            red: tintColor.red, green: tintColor.green, blue: tintColor.blue, alpha: TextField.selectionAlpha)
        for (index, view) in selectionViews.enumerated() {
            view.isHidden = index >= rects.count
            guard index < rects.count else { continue }
            view.backgroundColor = highlight
            view.frame = rects[index].offsetBy(Point(x: inset.left, y: inset.top))
        }
        let showsHandles = !selection.isEmpty && markedRange == nil && (isEditing || isSelectable)
        startHandle.isHidden = !showsHandles
        endHandle.isHidden = !showsHandles
        if showsHandles {
            for (handle, offset) in [(startHandle, selection.lowerBound), (endHandle, selection.upperBound)] {
                let origin = layout.caretOrigin(forOffset: offset)
                handle.place(
                    atX: inset.left + origin.x, lineTop: inset.top + origin.y, lineHeight: layout.lineHeight,
                    color: tintColor)
            }
        }
        markedUnderline.isHidden = markedRange == nil
        if let marked = markedRange {
            let lower = layout.caretOrigin(forOffset: marked.lowerBound)
            let upper = layout.caretOrigin(forOffset: marked.upperBound)
            markedUnderline.backgroundColor = textColor
            let right = lower.y == upper.y ? upper.x : lower.x
            markedUnderline.frame = Rect(
                x: inset.left + min(lower.x, right),
                y: inset.top + lower.y + layout.lineHeight - TextField.markedUnderlineThickness,
                width: abs(right - lower.x), height: TextField.markedUnderlineThickness)
        }
    }

    /// The caret, selection and handles take the inherited tint.
    open override func tintColorDidChange() { setNeedsLayout() }

    // MARK: Frames

    /// Advances the scroll physics, then the caret's blink.
    open override func advance(to time: Double) {
        super.advance(to: time)
        guard isEditing else { return }
        let opacity = editingState.selection.isEmpty ? CaretBlink.opacity(after: time - blinkStart) : 0
        if caretView.alpha != opacity { caretView.alpha = opacity }
    }

    /// True while scrolling moves or the caret blinks.
    open override var isMoving: Bool { super.isMoving || (window != nil && isEditing) }

    /// A drag that starts on a selection handle moves that end of the selection: the view
    /// does not scroll for it (its touches go to the handle).
    override func panShouldBegin() -> Bool {
        let pan = panGestureRecognizer
        let now = pan.values.location, travel = pan.totalTranslation
        if let start = convert(Point(x: now.x - travel.x, y: now.y - travel.y), from: nil),
            [startHandle, endHandle].contains(where: { !$0.isHidden && $0.frame.contains(start) })
        {
            return false
        }
        return super.panShouldBegin()
    }

    // MARK: Overrides (the behaviour is in TextView+Editing.swift)

    /// An editable view takes text.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Asks `textViewShouldBeginEditing`, then becomes first responder.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        beginEditing(asking: { textViewDelegate?.textViewShouldBeginEditing(self) ?? true }) {
            super.becomeFirstResponder()
        }
    }

    /// Asks `textViewShouldEndEditing`, then resigns.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        resignEditing(asking: { textViewDelegate?.textViewShouldEndEditing(self) ?? true }) {
            super.resignFirstResponder()
        }
    }

    /// Tells the delegate (`textViewDidBeginEditing`); the caret shows, in view.
    open override func didBecomeFirstResponder() {
        caretDidMove()
        textViewDelegate?.textViewDidBeginEditing(self)
    }

    /// Tells the delegate (`textViewDidEndEditing`); the composition goes, the selection
    /// collapses.
    open override func didResignFirstResponder() {
        discardMarkedText()
        editMenu.hide()
        loupe.hide()
        editingState.moveCaret(to: editingState.head)
        setNeedsLayout()
        textViewDelegate?.textViewDidEndEditing(self)
    }

    /// The editing keys while editing (`TextEditingView.handleEditingKey(_:)`): arrows (Up
    /// and Down by lines, keeping the x), Home and End (the line's ends), Shift to select,
    /// Backspace/Delete, Return (a line break), Ctrl-A/C/X/V; a printable key is taken (its
    /// text comes as `insertText(_:)`). Other keys go up the responder chain.
    open override func pressesBegan(_ event: KeyEvent) -> Bool { handleEditingKey(event) }
}
