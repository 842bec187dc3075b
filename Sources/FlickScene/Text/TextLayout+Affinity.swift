/// Carets with an affinity on a laid-out line (`VisualCaretPlaces`): where a line's runs go
/// both ways, an offset at a run boundary has two places on screen. Offsets are UTF-16
/// offsets in `text`; a line with only left-to-right runs has one place per offset.
extension TextLayout {
    /// The places of line `index` and the UTF-16 offset of each of its boundaries.
    public func caretPlaces(inLine index: Int) -> (places: VisualCaretPlaces, offsets: [Int]) {
        let stops = caretStops(inLine: index)
        let extents = characterExtents(inLine: index)
        guard extents.count == stops.count - 1 else {
            // A line with nothing drawn: its stops alone, each character empty.
            return (
                VisualCaretPlaces(stops: stops.map(\.x), extents: stops.dropLast().map { $0.x...$0.x }),
                stops.map(\.offset)
            )
        }
        return (VisualCaretPlaces(stops: stops.map(\.x), extents: extents), stops.map(\.offset))
    }

    /// True when line `index` has right-to-left glyphs (its carets need their affinity).
    public func hasRightToLeftRuns(inLine index: Int) -> Bool {
        lines.indices.contains(index) && lines[index].glyphs.contains(where: \.isRightToLeft)
    }

    /// The x of the caret at `offset` with `affinity` on line `index`, points from the line's
    /// left end (`caretX(atOffset:inLine:)` for a left-to-right line or an offset between
    /// boundaries).
    public func caretX(atOffset offset: Int, affinity: SelectionAffinity, inLine index: Int) -> Double {
        guard affinity == .upstream, hasRightToLeftRuns(inLine: index) else {
            return caretX(atOffset: offset, inLine: index)
        }
        let (places, offsets) = caretPlaces(inLine: index)
        guard let boundary = offsets.firstIndex(of: offset) else { return caretX(atOffset: offset, inLine: index) }
        return places.x(ofBoundary: boundary, affinity: affinity)
    }

    /// The place on line `index` nearest to `x` (points from the line's left end): where a
    /// tap puts the caret, with the affinity of the place tapped.
    public func place(nearestTo x: Double, inLine index: Int) -> CaretPlace {
        guard hasRightToLeftRuns(inLine: index) else { return CaretPlace(offset: offset(nearestTo: x, inLine: index)) }
        let (places, offsets) = caretPlaces(inLine: index)
        let place = places.place(nearestTo: x)
        return CaretPlace(offset: offsets[place.boundary], affinity: place.affinity)
    }

    /// The place on line `index` next on screen to the caret at `offset` drawn with
    /// `affinity`, left (`left`) or right (`VisualCaretPlaces.place(visuallyBeside:…)`);
    /// `nil` at the line's visual end or on a left-to-right line (moving through the text is
    /// the same there).
    public func place(
        visuallyBeside offset: Int, affinity: SelectionAffinity, left: Bool, changingOffset: Bool = false,
        inLine index: Int
    ) -> CaretPlace? {
        guard hasRightToLeftRuns(inLine: index) else { return nil }
        let (places, offsets) = caretPlaces(inLine: index)
        let boundary = offsets.indices.min { abs(offsets[$0] - offset) < abs(offsets[$1] - offset) } ?? 0
        return places.place(visuallyBeside: boundary, affinity: affinity, left: left, changingBoundary: changingOffset)
            .map { CaretPlace(offset: offsets[$0.boundary], affinity: $0.affinity) }
    }
}
