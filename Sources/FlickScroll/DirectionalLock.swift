import FlickInput

/// The directional-lock rule (`isDirectionalLockEnabled`), a pure function of the finger's
/// travel since touch-down:
///
/// - The decision is made once per drag, at the first update where the travel
///   √(dx² + dy²) reaches `decisionDistance` (10 pt, the pan slop).
/// - If one axis's travel is at least `dominance` (2, i.e. within 26.6° of the axis) times
///   the other's, the drag locks to that axis: the other axis goes back to where the drag
///   started and stays there.
/// - Otherwise (a diagonal between 26.6° and 63.4°) the drag stays free on both axes.
///
/// UIKit's thresholds are private (note §a1 "Directional lock"); these are ours.
/// Flutter's `TwoDimensionalScrollable` always locks once ||dx| − |dy|| ≥ 18 (note §a2),
/// which this rule avoids so that diagonal drags stay free.
public enum DirectionalLock: String, Hashable, Sendable {
    /// Not decided yet (travel below the decision distance).
    case undecided
    /// Free on both axes.
    case free
    /// Locked to horizontal motion.
    case horizontal
    /// Locked to vertical motion.
    case vertical

    /// Travel at which the lock is decided, in points (chosen by us: the pan slop).
    public static let decisionDistance = 10.0
    /// How many times one axis's travel must exceed the other's to lock (chosen by us).
    public static let dominance = 2.0

    /// The lock for a travel of `translation` points since touch-down: `undecided` while
    /// shorter than `decisionDistance`.
    public static func decide(translation: Point) -> DirectionalLock {
        let dx = abs(translation.x), dy = abs(translation.y)
        guard (dx * dx + dy * dy).squareRoot() >= decisionDistance else { return .undecided }
        if dx >= dominance * dy { return .horizontal }
        if dy >= dominance * dx { return .vertical }
        return .free
    }
}
