import FlickInput
import RealModule
import FoundationEssentials

extension GestureRecognizer {
    /// The touches a spread gesture (pinch, rotation) needs to go on, as UIKit's do.
    static var spreadGestureTouches: Int { 2 }

    /// What a spread gesture proposes in the frame where it began at `crossing` seconds: it
    /// ends at once when fewer than two touches remain, otherwise reports the rest of the
    /// frame's change after the crossing.
    final func proposeAfterBegin(crossing: Double, at time: Double, touches: Int,
                                 into proposals: inout [GestureProposal]) {
        if touches < Self.spreadGestureTouches {
            propose(.ended, at: time, reason: .touchesLeft(touches, minimum: Self.spreadGestureTouches), into: &proposals)
        } else if crossing < time {
            propose(.changed, at: time, reason: .updated, into: &proposals)
        }
    }

    /// What a spread gesture that had begun proposes in a later frame: it ends when fewer
    /// than two touches remain, and reports a change when its value moved or touches joined
    /// or left (`continuing` of them were in both frames).
    final func proposeContinuing(valueChanged: Bool, continuing: Int, at time: Double, touches: Int,
                                 into proposals: inout [GestureProposal]) {
        if touches < Self.spreadGestureTouches {
            propose(.ended, at: time, reason: .touchesLeft(touches, minimum: Self.spreadGestureTouches), into: &proposals)
        } else if valueChanged || continuing != trackedTouches.count {
            propose(.changed, at: time, reason: .updated, into: &proposals)
        }
    }

    /// The spread of the touches present in both the latest frame and the one before: twice
    /// their mean distance from their centroid, before and after, in points. For two touches
    /// this is the distance between the fingers (what UIKit's pinch measures [U3]); for more it
    /// is Flutter's scale span about the focal point (research note §(a) "Touch counts").
    final func continuingSpread() -> (before: Double, after: Double, count: Int) {
        let motion = continuingMotion()
        guard motion.count >= 2 else { return (0, 0, motion.count) }
        var before = 0.0, after = 0.0
        for touch in trackedTouches where touch.phase != .began {
            before += touch.previous.distance(to: motion.before)
            after += touch.location.distance(to: motion.after)
        }
        let n = Double(motion.count)
        return (2 * before / n, 2 * after / n, motion.count)
    }

    /// The spread of the touches still down (twice the mean distance from their centroid), in
    /// points; zero with fewer than two.
    final func currentSpread() -> Double {
        let count = activeTouchCount
        guard count >= 2 else { return 0 }
        let center = centroid()
        var sum = 0.0
        for touch in trackedTouches where !touch.isFinal { sum += touch.location.distance(to: center) }
        return 2 * sum / Double(count)
    }

    /// How far the touches present in both frames turned about their centroid between the
    /// two frames, in radians (positive clockwise on screen): each touch's change of angle,
    /// wrapped to (−π, π] and weighted by its distance from the centroid.
    final func continuingRotation() -> Double {
        let motion = continuingMotion()
        guard motion.count >= 2 else { return 0 }
        var weighted = 0.0, weights = 0.0
        for touch in trackedTouches where touch.phase != .began {
            let a = touch.previous - motion.before, b = touch.location - motion.after
            let radius = a.length
            guard radius > minimumRadius, b.length > minimumRadius else { continue }
            var turn = atan2Wrapped(b) - atan2Wrapped(a)
            if turn > Double.pi { turn -= 2 * Double.pi }
            if turn <= -Double.pi { turn += 2 * Double.pi }
            weighted += turn * radius
            weights += radius
        }
        return weights > 0 ? weighted / weights : 0
    }
}

/// Below this distance from the centroid, in points, a touch's angle is meaningless and it
/// does not vote on the rotation (numerical guard, ours).
let minimumRadius: Double = 1e-9

/// The angle of a vector in radians, in (−π, π].
func atan2Wrapped(_ vector: Point) -> Double {
    Double.atan2(y: vector.y, x: vector.x)
}
