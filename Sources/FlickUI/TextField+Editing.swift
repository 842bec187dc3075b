import FlickGestures
import FlickInput
import FlickScene

/// Editing a text field: becoming and resigning first responder with the delegate and the
/// editing events, typed text (`KeyInput`), hardware editing keys, the clipboard, Return,
/// the clear button and caret placement by tap.
extension TextField: TextEditingView {
    // MARK: Text from keyboards (KeyInput)

    /// True when the field holds text.
    public var hasText: Bool { !editingState.text.isEmpty }

    /// Types `text` at the caret, replacing the selection, if the delegate allows. A "\n"
    /// is the return key (`textFieldShouldReturn`), as the on-screen keyboard sends it;
    /// tabs become spaces, control characters U+FFFD.
    public func insertText(_ text: String) {
        // The input method's result replaces its composition.
        discardMarkedText()
        let clean = text.sanitizedForTextInput
        let lines = clean.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            if index > 0 { returnKeyPressed() }
            if !line.isEmpty { typeText(TextField.singleLine(String(line))) }
        }
    }

    // MARK: Compositions (MarkedTextInput)

    /// Shows `text` as the composition, replacing the current one or the selection, the
    /// caret `cursor` characters into it (clamped); the delegate is asked only when the
    /// input method commits (`insertText(_:)`). An empty text removes the composition.
    public func setMarkedText(_ text: String, cursor: Int) { composeMarkedText(text, cursor: cursor) }

    /// Removes the composition without committing it.
    public func discardMarkedText() { removeMarkedText() }

    /// Replaces `range` (UTF-8 offsets) with `replacement`, asking no one: plain text updates
    /// its caret stops around the change; secure text (short, with a revealed character
    /// moving) is measured again.
    func replaceText(_ range: Range<Int>, with replacement: String) {
        replaceText(range, with: replacement, revealing: nil)
    }

    private func replaceText(_ range: Range<Int>, with replacement: String, revealing offset: Int?) {
        // The stops are updated in place: `kept` must be their only holder (a second one
        // would copy a long text's arrays per keystroke).
        var kept = isSecureTextEntry ? nil : geometry
        geometry = nil
        editingState.replace(range, with: replacement)
        textDidChange(revealing: offset)
        guard var geometry = kept else { return }
        kept = nil
        let count = replacement.utf8.count
        // A long line shaped in pieces shapes again the pieces the change touches.
        if geometry.isPieced {
            if geometry.replacePieces(range, replacementCount: count, in: editingState.text, measurer: currentMeasurer)
            {
                self.geometry = geometry
            }
            return
        }
        // Text short enough to shape is laid out again (`TextCaretGeometry(shaping:measurer:)`),
        // and so is long text a right-to-left character comes into (shaped in pieces).
        let shapes =
            currentMeasurer.engine.shaper != nil
            && (editingState.text.utf8.count <= TextCaretGeometry.shapedByteLimit
                || TextCaretGeometry.mayHoldRightToLeftScript(replacement.utf8))
        guard !geometry.isShaped, !shapes else { return }
        geometry.replace(range, replacementCount: count, in: editingState.text, measurer: currentMeasurer)
        self.geometry = geometry
    }

    /// The field's text is one line: line breaks become spaces, control characters U+FFFD.
    func normalizedInput(_ text: String) -> String { TextField.singleLine(text) }

    /// Delete: the selection or the grapheme after the caret, if the delegate allows.
    func deleteForward() {
        if let change = editingState.forwardDeletion() { apply(change.range, change.replacement) }
    }

    /// Up or Down: to the start or the end (one line).
    func moveVertically(up: Bool, extending: Bool) {
        editingState.moveCaret(to: up ? 0 : editingState.endOffset, extending: extending)
        caretDidMove()
    }

    /// The whole text: a field is one line.
    func lineBounds(ofOffset offset: Int, affinity: SelectionAffinity) -> Range<Int> { 0..<editingState.endOffset }

    /// Deletes the selection or the grapheme before the caret, if the delegate allows.
    /// While an input method composes, its own keys edit the composition: nothing here.
    public func deleteBackward() {
        guard markedRange == nil else { return }
        guard let change = editingState.backwardDeletion() else { return }
        _ = apply(change.range, change.replacement)
    }

    /// Replaces `range` (UTF-8 offsets) with `replacement` after asking the delegate; sends
    /// `editingChanged`. True when made.
    @discardableResult
    func apply(_ range: Range<Int>, _ replacement: String, reveals: Bool = false) -> Bool {
        let indices = editingState.index(range.lowerBound)..<editingState.index(range.upperBound)
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: indices, replacementString: replacement) {
            log.debug("\(debugName): delegate refused replacing \(range) with \(replacement.utf8.count) bytes")
            return false
        }
        let revealedOffset = reveals && isSecureTextEntry && replacement.count == 1 ? range.lowerBound : nil
        editMenu.hide()
        replaceText(range, with: replacement, revealing: revealedOffset)
        sendActions(for: .editingChanged)
        return true
    }

    private func typeText(_ text: String) {
        let change = editingState.insertion(text)
        apply(change.range, change.replacement, reveals: true)
    }

    /// Return: asks `textFieldShouldReturn`; when it agrees, sends `editingDidEndOnExit`,
    /// and resigns when an action listens to that event (UIKit's rule).
    func returnKeyPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let resigns = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if resigns { resignFirstResponder() }
    }

    func clearTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isEditing { becomeFirstResponder() }
        editingState.setText("")
        textDidChange(revealing: nil)
        sendActions(for: .editingChanged)
    }

    // MARK: Caret

    /// Moves the dragged end of the selection to the boundary nearest to `point` (bounds
    /// points); the other end stays, and the ends never cross (at least one grapheme stays
    /// selected).
    func dragSelection(_ end: TextSelectionHandle.End, to point: Point) {
        guard let inContent = contentView.convert(point, from: self) else { return }
        let offset = caretGeometry.nearestOffset(toX: inContent.x - textOrigin)
        let selection = editingState.selection
        switch end {
        case .start:
            let limit = editingState.boundary(before: selection.upperBound)
            editingState.moveCaret(to: selection.upperBound)
            editingState.moveCaret(to: min(offset, limit), extending: true)
        case .end:
            let limit = editingState.boundary(after: selection.lowerBound)
            editingState.moveCaret(to: selection.lowerBound)
            editingState.moveCaret(to: max(offset, limit), extending: true)
        }
        caretDidMove()
    }

    /// A long press begins editing if needed, then the caret follows the finger under the
    /// loupe until it lifts.
    func caretPressed(_ event: GestureEvent) {
        switch event.phase {
        case .began, .changed:
            guard isEditing || becomeFirstResponder(), let point = convert(event.values.location, from: nil) else {
                return
            }
            layoutIfNeeded()
            guard let inContent = contentView.convert(point, from: self) else { return }
            let place = caretGeometry.place(nearestToX: inContent.x - textOrigin)
            placeCaret(at: place.offset, affinity: place.affinity)
            layoutIfNeeded()
            let lineTop = (bounds.height - textLabel.lineHeight) / 2
            loupe.show(
                at: Point(x: point.x, y: lineTop + textLabel.lineHeight / 2), source: textLabel,
                textX: contentView.frame.minX + textLabel.frame.minX)
        default:
            loupe.hide()
        }
    }

    // MARK: The edit menu

    /// The commands that apply now: Cut and Copy with a selection (not for secure entry),
    /// Paste with text on the pasteboard, Select All unless all is selected.
    var editMenuItems: [TextEditMenu.Item] {
        editMenuItems(canCopy: !isSecureTextEntry, canEdit: true, pasteboard: window?.pasteboard.string)
    }

    /// Shows the edit menu above the selection or caret (nothing when no command applies).
    public func showEditMenu() {
        layoutIfNeeded()
        let items = editMenuItems
        guard let window, !items.isEmpty else { editMenu.hide(); return }
        let selection = editingState.selection
        let geometry = caretGeometry
        let spans = geometry.selectionSpans(from: selection.lowerBound, to: selection.upperBound)
        let caretX = geometry.x(forOffset: selection.lowerBound)
        let lower = spans.first?.lowerBound ?? caretX, upper = spans.last?.upperBound ?? caretX
        let lineTop = (bounds.height - textLabel.lineHeight) / 2
        let left = contentView.frame.minX + textOrigin
        guard let corner = convert(Point(x: left + lower, y: lineTop), to: nil) else { return }
        editMenu.show(
            items, over: Rect(x: corner.x, y: corner.y, width: upper - lower, height: textLabel.lineHeight),
            in: window)
    }

    /// True while the edit menu is shown.
    public var isShowingEditMenu: Bool { editMenu.isShown }

    /// Puts the caret at UTF-8 `offset` (a grapheme boundary), drawn with `affinity` where
    /// the offset has two places on screen (at a boundary of a right-to-left run).
    public func placeCaret(at offset: Int, affinity: SelectionAffinity = .downstream) {
        editingState.moveCaret(to: offset, affinity: affinity)
        caretDidMove()
    }

    /// Copies the selection to the window's pasteboard; false for secure entry or nothing
    /// selected.
    @discardableResult
    public func copySelection() -> Bool {
        guard !isSecureTextEntry, !editingState.selection.isEmpty, let window else { return false }
        window.pasteboard.string = String(editingState.selectedText)
        return true
    }

    /// Pastes the window's pasteboard over the selection, on one line, if the delegate allows.
    public func paste() {
        guard let window, let string = window.pasteboard.string, !string.isEmpty else { return }
        let change = editingState.insertion(TextField.singleLine(string))
        apply(change.range, change.replacement)
    }
}
