import FlickGestures
import FlickInput

/// `flick replay FILE --gestures [--json] [--explain] [--verbose]`: the standard recognizer
/// set on one full-window view. With `--json`, one object per line (a contract other checks
/// rely on); otherwise the same events in readable form.
extension ReplayCommand {
    func runGestures() throws {
        let recording = try loadRecording()
        let frames = recording.touchFrames(mapping: try mapping(for: recording))
        let options = GestureReplay.Options(verbose: verbose, explain: explain, optimisticTap: optimisticTap)
        if json {
            for line in GestureReplay.lines(frames: frames, windowSize: try windowSize(), options: options) {
                print(line)
            }
            return
        }
        let report = GestureReplay.run(frames: frames, windowSize: try windowSize(), options: options)
        for event in report.events where verbose || event.phase != .changed {
            print(Self.readable(event, kind: report.kind(of: event)))
        }
        if explain {
            print("")
            print("Explanations (every recognizer's transitions, with the threshold and margin that decided them):")
            for line in report.explanation { print(line.hasPrefix("# ") ? String(line.dropFirst(2)) : line) }
        }
        let counts = report.counts.keys.sorted().filter { report.counts[$0] != 0 }
            .map { "\($0) \(report.counts[$0]!)" }.joined(separator: ", ")
        print("\(report.frames) frames, \(report.touches) touches: \(counts.isEmpty ? "no gestures" : counts)")
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
