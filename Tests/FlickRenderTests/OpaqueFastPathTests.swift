import FlickAnimation
import FlickInput
import FlickRender
import FlickScene
import XCTest

/// The opaque fast path (`SDLRenderer.usesOpaqueFastPath`): which draws take it, and that
/// it writes exactly the pixels blending would.
final class OpaqueFastPathTests: XCTestCase {
    /// A bitmap of `width × height` with a pattern of colours and the given alpha everywhere.
    func pattern(_ width: Int, _ height: Int, alpha: UInt8 = 255) -> Bitmap {
        var b = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                b[x, y] = RGBA8(red: UInt8((x * 37) % 256), green: UInt8((y * 59) % 256),
                                blue: UInt8(((x + y) * 13) % 256), alpha: alpha)
            }
        }
        return b
    }

    /// The largest difference of one channel between two bitmaps of the same size.
    func maximumChannelDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
        precondition(a.width == b.width && a.height == b.height)
        return zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    func testLinearGradientBandsMatchSDLInterpolation() throws {
        for (start, end) in [(Point(x: 0.5, y: 0), Point(x: 0.5, y: 1)), (Point(x: 0, y: 0.5), Point(x: 1, y: 0.5))] {
            for alpha in [1.0, 0.6] {
                var list = DisplayList()
                list.fill(Rect(x: 0, y: 0, width: 200, height: 120), color: Color(red: 0.3, green: 0.7, blue: 0.2))
                list.append(.quad(TransformedQuad(
                    rect: Rect(x: 3.4, y: 5.6, width: 180.7, height: 101.2),
                    fill: .gradient(Gradient(colors: [Color(red: 0.85, green: 0.1, blue: 0.97, alpha: alpha),
                                                      Color(red: 0.05, green: 0.72, blue: 0.35, alpha: alpha)]),
                                    start: start, end: end))))
                let fast = try HeadlessRenderer(pixelWidth: 200, pixelHeight: 120)
                let slow = try HeadlessRenderer(pixelWidth: 200, pixelHeight: 120)
                slow.renderer.options.usesOpaqueFastPath = false
                let a = try fast.render(list), b = try slow.render(list)
                // Translucent gradients stay triangles (same pixels); opaque ones are lines.
                XCTAssertLessThanOrEqual(maximumChannelDifference(a, b), alpha == 1 ? 1 : 0, "\(start)→\(end) alpha \(alpha)")
                XCTAssertEqual(fast.renderer.counters.gradientFills, alpha == 1 ? 1 : 0)
                XCTAssertEqual(slow.renderer.counters.gradientFills, 0)
            }
        }
    }

    func testOpaqueInteriorsOfFoldingAndFlippingCardsDrawTheSamePixelsAsBlending() throws {
        // A card with transparent rounded corners turned about x (a fold) and about y (a
        // flip) at several angles, tinted and not, over a background: on an XRGB target the
        // triangles inside its opaque texels are drawn unblended from an opaque copy.
        let card = BitmapOpacityGridTests.card()
        var drawnInside = 0
        for (axis, angle) in [((1.0, 0.0), -1.2), ((1.0, 0.0), -0.4), ((0.0, 1.0), 0.7), ((0.0, 1.0), -1.35)] {
            for tint in [Color.white, Color(red: 0.8, green: 0.9, blue: 1)] {
                var list = DisplayList()
                list.fill(Rect(x: 0, y: 0, width: 320, height: 200), color: Color(red: 0.2, green: 0.4, blue: 0.3))
                list.append(.quad(TransformedQuad(
                    rect: Rect(x: -120, y: -80, width: 240, height: 160),
                    transform: Transform3D(rotationAngle: angle, x: axis.0, y: axis.1, z: 0)
                        .concatenating(Transform3D(perspectiveDistance: 500))
                        .concatenating(Transform3D(translationX: 160, y: 100)),
                    fill: .texture(card, uv: Rect(x: 0, y: 0, width: 1, height: 1), tint: tint))))
                let split = try HeadlessRenderer(pixelWidth: 320, pixelHeight: 200, opaque: true)
                let blended = try HeadlessRenderer(pixelWidth: 320, pixelHeight: 200, opaque: true)
                blended.renderer.options.drawsOpaqueInteriors = false
                let a = try split.render(list), b = try blended.render(list)
                XCTAssertEqual(a.pixels, b.pixels, "axis \(axis), angle \(angle), tint \(tint)")
                XCTAssertEqual(blended.renderer.counters.opaqueInteriorTriangles, 0)
                drawnInside += split.renderer.counters.opaqueInteriorTriangles
            }
        }
        XCTAssertGreaterThan(drawnInside, 0)
        // An RGBA target has no opaque format: everything stays blended.
        let rgba = try HeadlessRenderer(pixelWidth: 320, pixelHeight: 200)
        var list = DisplayList()
        list.append(.quad(TransformedQuad(rect: Rect(x: 40, y: 20, width: 240, height: 160),
                                          transform: Transform3D(rotationAngle: 0.5, x: 1, y: 0, z: 0)
                                              .concatenating(Transform3D(perspectiveDistance: 500)),
                                          fill: .texture(card, uv: Rect(x: 0, y: 0, width: 1, height: 1), tint: .white))))
        _ = try rgba.render(list)
        XCTAssertEqual(rgba.renderer.counters.opaqueInteriorTriangles, 0)
    }

    func testABarelyTurnedCardIsSplitSoItsInteriorIsDrawnUnblendedAtMostATexelAway() throws {
        // A fold's first frame: a large card turned by a few thousandths of a radian is two
        // triangles spanning its corners. Split, its middle is drawn from the opaque copy. The
        // pieces map the texture by the same affine function, but SDL steps texture coordinates
        // from each triangle's own vertices: a pixel may take the texel next to the one the
        // whole triangle gave it, never anything else (no crack, no blend left out).
        let card = BitmapOpacityGridTests.card(width: 480, height: 320)
        for (axis, angle) in [((1.0, 0.0), -0.004), ((0.0, 1.0), 0.005), ((1.0, 0.0), -0.02)] {
            var list = DisplayList()
            list.fill(Rect(x: 0, y: 0, width: 640, height: 400), color: Color(red: 0.2, green: 0.4, blue: 0.3))
            let quad = TransformedQuad(
                rect: Rect(x: -240, y: -160, width: 480, height: 320),
                transform: Transform3D(rotationAngle: angle, x: axis.0, y: axis.1, z: 0)
                    .concatenating(Transform3D(perspectiveDistance: 1500))
                    .concatenating(Transform3D(translationX: 320, y: 200)),
                fill: .texture(card, uv: Rect(x: 0, y: 0, width: 1, height: 1), tint: .white))
            list.append(.quad(quad))
            let split = try HeadlessRenderer(pixelWidth: 640, pixelHeight: 400, opaque: true)
            let blended = try HeadlessRenderer(pixelWidth: 640, pixelHeight: 400, opaque: true)
            blended.renderer.options.drawsOpaqueInteriors = false
            let a = try split.render(list), b = try blended.render(list)
            let triangles = MeshBuilder.mesh(for: quad, tolerance: split.renderer.options.meshTolerance).triangleCount
            guard triangles == 2 else {
                // More triangles may meet in the middle of an edge: left whole, as before.
                XCTAssertEqual(split.renderer.counters.opaqueInteriorTriangles, 0, "axis \(axis), angle \(angle)")
                XCTAssertEqual(a.pixels, b.pixels, "axis \(axis), angle \(angle)")
                continue
            }
            XCTAssertGreaterThan(split.renderer.counters.opaqueInteriorTriangles, 0, "axis \(axis), angle \(angle)")
            var farther = 0
            for y in 0..<a.height {
                for x in 0..<a.width where a[x, y] != b[x, y] {
                    let near = (-1...1).contains { dy in
                        (-1...1).contains { dx in
                            let nx = x + dx, ny = y + dy
                            return nx >= 0 && ny >= 0 && nx < b.width && ny < b.height && b[nx, ny] == a[x, y]
                        }
                    }
                    if !near { farther += 1 }
                }
            }
            XCTAssertEqual(farther, 0, "axis \(axis), angle \(angle): every pixel is one of its blended neighbours'")
        }
    }

    func testBlendedTrianglesWithNoAlphaAreCulledWithoutChangingAPixel() throws {
        // A fold's shade: black at its top edge, clear at its bottom, tilted about x.
        let shade = TransformedQuad(
            rect: Rect(x: 0, y: 0, width: 160, height: 100),
            transform: Transform3D(rotationAngle: -1.2, x: 1, y: 0, z: 0)
                .concatenating(Transform3D(perspectiveDistance: 4.6666667 * 100))
                .concatenating(Transform3D(translationX: 20, y: 10)),
            fill: .gradient(Gradient(colors: [.black, .clear]), start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1)),
            opacity: 0.2)
        // A mesh of two triangles, one with no alpha at any corner; a quad fading in from 0.
        let seen = Color(red: 0.9, green: 0.1, blue: 0.1, alpha: 0.5), gone = Color(red: 0.9, green: 0.1, blue: 0.1, alpha: 0)
        let strip = Mesh(vertices: [MeshVertex(position: Point(x: 100, y: 20), uv: .zero, color: seen),
                                    MeshVertex(position: Point(x: 180, y: 20), uv: .zero, color: seen),
                                    MeshVertex(position: Point(x: 100, y: 60), uv: .zero, color: gone),
                                    MeshVertex(position: Point(x: 180, y: 100), uv: .zero, color: gone),
                                    MeshVertex(position: Point(x: 120, y: 110), uv: .zero, color: gone)],
                         indices: [0, 1, 2, 2, 3, 4])
        var invisible = TransformedQuad(rect: Rect(x: 10, y: 10, width: 50, height: 40), fill: .color(.black))
        invisible.opacity = 0.001
        var list = DisplayList()
        list.fill(Rect(x: 0, y: 0, width: 200, height: 120), color: Color(red: 0.3, green: 0.7, blue: 0.2))
        list.append(.quad(shade))
        list.append(.quad(invisible))
        list.append(.mesh(strip))
        let fast = try HeadlessRenderer(pixelWidth: 200, pixelHeight: 120)
        let slow = try HeadlessRenderer(pixelWidth: 200, pixelHeight: 120)
        slow.renderer.options.usesOpaqueFastPath = false
        let a = try fast.render(list), b = try slow.render(list)
        XCTAssertEqual(maximumChannelDifference(a, b), 0)
        XCTAssertEqual(fast.renderer.counters.culledTriangles, 5,
                       "the whole quad, the strip's clear triangle and the shade's band of alpha 0 (MeshBuilder+Bands)")
        XCTAssertEqual(slow.renderer.counters.culledTriangles, 0)
        XCTAssertLessThan(fast.renderer.counters.triangles, slow.renderer.counters.triangles)
    }

    func testIsOpaqueFollowsEveryAlphaByte() {
        var b = pattern(5, 4)
        XCTAssertTrue(b.isOpaque)
        b[4, 3] = RGBA8(red: 1, green: 2, blue: 3, alpha: 254)
        XCTAssertFalse(b.isOpaque)
        b[4, 3] = RGBA8(red: 1, green: 2, blue: 3, alpha: 255)
        XCTAssertTrue(b.isOpaque)
        XCTAssertFalse(Bitmap(width: 2, height: 2).isOpaque)
        XCTAssertTrue(Bitmap(width: 0, height: 0).isOpaque)
    }

    /// Every kind of item the fast path may or may not take, at fractional positions,
    /// scaled, rotated, under perspective, clipped, over a non-uniform background.
    func mixedList(opaque: Bitmap, translucent: Bitmap) -> DisplayList {
        var list = DisplayList()
        list.append(.quad(TransformedQuad(rect: Rect(x: 0, y: 0, width: 64, height: 48),
                                          fill: .gradient(Gradient(colors: [Color(red: 0.9, green: 0.2, blue: 0.1),
                                                                            Color(red: 0.1, green: 0.3, blue: 0.8)]),
                                                          start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1)))))
        list.draw(opaque, in: Rect(x: 3.3, y: 2.6, width: 13, height: 9))
        list.draw(opaque, in: Rect(x: 20.5, y: 1.25, width: 26, height: 18.5))
        list.draw(opaque, in: Rect(x: 40, y: 30, width: 20, height: 12), opacity: 0.6)
        list.draw(translucent, in: Rect(x: 5, y: 20, width: 16, height: 12))
        // Rounded one-colour quads: rotated ones are fanned at their corners by both renderers
        // (axis-aligned ones are filled row by row: RoundedFillTests).
        let tilt = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
        list.append(.quad(TransformedQuad(rect: Rect(x: 30.4, y: 12.7, width: 14, height: 10), transform: tilt,
                                          fill: .color(Color(red: 0.2, green: 0.8, blue: 0.3)), cornerRadius: 4)))
        list.append(.quad(TransformedQuad(rect: Rect(x: 12, y: 30, width: 30, height: 10), transform: tilt,
                                          fill: .color(Color(white: 0, alpha: 0.4)), cornerRadius: 3)))
        list.fill(Rect(x: 33.6, y: 4.2, width: 20.3, height: 11.5), color: Color(red: 0.1, green: 0.2, blue: 0.9, alpha: 0.45))
        list.fill(Rect(x: 1.5, y: 14.5, width: 9, height: 30), color: Color(red: 0.95, green: 0.9, blue: 0.1))
        list.append(.pushClip(Rect(x: 10, y: 10, width: 40, height: 30)))
        list.fill(Rect(x: 0, y: 0, width: 64, height: 48), color: Color(white: 1, alpha: 0.3))
        let rotation = Transform3D(translationX: -8, y: -6).concatenating(Transform3D(rotationAngle: 0.4, x: 0, y: 0, z: 1))
            .concatenating(Transform3D(translationX: 32, y: 24))
        list.append(.quad(TransformedQuad(rect: Rect(x: 0, y: 0, width: 16, height: 12), transform: rotation,
                                          fill: .texture(opaque, uv: Rect(x: 0, y: 0, width: 1, height: 1),
                                                         tint: Color(red: 1, green: 0.8, blue: 0.6)))))
        let fold = Transform3D(rotationAngle: 0.7, x: 0, y: 1, z: 0)
            .concatenating(Transform3D(perspectiveDistance: 200))
            .concatenating(Transform3D(translationX: 20, y: 12))
        list.append(.quad(TransformedQuad(rect: Rect(x: 0, y: 0, width: 24, height: 20), transform: fold,
                                          fill: .texture(opaque, uv: Rect(x: 0, y: 0, width: 1, height: 1), tint: .white),
                                          cornerRadius: 3)))
        list.append(.popClip)
        return list
    }

    func testFastPathWritesTheSamePixelsAsBlending() throws {
        let opaque = pattern(13, 9), translucent = pattern(8, 6, alpha: 128)
        for scale in [1.0, 2.0] {
            let size = Int(64 * scale)
            let fast = try HeadlessRenderer(pixelWidth: size, pixelHeight: Int(48 * scale), scale: scale)
            let blended = try HeadlessRenderer(pixelWidth: size, pixelHeight: Int(48 * scale), scale: scale)
            blended.renderer.options.usesOpaqueFastPath = false
            let list = mixedList(opaque: opaque, translucent: translucent)
            let a = try fast.render(list, background: Color(red: 0.5, green: 0.5, blue: 0.5))
            let b = try blended.render(list, background: Color(red: 0.5, green: 0.5, blue: 0.5))
            XCTAssertLessThanOrEqual(maximumChannelDifference(a, b), 1, "scale \(scale)")
            XCTAssertGreaterThan(fast.renderer.counters.opaqueDraws, 0)
            XCTAssertEqual(blended.renderer.counters.opaqueDraws, 0)
            XCTAssertEqual(fast.renderer.counters.rectFills, 3, "one opaque, two translucent one-colour rectangles")
            XCTAssertEqual(blended.renderer.counters.rectFills, 0)
        }
    }

    func testOnlyOpaqueDrawsTakeTheFastPath() throws {
        let r = try HeadlessRenderer(pixelWidth: 16, pixelHeight: 16)
        let opaque = pattern(4, 4), translucent = pattern(4, 4, alpha: 200)
        func opaqueDraws(_ build: (inout DisplayList) -> Void) throws -> Int {
            var list = DisplayList()
            build(&list)
            let before = r.renderer.counters.opaqueDraws
            try r.render(list)
            return r.renderer.counters.opaqueDraws - before
        }
        XCTAssertEqual(try opaqueDraws { $0.draw(opaque, in: Rect(x: 0, y: 0, width: 8, height: 8)) }, 1)
        XCTAssertEqual(try opaqueDraws { $0.draw(opaque, in: Rect(x: 0, y: 0, width: 8, height: 8), opacity: 0.99) }, 0)
        XCTAssertEqual(try opaqueDraws { $0.draw(translucent, in: Rect(x: 0, y: 0, width: 8, height: 8)) }, 0)
        XCTAssertEqual(try opaqueDraws { $0.fill(Rect(x: 0, y: 0, width: 8, height: 8), color: .black) }, 1)
        XCTAssertEqual(try opaqueDraws { $0.fill(Rect(x: 0, y: 0, width: 8, height: 8), color: Color(white: 0, alpha: 0.5)) }, 0)
        // A new version of the same bitmap is re-examined: made translucent, it blends.
        var changing = opaque
        XCTAssertEqual(try opaqueDraws { $0.draw(changing, in: Rect(x: 0, y: 0, width: 8, height: 8)) }, 1)
        changing[0, 0] = RGBA8(red: 0, green: 0, blue: 0, alpha: 10)
        XCTAssertEqual(try opaqueDraws { $0.draw(changing, in: Rect(x: 0, y: 0, width: 8, height: 8)) }, 0)
    }
}
