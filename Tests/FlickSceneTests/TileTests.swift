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

    func testLeavingTheLiveSetReturnsEveryBitmapFromAnyState() {
        var tile = Tile(key: key, generation: 1)
        XCTAssertTrue(tile.takeBitmaps().isEmpty, "requested: nothing to return")
        _ = tile.finishDrawing(Bitmap(width: 3, height: 3))
        XCTAssertEqual(tile.takeBitmaps().map(\.width), [3])
        XCTAssertNil(tile.bitmap)
        var redrawn = shownTile()
        redrawn.invalidate(generation: 2)
        _ = redrawn.finishDrawing(Bitmap(width: 5, height: 5))
        XCTAssertEqual(redrawn.takeBitmaps().map(\.width).sorted(), [2, 5], "old and replacement")
    }

    func shownTile() -> Tile {
        var tile = Tile(key: key, generation: 1)
        _ = tile.finishDrawing(Bitmap(width: 2, height: 2))
        _ = tile.upload(at: 0, fadeDuration: 0)
        return tile
    }

    func testShownToRedrawingToRedrawnToShownKeepsTheOldPixelsUntilTheUpload() {
        var tile = shownTile()
        let old = tile.bitmap
        tile.invalidate(generation: 7)
        XCTAssertEqual(tile.state, .redrawing)
        XCTAssertEqual(tile.generation, 7)
        XCTAssertTrue(tile.isPending)
        XCTAssertEqual(tile.opacity(at: 0, fadeDuration: fade), 1, "old pixels stay opaque")
        XCTAssertFalse(tile.upload(at: 0, fadeDuration: fade), "nothing new to upload yet")
        XCTAssertTrue(tile.finishDrawing(Bitmap(width: 4, height: 4)))
        XCTAssertEqual(tile.state, .redrawn)
        XCTAssertEqual(tile.bitmap, old)
        XCTAssertFalse(tile.finishDrawing(Bitmap(width: 4, height: 4)))
        tile.advance(to: 10, fadeDuration: fade)
        XCTAssertEqual(tile.state, .redrawn)
        XCTAssertTrue(tile.upload(at: 1, fadeDuration: fade))
        XCTAssertEqual(tile.state, .shown, "swapped at upload, no fade over the old pixels")
        XCTAssertEqual(tile.bitmap?.width, 4)
        XCTAssertEqual(tile.takeRetiredBitmaps().map(\.width), [2])
        XCTAssertTrue(tile.takeRetiredBitmaps().isEmpty)
    }

    func testFadingInToRedrawing() {
        var tile = Tile(key: key, generation: 1)
        _ = tile.finishDrawing(Bitmap(width: 2, height: 2))
        _ = tile.upload(at: 0, fadeDuration: fade)
        tile.invalidate(generation: 2)
        XCTAssertEqual(tile.state, .redrawing)
    }

    func testRedrawnToRedrawingRetiresTheUnshownReplacement() {
        var tile = shownTile()
        tile.invalidate(generation: 2)
        _ = tile.finishDrawing(Bitmap(width: 4, height: 4))
        tile.invalidate(generation: 3)
        XCTAssertEqual(tile.state, .redrawing)
        XCTAssertNil(tile.replacement)
        XCTAssertEqual(tile.takeRetiredBitmaps().map(\.width), [4])
        XCTAssertEqual(tile.bitmap?.width, 2)
    }

    func testDrawnToRequestedAndRequestedOrRedrawingOnlyRenewTheGeneration() {
        var tile = Tile(key: key, generation: 1)
        tile.invalidate(generation: 2)
        XCTAssertEqual(tile.state, .requested)
        XCTAssertEqual(tile.generation, 2)
        _ = tile.finishDrawing(Bitmap(width: 3, height: 3))
        tile.invalidate(generation: 3)
        XCTAssertEqual(tile.state, .requested, "drawn but not shown: draw again")
        XCTAssertNil(tile.bitmap)
        XCTAssertEqual(tile.takeRetiredBitmaps().map(\.width), [3])
        var redrawing = shownTile()
        redrawing.invalidate(generation: 4)
        redrawing.invalidate(generation: 5)
        XCTAssertEqual(redrawing.state, .redrawing)
        XCTAssertEqual(redrawing.generation, 5)
    }
}
