import FlickInput

/// Recognizes two or more fingers spreading or closing (UIKit `UIPinchGestureRecognizer` [U3],
/// extended to any number of touches about their centroid like Flutter's scale recognizer
/// [F7]): a five-finger pinch is a pinch. Continuous.
///
/// The spread is twice the touches' mean distance from their centroid (the finger distance for
/// two). The pinch begins when the spread has changed by more than `slop` since the touches
/// came down, at the interpolated crossing time. `scale` is 1 at began (UIKit rebases its
/// hysteresis the same way [U3], so zoomed content does not jump) and multiplies by each
/// frame's spread ratio, over the touches present in both frames, so touches coming and going
/// never make it jump. Ends when fewer than two touches remain.
public final class PinchGestureRecognizer: GestureRecognizer {
    // Exclusivity. `@exclusivity(unchecked)` on the stored properties: `flick bench gestures` (release, 6
    // alternating rounds, load 3.7) ran at 0.77–1.27 M frames/s with it and 0.46–0.67 M with
    // runtime exclusivity checks, so it stays. Invariant it relies on: GestureRecognizer's (one
    // thread; `process`, `fireDeadline` and `resetMeasurements` read and write these properties
    // one statement at a time, and none of them is passed inout, so accesses never overlap).

    /// UIKit's pinch hysteresis on the finger distance, 8 points (research note §(b)
    /// "Scale slop", RE [U3]).
    public static let defaultSlop: Double = 8

    /// How much the spread must change before the pinch begins, in points.
    @exclusivity(unchecked) public var slop: Double
    /// The fewest touches that make a pinch (2).
    public let minimumNumberOfTouches = PinchGestureRecognizer.spreadGestureTouches
    /// `minimumNumberOfTouches`: 2.
    override public var touchesNeededToSucceed: Int { minimumNumberOfTouches }

    /// The scale since the touches came down (spread now ÷ spread then, over continuing touches).
    @exclusivity(unchecked) public private(set) var totalScale: Double = 1
    /// The spread change accumulated since the touches came down, in points.
    @exclusivity(unchecked) public private(set) var spreadChange: Double = 0
    @exclusivity(unchecked) private var scaleAtBegin: Double = 1
    /// The scale and spread change as of the last real report, while a resampled frame is shown.
    @exclusivity(unchecked) private var realScale: (total: Double, spreadChange: Double)?
    @exclusivity(unchecked) private var tracker = VelocityTracker()

    /// Creates a pinch recognizer.
    public init(name: String = "pinch", slop: Double = PinchGestureRecognizer.defaultSlop) {
        self.slop = slop
        super.init(kind: .continuous, name: name)
    }

    /// Scale relative to the spread when the pinch began (1 before and at began).
    public var scale: Double { hasProposedBegin ? totalScale / scaleAtBegin : 1 }

    /// The focal point: the centroid of the touches, in window points.
    public var focalPoint: Point { centroid() }

    /// The rate of change of `scale` at `time` (seconds), per second; zero when the touches
    /// have not moved for more than 40 ms.
    public func velocity(at time: Double) -> Double { tracker.velocity(at: time).x / scaleAtBegin }

    /// The rate of change of `scale` as of the latest frame, per second.
    public var velocity: Double { velocity(at: lastFrameTime) }

    /// Location (focal point), touches, scale and scale velocity.
    public override var values: GestureValues {
        var result = super.values
        result.scale = scale
        result.scaleVelocity = velocity
        return result
    }

    override func process(time: Double, previousTime: Double, into proposals: inout [GestureProposal]) {
        if !hasProposedBegin && trackedTouches.count < 2 {
            // One finger measures nothing; fail only when it lifts.
            if activeTouchCount == 0 {
                propose(.failed, at: time, reason: .liftedBeforeThreshold(quantity: "spread change", value: abs(spreadChange),
                        threshold: slop, unit: "pt"), into: &proposals)
            }
            return
        }
        let spread = continuingSpread()
        let previousScale = totalScale, previousChange = spreadChange
        if spread.count >= 2 && spread.before > minimumRadius {
            totalScale *= spread.after / spread.before
            spreadChange += spread.after - spread.before
        }
        if spread.count >= 2 && hasNewSample {
            tracker.addPosition(Point(x: totalScale, y: 0), at: time)
        }
        let count = activeTouchCount
        if !hasProposedBegin {
            if spread.count >= 2 && abs(spreadChange) > slop {
                let crossing = Self.crossingTime(from: previousTime, abs(previousChange), to: time,
                                                 abs(spreadChange), threshold: slop)
                let fraction = time > previousTime ? (crossing - previousTime) / (time - previousTime) : 1
                scaleAtBegin = previousScale + (totalScale - previousScale) * fraction
                var began = values
                began.scale = 1
                propose(.began, at: crossing, reason: .thresholdCrossed(quantity: "spread change",
                        value: abs(spreadChange), threshold: slop, unit: "pt"), values: began, into: &proposals)
                proposeAfterBegin(crossing: crossing, at: time, touches: count, into: &proposals)
            } else if count == 0 {
                propose(.failed, at: time, reason: .liftedBeforeThreshold(quantity: "spread change",
                        value: abs(spreadChange), threshold: slop, unit: "pt"), into: &proposals)
            }
            return
        }
        proposeContinuing(valueChanged: totalScale != previousScale, continuing: spread.count, at: time,
                          touches: count, into: &proposals)
    }

    override func saveRealMeasurements() { realScale = (totalScale, spreadChange) }

    override func restoreRealMeasurements() {
        guard let realScale else { return }
        (totalScale, spreadChange) = realScale
        self.realScale = nil
    }

    override func resetMeasurements() {
        realScale = nil
        totalScale = 1
        spreadChange = 0
        scaleAtBegin = 1
        tracker.reset()
    }
}
