/// The places a caret can take on one line whose runs go both ways, with their affinity: at
/// a boundary between a left-to-right and a right-to-left run one offset has two places on
/// screen (the trailing edge of the character before it, upstream, and the leading edge of
/// the character after it, downstream), and one place on screen may belong to two offsets
/// ("ab אב cd": before א upstream and after ב upstream both stand right of "ab "). The arrow
/// keys move through every place in turn, a tap takes the nearest one, as AppKit's and
/// UIKit's text views do.
///
/// Boundaries are indices into the line's character boundaries (0 before the first
/// character, `extents.count` after the last); x is points from the line's left end.
public struct VisualCaretPlaces: Sendable {
    /// A place: a boundary, the affinity it is drawn with, and its x.
    public struct Place: Hashable, Sendable {
        /// The boundary's index.
        public var boundary: Int
        /// Which character the caret stands with.
        public var affinity: SelectionAffinity
        /// The caret's x, points.
        public var x: Double
    }

    /// The caret stop of each boundary (the leading edge of the character after it; after
    /// the last, the trailing edge of the last), logical order.
    public let stops: [Double]
    /// Each character's extent on screen (`TextLayout.characterExtents(inLine:)`), one fewer
    /// than the stops.
    public let extents: [ClosedRange<Double>]

    /// The places of a line with caret stops `stops` and character extents `extents`.
    public init(stops: [Double], extents: [ClosedRange<Double>]) {
        (self.stops, self.extents) = (stops, extents)
    }

    /// The trailing edge of character `index`: the end of its extent away from its stop.
    func trailingX(ofCharacter index: Int) -> Double {
        let extent = extents[index], leading = stops[index]
        return abs(extent.lowerBound - leading) <= abs(extent.upperBound - leading)
            ? extent.upperBound : extent.lowerBound
    }

    /// The caret's x at `boundary` drawn with `affinity`, points: upstream at the trailing
    /// edge of the character before it, downstream at its stop (the one place at the line's
    /// start and end).
    public func x(ofBoundary boundary: Int, affinity: SelectionAffinity) -> Double {
        guard affinity == .upstream, boundary > 0, boundary < stops.count - 1, boundary <= extents.count else {
            return stops[min(max(boundary, 0), stops.count - 1)]
        }
        return trailingX(ofCharacter: boundary - 1)
    }

    /// Every place, boundaries in order, downstream first; an upstream place only where it
    /// stands apart from the downstream one.
    public var places: [Place] {
        var places: [Place] = []
        places.reserveCapacity(stops.count + 4)
        for (boundary, x) in stops.enumerated() {
            places.append(Place(boundary: boundary, affinity: .downstream, x: x))
            let upstream = self.x(ofBoundary: boundary, affinity: .upstream)
            if abs(upstream - x) > TextLayout.visualTolerance {
                places.append(Place(boundary: boundary, affinity: .upstream, x: upstream))
            }
        }
        return places
    }

    /// The character drawn over `x` (points), if one is.
    private func character(at x: Double) -> Int? {
        extents.indices.first {
            let extent = extents[$0]
            return extent.upperBound - extent.lowerBound > TextLayout.visualTolerance && extent.lowerBound < x
                && x < extent.upperBound
        }
    }

    /// Of `candidates` (places at one x), the one on the edge of `character` there: after it
    /// at its trailing edge, before it at its leading edge; else the nearest in the text to
    /// `boundary`.
    private func place(among candidates: [Place], edgeOf character: Int?, nearest boundary: Int) -> Place? {
        if let character, let x = candidates.first?.x {
            let edge =
                abs(x - trailingX(ofCharacter: character)) <= TextLayout.visualTolerance ? character + 1 : character
            if let match = candidates.first(where: { $0.boundary == edge }) { return match }
        }
        return candidates.min { abs($0.boundary - boundary) < abs($1.boundary - boundary) }
    }

    /// The place next to `boundary` drawn with `affinity` on screen, left (`left`) or right:
    /// the nearest with another x; of places sharing that x, the one at the far edge of the
    /// character crossed to reach it (after it, leaving its leading edge), else the nearest
    /// in the text. With `changingBoundary` (Shift extending a selection) places of the same
    /// boundary are passed over. `nil` at the line's visual end.
    public func place(
        visuallyBeside boundary: Int, affinity: SelectionAffinity, left: Bool, changingBoundary: Bool = false
    ) -> Place? {
        let x = self.x(ofBoundary: boundary, affinity: affinity)
        let all = places.filter { !changingBoundary || $0.boundary != boundary }
        let distances = all.map { left ? x - $0.x : $0.x - x }
        guard let nearest = distances.filter({ $0 > TextLayout.visualTolerance }).min() else { return nil }
        let candidates = all.indices.filter { abs(distances[$0] - nearest) <= TextLayout.visualTolerance }.map {
            all[$0]
        }
        let crossed = character(at: left ? x - nearest / 2 : x + nearest / 2)
        return place(among: candidates, edgeOf: crossed, nearest: boundary)
    }

    /// The place nearest to `x` (points): where a tap there puts the caret. Of places sharing
    /// one x, the one at the edge of the character tapped (after it at its trailing edge),
    /// else the first in the text.
    public func place(nearestTo x: Double) -> Place {
        let all = places
        let distances = all.map { abs($0.x - x) }
        let nearest = distances.min() ?? 0
        let candidates = all.indices.filter { distances[$0] <= nearest + TextLayout.visualTolerance }.map {
            all[$0]
        }
        // Equally near places on both sides of x: the first (nearest to boundary 0).
        let atOneX = candidates.filter { abs($0.x - candidates[0].x) <= TextLayout.visualTolerance }
        return place(among: atOneX, edgeOf: character(at: x), nearest: 0) ?? all[0]
    }
}
