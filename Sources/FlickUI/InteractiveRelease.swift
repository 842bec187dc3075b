/// A finger lifting off an interactive transition (a navigation pop's edge swipe, a sheet's
/// drag down): whether it finishes, and the spring that carries the content the rest of the
/// way from the finger's speed. Both follow iOS's rule as Flutter writes it (route.dart,
/// sheet.dart): a release at or over a deciding speed goes its direction, a slower one goes
/// by how far it got; the spring lasts a maximum duration times the distance left, starts at
/// the finger's speed, and a move too short to animate is made at once.
struct InteractiveRelease {
    /// Whether the transition finishes.
    let finishes: Bool
    /// Where it goes: 1 (finished) or 0 (back).
    var target: Double { finishes ? 1 : 0 }
    /// The spring's duration, seconds (0: placed at once).
    let duration: Double
    /// The spring's starting speed, in whole remaining moves per second.
    let springSpeed: Double

    /// The release at `progress` (0…1) with `velocity` (transition lengths per second,
    /// positive towards finishing; 0 for a cancelled touch), going on when `finishing` (the
    /// caller's decision: `finishes(progress:velocity:decidingSpeed:decidingProgress:)` and
    /// its own state): the spring lasts `maximumDuration` times the distance left, at most
    /// `maximumCancelDuration` going back, and none below `minimumDuration`.
    init(
        progress: Double, velocity: Double, finishing: Bool, maximumDuration: Double,
        maximumCancelDuration: Double = .infinity, minimumDuration: Double
    ) {
        finishes = finishing
        let remaining = (finishing ? 1 : 0) - progress
        var duration = maximumDuration * abs(remaining)
        if !finishing { duration = min(duration, maximumCancelDuration) }
        self.duration = duration >= minimumDuration ? duration : 0
        springSpeed = abs(remaining) > 1e-6 ? velocity / remaining : 0
    }

    /// iOS's deciding rule: at or over `decidingSpeed` the direction decides, else whether
    /// `progress` is past `decidingProgress`.
    static func finishes(progress: Double, velocity: Double, decidingSpeed: Double, decidingProgress: Double) -> Bool {
        abs(velocity) >= decidingSpeed ? velocity > 0 : progress > decidingProgress
    }

    /// Runs `changes` (placing the content at `target`) on `view`'s tree: in the spring, or
    /// at once when too short; `completion` when done.
    func run(on view: View, changes: @escaping () -> Void, completion: @escaping () -> Void) {
        guard duration > 0 else {
            view.performWithoutAnimation(changes)
            completion()
            return
        }
        view.animate(withDuration: duration, usingSpringWithDamping: 1, initialSpringVelocity: springSpeed) {
            changes()
        } completion: { _ in
            completion()
        }
    }
}
