/// The constants of a critically damped spring (damping ratio 1, unit mass):
/// x(t) = target + (x0 + (v0 + ω·x0)·t)·e^(−ω·t) with x0 the start displacement.
/// A critically damped spring reaches its target fastest without oscillating, and it
/// crosses the target at most once (only when launched towards it fast enough).
public struct SpringParameters: Hashable, Sendable {
    /// Natural angular frequency ω = √(k/m), in 1/s.
    public var angularFrequency: Double
    /// Distance from the target below which the spring may stop, in the simulation's
    /// units (points for offsets).
    public var restDistance: Double
    /// Speed below which the spring may stop, in units per second.
    public var restVelocity: Double

    /// Creates spring constants.
    public init(angularFrequency: Double, restDistance: Double, restVelocity: Double) {
        precondition(angularFrequency > 0, "a spring needs a positive frequency")
        self.angularFrequency = angularFrequency
        self.restDistance = restDistance
        self.restVelocity = restVelocity
    }

    /// Stiffness k for unit mass, in 1/s² (ω²).
    public var stiffness: Double { angularFrequency * angularFrequency }

    /// Points, as in `DecelerationSimulation.defaultRestDistance` (note §a1: stop at 0.5).
    public static let pointRestDistance = 0.5
    /// Speed below which an offset spring may stop, in points per second (chosen by us:
    /// a snap-back from 100 pt at rest is under 5 pt/s when it comes within 0.5 pt, so this
    /// only keeps a spring that passes through its target at speed from stopping there).
    public static let pointRestVelocity = 20.0

    /// Snap-back and edge bounce: ScrollMechanics' critically damped spring, m = 1,
    /// k = 100, ω = 10/s (note §a1 "Snap-back", §b5: from 100 pt at rest 73.6/40.6/19.9/4.0
    /// at 0.1/0.2/0.3/0.5 s, settled below 0.5 pt at 0.744 s).
    public static let bounce = SpringParameters(angularFrequency: 10, restDistance: pointRestDistance,
                                                restVelocity: pointRestVelocity)

    /// Paging: its own, stiffer spring, separate from the snap-back one so neither feels
    /// floaty (note §c2). ω = 20/s (k = 400, m = 1; chosen by us): from a standstill half a
    /// page of 400 pt away it settles within 0.5 pt in 0.43 s, the time a UIKit page flip takes.
    public static let paging = SpringParameters(angularFrequency: 20, restDistance: pointRestDistance,
                                                restVelocity: pointRestVelocity)

    /// Zoom bounce, on the 0…1 progress between the stretched and the limit zoom scale:
    /// the snap-back frequency (ω = 10/s) with a 0.1 % rest distance and 4 %/s rest speed
    /// (chosen by us: the offset rest values scaled to a 0…1 progress over 500 pt).
    public static let zoomBounce = SpringParameters(angularFrequency: 10, restDistance: 0.001,
                                                    restVelocity: 0.04)
}
