import FlickAnimation
import FlickInput
@testable import FlickScene
import XCTest

/// Level bands: a turned quad's gradient along its turned axis drawn in one-colour bands,
/// each pixel within half a level of the exact colour.
final class MeshBuilderBandsTests: XCTestCase {
    /// The fold's shade (RenderBenchmark, research note §2) over the research note's fold
    /// panel at `degrees`: black at opacity 0.25·(1 − cos θ) to clear, along y.
    func shade(_ degrees: Double) -> TransformedQuad {
        var quad = foldPanel(angle: degrees, texture: Bitmap(width: 1, height: 1))
        quad.fill = .gradient(Gradient(colors: [.black, .clear]), start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1))
        quad.opacity = 0.25 * (1 - cos(degrees * .pi / 180))
        return quad
    }

    func testTheFoldsShadeIsBandsOfOneColourWithinHalfALevel() throws {
        for degrees in [3.0, 10.0, 30.0, 60.0, 80.0, 89.0] {
            let quad = shade(degrees)
            let bands = try XCTUnwrap(MeshBuilder.levelBands(for: quad, along: .y), "at \(degrees)°")
            let mesh = MeshBuilder.mesh(for: quad)
            XCTAssertEqual(mesh.triangleCount, 2 * (bands.count - 1))
            XCTAssertEqual(bands.first, 0)
            XCTAssertEqual(bands.last, 200)
            // One colour per band, one band per alpha level from the top's down to 0.
            let top = RGBA8(Color.black.withAlpha(quad.opacity)).alpha
            XCTAssertEqual(bands.count - 1, Int(top) + 1, "at \(degrees)°")
            for k in 0..<mesh.triangleCount {
                let colours = Set((0..<3).map { mesh.vertices[Int(mesh.indices[3 * k + $0])].color })
                XCTAssertEqual(colours.count, 1)
            }
            XCTAssertLessThanOrEqual(MeshBuilder.measuredLevelError(of: mesh, for: quad, samplesPerEdge: 16),
                                     MeshBuilder.maximumTexelError + 1e-9, "at \(degrees)°")
        }
    }

    func testBandsFollowTheExactColourNotTheInterpolatedOne() throws {
        // At 80° the strips' interpolated shade is off by up to half a level; the bands'
        // edges are where the exact alpha crosses a half level, in the panel's own y.
        let quad = shade(80)
        let bands = try XCTUnwrap(MeshBuilder.levelBands(for: quad, along: .y))
        let top = quad.opacity * 255
        for edge in bands.dropFirst().dropLast() {
            let level = top * (1 - edge / 200)
            XCTAssertEqual(level - level.rounded(.down), 0.5, accuracy: 1e-9)
        }
    }

    func testStopsAlongTheAxisBoundBandsAndTooManyLevelsFallBackToStrips() throws {
        // A stop inside: the colour turns at 50 pt (of 200) and the bands follow.
        var quad = shade(60)
        quad.opacity = 0.1
        quad.fill = .gradient(Gradient(stops: [GradientStop(location: 0, color: .clear),
                                               GradientStop(location: 0.25, color: .black),
                                               GradientStop(location: 1, color: .clear)]),
                              start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1))
        let mesh = MeshBuilder.mesh(for: quad)
        XCTAssertLessThanOrEqual(MeshBuilder.measuredLevelError(of: mesh, for: quad, samplesPerEdge: 16),
                                 MeshBuilder.maximumTexelError + 1e-9)
        let bands = try XCTUnwrap(MeshBuilder.levelBands(for: quad, along: .y))
        XCTAssertTrue(bands.contains { $0 < 50 } && bands.contains { $0 > 50 })
        // Black to white, opaque: 255 levels, more than `maximumBands`: interpolated strips.
        quad.opacity = 1
        quad.fill = .gradient(Gradient(colors: [.black, .white]), start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1))
        XCTAssertNil(MeshBuilder.levelBands(for: quad, along: .y))
        let strips = MeshBuilder.mesh(for: quad)
        XCTAssertTrue((0..<strips.triangleCount).contains { k in
            Set((0..<3).map { strips.vertices[Int(strips.indices[3 * k + $0])].color }).count > 1
        }, "vertex colours interpolated")
        XCTAssertLessThanOrEqual(MeshBuilder.measuredLevelError(of: strips, for: quad), MeshBuilder.maximumTexelError + 1e-9)
    }

    func testOnlyGradientsAlongTheTurnedAxisAreBanded() {
        var quad = shade(60)
        // Along x under a fold about x: no bands.
        quad.fill = .gradient(Gradient(colors: [.black, .clear]), start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5))
        XCTAssertNil(MeshBuilder.levelBands(for: quad, along: .y))
        // Textures: no bands.
        XCTAssertNil(MeshBuilder.levelBands(for: foldPanel(angle: 60, texture: Bitmap(width: 600, height: 200)), along: .y))
        // No refinement asked: the two interpolated triangles SDL would draw.
        XCTAssertEqual(MeshBuilder.mesh(for: shade(60), tolerance: .infinity).triangleCount, 2)
    }
}
