import FlickInput

extension StackView {
    /// How a stack view sizes its arranged views along its axis (`UIStackView.Distribution`).
    /// Whatever the distribution, the first view starts at the leading edge and the last ends
    /// at the trailing edge, as in UIKit.
    public enum Distribution: String, Hashable, Sendable, CaseIterable {
        /// Views keep their intrinsic sizes; the spare length goes to the view with the lowest
        /// content hugging priority, a shortfall is taken from the lowest compression
        /// resistance first (ties: the first such view).
        case fill
        /// Every view gets the same length; intrinsic sizes are ignored.
        case fillEqually
        /// Lengths proportional to the intrinsic sizes.
        case fillProportionally
        /// Views keep their intrinsic sizes and the gaps are equal (never below the spacing).
        case equalSpacing
        /// Views keep their intrinsic sizes and their centres are equally far apart (gaps
        /// never below the spacing).
        case equalCentering
    }

    /// One arranged view as the distribution sees it.
    public struct ArrangedItem: Hashable, Sendable {
        /// The wanted length along the axis, points.
        public var length: Double
        /// The content hugging priority along the axis.
        public var hugging: LayoutPriority
        /// The compression resistance priority along the axis.
        public var compressionResistance: LayoutPriority

        /// Creates an item.
        public init(
            length: Double, hugging: LayoutPriority = .defaultLow, compressionResistance: LayoutPriority = .defaultHigh
        ) {
            self.length = length
            self.hugging = hugging
            self.compressionResistance = compressionResistance
        }
    }

    /// A laid-out run along the axis: where a view starts and its length, points.
    public struct Span: Hashable, Sendable {
        /// The start, from the leading edge of the arrangement, points.
        public var origin: Double
        /// The length, points (never negative).
        public var length: Double
        /// The end, points.
        public var end: Double { origin + length }
    }
}

extension StackView.Distribution {
    /// The spans of `items` along an arrangement `available` points long, with `gaps[i]` the
    /// spacing after item `i` (`gaps.count == items.count - 1`; a minimum for the equal
    /// distributions). Pure: the stack view's layout and its tests use it.
    public func spans(for items: [StackView.ArrangedItem], gaps: [Double], available: Double) -> [StackView.Span] {
        let count = items.count
        guard count > 0 else { return [] }
        let gaps = (0..<(count - 1)).map { $0 < gaps.count ? gaps[$0] : 0 }
        let gapTotal = gaps.reduce(0, +)
        let lengths = items.map { max($0.length, 0) }
        switch self {
        case .fill:
            return Self.place(Self.filled(items, room: available - gapTotal), gaps: gaps)
        case .fillEqually:
            return Self.place(
                Array(repeating: max((available - gapTotal) / Double(count), 0), count: count), gaps: gaps)
        case .fillProportionally:
            let room = max(available - gapTotal, 0)
            let total = lengths.reduce(0, +)
            let sized =
                total > 0 ? lengths.map { room * $0 / total } : Array(repeating: room / Double(count), count: count)
            return Self.place(sized, gaps: gaps)
        case .equalSpacing:
            guard count > 1 else { return Self.place(Self.filled(items, room: available), gaps: []) }
            let gap = (available - lengths.reduce(0, +)) / Double(count - 1)
            guard gaps.allSatisfy({ gap >= $0 }) else {
                return Self.place(Self.filled(items, room: available - gapTotal, stretches: false), gaps: gaps)
            }
            return Self.place(lengths, gaps: Array(repeating: gap, count: count - 1))
        case .equalCentering:
            guard count > 1 else { return Self.place(Self.filled(items, room: available), gaps: []) }
            let first = lengths[0] / 2, last = available - lengths[count - 1] / 2
            let step = (last - first) / Double(count - 1)
            let centres = (0..<count).map { first + step * Double($0) }
            let fits = (0..<(count - 1)).allSatisfy { (i: Int) -> Bool in
                let start: Double = centres[i + 1] - lengths[i + 1] / 2
                let end: Double = centres[i] + lengths[i] / 2
                return start - end >= gaps[i] - Self.tolerance
            }
            guard fits else {
                // The centring gives way to the spacing, then the views shrink (UIKit's order).
                return Self.place(Self.filled(items, room: available - gapTotal, stretches: false), gaps: gaps)
            }
            return (0..<count).map { StackView.Span(origin: centres[$0] - lengths[$0] / 2, length: lengths[$0]) }
        }
    }

    /// Rounding slack when comparing gaps, points.
    private static let tolerance = 1e-9

    /// Lays `lengths` end to end with `gaps` between them from 0.
    private static func place(_ lengths: [Double], gaps: [Double]) -> [StackView.Span] {
        var origin = 0.0
        var spans: [StackView.Span] = []
        for (index, length) in lengths.enumerated() {
            spans.append(StackView.Span(origin: origin, length: length))
            origin += length + (index < gaps.count ? gaps[index] : 0)
        }
        return spans
    }

    /// The intrinsic lengths made to add up to `room`: spare room goes to the lowest hugging
    /// view (when `stretches`), a shortfall comes from the lowest compression resistance first,
    /// each squeezed down to 0 before the next gives way; ties go to the first view.
    private static func filled(_ items: [StackView.ArrangedItem], room: Double, stretches: Bool = true) -> [Double] {
        var lengths = items.map { max($0.length, 0) }
        var spare = room - lengths.reduce(0, +)
        if spare > 0 {
            guard stretches, let index = items.indices.min(by: { items[$0].hugging < items[$1].hugging }) else {
                return lengths
            }
            lengths[index] += spare
        } else if spare < 0 {
            let order = items.indices.sorted {
                items[$0].compressionResistance != items[$1].compressionResistance
                    ? items[$0].compressionResistance < items[$1].compressionResistance : $0 < $1
            }
            for index in order where spare < 0 {
                let take = min(lengths[index], -spare)
                lengths[index] -= take
                spare += take
            }
        }
        return lengths
    }
}
