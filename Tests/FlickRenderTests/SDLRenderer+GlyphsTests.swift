import CSDL2
import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport
import XCTest

@testable import FlickRender

/// Text on a software target through pixman's glyph path: within the golden tolerance of
/// SDL's own drawing, and only for coverage-mask quads on whole pixels, unscaled.
final class SDLRendererGlyphsTests: XCTestCase {
    /// Labels in three colours, one translucent, over two fills, drawn at 2 pixels a point.
    private func labels(_ engine: TextEngine, transform: Transform3D = .identity) -> DisplayList {
        var list = DisplayList()
        list.fill(Rect(x: 0, y: 0, width: 200, height: 60), color: .white)
        list.fill(Rect(x: 100, y: 0, width: 100, height: 60), color: Color(red: 0.2, green: 0.3, blue: 0.5))
        engine.draw(
            "Flick → 120 Hz", at: Point(x: 4, y: 4), style: TextStyle(font: .system(size: 14), color: .black),
            transform: transform, pixelsPerPoint: 2, into: &list)
        engine.draw(
            "Grüße, bold", at: Point(x: 60, y: 22),
            style: TextStyle(font: .system(size: 13, weight: .bold), color: Color(red: 0.9, green: 0.5, blue: 0.1)),
            transform: transform, pixelsPerPoint: 2, into: &list)
        engine.draw(
            "translucent", at: Point(x: 90, y: 40), style: TextStyle(font: .system(size: 12), color: .white),
            opacity: 0.6, transform: transform, pixelsPerPoint: 2, into: &list)
        return list
    }

    /// Renders `list` on a fresh 400 × 120 headless target with glyphs composited or not,
    /// `frames` times (each whole).
    private func render(_ list: DisplayList, compositing: Bool, frames: Int = 1) throws -> (Bitmap, RenderCounters) {
        let headless = try HeadlessRenderer(pixelWidth: 400, pixelHeight: 120, scale: 2)
        headless.renderer.options.compositesGlyphs = compositing
        var image = try headless.render(list, background: .white)
        for _ in 1..<frames {
            headless.renderer.setNeedsFullRedraw()
            image = try headless.render(list, background: .white)
        }
        return (image, headless.renderer.counters)
    }

    /// The largest difference of any channel between `a` and `b`, and how many pixels differ.
    private func difference(_ a: Bitmap, _ b: Bitmap) -> (largest: Int, pixels: Int) {
        var largest = 0, count = 0
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
            var d = 0
            for c in 0..<4 { d = max(d, abs(Int(a.pixels[i + c]) - Int(b.pixels[i + c]))) }
            largest = max(largest, d)
            if d > 0 { count += 1 }
        }
        return (largest, count)
    }

    func testTextIsCompositedByPixmanWithinTheGoldenToleranceOfSDL() throws {
        let list = labels(try TestFonts.engine())
        let (pixman, counted) = try render(list, compositing: true)
        let (sdl, sdlCounted) = try render(list, compositing: false)
        // 11 + 10 + 11 glyphs with ink: the spaces have none.
        XCTAssertEqual(counted.pixmanGlyphs, 32, "every glyph of the three labels")
        XCTAssertLessThan(counted.glyphMasksCut, counted.pixmanGlyphs, "a repeated glyph reuses its mask")
        XCTAssertGreaterThan(counted.glyphMasksCut, 0)
        let (again, twice) = try render(list, compositing: true, frames: 2)
        XCTAssertEqual(twice.pixmanGlyphs, 2 * counted.pixmanGlyphs)
        XCTAssertEqual(twice.glyphMasksCut, counted.glyphMasksCut, "the second frame cuts no mask")
        XCTAssertEqual(again, pixman)
        XCTAssertEqual(sdlCounted.pixmanGlyphs, 0)
        let (largest, differing) = difference(pixman, sdl)
        XCTAssertLessThanOrEqual(largest, GoldenImage.defaultChannelTolerance, "rounding, not placement")
        XCTAssertGreaterThan(differing, 0, "pixman's rounding, so the test sees its path")
        let blank = try render(DisplayList(), compositing: true).0
        XCTAssertGreaterThan(difference(pixman, blank).pixels, 1000, "text was drawn")
    }

    func testTransformedTextAndOtherMeshesAreLeftToSDL() throws {
        let engine = try TestFonts.engine()
        let scaled = Transform3D(scaleX: 1.25, y: 1.25)
        let (_, transformed) = try render(labels(engine, transform: scaled), compositing: true)
        XCTAssertEqual(transformed.pixmanGlyphs, 0, "sampled bilinearly: SDL's path")
        // The same glyph quads, not marked as a coverage mask (an image that happens to be
        // drawn 1:1 with nearest sampling): its colours count, so SDL draws it.
        var list = labels(engine)
        list.items = list.items.map { item in
            guard case .mesh(var mesh) = item else { return item }
            mesh.isCoverageMask = false
            return .mesh(mesh)
        }
        let (unmarked, counted) = try render(list, compositing: true)
        XCTAssertEqual(counted.pixmanGlyphs, 0)
        XCTAssertEqual(unmarked, try render(labels(engine), compositing: false).0, "SDL's pixels exactly")
    }

    func testTheAtlasPageIsKeptUploadedForTextDrawnTransformedLater() throws {
        try assertPagesKeptUploadedForLabelsDrawnTransformedLater(try TestFonts.engine())
    }

    func testBothPagesOfTextThatFilledAPageAreKeptUploadedForTextDrawnTransformedLater() throws {
        // A fresh engine whose first page fills up between the first label and the others: the
        // labels draw from two pages, whatever other tests put in the shared engine's atlas.
        let engine = try SystemFonts.pinnedEngine()
        var scratch = DisplayList()
        engine.draw(
            "Flick → 120 Hz", at: Point(x: 0, y: 0), style: TextStyle(font: .system(size: 14), color: .black),
            pixelsPerPoint: 2, into: &scratch)
        let filler = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        var size = 40.0
        fill: while engine.atlasStatistics.pages == 1 {
            for c in filler {
                engine.draw(
                    String(c), at: Point(x: 0, y: 0), style: TextStyle(font: .system(size: size), color: .black),
                    pixelsPerPoint: 1, into: &scratch)
                if engine.atlasStatistics.pages > 1 { break fill }
            }
            size += 1
        }
        XCTAssertEqual(pages(of: labels(engine)).count, 2, "the labels draw from two pages")
        try assertPagesKeptUploadedForLabelsDrawnTransformedLater(engine)
    }

    func testPagesLeftForTheIdleWorkAreTheNewestFew() throws {
        // A caller that never runs the idle work: the pages noted stay bounded, the newest kept.
        let renderer = try HeadlessRenderer(pixelWidth: 40, pixelHeight: 40).renderer
        let pages = (0..<7).map { _ in Bitmap(width: 8, height: 8, fill: RGBA8(red: 255, green: 255, blue: 255, alpha: 0)) }
        for page in pages {
            renderer.glyphPagesDrawn = [page]
            renderer.keepGlyphPagesUploaded(uploadsBefore: renderer.counters.uploads)
        }
        XCTAssertEqual(
            renderer.glyphPagesToUpload.map(\.identity),
            pages.suffix(SDLRenderer.maximumGlyphPagesToUpload).map(\.identity))
        XCTAssertEqual(renderer.counters.uploads, 0, "none uploaded in a frame")
        var pieces = 0
        while renderer.performIdleWork() { pieces += 1 }
        XCTAssertEqual(pieces, SDLRenderer.maximumGlyphPagesToUpload)
        XCTAssertTrue(renderer.glyphPagesToUpload.isEmpty)
    }

    /// The atlas pages `list`'s text draws from (their identities).
    private func pages(of list: DisplayList) -> Set<UInt64> {
        Set(
            list.items.compactMap { item -> UInt64? in
                if case .mesh(let mesh) = item { return mesh.texture?.identity }
                return nil
            })
    }

    /// Draws `labels(engine)` in a frame that uploads an image, again alone, then scaled: the
    /// pages the labels draw from, which have no texture yet, are uploaded by the idle work after
    /// the frames (`performIdleWork()`, one a call), none in the frames.
    private func assertPagesKeptUploadedForLabelsDrawnTransformedLater(
        _ engine: TextEngine, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let headless = try HeadlessRenderer(pixelWidth: 400, pixelHeight: 120, scale: 2)
        let renderer = headless.renderer
        // A frame that uploads an image, then one that draws the labels alone: a page's first
        // upload waits for the idle work between frames.
        var withImage = labels(engine)
        withImage.append(
            .quad(
                TransformedQuad(
                    rect: Rect(x: 0, y: 0, width: 10, height: 10),
                    fill: .texture(
                        Bitmap(width: 4, height: 4, fill: RGBA8(red: 0, green: 0, blue: 0, alpha: 255)),
                        uv: Rect(x: 0, y: 0, width: 1, height: 1), tint: .white))))
        _ = try headless.render(withImage, background: .white)
        XCTAssertEqual(renderer.counters.uploads, 1, "the image only", file: file, line: line)
        XCTAssertGreaterThan(renderer.counters.pixmanGlyphs, 0, file: file, line: line)
        let pageCount = pages(of: labels(engine)).count
        _ = try headless.render(labels(engine), background: .white)
        XCTAssertEqual(renderer.counters.uploads, 1, "no page's first upload in a frame", file: file, line: line)
        for piece in 1...pageCount {
            XCTAssertTrue(renderer.hasIdleWork, "page \(piece) of \(pageCount) waits", file: file, line: line)
            XCTAssertTrue(renderer.performIdleWork(), "page \(piece) of \(pageCount)", file: file, line: line)
            XCTAssertEqual(renderer.counters.uploads, 1 + piece, "one page a piece", file: file, line: line)
        }
        XCTAssertFalse(renderer.hasIdleWork, "nothing left", file: file, line: line)
        XCTAssertFalse(renderer.performIdleWork(), "nothing left", file: file, line: line)
        // Drawn scaled now, through SDL, from the pages already uploaded.
        let glyphs = renderer.counters.pixmanGlyphs
        _ = try headless.render(labels(engine, transform: Transform3D(scaleX: 1.25, y: 1.25)), background: .white)
        XCTAssertEqual(renderer.counters.pixmanGlyphs, glyphs, "SDL drew it", file: file, line: line)
        XCTAssertEqual(
            renderer.counters.uploads, 1 + pageCount, "no upload in the frame that first draws it transformed",
            file: file, line: line)
    }

    /// A quad for `glyphs(in:indices:page:)`: pixels `x0…x1`, `y0…y1`, texels `u0…u1`, `t0…t1`
    /// of a 16 × 16 page, in `colour`, in `Mesh.appendQuad`'s order.
    private func quad(
        _ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float, texels u0: Float, _ t0: Float, _ u1: Float,
        _ t1: Float, colour: SDL_Color = SDL_Color(r: 1, g: 2, b: 3, a: 255)
    ) -> [SDL_Vertex] {
        let s: Float = 16
        return [
            SDL_Vertex(position: SDL_FPoint(x: x0, y: y0), color: colour, tex_coord: SDL_FPoint(x: u0 / s, y: t0 / s)),
            SDL_Vertex(position: SDL_FPoint(x: x1, y: y0), color: colour, tex_coord: SDL_FPoint(x: u1 / s, y: t0 / s)),
            SDL_Vertex(position: SDL_FPoint(x: x1, y: y1), color: colour, tex_coord: SDL_FPoint(x: u1 / s, y: t1 / s)),
            SDL_Vertex(position: SDL_FPoint(x: x0, y: y1), color: colour, tex_coord: SDL_FPoint(x: u0 / s, y: t1 / s)),
        ]
    }

    func testOnlyUnscaledQuadsOnWholePixelsInOneColourAreGlyphs() throws {
        let page = Bitmap(width: 16, height: 16)
        let indices: [Int32] = [0, 1, 2, 0, 2, 3]
        let good = quad(10, 20, 13, 24, texels: 2, 5, 5, 9)
        let glyphs = try XCTUnwrap(SDLRenderer.glyphs(in: good, indices: indices, page: page))
        XCTAssertEqual(glyphs.count, 1)
        XCTAssertEqual(
            [glyphs[0].x, glyphs[0].y, glyphs[0].width, glyphs[0].height, glyphs[0].texelX, glyphs[0].texelY],
            [10, 20, 3, 4, 2, 5])
        XCTAssertNotNil(
            SDLRenderer.glyphs(in: quad(10.0004, 20, 13.0004, 24, texels: 2, 5, 5, 9), indices: indices, page: page),
            "within the tolerance of a whole pixel")
        var mixed = good
        mixed[2].color.a = 128
        let refused: [(String, [SDL_Vertex], [Int32])] = [
            ("half a pixel off", quad(10.5, 20, 13.5, 24, texels: 2, 5, 5, 9), indices),
            ("scaled", quad(10, 20, 16, 28, texels: 2, 5, 5, 9), indices),
            ("flipped", quad(10, 20, 13, 24, texels: 5, 5, 2, 9), indices),
            ("between texels", quad(10, 20, 13, 24, texels: 2.5, 5, 5.5, 9), indices),
            ("two colours", mixed, indices),
            ("other triangles", good, [0, 1, 2, 2, 3, 0]),
            ("not whole quads", good, [0, 1, 2]),
            ("an index past the vertices", good, [1, 2, 3, 1, 3, 4]),
        ]
        for (name, vertices, indices) in refused {
            XCTAssertNil(SDLRenderer.glyphs(in: vertices, indices: indices, page: page), name)
        }
    }
}
