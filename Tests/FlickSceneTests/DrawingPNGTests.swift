import FlickAnimation
import FlickInput
import FlickScene
import XCTest

final class DrawingPNGTests: XCTestCase {
    func testChecksumsMatchKnownValues() {
        XCTAssertEqual(Checksum.crc32(Array("123456789".utf8)), 0xCBF4_3926)
        XCTAssertEqual(Checksum.adler32(Array("Wikipedia".utf8)), 0x11E6_0398)
    }

    func testDeflateRoundTripsRepetitiveAndRandomData() throws {
        var rng = SystemRandomNumberGenerator()
        let random = (0..<5000).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let repetitive = [UInt8](repeating: 7, count: 70000) + Array("abcabcabcabd".utf8)
        for data in [[], random, repetitive, Array("a".utf8)] {
            XCTAssertEqual(try Inflate.zlibDecompress(Deflate.zlibCompress(data)), data)
        }
        XCTAssertLessThan(Deflate.zlibCompress(repetitive).count, 1000, "LZ77 matches are used")
    }

    func testInflateReadsAStoredBlockAndAPythonZlibDynamicStream() throws {
        // Stored block: BFINAL=1, BTYPE=00, LEN=3, NLEN=~3, "abc".
        XCTAssertEqual(try Inflate.decompress([0x01, 0x03, 0x00, 0xFC, 0xFF, 0x61, 0x62, 0x63]), Array("abc".utf8))
        // zlib.compress(b"hello hello hello hello world", 9) from CPython (a fixed-Huffman block).
        let hello: [UInt8] = [0x78, 0xda, 0xcb, 0x48, 0xcd, 0xc9, 0xc9, 0x57, 0xc8, 0xc0, 0x20, 0xcb, 0xf3,
                              0x8b, 0x72, 0x52, 0x00, 0xa3, 0x8a, 0x0a, 0xf9]
        XCTAssertEqual(try Inflate.zlibDecompress(hello), Array("hello hello hello hello world".utf8))
        // CPython zlib level 9 of bytes((i*i*7 + i*i*i*3 + (i>>3)) % 13 + 97 for i in range(400)):
        // a dynamic-Huffman block (BTYPE 2).
        let dynamic: [UInt8] = [
            0x78, 0xda, 0xed, 0xcd, 0x41, 0x01, 0x03, 0x41, 0x08, 0x03, 0x40, 0xad, 0x81, 0x00, 0x61, 0x01, 0xff, 0xdf,
            0x5a, 0xa8, 0x80, 0x1b, 0x03, 0x83, 0x81, 0x65, 0x50, 0xef, 0x5e, 0xa6, 0xad, 0x51, 0x95, 0x6f, 0x30, 0x12,
            0xc1, 0x68, 0x69, 0xcf, 0xaf, 0x3b, 0x3c, 0x6b, 0x5e, 0x1f, 0xc2, 0x66, 0x8a, 0xa5, 0xdb, 0x31, 0x4f, 0xdf,
            0xeb, 0xec, 0x87, 0x5b, 0x86, 0x02, 0x78, 0x35, 0xeb, 0x86, 0xc8, 0x2e, 0xf7, 0xed, 0x3d, 0xd2, 0x4b, 0x23,
            0x12, 0xdf, 0xf3, 0xd7, 0xf3, 0x03, 0x11, 0xc6, 0xa0, 0xf1]
        XCTAssertEqual((dynamic[2] >> 1) & 3, 2)
        let expected = (0..<400).map { (i: Int) -> UInt8 in
            let square = i * i, cube = square * i
            return UInt8((square * 7 + cube * 3 + (i >> 3)) % 13 + 97)
        }
        XCTAssertEqual(try Inflate.zlibDecompress(dynamic), expected)
    }

    func testCorruptStreamsThrow() {
        XCTAssertThrowsError(try Inflate.zlibDecompress([0x78, 0x01]))
        var good = Deflate.zlibCompress(Array("some bytes to protect".utf8))
        good[good.count - 1] ^= 0xFF
        XCTAssertThrowsError(try Inflate.zlibDecompress(good)) { XCTAssertEqual($0 as? InflateError, .checksumMismatch) }
        XCTAssertThrowsError(try Inflate.decompress([0x07])) { XCTAssertEqual($0 as? InflateError, .badBlockType) }
    }

    func testPNGRoundTripsADrawnBitmap() throws {
        var c = Canvas(width: 37, height: 23)
        c.fill(roundedRect: Rect(x: 2, y: 2, width: 30, height: 18), cornerRadius: 6,
               color: Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.7))
        c.draw(text: "Hi", at: Point(x: 4, y: 4), fontSize: 8, color: .black)
        let png = PNG.encode(c.bitmap)
        XCTAssertEqual(Array(png[0..<8]), PNG.signature)
        XCTAssertEqual(try PNG.decode(png), c.bitmap)
    }

    func testPNGErrorsNameTheProblem() throws {
        XCTAssertThrowsError(try PNG.decode([1, 2, 3])) { XCTAssertEqual($0 as? PNGError, .notPNG) }
        var png = PNG.encode(Bitmap(width: 2, height: 2))
        XCTAssertThrowsError(try PNG.decode(Array(png[0..<20]))) { XCTAssertEqual($0 as? PNGError, .truncated(offset: 8)) }
        png[20] ^= 1 // inside IHDR's data
        XCTAssertThrowsError(try PNG.decode(png)) { XCTAssertEqual($0 as? PNGError, .badCRC(chunk: "IHDR", offset: 8)) }
    }

    func testDecodesAPaletteImageWithTransparency() throws {
        // 2×1, colour type 3, depth 1: palette [red, blue], tRNS [255, 0]; row: filter 0, bits 01.
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let t = Array(type.utf8)
            let crc = Checksum.crc32(body, continuing: Checksum.crc32(t))
            return [0, 0, 0, UInt8(body.count)] + t + body + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF),
                                                               UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
        }
        let file = PNG.signature + chunk("IHDR", [0, 0, 0, 2, 0, 0, 0, 1, 1, 3, 0, 0, 0])
            + chunk("PLTE", [255, 0, 0, 0, 0, 255]) + chunk("tRNS", [255, 0])
            + chunk("IDAT", Deflate.zlibCompress([0, 0b0100_0000])) + chunk("IEND", [])
        let b = try PNG.decode(file)
        XCTAssertEqual(b[0, 0], RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        XCTAssertEqual(b[1, 0], RGBA8(red: 0, green: 0, blue: 255, alpha: 0))
    }
}
