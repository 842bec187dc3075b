import FlickGestures
import FlickInput

/// The on-screen keyboard (iOS's software keyboard) as a view: it draws a `KeyboardLayout`
/// sized to its width (`KeyboardMetrics`; `sizeThatFits(_:)` gives its height) and types into
/// `target`. The window's input-view host places it and slides it in and out; this view only
/// draws keys and takes their touches. Pure: time comes from the touch events and the
/// window's frames (`FrameDriven`), never a clock.
///
/// Behaviour, as iOS's (the per-finger state machine is `KeyPress`, shift is `KeyboardShift`,
/// both drawn in FlickUI.docc/OnScreenKeyboard.md):
/// - A key shows a preview bubble while pressed and types when the finger lifts; a touch
///   between keys goes to the nearest key; sliding onto another key moves the press there.
/// - Rollover: every new press releases the presses still down before it, which type at once
///   (LatinIME's `PointerTracker` releases older pointers when a key goes down), so two
///   overlapping fingers type both keys in the order they were pressed; a held backspace
///   stops when another key goes down. Two fingers are never a pinch: the keyboard refuses
///   every recognizer but its own for its touches (`gestureRecognizerShouldBegin(_:)`), so
///   the recognizers of views behind it never begin.
/// - Shift: one tap, one capital; a double tap within `KeyboardShift.capsLockInterval` locks
///   capitals; automatic capitals per the target's `autocapitalizationType` (reading the text
///   before the caret through `KeyboardContext` when the target offers it).
/// - Numbers-and-symbols pages ("123", "#+=").
/// - A long press (`KeyPress.longPressDelay`) on a key with alternates shows them; sliding
///   chooses, lifting types the choice.
/// - Backspace deletes on touch down, then repeats while held, accelerating to whole words
///   (`BackspaceRepeat`).
/// - Return is labelled by the target's `returnKeyType.title` and, with
///   `enablesReturnKeyAutomatically`, disabled while the target has no text; the hide key
///   calls `onDismiss`; a `nextLayout` key (when a layout has one) moves to the next of
///   `availableLayouts`.
open class KeyboardView: View, FrameDriven {
    /// Where typed text goes (the first responder). Setting it reloads its traits and the
    /// keyboard's state (`reloadInputContext()`).
    public weak var target: (any KeyInput)? { didSet { reloadInputContext() } }
    /// Called when the hide-keyboard key is tapped (the host hides the keyboard and the first
    /// responder resigns).
    public var onDismiss: (() -> Void)?
    /// Called after every text change the keyboard made in `target` (an insertion or deletion).
    public var onEdit: (() -> Void)?
    /// The language layout (letters pages). The shown layout is its variant for the target's
    /// keyboard type (`KeyboardLayout.variant(for:)`).
    public var layout: KeyboardLayout { didSet { if layout != oldValue { reloadInputContext() } } }
    /// The layouts the `nextLayout` key cycles through (its own layout's next one), in order.
    public var availableLayouts: [KeyboardLayout] = KeyboardLayout.builtInLayouts { didSet { updateKeyAppearance() } }

    /// The keyboard type in use (the target's, `.default` without traits).
    public private(set) var keyboardType = KeyboardType.default
    /// The return key's label kind (the target's).
    public private(set) var returnKeyType = ReturnKeyType.default
    /// The automatic capitals (the target's; none for pads, email and URL keyboards).
    public private(set) var autocapitalizationType = TextAutocapitalizationType.sentences
    /// True when return is disabled while the target has no text (the target's trait).
    public private(set) var enablesReturnKeyAutomatically = false
    /// The layout shown: `layout`'s variant for `keyboardType`.
    public private(set) var activeLayout: KeyboardLayout
    /// The index of the page shown in `activeLayout.pages`.
    public private(set) var pageIndex = 0
    /// The shift key.
    public private(set) var shift = KeyboardShift()
    /// The fingers on keys, in the order they went down.
    public private(set) var presses: [KeyPress] = []
    /// The held backspace's repeats, by touch.
    var backspaceRepeats: [Int: BackspaceRepeat] = [:]
    /// The shown page's keys (rows read left to right, top first) and their slots (the key's
    /// share of the keyboard, bounds coordinates); `keyFrames` are the drawn keys.
    var keys: [KeyboardKey] = []
    /// The slots of `keys`: rows of the full row height, widths in proportion.
    var keySlots: [Rect] = []
    /// The drawn key views, parallel to `keys`.
    var keyViews: [KeyboardKeyView] = []
    /// The preview bubbles and alternates strips shown, by touch.
    var popups: [Int: KeyboardPopupView] = [:]
    /// The size the key views were laid out for.
    var laidOutSize: Size?

    /// Creates a keyboard showing `layout` (English US by default).
    public init(frame: Rect = .zero, layout: KeyboardLayout = .englishUS) {
        self.layout = layout
        activeLayout = layout
        super.init(frame: frame)
        backgroundColor = KeyboardView.backgroundTint
        name = "keyboard"
        rebuildKeys()
        refreshAutomaticState()
    }

    /// The page shown.
    public var currentPage: KeyboardPage { activeLayout.pages[pageIndex] }

    /// True when return types (false while the target is empty with
    /// `enablesReturnKeyAutomatically`).
    public var isReturnKeyEnabled: Bool { !enablesReturnKeyAutomatically || (target?.hasText ?? false) }

    /// The sizes for the keyboard's window (`KeyboardMetrics.metrics(forWindowSize:)`: a tablet
    /// or a phone by the window's shorter side, landscape when it is wider than tall); without a
    /// window, as if the keyboard's width were a portrait window's.
    public var metrics: KeyboardMetrics { Self.metrics(in: window, width: bounds.width) }

    private static func metrics(in window: Window?, width: Double) -> KeyboardMetrics {
        KeyboardMetrics.metrics(forWindowSize: window?.bounds.size ?? Size(width: width, height: .infinity))
    }

    /// The keyboard's height for `size`'s width: a row height per row of the tallest page, in
    /// its window's metrics (add the keyboard to its window first; portrait without one).
    open override func sizeThatFits(_ size: Size) -> Size {
        let metrics = Self.metrics(in: window, width: size.width)
        let rows = activeLayout.pages.map(\.rows.count).max() ?? 0
        return Size(width: size.width, height: Double(rows) * metrics.rowHeight)
    }

    /// Shows the page named `name` of the shown layout (ignored with a logged notice when there
    /// is none); the presses down are cancelled.
    public func showPage(named name: String) {
        guard let index = activeLayout.pages.firstIndex(where: { $0.name == name }) else {
            log.notice(
                "\(debugName): layout \(activeLayout.name) has no page '\(name)'; staying on \(currentPage.name)")
            return
        }
        guard index != pageIndex else { return }
        cancelPresses()
        pageIndex = index
        rebuildKeys()
    }

    /// Reads the target's traits and text again: the layout variant for its keyboard type,
    /// the first page, automatic capitals, the return key. Call it when the target's text or
    /// caret changed by other means than the keyboard (see `KeyboardContext`).
    public func reloadInputContext() {
        let traits = target as? any TextInputTraits
        keyboardType = traits?.keyboardType ?? .default
        returnKeyType = traits?.returnKeyType ?? .default
        enablesReturnKeyAutomatically = traits?.enablesReturnKeyAutomatically ?? false
        switch keyboardType {
        case .default: autocapitalizationType = traits?.autocapitalizationType ?? .sentences
        case .numberPad, .decimalPad, .emailAddress, .url: autocapitalizationType = .none
        }
        let variant = layout.variant(for: keyboardType)
        if variant != activeLayout || pageIndex != 0 {
            cancelPresses()
            activeLayout = variant
            pageIndex = 0
            rebuildKeys()
        }
        shift.reset()
        refreshAutomaticState()
    }

    /// The frame of the first key of `kind` on the shown page (bounds coordinates, the drawn
    /// key inside its slot), or `nil`.
    public func frame(of kind: KeyboardKey.Kind) -> Rect? {
        layoutKeysIfNeeded()
        return keys.firstIndex { $0.kind == kind }.map { keyFrame(at: $0) }
    }

    /// The key a touch at `point` (bounds coordinates) goes to: the one whose slot contains
    /// it, else the nearest slot (a touch between or beside keys), else `nil` (no keys).
    public func keyIndex(at point: Point) -> Int? {
        layoutKeysIfNeeded()
        var best: (index: Int, distance: Double)?
        for (index, slot) in keySlots.enumerated() {
            let dx = max(slot.minX - point.x, 0, point.x - slot.maxX)
            let dy = max(slot.minY - point.y, 0, point.y - slot.maxY)
            let distance = dx * dx + dy * dy
            if distance == 0 { return index }
            if best == nil || distance < best!.distance { best = (index, distance) }
        }
        return best?.index
    }

    /// Leaving or joining a window (the host hid the keyboard) drops the presses down: their
    /// touches will not reach this view again, so none stays pressed or repeating.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        cancelPresses()
        updateKeyAppearance()
    }

    /// Places the keys for the bounds (KeyboardView+Drawing.swift).
    open override func layoutSubviews() { layoutKeys() }

    // MARK: - Touches

    /// The keyboard takes its touches itself: no recognizer but its own begins on them, so
    /// two fingers typing are never a pinch or a pan of a view behind.
    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        gestureRecognizers.contains { $0 === recognizer }
    }

    open override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        fireTimers(through: event.time)
        for touch in touches.sorted(by: { $0.id < $1.id }) {
            guard let point = location(of: touch) else { continue }
            // Rollover: the presses before this one type now, in the order they went down.
            while let index = presses.firstIndex(where: \.isActive) { commit(at: index) }
            presses.removeAll { !$0.isActive }
            guard let keyIndex = keyIndex(at: point) else { continue }
            let key = keys[keyIndex]
            presses.append(KeyPress(touchID: touch.id, key: key, keyIndex: keyIndex, at: event.time))
            switch key.kind {
            case .shift:
                shift.tap(at: event.time)
            case .backspace:
                deleteBackward(.character)
                backspaceRepeats[touch.id] = BackspaceRepeat(start: event.time)
            default:
                break
            }
            updatePopup(for: touch.id)
        }
        updateKeyAppearance()
    }

    open override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        fireTimers(through: event.time)
        for touch in touches {
            guard let index = presses.firstIndex(where: { $0.touchID == touch.id && $0.isActive }),
                let point = location(of: touch)
            else { continue }
            switch presses[index].state {
            case .alternates:
                presses[index].selectAlternate(alternateIndex(at: point, for: presses[index]))
            case .pressed:
                guard let keyIndex = keyIndex(at: point) else { continue }
                _ = presses[index].slide(onto: keys[keyIndex], keyIndex: keyIndex, at: event.time)
            case .committed, .cancelled:
                continue
            }
            updatePopup(for: touch.id)
        }
        updateKeyAppearance()
    }

    open override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        fireTimers(through: event.time)
        for touch in touches {
            guard let index = presses.firstIndex(where: { $0.touchID == touch.id }) else { continue }
            if presses[index].isActive { commit(at: index) }
            presses.removeAll { $0.touchID == touch.id }
            backspaceRepeats[touch.id] = nil
            updatePopup(for: touch.id)
        }
        updateKeyAppearance()
    }

    open override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        for touch in touches {
            presses.removeAll { $0.touchID == touch.id }
            backspaceRepeats[touch.id] = nil
            updatePopup(for: touch.id)
        }
        updateKeyAppearance()
    }

    // MARK: - Time

    /// Fires the long presses and backspace repeats due by `time` (seconds).
    public func advance(to time: Double) { fireTimers(through: time) }

    /// True while a finger is on a key: a long press or a backspace repeat may come.
    public var isMoving: Bool { !presses.isEmpty }

    /// Shows the alternates and runs the backspace repeats due by `time` (seconds).
    func fireTimers(through time: Double) {
        for index in presses.indices where presses[index].showAlternates(at: time) {
            updatePopup(for: presses[index].touchID)
        }
        for (touchID, var repeats) in backspaceRepeats {
            for unit in repeats.due(through: time) { deleteBackward(unit) }
            backspaceRepeats[touchID] = repeats
        }
    }

    // MARK: - Typing

    /// Commits the press at `index`: types its key or alternate, or switches page, hides…
    func commit(at index: Int) {
        let touchID = presses[index].touchID
        backspaceRepeats[touchID] = nil
        guard let output = presses[index].commit() else { return updatePopup(for: touchID) }
        updatePopup(for: touchID)
        switch output {
        case .alternate(let text):
            type(text, shifts: true)
        case .key(let key):
            switch key.kind {
            case .character(let text): type(text, shifts: true)
            case .space: type(" ", shifts: false)
            case .return: if isReturnKeyEnabled { type("\n", shifts: false) }
            case .page(let name): showPage(named: name)
            case .hideKeyboard: onDismiss?()
            case .nextLayout: switchToNextLayout()
            case .shift, .backspace: break
            }
        }
    }

    /// Inserts `text` into the target (upper-cased when `shifts` on a shifting page with
    /// shift on), then updates shift and the return key.
    func type(_ text: String, shifts: Bool) {
        guard let target else { return }
        let shifted = shifts && currentPage.isShiftable && shift.isOn
        target.insertText(shifted ? text.uppercased() : text)
        if shifts { shift.didType() }
        refreshAutomaticState()
        onEdit?()
    }

    /// Deletes one character, or a word (the spaces before the caret and the word before
    /// them, read through `KeyboardContext`; one character without it).
    func deleteBackward(_ unit: BackspaceRepeat.Unit) {
        guard let target, target.hasText else { return }
        var count = 1
        if unit == .word, let context = target as? any KeyboardContext {
            let before = context.textBeforeCaret
            let trailingSpaces = before.reversed().prefix { $0.isWhitespace }.count
            let word = before.dropLast(trailingSpaces).reversed().prefix { !$0.isWhitespace }.count
            count = max(1, trailingSpaces + word)
        }
        for _ in 0..<count where target.hasText { target.deleteBackward() }
        refreshAutomaticState()
        onEdit?()
    }

    /// Shows the next of `availableLayouts` after the current one (the first when it is not
    /// among them).
    func switchToNextLayout() {
        guard !availableLayouts.isEmpty else { return }
        let current = availableLayouts.firstIndex { $0.name == layout.name }
        layout = availableLayouts[current.map { ($0 + 1) % availableLayouts.count } ?? 0]
    }

    /// Automatic capitals and the return key after the target's text changed.
    func refreshAutomaticState() {
        shift.setAutomatic(wantsAutomaticCapital)
        updateKeyAppearance()
    }

    /// True where the autocapitalization asks for a capital: every letter (`allCharacters`);
    /// at the start of the text or after whitespace (`words`); at the start, after
    /// whitespace-only text, or after a sentence end `. ! ? ¡ ¿` and a space (`sentences`, as
    /// Qt Virtual Keyboard's shift handler). Without `KeyboardContext`: at the start only.
    var wantsAutomaticCapital: Bool {
        guard let target else { return false }
        let before: String
        if let context = target as? any KeyboardContext {
            before = context.textBeforeCaret
        } else {
            guard !target.hasText else { return false }
            before = ""
        }
        switch autocapitalizationType {
        case .none: return false
        case .allCharacters: return true
        case .words: return before.last?.isWhitespace ?? true
        case .sentences:
            let trimmed = before.reversed().drop { $0.isWhitespace }
            guard let end = trimmed.first else { return true }
            return before.last?.isWhitespace == true && Self.sentenceEnds.contains(end)
        }
    }

    /// The marks that end a sentence for automatic capitals (Qt Virtual Keyboard's
    /// `shifthandler.cpp`: `.!?¡¿`).
    static let sentenceEnds: Set<Character> = [".", "!", "?", "¡", "¿"]

    /// Cancels every press (the page or layout changed under the fingers).
    func cancelPresses() {
        for index in presses.indices {
            presses[index].cancel()
            popups[presses[index].touchID]?.removeFromSuperview()
        }
        popups = [:]
        presses = []
        backspaceRepeats = [:]
    }
}
