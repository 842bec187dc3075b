import FlickRender
import FlickScene
import FlickTestSupport
import Foundation
import XCTest

/// The golden-image compare itself (FlickTestSupport's `GoldenImage`).
final class GoldenCompareTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("flick-goldens-\(getpid())-\(name.hashValue)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testMissingGoldenIsRecordedThenMatched() throws {
        let image = Bitmap(width: 8, height: 8, fill: RGBA8(red: 10, green: 20, blue: 30, alpha: 255))
        guard ProcessInfo.processInfo.environment["FLICK_RECORD_GOLDENS"] != "1" else { throw XCTSkip("recording") }
        let first = try GoldenImage.compare(image, named: "g", in: directory)
        XCTAssertEqual(first, .recorded(path: directory.appendingPathComponent("g.png").path))
        XCTAssertEqual(try GoldenImage.compare(image, named: "g", in: directory), .matched)
    }

    func testSmallDifferencesPassAndLargeOnesWriteActualAndDiff() throws {
        guard ProcessInfo.processInfo.environment["FLICK_RECORD_GOLDENS"] != "1" else { throw XCTSkip("recording") }
        var image = Bitmap(width: 40, height: 40, fill: RGBA8(red: 100, green: 100, blue: 100, alpha: 255))
        _ = try GoldenImage.compare(image, named: "g", in: directory)
        image[3, 3] = RGBA8(red: 102, green: 98, blue: 100, alpha: 255) // within the channel tolerance
        XCTAssertEqual(try GoldenImage.compare(image, named: "g", in: directory), .matched)
        for x in 0..<10 { image[x, 5] = RGBA8(red: 200, green: 0, blue: 0, alpha: 255) }
        let outcome = try GoldenImage.compare(image, named: "g", in: directory)
        guard case .mismatched(let reason, let actualPath, let diffPath) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertTrue(reason.contains("10 pixels"), reason)
        XCTAssertTrue(actualPath.hasSuffix("g.actual.png"))
        XCTAssertTrue(diffPath.hasSuffix("g.diff.png"))
        XCTAssertEqual(try ImageCodec.read(contentsOf: URL(fileURLWithPath: actualPath)), image)
        let diff = try ImageCodec.read(contentsOf: URL(fileURLWithPath: diffPath))
        XCTAssertEqual(diff[4, 5].red, 255)
        XCTAssertEqual(diff[4, 5].green, 0)
        XCTAssertEqual(diff[4, 6].red, diff[4, 6].green, "unchanged pixels are grey")
        // A size change is a mismatch too.
        let other = try GoldenImage.compare(Bitmap(width: 4, height: 4), named: "g", in: directory)
        guard case .mismatched(let sizeReason, _, _) = other else { return XCTFail("\(other)") }
        XCTAssertTrue(sizeReason.contains("size"))
    }
}
