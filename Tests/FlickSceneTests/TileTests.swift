import FlickScene
import XCTest

/// Every transition of `Tile.State` (diagram: Sources/FlickScene/Tiling/Tiling.docc/TileLifecycle.md).
final class TileTests: XCTestCase {
    let key = TileKey(level: 0, column: 1, row: 2)
    let fade = 0.25

    func testRequestedToDrawn() {
        var tile = Tile(key: key, generation: 1)
        XCTAssertEqual(tile.state, .requested)
        XCTAssertTrue(tile.isPending)
        XCTAssertTrue(tile.finishDrawing(Bitmap(width: 1, height: 1)))
        XCTAssertEqual(tile.state, .drawn)
        XCTAssertTrue(tile.isPending)
        XCTAssertNotNil(tile.bitmap)
    }

    func testDrawnToFadingInAndFadingInToShown() {
        var tile = Tile(key: key, generation: 1)
        _ = tile.finishDrawing(Bitmap(width: 1, height: 1))
        XCTAssertTrue(tile.upload(at: 10, fadeDuration: fade))
        XCTAssertEqual(tile.state, .fadingIn(start: 10))
        XCTAssertFalse(tile.isPending)
        XCTAssertEqual(tile.opacity(at: 10.125, fadeDuration: fade), 0.5, accuracy: 1e-12)
        tile.advance(to: 10.2, fadeDuration: fade)
        XCTAssertEqual(tile.state, .fadingIn(start: 10))
        tile.advance(to: 10.25, fadeDuration: fade)
        XCTAssertEqual(tile.state, .shown)
        XCTAssertEqual(tile.opacity(at: 10.25, fadeDuration: fade), 1)
    }

    func testDrawnToShownWithoutFade() {
        var tile = Tile(key: key, generation: 1)
        _ = tile.finishDrawing(Bitmap(width: 1, height: 1))
        XCTAssertTrue(tile.upload(at: 0, fadeDuration: 0))
        XCTAssertEqual(tile.state, .shown)
    }

    func testEventsInOtherStatesChangeNothing() {
        var tile = Tile(key: key, generation: 1)
        XCTAssertFalse(tile.upload(at: 0, fadeDuration: fade), "requested cannot upload")
        XCTAssertEqual(tile.opacity(at: 5, fadeDuration: fade), 0)
        tile.advance(to: 5, fadeDuration: fade)
        XCTAssertEqual(tile.state, .requested)
        _ = tile.finishDrawing(Bitmap(width: 1, height: 1))
        XCTAssertFalse(tile.finishDrawing(Bitmap(width: 1, height: 1)), "drawn twice")
        XCTAssertEqual(tile.opacity(at: 5, fadeDuration: fade), 0, "drawn but not uploaded: placeholder")
        _ = tile.upload(at: 0, fadeDuration: fade)
        XCTAssertFalse(tile.upload(at: 0, fadeDuration: fade))
        tile.advance(to: 1, fadeDuration: fade)
        XCTAssertFalse(tile.finishDrawing(Bitmap(width: 1, height: 1)))
        XCTAssertEqual(tile.state, .shown)
    }

    func testLeavingTheLiveSetReturnsTheBitmapFromAnyState() {
        var tile = Tile(key: key, generation: 1)
        XCTAssertNil(tile.takeBitmap(), "requested: nothing to return")
        _ = tile.finishDrawing(Bitmap(width: 3, height: 3))
        XCTAssertEqual(tile.takeBitmap()?.width, 3)
        XCTAssertNil(tile.bitmap)
    }
}
