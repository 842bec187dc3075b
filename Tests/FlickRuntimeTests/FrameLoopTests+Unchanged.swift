import FlickAnimation
import FlickInput
import FlickRender
import FlickRuntime
import FlickScene
import FlickUI
import XCTest

/// A frame whose layers did not change builds no display list and draws and presents nothing
/// (`FrameLoopConfiguration.skipsUnchangedFrames`), replayed through a real window on a
/// manual clock into SDL's software renderer.
final class FrameLoopUnchangedTests: XCTestCase {
    private static let size = Size(width: 320, height: 240)

    /// A window whose scroll view holds stripes of changing colour, so every scrolled pixel
    /// row shows.
    private func makeWindow() -> (Window, ScrollView) {
        let window = Window(frame: Rect(origin: .zero, size: Self.size))
        let scroll = ScrollView(frame: Rect(origin: .zero, size: Self.size))
        scroll.contentSize = Size(width: Self.size.width, height: 6000)
        for index in 0..<200 {
            let stripe = View(frame: Rect(x: 0, y: Double(index) * 30, width: Self.size.width, height: 29))
            stripe.backgroundColor = Color(red: Double(index % 7) / 7, green: Double(index % 5) / 5, blue: 0.5)
            scroll.addSubview(stripe)
        }
        window.addSubview(scroll)
        return (window, scroll)
    }

    /// A white XRGB headless target of the window's size.
    private static func makeRenderer() throws -> SDLFrameRenderer {
        try SDLFrameRenderer.headless(
            width: Int(size.width), height: Int(size.height), opaque: true, background: Color(white: 1))
    }

    /// 60 Hz, skipping unchanged frames as an application does.
    private static var skipping: FrameLoopConfiguration {
        var configuration = FrameLoopConfiguration(rate: 60)
        configuration.skipsUnchangedFrames = true
        return configuration
    }

    /// One fling up at 2000 pt/s.
    private func fling(at start: Double) -> [TouchFrame] {
        ScriptedDrag.flicks(
            start: start, duration: 0.05 + 2 / 120.0, period: 1, rate: 120,
            from: Point(x: 160, y: 200), travel: Point(x: 0, y: -100), flickDuration: 0.05)
    }

    func testFramesAfterAFlingComesToRestDrawNothingAndShowWhatAFullRebuildShows() throws {
        let (window, scroll) = makeWindow()
        let clock = ManualFrameClock(start: 10)
        let renderer = try Self.makeRenderer()
        let configuration = Self.skipping
        let loop = FrameLoop(
            work: WindowFrameWork(window: window), renderer: renderer, clock: clock,
            inputs: [ReplayInputSource(fling(at: 10.1))], configuration: configuration)
        var offsets: [Double] = [], idle: [Int] = [], drawn: [Int] = [], settled: [Bool] = []
        for _ in 0..<360 {
            loop.run(frames: 1)
            // What is shown: the offset snapped to pixels (a step under half a pixel shows nothing new).
            offsets.append(scroll.bounds.origin.y)
            idle.append(loop.idleFrames)
            drawn.append(renderer.renderer.counters.frames)
            settled.append(!scroll.isMoving)
        }
        XCTAssertGreaterThan(offsets.max() ?? 0, 300, "the fling scrolled")
        let moving = offsets.indices.dropFirst().filter { offsets[$0] != offsets[$0 - 1] }
        // At rest once the offset stopped and the scroll indicators faded out.
        let stopped = try XCTUnwrap(moving.last) + 1
        let rest = try XCTUnwrap(settled.indices.first { $0 >= stopped && settled[$0] })
        XCTAssertLessThan(rest, 330, "the fling came to rest within the run")
        XCTAssertLessThan(rest - stopped, 60, "the indicators fade out within a second")
        for frame in (rest + 1)..<offsets.count {
            XCTAssertEqual(idle[frame], idle[frame - 1] + 1, "frame \(frame) at rest is idle")
            XCTAssertEqual(drawn[frame], drawn[frame - 1], "frame \(frame) at rest draws nothing")
        }
        for frame in moving {
            XCTAssertEqual(idle[frame], idle[frame - 1], "frame \(frame) scrolled: it is drawn")
        }
        // What is on screen is what a renderer drawing the whole list now shows.
        let fresh = try Self.makeRenderer()
        fresh.render(window.displayList(at: clock.now()), at: clock.now())
        XCTAssertEqual(try renderer.snapshot(), try fresh.snapshot())
    }

    func testAChangeAfterRestIsDrawnInItsFrame() throws {
        let (window, _) = makeWindow()
        let clock = ManualFrameClock(start: 10)
        let renderer = try Self.makeRenderer()
        let configuration = Self.skipping
        let work = WindowFrameWork(window: window)
        let badge = View(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        badge.backgroundColor = Color(red: 1, green: 0, blue: 0)
        var frames = 0
        work.onFrame = { _ in
            frames += 1
            if frames == 30 { window.addSubview(badge) }
            if frames == 40 { badge.isHidden = true }
        }
        let loop = FrameLoop(work: work, renderer: renderer, clock: clock, configuration: configuration)
        loop.run(frames: 29)
        XCTAssertEqual(loop.idleFrames, 28, "only the first frame draws a window at rest")
        loop.run(frames: 1)
        XCTAssertEqual(loop.idleFrames, 28, "the frame that added a view draws it")
        XCTAssertEqual(try renderer.snapshot()[20, 20], RGBA8(Color(red: 1, green: 0, blue: 0)))
        loop.run(frames: 9)
        XCTAssertEqual(loop.idleFrames, 37)
        loop.run(frames: 1)
        XCTAssertEqual(loop.idleFrames, 37, "hiding it is a change too")
        XCTAssertNotEqual(try renderer.snapshot()[20, 20], RGBA8(Color(red: 1, green: 0, blue: 0)))
    }
}

extension FrameLoopUnchangedTests {
    func testTheCostKeyOfAWindowAtRestIsReusedUntilALayerChanges() {
        let window = Window(frame: Rect(origin: .zero, size: Self.size))
        let panel = View(frame: Rect(origin: .zero, size: Self.size))
        window.addSubview(panel)
        let work = WindowFrameWork(window: window)
        _ = work.makeDisplayList(at: 1)
        let resting = work.frameCostKey
        XCTAssertEqual(work.frameCostKey, resting)
        // Changed and prepared again with no read in between: the key is walked anew.
        panel.isHidden = true
        _ = work.makeDisplayList(at: 2)
        XCTAssertFalse(window.layer.hasChangesInSubtree)
        XCTAssertNotEqual(work.frameCostKey, resting, "the large view is gone")
        XCTAssertEqual(work.frameCostKey, WindowFrameWork(window: window).frameCostKey)
    }
}
