import FlickScene

extension TextCaretGeometry {
    /// The spans (points, left to right) that highlight the text between UTF-8 offsets
    /// `lower` and `upper`: one for left-to-right text, one per stretch on screen when the
    /// selection crosses right-to-left runs (UIKit's `selectionRects(for:)` gives one rect
    /// per run too).
    public func selectionSpans(from lower: Int, to upper: Int) -> [ClosedRange<Double>] {
        guard upper > lower else { return [] }
        let first = boundaryIndex(forOffset: lower), last = boundaryIndex(forOffset: upper)
        guard let extents = visualExtents else {
            return last > first ? [boundaryX[first]...boundaryX[last]] : []
        }
        return TextLayout.merged(Array(extents[first..<last]))
    }

    /// The UTF-8 offset of the caret stop next to the one at `offset` on screen, left
    /// (`left`) or right, in text with right-to-left runs (the arrow keys move visually, as
    /// in macOS's text views); `nil` at the line's visual end, or for left-to-right text,
    /// where moving visually is moving through the text.
    public func offset(visuallyBeside offset: Int, left: Bool) -> Int? {
        guard hasRightToLeftRuns else { return nil }
        return TextLayout.stop(visuallyBeside: boundaryIndex(forOffset: offset), left: left, among: boundaryX)
            .map { boundaryOffsets[$0] }
    }
}
