import FlickGestures
import FlickInput

/// `flick replay FILE --gestures [--json] [--explain] [--verbose]`: the standard recognizer
/// set on one full-window view. With `--json`, one object per line (a contract other checks
/// rely on); otherwise the same events in readable form.
extension ReplayCommand {
    func runGestures() throws {
        var frames = try openFrames()
        let options = GestureReplay.Options(verbose: verbose, explain: explain, optimisticTap: optimisticTap)
        if json {
            try GestureReplay.stream(windowSize: try windowSize(), options: options, next: { try frames.next() },
                                     emit: { try StandardOutput.line($0) })
            finish(frames)
            return
        }
        let session = GestureReplay.Session(windowSize: try windowSize(), options: options)
        func write(_ events: [GestureEvent]) throws {
            for event in events where verbose || event.phase != .changed {
                try StandardOutput.line(Self.readable(event, kind: StandardGestureSet.kind(of: event.recognizer)))
            }
        }
        while let frame = try frames.next() { try write(session.handle(frame)) }
        try write(session.finish())
        finish(frames)
        if explain {
            try StandardOutput.line("")
            try StandardOutput.line("Explanations (every recognizer's transitions, with the threshold and margin that decided them):")
            for line in session.explanation() { try StandardOutput.line(line) }
        }
        let counts = session.counts.keys.sorted().filter { session.counts[$0] != 0 }
            .map { "\($0) \(session.counts[$0]!)" }.joined(separator: ", ")
        try StandardOutput.line("\(session.frames) frames, \(session.touches) touches: \(counts.isEmpty ? "no gestures" : counts)")
    }

    /// One gesture event as a readable line: time, kind, phase, place and the kind's values.
    static func readable(_ event: GestureEvent, kind: String) -> String {
        let v = event.values
        var line = "\(GestureFormat.fixed(event.time, decimals: 3)) s  \(kind) \(event.phase.rawValue)"
            + " at (\(GestureFormat.fixed(v.location.x, decimals: 1)), \(GestureFormat.fixed(v.location.y, decimals: 1)))"
            + ", \(v.touches) touch\(v.touches == 1 ? "" : "es")"
        switch GestureReplay.detail(of: event) {
        case .direction(let direction):
            line += ", direction \(direction.rawValue)"
        case .scale(let scale):
            line += ", scale \(GestureFormat.fixed(scale, decimals: 3))"
        case .rotation(let rotation):
            line += ", rotation \(GestureFormat.fixed(rotation, decimals: 3)) rad"
        case .velocity(let velocity):
            line += ", velocity (\(GestureFormat.fixed(velocity.x, decimals: 1)), "
                + "\(GestureFormat.fixed(velocity.y, decimals: 1))) pt/s"
        case nil:
            break
        }
        if event.isProvisional { line += " (provisional)" }
        return line
    }
}
