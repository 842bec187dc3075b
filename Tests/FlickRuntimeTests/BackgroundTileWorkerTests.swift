import FlickInput
import FlickRuntime
import FlickScene
import FlickTestSupport
import XCTest

final class BackgroundTileWorkerTests: XCTestCase {
    static let paint = TilePaint.byPosition

    func testBackgroundWorkerDrawsOffTheCallingThread() {
        let worker = BackgroundTileWorker(draw: Self.paint)
        let grid = TileGrid(contentSize: Size(width: 1024, height: 1024), keepBuffer: 0)
        var content = TiledContent(grid: grid)
        worker.submit(content.update(visible: Rect(x: 0, y: 0, width: 600, height: 300), zoom: 1))
        worker.waitUntilIdle()
        let results = worker.takeFinished()
        XCTAssertEqual(results.count, 6)
        content.receive(results)
        XCTAssertTrue(content.tiles.values.allSatisfy { $0.state == .drawn })
        XCTAssertTrue(worker.takeFinished().isEmpty)
    }
}
