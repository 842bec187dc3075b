/// A scene's log: what happened when, plus the facts the tests check.
final class SceneReport {
    /// (time in seconds, text), in time order.
    private(set) var events: [(time: Double, text: String)] = []

    /// Records `text` at `time` seconds (also traced through the demo logger).
    func note(_ text: String, at time: Double) {
        events.append((time, text))
        log.trace("\(text) at t=\(time)")
    }

    /// The report as text lines, times relative to `origin` seconds.
    func lines(origin: Double) -> [String] {
        events.map { String(format: "  %7.2f s  ", $0.time - origin) + $0.text }
    }
}
