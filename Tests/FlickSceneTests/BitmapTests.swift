import FlickAnimation
import FlickScene
import XCTest

final class BitmapTests: XCTestCase {
    func testPixelsAreRGBAStraightRowMajor() {
        var b = Bitmap(width: 3, height: 2)
        b[2, 1] = RGBA8(red: 10, green: 20, blue: 30, alpha: 40)
        XCTAssertEqual(Array(b.pixels[(1 * 3 + 2) * 4..<(1 * 3 + 2) * 4 + 4]), [10, 20, 30, 40])
        XCTAssertEqual(b[2, 1].alpha, 40)
    }

    func testCopiesKeepIdentityAndEveryMutationRenewsTheVersion() {
        var a = Bitmap(width: 2, height: 2)
        let other = Bitmap(width: 2, height: 2)
        XCTAssertNotEqual(a.identity, other.identity)
        var b = a
        XCTAssertEqual(a.identity, b.identity)
        let v0 = a.version
        a.fill(RGBA8(red: 1, green: 2, blue: 3, alpha: 4))
        b[0, 0] = .clear
        XCTAssertNotEqual(a.version, v0)
        XCTAssertNotEqual(b.version, v0)
        XCTAssertNotEqual(a.version, b.version, "diverged copies never share a version")
    }

    func testWrongByteCountIsRejected() {
        XCTAssertNil(Bitmap(width: 2, height: 2, pixels: [0, 0, 0]))
        XCTAssertNotNil(Bitmap(width: 1, height: 1, pixels: [1, 2, 3, 4]))
    }

    func testColorConversionRounds() {
        XCTAssertEqual(RGBA8(Color(red: 1, green: 0.5, blue: 0, alpha: 0.25)),
                       RGBA8(red: 255, green: 128, blue: 0, alpha: 64))
    }
}
