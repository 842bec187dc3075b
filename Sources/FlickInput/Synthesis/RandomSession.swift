import RealModule
import FoundationEssentials

/// A seeded random session of touch gestures over the whole window, one at a time with idle
/// gaps between them: taps, double taps, long presses, drags, flings, swipes and pinches,
/// anywhere in the window and often on its bottom strip (a tab bar). A soak run replays it
/// for hours of virtual time (`flick bench soak`); equal seeds give equal sessions.
///
/// Scripts are in the synthesized device's window points (`SynthesizedDevice`, 1280 × 800 by
/// default); a recording's mapping scales them onto any window.
public struct RandomSession: Sendable {
    /// The kinds of gesture a session makes.
    public enum Gesture: String, CaseIterable, Hashable, Sendable {
        /// A quick one-finger tap.
        case tap
        /// Two taps at one place within a double tap's interval.
        case doubleTap
        /// A finger held still past a long press's duration.
        case longPress
        /// A slow drag held still before lifting (no fling).
        case drag
        /// A short fast stroke lifted while moving.
        case fling
        /// A long stroke across the window.
        case swipe
        /// Two fingers spreading or closing.
        case pinch
    }

    /// The window the gestures fall in, points (the synthesized device's).
    public let size: Size
    /// The mean idle gap between two gestures, seconds (gaps are uniform from a tenth of it to
    /// twice it, less the tenth).
    public let meanGap: Double
    /// The height of the bottom strip a share of taps aim at (a tab bar's 49 pt, UIKit).
    public static let bottomStripHeight = 49.0
    /// The share of taps on the bottom strip (ours: the tab bar is switched often in a kiosk).
    public static let bottomStripShare = 0.25
    private var random: SeededGenerator

    /// A session seeded with `seed`, over a window of `size` points, `meanGap` seconds apart on
    /// average (ours: 4 s, a visitor trying things out).
    public init(seed: UInt64, size: Size = Size(width: 1280, height: 800), meanGap: Double = 4) {
        precondition(size.width > 0 && size.height > 0 && meanGap > 0, "a window and a gap")
        random = SeededGenerator(seed: seed)
        self.size = size
        self.meanGap = meanGap
    }

    /// The idle gap before the next gesture, seconds.
    public mutating func nextGap() -> Double {
        meanGap * Double.random(in: 0.1...1.9, using: &random)
    }

    /// The next gesture: its kind and its script, starting at 0 seconds.
    public mutating func nextGesture() -> (gesture: Gesture, script: GestureScript) {
        let gesture = Gesture.allCases.randomElement(using: &random) ?? .tap
        var script = GestureScript()
        let margin = 20.0
        let point = self.point(margin: margin)
        switch gesture {
        case .tap:
            let onStrip = Double.random(in: 0..<1, using: &random) < Self.bottomStripShare
            let at = onStrip ? Point(x: point.x, y: size.height - Self.bottomStripHeight / 2) : point
            script.tap(at: at)
        case .doubleTap:
            script.tap(at: point)
            script.wait(Double.random(in: 0.08...0.2, using: &random))
            script.tap(at: point)
        case .longPress:
            script.down(1, at: point)
            script.hold(Double.random(in: 0.6...1.5, using: &random))
            script.up(1)
        case .drag:
            script.pan(from: point, by: inside(point, delta(upTo: 300), margin: margin),
                       duration: Double.random(in: 0.3...1.2, using: &random))
        case .fling:
            script.swipe(from: point, by: inside(point, delta(upTo: 250), margin: margin),
                         duration: Double.random(in: 0.05...0.15, using: &random))
        case .swipe:
            let across = Point(x: Double.random(in: -1...1, using: &random) * size.width * 0.6,
                               y: Double.random(in: -0.2...0.2, using: &random) * size.height)
            script.swipe(from: point, by: inside(point, across, margin: margin),
                         duration: Double.random(in: 0.15...0.4, using: &random))
        case .pinch:
            let spans = (Double.random(in: 80...200, using: &random), Double.random(in: 200...500, using: &random))
            let spreading = Bool.random(using: &random)
            script.pinch(center: clampedForPinch(point), fromSpan: spreading ? spans.0 : spans.1,
                         toSpan: spreading ? spans.1 : spans.0, angle: Double.random(in: 0..<3.14, using: &random),
                         duration: Double.random(in: 0.3...0.9, using: &random))
        }
        return (gesture, script)
    }

    /// A point anywhere in the window at least `margin` points from its edges.
    private mutating func point(margin: Double) -> Point {
        Point(x: Double.random(in: margin...(size.width - margin), using: &random),
              y: Double.random(in: margin...(size.height - margin), using: &random))
    }

    /// A stroke of at most `length` points in any direction.
    private mutating func delta(upTo length: Double) -> Point {
        let angle = Double.random(in: 0..<(2 * Double.pi), using: &random)
        let distance = Double.random(in: (length / 4)...length, using: &random)
        return Point(x: distance * Double.cos(angle), y: distance * Double.sin(angle))
    }

    /// `delta` shortened so that a stroke from `point` ends `margin` points inside the window
    /// (a panel reports nothing past its edges).
    private func inside(_ point: Point, _ delta: Point, margin: Double) -> Point {
        let end = Point(x: min(max(point.x + delta.x, margin), size.width - margin),
                        y: min(max(point.y + delta.y, margin), size.height - margin))
        return Point(x: end.x - point.x, y: end.y - point.y)
    }

    /// `point` moved in far enough for a pinch of 500 points to stay in the window.
    private func clampedForPinch(_ point: Point) -> Point {
        let inset = min(260, min(size.width, size.height) / 2)
        return Point(x: min(max(point.x, inset), size.width - inset), y: min(max(point.y, inset), size.height - inset))
    }
}
