import FlickInput

/// Recognizes a drag that starts at an edge of the screen and moves away from it (UIKit
/// `UIScreenEdgePanGestureRecognizer`, the recognizer behind a navigation controller's
/// interactive pop, research note app-platform §5 [MO4]); continuous, with the pan's
/// lifecycle and values (translation, velocity).
///
/// Its rule, on top of the pan's (`PanGestureRecognizer`, slop 10 pt):
/// - The first touch must go down within `edgeWidth` of one of `edges` of `referenceBounds`
///   (the screen, in the coordinates of the touches: window points); otherwise it fails at
///   once, on its first frame, so the recognizers that require it to fail (a scroll view's pan
///   in a pushed screen) lose no time.
/// - When the pan's slop is crossed, the motion so far must point away from that edge along
///   its normal (more inward than sideways); otherwise it fails (a vertical drag from the left
///   edge scrolls a list instead).
///
/// It has no state machine of its own: it is the continuous recognizer's
/// (FlickGestures.docc, GestureStates.md), its failures coming earlier.
public final class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The width of the strip along an edge where the drag must start: 20 points (Flutter
    /// route.dart `_kBackGestureWidth`, research note app-platform §5 [F-RT]; UIKit's own
    /// width was not found).
    public static let defaultEdgeWidth: Double = 20

    /// The edges the drag may start from (UIKit: none by default; set before use).
    @exclusivity(unchecked) public var edges: RectEdge
    /// The width of the strip along each edge, in points.
    @exclusivity(unchecked) public var edgeWidth: Double
    /// The rectangle whose edges count, in the touches' coordinates (window points); `nil`
    /// makes every drag fail (logged once). A navigation controller sets it to its view's
    /// frame in its window.
    @exclusivity(unchecked) public var referenceBounds: Rect?
    /// The edge the current drag started from (after it began).
    @exclusivity(unchecked) public private(set) var startEdge: RectEdge?
    @exclusivity(unchecked) private var checkedStart = false
    @exclusivity(unchecked) private var warnedMissingBounds = false

    /// Creates an edge pan from `edges`.
    public init(
        name: String = "edge pan", edges: RectEdge = [],
        edgeWidth: Double = ScreenEdgePanGestureRecognizer.defaultEdgeWidth,
        referenceBounds: Rect? = nil
    ) {
        self.edges = edges
        self.edgeWidth = edgeWidth
        self.referenceBounds = referenceBounds
        super.init(name: name, minimumNumberOfTouches: 1, maximumNumberOfTouches: 1)
    }

    /// The edge of `edges` within `edgeWidth` of `point` (the nearest when several are), or
    /// `nil` when the point is away from all of them.
    public func edge(near point: Point) -> RectEdge? {
        guard let bounds = referenceBounds else { return nil }
        let distances: [(RectEdge, Double)] = [
            (.left, point.x - bounds.minX), (.right, bounds.maxX - point.x),
            (.top, point.y - bounds.minY), (.bottom, bounds.maxY - point.y),
        ]
        return distances.filter { edges.contains($0.0) && $0.1 >= -edgeWidth && $0.1 <= edgeWidth }
            .min { $0.1 < $1.1 }?.0
    }

    override func process(time: Double, previousTime: Double, into proposals: inout [GestureProposal]) {
        if !checkedStart, let first = trackedTouches.first {
            checkedStart = true
            if referenceBounds == nil && !warnedMissingBounds {
                warnedMissingBounds = true
                log.warning("\(qualifiedName): no referenceBounds set; every drag fails")
            }
            guard let edge = edge(near: first.start) else {
                let distance =
                    referenceBounds.map { bounds in
                        min(
                            first.start.x - bounds.minX, bounds.maxX - first.start.x,
                            first.start.y - bounds.minY, bounds.maxY - first.start.y)
                    } ?? .infinity
                propose(
                    .failed, at: time,
                    reason: .limitExceeded(
                        quantity: "distance from the edge",
                        value: distance, limit: edgeWidth, unit: "pt"), into: &proposals)
                return
            }
            startEdge = edge
        }
        let start = proposals.count
        super.process(time: time, previousTime: previousTime, into: &proposals)
        guard let began = proposals[start...].firstIndex(where: { $0.state == .began }),
            let edge = startEdge
        else { return }
        let motion = totalTranslation
        let (inward, sideways): (Double, Double) =
            switch edge {
            case .left: (motion.x, abs(motion.y))
            case .right: (-motion.x, abs(motion.y))
            case .top: (motion.y, abs(motion.x))
            default: (-motion.y, abs(motion.x))
            }
        guard inward <= sideways else { return }
        let time = proposals[began].time
        proposals.removeSubrange(start...)
        hasProposedBegin = false
        propose(
            .failed, at: time,
            reason: .limitExceeded(
                quantity: "movement along the edge", value: sideways,
                limit: max(inward, 0), unit: "pt"), into: &proposals)
    }

    override func resetMeasurements() {
        super.resetMeasurements()
        checkedStart = false
        startEdge = nil
    }
}
