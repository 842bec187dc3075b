import FlickInput

/// Recognizes fingers held still (UIKit `UILongPressGestureRecognizer` [U1]); continuous.
///
/// Begins `minimumPressDuration` after `numberOfTouchesRequired` touches are down, provided
/// none moved more than `allowableMovement` before then (a movement that crosses the limit
/// earlier, at its interpolated time, fails it, even when the frame revealing it arrives after
/// the deadline). After it began, moves report `changed` and any lift ends it.
public final class LongPressGestureRecognizer: GestureRecognizer {
    // Exclusivity. `@exclusivity(unchecked)` on the stored properties: `flick bench gestures` (release, 6
    // alternating rounds, load 3.7) ran at 0.77–1.27 M frames/s with it and 0.46–0.67 M with
    // runtime exclusivity checks, so it stays. Invariant it relies on: GestureRecognizer's (one
    // thread; `process`, `fireDeadline` and `resetMeasurements` read and write these properties
    // one statement at a time, and none of them is passed inout, so accesses never overlap).

    /// 0.5 s (UIKit `minimumPressDuration` default [U1]; Flutter, GTK and Chromium 0.5 s).
    public static let defaultMinimumPressDuration: Double = 0.5
    /// 10 points (UIKit `allowableMovement` default [U1]).
    public static let defaultAllowableMovement: Double = 10

    /// How long the touches must stay down, in seconds.
    @exclusivity(unchecked) public var minimumPressDuration: Double
    /// How far each touch may move before the press begins, in points.
    @exclusivity(unchecked) public var allowableMovement: Double
    /// Fingers needed (UIKit default 1).
    @exclusivity(unchecked) public var numberOfTouchesRequired: Int
    /// `numberOfTouchesRequired`.
    override public var touchesNeededToSucceed: Int { numberOfTouchesRequired }

    @exclusivity(unchecked) private var pressStart: Double?

    /// Creates a long-press recognizer.
    public init(name: String = "longPress",
                minimumPressDuration: Double = LongPressGestureRecognizer.defaultMinimumPressDuration,
                allowableMovement: Double = LongPressGestureRecognizer.defaultAllowableMovement,
                numberOfTouchesRequired: Int = 1) {
        self.minimumPressDuration = minimumPressDuration
        self.allowableMovement = allowableMovement
        self.numberOfTouchesRequired = numberOfTouchesRequired
        super.init(kind: .continuous, name: name)
    }

    override var deadline: Double? {
        guard !hasProposedBegin, let pressStart else { return nil }
        return pressStart + minimumPressDuration
    }

    override func fireDeadline(at time: Double, into proposals: inout [GestureProposal]) {
        guard let pressStart else { return }
        propose(.began, at: time, reason: .deadlineReached(quantity: "press", elapsed: time - pressStart,
                limit: minimumPressDuration), into: &proposals)
    }

    override func process(time: Double, previousTime: Double, into proposals: inout [GestureProposal]) {
        let total = trackedTouches.count
        let down = activeTouchCount
        if hasProposedBegin {
            if down < total {
                propose(.ended, at: time, reason: .touchesEnded("a touch lifted"), into: &proposals)
            } else if hasNewSample {
                propose(.changed, at: time, reason: .updated, into: &proposals)
            }
            return
        }
        if total > numberOfTouchesRequired {
            propose(.failed, at: time, reason: .touchCount(actual: total, minimum: numberOfTouchesRequired,
                                                                 maximum: numberOfTouchesRequired),
                    into: &proposals)
            return
        }
        if pressStart == nil && total == numberOfTouchesRequired { pressStart = time }
        var crossing = Double.infinity, worst = 0.0
        for touch in trackedTouches where touch.phase != .began {
            let distance = touch.location.distance(to: touch.start)
            if distance > allowableMovement {
                let at = Self.crossingTime(from: previousTime, touch.previous.distance(to: touch.start),
                                           to: time, distance, threshold: allowableMovement)
                if at < crossing { crossing = at; worst = distance }
            }
        }
        let due = pressStart.map { $0 + minimumPressDuration }
        if crossing.isFinite && crossing < (due ?? .infinity) {
            propose(.failed, at: crossing, reason: .limitExceeded(quantity: "movement", value: worst,
                    limit: allowableMovement, unit: "pt"), into: &proposals)
            return
        }
        if let due, let pressStart, time >= due {
            var began = values
            if time > previousTime && due < time {
                let motion = continuingMotion()
                let fraction = (due - previousTime) / (time - previousTime)
                began.location = centroid() - (motion.after - motion.before) * (1 - max(0, fraction))
            }
            propose(.began, at: due, reason: .deadlineReached(quantity: "press", elapsed: time - pressStart,
                    limit: minimumPressDuration), values: began, into: &proposals)
            if down < total {
                propose(.ended, at: time, reason: .touchesEnded("a touch lifted"), into: &proposals)
            } else if due < time && hasNewSample {
                propose(.changed, at: time, reason: .updated, into: &proposals)
            }
            return
        }
        if down < total {
            let held = pressStart.map { time - $0 } ?? 0
            propose(.failed, at: time, reason: .liftedBeforeThreshold(quantity: "press", value: held,
                    threshold: minimumPressDuration, unit: "s"), into: &proposals)
        }
    }

    override func resetMeasurements() {
        pressStart = nil
    }
}
