import FlickAnimation
import FlickInput
import FlickScene
import FlickTesting
import FlickUI
import Foundation
import XCTest

/// The image comparison, the snapshot strategy's diffing and a view's image cut from the window.
final class ImageDifferenceTests: XCTestCase {
    private func bitmap(_ fill: RGBA8, width: Int = 10, height: Int = 10) -> Bitmap {
        Bitmap(width: width, height: height, fill: fill)
    }

    func testDifferencesWithinTheToleranceCountAsEqual() {
        let grey = RGBA8(red: 100, green: 100, blue: 100, alpha: 255)
        var nearly = bitmap(grey)
        nearly.withUnsafeMutablePixels { $0[0] = 102 }
        XCTAssertEqual(ImageDifference(expected: bitmap(grey), actual: nearly).differingPixels, 0)
        nearly.withUnsafeMutablePixels { $0[4] = 110 }
        let difference = ImageDifference(expected: bitmap(grey), actual: nearly)
        XCTAssertEqual(difference.differingPixels, 1)
        XCTAssertEqual(difference.largestChannelDifference, 10)
        XCTAssertEqual(difference.image[1, 0], RGBA8(red: 255, green: 0, blue: 0, alpha: 128))
        XCTAssertEqual(ImageDifference.allowedPixels(width: 100, height: 100), 10)
    }

    func testTheDiffingRoundTripsPNGAndReportsMismatches() throws {
        let diffing = Diffing<Bitmap>.image()
        let red = bitmap(RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        let decoded = diffing.fromData(diffing.toData(red))
        XCTAssertEqual(decoded.pixels, red.pixels)
        XCTAssertNil(diffing.diffV2(red, decoded))
        let blue = bitmap(RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
        let message = try XCTUnwrap(diffing.diffV2(red, blue)?.0)
        XCTAssertTrue(
            message.hasPrefix("100 pixels differ by more than 2 (allowed 0); largest channel difference 255"), message)
        XCTAssertEqual(
            diffing.diffV2(red, bitmap(RGBA8(red: 255, green: 0, blue: 0, alpha: 255), width: 5))?.0,
            "size 5x10, reference 10x10")
        XCTAssertEqual(diffing.fromData(Data("not a PNG".utf8)).width, 0, "an unreadable reference matches nothing")
    }

    func testAViewsImageIsCutFromTheWindow() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 80))
        let box = View(frame: Rect(x: 10, y: 20, width: 30, height: 40))
        box.backgroundColor = Color(red: 1, green: 0, blue: 0)
        window.addSubview(box)
        let tester = WindowTester(window: window)
        let image = try tester.image(of: box)
        XCTAssertEqual([image.width, image.height], [30, 40])
        XCTAssertEqual(image[0, 0], RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        XCTAssertEqual(image[29, 39], RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        let whole = try tester.image(scale: 2)
        XCTAssertEqual([whole.width, whole.height], [200, 160])
        XCTAssertEqual(whole[19, 39], RGBA8(red: 255, green: 255, blue: 255, alpha: 255), "white beside the box")
        XCTAssertEqual(whole[20, 40], RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        box.frame = Rect(x: 200, y: 0, width: 10, height: 10)
        XCTAssertThrowsError(try tester.image(of: box)) { error in
            XCTAssertTrue("\(error)".contains("lies outside the window"), "\(error)")
        }
    }
}
