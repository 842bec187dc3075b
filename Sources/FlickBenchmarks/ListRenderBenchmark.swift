import CSDL2
import FlickAnimation
import FlickInput
import FlickRender
import FlickScene
#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials

/// `flick bench render --scene list`: the drawing of a full-window list flung five times,
/// without the toolkit (each display list is built before the clock starts): a 1280 × 800
/// XRGB8888 headless target, as a software window is, a navigation bar, and under it a
/// list of `rowCount` rows of `rowHeight` points (an opaque cell, a title, a subtitle and
/// an inset separator) scrolled by the offsets of five decelerating flings snapped to whole
/// pixels, with a scroll indicator. Each frame is timed through `SDLRenderer.render` with
/// damage tracking, as a software window draws it (`trackedMs`: frames that drew; frames
/// whose offset did not move draw nothing and are counted apart), and drawn whole on a
/// second target (`wholeMs`), frames alternating.
public enum ListRenderBenchmark {
    /// Frame size in pixels (the demo's window).
    public static let frameSize = (width: 1280, height: 800)
    /// Rows in the list.
    public static let rowCount = 1000
    /// Row height, points (UIKit's default table row: 44 pt).
    public static let rowHeight = 44.0
    /// Navigation bar height, points (UIKit's 44 pt bar under a 20 pt status bar).
    public static let barHeight = 64.0
    /// Fling start speed, points per second (issue 39's list workload: 1500 px/s at scale 1).
    public static let flingSpeed = 1500.0
    /// Frames per fling: 4 s at 60 Hz, its deceleration to rest (it moves for 3.65 s before
    /// less than half a pixel is left to go) and a few frames at rest.
    public static let framesPerFling = 240
    /// Flings in the script.
    public static let flingCount = 5
    /// Frame rate of the script, Hz.
    public static let frameRate = 60.0
    /// Deceleration per millisecond of a fling (UIKit's `UIScrollView.DecelerationRate.normal`).
    public static let decelerationRate = 0.998

    /// What `run` measured.
    public struct Result: Hashable, Sendable, CustomStringConvertible {
        /// Median ms of a damage-tracked frame that drew (the offset moved).
        public var trackedMs: Double
        /// Median ms of a frame drawn whole.
        public var wholeMs: Double
        /// Damage-tracked frames that drew, and that drew nothing, in the measured frames.
        public var drawnFrames: Int, unchangedFrames: Int
        /// Share of the pixels of the damage-tracked frames that drew that were cleared and drawn
        /// again (0…1).
        public var redrawnShare: Double
        /// Opaque fills written straight into the target per drawn frame (damage-tracked).
        public var directFillsPerFrame: Double

        /// The figures on one line.
        public var description: String {
            String(
                printf: "list render bench: damage-tracked %.3f ms per drawn frame (%d drawn, %d unchanged, "
                    + "%.0f %% of the pixels redrawn, %.1f direct fills a frame); whole %.3f ms per frame",
                trackedMs, drawnFrames, unchangedFrames, redrawnShare * 100, directFillsPerFrame, wholeMs)
        }
    }

    /// Runs the script after `warmUpFrames` frames of it and returns the medians.
    public static func run(warmUpFrames: Int = 30) throws -> Result {
        let tracked = try HeadlessRenderer(pixelWidth: frameSize.width, pixelHeight: frameSize.height, opaque: true)
        let whole = try HeadlessRenderer(pixelWidth: frameSize.width, pixelHeight: frameSize.height, opaque: true)
        whole.renderer.tracksDamage = false
        let engine = TextEngine.standard
        let offsets = scriptOffsets()
        for frame in 0..<warmUpFrames {
            let list = displayList(offset: offsets[frame % offsets.count], engine: engine)
            tracked.renderer.render(list, background: .white)
            whole.renderer.render(list, background: .white)
        }
        let frequency = Double(SDL_GetPerformanceFrequency())
        var trackedTimes: [Double] = [], wholeTimes: [Double] = []
        let before = tracked.renderer.counters
        for offset in offsets {
            // Built before the clock starts: only the drawing is timed.
            let list = displayList(offset: offset, engine: engine)
            let drawnBefore = tracked.renderer.counters.unchangedFrames
            var start = SDL_GetPerformanceCounter()
            tracked.renderer.render(list, background: .white)
            SDL_RenderFlush(tracked.renderer.handle)
            var end = SDL_GetPerformanceCounter()
            if tracked.renderer.counters.unchangedFrames == drawnBefore {
                trackedTimes.append(Double(end - start) / frequency * 1000)
            }
            start = SDL_GetPerformanceCounter()
            whole.renderer.render(list, background: .white)
            SDL_RenderFlush(whole.renderer.handle)
            end = SDL_GetPerformanceCounter()
            wholeTimes.append(Double(end - start) / frequency * 1000)
        }
        let after = tracked.renderer.counters
        let drawn = max(1, trackedTimes.count)
        let result = Result(
            trackedMs: RenderBenchmark.median(trackedTimes), wholeMs: RenderBenchmark.median(wholeTimes),
            drawnFrames: trackedTimes.count, unchangedFrames: after.unchangedFrames - before.unchangedFrames,
            redrawnShare: Double(after.redrawnPixels - before.redrawnPixels)
                / Double(drawn * frameSize.width * frameSize.height),
            directFillsPerFrame: Double(after.directFills - before.directFills) / Double(drawn))
        log.info("\(result)")
        return result
    }

    /// The list's content offset in each frame, points: `flingCount` flings down the list,
    /// each decelerating from `flingSpeed` as UIKit's scroll view does
    /// (`v·r^(1000t)`, r = `decelerationRate`), snapped to whole pixels.
    public static func scriptOffsets() -> [Double] {
        let k = -1000 * Glibc.log(decelerationRate)  // per second
        let distance = flingSpeed / k
        var offsets: [Double] = []
        for fling in 0..<flingCount {
            let start = Double(fling) * distance
            for frame in 0..<framesPerFling {
                let t = Double(frame) / frameRate
                offsets.append((start + distance * (1 - exp(-k * t))).rounded())
            }
        }
        return offsets
    }

    /// The visible rows of the list at `offset` (points) between the navigation bar and the
    /// frame's bottom.
    static func visibleRows(offset: Double) -> Range<Int> {
        let height = Double(frameSize.height) - barHeight
        let first = max(0, Int((offset / rowHeight).rounded(.down)))
        let last = min(rowCount, Int(((offset + height) / rowHeight).rounded(.up)))
        return first..<max(first, last)
    }

    /// One frame of the list at `offset` (points): the window's background, the bar and its
    /// title, then, inside the list's clip (its content offset noted), each visible row (cell,
    /// title, subtitle, separator) and the scroll indicator.
    public static func displayList(offset: Double, engine: TextEngine) -> DisplayList {
        let width = Double(frameSize.width), height = Double(frameSize.height)
        var list = DisplayList()
        list.fill(Rect(x: 0, y: 0, width: width, height: height), color: Color(white: 0.94))
        list.fill(Rect(x: 0, y: 0, width: width, height: barHeight), color: Color(white: 0.97))
        let titleStyle = TextStyle(font: Font(size: 17, weight: .bold))
        engine.draw(
            engine.layout("Rows", style: titleStyle), at: Point(x: width / 2 - 20, y: 32), color: .black,
            pixelsPerPoint: 1, into: &list)
        list.fill(Rect(x: 0, y: barHeight - 1, width: width, height: 1), color: Color(white: 0.7))
        let listRect = Rect(x: 0, y: barHeight, width: width, height: height - barHeight)
        // The list's content offset, as `LayerDisplayListBuilder` notes a scroll view's.
        list.contentOffsets[list.items.count] = Point(x: 0, y: offset)
        list.append(.pushClip(listRect))
        let rowTitle = TextStyle(font: Font(size: 17)), rowSubtitle = TextStyle(font: Font(size: 12))
        for row in visibleRows(offset: offset) {
            let y = barHeight + Double(row) * rowHeight - offset
            list.fill(Rect(x: 0, y: y, width: width, height: rowHeight), color: .white)
            engine.draw(
                engine.layout("Row \(row)", style: rowTitle), at: Point(x: 16, y: y + 4), color: .black,
                pixelsPerPoint: 1, into: &list)
            engine.draw(
                engine.layout("Subtitle of row \(row)", style: rowSubtitle), at: Point(x: 16, y: y + 25),
                color: Color(white: 0.45), pixelsPerPoint: 1, into: &list)
            list.fill(Rect(x: 16, y: y + rowHeight - 1, width: width - 16, height: 1), color: Color(white: 0.8))
        }
        // The indicator: its length the visible share of the content, its position the offset's.
        let contentHeight = Double(rowCount) * rowHeight
        let length = max(36, listRect.height * listRect.height / contentHeight)
        let travel = listRect.height - length
        let top = barHeight + travel * min(1, max(0, offset / (contentHeight - listRect.height)))
        list.fill(
            Rect(x: width - 6, y: top + 2, width: 3, height: length - 4), color: Color(white: 0, alpha: 0.35),
            cornerRadius: 1.5)
        list.append(.popClip)
        return list
    }
}
