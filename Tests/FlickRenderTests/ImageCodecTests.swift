import FlickAnimation
import FlickInput
import FlickRender
import FlickScene
import FlickTestSupport
import Foundation
import XCTest

/// libpng and SDL2_image behind `ImageCodec`: round trips, every PNG colour type libpng
/// reads, JPEG, and bad files (missing, not an image, truncated, corrupt) as errors that
/// name the file, never a crash.
final class ImageCodecTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("flick-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    /// Random straight-alpha pixels from a seeded generator (the same bytes every run).
    private func noise(width: Int, height: Int, seed: UInt64) -> Bitmap {
        var rng = SeededGenerator(seed: seed)
        let bytes = (0..<(width * height * 4)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        return Bitmap(width: width, height: height, pixels: bytes)!
    }

    func testPNGRoundTripsRandomAndDrawnBitmapsExactly() throws {
        var c = Canvas(width: 37, height: 23)
        c.fill(roundedRect: Rect(x: 2, y: 2, width: 30, height: 18), cornerRadius: 6,
               color: Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.7))
        for bitmap in [noise(width: 61, height: 17, seed: 16), c.bitmap, Bitmap(width: 1, height: 1)] {
            let png = try ImageCodec.encodePNG(bitmap)
            XCTAssertEqual(Array(png.prefix(8)), ImageCodec.pngSignature)
            XCTAssertEqual(try ImageCodec.decode(png), bitmap, "straight alpha survives exactly")
        }
        let flat = try ImageCodec.encodePNG(Bitmap(width: 300, height: 300, fill: RGBA8(red: 9, green: 9, blue: 9, alpha: 255)))
        XCTAssertLessThan(flat.count, 3000, "zlib compresses a flat image (360,000 bytes of pixels)")
    }

    func testWritesAndReadsFiles() throws {
        let url = folder.appendingPathComponent("noise.png")
        let bitmap = noise(width: 8, height: 5, seed: 19)
        try ImageCodec.writePNG(bitmap, to: url)
        XCTAssertEqual(try ImageCodec.read(contentsOf: url), bitmap)
    }

    func testReadsJPEG() throws {
        let bytes = try [UInt8](Data(contentsOf: GalleryImages.jpegURL))
        let image = try ImageCodec.decode(bytes, file: "photo.jpg")
        XCTAssertGreaterThan(image.width, 100)
        XCTAssertTrue(image.isOpaque, "JPEG has no alpha")
    }

    func testMissingFileIsAnErrorNamingIt() {
        let url = folder.appendingPathComponent("nope.png")
        XCTAssertThrowsError(try ImageCodec.read(contentsOf: url)) { error in
            guard case .unreadable(let file, _)? = error as? ImageError else { return XCTFail("\(error)") }
            XCTAssertEqual(file, url.path)
        }
    }

    func testNotAnImageIsAnError() {
        XCTAssertThrowsError(try ImageCodec.decode(Array("hello, not an image".utf8), file: "a.txt")) {
            XCTAssertEqual($0 as? ImageError, .unknownFormat(file: "a.txt"))
            XCTAssertTrue("\($0)".contains("a.txt"))
        }
    }

    func testTruncatedPNGIsAnErrorNamingTheFile() throws {
        let url = folder.appendingPathComponent("cut.png")
        let png = try ImageCodec.encodePNG(noise(width: 40, height: 40, seed: 3))
        for cut in [20, 60, png.count / 2, png.count - 12] {
            try Data(png.prefix(cut)).write(to: url)
            XCTAssertThrowsError(try ImageCodec.read(contentsOf: url), "cut at \(cut)") { error in
                guard let e = error as? ImageError else { return XCTFail("\(error)") }
                XCTAssertTrue(e.description.hasPrefix(url.path), e.description)
            }
        }
    }

    func testTruncatedRealFilesAreErrorsAndLoadAsPlaceholders() throws {
        for source in [GalleryImages.jpegURL, GalleryImages.pngURL] {
            let bytes = try Data(contentsOf: source)
            let url = folder.appendingPathComponent("cut-" + source.lastPathComponent)
            try bytes.prefix(bytes.count * 2 / 3).write(to: url)
            switch ImageLoader.load(contentsOf: url) {
            case .success: XCTFail("\(source.lastPathComponent) cut to two thirds decoded")
            case .failure(let error): XCTAssertTrue(error.description.contains(url.path), error.description)
            }
            let placeholder = ImageLoader.image(contentsOf: url, placeholderWidth: 32, height: 24)
            XCTAssertEqual(placeholder, ImageLoader.placeholder(width: 32, height: 24))
        }
    }

    func testCorruptPNGIsAnError() throws {
        var png = try ImageCodec.encodePNG(noise(width: 4, height: 4, seed: 5))
        png[20] ^= 1 // inside IHDR's data: its CRC no longer matches
        XCTAssertThrowsError(try ImageCodec.decode(png, file: "bad.png")) { error in
            guard case .corrupt(let file, let reason)? = error as? ImageError else { return XCTFail("\(error)") }
            XCTAssertEqual(file, "bad.png")
            XCTAssertTrue(reason.contains("libpng"), reason)
        }
    }

    func testPlaceholderIsACheckerboard() {
        let p = ImageLoader.placeholder(width: 64, height: 64)
        XCTAssertTrue(p.isOpaque)
        XCTAssertNotEqual(p[20, 2], p[28, 2], "neighbouring checker squares differ")
    }
}
