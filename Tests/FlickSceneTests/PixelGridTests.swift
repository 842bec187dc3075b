import FlickAnimation
import FlickInput
@testable import FlickScene
import XCTest

final class PixelGridTests: XCTestCase {
    private let container = Rect(x: 0, y: 0, width: 44, height: 44)
    private let icon = Size(width: 29, height: 29)

    func testCentringTwentyNineInFortyFourAtTwoX() {
        let grid = PixelGrid(scale: 2)
        let rect = grid.centered(icon, in: container)
        XCTAssertEqual(rect, Rect(x: 7.5, y: 7.5, width: 29, height: 29)) // 15 device pixels: exact
        XCTAssertTrue(grid.isAligned(rect.minX))
        XCTAssertTrue(grid.isAligned(rect.maxX))
    }

    func testCentringTwentyNineInFortyFourAtOneX() {
        let grid = PixelGrid(scale: 1)
        let rect = grid.centered(icon, in: container)
        XCTAssertEqual(rect, Rect(x: 8, y: 8, width: 29, height: 29)) // nearest pixel, size kept
        XCTAssertTrue(grid.isAligned(rect.minX))
        XCTAssertFalse(grid.isAligned(7.5))
        // Not CGRectIntegral's answer, which grows the image to 30 points.
        XCTAssertNotEqual(rect.width, 30)
    }

    func testSnappingFractionalPositionsAtBothScales() {
        let one = PixelGrid(scale: 1), two = PixelGrid(scale: 2)
        XCTAssertEqual(one.snap(10.3), 10)
        XCTAssertEqual(two.snap(10.3), 10.5)
        XCTAssertEqual(two.snap(10.2), 10)
        XCTAssertEqual(two.snap(-0.25), 0) // ties go up
        XCTAssertEqual(one.snapEdges(Rect(x: 0.4, y: 0.6, width: 10.2, height: 10)),
                       Rect(x: 0, y: 1, width: 11, height: 10))
        XCTAssertEqual(two.snapEdges(Rect(x: 0.4, y: 0.6, width: 10.2, height: 10)),
                       Rect(x: 0.5, y: 0.5, width: 10, height: 10))
    }

    func testRenderItemSnapsOnlyPlainTranslations() throws {
        let root = Layer(), icon = Layer(), tilted = Layer()
        root.frame = container
        icon.frame = Rect(x: 7.5, y: 7.5, width: 29, height: 29)
        tilted.frame = Rect(x: 7.5, y: 7.5, width: 29, height: 29)
        tilted.transform = Transform3D(rotationAngle: 0.1, x: 0, y: 0, z: 1)
        root.addSublayer(icon)
        root.addSublayer(tilted)
        let items = root.flattenedForRendering(at: 0)
        let at1x = try XCTUnwrap(items[1].pixelAlignedTransform(scale: 1).project(.zero))
        let at2x = try XCTUnwrap(items[1].pixelAlignedTransform(scale: 2).project(.zero))
        XCTAssertEqual(at1x, Point(x: 8, y: 8))
        XCTAssertEqual(at2x, Point(x: 7.5, y: 7.5))
        XCTAssertEqual(items[2].pixelAlignedTransform(scale: 1), items[2].transform)
    }
}
