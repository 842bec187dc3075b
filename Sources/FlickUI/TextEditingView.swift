import FlickGestures
import FlickInput
import FlickScene

/// A view that edits text as `TextField` and `TextView` do: what they share is written once
/// here against these requirements (the editing keys, a tap's caret or word, an input
/// method's composition, the edit menu's commands); each view says how it stores, lays out
/// and moves through its text.
protocol TextEditingView: AnyObject {
    /// The text and its selection.
    var editingState: TextEditingState { get set }
    /// The input method's composition in the text (UTF-8 offsets), if any.
    var markedRange: Range<Int>? { get set }
    /// The last single tap's time (seconds) and place (bounds points), for a double tap.
    var lastTap: (time: Double, location: Point)? { get set }
    /// Cut, Copy, Paste, Select All.
    var editMenu: TextEditMenu { get }
    /// True while the view is first responder.
    var isEditing: Bool { get }
    /// `text` as the view keeps it (a field's on one line), control characters replaced.
    func normalizedInput(_ text: String) -> String
    /// Replaces `range` (UTF-8 offsets) with `replacement`, asking no one.
    func replaceText(_ range: Range<Int>, with replacement: String)
    /// The caret moved: it shows solid, the view lays out again.
    func caretDidMove()
    /// Shows the edit menu above the selection or caret.
    func showEditMenu()
    /// Copies the selection to the pasteboard; false when nothing was copied.
    @discardableResult func copySelection() -> Bool
    /// Pastes the pasteboard over the selection, if the delegate allows.
    func paste()
    /// Deletes the selection or the character before the caret, if the delegate allows.
    func deleteBackward()
    /// Deletes the selection or the character after the caret, if the delegate allows.
    func deleteForward()
    /// The return key.
    func returnKeyPressed()
    /// Up (`up`) or Down: the caret a line up or down, or to an end of a single line.
    func moveVertically(up: Bool, extending: Bool)
    /// The UTF-8 offsets of the ends of the line showing the caret at `offset` drawn with
    /// `affinity` (Home and End).
    func lineBounds(ofOffset offset: Int, affinity: SelectionAffinity) -> Range<Int>
    /// Puts the caret at UTF-8 `offset`, drawn with `affinity`.
    func placeCaret(at offset: Int, affinity: SelectionAffinity)
    /// The caret place next on screen to the caret at UTF-8 `offset` drawn with `affinity`,
    /// left (`left`) or right, where right-to-left runs reorder the text (with
    /// `changingOffset`, only places of other offsets); `nil` where moving through the text
    /// is the same (left-to-right text) or at the line's visual end.
    func place(visuallyBeside offset: Int, affinity: SelectionAffinity, left: Bool, changingOffset: Bool)
        -> CaretPlace?
    /// Where the caret at `place` is drawn (its top-left corner, any fixed frame): two places
    /// that draw alike are one on screen.
    func caretPoint(for place: CaretPlace) -> Point
}

extension TextEditingView where Self: View {
    // MARK: Beginning and ending

    /// UIKit's order for becoming first responder: nothing to do while editing; else the view
    /// must be in a window and able to (`canBecomeFirstResponder`), and its delegate must
    /// agree (`shouldBegin`: `textFieldShouldBeginEditing`, `textViewShouldBeginEditing`),
    /// before `become` (the view's `super.becomeFirstResponder()`).
    func beginEditing(asking shouldBegin: () -> Bool, _ become: () -> Bool) -> Bool {
        if isFirstResponder { return true }
        guard window != nil, canBecomeFirstResponder, shouldBegin() else { return false }
        return become()
    }

    /// UIKit's order for resigning: nothing to do unless editing; else the delegate must agree
    /// (`shouldEnd`) before `resign` (the view's `super.resignFirstResponder()`).
    func resignEditing(asking shouldEnd: () -> Bool, _ resign: () -> Bool) -> Bool {
        guard isFirstResponder else { return true }
        guard shouldEnd() else { return false }
        return resign()
    }
}

extension TextEditingView {
    // MARK: Keys

    /// The editing keys while editing: arrows, Home/End, Shift to select, Backspace/Delete,
    /// Return, Ctrl-A/C/X/V; a printable key is taken (its text comes as `insertText(_:)`).
    /// False for other keys (they go up the responder chain).
    func handleEditingKey(_ event: KeyEvent) -> Bool {
        guard isEditing else { return false }
        let extending = event.modifiers.contains(.shift)
        if event.isShortcut {
            switch event.key {
            case .character("a"): editingState.selectAll(); caretDidMove()
            case .character("c"): copySelection()
            case .character("x"): if copySelection() { deleteBackward() }
            case .character("v"): paste()
            default: return false
            }
            return true
        }
        switch event.key {
        case .leftArrow, .rightArrow:
            // Through right-to-left runs the caret moves on screen, as the arrow points (macOS's
            // text views; TextEdit's "uniformly in the direction of the arrow"); elsewhere
            // through the text, a selection collapsing to its start or end.
            // At a run boundary an offset has two places: a press may change only the
            // affinity, moving the caret on screen but not in the text (not while extending).
            let left = event.key == .leftArrow
            if extending || editingState.selection.isEmpty,
                let target = place(
                    visuallyBeside: editingState.head, affinity: editingState.affinity, left: left,
                    changingOffset: extending)
            {
                editingState.moveCaret(to: target.offset, extending: extending, affinity: target.affinity)
            } else if left {
                editingState.moveLeft(extending: extending)
            } else {
                editingState.moveRight(extending: extending)
            }
        case .upArrow, .downArrow:
            moveVertically(up: event.key == .upArrow, extending: extending)
            return true
        case .home:
            let line = lineBounds(ofOffset: editingState.head, affinity: editingState.affinity)
            editingState.moveCaret(to: line.lowerBound, extending: extending)
        case .end:
            // A wrapped line's end is also the next line's start: upstream keeps the caret on
            // this line, as UIKit's End (Cmd-Right) does.
            let line = lineBounds(ofOffset: editingState.head, affinity: editingState.affinity)
            let affinity: SelectionAffinity = line.upperBound < editingState.endOffset ? .upstream : .downstream
            editingState.moveCaret(to: line.upperBound, extending: extending, affinity: affinity)
        case .backspace: deleteBackward(); return true
        case .delete: deleteForward(); return true
        case .returnKey: returnKeyPressed(); return true
        case .character: return true
        default: return false
        }
        caretDidMove()
        return true
    }

    // MARK: Taps

    /// A tap at `point` (bounds points) at `time` (seconds) whose nearest caret place is
    /// `place`, on a view that `wasEditing` before it: a second tap soon after near the
    /// first selects the word there and shows the edit menu; a tap on the caret shows or
    /// hides the menu (iOS); elsewhere the caret moves there, with the place's affinity.
    func handleTap(at point: Point, place: CaretPlace, time: Double, wasEditing: Bool) {
        let offset = place.offset
        if wasEditing, let last = lastTap,
            time - last.time <= TapGestureRecognizer.defaultMaximumIntervalBetweenTaps,
            abs(point.x - last.location.x) <= TapGestureRecognizer.defaultAllowableMovement,
            abs(point.y - last.location.y) <= TapGestureRecognizer.defaultAllowableMovement
        {
            lastTap = nil
            editingState.selectWord(at: offset)
            caretDidMove()
            showEditMenu()
            return
        }
        lastTap = (time, point)
        let caret = CaretPlace(offset: editingState.head, affinity: editingState.affinity)
        if wasEditing, editingState.selection.isEmpty, offset == editingState.head,
            caretPoint(for: place) == caretPoint(for: caret)
        {
            if editMenu.isShown { editMenu.hide() } else { showEditMenu() }
            return
        }
        editMenu.hide()
        placeCaret(at: offset, affinity: place.affinity)
    }

    // MARK: Compositions

    /// Shows `text` as the composition, replacing the current one or the selection, the
    /// caret `cursor` characters into it (clamped); an empty text removes it.
    func composeMarkedText(_ text: String, cursor: Int) {
        let clean = normalizedInput(text)
        let range = markedRange ?? editingState.selection
        replaceText(range, with: clean)
        markedRange = clean.isEmpty ? nil : range.lowerBound..<(range.lowerBound + clean.utf8.count)
        let into = clean.prefix(min(max(cursor, 0), clean.count)).utf8.count
        // After composed text the caret stands with it, as after typed text.
        editingState.moveCaret(to: range.lowerBound + into, affinity: into > 0 ? .upstream : .downstream)
        caretDidMove()
    }

    /// Removes the composition without committing it.
    func removeMarkedText() {
        guard let marked = markedRange else { return }
        markedRange = nil
        replaceText(marked, with: "")
    }

    // MARK: The edit menu

    /// The edit menu's commands that apply now: Cut (`canEdit`) and Copy (`canCopy`) with a
    /// selection, Paste (`canEdit`) with text on `pasteboard`, Select All unless all is
    /// selected.
    func editMenuItems(canCopy: Bool, canEdit: Bool, pasteboard: String?) -> [TextEditMenu.Item] {
        let selection = editingState.selection
        var items: [TextEditMenu.Item] = []
        if !selection.isEmpty, canCopy { items += canEdit ? [.cut, .copy] : [.copy] }
        if canEdit, let pasteboard, !pasteboard.isEmpty { items.append(.paste) }
        if !editingState.text.isEmpty, selection != 0..<editingState.endOffset { items.append(.selectAll) }
        return items
    }

    /// Carries out a command chosen in the edit menu.
    func performEditCommand(_ item: TextEditMenu.Item) {
        editMenu.hide()
        switch item {
        case .cut: if copySelection() { deleteBackward() }
        case .copy: copySelection()
        case .paste: paste()
        case .selectAll:
            editingState.selectAll()
            caretDidMove()
            showEditMenu()
        }
    }
}
