/// A scene's log: what happened when, plus the facts the tests check.
final class SceneReport {
    /// (time in seconds, text), in time order.
    private(set) var events: [(time: Double, text: String)] = []
    /// Told each line as it is noted (`--announce-settled`: scripts wait for a moment, such as
    /// the alert popping in, by its line rather than by a guessed time).
    var onNote: ((String) -> Void)?

    /// Records `text` at `time` seconds (also traced through the demo logger).
    func note(_ text: String, at time: Double) {
        events.append((time, text))
        log.trace("\(text) at t=\(time)")
        onNote?(text)
    }

    /// The report as text lines, times relative to `origin` seconds.
    func lines(origin: Double) -> [String] {
        events.map { String(format: "  %7.2f s  ", $0.time - origin) + $0.text }
    }
}
