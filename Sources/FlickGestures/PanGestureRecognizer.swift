import FlickInput

/// Recognizes a drag of one or more fingers (UIKit `UIPanGestureRecognizer` [U2]); continuous.
///
/// Begins when the centroid of the touches has moved more than `slop` from where it started,
/// at the interpolated time the slop was crossed; then reports `changed` on each move, and
/// `ended` when fewer than `minimumNumberOfTouches` remain. Touches may come and go: the
/// centroid's motion is accumulated over the touches present in consecutive frames, so the
/// translation never jumps. Translation starts at zero when the pan begins (UIKit subtracts
/// its hysteresis the same way), so content following it does not jump. Subclassed in this
/// module only (`ScreenEdgePanGestureRecognizer`).
public class PanGestureRecognizer: GestureRecognizer {
    // Exclusivity. `@exclusivity(unchecked)` on the stored properties: `flick bench gestures` (release, 6
    // alternating rounds, load 3.7) ran at 0.77–1.27 M frames/s with it and 0.46–0.67 M with
    // runtime exclusivity checks, so it stays. Invariant it relies on: GestureRecognizer's (one
    // thread; `process`, `fireDeadline` and `resetMeasurements` read and write these properties
    // one statement at a time, and none of them is passed inout, so accesses never overlap).

    /// UIKit's pan hysteresis, 10 points (research note §(b) "Drag/pan slop", RE [U2]).
    public static let defaultSlop: Double = 10

    /// The fewest touches that make a pan (UIKit default 1 [U1]).
    @exclusivity(unchecked) public var minimumNumberOfTouches: Int
    /// The most touches that make a pan (UIKit default unlimited [U1]); more touches before the
    /// pan begins fail it, more after it began are ignored.
    @exclusivity(unchecked) public var maximumNumberOfTouches: Int
    /// `minimumNumberOfTouches`.
    override public var touchesNeededToSucceed: Int { minimumNumberOfTouches }
    /// How far the centroid must move before the pan begins, in points.
    @exclusivity(unchecked) public var slop: Double

    /// The velocity estimator fed with the centroid (least squares by default).
    @exclusivity(unchecked) public private(set) var tracker: VelocityTracker
    /// Centroid motion accumulated since the first touch, in points.
    @exclusivity(unchecked) public private(set) var totalTranslation: Point = .zero
    @exclusivity(unchecked) private var translationAtBegin: Point = .zero
    @exclusivity(unchecked) private var origin: Point = .zero
    /// The translation as of the last real report, while a resampled frame is shown.
    @exclusivity(unchecked) private var realTranslation: (total: Point, origin: Point)?

    /// Creates a pan recognizer.
    public init(name: String = "pan", minimumNumberOfTouches: Int = 1,
                maximumNumberOfTouches: Int = .max, slop: Double = PanGestureRecognizer.defaultSlop,
                velocityStrategy: VelocityTracker.Strategy = .leastSquares) {
        self.minimumNumberOfTouches = minimumNumberOfTouches
        self.maximumNumberOfTouches = maximumNumberOfTouches
        self.slop = slop
        self.tracker = VelocityTracker(strategy: velocityStrategy)
        super.init(kind: .continuous, name: name)
    }

    /// Translation of the centroid since the pan began, in points (zero before it began).
    public var translation: Point { hasProposedBegin ? totalTranslation - translationAtBegin : .zero }

    /// The centroid's velocity at `time` (seconds), in points per second; zero when the
    /// touches have not moved for more than 40 ms.
    public func velocity(at time: Double) -> Point { tracker.velocity(at: time) }

    /// The centroid's velocity as of the latest frame, in points per second.
    public var velocity: Point { tracker.velocity(at: lastFrameTime) }

    /// Location, touches, translation and velocity.
    public override var values: GestureValues {
        var result = super.values
        result.translation = translation
        result.velocity = velocity
        return result
    }

    override func process(time: Double, previousTime: Double, into proposals: inout [GestureProposal]) {
        if hasProposedBegin {
            // Ignore touches beyond the maximum once the pan runs.
            while trackedTouches.count > maximumNumberOfTouches,
                  let extra = trackedTouches.lastIndex(where: { $0.phase == .began }) {
                trackedTouches.remove(at: extra)
            }
        }
        let motion = continuingMotion()
        if motion.count == 0 && totalTranslation == .zero { origin = centroid() }
        let before = totalTranslation
        let delta = motion.after - motion.before
        totalTranslation += delta
        if hasNewSample { tracker.addPosition(origin + totalTranslation, at: time) }
        let count = activeTouchCount

        if !hasProposedBegin {
            if count > maximumNumberOfTouches {
                propose(.failed, at: time, reason: .touchCount(actual: count,
                        minimum: minimumNumberOfTouches, maximum: maximumNumberOfTouches), into: &proposals)
                return
            }
            let distance = totalTranslation.length
            let enoughTouches = trackedTouches.count >= minimumNumberOfTouches
            if enoughTouches && distance > slop {
                let crossing = Self.crossingTime(from: previousTime, before.length, to: time, distance,
                                                 threshold: slop)
                let fraction = time > previousTime ? (crossing - previousTime) / (time - previousTime) : 1
                translationAtBegin = before + delta * fraction
                var began = values
                began.translation = .zero
                began.location = centroid() - delta * (1 - fraction)
                began.velocity = tracker.velocity(at: time)
                propose(.began, at: crossing, reason: .thresholdCrossed(quantity: "translation",
                        value: distance, threshold: slop, unit: "pt"), values: began, into: &proposals)
                if count < minimumNumberOfTouches {
                    propose(.ended, at: time, reason: .touchesLeft(count, minimum: minimumNumberOfTouches),
                            into: &proposals)
                } else if crossing < time {
                    propose(.changed, at: time, reason: .updated, into: &proposals)
                }
            } else if count == 0 {
                propose(.failed, at: time, reason: .liftedBeforeThreshold(quantity: "translation", value: distance,
                        threshold: slop, unit: "pt"), into: &proposals)
            }
            return
        }
        if count < minimumNumberOfTouches {
            propose(.ended, at: time, reason: .touchesLeft(count, minimum: minimumNumberOfTouches), into: &proposals)
        } else if delta != .zero || motion.count != trackedTouches.count {
            propose(.changed, at: time, reason: .updated, into: &proposals)
        }
    }

    override func saveRealMeasurements() { realTranslation = (totalTranslation, origin) }

    override func restoreRealMeasurements() {
        guard let realTranslation else { return }
        (totalTranslation, origin) = realTranslation
        self.realTranslation = nil
    }

    override func resetMeasurements() {
        realTranslation = nil
        tracker.reset()
        totalTranslation = .zero
        translationAtBegin = .zero
        origin = .zero
    }
}
