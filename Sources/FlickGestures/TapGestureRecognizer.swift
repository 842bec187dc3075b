import FlickInput

/// Recognizes one or more taps of one or more fingers (UIKit `UITapGestureRecognizer` [U1]);
/// discrete. A double tap is a tap recognizer with `numberOfTapsRequired` 2, a two-finger tap
/// one with `numberOfTouchesRequired` 2.
///
/// A tap is `numberOfTouchesRequired` touches down together (never more), each staying within
/// `allowableMovement` of where it came down, all lifted within `maximumTapDuration` of the
/// first coming down. Each further tap must come down within `maximumIntervalBetweenTaps` of
/// the previous lift and within `allowableMovement` of the first tap. Recognized when the last
/// required tap lifts. Movement failures happen at the interpolated time the limit was crossed.
public final class TapGestureRecognizer: GestureRecognizer {
    // Exclusivity. `@exclusivity(unchecked)` on the stored properties: `flick bench gestures` (release, 6
    // alternating rounds, load 3.7) ran at 0.77–1.27 M frames/s with it and 0.46–0.67 M with
    // runtime exclusivity checks, so it stays. Invariant it relies on: GestureRecognizer's (one
    // thread; `process`, `fireDeadline` and `resetMeasurements` read and write these properties
    // one statement at a time, and none of them is passed inout, so accesses never overlap).

    /// 18 points: Flutter's `kTouchSlop` (research note §(b) "Tap/touch slop" [F1]), raised from
    /// 8 after complaints that targets were too hard to hit. UIKit's 45 pt (RE [U7], unverified)
    /// relies on a scroll view's pan cancelling the tap; where recognizers run together (the
    /// standard set) it would call short strokes taps: the real trace wacom-cintiq-13hd, a 40 pt
    /// stroke, was a tap at 45 pt (measured by us).
    public static let defaultAllowableMovement: Double = 18
    /// 0.75 s: the longest tap (note §(b) "Max tap duration", RE [U7]; Chromium 0.8 s [C2]).
    public static let defaultMaximumTapDuration: Double = 0.75
    /// 0.35 s from a tap's lift to the next tap's touch-down (note §(b) "Multi-tap window",
    /// RE [U5]; Flutter and Android 0.3 s, GTK and Chromium 0.4 s).
    public static let defaultMaximumIntervalBetweenTaps: Double = 0.35

    /// Taps needed (UIKit default 1).
    @exclusivity(unchecked) public var numberOfTapsRequired: Int
    /// Fingers per tap (UIKit default 1).
    @exclusivity(unchecked) public var numberOfTouchesRequired: Int
    /// `numberOfTouchesRequired`.
    override public var touchesNeededToSucceed: Int { numberOfTouchesRequired }
    /// How far a touch may move, and how far later taps may land from the first, in points.
    @exclusivity(unchecked) public var allowableMovement: Double
    /// The longest a tap may last from its first touch-down to its last lift, in seconds.
    @exclusivity(unchecked) public var maximumTapDuration: Double
    /// The longest wait from one tap's lift to the next tap's touch-down, in seconds.
    @exclusivity(unchecked) public var maximumIntervalBetweenTaps: Double

    /// Taps completed so far in the current sequence.
    @exclusivity(unchecked) public private(set) var tapsCompleted = 0
    @exclusivity(unchecked) private var tapStart: Double?
    @exclusivity(unchecked) private var lastTapEnd: Double?
    @exclusivity(unchecked) private var mostTouches = 0
    @exclusivity(unchecked) private var startSum = Point.zero
    @exclusivity(unchecked) private var startCount = 0
    @exclusivity(unchecked) private var firstTapLocation: Point?
    @exclusivity(unchecked) private var tapLocation = Point.zero

    /// Creates a tap recognizer.
    public init(name: String = "tap", numberOfTapsRequired: Int = 1, numberOfTouchesRequired: Int = 1,
                allowableMovement: Double = TapGestureRecognizer.defaultAllowableMovement,
                maximumTapDuration: Double = TapGestureRecognizer.defaultMaximumTapDuration,
                maximumIntervalBetweenTaps: Double = TapGestureRecognizer.defaultMaximumIntervalBetweenTaps) {
        self.numberOfTapsRequired = numberOfTapsRequired
        self.numberOfTouchesRequired = numberOfTouchesRequired
        self.allowableMovement = allowableMovement
        self.maximumTapDuration = maximumTapDuration
        self.maximumIntervalBetweenTaps = maximumIntervalBetweenTaps
        super.init(kind: .discrete, name: name)
    }

    /// Location: where the latest tap's touches came down (their centroid); touches: the
    /// number of fingers of the tap.
    public override var values: GestureValues {
        var result = GestureValues()
        result.location = tapLocation
        result.touches = max(mostTouches, trackedTouches.count)
        return result
    }

    override var deadline: Double? {
        if let tapStart { return tapStart + maximumTapDuration }
        if let lastTapEnd { return lastTapEnd + maximumIntervalBetweenTaps }
        return nil
    }

    override func fireDeadline(at time: Double, into proposals: inout [GestureProposal]) {
        if let tapStart {
            propose(.failed, at: time, reason: .deadlineReached(quantity: "tap duration",
                    elapsed: time - tapStart, limit: maximumTapDuration), into: &proposals)
        } else if let lastTapEnd {
            propose(.failed, at: time, reason: .deadlineReached(quantity: "wait for tap \(tapsCompleted + 1)",
                    elapsed: time - lastTapEnd, limit: maximumIntervalBetweenTaps), into: &proposals)
        }
    }

    override func process(time: Double, previousTime: Double, into proposals: inout [GestureProposal]) {
        if tapStart == nil {
            if let lastTapEnd, time - lastTapEnd > maximumIntervalBetweenTaps {
                fireDeadline(at: lastTapEnd + maximumIntervalBetweenTaps, into: &proposals)
                return
            }
            tapStart = time
            mostTouches = 0
            startSum = .zero
            startCount = 0
        }
        guard let tapStart else { return }
        if time - tapStart > maximumTapDuration {
            fireDeadline(at: tapStart + maximumTapDuration, into: &proposals)
            return
        }
        mostTouches = max(mostTouches, trackedTouches.count)
        if mostTouches > numberOfTouchesRequired {
            propose(.failed, at: time, reason: .touchCount(actual: mostTouches,
                    minimum: numberOfTouchesRequired, maximum: numberOfTouchesRequired), into: &proposals)
            return
        }
        var crossing = Double.infinity, worst = 0.0
        for touch in trackedTouches {
            if touch.phase == .began {
                startSum += touch.start
                startCount += 1
                if let first = firstTapLocation, touch.start.distance(to: first) > allowableMovement {
                    propose(.failed, at: time, reason: .limitExceeded(quantity: "distance from the first tap",
                            value: touch.start.distance(to: first), limit: allowableMovement, unit: "pt"),
                            into: &proposals)
                    return
                }
                continue
            }
            let distance = touch.location.distance(to: touch.start)
            if distance > allowableMovement {
                let at = Self.crossingTime(from: previousTime, touch.previous.distance(to: touch.start),
                                           to: time, distance, threshold: allowableMovement)
                if at < crossing { crossing = at; worst = distance }
            }
        }
        if crossing.isFinite {
            propose(.failed, at: crossing, reason: .limitExceeded(quantity: "movement", value: worst,
                    limit: allowableMovement, unit: "pt"), into: &proposals)
            return
        }
        if startCount > 0 { tapLocation = startSum / Double(startCount) }
        guard activeTouchCount == 0 else { return }
        // Every touch of this tap has lifted.
        if mostTouches < numberOfTouchesRequired {
            propose(.failed, at: time, reason: .touchCount(actual: mostTouches,
                    minimum: numberOfTouchesRequired, maximum: numberOfTouchesRequired), into: &proposals)
            return
        }
        tapsCompleted += 1
        if firstTapLocation == nil { firstTapLocation = tapLocation }
        self.tapStart = nil
        if tapsCompleted >= numberOfTapsRequired {
            propose(.recognized, at: time, reason: .thresholdCrossed(quantity: "taps", value: Double(tapsCompleted),
                    threshold: Double(numberOfTapsRequired), unit: ""), into: &proposals)
        } else {
            lastTapEnd = time
        }
    }

    override func resetMeasurements() {
        tapsCompleted = 0
        tapStart = nil
        lastTapEnd = nil
        mostTouches = 0
        startSum = .zero
        startCount = 0
        firstTapLocation = nil
        tapLocation = .zero
    }
}
