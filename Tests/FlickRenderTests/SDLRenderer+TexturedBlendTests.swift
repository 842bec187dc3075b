import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport
import XCTest

@testable import FlickRender

/// Translucent bitmaps in perspective blended span by span (`SDLRenderer.blendsTexturedTrianglesBySpans`):
/// SDL's own pixels, for cards folding and flipping and for a translucent image, with and
/// without their opaque middles copied apart, on XRGB and RGBA targets, clipped and partly off
/// the target.
final class SDLRendererTexturedBlendTests: XCTestCase {
    /// A small image whose alpha varies everywhere (no opaque middle).
    private func shade() -> Bitmap {
        var bitmap = Bitmap(width: 60, height: 40)
        for y in 0..<40 {
            for x in 0..<60 {
                bitmap[x, y] = RGBA8(red: UInt8(x * 4), green: UInt8(y * 6), blue: UInt8((x + y) % 256),
                                     alpha: UInt8((x * 3 + y * 2) % 256))
            }
        }
        return bitmap
    }

    func testTranslucentBitmapsInPerspectiveBlendSDLsPixelsExactly() throws {
        let card = BitmapOpacityGridTests.card(), image = shade()
        var random = SeededGenerator(seed: 0xB1_E4D)
        for opaque in [true, false] {
            var blends = 0
            for trial in 0..<32 {
                var list = DisplayList()
                list.fill(Rect(x: 0, y: 0, width: 320, height: 200), color: Color(red: 0.2, green: 0.4, blue: 0.3, alpha: 0.8))
                let clipped = trial % 4 == 3
                if clipped { list.append(.pushClip(Rect(x: 40.5, y: 30.5, width: 200, height: 120))) }
                list.append(TurnedQuads.item(trial % 3 == 2 ? image : card, trial: trial, random: &random, perspective: 300...1500))
                if clipped { list.append(.popClip) }
                for interiors in [true, false] {
                    let spans = try HeadlessRenderer(pixelWidth: 320, pixelHeight: 200, opaque: opaque)
                    let sdl = try HeadlessRenderer(pixelWidth: 320, pixelHeight: 200, opaque: opaque)
                    sdl.renderer.options.blendsTexturedTrianglesBySpans = false
                    for r in [spans, sdl] { r.renderer.options.drawsOpaqueInteriors = interiors }
                    let a = try spans.render(list), b = try sdl.render(list)
                    XCTAssertTrue(a.pixels == b.pixels, "opaque \(opaque), interiors \(interiors), trial \(trial): pixels differ")
                    XCTAssertEqual(sdl.renderer.counters.texturedSpanBlends, 0)
                    blends += spans.renderer.counters.texturedSpanBlends
                }
            }
            XCTAssertGreaterThan(blends, 40, "opaque \(opaque)")
        }
    }

    func testTintedFadedAndTextMeshesAreLeftToSDL() throws {
        let card = BitmapOpacityGridTests.card()
        for (tint, opacity) in [(Color(red: 0.8, green: 0.9, blue: 1), 1.0), (Color.white, 0.5)] {
            let quad = TransformedQuad(
                rect: Rect(x: -120, y: -80, width: 240, height: 160),
                transform: Transform3D(rotationAngle: 0.5, x: 1, y: 0, z: 0)
                    .concatenating(Transform3D(perspectiveDistance: 500))
                    .concatenating(Transform3D(translationX: 160, y: 100)),
                fill: .texture(card, uv: Rect(x: 0, y: 0, width: 1, height: 1), tint: tint), opacity: opacity)
            let r = try HeadlessRenderer(pixelWidth: 320, pixelHeight: 200, opaque: true)
            _ = try r.render(DisplayList(items: [.quad(quad)]))
            XCTAssertEqual(r.renderer.counters.texturedSpanBlends, 0, "tint \(tint), opacity \(opacity)")
        }
    }
}
