import FlickInput
import Foundation

/// The draws property tests and jittered schedules take from FlickInput's `SeededGenerator`
/// (SplitMix64), so every test uses the one seedable generator and failures reproduce.
extension SeededGenerator {
    /// A uniform integer in `0..<bound` (`next() % bound`; a `bound` below 1 counts as 1).
    public mutating func next(below bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }

    /// A uniform value in `lower…upper` (53-bit precision).
    public mutating func uniform(_ lower: Double, _ upper: Double) -> Double {
        lower + (upper - lower) * Double(next() >> 11) / Double(1 << 53)
    }

    /// A uniform value in `range` (53-bit precision).
    public mutating func next(in range: ClosedRange<Double>) -> Double { uniform(range.lowerBound, range.upperBound) }

    /// A value whose logarithm is uniform in `log(lower)…log(upper)` (both positive).
    public mutating func logUniform(_ lower: Double, _ upper: Double) -> Double {
        exp(uniform(log(lower), log(upper)))
    }
}
