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

    func testAWriteToABitmapNeverShowsThroughACopy() {
        let red = RGBA8(red: 255, green: 0, blue: 0, alpha: 255)
        var original = Bitmap(width: 3, height: 2, fill: red)
        let copy = original
        original[1, 1] = .clear
        XCTAssertEqual(copy[1, 1], red, "a pixel set")
        var second = original
        second.fill(.clear)
        XCTAssertEqual(original[0, 0], red, "a fill")
        let third = second
        second.withUnsafeMutablePixels { $0[0] = 7 }
        XCTAssertEqual(third[0, 0], .clear, "a write through the bytes")
        XCTAssertEqual(second[0, 0].red, 7)
        XCTAssertEqual(copy, Bitmap(width: 3, height: 2, fill: red))
        XCTAssertNil(copy.pageLog)
    }

    func testAWriteToABitmapHeldOnceCopiesNothing() {
        var b = Bitmap(width: 2, height: 2)
        let before = b.pixels.withUnsafeBytes { UInt(bitPattern: $0.baseAddress) }
        b[1, 1] = RGBA8(red: 1, green: 2, blue: 3, alpha: 4)
        b.fill(.clear)
        XCTAssertEqual(b.pixels.withUnsafeBytes { UInt(bitPattern: $0.baseAddress) }, before)
    }

    func testPixelsReadAsTheirBytesAndCompareByValue() {
        let a = Bitmap(width: 1, height: 1, pixels: [1, 2, 3, 4])!
        XCTAssertEqual(Array(a.pixels), [1, 2, 3, 4])
        XCTAssertEqual(a.pixels.count, 4)
        XCTAssertEqual(a.pixels[3], 4)
        XCTAssertEqual(a.pixels, Bitmap(width: 1, height: 1, pixels: [1, 2, 3, 4])!.pixels)
        XCTAssertNotEqual(a.pixels, Bitmap(width: 1, height: 1, pixels: [1, 2, 3, 5])!.pixels)
        XCTAssertNotEqual(a.pixels, Bitmap(width: 2, height: 1).pixels)
        // Longer than the eight bytes compared at once, differing in the tail.
        let long = Bitmap(width: 3, height: 1, pixels: Array(0..<12))!
        XCTAssertNotEqual(long.pixels, Bitmap(width: 3, height: 1, pixels: Array(0..<11) + [0])!.pixels)
        XCTAssertNotEqual(long.pixels, Bitmap(width: 3, height: 1, pixels: [9] + Array(1..<12))!.pixels)
        XCTAssertEqual(long.pixels, Bitmap(width: 3, height: 1, pixels: Array(0..<12))!.pixels)
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
