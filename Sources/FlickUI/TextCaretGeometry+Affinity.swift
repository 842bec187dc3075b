import FlickScene

/// Carets with an affinity on a field's line (`VisualCaretPlaces`): where right-to-left runs
/// meet left-to-right ones, one offset has two places on screen. Offsets are UTF-8 offsets;
/// left-to-right text has one place per offset.
extension TextCaretGeometry {
    /// The line's caret places, when it has right-to-left runs.
    var visualPlaces: VisualCaretPlaces? {
        visualExtents.map { VisualCaretPlaces(stops: boundaryX, extents: $0) }
    }

    /// The caret's x for UTF-8 `offset` drawn with `affinity`, points.
    public func x(forOffset offset: Int, affinity: SelectionAffinity) -> Double {
        guard affinity == .upstream, let places = visualPlaces else { return x(forOffset: offset) }
        return places.x(ofBoundary: boundaryIndex(forOffset: offset), affinity: affinity)
    }

    /// The place nearest to `x` (points from the line's start): where a tap at `x` puts the
    /// caret, with the affinity of the place tapped.
    public func place(nearestToX x: Double) -> CaretPlace {
        guard let places = visualPlaces else { return CaretPlace(offset: nearestOffset(toX: x)) }
        let place = places.place(nearestTo: x)
        return CaretPlace(offset: boundaryOffsets[place.boundary], affinity: place.affinity)
    }

    /// The place next on screen to the caret at UTF-8 `offset` drawn with `affinity`, left
    /// (`left`) or right, through both places of a run boundary (with `changingOffset`, only
    /// places of other offsets); `nil` at the line's visual end, or for left-to-right text,
    /// where moving visually is moving through the text.
    public func place(
        visuallyBeside offset: Int, affinity: SelectionAffinity, left: Bool, changingOffset: Bool = false
    ) -> CaretPlace? {
        guard let places = visualPlaces else { return nil }
        return places.place(
            visuallyBeside: boundaryIndex(forOffset: offset), affinity: affinity, left: left,
            changingBoundary: changingOffset
        ).map { CaretPlace(offset: boundaryOffsets[$0.boundary], affinity: $0.affinity) }
    }
}
