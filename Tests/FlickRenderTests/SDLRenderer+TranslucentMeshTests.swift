import CSDL2
import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport
import XCTest

@testable import FlickRender

/// Translucent untextured meshes blended span by span (`SDLRenderer.blendsTranslucentMeshesBySpans`):
/// which meshes take it, and that it writes exactly the pixels SDL's per-triangle blend does.
final class SDLRendererTranslucentMeshTests: XCTestCase {
    /// A background with a pattern, so a blend over it shows every channel.
    private func background(_ width: Double, _ height: Double) -> DisplayList {
        var list = DisplayList()
        list.fill(Rect(x: 0, y: 0, width: width, height: height), color: Color(red: 0.2, green: 0.5, blue: 0.8))
        list.append(.quad(TransformedQuad(
            rect: Rect(x: 0, y: 0, width: width, height: height / 2),
            fill: .gradient(Gradient(colors: [Color(red: 0.9, green: 0.3, blue: 0.1), Color(red: 0.1, green: 0.9, blue: 0.6)]),
                            start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5)))))
        return list
    }

    /// How many channel values of `a` and `b` (of one size) differ, and by how much at most.
    private func differences(_ a: Bitmap, _ b: Bitmap) -> String? {
        guard a.pixels != b.pixels else { return nil }
        let d = zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.filter { $0 != 0 }
        return d.isEmpty ? nil : "\(d.count) channel values differ, by up to \(d.max()!)"
    }

    /// Renders `list` once with translucent meshes blended span by span and once by SDL;
    /// returns both bitmaps and how many meshes the first blended by spans.
    private func renderBothWays(_ list: DisplayList, width: Int, height: Int,
                                opaque: Bool) throws -> (spans: Bitmap, sdl: Bitmap, blends: Int) {
        let once = try HeadlessRenderer(pixelWidth: width, pixelHeight: height, opaque: opaque)
        let sdl = try HeadlessRenderer(pixelWidth: width, pixelHeight: height, opaque: opaque)
        sdl.renderer.options.blendsTranslucentMeshesBySpans = false
        let a = try once.render(list), b = try sdl.render(list)
        XCTAssertEqual(sdl.renderer.counters.translucentMeshBlends, 0)
        return (a, b, once.renderer.counters.translucentMeshBlends)
    }

    func testAFoldsShadingInPerspectiveBlendsToSDLsPixelsExactly() throws {
        // A card's shading (black, its alpha a gradient along the fold) and a darkening
        // overlay (one colour), turned about x (a fold) and about y (a flip) at several
        // angles, on and partly off the target, on an opaque and an RGBA target.
        var blends = 0
        let shading = QuadFill.gradient(Gradient(colors: [Color(red: 0, green: 0, blue: 0, alpha: 0.02),
                                                          Color(red: 0, green: 0, blue: 0, alpha: 0.7)]),
                                        start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1))
        let tint = QuadFill.gradient(Gradient(colors: [Color(red: 0.9, green: 0.2, blue: 0.4, alpha: 0.5),
                                                       Color(red: 0.1, green: 0.8, blue: 0.3, alpha: 0.9)]),
                                     start: Point(x: 0, y: 0), end: Point(x: 1, y: 1))
        for (name, fill) in [("overlay", QuadFill.color(Color(red: 0, green: 0, blue: 0))), ("shading", shading), ("tint", tint)] {
        for opaque in [true, false] {
            for (axis, angle) in [((1.0, 0.0), -1.2), ((1.0, 0.0), -0.4), ((1.0, 0.0), 0.05), ((0.0, 1.0), 0.7),
                                  ((0.0, 1.0), -1.35)] {
                for (centre, opacity) in [(Point(x: 160, y: 100), 0.25), (Point(x: 290, y: 30), 0.6)] {
                    var list = background(320, 200)
                    list.append(.quad(TransformedQuad(
                        rect: Rect(x: -120.3, y: -80.6, width: 240.5, height: 160.2),
                        transform: Transform3D(rotationAngle: angle, x: axis.0, y: axis.1, z: 0)
                            .concatenating(Transform3D(perspectiveDistance: 500))
                            .concatenating(Transform3D(translationX: centre.x, y: centre.y)),
                        fill: fill, opacity: opacity)))
                    let (a, b, n) = try renderBothWays(list, width: 320, height: 200, opaque: opaque)
                    XCTAssertNil(differences(a, b), "\(name), opaque \(opaque), axis \(axis), angle \(angle), at \(centre)")
                    blends += n
                }
            }
        }
        }
        XCTAssertEqual(blends, 60)
    }

    func testRandomTurnedQuadsUnderClipsBlendToSDLsPixelsExactly() throws {
        // Quads of random size, turn, perspective, place (fractional, partly off the target),
        // colour and opacity, some inside a clip, with an item after them under another clip:
        // the renderer's clip is as SDL left it.
        var random = SeededGenerator(seed: 0x5EED_0F01D)
        var blends = 0
        for trial in 0..<40 {
            var list = background(300, 220)
            let clipped = trial % 3 == 0
            if clipped {
                list.append(.pushClip(Rect(x: random.uniform(0, 80), y: random.uniform(0, 60),
                                           width: random.uniform(60, 220), height: random.uniform(40, 160))))
            }
            let width = random.uniform(20, 260), height = random.uniform(10, 200)
            list.append(.quad(TransformedQuad(
                rect: Rect(x: -width / 2, y: -height / 2, width: width, height: height),
                transform: Transform3D(rotationAngle: random.uniform(-1.4, 1.4), x: random.uniform(-1, 1),
                                       y: random.uniform(-1, 1), z: random.uniform(-0.3, 0.3))
                    .concatenating(Transform3D(perspectiveDistance: random.uniform(300, 1500)))
                    .concatenating(Transform3D(translationX: random.uniform(-40, 340), y: random.uniform(-40, 260))),
                fill: trial % 4 == 1
                    ? .color(Color(red: random.uniform(0, 1), green: random.uniform(0, 1), blue: random.uniform(0, 1),
                                   alpha: random.uniform(0.1, 0.95)))
                    : .gradient(Gradient(colors: (0..<3).map { _ in
                        Color(red: random.uniform(0, 1), green: random.uniform(0, 1), blue: random.uniform(0, 1),
                              alpha: random.uniform(0, 1))
                    }), start: Point(x: random.uniform(0, 1), y: random.uniform(0, 1)),
                       end: Point(x: random.uniform(0, 1), y: random.uniform(0, 1))),
                opacity: random.uniform(0.3, 1))))
            if clipped { list.append(.popClip) }
            list.append(.pushClip(Rect(x: 100, y: 60, width: 90, height: 70)))
            list.fill(Rect(x: 80, y: 40, width: 160, height: 120), color: Color(red: 1, green: 1, blue: 1, alpha: 0.3))
            list.append(.popClip)
            let (a, b, n) = try renderBothWays(list, width: 300, height: 220, opaque: trial % 2 == 0)
            XCTAssertNil(differences(a, b), "trial \(trial)")
            blends += n
        }
        // Some quads fall outside the target or their clip: most are blended by spans.
        XCTAssertGreaterThan(blends, 20)
    }

    func testOverlappingTrianglesAreLeftToSDL() throws {
        // Two triangles of one colour sharing pixels: SDL blends those twice; blended by spans they
        // would differ, so the mesh is left to SDL.
        let c = Color(red: 0.1, green: 0.2, blue: 0.9, alpha: 0.5)
        let points = [Point(x: 10, y: 10), Point(x: 150, y: 20), Point(x: 40, y: 110),
                      Point(x: 20, y: 30), Point(x: 140, y: 100), Point(x: 60, y: 15)]
        var list = background(160, 120)
        list.append(.mesh(Mesh(vertices: points.map { MeshVertex(position: $0, uv: Point(x: 0, y: 0), color: c) },
                               indices: [0, 1, 2, 3, 4, 5])))
        let (a, b, n) = try renderBothWays(list, width: 160, height: 120, opaque: true)
        XCTAssertEqual(n, 0)
        XCTAssertNil(differences(a, b))
    }

    func testMeshesSDLMayDrawAsRectsAreLeftToSDL() throws {
        // A turned rounded quad's corners are fans whose triangles can have two vertices at one
        // position; two triangles making an axis-aligned rectangle SDL draws as a rect fill.
        // Both are left to SDL, pixel for pixel.
        let tilt = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
        let black = Color(red: 0, green: 0, blue: 0, alpha: 0.4)
        var rounded = background(128, 96)
        rounded.append(.quad(TransformedQuad(rect: Rect(x: 12, y: 30, width: 30, height: 10), transform: tilt,
                                             fill: .color(black), cornerRadius: 3)))
        let rect = [Point(x: 10, y: 10), Point(x: 90, y: 10), Point(x: 90, y: 60), Point(x: 10, y: 60)]
        var pair = background(128, 96)
        pair.append(.mesh(Mesh(vertices: rect.map { MeshVertex(position: $0, uv: Point(x: 0, y: 0), color: black) },
                               indices: [0, 1, 2, 0, 2, 3])))
        for (name, list) in [("rounded", rounded), ("pair", pair)] {
            for scale in [1.0, 2.0] {
                let once = try HeadlessRenderer(pixelWidth: Int(128 * scale), pixelHeight: Int(96 * scale), scale: scale)
                let sdl = try HeadlessRenderer(pixelWidth: Int(128 * scale), pixelHeight: Int(96 * scale), scale: scale)
                sdl.renderer.options.blendsTranslucentMeshesBySpans = false
                let a = try once.render(list), b = try sdl.render(list)
                XCTAssertEqual(once.renderer.counters.translucentMeshBlends, 0, "\(name) at \(scale)")
                XCTAssertNil(differences(a, b), "\(name) at \(scale)")
            }
        }
        XCTAssertTrue(SDLRenderer.hasPairsSDLDrawsAsRects([0, 1, 2, 0, 2, 3], rect.map {
            SDL_Vertex(position: SDL_FPoint(x: Float($0.x), y: Float($0.y)), color: SDL_Color(r: 0, g: 0, b: 0, a: 100),
                       tex_coord: SDL_FPoint(x: 0, y: 0))
        }))
    }

    func testOnlyTranslucentMeshesTakeIt() throws {
        // An opaque colour (drawn unblended) and a colour at alpha 0 (culled) are not blended
        // once; a translucent gradient and a translucent colour are.
        let turn = Transform3D(rotationAngle: 0.6, x: 1, y: 0, z: 0)
            .concatenating(Transform3D(perspectiveDistance: 400))
            .concatenating(Transform3D(translationX: 100, y: 80))
        let rect = Rect(x: -60, y: -40, width: 120, height: 80)
        let fills: [(QuadFill, Double, Int)] = [
            (.gradient(Gradient(colors: [Color(red: 0, green: 0, blue: 0, alpha: 0.5), Color(red: 0, green: 0, blue: 0, alpha: 0)]),
                       start: Point(x: 0, y: 0), end: Point(x: 0, y: 1)), 1, 1),
            (.color(Color(red: 0.3, green: 0.3, blue: 0.3)), 1, 0),
            (.color(Color(red: 0.3, green: 0.3, blue: 0.3)), 0, 0),
            (.color(Color(red: 0.3, green: 0.3, blue: 0.3)), 0.4, 1),
        ]
        for (fill, opacity, expected) in fills {
            var list = background(200, 160)
            list.append(.quad(TransformedQuad(rect: rect, transform: turn, fill: fill, opacity: opacity)))
            let (a, b, n) = try renderBothWays(list, width: 200, height: 160, opaque: true)
            XCTAssertEqual(n, expected, "\(fill) at \(opacity)")
            XCTAssertNil(differences(a, b), "\(fill) at \(opacity)")
        }
    }

    func testTwoTrianglesSharingADiagonalSplitItsPixelsBySDLsTopLeftRule() {
        // A square of 4 × 4 pixels (vertices doubled, as SDL holds them) cut along its
        // diagonal, which passes through pixel centres: each centre on it belongs to exactly one
        // triangle (the one whose left edge it is), so the two spans of every row tile the row.
        let clip = PixelBox(x0: 0, y0: 0, x1: 100, y1: 100)
        let grey = (r: 90, g: 90, b: 90, a: 128)
        let lower = SoftwareTriangle((x: 0, y: 0), (x: 0, y: 8), (x: 8, y: 8), colours: grey, grey, grey, within: clip)
        let upper = SoftwareTriangle((x: 0, y: 0), (x: 8, y: 8), (x: 8, y: 0), colours: grey, grey, grey, within: clip)
        XCTAssertEqual(lower?.box, PixelBox(x0: 0, y0: 0, x1: 4, y1: 4))
        XCTAssertNil(lower?.span(row: 0))
        XCTAssertEqual(upper?.span(row: 0).map { [$0.0, $0.1] }, [0, 4])
        XCTAssertEqual(lower?.span(row: 3).map { [$0.0, $0.1] }, [0, 3])
        XCTAssertEqual(upper?.span(row: 3).map { [$0.0, $0.1] }, [3, 4])
        for row in 0..<4 {
            let a = lower?.span(row: row), b = upper?.span(row: row)
            XCTAssertEqual(a?.0 ?? b?.0, 0, "row \(row)")
            XCTAssertEqual(a?.1 ?? b?.0, b?.0, "row \(row)")
            XCTAssertEqual(b?.1, 4, "row \(row)")
        }
        // Wound the other way, a triangle covers the same pixels.
        let reversed = SoftwareTriangle((x: 8, y: 8), (x: 0, y: 8), (x: 0, y: 0), colours: grey, grey, grey, within: clip)
        for row in 0..<4 {
            XCTAssertEqual(reversed?.span(row: row).map { [$0.0, $0.1] }, lower?.span(row: row).map { [$0.0, $0.1] })
        }
        // Flat, or outside the clip: nothing.
        XCTAssertNil(SoftwareTriangle((x: 0, y: 0), (x: 4, y: 4), (x: 8, y: 8), colours: grey, grey, grey, within: clip))
        XCTAssertNil(SoftwareTriangle((x: 300, y: 300), (x: 300, y: 308), (x: 308, y: 308), colours: grey, grey, grey, within: clip))
    }
}
