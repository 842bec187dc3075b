import FlickInput
import FlickScene

/// One screen of the demo. In the demo its views live in the demo's window (`DemoApp`);
/// `handle(_:)`, `advance(to:)` and `draw(into:at:labels:)` drive a scene made on its own
/// (the scene tests), headlessly: touch frames in, time advanced, a display list out. Every
/// method takes time as a value (seconds on the frame clock); none reads a clock or blocks.
protocol DemoScene: AnyObject {
    /// The tab title.
    var name: String { get }
    /// What the scene did, for the per-scene report.
    var report: SceneReport { get }
    /// On its own: feeds one touch frame (window points).
    func handle(_ frame: TouchFrame)
    /// On its own: advances recognizer deadlines, physics and animations to `time`.
    func advance(to time: Double)
    /// On its own: appends the scene's drawing (window points) for `time`.
    func draw(into list: inout DisplayList, at time: Double, labels: LabelCache)
    /// True when the scene wants a snapshot of the frame drawn for `time` (a moment
    /// worth showing that the snapshot on leaving would miss, like the alert on screen).
    func wantsSnapshot(at time: Double) -> Bool
    /// True when nothing moves or waits on a deadline.
    func isSettled(at time: Double) -> Bool
}

extension DemoScene {
    func wantsSnapshot(at time: Double) -> Bool { false }
}

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
