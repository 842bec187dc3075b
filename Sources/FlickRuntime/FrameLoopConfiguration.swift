/// Rates and intervals of a `FrameLoop`.
public struct FrameLoopConfiguration: Hashable, Sendable {
    /// The full frame rate in Hz (60 by default; any positive rate).
    public var rate: Double
    /// The rate in Hz while the window is visible but unfocused.
    public var throttledRate: Double
    /// How often, in seconds, a suspended loop rechecks the window when no input comes.
    public var suspendedRecheck: Double
    /// True: each full-rate frame starts at its deadline minus its predicted cost
    /// (`FrameCostPredictor`) and drains input then. False: it starts as soon as the previous
    /// frame is shown, and input that arrives while it waits for its deadline waits a frame.
    public var startsLate: Bool
    /// The late start's cost prediction: percentile, window and margin.
    public var costPredictor: FrameCostPredictor

    /// Default full rate: 60 Hz (issue #8).
    public static let defaultRate = 60.0
    /// Default unfocused rate: 10 Hz (our choice: keeps a visible window live at a sixth
    /// of the work).
    public static let defaultThrottledRate = 10.0
    /// Default recheck interval when suspended: 0.25 s (our choice: SDL window events
    /// have no descriptor to poll; a quarter second bounds the delay to resume).
    public static let defaultSuspendedRecheck = 0.25

    /// Creates a configuration.
    public init(rate: Double = defaultRate, throttledRate: Double = defaultThrottledRate,
                suspendedRecheck: Double = defaultSuspendedRecheck, startsLate: Bool = true,
                costPredictor: FrameCostPredictor = FrameCostPredictor()) {
        precondition(rate > 0 && throttledRate > 0 && suspendedRecheck > 0, "rates must be positive")
        self.rate = rate
        self.throttledRate = throttledRate
        self.suspendedRecheck = suspendedRecheck
        self.startsLate = startsLate
        self.costPredictor = costPredictor
    }
}
