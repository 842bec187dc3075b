import FlickInput
import FlickRuntime
import XCTest

/// The panel mapped onto the window's place on its output.
final class PanelPlacementTests: XCTestCase {
    func testFillingIsTheIdentity() {
        let placement = PanelPlacement.filling(Size(width: 1280, height: 800))
        XCTAssertTrue(placement.isIdentity)
        XCTAssertEqual(placement.contentPoint(Point(x: 12, y: 34)), Point(x: 12, y: 34))
    }

    func testAWindowOnTheOutputGetsTouchesRelativeToItsOrigin() {
        // A 800x600 window at (100, 50) on a 1920x1080 output the panel covers.
        let placement = PanelPlacement(outputSize: Size(width: 1920, height: 1080),
                                       contentFrame: Rect(x: 100, y: 50, width: 800, height: 600),
                                       contentSize: Size(width: 800, height: 600))
        XCTAssertEqual(placement.contentPoint(Point(x: 100, y: 50)), Point(x: 0, y: 0))
        XCTAssertEqual(placement.contentPoint(Point(x: 900, y: 650)), Point(x: 800, y: 600))
        let frame = TouchFrame(time: 1, touches: [Touch(id: 1, location: Point(x: 500, y: 350), phase: .began)])
        XCTAssertEqual(placement.place(frame).touches[0].location, Point(x: 400, y: 300))
    }

    func testLetterboxedContentIsScaledAndCentred() {
        // 1280x800 content in a 1920x1080 full-screen window: scale 1.35, bars left and right.
        let placement = PanelPlacement.letterboxed(Size(width: 1280, height: 800),
                                                   in: Rect(x: 0, y: 0, width: 1920, height: 1080),
                                                   outputSize: Size(width: 1920, height: 1080))
        XCTAssertEqual(placement.contentFrame.width, 1728, accuracy: 1e-9)
        XCTAssertEqual(placement.contentFrame.minX, 96, accuracy: 1e-9)
        let centre = placement.contentPoint(Point(x: 960, y: 540))
        XCTAssertEqual(centre.x, 640, accuracy: 1e-9)
        XCTAssertEqual(centre.y, 400, accuracy: 1e-9)
        let corner = placement.contentPoint(Point(x: 96, y: 0))
        XCTAssertEqual(corner.x, 0, accuracy: 1e-9)
        XCTAssertEqual(corner.y, 0, accuracy: 1e-9)
    }
}
