import FlickScene

/// The text being edited and its selection, with the editing operations of a single-line
/// field (arrows, Home/End, Shift-selection, Backspace/Delete): a value, pure. Positions are
/// UTF-8 offsets into `text`, always on grapheme-cluster boundaries, so a caret never splits
/// "é" or an emoji and moving is O(1) per step on Swift's native UTF-8 strings.
///
/// The caret has an affinity (`SelectionAffinity`): where one offset has two places on screen
/// (a boundary between left-to-right and right-to-left runs), it says which one the caret
/// is drawn at. Typed text leaves the caret upstream, right after what was typed, wherever
/// its run put it; other moves are downstream unless they say otherwise.
public struct TextEditingState: Hashable, Sendable {
    /// The text.
    public private(set) var text: String
    /// Where the selection started (it stays put while Shift extends), UTF-8 offset.
    public private(set) var anchor: Int
    /// Where the caret is (the moving end of the selection), UTF-8 offset.
    public private(set) var head: Int
    /// Which of the head's places on screen the caret stands at.
    public private(set) var affinity = SelectionAffinity.downstream

    /// A state holding `text` with the caret at its end.
    public init(text: String = "") {
        self.text = text
        anchor = text.utf8.count
        head = anchor
    }

    /// The selection, UTF-8 offsets (empty: the caret).
    public var selection: Range<Int> { min(anchor, head)..<max(anchor, head) }
    /// The selection as indices of `text`.
    public var selectedRange: Range<String.Index> { index(selection.lowerBound)..<index(selection.upperBound) }
    /// The selected text.
    public var selectedText: Substring { text[selectedRange] }
    /// The end of the text, UTF-8 offset.
    public var endOffset: Int { text.utf8.count }

    /// The index of UTF-8 `offset` (clamped to the text).
    public func index(_ offset: Int) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: min(max(offset, 0), endOffset))
    }

    /// The UTF-8 offset of `index`.
    public func offset(of index: String.Index) -> Int { text.utf8.distance(from: text.utf8.startIndex, to: index) }

    /// The grapheme boundary before `offset` (0 at the start).
    public func boundary(before offset: Int) -> Int {
        guard offset > 0 else { return 0 }
        return self.offset(of: text.index(before: index(offset)))
    }

    /// The grapheme boundary after `offset` (the end at the end).
    public func boundary(after offset: Int) -> Int {
        guard offset < endOffset else { return endOffset }
        return self.offset(of: text.index(after: index(offset)))
    }

    // MARK: Changes (asked of a delegate before they are made)

    /// The change typing `string` makes: the selection replaced.
    public func insertion(_ string: String) -> (range: Range<Int>, replacement: String) { (selection, string) }

    /// The change Backspace makes: the selection, else the grapheme before the caret;
    /// `nil` at the start with nothing selected.
    public func backwardDeletion() -> (range: Range<Int>, replacement: String)? {
        if !selection.isEmpty { return (selection, "") }
        guard head > 0 else { return nil }
        return (boundary(before: head)..<head, "")
    }

    /// The change Delete makes: the selection, else the grapheme after the caret; `nil` at
    /// the end with nothing selected.
    public func forwardDeletion() -> (range: Range<Int>, replacement: String)? {
        if !selection.isEmpty { return (selection, "") }
        guard head < endOffset else { return nil }
        return (head..<boundary(after: head), "")
    }

    /// Replaces `range` (UTF-8 offsets, clamped) with `replacement` and puts the caret after it:
    /// upstream, with the last character put in, so it lands where that character's run drew
    /// it; a deletion keeps the caret's affinity.
    public mutating func replace(_ range: Range<Int>, with replacement: String) {
        let lower = min(max(range.lowerBound, 0), endOffset), upper = min(max(range.upperBound, lower), endOffset)
        text.replaceSubrange(index(lower)..<index(upper), with: replacement)
        head = lower + replacement.utf8.count
        anchor = head
        if !replacement.isEmpty { affinity = .upstream }
    }

    /// Replaces the whole text, caret at its end.
    public mutating func setText(_ newText: String) { self = TextEditingState(text: newText) }

    // MARK: Caret and selection

    /// Puts the caret at `offset` (clamped; the caller gives a grapheme boundary) drawn with
    /// `affinity`, or with `extending` moves the selection's head there.
    public mutating func moveCaret(to offset: Int, extending: Bool = false, affinity: SelectionAffinity = .downstream) {
        head = min(max(offset, 0), endOffset)
        self.affinity = affinity
        if !extending { anchor = head }
    }

    /// Left arrow: one grapheme back, extending with Shift; without Shift a selection
    /// collapses to its start.
    public mutating func moveLeft(extending: Bool) {
        if !extending, !selection.isEmpty { moveCaret(to: selection.lowerBound); return }
        moveCaret(to: boundary(before: head), extending: extending)
    }

    /// Right arrow: one grapheme on; without Shift a selection collapses to its end.
    public mutating func moveRight(extending: Bool) {
        if !extending, !selection.isEmpty { moveCaret(to: selection.upperBound); return }
        moveCaret(to: boundary(after: head), extending: extending)
    }

    /// Selects the word at `offset` (a double tap): the run of letters, digits and
    /// connectors around it, else the run of other non-space characters, else the spaces.
    public mutating func selectWord(at offset: Int) {
        let position = index(min(max(offset, 0), endOffset))
        // The character the offset is in, or the one before it at a word's end.
        var probe = position
        if probe == text.endIndex
            || (probe > text.startIndex && !Self.isWordCharacter(text[probe])
                && Self.isWordCharacter(text[text.index(before: probe)]))
        {
            guard probe > text.startIndex else { return }
            probe = text.index(before: probe)
        }
        let kind = Self.kind(of: text[probe])
        var lower = probe, upper = text.index(after: probe)
        while lower > text.startIndex, Self.kind(of: text[text.index(before: lower)]) == kind {
            lower = text.index(before: lower)
        }
        while upper < text.endIndex, Self.kind(of: text[upper]) == kind { upper = text.index(after: upper) }
        anchor = self.offset(of: lower)
        head = self.offset(of: upper)
        affinity = .downstream
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// 0: a word character, 1: white space, 2: anything else (punctuation, symbols).
    private static func kind(of character: Character) -> Int {
        isWordCharacter(character) ? 0 : character.isWhitespace ? 1 : 2
    }

    /// Selects the whole text (Ctrl-A).
    public mutating func selectAll() {
        anchor = 0
        head = endOffset
        affinity = .downstream
    }
}
