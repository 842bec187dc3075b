import FlickAnimation
import FlickInput
@testable import FlickRender
import FlickScene
import FlickTestSupport
import FlickTesting
import Foundation
import XCTest

/// The GPU backend on SDL's `opengles2` renderer with no display (`OffscreenGPURenderer`: the offscreen
/// driver's EGL on Mesa's llvmpipe): each op kind drawn through it against the software
/// backend's pixels, within the golden tolerance (`GoldenImage.defaultChannelTolerance` levels,
/// `GoldenImage.defaultPixelFraction` of the pixels), its capabilities, its clip, and bad
/// textures.
final class GPUBackendTests: XCTestCase {
    override func setUpWithError() throws { try TestFonts.install(for: self) }

    private static let size = (width: 320, height: 200)

    /// A `width × height` GPU target with no display, or `XCTSkip` naming why SDL cannot make one.
    private func offscreen(_ width: Int, _ height: Int) throws -> OffscreenGPURenderer {
        do { return try OffscreenGPURenderer(pixelWidth: width, pixelHeight: height) } catch {
            throw XCTSkip("\(error)")
        }
    }

    /// The software backend's pixels for `list` over white (an RGBA headless target) and the GPU
    /// backend's, and how they differ; both written as `name-software.png` and `name-gpu.png` into
    /// the directory `FLICK_GPU_DIFFS` names, when set.
    private func drawnByBoth(_ list: DisplayList, _ name: String, scale: Double = 1) throws
        -> (ImageDifference, gpu: OffscreenGPURenderer, offEdges: Int)
    {
        let software = try HeadlessRenderer(pixelWidth: Self.size.width, pixelHeight: Self.size.height, scale: scale)
        let expected = try software.render(list, background: .white)
        let gpu = try offscreen(Self.size.width, Self.size.height)
        gpu.renderer.scale = scale
        gpu.renderer.render(list, background: .white)
        let actual = try gpu.renderer.readPixels()
        if let directory = ProcessInfo.processInfo.environment["FLICK_GPU_DIFFS"] {
            try ImageCodec.writePNG(expected, to: URL(fileURLWithPath: "\(directory)/\(name)-software.png"))
            try ImageCodec.writePNG(actual, to: URL(fileURLWithPath: "\(directory)/\(name)-gpu.png"))
        }
        return (
            ImageDifference(expected: expected, actual: actual), gpu,
            ImageDifference.pixelsOffEdges(expected: expected, actual: actual)
        )
    }

    /// Fails unless `list` draws within the golden tolerance on both backends, or, when
    /// `onEdgesOnly`, unless the pixels beyond it lie on edges (`ImageDifference.pixelsOffEdges`:
    /// triangles' edges fall a pixel apart under GL's fill rule and SDL's, and SDL's software
    /// renderer samples triangles nearest where the GPU filters them linearly); returns the GPU
    /// target (for its counters).
    @discardableResult
    private func assertSamePixels(
        _ list: DisplayList, _ name: String, scale: Double = 1, onEdgesOnly: Bool = false,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> OffscreenGPURenderer {
        let (difference, gpu, offEdges) = try drawnByBoth(list, name, scale: scale)
        let allowed = ImageDifference.allowedPixels(
            width: Self.size.width, height: Self.size.height, pixelFraction: GoldenImage.defaultPixelFraction)
        print(
            "gpu vs software, \(name): \(difference.differingPixels) pixels beyond "
                + "\(GoldenImage.defaultChannelTolerance) levels (allowed \(allowed)), \(offEdges) off edges, "
                + "largest channel difference \(difference.largestChannelDifference)")
        XCTAssertLessThanOrEqual(
            onEdgesOnly ? offEdges : difference.differingPixels, allowed, name, file: file,
            line: line)
        return gpu
    }

    private func quad(
        _ rect: Rect, _ fill: QuadFill, transform: Transform3D = .identity, corner: Double = 0,
        opacity: Double = 1, filter: TextureFilter = .linear
    ) -> DisplayItem {
        .quad(
            TransformedQuad(
                rect: rect, transform: transform, fill: fill, cornerRadius: corner, opacity: opacity,
                filter: filter))
    }

    func testTheGPUBackendKeepsNoPixelsAndAbandonsNoRedraw() throws {
        let gpu = try offscreen(16, 16)
        XCTAssertEqual(gpu.rendererName, OffscreenGPURenderer.defaultRenderDriver)
        XCTAssertEqual(gpu.renderer.backend, .gpu)
        XCTAssertEqual(gpu.renderer.capabilities, [])
        XCTAssertFalse(gpu.renderer.canRedraw)
        XCTAssertFalse(gpu.renderer.tracksDamage, "every frame is drawn whole")
        gpu.renderer.backend = .software
        XCTAssertEqual(gpu.renderer.backend, .software)
    }

    func testFillsMatchTheSoftwareBackend() throws {
        var list = DisplayList()
        list.fill(Rect(x: 10, y: 10, width: 120, height: 80), color: Color(red: 0.9, green: 0.2, blue: 0.1))
        list.fill(
            Rect(x: 60, y: 40, width: 200, height: 120), color: Color(red: 0.1, green: 0.3, blue: 0.9, alpha: 0.5))
        let gpu = try assertSamePixels(list, "fills")
        XCTAssertEqual(gpu.renderer.counters.rectFills, 2, "two fills (the clear is no op)")
    }

    func testGradientsMatchTheSoftwareBackendWithinALevel() throws {
        let shade = Gradient(colors: [Color(red: 0.1, green: 0.2, blue: 0.8), Color(red: 0.9, green: 0.8, blue: 0.1)])
        let list = DisplayList(items: [
            quad(
                Rect(x: 0, y: 0, width: 160, height: 200),
                .gradient(shade, start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1))),
            quad(
                Rect(x: 160, y: 0, width: 160, height: 200),
                .gradient(shade, start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5))),
        ])
        let (difference, gpu, _) = try drawnByBoth(list, "gradients")
        XCTAssertEqual(gpu.renderer.counters.gradientFills, 2)
        XCTAssertEqual(difference.differingPixels, 0, "bands at their centres against per-pixel interpolation")
        XCTAssertLessThanOrEqual(difference.largestChannelDifference, 1)
    }

    func testRoundedRectanglesCoverTheSamePixels() throws {
        let list = DisplayList(items: [
            quad(
                Rect(x: 10, y: 10, width: 140, height: 90), .color(Color(red: 0.2, green: 0.6, blue: 0.3)), corner: 18),
            quad(
                Rect(x: 100, y: 60, width: 180, height: 120), .color(Color(red: 0.6, green: 0.1, blue: 0.5)),
                corner: 30,
                opacity: 0.6),
        ])
        let gpu = try assertSamePixels(list, "rounded rectangles")
        XCTAssertEqual(gpu.renderer.counters.roundedFills, 2)
    }

    func testRoundedRectanglesWithMaskedCornersCoverTheSamePixels() throws {
        // `Layer.maskedCorners`: the top pair, the bottom pair, a diagonal pair, translucent.
        let masks: [CornerMask] = [.top, .bottom, [.minXMinY, .maxXMaxY]]
        let list = DisplayList(
            items: masks.enumerated().map { index, mask in
                .quad(
                    TransformedQuad(
                        rect: Rect(x: 10 + Double(index) * 100, y: 20, width: 90, height: 150),
                        fill: .color(Color(red: 0.2, green: 0.4, blue: 0.8)), cornerRadius: 24, maskedCorners: mask,
                        opacity: index == 2 ? 0.6 : 1))
            })
        let gpu = try assertSamePixels(list, "masked corners")
        XCTAssertEqual(gpu.renderer.counters.roundedFills, 3)
    }

    func testCopiesStretchedAndAtAnOpacityMatchTheSoftwareBackend() throws {
        let texture = GoldenScenes.checkerTexture(width: 100, height: 60, label: "GPU")
        let whole = Rect(x: 0, y: 0, width: 1, height: 1)
        let list = DisplayList(items: [
            quad(Rect(x: 5, y: 5, width: 100, height: 60), .texture(texture, uv: whole, tint: .white)),
            quad(
                Rect(x: 110, y: 5, width: 200, height: 120), .texture(texture, uv: whole, tint: .white), opacity: 0.7,
                filter: .nearest),
            quad(
                Rect(x: 5, y: 130, width: 100, height: 60),
                .texture(texture, uv: Rect(x: 0.25, y: 0.25, width: 0.5, height: 0.5), tint: .white), filter: .nearest),
        ])
        try assertSamePixels(list, "copies")
    }

    func testTurnedAndTranslucentMeshesMatchTheSoftwareBackend() throws {
        let texture = GoldenScenes.checkerTexture(width: 120, height: 80, label: "turn")
        let turn = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1).concatenating(Transform3D(translationX: 90, y: 20))
        let list = DisplayList(items: [
            quad(
                Rect(x: 0, y: 0, width: 120, height: 80),
                .texture(
                    texture, uv: Rect(x: 0, y: 0, width: 1, height: 1),
                    tint: .white), transform: turn),
            quad(
                Rect(x: 0, y: 0, width: 100, height: 50), .color(Color(red: 0.9, green: 0.5, blue: 0)),
                transform: Transform3D(rotationAngle: -0.4, x: 0, y: 0, z: 1).concatenating(
                    Transform3D(translationX: 180, y: 100))),
            quad(
                Rect(x: 0, y: 0, width: 100, height: 50), .color(Color(red: 0, green: 0.4, blue: 0.9)),
                transform: Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1).concatenating(
                    Transform3D(translationX: 40, y: 110)),
                opacity: 0.5),
        ])
        try assertSamePixels(list, "turned meshes", onEdgesOnly: true)
    }

    func testAFoldInPerspectiveMatchesTheSoftwareBackend() throws {
        let texture = GoldenScenes.checkerTexture(label: "FOLD")
        let items = GoldenScenes.fold(texture: texture, width: 240, h: 60, centre: Point(x: 160, y: 100), degrees: 50)
        try assertSamePixels(DisplayList(items: items), "fold", onEdgesOnly: true)
    }

    func testTextFromTheGlyphAtlasMatchesTheSoftwareBackend() throws {
        let engine = try TestFonts.engine()
        var list = DisplayList()
        let layout = engine.layout("Flick on the GPU: glyphs éß→", style: TextStyle(font: .system(size: 18)))
        engine.draw(
            layout, at: Point(x: 8, y: 20), color: Color(red: 0.1, green: 0.1, blue: 0.4), pixelsPerPoint: 2,
            into: &list)
        let gpu = try assertSamePixels(list, "text", scale: 2)
        XCTAssertGreaterThan(gpu.renderer.counters.uploads, 0, "the atlas page uploaded as a texture")
    }

    func testGlyphsAddedLaterUploadOnlyTheirRectanglesAndOlderListsStillDraw() throws {
        let pinned = try TestFonts.engine()
        // A fresh atlas: the pinned engine's already holds these glyphs.
        let engine = TextEngine(sources: pinned.sources, shaper: pinned.shaper)
        func list(_ text: String) -> DisplayList {
            var list = DisplayList()
            engine.draw(
                engine.layout(text, style: TextStyle(font: .system(size: 18))), at: Point(x: 8, y: 20),
                color: Color(red: 0.1, green: 0.1, blue: 0.4), pixelsPerPoint: 1, into: &list)
            return list
        }
        func page(_ list: DisplayList) throws -> Bitmap { try XCTUnwrap(list.items.compactMap(\.texture).first) }
        let old = list("Flick")
        let gpu = try offscreen(Self.size.width, Self.size.height)
        gpu.renderer.render(old, background: .white)
        let before = gpu.renderer.counters
        let new = list("Flick on the GPU")
        let (held, grown) = (try page(old), try page(new))
        XCTAssertEqual(held.identity, grown.identity)
        XCTAssertEqual(
            held.pixels.withUnsafeBufferPointer { $0.baseAddress }, grown.pixels.withUnsafeBufferPointer { $0.baseAddress },
            "the held page was not copied")
        gpu.renderer.render(new, background: .white)
        let newPixels = try gpu.renderer.readPixels()
        let added = try XCTUnwrap(grown.pageLog).rectangles(after: held.version, through: grown.version)
        XCTAssertFalse(added.isEmpty)
        let counters = gpu.renderer.counters
        XCTAssertEqual(counters.texturesCreated, before.texturesCreated, "the page's texture is kept")
        XCTAssertEqual(counters.uploads - before.uploads, 1)
        XCTAssertEqual(
            counters.uploadedBytes - before.uploadedBytes,
            added.reduce(0) { $0 + $1.width * $1.height * Bitmap.bytesPerPixel }, "only the added glyphs' shelves")
        XCTAssertLessThan(counters.uploadedBytes - before.uploadedBytes, held.pixels.count / 10)
        gpu.renderer.render(old, background: .white)
        XCTAssertEqual(gpu.renderer.counters.uploads, counters.uploads, "the older version draws from the newer texture")
        let oldPixels = try gpu.renderer.readPixels()
        let allowed = ImageDifference.allowedPixels(
            width: Self.size.width, height: Self.size.height, pixelFraction: GoldenImage.defaultPixelFraction)
        for (list, actual, name) in [(old, oldPixels, "older list"), (new, newPixels, "newer list")] {
            let software = try HeadlessRenderer(pixelWidth: Self.size.width, pixelHeight: Self.size.height)
            let expected = try software.render(list, background: .white)
            XCTAssertLessThanOrEqual(ImageDifference(expected: expected, actual: actual).differingPixels, allowed, name)
        }
    }

    func testACrossFadeIsDrawnAsItsTwoCopies() throws {
        let tile = Bitmap(width: 16, height: 16, fill: RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
        let parent = Bitmap(width: 32, height: 32, fill: RGBA8(red: 0, green: 255, blue: 0, alpha: 255))
        let rect = Rect(x: 20, y: 20, width: 96, height: 96)
        let list = DisplayList(items: [
            quad(rect, .texture(parent, uv: Rect(x: 0, y: 0, width: 0.5, height: 0.5), tint: .white), filter: .nearest),
            .quad(
                TransformedQuad(
                    rect: rect, fill: .texture(tile, uv: Rect(x: 0, y: 0, width: 1, height: 1), tint: .white),
                    opacity: 0.5, filter: .nearest, fadesInOverPrevious: true)),
        ])
        let gpu = try assertSamePixels(list, "cross-fade")
        let pixels = try gpu.renderer.readPixels()
        XCTAssertEqual(pixels[60, 60].green, 128, accuracy: 1, "half the copy under")
        XCTAssertEqual(pixels[60, 60].blue, 128, accuracy: 1, "half the tile over")
    }

    func testDamageClipsWhatTheOpsDraw() throws {
        let gpu = try offscreen(12, 8)
        gpu.renderer.render(DisplayList(), background: .white)
        let op = try XCTUnwrap(
            DrawOpCompiler.op(
                for: quad(Rect(x: 0, y: 0, width: 12, height: 8), .color(Color(red: 1, green: 0, blue: 0))), scale: 1,
                options: gpu.renderer.options))
        let backend = try XCTUnwrap(gpu.renderer.gpuBackend)
        backend.begin(frame: [PixelBox(x0: 2, y0: 1, x1: 5, y1: 4)])
        backend.draw(op)
        backend.end()
        let b = try gpu.renderer.readPixels()
        XCTAssertEqual(b[2, 1], RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        XCTAssertEqual(b[4, 3], RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        XCTAssertEqual(b[5, 3], RGBA8(red: 255, green: 255, blue: 255, alpha: 255), "outside the damage")
        XCTAssertEqual(b[2, 4], RGBA8(red: 255, green: 255, blue: 255, alpha: 255), "outside the damage")
    }

    func testABitmapLargerThanTheGPUTakesIsLeftOutAndTheRestDrawn() throws {
        // Wider than any texture OpenGL ES gives (llvmpipe's limit is 16384 texels): SDL cannot
        // make the texture; the cache logs it, the copy is not drawn, the next item is.
        let wide = Bitmap(width: 40_000, height: 1, fill: RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
        let list = DisplayList(items: [
            quad(
                Rect(x: 0, y: 0, width: 320, height: 200),
                .texture(
                    wide, uv: Rect(x: 0, y: 0, width: 1, height: 1),
                    tint: .white)),
            quad(Rect(x: 10, y: 10, width: 20, height: 20), .color(Color(red: 0, green: 1, blue: 0))),
        ])
        let gpu = try offscreen(Self.size.width, Self.size.height)
        gpu.renderer.render(list, background: .white)
        let pixels = try gpu.renderer.readPixels()
        XCTAssertEqual(pixels[100, 100], RGBA8(red: 255, green: 255, blue: 255, alpha: 255), "the copy left out")
        XCTAssertEqual(pixels[15, 15], RGBA8(red: 0, green: 255, blue: 0, alpha: 255), "the item after it drawn")
        gpu.renderer.render(list, background: .white)
        XCTAssertEqual(
            try gpu.renderer.readPixels()[15, 15], RGBA8(red: 0, green: 255, blue: 0, alpha: 255),
            "and again the next frame")
    }
}
