import FlickInput
import FlickScene
import XCTest

@testable import FlickRender

/// Where a bitmap is opaque (`BitmapOpacityGrid`): cells with a translucent texel, or one next
/// to them, are not.
final class BitmapOpacityGridTests: XCTestCase {
    /// A card of `width × height` texels with transparent rounded corners of `radius` texels
    /// (an anti-aliased edge) and opaque colours inside.
    static func card(width: Int = 240, height: Int = 160, radius: Double = 24) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let cx = min(max(Double(x) + 0.5, radius), Double(width) - radius)
                let cy = min(max(Double(y) + 0.5, radius), Double(height) - radius)
                let outside = Point(x: Double(x) + 0.5, y: Double(y) + 0.5).distance(to: Point(x: cx, y: cy)) - radius + 0.5
                let alpha = UInt8((255 * min(1, max(0, 1 - outside))).rounded())
                bitmap[x, y] = RGBA8(red: UInt8((x * 7) % 256), green: UInt8((y * 11) % 256), blue: 180, alpha: alpha)
            }
        }
        return bitmap
    }

    func testACardIsOpaqueInsideAndNotAtItsCorners() {
        let grid = BitmapOpacityGrid(bitmap: Self.card())
        XCTAssertEqual(grid.columns, BitmapOpacityGrid.cellsPerSide)
        XCTAssertTrue(grid.hasOpaqueCells)
        XCTAssertTrue(grid.isOpaque(u0: 0.3, v0: 0.3, u1: 0.7, v1: 0.7), "the middle")
        XCTAssertTrue(grid.isOpaque(u0: 0, v0: 0.4, u1: 1, v1: 0.6), "a band across between the corners")
        XCTAssertFalse(grid.isOpaque(u0: 0, v0: 0, u1: 0.05, v1: 0.05), "a corner")
        XCTAssertFalse(grid.isOpaque(u0: 0.4, v0: 0.4, u1: 1, v1: 1), "reaching a corner")
        XCTAssertFalse(grid.isOpaque(u0: 0, v0: 0, u1: 1, v1: 1), "the whole card")
    }

    func testOneTranslucentTexelClosesItsCellAndTheCellsItsNeighboursLieIn() {
        var bitmap = Bitmap(width: 64, height: 64)
        for y in 0..<64 { for x in 0..<64 { bitmap[x, y] = RGBA8(red: 1, green: 2, blue: 3, alpha: 255) } }
        // Texel 16 starts cell 8 (two texels a cell): its left neighbour, texel 15, is in cell 7.
        bitmap[16, 40] = RGBA8(red: 1, green: 2, blue: 3, alpha: 254)
        let grid = BitmapOpacityGrid(bitmap: bitmap)
        XCTAssertFalse(grid.isOpaque(u0: 0.25, v0: 0.625, u1: 0.25, v1: 0.625))
        XCTAssertFalse(grid.isOpaque(u0: 14.5 / 64, v0: 0.625, u1: 14.5 / 64, v1: 0.625), "the neighbour's cell")
        XCTAssertTrue(grid.isOpaque(u0: 0.5, v0: 0.1, u1: 0.9, v1: 0.3))
        var glass = Bitmap(width: 8, height: 8)
        for y in 0..<8 { for x in 0..<8 { glass[x, y] = RGBA8(red: 9, green: 9, blue: 9, alpha: 200) } }
        XCTAssertFalse(BitmapOpacityGrid(bitmap: glass).hasOpaqueCells)
    }
}
