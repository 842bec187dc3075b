import FlickAnimation
import FlickInput
@testable import FlickRender
import FlickScene
import XCTest

/// Each display item in, the op the compiler makes of it out: no SDL, no window.
final class DrawOpCompilerTests: XCTestCase {
    private static let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0)
    private static let blue = Color(red: 0, green: 0, blue: 1)
    private static let image = Bitmap(width: 16, height: 8, fill: RGBA8(red: 10, green: 20, blue: 30, alpha: 255))
    private static let whole = Rect(x: 0, y: 0, width: 1, height: 1)

    private func op(_ item: DisplayItem, scale: Double = 1, options: RenderOptions = .standard) -> DrawOp? {
        DrawOpCompiler.op(for: item, scale: scale, options: options)
    }

    private func quad(
        _ rect: Rect, _ fill: QuadFill, transform: Transform3D = .identity, cornerRadius: Double = 0,
        opacity: Double = 1, fadesIn: Bool = false
    ) -> DisplayItem {
        .quad(
            TransformedQuad(
                rect: rect, transform: transform, fill: fill, cornerRadius: cornerRadius, opacity: opacity,
                fadesInOverPrevious: fadesIn))
    }

    func testAOneColourRectangleIsAFillOnWholePixelsHalvesUp() throws {
        guard case .fill(let fill)? = op(quad(Rect(x: 1.5, y: 2.25, width: 10, height: 4), .color(Self.red)), scale: 2)
        else {
            return XCTFail("not a fill")
        }
        XCTAssertEqual(fill.box, PixelBox(x0: 3, y0: 5, x1: 23, y1: 13))
        XCTAssertEqual(fill.colour, RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        XCTAssertEqual(fill.triangleCount, 2)
    }

    func testATranslucentRectangleIsAFillWithItsOpacityInItsAlpha() throws {
        guard case .fill(let fill)? = op(quad(Rect(x: 0, y: 0, width: 4, height: 4), .color(Self.red), opacity: 0.5))
        else {
            return XCTFail("not a fill")
        }
        XCTAssertEqual(fill.colour.alpha, 128)
    }

    func testTransparentTrianglesAreCulledAndCounted() throws {
        let gone = Color(white: 1, alpha: 0)
        let mesh = Mesh(
            vertices: [
                MeshVertex(position: Point(x: 0, y: 0), uv: .zero, color: gone),
                MeshVertex(position: Point(x: 10, y: 0), uv: Point(x: 1, y: 0), color: gone),
                MeshVertex(position: Point(x: 10, y: 10), uv: Point(x: 1, y: 1), color: gone),
                MeshVertex(position: Point(x: 0, y: 10), uv: Point(x: 0, y: 1), color: gone),
            ],
            indices: [0, 1, 2, 0, 2, 3], texture: Self.image)
        guard case .culled(let texture, _, let triangles)? = op(.mesh(mesh)) else { return XCTFail("not culled") }
        XCTAssertEqual(texture?.identity, Self.image.identity, "its texture is still brought up to date")
        XCTAssertEqual(triangles, 2)
        // A quad at opacity 0 has no triangles at all.
        guard case .culled(nil, _, 0)? = op(quad(Rect(x: 0, y: 0, width: 4, height: 4), .color(Self.red), opacity: 0))
        else {
            return XCTFail("not culled")
        }
    }

    func testATopToBottomGradientIsBandsDownAndLeftToRightAcross() throws {
        let gradient = Gradient(colors: [Self.red, Self.blue])
        guard
            case .gradient(let down)? = op(
                quad(
                    Rect(x: 0, y: 0, width: 8, height: 6),
                    .gradient(gradient, start: Point(x: 0, y: 0), end: Point(x: 0, y: 1))))
        else {
            return XCTFail("not bands")
        }
        XCTAssertTrue(down.isVertical)
        XCTAssertEqual(down.start, RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        XCTAssertEqual(down.end, RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
        XCTAssertEqual(down.colour(ofBand: 0, of: 2), RGBA8(red: 191, green: 0, blue: 64, alpha: 255))
        guard
            case .gradient(let across)? = op(
                quad(
                    Rect(x: 0, y: 0, width: 8, height: 6),
                    .gradient(gradient, start: Point(x: 0, y: 0), end: Point(x: 1, y: 0))))
        else {
            return XCTFail("not bands")
        }
        XCTAssertFalse(across.isVertical)
    }

    func testATranslucentGradientIsATranslucentMesh() throws {
        let gradient = Gradient(colors: [Self.red, Color(red: 0, green: 0, blue: 1, alpha: 0.5)])
        guard
            case .translucentMesh(let mesh)? = op(
                quad(
                    Rect(x: 0, y: 0, width: 8, height: 6),
                    .gradient(gradient, start: .zero, end: Point(x: 0, y: 1))))
        else {
            return XCTFail("not a translucent mesh")
        }
        XCTAssertFalse(mesh.verticesOpaque)
        XCTAssertNil(mesh.texture)
    }

    func testARoundedRectangleOnScreenAxesIsARoundedFillAndTurnedAMesh() throws {
        let rect = Rect(x: 10, y: 20, width: 40, height: 30)
        guard case .roundedRect(let fill)? = op(quad(rect, .color(Self.green), cornerRadius: 8), scale: 2) else {
            return XCTFail("not a rounded fill")
        }
        XCTAssertEqual([fill.x0, fill.y0, fill.x1, fill.y1], [20, 40, 100, 100])
        XCTAssertEqual(fill.radiusX, 16)
        XCTAssertEqual(fill.radiusY, 16)
        let turned = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
        guard case .mesh(let mesh)? = op(quad(rect, .color(Self.green), transform: turned, cornerRadius: 8)) else {
            return XCTFail("not a mesh")
        }
        XCTAssertGreaterThan(mesh.triangleCount, 2)
        XCTAssertFalse(mesh.isSnappedQuad)
    }

    func testARoundedRectangleCoveringNoWholePixelIsCulled() throws {
        guard
            case .culled(nil, _, 0)? = op(
                quad(
                    Rect(x: 10, y: 20, width: 0.2, height: 30), .color(Self.green),
                    cornerRadius: 0.1))
        else {
            return XCTFail("not culled")
        }
    }

    func testAnImageOnScreenAxesIsATexelCopyWithItsEdgesTexelsAndOpacity() throws {
        let uv = Rect(x: 0.5, y: 0, width: 0.5, height: 1)
        guard
            case .texelCopy(let copy)? = op(
                quad(
                    Rect(x: 2, y: 3, width: 20, height: 10),
                    .texture(Self.image, uv: uv, tint: .white), opacity: 0.6))
        else {
            return XCTFail("not a texel copy")
        }
        XCTAssertEqual(copy.bitmap.identity, Self.image.identity)
        XCTAssertEqual([copy.x0, copy.y0, copy.x1, copy.y1], [2, 3, 22, 13])
        XCTAssertEqual(copy.colour, RGBA8(red: 255, green: 255, blue: 255, alpha: 153))
        let edges = try XCTUnwrap(copy.edges)
        XCTAssertEqual([edges.u0, edges.u1, edges.v0, edges.v1], [0.5, 1, 0, 1])
        XCTAssertEqual(copy.filter, .linear)
    }

    func testAFlippedImageIsATexelCopyWithoutEdges() throws {
        let flip = Transform3D(scaleX: -1, y: 1).translatedBy(x: -20, y: 0)
        guard
            case .texelCopy(let copy)? = op(
                quad(
                    Rect(x: 0, y: 0, width: 20, height: 10),
                    .texture(Self.image, uv: Self.whole, tint: .white), transform: flip))
        else {
            return XCTFail("not a texel copy")
        }
        XCTAssertNil(copy.edges, "drawn as a mesh: no copy flips")
    }

    func testAnImageInPerspectiveIsATexturedMesh() throws {
        let tilted = Transform3D(perspectiveDistance: 500).rotated(by: 0.4, x: 0, y: 1, z: 0)
        guard
            case .texturedMesh(let mesh)? = op(
                quad(
                    Rect(x: 0, y: 0, width: 200, height: 100),
                    .texture(Self.image, uv: Self.whole, tint: .white),
                    transform: tilted))
        else {
            return XCTFail("not a textured mesh")
        }
        XCTAssertEqual(mesh.texture?.identity, Self.image.identity)
        XCTAssertFalse(mesh.isSnappedQuad)
        XCTAssertTrue(mesh.verticesOpaque)
    }

    func testTextIsAGlyphRunOfItsUnscaledQuadsWithAFallback() throws {
        let page = Bitmap(width: 64, height: 64)
        func vertex(_ x: Double, _ y: Double, _ u: Double, _ v: Double) -> MeshVertex {
            MeshVertex(position: Point(x: x, y: y), uv: Point(x: u / 64, y: v / 64), color: .black)
        }
        // Two quads as `Mesh.appendQuad` makes them: corners in order, triangles 0 1 2 and 0 2 3.
        let mesh = Mesh(
            vertices: [
                vertex(10, 20, 4, 8), vertex(16, 20, 10, 8), vertex(16, 29, 10, 17), vertex(10, 29, 4, 17),
                vertex(18, 20, 12, 8), vertex(22, 20, 16, 8), vertex(22, 29, 16, 17), vertex(18, 29, 12, 17),
            ],
            indices: [0, 1, 2, 0, 2, 3, 4, 5, 6, 4, 6, 7], texture: page, filter: .nearest, isCoverageMask: true)
        guard case .glyphRun(let run)? = op(.mesh(mesh)) else { return XCTFail("not a glyph run") }
        XCTAssertEqual(
            run.glyphs,
            [
                GlyphQuad(
                    texelX: 4, texelY: 8, width: 6, height: 9, x: 10, y: 20,
                    colour: RGBA8(red: 0, green: 0, blue: 0, alpha: 255)),
                GlyphQuad(
                    texelX: 12, texelY: 8, width: 4, height: 9, x: 18, y: 20,
                    colour: RGBA8(red: 0, green: 0, blue: 0, alpha: 255)),
            ])
        guard case .texturedMesh(let fallback) = try XCTUnwrap(run.fallback.first) else {
            return XCTFail("no mesh fallback")
        }
        XCTAssertTrue(fallback.isCoverageMask)
        // Scaled text is no glyph run of copies: its glyphs are `nil`, the fallback draws it.
        guard case .glyphRun(let scaled)? = op(.mesh(mesh), scale: 1.5) else { return XCTFail("not a glyph run") }
        XCTAssertNil(scaled.glyphs)
        // Without pixman's glyphs, text is a textured mesh.
        var options = RenderOptions.standard
        options.compositesGlyphs = false
        guard case .texturedMesh? = op(.mesh(mesh), options: options) else { return XCTFail("not a textured mesh") }
    }

    func testTheTransparentTrianglesOfAMeshAreCulledTheOthersKept() throws {
        let seen = Color(red: 1, green: 0, blue: 0, alpha: 0.5), gone = Color(red: 1, green: 0, blue: 0, alpha: 0)
        let mesh = Mesh(
            vertices: [
                MeshVertex(position: Point(x: 0, y: 0), uv: .zero, color: seen),
                MeshVertex(position: Point(x: 10, y: 0), uv: .zero, color: seen),
                MeshVertex(position: Point(x: 0, y: 10), uv: .zero, color: gone),
                MeshVertex(position: Point(x: 10, y: 20), uv: .zero, color: gone),
                MeshVertex(position: Point(x: 0, y: 20), uv: .zero, color: gone),
            ],
            indices: [0, 1, 2, 2, 3, 4])
        guard case .translucentMesh(let kept)? = op(.mesh(mesh)) else { return XCTFail("not a translucent mesh") }
        XCTAssertEqual(kept.indices, [0, 1, 2])
        XCTAssertEqual(kept.triangleCount, 2, "counted before culling")
        guard case .mesh(let reference)? = op(.mesh(mesh), options: .reference) else { return XCTFail("not a mesh") }
        XCTAssertEqual(reference.indices, mesh.indices, "the reference drops nothing")
    }

    func testAnOpaqueTurnedMeshIsTheGeneralMesh() throws {
        let mesh = Mesh(
            vertices: [
                MeshVertex(position: Point(x: 0, y: 0), uv: .zero, color: Self.blue),
                MeshVertex(position: Point(x: 10, y: 3), uv: .zero, color: Self.blue),
                MeshVertex(position: Point(x: 2, y: 12), uv: .zero, color: Self.blue),
            ],
            indices: [0, 1, 2])
        guard case .mesh(let general)? = op(.mesh(mesh), scale: 2) else { return XCTFail("not a mesh") }
        XCTAssertEqual(
            general.vertices[1],
            PixelVertex(
                x: 20, y: 6, colour: RGBA8(red: 0, green: 0, blue: 255, alpha: 255),
                u: 0, v: 0))
        guard case .culled(nil, _, 0)? = op(.mesh(Mesh())) else { return XCTFail("an empty mesh is not culled") }
    }

    func testTheReferenceTakesNoFastPathAndClipsAreNoOps() throws {
        let rect = Rect(x: 0, y: 0, width: 8, height: 8)
        guard case .mesh? = op(quad(rect, .color(Self.red)), options: .reference) else { return XCTFail("a fill") }
        guard case .mesh? = op(quad(rect, .color(Self.red), cornerRadius: 2), options: .reference) else {
            return XCTFail("a rounded fill")
        }
        XCTAssertNil(op(.pushClip(rect)))
        XCTAssertNil(op(.popClip))
    }

    /// A fallback's part under a tile fading in, the tile marked as fading in over it.
    private func pair(opacity: Double, fadesIn: Bool = true, tint: Color = .white) -> (DisplayItem, DisplayItem) {
        let rect = Rect(x: 4, y: 2, width: 32, height: 16)
        return (
            quad(rect, .texture(Self.image, uv: Rect(x: 0, y: 0, width: 0.5, height: 1), tint: .white)),
            quad(
                rect, .texture(Bitmap(width: 32, height: 16), uv: Self.whole, tint: tint), opacity: opacity,
                fadesIn: fadesIn)
        )
    }

    func testATileMarkedAsFadingInOverTheItemBeforeItIsACrossFade() throws {
        let (under, over) = pair(opacity: 0.4)
        guard
            case .crossFade(let part, let tile)? = DrawOpCompiler.crossFade(
                under: under, over: over, scale: 1,
                options: .standard)
        else {
            return XCTFail("not a cross-fade")
        }
        XCTAssertEqual(part.bitmap.identity, Self.image.identity)
        XCTAssertEqual(part.colour.alpha, 255)
        XCTAssertEqual(tile.colour.alpha, 102)
        XCTAssertEqual([tile.x0, tile.y0, tile.x1, tile.y1], [4, 2, 36, 18])
    }

    func testAPairIsNoCrossFadeUnmarkedOpaqueTintedOrWithTheOptionOff() throws {
        func crossFade(_ items: (DisplayItem, DisplayItem), options: RenderOptions = .standard) -> DrawOp? {
            DrawOpCompiler.crossFade(under: items.0, over: items.1, scale: 1, options: options)
        }
        XCTAssertNil(crossFade(pair(opacity: 0.4, fadesIn: false)), "unmarked: no guessing from positions")
        XCTAssertNil(crossFade(pair(opacity: 1)), "faded in: drawn alone")
        XCTAssertNil(crossFade(pair(opacity: 0.4, tint: Self.red)), "tinted")
        var options = RenderOptions.standard
        options.crossFadesTiles = false
        XCTAssertNil(crossFade(pair(opacity: 0.4), options: options))
        let (under, _) = pair(opacity: 0.4)
        let elsewhere = quad(
            Rect(x: 5, y: 2, width: 32, height: 16),
            .texture(Self.image, uv: Self.whole, tint: .white), opacity: 0.4, fadesIn: true)
        XCTAssertNil(crossFade((under, elsewhere)), "not on the same pixels")
    }

    func testTiledContentMarksATileFadingInOverItsFallbacksPartZoomingInAndOut() throws {
        let paint: TileDrawing = { canvas, request in canvas.fill(request.contentRect, color: Self.green) }
        for (from, to) in [(1.0, 2.5), (2.5, 1.9)] {
            var content = TiledContent(
                grid: TileGrid(contentSize: Size(width: 4096, height: 4096), keepBuffer: 0),
                uploadsPerFrame: 100)
            let worker = SynchronousTileWorker(draw: paint)
            let viewport = Size(width: 96, height: 64)
            func frame(_ zoom: Double, at time: Double) -> [DisplayItem] {
                content.frame(
                    visible: TiledContent.visibleRect(offset: .zero, zoom: zoom, viewport: viewport), zoom: zoom,
                    at: time, worker: worker, contentToWindow: TiledContent.contentToWindow(offset: .zero, zoom: zoom))
            }
            _ = frame(from, at: 0)
            _ = frame(from, at: 1)
            _ = frame(to, at: 2)
            let items = frame(to, at: 2.1)
            let marked = items.indices.filter { index in
                if case .quad(let q) = items[index] { return q.fadesInOverPrevious }
                return false
            }
            XCTAssertFalse(marked.isEmpty, "\(from) → \(to): a tile fading in over its fallback")
            for index in marked {
                XCTAssertNotNil(
                    DrawOpCompiler.crossFade(
                        under: items[index - 1], over: items[index], scale: 1,
                        options: .standard), "\(from) → \(to): item \(index)")
            }
            // Faded in: nothing is marked.
            XCTAssertFalse(
                frame(to, at: 3).contains { item in
                    if case .quad(let q) = item { return q.fadesInOverPrevious }
                    return false
                })
        }
    }
}
