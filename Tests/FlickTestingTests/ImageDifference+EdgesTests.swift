import FlickScene
import FlickTesting
import XCTest

/// `ImageDifference.pixelsOffEdges`: an edge a pixel apart or blended counts nothing, a missing
/// item counts in full.
final class ImageDifferenceEdgesTests: XCTestCase {
    private let white = RGBA8(red: 255, green: 255, blue: 255, alpha: 255)
    private let blue = RGBA8(red: 0, green: 0, blue: 255, alpha: 255)

    /// A 20 × 20 white image with a blue square from (`x0`, `y0`) to (`x1`, `y1`), exclusive.
    private func square(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, colour: RGBA8? = nil) -> Bitmap {
        var b = Bitmap(width: 20, height: 20, fill: white)
        for y in y0..<y1 { for x in x0..<x1 { b[x, y] = colour ?? blue } }
        return b
    }

    func testAnEdgeOnePixelApartOrBlendedIsOnTheEdge() {
        let expected = square(5, 5, 15, 15)
        let shifted = square(5, 5, 16, 15)
        XCTAssertEqual(ImageDifference(expected: expected, actual: shifted).differingPixels, 10)
        XCTAssertEqual(ImageDifference.pixelsOffEdges(expected: expected, actual: shifted), 0)
        var blended = expected
        for y in 5..<15 { blended[15, y] = RGBA8(red: 128, green: 128, blue: 255, alpha: 255) }
        XCTAssertEqual(ImageDifference.pixelsOffEdges(expected: expected, actual: blended), 0)
    }

    func testAMissingOrMiscolouredItemCountsInFull() {
        let expected = square(5, 5, 15, 15)
        let missing = Bitmap(width: 20, height: 20, fill: white)
        // Only the square's inner 8 × 8 pixels have no white neighbour.
        XCTAssertEqual(ImageDifference.pixelsOffEdges(expected: expected, actual: missing), 64)
        let red = square(5, 5, 15, 15, colour: RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        XCTAssertEqual(ImageDifference.pixelsOffEdges(expected: expected, actual: red), 100)
    }
}
