import FlickScene

/// Carets with an affinity on a field's line (`VisualCaretPlaces`): where right-to-left runs
/// meet left-to-right ones, one offset has two places on screen. Offsets are UTF-8 offsets;
/// left-to-right text has one place per offset.
extension TextCaretGeometry {
    /// The line's caret places, when it has right-to-left runs.
    var visualPlaces: VisualCaretPlaces? {
        visualExtents.map { VisualCaretPlaces(stops: boundaryX, extents: $0) }
    }

    /// The caret places around piece `piece` of a line shaped in pieces (it and the pieces
    /// either side: a caret's neighbours on screen are there), and the index of their first
    /// boundary; the whole line's places (from 0) otherwise.
    private func places(aroundPiece piece: Int) -> (places: VisualCaretPlaces, first: Int)? {
        guard let extents = visualExtents else { return nil }
        guard isPieced else { return (VisualCaretPlaces(stops: boundaryX, extents: extents), 0) }
        let lowerPiece = max(piece - 1, 0), upperPiece = min(piece + 1, pieces.count - 1)
        let lower = boundaryIndex(forOffset: pieces[lowerPiece].start)
        let upper = upperPiece + 1 < pieces.count ? boundaryIndex(forOffset: pieces[upperPiece + 1].start) : count
        return (
            VisualCaretPlaces(stops: Array(boundaryX[lower...upper]), extents: Array(extents[lower..<upper])), lower
        )
    }

    /// The piece holding UTF-8 `offset` (0 when not shaped in pieces).
    private func piece(holding offset: Int) -> Int { pieces.lastIndex { $0.start <= offset } ?? 0 }

    /// The piece drawn nearest to `x`, points (0 when not shaped in pieces).
    private func piece(nearestToX x: Double) -> Int {
        pieces.indices.min {
            let a = pieces[$0], b = pieces[$1]
            let da = max(a.left - x, x - (a.left + a.geometry.width), 0)
            let db = max(b.left - x, x - (b.left + b.geometry.width), 0)
            return da < db
        } ?? 0
    }

    /// The caret's x for UTF-8 `offset` drawn with `affinity`, points.
    public func x(forOffset offset: Int, affinity: SelectionAffinity) -> Double {
        guard affinity == .upstream, let places = visualPlaces else { return x(forOffset: offset) }
        return places.x(ofBoundary: boundaryIndex(forOffset: offset), affinity: affinity)
    }

    // A line shaped in pieces looks for places in the pieces around the caret or the tap
    // only: a megabyte's places are not made per key.

    /// The place nearest to `x` (points from the line's start): where a tap at `x` puts the
    /// caret, with the affinity of the place tapped.
    public func place(nearestToX x: Double) -> CaretPlace {
        guard let (places, first) = places(aroundPiece: piece(nearestToX: x)) else {
            return CaretPlace(offset: nearestOffset(toX: x))
        }
        let place = places.place(nearestTo: x)
        return CaretPlace(offset: boundaryOffsets[first + place.boundary], affinity: place.affinity)
    }

    /// The place next on screen to the caret at UTF-8 `offset` drawn with `affinity`, left
    /// (`left`) or right, through both places of a run boundary (with `changingOffset`, only
    /// places of other offsets); `nil` at the line's visual end, or for left-to-right text,
    /// where moving visually is moving through the text.
    public func place(
        visuallyBeside offset: Int, affinity: SelectionAffinity, left: Bool, changingOffset: Bool = false
    ) -> CaretPlace? {
        guard let (places, first) = places(aroundPiece: piece(holding: offset)) else { return nil }
        return places.place(
            visuallyBeside: boundaryIndex(forOffset: offset) - first, affinity: affinity, left: left,
            changingBoundary: changingOffset
        ).map { CaretPlace(offset: boundaryOffsets[first + $0.boundary], affinity: $0.affinity) }
    }
}
