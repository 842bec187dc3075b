import FlickInput

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
/// Idle time costs nothing: once the view has been idle with no finger down for
/// `idleFrameLimit` frames, or has not moved for as many frames in which no touch frame came
/// (a finger lying still: a touchscreen reports nothing until it moves or lifts), the replay
/// jumps to the last frame before the next touch, so `t` may step by more than 1/60 s there
/// (a recording whose clock jumped by 10⁶ s, or whose finger rests that long, replays at
/// once). Lines stream out as they are made (`stream`).
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

    /// Idle frames printed before the replay jumps ahead to the next touch: one second at
    /// 60 Hz (ours: every recording's rests of up to a second read frame by frame as before).
    public static let idleFrameLimit = 60

    /// Replays `frames` (locations in window points) on a scroll view as large as `window`
    /// showing `content`, with paging and directional lock as given. The content zooms
    /// between `minimumZoomScale` and `maximumZoomScale` (no zoom when they are equal).
    /// Returns the JSON lines.
    public static func run(frames: [TouchFrame], window: Size, content: Size, paging: Bool = false,
                           lock: Bool = false, minimumZoomScale: Double = ScrollReplay.defaultMinimumZoomScale,
                           maximumZoomScale: Double = ScrollReplay.defaultMaximumZoomScale) -> [String] {
        let ordered = frames.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
        var lines: [String] = []
        var index = 0
        stream(window: window, content: content, paging: paging, lock: lock, minimumZoomScale: minimumZoomScale,
               maximumZoomScale: maximumZoomScale, next: {
                   defer { index += 1 }
                   return index < ordered.count ? ordered[index] : nil
               }, emit: { lines.append($0) })
        return lines
    }

    /// Streams the replay: frames in time order from `next` (nil at the end), each line to
    /// `emit` as soon as it is made. Memory stays bounded whatever the recording's length.
    public static func stream(window: Size, content: Size, paging: Bool = false, lock: Bool = false,
                              minimumZoomScale: Double = ScrollReplay.defaultMinimumZoomScale,
                              maximumZoomScale: Double = ScrollReplay.defaultMaximumZoomScale,
                              next: () throws -> TouchFrame?, emit: (String) throws -> Void) rethrows {
        let recorder = Recorder(zoomingSize: content)
        var pending = try next()
        let start = pending?.time ?? 0
        var view = ScrollModel(size: window, contentSize: content, time: start)
        view.isPagingEnabled = paging
        view.isDirectionalLockEnabled = lock
        view.minimumZoomScale = minimumZoomScale
        view.maximumZoomScale = maximumZoomScale
        view.delegate = recorder

        var lastTouch = start
        var down = Set<Int>()
        var idleFrames = 0
        var index = 0
        var last: (offset: Point, zoom: Double, state: ScrollModel.State)?
        while true {
            let t = start + Double(index) / frameRate
            var handled = false
            while let frame = pending, frame.time <= t + 1e-9 {
                handled = true
                view.handle(frame)
                lastTouch = frame.time
                for touch in frame.touches {
                    if !touch.phase.isFinal { down.insert(touch.id) } else { down.remove(touch.id) }
                }
                pending = try next()
            }
            view.advance(to: t)
            let events = recorder.take()
            for line in events { try emit(line) }
            try emit(frameLine(t: t, view: view))
            let now = (offset: view.contentOffset, zoom: view.zoomScale, state: view.state)
            let still = !handled && events.isEmpty
                && last.map { $0.offset == now.offset && $0.zoom == now.zoom && $0.state == now.state } ?? false
            last = now
            index += 1
            let atRest = view.state == .idle && pending == nil
            if pending == nil && t >= lastTouch && (atRest || t - lastTouch >= settleLimit) { break }
            idleFrames = (view.state == .idle && down.isEmpty) || still ? idleFrames + 1 : 0
            if idleFrames >= idleFrameLimit, let frame = pending {
                // Nothing moves until the next touch: jump to the last frame before it.
                let before = Int(((frame.time - start) * frameRate - 1e-6).rounded(.down))
                index = max(index, before)
                idleFrames = 0
            }
        }
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
        var line = JSONLine()
        line.add("t", rounded: t, decimals: timeDecimals)
        line.add("offset", json: pair(view.contentOffset))
        line.add("zoom", rounded: view.zoomScale, decimals: timeDecimals)
        line.add("state", contractState(view.state))
        return line.text
    }

    /// `[x, y]` rounded to `decimals` places.
    static func pair(_ point: Point, _ decimals: Int = offsetDecimals) -> String {
        JSONLine.array([number(point.x, decimals), number(point.y, decimals)])
    }

    /// A JSON number rounded to `decimals` places, without trailing zeros or "-0" (`null`
    /// when not finite).
    static func number(_ value: Double, _ decimals: Int) -> String { JSONLine.rounded(value, decimals: decimals) }

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
            var line = JSONLine()
            line.add("t", rounded: scrollView.time, decimals: timeDecimals)
            line.add("event", "willEndDragging")
            line.add("velocity", json: pair(velocity, velocityDecimals))
            line.add("target", json: pair(targetContentOffset))
            lines.append(line.text)
        }

        func scrollViewDidEndDecelerating(_ scrollView: ScrollModel) {
            var line = JSONLine()
            line.add("t", rounded: scrollView.time, decimals: timeDecimals)
            line.add("event", "didEndDecelerating")
            line.add("offset", json: pair(scrollView.contentOffset))
            lines.append(line.text)
        }
    }
}
