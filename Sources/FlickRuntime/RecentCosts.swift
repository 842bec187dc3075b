/// The last `window` costs of one cost key (seconds), kept both in the order they came and
/// sorted, so `FrameCostPredictor` reads a percentile in constant time and places a new cost
/// by binary search and one move of at most `window` values, where it had sorted the whole
/// window for every prediction (several a frame).
struct RecentCosts: Hashable, Sendable {
    /// The most costs kept.
    let window: Int
    /// The costs in the order they came: a ring once full, its oldest at `head`.
    private var ring: [Double] = []
    private var head = 0
    /// The same costs, ascending.
    private var sorted: [Double] = []
    /// When a cost was last added (the caller's count of recordings).
    private(set) var lastRecorded = 0

    /// An empty history keeping `window` costs.
    init(window: Int) {
        precondition(window > 0, "a window of at least one cost")
        // No room reserved: most keys and steps are seen a few times (a tap on one button), and
        // a predictor holds hundreds of them.
        self.window = window
    }

    /// The number of costs kept.
    var count: Int { ring.count }

    /// The oldest cost kept.
    var first: Double? { ring.isEmpty ? nil : ring[head] }

    /// The cost `offset` places after the oldest.
    subscript(offset: Int) -> Double { ring[(head + offset) % ring.count] }

    /// The largest of the last `frames` costs, or `nil` when none.
    func maxOfLast(_ frames: Int) -> Double? {
        let taken = min(frames, count)
        guard taken > 0 else { return nil }
        var largest = -Double.infinity
        for offset in (count - taken)..<count { largest = max(largest, self[offset]) }
        return largest
    }

    /// The largest cost but the oldest, or `nil` with fewer than two.
    var maxAfterFirst: Double? {
        guard count > 1 else { return nil }
        var largest = -Double.infinity
        for offset in 1..<count { largest = max(largest, self[offset]) }
        return largest
    }

    /// The `rank`-th largest cost (1: the largest), or the smallest when fewer are kept.
    func largest(rank: Int) -> Double? {
        sorted.isEmpty ? nil : sorted[max(0, sorted.count - rank)]
    }

    /// Adds `cost`, dropping the oldest once `window` are kept; `recording` orders histories
    /// by when they were last added to.
    mutating func append(_ cost: Double, at recording: Int) {
        lastRecorded = recording
        if ring.count < window {
            ring.append(cost)
        } else {
            let oldest = ring[head]
            ring[head] = cost
            head = (head + 1) % window
            sorted.remove(at: Self.lowerBound(of: oldest, in: sorted))
        }
        sorted.insert(cost, at: Self.lowerBound(of: cost, in: sorted))
    }

    /// The first index of `sorted` whose value is not below `value`.
    private static func lowerBound(of value: Double, in sorted: [Double]) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
