import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport
import XCTest

@testable import FlickRender

/// `SDLRenderer.prepare(_:uploadsBefore:)`: preparations are uploaded in idle time, one bitmap
/// a frame, never in a frame that uploaded for its own drawing.
final class SDLRendererPreparationTests: XCTestCase {
    /// A textured quad of `bitmap` at (`x`, 0), 10 × 6 points.
    private func quad(_ bitmap: Bitmap, x: Double) -> DisplayItem {
        .quad(TransformedQuad(rect: Rect(x: x, y: 0, width: 10, height: 6),
                              fill: .texture(bitmap, uv: Rect(x: 0, y: 0, width: 1, height: 1), tint: .white)))
    }

    func testPreparationsWaitForAFrameThatUploadedNothingAndComeOneBitmapAFrame() throws {
        let renderer = try HeadlessRenderer(pixelWidth: 120, pixelHeight: 80, opaque: true)
        let shown = TestBitmaps.shade(), hidden = [TestBitmaps.shade(), TestBitmaps.shade()]
        var list = DisplayList()
        list.append(quad(shown, x: 0))
        list.preparations = hidden.enumerated().map { quad($1, x: 20 + 20 * Double($0)) }
        var current: [[Bool]] = []
        for _ in 0..<4 {
            _ = try renderer.render(list)
            current.append(hidden.map { renderer.renderer.cache.isCurrent($0) })
        }
        XCTAssertTrue(renderer.renderer.cache.isCurrent(shown))
        XCTAssertEqual(current, [[false, false], [true, false], [true, true], [true, true]],
                       "nothing in the frame that uploaded the image it draws; then one a frame")
        XCTAssertFalse(renderer.renderer.cache.needsInterior(hidden[0]), "each prepared with its opaque interior scanned")
        XCTAssertFalse(renderer.renderer.cache.needsInterior(hidden[1]))
    }

    func testAPreparedBitmapDrawsTheSamePixelsAndUploadsNothingWhenShown() throws {
        let prepared = try HeadlessRenderer(pixelWidth: 120, pixelHeight: 80, opaque: true)
        let plain = try HeadlessRenderer(pixelWidth: 120, pixelHeight: 80, opaque: true)
        let image = TestBitmaps.shade()
        var hidden = DisplayList()
        hidden.fill(Rect(x: 0, y: 0, width: 120, height: 80), color: Color(red: 0.3, green: 0.6, blue: 0.9))
        var shown = hidden
        let bare = hidden
        hidden.preparations = [quad(image, x: 30)]
        shown.append(quad(image, x: 30))
        _ = try prepared.render(hidden)
        _ = try plain.render(bare)
        let before = prepared.renderer.counters.uploads
        let a = try prepared.render(shown), b = try plain.render(shown)
        XCTAssertEqual(prepared.renderer.counters.uploads, before, "uploaded while hidden")
        XCTAssertGreaterThan(plain.renderer.counters.uploads, 0, "uploaded when shown")
        XCTAssertEqual(a.pixels, b.pixels)
    }

    func testACardPreparedWhileHiddenHasItsOpaqueInteriorReadyForItsFirstFold() throws {
        // A card with transparent corners, hidden (prepared) for a frame, then folded; against
        // the same frames with nothing prepared.
        let card = BitmapOpacityGridTests.card()
        let folded = TransformedQuad(
            rect: Rect(x: -120, y: -80, width: 240, height: 160),
            transform: Transform3D(rotationAngle: -0.9, x: 1, y: 0, z: 0)
                .concatenating(Transform3D(perspectiveDistance: 500))
                .concatenating(Transform3D(translationX: 160, y: 100)),
            fill: .texture(card, uv: Rect(x: 0, y: 0, width: 1, height: 1), tint: .white))
        func run(preparing: Bool) throws -> (shown: Bitmap, createdByFold: Int, createdBefore: Int) {
            let renderer = try HeadlessRenderer(pixelWidth: 320, pixelHeight: 200, opaque: true)
            var hidden = DisplayList()
            hidden.fill(Rect(x: 0, y: 0, width: 320, height: 200), color: Color(red: 0.2, green: 0.4, blue: 0.3))
            if preparing {
                // Hidden: prepared as it will be shown at rest, flat.
                hidden.preparations = [.quad(TransformedQuad(rect: Rect(x: 40, y: 20, width: 240, height: 160), fill: folded.fill))]
            }
            _ = try renderer.render(hidden)
            let before = renderer.renderer.counters.texturesCreated
            var shown = DisplayList()
            shown.fill(Rect(x: 0, y: 0, width: 320, height: 200), color: Color(red: 0.2, green: 0.4, blue: 0.3))
            shown.append(.quad(folded))
            let pixels = try renderer.render(shown)
            XCTAssertGreaterThan(renderer.renderer.counters.opaqueInteriorTriangles, 0, "drawn from its opaque interior")
            return (pixels, renderer.renderer.counters.texturesCreated - before, before)
        }
        let prepared = try run(preparing: true), plain = try run(preparing: false)
        XCTAssertEqual(prepared.createdBefore, 2, "prepared while hidden: its texture and its opaque copy")
        XCTAssertEqual(prepared.createdByFold, 0, "the fold's first frame creates nothing")
        XCTAssertEqual(plain.createdByFold, 2, "unprepared, the fold's first frame uploads both")
        XCTAssertEqual(prepared.shown.pixels, plain.shown.pixels)
    }

    func testALargeTranslucentBitmapShownAtRestHasItsOpaqueInteriorScannedInAnIdleFrame() throws {
        // A card drawn flat (a rectangle, which needs no interior), then folded: against the
        // same frames with the interiors of drawn bitmaps left to the fold.
        let card = BitmapOpacityGridTests.card()
        let small = BitmapOpacityGridTests.card(width: 100, height: 100)
        let fill = QuadFill.texture(card, uv: Rect(x: 0, y: 0, width: 1, height: 1), tint: .white)
        let folded = TransformedQuad(
            rect: Rect(x: -120, y: -80, width: 240, height: 160),
            transform: Transform3D(rotationAngle: -0.9, x: 1, y: 0, z: 0)
                .concatenating(Transform3D(perspectiveDistance: 500))
                .concatenating(Transform3D(translationX: 160, y: 100)),
            fill: fill)
        let background = Color(red: 0.2, green: 0.4, blue: 0.3)
        func run(scanning: Bool) throws -> (shown: Bitmap, scans: [Bool], createdByFold: Int, smallScanned: Bool) {
            let renderer = try HeadlessRenderer(pixelWidth: 320, pixelHeight: 200, opaque: true)
            renderer.renderer.options.drawsOpaqueInteriors = true
            var rest = DisplayList()
            rest.fill(Rect(x: 0, y: 0, width: 320, height: 200), color: background)
            rest.append(.quad(TransformedQuad(rect: Rect(x: 40, y: 20, width: 240, height: 160), fill: fill)))
            rest.append(.quad(TransformedQuad(rect: Rect(x: 0, y: 0, width: 30, height: 30),
                                              fill: .texture(small, uv: Rect(x: 0, y: 0, width: 1, height: 1), tint: .white))))
            var scans: [Bool] = []
            for _ in 0..<3 {
                if scanning { _ = try renderer.render(rest) } else { try renderWithoutInteriors(rest, renderer) }
                scans.append(!renderer.renderer.cache.needsInterior(card))
            }
            let before = renderer.renderer.counters.texturesCreated
            var shown = DisplayList()
            shown.fill(Rect(x: 0, y: 0, width: 320, height: 200), color: background)
            shown.append(.quad(folded))
            let pixels = try renderer.render(shown)
            XCTAssertGreaterThan(renderer.renderer.counters.opaqueInteriorTriangles, 0, "drawn from its opaque interior")
            return (pixels, scans, renderer.renderer.counters.texturesCreated - before,
                    !renderer.renderer.cache.needsInterior(small))
        }
        let scanned = try run(scanning: true), plain = try run(scanning: false)
        XCTAssertEqual(scanned.scans, [false, true, true],
                       "not in the frame that uploaded the card, then in the next, which uploaded nothing")
        XCTAssertFalse(scanned.smallScanned, "a bitmap under 128 × 128 texels is left to the draw that needs it")
        XCTAssertEqual(scanned.createdByFold, 0, "the fold's first frame creates no texture")
        XCTAssertEqual(plain.createdByFold, 1, "left to the fold, its first frame makes the opaque copy")
        XCTAssertEqual(scanned.shown.pixels, plain.shown.pixels)
    }

    /// Renders `list` as `render` does but with the drawn bitmaps' interiors left unscanned.
    private func renderWithoutInteriors(_ list: DisplayList, _ renderer: HeadlessRenderer) throws {
        renderer.renderer.options.drawsOpaqueInteriors = false
        defer { renderer.renderer.options.drawsOpaqueInteriors = true }
        _ = try renderer.render(list)
    }
}
