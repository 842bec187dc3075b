import FlickGestures
import FlickInput
import FlickUI

/// Scripted gestures, played on the synthesized touchscreen (`device`) and routed like a
/// real one's: the script (`GestureScript`) becomes evdev events (`TraceSynthesizer`), the
/// events are decoded into touch frames (`MultitouchDecoder`, through a `WindowMapping` onto
/// the window) and the window routes them, frames pumped meanwhile. Each call returns when
/// the last finger has lifted; pump or `settle()` to let what it started run on (a fling, a
/// double-tap window). Positions are window points; durations seconds.
extension WindowTester {
    /// How far inside the window's edge an edge swipe starts, points (ours: inside a
    /// back or drawer gesture's usual 20 pt band).
    public static let edgeSwipeInset = 2.0

    /// Plays `script` (times from 0 = now) through the synthesized touchscreen.
    public func perform(_ script: GestureScript) {
        device.windowSize = window.bounds.size
        let recording = TraceSynthesizer(device: device, seed: seed).recording(for: script, name: "<gesture script>")
        play(recording.touchFrames(mapping: recording.mapping(windowSize: window.bounds.size)))
    }

    /// Builds a script with `build` and plays it.
    public func perform(_ build: (inout GestureScript) -> Void) {
        var script = GestureScript()
        build(&script)
        perform(script)
    }

    /// A tap at `point` with `fingers` fingers.
    public func tap(at point: Point, fingers: Int = 1) {
        perform { $0.tap(at: point, fingers: fingers, duration: GestureScript.Timing.tap) }
    }

    /// A tap at the centre of `view` (see `center(of:)`); a view not in the window is
    /// refused with `ViewNotFound`.
    public func tap(on view: View, fingers: Int = 1) throws(ViewNotFound) {
        tap(at: try point(on: view), fingers: fingers)
    }

    /// Two taps at `point`, `GestureScript.Timing.doubleTapGap` apart.
    public func doubleTap(at point: Point) {
        perform { script in
            script.tap(at: point, duration: GestureScript.Timing.tap)
            script.wait(GestureScript.Timing.doubleTapGap)
            script.tap(at: point, duration: GestureScript.Timing.tap)
        }
    }

    /// Two taps at the centre of `view`.
    public func doubleTap(on view: View) throws(ViewNotFound) { doubleTap(at: try point(on: view)) }

    /// A finger held still at `point` for `duration` seconds, then lifted.
    public func longPress(at point: Point, duration: Double = GestureScript.Timing.longPress) {
        perform { $0.tap(at: point, duration: duration) }
    }

    /// A long press at the centre of `view`.
    public func longPress(on view: View, duration: Double = GestureScript.Timing.longPress) throws(ViewNotFound) {
        longPress(at: try point(on: view), duration: duration)
    }

    /// A drag: down at `start`, moved by `delta` over `duration`, held still before lifting,
    /// so nothing flings (`GestureScript.pan`).
    public func drag(from start: Point, by delta: Point, duration: Double = GestureScript.Timing.drag, fingers: Int = 1)
    {
        perform { $0.pan(from: start, by: delta, duration: duration, fingers: fingers) }
    }

    /// A drag starting at the centre of `view`.
    public func drag(on view: View, by delta: Point, duration: Double = GestureScript.Timing.drag) throws(ViewNotFound)
    {
        drag(from: try point(on: view), by: delta, duration: duration)
    }

    /// A fling: a short stroke from `start` at `velocity` (points per second), lifted while
    /// still moving, so scroll views decelerate from about that speed.
    public func fling(from start: Point, velocity: Point, duration: Double = GestureScript.Timing.fling) {
        perform { $0.swipe(from: start, by: velocity * duration, duration: duration) }
    }

    /// A fling starting at the centre of `view`.
    public func fling(on view: View, velocity: Point, duration: Double = GestureScript.Timing.fling)
        throws(ViewNotFound)
    {
        fling(from: try point(on: view), velocity: velocity, duration: duration)
    }

    /// A swipe: a stroke from `start` by `delta` over `duration` seconds, lifted still moving.
    public func swipe(
        from start: Point, by delta: Point, duration: Double = GestureScript.Timing.swipe,
        fingers: Int = 1
    ) {
        perform { $0.swipe(from: start, by: delta, duration: duration, fingers: fingers) }
    }

    /// A pinch about `center`, the fingers' distance going from `fromSpan` to `toSpan` points
    /// (spreading when it grows: zoom in).
    public func pinch(
        center: Point, fromSpan: Double, toSpan: Double, duration: Double = GestureScript.Timing.twoFingerMove
    ) {
        perform { $0.pinch(center: center, fromSpan: fromSpan, toSpan: toSpan, duration: duration) }
    }

    /// A pinch about the centre of `view`.
    public func pinch(
        on view: View, fromSpan: Double, toSpan: Double, duration: Double = GestureScript.Timing.twoFingerMove
    )
        throws(ViewNotFound)
    {
        pinch(center: try point(on: view), fromSpan: fromSpan, toSpan: toSpan, duration: duration)
    }

    /// Two fingers `2 × radius` points apart turning about `center` by `angle` radians
    /// (positive: clockwise on screen).
    public func rotate(
        center: Point, radius: Double = 80, by angle: Double, duration: Double = GestureScript.Timing.twoFingerMove
    ) {
        perform { $0.rotate(center: center, radius: radius, by: angle, duration: duration) }
    }

    /// A window edge a swipe can start from.
    public enum WindowEdge: Sendable {
        /// x = 0, swiping right.
        case left
        /// x = width, swiping left.
        case right
        /// y = 0, swiping down.
        case top
        /// y = height, swiping up.
        case bottom
    }

    /// A swipe from `edgeSwipeInset` points inside `edge`, `distance` points inward,
    /// at `along` points along the edge (its middle by default): a back or drawer gesture.
    public func edgeSwipe(
        from edge: WindowEdge, distance: Double = 200, along: Double? = nil,
        duration: Double = GestureScript.Timing.swipe
    ) {
        let size = window.bounds.size, inset = Self.edgeSwipeInset
        let start: Point, delta: Point
        switch edge {
        case .left: (start, delta) = (Point(x: inset, y: along ?? size.height / 2), Point(x: distance, y: 0))
        case .right:
            (start, delta) = (Point(x: size.width - inset, y: along ?? size.height / 2), Point(x: -distance, y: 0))
        case .top: (start, delta) = (Point(x: along ?? size.width / 2, y: inset), Point(x: 0, y: distance))
        case .bottom:
            (start, delta) = (Point(x: along ?? size.width / 2, y: size.height - inset), Point(x: 0, y: -distance))
        }
        swipe(from: start, by: delta, duration: duration)
    }

    /// Where a finger aims at `view`: its centre in window points.
    func point(on view: View) throws(ViewNotFound) -> Point {
        guard let center = center(of: view) else {
            throw ViewNotFound(description: "\(view.debugName) is not in the window under test")
        }
        return center
    }
}
