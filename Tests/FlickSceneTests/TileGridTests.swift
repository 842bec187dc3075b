import FlickInput
import FlickScene
import XCTest

/// Sizes no screen has never make the tile arithmetic trap.
final class TileGridTests: XCTestCase {
    func testHugeContentAndViewportsSaturateInsteadOfTrapping() {
        let grid = TileGrid(contentSize: Size(width: 1e308, height: .infinity))
        XCTAssertEqual(grid.gridSize(level: 2).columns, Int.saturatingLimit)
        XCTAssertEqual(grid.gridSize(level: 2).rows, Int.saturatingLimit)
        XCTAssertEqual(grid.liveTileBound(viewport: Size(width: 1e308, height: 1e308)), Int.max)
        XCTAssertEqual(grid.liveTileBound(viewport: Size(width: 1280, height: 800)), (5 + 1 + 2) * (4 + 1 + 2))
        // A window-sized view far out in that content meets a handful of tiles.
        let far = Rect(x: 1e200, y: 1e200, width: 1280, height: 800)
        let tiles = grid.liveTiles(visible: far, zoom: 1)
        XCTAssertLessThanOrEqual(tiles.count, grid.liveTileBound(viewport: far.size))
        XCTAssertEqual(grid.level(forZoom: 5e-324), TileGrid.lowestLevel)
        XCTAssertEqual(grid.level(forZoom: .nan), grid.maximumLevel)
    }
}
