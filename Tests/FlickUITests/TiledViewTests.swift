import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport
@testable import FlickUI
import XCTest

/// `TiledView` in a window: only the visible tiles are drawn, through the enclosing clip
/// and zoom, and they fade in over frames.
final class TiledViewTests: XCTestCase {
    /// A 400 × 300 window with a clipping 200 × 200 viewport at (100, 50) holding a
    /// 4096 × 4096 tiled view scrolled by `offset` and scaled by `zoom` (what a zooming
    /// scroll view does with its content).
    private func makeTree(offset: Point, zoom: Double) -> (Window, View, TiledView, SynchronousTileWorker) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let viewport = View(frame: Rect(x: 100, y: 50, width: 200, height: 200))
        viewport.clipsToBounds = true
        viewport.bounds = Rect(origin: offset, size: Size(width: 200, height: 200))
        let worker = SynchronousTileWorker { canvas, request in
            canvas.fill(request.contentRect, color: Color(white: 0.3))
        }
        let tiled = TiledView(frame: Rect(x: 0, y: 0, width: 4096, height: 4096), worker: worker, tileSize: 256)
        tiled.layer.anchorPoint = .zero
        tiled.layer.position = .zero
        tiled.transform = Transform3D(scaleX: zoom, y: zoom)
        viewport.addSubview(tiled)
        window.addSubview(viewport)
        return (window, viewport, tiled, worker)
    }

    func testOnlyTheVisibleTilesAreDrawnAtTheZoomsLevelOfDetail() throws {
        let (window, _, tiled, worker) = makeTree(offset: Point(x: 300, y: 300), zoom: 1)
        let first = window.displayList(at: 0)
        let visible = try XCTUnwrap(tiled.visibleContentRect)
        XCTAssertEqual(visible, Rect(x: 300, y: 300, width: 200, height: 200))
        XCTAssertEqual(tiled.zoomScale, 1)
        // Tiles 1…1 on each axis are visible (256…512), plus the keep-buffer of one.
        XCTAssertEqual(worker.drawnCount, tiled.tiledContent.counters.liveTiles)
        XCTAssertLessThanOrEqual(worker.drawnCount, 16, "not the 256 tiles of the whole content")
        XCTAssertGreaterThan(worker.drawnCount, 0)
        let textured = { (list: DisplayList) in
            list.items.filter { item in
                if case .quad(let q) = item, case .texture = q.fill { return true } else { return false }
            }.count
        }
        XCTAssertEqual(textured(first), 0, "uploaded at 0 s: still transparent")
        XCTAssertGreaterThan(textured(window.displayList(at: 0.1)), 0, "fading in")
        // After the fade every live tile is drawn opaque; no further drawing at rest.
        _ = window.displayList(at: 1)
        let drawn = worker.drawnCount
        _ = window.displayList(at: 2)
        XCTAssertEqual(worker.drawnCount, drawn)
        XCTAssertEqual(tiled.tiledContent.counters.pendingTiles, 0)
    }

    func testZoomingInPicksAFinerLevelForASmallerVisibleRect() throws {
        let (window, _, tiled, _) = makeTree(offset: .zero, zoom: 2)
        _ = window.displayList(at: 0)
        XCTAssertEqual(tiled.zoomScale, 2, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(tiled.visibleContentRect), Rect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertTrue(tiled.tiledContent.tiles.keys.allSatisfy { $0.level == 1 })
    }

    func testSetNeedsDisplayInARectRedrawsThoseTiles() {
        let (window, _, tiled, worker) = makeTree(offset: .zero, zoom: 1)
        _ = window.displayList(at: 0)
        let before = worker.drawnCount
        tiled.setNeedsDisplay(in: Rect(x: 10, y: 10, width: 10, height: 10))
        _ = window.displayList(at: 0.1)
        XCTAssertEqual(worker.drawnCount, before + 1, "one tile redrawn")
    }

    func testScrolledOutOfTheClipDrawsNothing() {
        let (window, viewport, tiled, worker) = makeTree(offset: Point(x: 5000, y: 5000), zoom: 1)
        _ = window.displayList(at: 0)
        XCTAssertNil(tiled.visibleContentRect)
        XCTAssertEqual(worker.drawnCount, 0)
        viewport.bounds = Rect(x: 0, y: 0, width: 200, height: 200)
        _ = window.displayList(at: 0.1)
        XCTAssertNotNil(tiled.visibleContentRect)
    }

    /// The zooming view of a scroll view: the scroll view's offset and zoom are all it
    /// needs (no wiring), a pinch picks finer tiles, and it settles once every tile is drawn,
    /// uploaded (`uploadsPerFrame` a frame) and faded in.
    func testInsideAZoomingScrollViewThePinchPicksTheTilesAndItSettles() throws {
        final class Zooming: ScrollViewDelegate {
            let view: View
            init(_ view: View) { self.view = view }
            func viewForZooming(in scrollView: ScrollView) -> View? { view }
        }
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let worker = SynchronousTileWorker { canvas, request in canvas.fill(request.contentRect, color: Color(white: 0.3)) }
        let tiled = TiledView(frame: Rect(x: 0, y: 0, width: 100_000, height: 100_000), worker: worker)
        tiled.uploadsPerFrame = 1
        let scroll = ScrollView(frame: window.bounds)
        scroll.addSubview(tiled)
        scroll.contentSize = tiled.bounds.size
        let delegate = Zooming(tiled)
        scroll.delegate = delegate
        scroll.minimumZoomScale = 0.5
        scroll.maximumZoomScale = 4
        scroll.contentOffset = Point(x: 1_000, y: 2_000)
        window.addSubview(scroll)
        /// Plays `frames`, then frames at 60 Hz to `end`, each drawn (the tiles are found then).
        func play(_ frames: [TouchFrame], until end: Double) {
            var time = max(window.currentTime, 0)
            for frame in frames {
                window.handle(frame)
                time = frame.time
                _ = window.displayList(at: time)
            }
            while time + 1.0 / 60 <= end + 1e-9 {
                time += 1.0 / 60
                window.advance(to: time)
                _ = window.displayList(at: time)
            }
        }
        play([], until: 1.0 / 60)
        XCTAssertEqual(try XCTUnwrap(tiled.visibleContentRect), Rect(x: 1_000, y: 2_000, width: 400, height: 300))
        XCTAssertEqual(tiled.tiledContent.counters.uploads, 1, "one upload a frame")
        XCTAssertFalse(tiled.isSettled(at: window.currentTime))
        // Two fingers 100 pt apart spread to 300 pt about the window's centre: 3×.
        var trace = TraceBuilder(start: 1)
        trace.down([(0, Point(x: 150, y: 150)), (1, Point(x: 250, y: 150))])
        trace.move([0, 1], duration: 0.4) { finger, start, t in start + Point(x: (finger == 0 ? -100 : 100) * t, y: 0) }
        trace.up([0, 1])
        play(trace.frames, until: trace.time + 2)
        let zoom = scroll.zoomScale
        XCTAssertGreaterThan(zoom, 2.5)
        XCTAssertEqual(tiled.zoomScale, zoom, accuracy: 1e-9)
        let visible = try XCTUnwrap(tiled.visibleContentRect)
        XCTAssertEqual(visible.origin.x, scroll.bounds.origin.x / zoom, accuracy: 1e-6, "what is shown")
        XCTAssertEqual(visible.width, 400 / zoom, accuracy: 1e-6)
        XCTAssertTrue(tiled.tiledContent.tiles.keys.allSatisfy { $0.level == 1 }, "2 ≤ zoom < 4: level 1")
        XCTAssertTrue(tiled.isSettled(at: window.currentTime), "every tile drawn and faded in")
        XCTAssertEqual(tiled.uploadsPerFrame, 1)
    }
}
