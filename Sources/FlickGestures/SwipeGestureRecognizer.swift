import FlickInput

/// Recognizes a quick straight stroke of one or more fingers (UIKit
/// `UISwipeGestureRecognizer`, with the distance/duration/angle rule reverse-engineered from
/// iOS 26.1, research note §(b) "UIKit swipe rule", [U6]); discrete.
///
/// The direction is the dominant axis of the touches' mean displacement; it must be one of
/// `directions`. With t = min(elapsed, `maximumDuration`), kmin = 1 − t(1 − rateMin) and
/// kmax = 1 − t(1 − rateMax), the swipe fails when a touch's primary movement exceeds
/// `maximumPrimaryMovement`·kmax or its secondary movement `maximumSecondaryMovement`·kmax,
/// when extra touches come, when a touch lifts first, or when `maximumDuration` passes. It is
/// recognized when every touch has primary movement ≥ `minimumPrimaryMovement`·kmin, secondary
/// movement ≥ `minimumSecondaryMovement`·kmin and (when set) primary speed ≥
/// `minimumPrimaryMovementRate`, at the interpolated time the condition became true. Because the
/// needed distance shrinks with time (50 pt at once, 26.5 pt at 0.5 s), a fast flick and a
/// slower stroke both count, and the dominant-axis rule bounds the angle to 45°.
public final class SwipeGestureRecognizer: GestureRecognizer {
    // Exclusivity. `@exclusivity(unchecked)` on the stored properties: `flick bench gestures` (release, 6
    // alternating rounds, load 3.7) ran at 0.77–1.27 M frames/s with it and 0.46–0.67 M with
    // runtime exclusivity checks, so it stays. Invariant it relies on: GestureRecognizer's (one
    // thread; `process`, `fireDeadline` and `resetMeasurements` read and write these properties
    // one statement at a time, and none of them is passed inout, so accesses never overlap).

    /// 0.5 s (UIKit `_maximumDuration`, note §(b) "Swipe", RE [U7]).
    public static let defaultMaximumDuration: Double = 0.5
    /// 50 pt (UIKit `_minimumPrimaryMovement`, RE [U7]).
    public static let defaultMinimumPrimaryMovement: Double = 50
    /// Unbounded (UIKit `_maximumPrimaryMovement` = FLT_MAX, RE [U7]).
    public static let defaultMaximumPrimaryMovement: Double = .infinity
    /// 0 pt (UIKit `_minimumSecondaryMovement`, RE [U7]).
    public static let defaultMinimumSecondaryMovement: Double = 0
    /// 200 pt (UIKit `_maximumSecondaryMovement`, RE [U7]).
    public static let defaultMaximumSecondaryMovement: Double = 200
    /// 0.06 (UIKit `_rateOfMinimumMovementDecay`, RE [U7]; matches the iOS 26.1 probe: 50 pt at
    /// t = 0 → 26.5 pt at 0.5 s).
    public static let defaultRateOfMinimumMovementDecay: Double = 0.06
    /// 0.02 (UIKit `_rateOfMaximumMovementDecay`, RE [U7]).
    public static let defaultRateOfMaximumMovementDecay: Double = 0.02

    /// The allowed directions (UIKit default: right only).
    @exclusivity(unchecked) public var directions: Set<SwipeDirection>
    /// Fingers needed (UIKit default 1).
    @exclusivity(unchecked) public var numberOfTouchesRequired: Int
    /// `numberOfTouchesRequired`.
    override public var touchesNeededToSucceed: Int { numberOfTouchesRequired }
    /// Longest swipe, from the first touch-down, in seconds.
    @exclusivity(unchecked) public var maximumDuration: Double
    /// Primary movement needed at t = 0, in points.
    @exclusivity(unchecked) public var minimumPrimaryMovement: Double
    /// Primary movement allowed at t = 0, in points.
    @exclusivity(unchecked) public var maximumPrimaryMovement: Double
    /// Secondary movement needed at t = 0, in points.
    @exclusivity(unchecked) public var minimumSecondaryMovement: Double
    /// Secondary movement allowed at t = 0, in points.
    @exclusivity(unchecked) public var maximumSecondaryMovement: Double
    /// How the minimums shrink: kmin = 1 − t(1 − rate).
    @exclusivity(unchecked) public var rateOfMinimumMovementDecay: Double
    /// How the maximums shrink: kmax = 1 − t(1 − rate).
    @exclusivity(unchecked) public var rateOfMaximumMovementDecay: Double
    /// Primary speed needed on the recognizing move (Δt floored at 10 ms), in points per
    /// second; iOS 26 checks one but its default was not read (note §(b)), so 0 (off) here.
    @exclusivity(unchecked) public var minimumPrimaryMovementRate: Double = 0

    /// The recognized direction (after recognition).
    @exclusivity(unchecked) public private(set) var direction: SwipeDirection?
    @exclusivity(unchecked) private var startTime: Double?

    /// Creates a swipe recognizer.
    public init(name: String = "swipe", directions: Set<SwipeDirection> = [.right], numberOfTouchesRequired: Int = 1,
                maximumDuration: Double = SwipeGestureRecognizer.defaultMaximumDuration,
                minimumPrimaryMovement: Double = SwipeGestureRecognizer.defaultMinimumPrimaryMovement,
                maximumPrimaryMovement: Double = SwipeGestureRecognizer.defaultMaximumPrimaryMovement,
                minimumSecondaryMovement: Double = SwipeGestureRecognizer.defaultMinimumSecondaryMovement,
                maximumSecondaryMovement: Double = SwipeGestureRecognizer.defaultMaximumSecondaryMovement,
                rateOfMinimumMovementDecay: Double = SwipeGestureRecognizer.defaultRateOfMinimumMovementDecay,
                rateOfMaximumMovementDecay: Double = SwipeGestureRecognizer.defaultRateOfMaximumMovementDecay) {
        self.directions = directions
        self.numberOfTouchesRequired = numberOfTouchesRequired
        self.maximumDuration = maximumDuration
        self.minimumPrimaryMovement = minimumPrimaryMovement
        self.maximumPrimaryMovement = maximumPrimaryMovement
        self.minimumSecondaryMovement = minimumSecondaryMovement
        self.maximumSecondaryMovement = maximumSecondaryMovement
        self.rateOfMinimumMovementDecay = rateOfMinimumMovementDecay
        self.rateOfMaximumMovementDecay = rateOfMaximumMovementDecay
        super.init(kind: .discrete, name: name)
    }

    /// The factor on the minimums after `elapsed` seconds: 1 − t(1 − rateMin), t ≤ maximumDuration.
    public func minimumFactor(elapsed: Double) -> Double {
        1 - min(max(elapsed, 0), maximumDuration) * (1 - rateOfMinimumMovementDecay)
    }

    /// The factor on the maximums after `elapsed` seconds: 1 − t(1 − rateMax), t ≤ maximumDuration.
    public func maximumFactor(elapsed: Double) -> Double {
        1 - min(max(elapsed, 0), maximumDuration) * (1 - rateOfMaximumMovementDecay)
    }

    /// Location: where the touches started (their centroid); touches; direction.
    public override var values: GestureValues {
        var result = GestureValues()
        var sum = Point.zero
        for touch in trackedTouches { sum += touch.start }
        result.location = trackedTouches.isEmpty ? .zero : sum / Double(trackedTouches.count)
        result.touches = trackedTouches.count
        result.direction = direction
        return result
    }

    override var deadline: Double? { startTime.map { $0 + maximumDuration } }

    override func fireDeadline(at time: Double, into proposals: inout [GestureProposal]) {
        propose(.failed, at: time, reason: .deadlineReached(quantity: "swipe duration",
                elapsed: time - (startTime ?? time), limit: maximumDuration), into: &proposals)
    }

    override func process(time: Double, previousTime: Double, into proposals: inout [GestureProposal]) {
        if startTime == nil { startTime = trackedTouches.map(\.startTime).min() ?? time }
        guard let startTime else { return }
        let total = trackedTouches.count
        if total > numberOfTouchesRequired {
            propose(.failed, at: time, reason: .touchCount(actual: total, minimum: numberOfTouchesRequired,
                                                                 maximum: numberOfTouchesRequired),
                    into: &proposals)
            return
        }
        if time - startTime > maximumDuration {
            fireDeadline(at: startTime + maximumDuration, into: &proposals)
            return
        }
        let lifted = activeTouchCount < total
        if total == numberOfTouchesRequired && evaluate(time: time, previousTime: previousTime,
                                                        startTime: startTime, into: &proposals) { return }
        if lifted {
            propose(.failed, at: time, reason: .touchesEnded("a touch lifted before the swipe was recognized"),
                    into: &proposals)
        }
    }

    /// Applies the rule at `time`; returns true when it proposed a transition.
    private func evaluate(time: Double, previousTime: Double, startTime: Double,
                          into proposals: inout [GestureProposal]) -> Bool {
        var mean = Point.zero
        for touch in trackedTouches { mean += touch.location - touch.start }
        mean = mean / Double(trackedTouches.count)
        let candidate: SwipeDirection = abs(mean.x) >= abs(mean.y) ? (mean.x >= 0 ? .right : .left)
            : (mean.y >= 0 ? .down : .up)
        let unit = candidate.unitVector
        let kmin = minimumFactor(elapsed: time - startTime)
        let kmax = maximumFactor(elapsed: time - startTime)
        let primaryMean = mean.x * unit.x + mean.y * unit.y
        if !directions.contains(candidate) {
            if primaryMean > minimumPrimaryMovement * kmin {
                propose(.failed, at: time, reason: .limitExceeded(quantity: "movement \(candidate.rawValue)",
                        value: primaryMean, limit: minimumPrimaryMovement * kmin, unit: "pt"), into: &proposals)
                return true
            }
            return false
        }
        let previousElapsed = max(previousTime - startTime, 0)
        let kminBefore = minimumFactor(elapsed: previousElapsed)
        var margin = Double.infinity, marginBefore = Double.infinity
        var secondaryOK = true, rateOK = true
        for touch in trackedTouches {
            let d = touch.location - touch.start, p = touch.previous - touch.start
            let primary = d.x * unit.x + d.y * unit.y
            let secondary = abs(d.x * unit.y - d.y * unit.x)
            if primary > maximumPrimaryMovement * kmax {
                propose(.failed, at: time, reason: .limitExceeded(quantity: "primary movement", value: primary,
                        limit: maximumPrimaryMovement * kmax, unit: "pt"), into: &proposals)
                return true
            }
            if secondary > maximumSecondaryMovement * kmax {
                propose(.failed, at: time, reason: .limitExceeded(quantity: "secondary movement", value: secondary,
                        limit: maximumSecondaryMovement * kmax, unit: "pt"), into: &proposals)
                return true
            }
            margin = min(margin, primary - minimumPrimaryMovement * kmin)
            marginBefore = min(marginBefore, p.x * unit.x + p.y * unit.y - minimumPrimaryMovement * kminBefore)
            if secondary < minimumSecondaryMovement * kmin { secondaryOK = false }
            let primaryBefore = p.x * unit.x + p.y * unit.y
            let speed = (primary - primaryBefore) / max(time - previousTime, Self.minimumRateInterval)
            if speed < minimumPrimaryMovementRate { rateOK = false }
        }
        guard margin >= 0 && secondaryOK && rateOK else { return false }
        let crossing = marginBefore < 0 && previousTime >= startTime
            ? Self.crossingTime(from: previousTime, marginBefore, to: time, margin, threshold: 0) : time
        direction = candidate
        propose(.recognized, at: crossing, reason: .thresholdCrossed(quantity: "\(candidate.rawValue) movement",
                value: primaryMean, threshold: minimumPrimaryMovement * kmin, unit: "pt"), into: &proposals)
        return true
    }

    /// The floor on Δt for the speed check, 10 ms (note §(b) "UIKit swipe rule" [U6]).
    static let minimumRateInterval: Double = 0.010

    override func resetMeasurements() {
        direction = nil
        startTime = nil
    }
}
