import FlickAnimation
import FlickInput
@testable import FlickScene
import Foundation
import XCTest

/// Strips for quads turned about one of their own axes: the measured affine error stays
/// within the tolerance, and they draw fewer triangles than the grid.
final class MeshBuilderStripsTests: XCTestCase {
    let texture = Bitmap(width: 600, height: 400)

    /// The research note's fold panel (`foldPanel(angle:texture:)`, DisplayListMeshTests)
    /// at `degrees`, over a 600×200 texture.
    func foldPanel(_ degrees: Double) -> TransformedQuad {
        foldPanel(angle: degrees, texture: Bitmap(width: 600, height: 200))
    }

    /// A page turning about its spine (the y axis through x = 0): the right 300×400 half
    /// of the texture, turned by `degrees` toward the eye.
    func flipPage(_ degrees: Double) -> TransformedQuad {
        let t = Transform3D(rotationAngle: degrees * .pi / 180, x: 0, y: 1, z: 0)
            .concatenating(Transform3D(perspectiveDistance: 933))
            .concatenating(Transform3D(translationX: 300, y: 200))
        return TransformedQuad(rect: Rect(x: 0, y: -200, width: 300, height: 400), transform: t,
                               fill: .texture(texture, uv: Rect(x: 0.5, y: 0, width: 0.5, height: 1), tint: .white))
    }

    func testFoldsAndFlipsStayWithinHalfATexelWithAboutHalfTheGridsTriangles() throws {
        for degrees in stride(from: 10.0, through: 85.0, by: 5.0) {
            for (name, quad, axis) in [("fold", foldPanel(degrees), MeshBuilder.StripLayout.Axis.y),
                                       ("flip", flipPage(degrees), .x)] {
                let layout = try XCTUnwrap(MeshBuilder.stripLayout(for: quad), "\(name) at \(degrees)°")
                XCTAssertEqual(layout.axis, axis)
                let mesh = MeshBuilder.mesh(for: quad)
                XCTAssertEqual(mesh.triangleCount, layout.triangleCount)
                // Measured densely over every triangle against the plane's inverse homography.
                let error = MeshBuilder.measuredTexelError(of: mesh, for: quad, samplesPerEdge: 24)
                XCTAssertLessThanOrEqual(error, MeshBuilder.maximumTexelError + 1e-9, "\(name) at \(degrees)°")
                // The bound is exact, so the layout uses the tolerance (the grid's bound is
                // exact too, on the cell diagonal: both reach it).
                XCTAssertGreaterThan(error, 0.9 * MeshBuilder.maximumTexelError, "\(name) at \(degrees)°")
                let grid = MeshBuilder.grid(for: quad)
                let gridMesh = MeshBuilder.gridMesh(for: quad, tolerance: MeshBuilder.maximumTexelError)
                XCTAssertEqual(gridMesh.triangleCount, 2 * grid.columns * grid.rows)
                XCTAssertLessThanOrEqual(MeshBuilder.measuredTexelError(of: gridMesh, for: quad),
                                         MeshBuilder.maximumTexelError + 1e-9)
                XCTAssertLessThanOrEqual(Double(mesh.triangleCount), 0.65 * Double(gridMesh.triangleCount),
                                         "\(name) at \(degrees)°: \(layout)")
                if ProcessInfo.processInfo.environment["FLICK_PRINT_FIGURES"] != nil {
                    print("\(name) \(degrees)°: grid \(grid) \(gridMesh.triangleCount) triangles; strips \(layout.rows.count - 1) × \(layout.columns)"
                          + " staggered \(layout.isStaggered): \(mesh.triangleCount) triangles, \(error) texels")
                }
            }
        }
    }

    func testTheColumnSearchFindsTheExhaustiveSearchsCount() {
        for degrees in stride(from: 5.0, through: 89.0, by: 1.0) {
            for quad in [foldPanel(degrees), flipPage(degrees)] {
                XCTAssertEqual(MeshBuilder.stripLayout(for: quad)?.triangleCount,
                               MeshBuilder.stripLayout(for: quad, patience: .max)?.triangleCount, "at \(degrees)°")
            }
        }
    }

    func testTheStripBoundMatchesTheMeasuredErrorOfOneStrip() {
        // One strip of the 60° fold, 40 pt tall at the top, staggered by 50 pt: its measured
        // error equals the bound (sampled densely, so within a little of it).
        let quad = foldPanel(60)
        let t = quad.transform
        let layout = MeshBuilder.StripLayout(axis: .y, rows: [0, 40], columns: 6, isStaggered: true)
        var strip = quad
        strip.rect = Rect(x: 0, y: 0, width: 600, height: 40)
        strip.fill = .texture(texture, uv: Rect(x: 0, y: 0, width: 1, height: 0.1), tint: .white)
        let mesh = MeshBuilder.stripMesh(for: strip, layout: layout)
        XCTAssertEqual(mesh.triangleCount, 13)
        let bound = MeshBuilder.stripErrorBound(w0: MeshBuilder.w(t, 0, 0), w1: MeshBuilder.w(t, 0, 40), height: 40,
                                                offset: 50, texels: (1, 1))
        let measured = MeshBuilder.measuredTexelError(of: mesh, for: strip, samplesPerEdge: 48)
        XCTAssertLessThanOrEqual(measured, bound + 1e-9)
        XCTAssertGreaterThan(measured, 0.97 * bound)
    }

    func testRowsAreThinnerWhereWChangesFastestRelativeToItself() throws {
        let quad = foldPanel(80)
        let layout = try XCTUnwrap(MeshBuilder.stripLayout(for: quad))
        let heights = zip(layout.rows, layout.rows.dropFirst()).map { $1 - $0 }
        XCTAssertGreaterThan(heights.count, 3)
        // Over a strip k − 1 = |dw/dy|·height / w_min, so strips are thinnest where w is
        // smallest (the last strip is the remainder, left out).
        let w = { (y: Double) in MeshBuilder.w(quad.transform, 0, y) }
        let full = Array(heights.dropLast())
        if w(0) < w(200) {
            XCTAssertLessThan(full.first!, 0.95 * full.last!, "\(heights)")
        } else {
            XCTAssertGreaterThan(full.first!, 1.05 * full.last!, "\(heights)")
        }
        XCTAssertEqual(layout.rows.first, 0)
        XCTAssertEqual(layout.rows.last, 200)
    }

    func testStaggeredRowsShareTheirVerticesAndPutEachCornerOverItsSidesMiddle() throws {
        let quad = foldPanel(45)
        let layout = try XCTUnwrap(MeshBuilder.stripLayout(for: quad))
        XCTAssertTrue(layout.isStaggered)
        let mesh = MeshBuilder.mesh(for: quad)
        // One vertex per lattice point: n + 1 on even rows, n + 2 on odd rows.
        let n = layout.columns, rows = layout.rows.count
        XCTAssertEqual(mesh.vertices.count, (rows + 1) / 2 * (n + 1) + rows / 2 * (n + 2))
        // In local coordinates, each triangle's corner is at most half a column across
        // from either end of its opposite side.
        let inverse = try XCTUnwrap(MeshBuilder.planeHomography(quad.transform).inverted())
        for k in 0..<mesh.triangleCount {
            let p = (0..<3).map { inverse.map(mesh.vertices[Int(mesh.indices[3 * k + $0])].position) }
            let lone = (0..<3).first { i in (0..<3).allSatisfy { $0 == i || abs(p[$0].y - p[i].y) > 1e-6 } }!
            let side = (0..<3).filter { $0 != lone }
            let offset = side.map { abs(p[$0].x - p[lone].x) }.max()!
            XCTAssertLessThanOrEqual(offset, 600 / Double(2 * n) + 1e-6)
        }
    }

    func testAFlipsSpineGradientGetsARowAtEachStopAndStaysUnderHalfALevel() throws {
        // FlipTransition's shadow: black at 0.5, black, clear at 0, 0.1, 1 from the spine
        // along x, on a page turned about y.
        var quad = flipPage(70)
        let g = Gradient(stops: [GradientStop(location: 0, color: Color.black.withAlpha(0.5)),
                                 GradientStop(location: 0.1, color: .black),
                                 GradientStop(location: 1, color: Color.black.withAlpha(0))])
        quad.fill = .gradient(g, start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5))
        let layout = try XCTUnwrap(MeshBuilder.stripLayout(for: quad))
        XCTAssertEqual(layout.axis, .x)
        XCTAssertEqual(layout.columns, 1)
        XCTAssertFalse(layout.isStaggered, "the colour does not change along y")
        XCTAssertTrue(layout.rows.contains { abs($0 - 30) < 1e-9 }, "\(layout.rows)")
        let mesh = MeshBuilder.mesh(for: quad)
        let atStop = mesh.vertices.filter { abs($0.color.alpha - 1) < 1e-12 }
        XCTAssertEqual(atStop.count, 2, "both ends of the row at the stop are opaque black")
        // Measured: the affine alpha against the perspective-correct one, in 8-bit levels.
        let worst = MeshBuilder.measuredLevelError(of: mesh, for: quad, samplesPerEdge: 16)
        XCTAssertGreaterThan(worst, 0.25, "the measure sees the affine error")
        let oneQuad = MeshBuilder.mesh(for: quad, tolerance: .infinity)
        XCTAssertGreaterThan(MeshBuilder.measuredLevelError(of: oneQuad, for: quad), 5, "unrefined, visibly off")
        XCTAssertLessThanOrEqual(worst, MeshBuilder.maximumTexelError + 1e-9)
    }

    func testQuadsTheStripsDoNotCoverTakeTheGrid() {
        // Turned about both axes: w changes along x and y.
        var quad = foldPanel(45)
        quad.transform = Transform3D(rotationAngle: 0.5, x: 1, y: 1, z: 0)
            .concatenating(Transform3D(perspectiveDistance: 933))
        XCTAssertNil(MeshBuilder.stripLayout(for: quad))
        // Rounded corners.
        quad = foldPanel(45)
        quad.cornerRadius = 8
        XCTAssertNil(MeshBuilder.stripLayout(for: quad))
        // A gradient with a stop inside, across the strips (along x under a fold about x).
        quad = foldPanel(45)
        quad.fill = .gradient(Gradient(stops: [GradientStop(location: 0, color: .black), GradientStop(location: 0.5, color: .white),
                                               GradientStop(location: 1, color: .black)]),
                              start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5))
        XCTAssertNil(MeshBuilder.stripLayout(for: quad))
        XCTAssertGreaterThan(MeshBuilder.mesh(for: quad).triangleCount, 2)
        // Affine: no strips, two triangles.
        quad = foldPanel(45)
        quad.transform = .identity
        XCTAssertNil(MeshBuilder.stripLayout(for: quad))
        XCTAssertEqual(MeshBuilder.mesh(for: quad).triangleCount, 2)
        // Passing the eye: the grid cuts the cells at the eye plane.
        quad.transform = Transform3D(rotationAngle: 80 * .pi / 180, x: 0, y: 1, z: 0)
            .concatenating(Transform3D(perspectiveDistance: 20))
        quad.rect = Rect(x: -100, y: -10, width: 200, height: 20)
        XCTAssertNil(MeshBuilder.stripLayout(for: quad))
    }

    func testAnInfiniteToleranceIsOneQuad() {
        XCTAssertEqual(MeshBuilder.mesh(for: foldPanel(60), tolerance: .infinity).triangleCount, 2)
        XCTAssertEqual(MeshBuilder.stripLayout(for: foldPanel(60), tolerance: .infinity)?.triangleCount, 2)
    }
}
