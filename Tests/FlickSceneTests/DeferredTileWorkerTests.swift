import FlickAnimation
import FlickInput
import FlickScene
import XCTest

final class DeferredTileWorkerTests: XCTestCase {
    func testRequestsWaitForDrawPendingAndThenShowInTheNextFrame() {
        let grid = TileGrid(contentSize: Size(width: 2048, height: 2048), keepBuffer: 0)
        var content = TiledContent(grid: grid, uploadsPerFrame: 100)
        let worker = DeferredTileWorker(draw: TiledContentTests.paint)
        let visible = TiledContent.visibleRect(offset: .zero, zoom: 1, viewport: Size(width: 512, height: 256))
        var items = content.frame(visible: visible, zoom: 1, at: 0, worker: worker, contentToWindow: .identity)
        XCTAssertEqual(worker.pendingCount, 2)
        XCTAssertEqual(worker.drawnCount, 0)
        XCTAssertEqual(content.counters.pendingTiles, 2)
        XCTAssertTrue(items.allSatisfy { if case .quad(let q) = $0, case .color = q.fill { true } else { false } },
                      "placeholders only")
        XCTAssertEqual(worker.takeFinished().count, 0)
        worker.drawPending()
        XCTAssertEqual(worker.pendingCount, 0)
        XCTAssertEqual(worker.drawnCount, 2)
        items = content.frame(visible: visible, zoom: 1, at: 1.0 / 60, worker: worker, contentToWindow: .identity)
        XCTAssertEqual(content.counters.pendingTiles, 0)
        XCTAssertEqual(content.counters.uploads, 2, "both tiles start fading in")
        items = content.displayItems(contentToWindow: .identity, at: 0.1)
        XCTAssertTrue(items.contains { if case .quad(let q) = $0, case .texture = q.fill { true } else { false } })
    }
}
