import FlickGestures
import FlickInput
import FlickScene

/// Editing a text view: first responder with the delegate, typed text (`KeyInput`,
/// `MarkedTextInput`), hardware editing keys, the clipboard and the edit menu, and the
/// caret by touch (tap, double tap, long press with the loupe, handles).
extension TextView: TextEditingView {
    // MARK: Text from keyboards (KeyInput)

    /// True when the view holds text.
    public var hasText: Bool { !editingState.text.isEmpty }

    /// Types `text` at the caret, replacing the selection, if the delegate allows; "\n" (the
    /// return key) is a line break. Control characters become U+FFFD.
    public func insertText(_ text: String) {
        discardMarkedText()
        let clean = text.sanitizedForTextInput
        guard !clean.isEmpty else { return }
        let change = editingState.insertion(clean)
        apply(change.range, change.replacement)
    }

    /// Deletes the selection or the character before the caret, if the delegate allows.
    /// While an input method composes, its own keys edit the composition: nothing here.
    public func deleteBackward() {
        guard markedRange == nil, let change = editingState.backwardDeletion() else { return }
        apply(change.range, change.replacement)
    }

    /// Shows `text` as the composition, replacing the current one or the selection, the
    /// caret `cursor` characters into it (clamped); the delegate is asked only when the
    /// input method commits (`insertText(_:)`). An empty text removes the composition.
    public func setMarkedText(_ text: String, cursor: Int) { composeMarkedText(text, cursor: cursor) }

    /// Removes the composition without committing it.
    public func discardMarkedText() { removeMarkedText() }

    /// The view's text as typed: control characters U+FFFD, "\r\n" a line break.
    func normalizedInput(_ text: String) -> String { text.sanitizedForTextInput }

    // MARK: Changes

    /// Replaces `range` (UTF-8 offsets) with `replacement` after asking the delegate, then
    /// tells it (`textViewDidChange`). True when made.
    @discardableResult
    func apply(_ range: Range<Int>, _ replacement: String) -> Bool {
        guard isEditable else { return false }
        let indices = editingState.index(range.lowerBound)..<editingState.index(range.upperBound)
        if let delegate = textViewDelegate,
            !delegate.textView(self, shouldChangeTextIn: indices, replacementText: replacement)
        {
            log.debug("\(debugName): delegate refused replacing \(range) with \(replacement.utf8.count) bytes")
            return false
        }
        editMenu.hide()
        replaceText(range, with: replacement)
        textViewDelegate?.textViewDidChange(self)
        return true
    }

    /// Replaces `range` with `replacement`, asking no one: only the paragraphs it touches are
    /// laid out again; the caret is scrolled into view.
    func replaceText(_ range: Range<Int>, with replacement: String) {
        editingState.replace(range, with: replacement)
        if textLayout != nil {
            textLayout!.replace(range, replacementCount: replacement.utf8.count, in: editingState.text)
        }
        textDidChange()
    }

    /// The text changed: the caret is solid and in view, the view lays out again.
    func textDidChange() {
        caretDidMove()
    }

    /// The caret moved: its blink restarts (solid), it is scrolled into view while editing;
    /// Up and Down forget their x.
    func caretDidMove() {
        verticalMoveX = nil
        if isEditing { revealsCaret = true }
        blinkStart = window?.currentTime ?? 0
        if isEditing { caretView.alpha = 1 }
        setNeedsLayout()
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    // MARK: Keys

    /// Delete: the selection or the character after the caret, if the delegate allows.
    func deleteForward() {
        guard markedRange == nil, let change = editingState.forwardDeletion() else { return }
        apply(change.range, change.replacement)
    }

    /// Return: a line break.
    func returnKeyPressed() { insertText("\n") }

    /// The ends of the line (as wrapped) showing the caret at UTF-8 `offset` drawn with
    /// `affinity` (upstream at a wrapped line's start: the line before).
    func lineBounds(ofOffset offset: Int, affinity: SelectionAffinity) -> Range<Int> {
        currentLayout.lineBounds(ofOffset: offset, affinity: affinity)
    }

    func place(visuallyBeside offset: Int, affinity: SelectionAffinity, left: Bool, changingOffset: Bool)
        -> CaretPlace?
    {
        currentLayout.place(visuallyBeside: offset, affinity: affinity, left: left, changingOffset: changingOffset)
    }

    func caretPoint(for place: CaretPlace) -> Point {
        currentLayout.caretOrigin(forOffset: place.offset, affinity: place.affinity)
    }

    /// Up or Down: the caret one line up or down at the x the first of these moves started
    /// from (UIKit keeps it across short lines).
    func moveVertically(up: Bool, extending: Bool) {
        let layout = currentLayout
        let x = verticalMoveX ?? layout.caretOrigin(forOffset: editingState.head, affinity: editingState.affinity).x
        let target = layout.place(
            movingVerticallyFrom: editingState.head, affinity: editingState.affinity, up: up, x: x)
        editingState.moveCaret(to: target.offset, extending: extending, affinity: target.affinity)
        caretDidMove()
        verticalMoveX = x
    }

    // MARK: Touch

    /// The text-container point under `point` (bounds points).
    func containerPoint(_ point: Point) -> Point {
        Point(x: point.x - textContainerInset.left, y: point.y - textContainerInset.top)
    }

    /// A tap: begins editing (editable) and puts the caret at the boundary nearest to it; a
    /// second tap soon after near the first selects the word there and shows the edit menu;
    /// a tap on the caret shows or hides the menu.
    func tapped(_ event: GestureEvent) {
        guard event.phase == .recognized, isEditable || isSelectable,
            let point = convert(event.values.location, from: nil)
        else { return }
        let wasEditing = isEditing
        let place = currentLayout.place(nearest: containerPoint(point))
        // The caret is where the tap was before the keyboard comes, so the keyboard's room
        // (`keepsFirstResponderVisible`) is made for it.
        if !wasEditing { editingState.moveCaret(to: place.offset, affinity: place.affinity) }
        if isEditable { guard isEditing || becomeFirstResponder() else { return } }
        handleTap(at: point, place: place, time: event.time, wasEditing: wasEditing || !isEditable)
    }

    /// A long press begins editing if needed, then the caret follows the finger under the
    /// loupe until it lifts.
    func caretPressed(_ event: GestureEvent) {
        switch event.phase {
        case .began, .changed:
            guard isEditable || isSelectable, let point = convert(event.values.location, from: nil) else { return }
            let layout = currentLayout
            let place = layout.place(nearest: containerPoint(point))
            if !isEditing { editingState.moveCaret(to: place.offset, affinity: place.affinity) }
            if isEditable { guard isEditing || becomeFirstResponder() else { return } }
            placeCaret(at: place.offset, affinity: place.affinity)
            layoutIfNeeded()
            let index = layout.paragraphIndex(containing: editingState.head)
            guard let label = paragraphLabels[index] else { return }
            let origin = layout.caretOrigin(forOffset: editingState.head, affinity: editingState.affinity)
            loupe.show(
                at: Point(x: point.x, y: textContainerInset.top + origin.y + layout.lineHeight / 2), source: label,
                textX: label.frame.minX)
        default:
            loupe.hide()
        }
    }

    /// Moves the dragged end of the selection to the boundary nearest to `point` (bounds
    /// points); the other end stays, and the ends never cross.
    func dragSelection(_ end: TextSelectionHandle.End, to point: Point) {
        let offset = currentLayout.offset(nearest: containerPoint(point))
        let selection = editingState.selection
        switch end {
        case .start:
            editingState.moveCaret(to: selection.upperBound)
            editingState.moveCaret(
                to: min(offset, editingState.boundary(before: selection.upperBound)), extending: true)
        case .end:
            editingState.moveCaret(to: selection.lowerBound)
            editingState.moveCaret(to: max(offset, editingState.boundary(after: selection.lowerBound)), extending: true)
        }
        caretDidMove()
    }

    /// Puts the caret at UTF-8 `offset` (a character boundary), drawn with `affinity` where
    /// the offset has two places on screen (at a boundary of a right-to-left run).
    public func placeCaret(at offset: Int, affinity: SelectionAffinity = .downstream) {
        editingState.moveCaret(to: offset, affinity: affinity)
        caretDidMove()
    }

    // MARK: The edit menu and the clipboard

    /// The commands that apply now: Cut (editable) and Copy with a selection, Paste
    /// (editable) with text on the pasteboard, Select All unless all is selected.
    var editMenuItems: [TextEditMenu.Item] {
        editMenuItems(canCopy: true, canEdit: isEditable, pasteboard: window?.pasteboard.string)
    }

    /// Shows the edit menu above the selection or caret (nothing when no command applies).
    public func showEditMenu() {
        layoutIfNeeded()
        let items = editMenuItems
        guard let window, !items.isEmpty else { editMenu.hide(); return }
        let layout = currentLayout
        let selection = editingState.selection
        let lower = layout.caretOrigin(forOffset: selection.lowerBound)
        let upper = layout.caretOrigin(forOffset: selection.upperBound)
        let left = lower.y == upper.y ? min(lower.x, upper.x) : 0
        let right = lower.y == upper.y ? max(lower.x, upper.x) : layout.width
        let inset = textContainerInset
        guard let corner = convert(Point(x: inset.left + left, y: inset.top + lower.y), to: nil) else { return }
        editMenu.show(
            items, over: Rect(x: corner.x, y: corner.y, width: right - left, height: layout.lineHeight), in: window)
    }

    /// True while the edit menu is shown.
    public var isShowingEditMenu: Bool { editMenu.isShown }

    /// Copies the selection to the window's pasteboard; false with nothing selected.
    @discardableResult
    public func copySelection() -> Bool {
        guard !editingState.selection.isEmpty, let window else { return false }
        window.pasteboard.string = String(editingState.selectedText)
        return true
    }

    /// Pastes the window's pasteboard over the selection, if the delegate allows.
    public func paste() {
        guard let window, let string = window.pasteboard.string, !string.isEmpty else { return }
        let change = editingState.insertion(string.sanitizedForTextInput)
        apply(change.range, change.replacement)
    }
}
