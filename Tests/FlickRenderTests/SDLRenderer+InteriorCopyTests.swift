import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport
import XCTest

@testable import FlickRender

/// Opaque interiors copied span by span (`SDLRenderer.copiesInteriorsBySpans`): the texels SDL's
/// own copy puts in each pixel, for cards folding and flipping anywhere on the target.
final class SDLRendererInteriorCopyTests: XCTestCase {
    /// Thirty copies of `bitmap` turned in perspective (every fourth clipped), drawn span by
    /// span and by SDL: the same pixels each time; returns the span copies made.
    private func assertTurnedCopiesMatchSDL(_ bitmap: Bitmap, seed: UInt64, file: StaticString = #filePath,
                                            line: UInt = #line) throws -> (copies: Int, spans: [HeadlessRenderer], sdl: [HeadlessRenderer]) {
        var random = SeededGenerator(seed: seed)
        var copies = 0
        var spansRenderers: [HeadlessRenderer] = [], sdlRenderers: [HeadlessRenderer] = []
        for trial in 0..<30 {
            var list = DisplayList()
            list.fill(Rect(x: 0, y: 0, width: 320, height: 200), color: Color(red: 0.2, green: 0.4, blue: 0.3))
            let clipped = trial % 4 == 3
            if clipped { list.append(.pushClip(Rect(x: 40.5, y: 30.5, width: 200, height: 120))) }
            list.append(TurnedQuads.item(bitmap, trial: trial, random: &random, perspective: 300...900,
                                         sizes: (120...300, 80...200)))
            if clipped { list.append(.popClip) }
            let spans = try HeadlessRenderer(pixelWidth: 320, pixelHeight: 200, opaque: true)
            let sdl = try HeadlessRenderer(pixelWidth: 320, pixelHeight: 200, opaque: true)
            sdl.renderer.options.copiesInteriorsBySpans = false
            let a = try spans.render(list), b = try sdl.render(list)
            XCTAssertTrue(a.pixels == b.pixels, "trial \(trial): pixels differ", file: file, line: line)
            XCTAssertEqual(sdl.renderer.counters.interiorSpanCopies, 0, file: file, line: line)
            copies += spans.renderer.counters.interiorSpanCopies
            spansRenderers.append(spans)
            sdlRenderers.append(sdl)
        }
        return (copies, spansRenderers, sdlRenderers)
    }

    func testFoldingCardsInteriorsCopySDLsTexelsExactly() throws {
        let run = try assertTurnedCopiesMatchSDL(BitmapOpacityGridTests.card(), seed: 0xF0_1D)
        for (spans, sdl) in zip(run.spans, run.sdl) {
            XCTAssertEqual(spans.renderer.counters.opaqueInteriorTriangles, sdl.renderer.counters.opaqueInteriorTriangles)
        }
        XCTAssertGreaterThan(run.copies, 20)
    }

    func testTurnedOpaqueBitmapsCopySDLsTexelsExactly() throws {
        // A page turning, a photo flipping: no interior to find, the whole bitmap is copied.
        var photo = Bitmap(width: 200, height: 140)
        for y in 0..<140 {
            for x in 0..<200 { photo[x, y] = RGBA8(red: UInt8((x * 5) % 256), green: UInt8((y * 9) % 256), blue: 90, alpha: 255) }
        }
        XCTAssertGreaterThan(try assertTurnedCopiesMatchSDL(photo, seed: 0x0FA9E).copies, 20)
    }

    func testATintedCardIsLeftToSDL() throws {
        var list = DisplayList()
        list.append(.quad(TransformedQuad(
            rect: Rect(x: -120, y: -80, width: 240, height: 160),
            transform: Transform3D(rotationAngle: 0.5, x: 1, y: 0, z: 0)
                .concatenating(Transform3D(perspectiveDistance: 500))
                .concatenating(Transform3D(translationX: 160, y: 100)),
            fill: .texture(BitmapOpacityGridTests.card(), uv: Rect(x: 0, y: 0, width: 1, height: 1),
                           tint: Color(red: 0.8, green: 0.9, blue: 1)))))
        let r = try HeadlessRenderer(pixelWidth: 320, pixelHeight: 200, opaque: true)
        _ = try r.render(list)
        XCTAssertGreaterThan(r.renderer.counters.opaqueInteriorTriangles, 0)
        XCTAssertEqual(r.renderer.counters.interiorSpanCopies, 0)
    }
}
