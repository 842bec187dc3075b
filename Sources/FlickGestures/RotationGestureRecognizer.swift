import FlickInput

/// Recognizes two or more fingers turning about their centroid (UIKit
/// `UIRotationGestureRecognizer` [U4], extended to any number of touches like Flutter's scale
/// recognizer [F7]). Continuous.
///
/// Each frame adds the touches' mean change of angle about their centroid (weighted by their
/// distance from it), over the touches present in both frames, so the angle counts past ±π and
/// never jumps when touches come and go. The rotation begins when the angle exceeds UIKit's
/// threshold, (5° + 5°·√min(|Δspread / spread₀|, 1)) (research note §(b) "Rotation threshold",
/// RE [U4]): the more the fingers also pinch, the more turning it takes. `rotation` is zero at
/// began. Ends when fewer than two touches remain.
public final class RotationGestureRecognizer: GestureRecognizer {
    // Exclusivity. `@exclusivity(unchecked)` on the stored properties: `flick bench gestures` (release, 6
    // alternating rounds, load 3.7) ran at 0.77–1.27 M frames/s with it and 0.46–0.67 M with
    // runtime exclusivity checks, so it stays. Invariant it relies on: GestureRecognizer's (one
    // thread; `process`, `fireDeadline` and `resetMeasurements` read and write these properties
    // one statement at a time, and none of them is passed inout, so accesses never overlap).

    /// The threshold with no pinching, 5° in radians (RE [U4], note §(b)).
    public static let defaultBaseThreshold: Double = 5 * Double.pi / 180
    /// The extra threshold at full pinching (|Δspread/spread₀| ≥ 1), 5° in radians (RE [U4]).
    public static let defaultPinchThreshold: Double = 5 * Double.pi / 180

    /// The angle needed with no pinching, in radians.
    @exclusivity(unchecked) public var baseThreshold: Double
    /// Two: a rotation is measured between two touches.
    override public var touchesNeededToSucceed: Int { Self.spreadGestureTouches }
    /// The extra angle needed when the spread has changed by its whole initial value, in radians.
    @exclusivity(unchecked) public var pinchThreshold: Double

    /// The angle turned since the touches came down, in radians (positive clockwise on screen).
    @exclusivity(unchecked) public private(set) var totalRotation: Double = 0
    @exclusivity(unchecked) private var rotationAtBegin: Double = 0
    @exclusivity(unchecked) private var initialSpread: Double = 0
    @exclusivity(unchecked) private var spreadChange: Double = 0
    /// The angle and spread change as of the last real report, while a resampled frame is shown.
    @exclusivity(unchecked) private var realRotation: (total: Double, spreadChange: Double)?
    @exclusivity(unchecked) private var tracker = VelocityTracker()

    /// Creates a rotation recognizer.
    public init(name: String = "rotation",
                baseThreshold: Double = RotationGestureRecognizer.defaultBaseThreshold,
                pinchThreshold: Double = RotationGestureRecognizer.defaultPinchThreshold) {
        self.baseThreshold = baseThreshold
        self.pinchThreshold = pinchThreshold
        super.init(kind: .continuous, name: name)
    }

    /// The angle since the rotation began, in radians (zero before and at began).
    public var rotation: Double { hasProposedBegin ? totalRotation - rotationAtBegin : 0 }

    /// The angular velocity at `time` (seconds), in radians per second.
    public func velocity(at time: Double) -> Double { tracker.velocity(at: time).x }

    /// The angular velocity as of the latest frame, in radians per second.
    public var velocity: Double { velocity(at: lastFrameTime) }

    /// The angle the rotation needs to begin given how much the fingers pinched, in radians.
    public func threshold(spreadChange: Double, initialSpread: Double) -> Double {
        guard initialSpread > minimumRadius else { return baseThreshold + pinchThreshold }
        return baseThreshold + pinchThreshold * min(abs(spreadChange / initialSpread), 1).squareRoot()
    }

    /// Location (centroid), touches, rotation and angular velocity.
    public override var values: GestureValues {
        var result = super.values
        result.rotation = rotation
        result.rotationVelocity = velocity
        return result
    }

    override func process(time: Double, previousTime: Double, into proposals: inout [GestureProposal]) {
        if !hasProposedBegin && trackedTouches.count < 2 {
            // One finger measures nothing; fail only when it lifts.
            if activeTouchCount == 0 {
                propose(.failed, at: time, reason: .liftedBeforeThreshold(quantity: "rotation", value: abs(totalRotation),
                        threshold: threshold(spreadChange: spreadChange, initialSpread: initialSpread), unit: "rad"), into: &proposals)
            }
            return
        }
        let spread = continuingSpread()
        if initialSpread == 0 { initialSpread = currentSpread() }
        let previousRotation = totalRotation
        let previousThreshold = threshold(spreadChange: spreadChange, initialSpread: initialSpread)
        if spread.count >= 2 {
            totalRotation += continuingRotation()
            spreadChange += spread.after - spread.before
            if hasNewSample { tracker.addPosition(Point(x: totalRotation, y: 0), at: time) }
        }
        let count = activeTouchCount
        if !hasProposedBegin {
            let limit = threshold(spreadChange: spreadChange, initialSpread: initialSpread)
            if spread.count >= 2 && abs(totalRotation) > limit {
                // Interpolate the crossing of |rotation| − threshold, both linear within the frame.
                let crossing = Self.crossingTime(from: previousTime, abs(previousRotation) - previousThreshold,
                                                 to: time, abs(totalRotation) - limit, threshold: 0)
                let fraction = time > previousTime ? (crossing - previousTime) / (time - previousTime) : 1
                rotationAtBegin = previousRotation + (totalRotation - previousRotation) * fraction
                var began = values
                began.rotation = 0
                propose(.began, at: crossing, reason: .thresholdCrossed(quantity: "rotation (rad)",
                        value: abs(totalRotation), threshold: limit, unit: "rad"), values: began, into: &proposals)
                proposeAfterBegin(crossing: crossing, at: time, touches: count, into: &proposals)
            } else if count == 0 {
                propose(.failed, at: time, reason: .liftedBeforeThreshold(quantity: "rotation",
                        value: abs(totalRotation), threshold: limit, unit: "rad"), into: &proposals)
            }
            return
        }
        proposeContinuing(valueChanged: totalRotation != previousRotation, continuing: spread.count, at: time,
                          touches: count, into: &proposals)
    }

    override func saveRealMeasurements() { realRotation = (totalRotation, spreadChange) }

    override func restoreRealMeasurements() {
        guard let realRotation else { return }
        (totalRotation, spreadChange) = realRotation
        self.realRotation = nil
    }

    override func resetMeasurements() {
        realRotation = nil
        totalRotation = 0
        rotationAtBegin = 0
        initialSpread = 0
        spreadChange = 0
        tracker.reset()
    }
}
