import FlickInput
import Foundation

/// Runs a full-window scroll view over recorded touch frames on a virtual 60 Hz frame
/// clock and reports what it did, one JSON object per line (the contract of
/// `flick replay FILE --scroll --json`; keep it stable, other checks parse it):
///
/// - one line per frame: `{"t": s, "offset": [x, y], "zoom": s, "state": "…"}` with
///   `state` one of `idle`, `tracking`, `dragging`, `decelerating`, `bouncing`, `paging`
///   (`contractState(_:)`: a pinch in progress reports `dragging`, a programmatic
///   animation `decelerating`, so the six documented values stay the only ones);
/// - `{"t": s, "event": "willEndDragging", "velocity": [vx, vy], "target": [x, y]}` when a
///   drag ends (velocity of the content offset in points per second);
/// - `{"t": s, "event": "didEndDecelerating", "offset": [x, y]}` when the motion after a
///   drag comes to rest.
///
/// Times are in seconds on the recording's clock, offsets and targets in points. Event
/// lines come before the frame line of the frame in which they happened. Frames continue
/// after the last touch until the view is at rest, for at most `settleLimit` seconds.
///
/// ```swift
/// let recording = try RecordingFile.load(path: path)
/// let frames = recording.touchFrames(mapping: recording.mapping(windowSize: size))
/// for line in ScrollReplay.run(frames: frames, window: size, content: content,
///                              paging: paging, lock: lock) { print(line) }
/// ```
public enum ScrollReplay {
    /// The virtual frame rate, frames per second.
    public static let frameRate = 60.0
    /// How long the replay keeps running after the last touch frame for the view to come
    /// to rest, seconds.
    public static let settleLimit = 5.0
    /// Zoom limits of the replayed content (chosen by us so both pinch directions show).
    public static let defaultMinimumZoomScale = 0.5
    /// See `defaultMinimumZoomScale`.
    public static let defaultMaximumZoomScale = 4.0
    /// Decimals printed for times and zoom scales (0.1 ms resolution).
    static let timeDecimals = 4
    /// Decimals printed for offsets and targets, points.
    static let offsetDecimals = 3
    /// Decimals printed for velocities, points per second.
    static let velocityDecimals = 1

    /// Replays `frames` (locations in window points) on a scroll view as large as `window`
    /// showing `content`, with paging and directional lock as given. The content zooms
    /// between `minimumZoomScale` and `maximumZoomScale` (no zoom when they are equal).
    /// Returns the JSON lines.
    public static func run(frames: [TouchFrame], window: Size, content: Size, paging: Bool = false,
                           lock: Bool = false, minimumZoomScale: Double = ScrollReplay.defaultMinimumZoomScale,
                           maximumZoomScale: Double = ScrollReplay.defaultMaximumZoomScale) -> [String] {
        let recorder = Recorder(zoomingSize: content)
        let start = frames.first?.time ?? 0
        var view = ScrollModel(size: window, contentSize: content, time: start)
        view.isPagingEnabled = paging
        view.isDirectionalLockEnabled = lock
        view.minimumZoomScale = minimumZoomScale
        view.maximumZoomScale = maximumZoomScale
        view.delegate = recorder

        let ordered = frames.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
        let lastTouch = ordered.last?.time ?? start
        var lines: [String] = []
        var next = 0
        var index = 0
        while true {
            let t = start + Double(index) / frameRate
            while next < ordered.count, ordered[next].time <= t + 1e-9 {
                view.handle(ordered[next])
                next += 1
            }
            view.advance(to: t)
            lines += recorder.take()
            lines.append(frameLine(t: t, view: view))
            index += 1
            let atRest = view.state == .idle && next == ordered.count
            if next == ordered.count && t >= lastTouch && (atRest || t - lastTouch >= settleLimit) { break }
        }
        return lines
    }

    /// The contract's name for a state: the six documented values; `zooming` (fingers
    /// moving the content) reads `dragging`, `animating` (content moving on its own) reads
    /// `decelerating`.
    public static func contractState(_ state: ScrollModel.State) -> String {
        switch state {
        case .idle, .tracking, .dragging, .decelerating, .bouncing, .paging: state.rawValue
        case .zooming: ScrollModel.State.dragging.rawValue
        case .animating: ScrollModel.State.decelerating.rawValue
        }
    }

    /// A frame line for `view` at `t`.
    static func frameLine(t: Double, view: ScrollModel) -> String {
        "{\"t\": \(number(t, timeDecimals)), \"offset\": \(pair(view.contentOffset)), "
            + "\"zoom\": \(number(view.zoomScale, timeDecimals)), "
            + "\"state\": \"\(contractState(view.state))\"}"
    }

    /// `[x, y]` with 3 decimals.
    static func pair(_ point: Point, _ decimals: Int = offsetDecimals) -> String {
        "[\(number(point.x, decimals)), \(number(point.y, decimals))]"
    }

    /// A JSON number rounded to `decimals` places, without trailing zeros or "-0".
    static func number(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return "null" }
        var text = String(format: "%.\(decimals)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// Collects the event lines and supplies the zooming view.
    final class Recorder: ScrollModelDelegate {
        let zoomingSize: Size
        private var lines: [String] = []

        init(zoomingSize: Size) { self.zoomingSize = zoomingSize }

        func take() -> [String] {
            defer { lines = [] }
            return lines
        }

        func viewForZooming(in scrollView: ScrollModel) -> Size? { zoomingSize }

        func scrollViewWillEndDragging(_ scrollView: ScrollModel, withVelocity velocity: Point,
                                       targetContentOffset: inout Point) {
            lines.append("{\"t\": \(number(scrollView.time, timeDecimals)), \"event\": \"willEndDragging\", "
                + "\"velocity\": \(pair(velocity, velocityDecimals)), \"target\": \(pair(targetContentOffset))}")
        }

        func scrollViewDidEndDecelerating(_ scrollView: ScrollModel) {
            lines.append("{\"t\": \(number(scrollView.time, timeDecimals)), \"event\": \"didEndDecelerating\", "
                + "\"offset\": \(pair(scrollView.contentOffset))}")
        }
    }
}
