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
}
