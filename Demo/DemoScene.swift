import FlickInput
import FlickScene

/// One screen of the demo, driven headlessly: touch frames in, time advanced, a display
/// list out. Every method takes time as a value (seconds on the frame clock); none reads
/// a clock or blocks.
protocol DemoScene: AnyObject {
    /// The tab title.
    var name: String { get }
    /// What the scene did, for the per-scene report.
    var report: SceneReport { get }
    /// Feeds one touch frame of a session that began in the content area (window points).
    func handle(_ frame: TouchFrame)
    /// Advances recognizer deadlines, physics and animations to `time`.
    func advance(to time: Double)
    /// Appends the scene's drawing (window points) for `time`.
    func draw(into list: inout DisplayList, at time: Double, labels: LabelCache)
    /// True when the scene wants a snapshot of the frame drawn for `time` (a moment
    /// worth showing that the snapshot on leaving would miss, like the alert on screen).
    func wantsSnapshot(at time: Double) -> Bool
    /// True when nothing moves or waits on a deadline.
    func isSettled(at time: Double) -> Bool
    /// Frames of the scene with the same key cost alike (`FrameWork.frameCostKey`).
    var frameCostKey: Int { get }
    /// The earliest start of the frame presenting at `target` that runs what its key's history
    /// does not know the cost of, if one is due (`FrameWork.costStep(before:)`).
    func costStep(before target: Double) -> Double?
}

extension DemoScene {
    func wantsSnapshot(at time: Double) -> Bool { false }
    /// One key: the scene's frames cost alike.
    var frameCostKey: Int { 0 }
    /// No step in cost foreseen.
    func costStep(before target: Double) -> Double? { nil }
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
