import FlickAnimation
import FlickInput
import FlickRender
import FlickScene
import Foundation
import XCTest

final class HeadlessRendererTests: XCTestCase {
    let red = Color(red: 1, green: 0, blue: 0)

    func testSolidQuadsLandOnTheirPixels() throws {
        let r = try HeadlessRenderer(pixelWidth: 20, pixelHeight: 10)
        var list = DisplayList()
        list.fill(Rect(x: 2, y: 3, width: 5, height: 4), color: red)
        let b = try r.render(list, background: .white)
        XCTAssertEqual(b[2, 3], RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        XCTAssertEqual(b[6, 6], RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        XCTAssertEqual(b[7, 6], RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        XCTAssertEqual(b[2, 7], RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
    }

    func testScaleTwoDoublesPixels() throws {
        let r = try HeadlessRenderer(pixelWidth: 20, pixelHeight: 20, scale: 2)
        var list = DisplayList()
        list.fill(Rect(x: 1, y: 1, width: 2, height: 2), color: red)
        let b = try r.render(list)
        XCTAssertEqual(b[2, 2].green, 0)
        XCTAssertEqual(b[5, 5].green, 0)
        XCTAssertEqual(b[6, 6].green, 255)
        XCTAssertEqual(b[1, 1].green, 255)
    }

    func testOpacityBlendsOverTheBackground() throws {
        let r = try HeadlessRenderer(pixelWidth: 4, pixelHeight: 4)
        var list = DisplayList()
        list.append(.quad(TransformedQuad(rect: Rect(x: 0, y: 0, width: 4, height: 4), fill: .color(.black), opacity: 0.5)))
        let b = try r.render(list, background: .white)
        XCTAssertEqual(Int(b[1, 1].red), 127, accuracy: 2)
    }

    func testClipsNestAndAnEmptyClipDrawsNothing() throws {
        let r = try HeadlessRenderer(pixelWidth: 10, pixelHeight: 10)
        var list = DisplayList()
        list.append(.pushClip(Rect(x: 0, y: 0, width: 5, height: 10)))
        list.append(.pushClip(Rect(x: 3, y: 0, width: 5, height: 10)))
        list.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: red)
        list.append(.popClip)
        list.append(.pushClip(Rect(x: 6, y: 0, width: 2, height: 10))) // outside the outer clip: empty
        list.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: .black)
        list.append(.popClip)
        list.append(.popClip)
        let b = try r.render(list, background: .white)
        XCTAssertEqual(b[2, 5].green, 255)
        XCTAssertEqual(b[3, 5], RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        XCTAssertEqual(b[4, 5], RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        XCTAssertEqual(b[5, 5].green, 255)
        XCTAssertEqual(b[7, 5], RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        XCTAssertEqual(r.renderer.counters.clippedItems, 1)
    }

    func testTexturesAreCachedByIdentityAndReuploadedOnlyWhenTheVersionChanges() throws {
        let r = try HeadlessRenderer(pixelWidth: 8, pixelHeight: 8)
        r.renderer.retainedTextureCount = 0
        // Every frame drawn, so every frame looks its texture up (an unchanged frame would draw nothing).
        r.renderer.tracksDamage = false
        var image = Bitmap(width: 2, height: 2, fill: RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
        var list = DisplayList()
        list.draw(image, in: Rect(x: 0, y: 0, width: 8, height: 8))
        var b = try r.render(list)
        XCTAssertEqual(b[4, 4], RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
        try r.render(list)
        XCTAssertEqual(r.renderer.counters.uploads, 1)
        XCTAssertEqual(r.renderer.counters.cacheHits, 1)
        image.fill(RGBA8(red: 0, green: 255, blue: 0, alpha: 255))
        list = DisplayList()
        list.draw(image, in: Rect(x: 0, y: 0, width: 8, height: 8))
        b = try r.render(list)
        XCTAssertEqual(b[4, 4], RGBA8(red: 0, green: 255, blue: 0, alpha: 255))
        XCTAssertEqual(r.renderer.counters.uploads, 2)
        XCTAssertEqual(r.renderer.counters.texturesCreated, 1, "same size: uploaded into the same texture")
        // Beyond the retained count, textures unused for 30 frames are evicted.
        for _ in 0..<29 { try r.render(DisplayList()) }
        XCTAssertEqual(r.renderer.cachedTextureCount, 1)
        try r.render(DisplayList())
        XCTAssertEqual(r.renderer.cachedTextureCount, 0)
        XCTAssertEqual(r.renderer.counters.texturesDestroyed, 1)
    }

    func testSnapshotWritesAPNGThatReadsBack() throws {
        let r = try HeadlessRenderer(pixelWidth: 16, pixelHeight: 9)
        var list = DisplayList()
        list.fill(Rect(x: 1, y: 1, width: 6, height: 6), color: red, cornerRadius: 3)
        let b = try r.render(list, background: Color(red: 0.1, green: 0.2, blue: 0.3))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flick-snapshot-\(getpid()).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try r.writeSnapshot(to: url)
        XCTAssertEqual(try ImageCodec.read(contentsOf: url), b)
    }

    func testBadSizesAreRejected() {
        XCTAssertThrowsError(try HeadlessRenderer(pixelWidth: 0, pixelHeight: 10)) {
            XCTAssertEqual($0 as? RenderError, .badSize(width: 0, height: 10))
        }
    }

    func testWindowPresenterFailsCleanlyWithoutADisplay() throws {
        let env = ProcessInfo.processInfo.environment
        if env["DISPLAY"] != nil || env["WAYLAND_DISPLAY"] != nil || env["SDL_VIDEODRIVER"] != nil {
            throw XCTSkip("a display (or a chosen SDL video driver) is present")
        }
        XCTAssertThrowsError(try WindowPresenter(title: "test", width: 100, height: 100)) { error in
            guard case .noDisplay(let message) = error as? RenderError else { return XCTFail("\(error)") }
            XCTAssertFalse(message.isEmpty)
            XCTAssertTrue("\(error)".contains("headless"))
        }
    }

    func testWindowPresenterDrawsThroughSDLsDummyDriverWhenChosen() throws {
        guard ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil else { throw XCTSkip("driver chosen outside") }
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        defer { unsetenv("SDL_VIDEODRIVER") }
        let window = try WindowPresenter(title: "dummy", width: 64, height: 48)
        XCTAssertEqual(window.videoDriver, "dummy")
        XCTAssertFalse(window.isAccelerated, "no GPU behind the dummy driver: the software fallback")
        XCTAssertEqual(window.renderer.scale, 1)
        var list = DisplayList()
        list.fill(Rect(x: 8, y: 8, width: 16, height: 16), color: red)
        window.present(list, background: .white)
        let pixels = try window.renderer.readPixels()
        XCTAssertEqual(pixels.width, 64)
        XCTAssertEqual(pixels[10, 10], RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        XCTAssertEqual(pixels[30, 30].green, 255)
    }
}
