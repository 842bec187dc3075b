import FlickAnimation
import FlickInput
@testable import FlickRender
import FlickScene
import XCTest

/// The software backend's capabilities, and ops drawn through `begin(frame:)`, `draw(_:)` and
/// `end()` against the same items drawn by `render`.
final class SDLRendererRenderBackendTests: XCTestCase {
    private static let red = Color(red: 1, green: 0, blue: 0)

    func testASoftwareTargetKeepsItsPixelsAndAbandonsRedrawsAndNoneWithoutItsSurface() throws {
        let r = try HeadlessRenderer(pixelWidth: 8, pixelHeight: 8)
        XCTAssertEqual(r.renderer.capabilities, [.keepsPixels, .abandonsRedraws])
        XCTAssertTrue(r.renderer.canRedraw)
        r.renderer.targetSurface = nil
        XCTAssertEqual(r.renderer.capabilities, [])
        XCTAssertFalse(r.renderer.canRedraw)
    }

    func testOpsDrawnInsideADamagedBoxLeaveTheRestAsItWas() throws {
        let r = try HeadlessRenderer(pixelWidth: 12, pixelHeight: 8)
        _ = try r.render(DisplayList(), background: .white)
        let op = try XCTUnwrap(
            DrawOpCompiler.op(
                for: .quad(
                    TransformedQuad(
                        rect: Rect(x: 0, y: 0, width: 12, height: 8),
                        fill: .color(Self.red))),
                scale: 1, options: r.renderer.options))
        r.renderer.begin(frame: [PixelBox(x0: 2, y0: 1, x1: 5, y1: 4)])
        r.renderer.draw(op)
        r.renderer.end()
        let b = try r.renderer.readPixels()
        XCTAssertEqual(b[2, 1], RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        XCTAssertEqual(b[4, 3], RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        XCTAssertEqual(b[5, 3], RGBA8(red: 255, green: 255, blue: 255, alpha: 255), "outside the damage")
        XCTAssertEqual(b[2, 4], RGBA8(red: 255, green: 255, blue: 255, alpha: 255), "outside the damage")
        XCTAssertEqual(r.renderer.counters.rectFills, 1)
    }

    func testAFrameOfTwoDamagedBoxesIsOneFrameOnTheBackend() throws {
        let r = try HeadlessRenderer(pixelWidth: 40, pixelHeight: 20)
        func squares(_ colour: Color) -> DisplayList {
            DisplayList(items: [
                .quad(TransformedQuad(rect: Rect(x: 1, y: 1, width: 4, height: 4), fill: .color(colour))),
                .quad(TransformedQuad(rect: Rect(x: 30, y: 12, width: 4, height: 4), fill: .color(colour))),
            ])
        }
        _ = try r.render(squares(Self.red), background: .white)
        XCTAssertEqual(r.renderer.counters.backendFrames, 1)
        let before = r.renderer.counters
        let b = try r.render(squares(Color(red: 0, green: 0, blue: 1)), background: .white)
        XCTAssertEqual(
            r.renderer.counters.partialRedraws - before.partialRedraws, 1, "two boxes apart: drawn box by box")
        XCTAssertLessThanOrEqual(
            r.renderer.counters.redrawnPixels - before.redrawnPixels, 2 * 6 * 6,
            "two boxes (each square's grown by a pixel), not their bounds of 35 × 17 pixels")
        XCTAssertEqual(r.renderer.counters.backendFrames - before.backendFrames, 1, "begun once, not once a box")
        XCTAssertEqual(b[2, 2], RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
        XCTAssertEqual(b[31, 13], RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
        // Unchanged: nothing begun.
        _ = try r.render(squares(Color(red: 0, green: 0, blue: 1)), background: .white)
        XCTAssertEqual(r.renderer.counters.backendFrames - before.backendFrames, 1)
    }

    func testTheClipOfAFrameIsItsDamagesBounds() {
        XCTAssertNil(SDLRenderer.clip(of: nil))
        let clip = SDLRenderer.clip(of: [PixelBox(x0: 2, y0: 1, x1: 5, y1: 4), PixelBox(x0: 10, y0: 6, x1: 12, y1: 9)])
        XCTAssertEqual(clip.map { [$0.x, $0.y, $0.w, $0.h] }, [2, 1, 10, 8])
        XCTAssertEqual(SDLRenderer.clip(of: []).map { $0.w * $0.h }, 0, "no damage: nothing drawn")
    }

    func testACrossFadeThatCannotBeFusedIsDrawnAsItsTwoCopies() throws {
        // A translucent tile: no fused stretch, so the op draws the part, then the tile over it.
        var tile = Bitmap(width: 16, height: 16, fill: RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
        tile[3, 3] = RGBA8(red: 10, green: 20, blue: 30, alpha: 128)
        let parent = Bitmap(width: 32, height: 32, fill: RGBA8(red: 0, green: 255, blue: 0, alpha: 255))
        let rect = Rect(x: 2, y: 2, width: 24, height: 24)
        let items: [DisplayItem] = [
            .quad(
                TransformedQuad(
                    rect: rect, fill: .texture(parent, uv: Rect(x: 0, y: 0, width: 0.5, height: 0.5), tint: .white))),
            .quad(
                TransformedQuad(
                    rect: rect, fill: .texture(tile, uv: Rect(x: 0, y: 0, width: 1, height: 1), tint: .white),
                    opacity: 0.5, fadesInOverPrevious: true)),
        ]
        let fused = try HeadlessRenderer(pixelWidth: 32, pixelHeight: 32, opaque: true)
        let apart = try HeadlessRenderer(pixelWidth: 32, pixelHeight: 32, opaque: true)
        _ = try fused.render(DisplayList(), background: .black)
        let op = try XCTUnwrap(
            DrawOpCompiler.crossFade(
                under: items[0], over: items[1], scale: 1,
                options: fused.renderer.options))
        fused.renderer.begin(frame: nil)
        fused.renderer.draw(op)
        fused.renderer.end()
        let expected = try apart.render(DisplayList(items: items), background: .black)
        XCTAssertEqual(try fused.renderer.readPixels().pixels, expected.pixels)
        XCTAssertEqual(fused.renderer.counters.crossFades, 0)
    }
}
