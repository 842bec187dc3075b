/// The contract every scroll simulation follows (Flutter's `Simulation`, note §style):
/// a motion along one axis evaluated in closed form at an absolute time.
///
/// Times are in seconds on the caller's clock (the same clock as the event times that
/// started the simulation); positions in points; velocities in points per second.
/// Evaluating at any time is pure: no simulation keeps per-frame state, so the result
/// never depends on the frame rate.
public protocol ScrollSimulation: Sendable {
    /// The position in points at `time` seconds.
    func position(at time: Double) -> Double
    /// The velocity in points per second at `time` seconds.
    func velocity(at time: Double) -> Double
    /// True once the motion has come to rest at `time` seconds; from then on the
    /// position is constant and the velocity is zero.
    func isDone(at time: Double) -> Bool
}
