/// Why a recognizer changed state: the explanation recorded with each transition.
public enum GestureReason: Sendable, Hashable, CustomStringConvertible {
    /// A measured quantity crossed a threshold. `value` is the quantity at the sample that
    /// revealed the crossing (so `value - threshold` is the overshoot); the transition's time
    /// is the interpolated crossing time.
    case thresholdCrossed(quantity: String, value: Double, threshold: Double, unit: String)
    /// A deadline passed: `elapsed` seconds of `quantity` against its `limit`.
    case deadlineReached(quantity: String, elapsed: Double, limit: Double)
    /// A quantity went past the most the gesture allows.
    case limitExceeded(quantity: String, value: Double, limit: Double, unit: String)
    /// The wrong number of touches: `actual` against the allowed `minimum`…`maximum`.
    case touchCount(actual: Int, minimum: Int, maximum: Int)
    /// The touches lifted before `quantity` reached its threshold.
    case liftedBeforeThreshold(quantity: String, value: Double, threshold: Double, unit: String)
    /// Fewer touches remain than the gesture needs.
    case touchesLeft(Int, minimum: Int)
    /// A touch was cancelled (palm, dropped events, unplugged device, end of a recording).
    case touchCancelled(id: Int)
    /// The touches lifted (or were cancelled) with the given detail.
    case touchesEnded(String)
    /// Values changed while the gesture was active.
    case updated
    /// Another recognizer that may not recognize together with this one got there first.
    case lostTo(String, at: Double)
    /// This recognizer's rule is met, but it must wait for these recognizers to fail.
    case waitingForFailure(of: [String])
    /// All the recognizers this one required to fail have failed.
    case requirementsFailed([String])
    /// A recognizer this one required to fail succeeded.
    case requirementSucceeded(String)
    /// An optimistic recognition was withdrawn because this recognizer succeeded.
    case retractedBy(String)
    /// The delegate's `shouldBegin` (or the owner) refused.
    case refused(String)
    /// The recognizer returned to possible: all its touches ended, or (a decided discrete
    /// recognizer) a new touch started its next gesture.
    case reset

    /// Readable text, e.g. "translation 10.00 pt ≥ threshold 10.00 pt (+2.31 pt at the sample)".
    public var description: String {
        switch self {
        case let .thresholdCrossed(quantity, value, threshold, unit):
            return "\(quantity) reached \(f(threshold)) \(unit) (sample showed \(f(value)) \(unit), "
                + "overshoot \(f(value - threshold)) \(unit))"
        case let .deadlineReached(quantity, elapsed, limit):
            return "\(quantity) \(f(elapsed)) s reached \(f(limit)) s"
        case let .limitExceeded(quantity, value, limit, unit):
            return "\(quantity) \(f(value)) \(unit) exceeds the limit \(f(limit)) \(unit)"
        case let .touchCount(actual, minimum, maximum):
            let expected = minimum == maximum ? "\(minimum)"
                : maximum == .max ? "at least \(minimum)" : "\(minimum) to \(maximum)"
            return "\(actual) touch\(actual == 1 ? "" : "es"), expected \(expected)"
        case let .liftedBeforeThreshold(quantity, value, threshold, unit):
            return "touches lifted with \(quantity) \(f(value)) \(unit), short of \(f(threshold)) \(unit)"
        case let .touchesLeft(count, minimum):
            return "\(count) touch\(count == 1 ? "" : "es") left, fewer than \(minimum)"
        case let .touchCancelled(id):
            return "touch \(id) was cancelled"
        case let .touchesEnded(detail):
            return detail
        case .updated:
            return "values changed"
        case let .lostTo(name, time):
            return "lost to \(name), which was recognized at \(f3(time)) s"
        case let .waitingForFailure(names):
            return "rule met; waiting for \(names.joined(separator: ", ")) to fail"
        case let .requirementsFailed(names):
            return "\(names.joined(separator: ", ")) failed, so the held recognition goes ahead"
        case let .requirementSucceeded(name):
            return "required \(name) to fail, but \(name) was recognized"
        case let .retractedBy(name):
            return "optimistic recognition retracted: \(name) was recognized"
        case let .refused(who):
            return "refused by \(who)"
        case .reset:
            return "reset for the next gesture (touches ended, or a new touch came down)"
        }
    }

    private func f(_ value: Double) -> String { GestureFormat.fixed(value, decimals: 2) }
    private func f3(_ value: Double) -> String { GestureFormat.fixed(value, decimals: 3) }
}
