extension GestureScript {
    /// How long a touch that went down or is about to lift stays still when a touch frame is
    /// appended, seconds: a little over one report of `SynthesizedDevice`'s 120 Hz, so the
    /// synthesized device reports where each finger landed and where it lifted, however fast
    /// the recorded events came (a mouse's down, moves and up can fall within one report).
    public static let touchFrameReportHold = 1.0 / 120 + 1e-4

    /// Appends what `frame` shows as the script's steps, so touches recorded from a window
    /// (`flick record --window`) become a script the synthesizer writes as evemu. Positions are
    /// sampled and held, as a device reports them: time passes to the frame's time (seconds, on
    /// the script's clock) with every finger where it was, then touches that moved are where
    /// the frame puts them, touches that began go down, and touches that ended or were
    /// cancelled lift there. A finger that goes down or lifts is held still for
    /// `touchFrameReportHold` first, so both places are reported; the script's clock then runs
    /// that much ahead of the frames until a pause between them takes it up. Each touch's `id`
    /// is its finger number. Frames must come in time order; a frame earlier than `now`
    /// applies at `now`.
    public mutating func append(_ frame: TouchFrame) {
        hold(max(0, frame.time - now))
        var targets: [Int: Point] = [:]
        for touch in frame.touches where touch.phase != .began && position(of: touch.id) != nil {
            targets[touch.id] = touch.location
        }
        if !targets.isEmpty {
            move(targets.keys.sorted(), duration: 0) { finger, _, _ in targets[finger]! }
        }
        let began = frame.touches.filter { $0.phase == .began && position(of: $0.id) == nil }
        if !began.isEmpty {
            down(began.map { ($0.id, $0.location) })
            hold(Self.touchFrameReportHold)
        }
        let lifted = frame.touches.filter(\.phase.isFinal).map(\.id).filter { position(of: $0) != nil }
        if !lifted.isEmpty {
            hold(Self.touchFrameReportHold)
            up(lifted)
        }
    }
}
