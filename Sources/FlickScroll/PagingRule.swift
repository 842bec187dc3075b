/// How a paging scroll view picks the page to settle on when the finger lifts (note §d3):
/// projection, then gates, then a clamp. A pure function of the release state.
///
/// 1. Projection: p = (offset + projectedDistance(v)) / pageSize, where projectedDistance
///    is the distance a normal-rate fling would travel (0.4995·v). A release slower than
///    `minimumVelocity` is not projected (p = offset / pageSize: the nearest page).
/// 2. Candidate: round(p).
/// 3. Twitch guard: when the finger moved the content less than `minimumDistance` from the
///    page the drag started on, the candidate is that page, whatever the velocity.
/// 4. Clamp to at most `maximumPageJump` pages from the start page, and to the pages that
///    exist.
///
/// Defaults follow Android's ViewPager gates (note §a3: 25 dp and 400 dp/s), taken as
/// points. With 400 pt pages, a drag from page 0 released at fraction 0.2/0.45/0.55/0.7
/// picks page 0/0/1/1 at 0, 10 or 100 pt/s, page 1 at +500 pt/s and page 0 at −500 pt/s.
public struct PagingRule: Hashable, Sendable {
    /// Below this release speed the velocity is ignored, in points per second
    /// (ViewPager's 400 dp/s, note §a3).
    public var minimumVelocity: Double
    /// Travel from the start page below which the page never changes, in points
    /// (ViewPager's 25 dp, note §a3).
    public var minimumDistance: Double
    /// Most pages one release may move from the start page (note §d3: one by default).
    public var maximumPageJump: Int
    /// The rate used to project the release velocity.
    public var projectionRate: DecelerationRate

    /// The default rule: 400 pt/s, 25 pt, one page, normal-rate projection.
    public init(minimumVelocity: Double = 400, minimumDistance: Double = 25, maximumPageJump: Int = 1,
                projectionRate: DecelerationRate = .normal) {
        self.minimumVelocity = minimumVelocity
        self.minimumDistance = minimumDistance
        self.maximumPageJump = maximumPageJump
        self.projectionRate = projectionRate
    }

    /// The page to settle on along one axis.
    /// - Parameters:
    ///   - offset: the content offset at release, points (relative to the first page).
    ///   - velocity: the release velocity of the content offset, points per second.
    ///   - pageSize: the page size (the bounds size on this axis), points.
    ///   - startPage: the page the drag started on.
    ///   - pageCount: how many pages exist (at least 1).
    public func targetPage(offset: Double, velocity: Double, pageSize: Double, startPage: Int,
                           pageCount: Int) -> Int {
        guard pageSize > 0, pageCount > 0 else { return 0 }
        let projected = abs(velocity) >= minimumVelocity
            ? offset + projectionRate.projectedDistance(velocity: velocity) : offset
        // Saturating: sizes and velocities from hostile input never trap.
        var page = projected.isNaN ? startPage : Int(saturating: (projected / pageSize).rounded())
        if abs(offset - Double(startPage) * pageSize) < minimumDistance { page = startPage }
        let jump = min(max(maximumPageJump, 0), Int.saturatingLimit)
        let start = min(max(startPage, -Int.saturatingLimit), Int.saturatingLimit)
        page = min(max(page, start - jump), start + jump)
        return min(max(page, 0), pageCount - 1)
    }
}
