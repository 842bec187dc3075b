import FlickAnimation
import FlickInput
@testable import FlickScene
import Foundation
import XCTest

final class DisplayListMeshTests: XCTestCase {
    func testFoldPanelSingleQuadIsOffByTensOfTexelsButTheMeshStaysUnderHalfATexel() {
        let texture = Bitmap(width: 600, height: 200)
        for degrees in stride(from: 30.0, through: 85.0, by: 5.0) {
            let quad = foldPanel(angle: degrees, texture: texture)
            let single = MeshBuilder.mesh(for: quad, tolerance: .infinity)
            XCTAssertEqual(single.triangleCount, 2)
            let naive = MeshBuilder.measuredTexelError(of: single, for: quad)
            XCTAssertGreaterThan(naive, 10, "at \(degrees)° one quad is visibly wrong")
            XCTAssertLessThan(naive, 35, "at \(degrees)°")
            let mesh = MeshBuilder.mesh(for: quad)
            let error = MeshBuilder.measuredTexelError(of: mesh, for: quad)
            XCTAssertLessThanOrEqual(error, MeshBuilder.maximumTexelError, "at \(degrees)°")
            let grid = MeshBuilder.grid(for: quad)
            if ProcessInfo.processInfo.environment["FLICK_PRINT_FIGURES"] != nil {
                print("fold \(degrees)°: one quad \(naive) texels; grid \(grid) → \(error) texels")
            }
            XCTAssertLessThanOrEqual(grid.columns * grid.rows, 16 * 16, "at \(degrees)°: \(grid)")
        }
    }

    func testTheBoundNeverUnderestimatesTheMeasuredError() {
        let texture = Bitmap(width: 600, height: 200)
        for degrees in [30.0, 60.0, 85.0] {
            let quad = foldPanel(angle: degrees, texture: texture)
            for (columns, rows) in [(1, 1), (2, 3), (4, 4), (8, 2)] {
                let r = quad.rect
                let cw = r.width / Double(columns), ch = r.height / Double(rows)
                var bound = 0.0
                for j in 0..<rows { for i in 0..<columns {
                    bound = max(bound, MeshBuilder.affineErrorBound(
                        cell: Rect(x: Double(i) * cw, y: Double(j) * ch, width: cw, height: ch),
                        transform: quad.transform, texels: (1, 1)))
                } }
                let coarse = MeshBuilder.gridMesh(for: quad, tolerance: bound + 1e-9)
                XCTAssertGreaterThanOrEqual(bound + 1e-6, MeshBuilder.measuredTexelError(of: coarse, for: quad))
            }
        }
    }

    func testAffineQuadsAreTwoTrianglesWithCornerUVs() throws {
        let img = Bitmap(width: 4, height: 4)
        let quad = TransformedQuad(rect: Rect(x: 10, y: 20, width: 30, height: 40),
                                   transform: Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1),
                                   fill: .texture(img, uv: Rect(x: 0, y: 0, width: 0.5, height: 1), tint: .white),
                                   opacity: 0.5)
        let mesh = MeshBuilder.mesh(for: quad)
        XCTAssertEqual(mesh.triangleCount, 2)
        XCTAssertEqual(mesh.vertices[2].uv, Point(x: 0.5, y: 1))
        XCTAssertEqual(mesh.vertices[0].color.alpha, 0.5)
        let p = try XCTUnwrap(quad.transform.project(Point(x: 40, y: 60)))
        XCTAssertEqual(mesh.vertices[2].position.x, p.x, accuracy: 1e-9)
        XCTAssertEqual(MeshBuilder.measuredTexelError(of: mesh, for: quad), 0, accuracy: 1e-9)
    }

    func testMeshesCarryTheQuadsTextureFilter() {
        let img = Bitmap(width: 4, height: 4)
        var quad = TransformedQuad(rect: Rect(x: 0, y: 0, width: 30, height: 40),
                                   fill: .texture(img, uv: Rect(x: 0, y: 0, width: 1, height: 1), tint: .white))
        XCTAssertEqual(quad.filter, .linear, "the default, like Core Animation's")
        XCTAssertEqual(MeshBuilder.mesh(for: quad).filter, .linear)
        quad.filter = .nearest
        XCTAssertEqual(MeshBuilder.mesh(for: quad).filter, .nearest, "one-cell fast path")
        var panel = foldPanel(angle: 60, texture: Bitmap(width: 600, height: 200))
        panel.filter = .nearest
        let mesh = MeshBuilder.mesh(for: panel)
        XCTAssertGreaterThan(mesh.triangleCount, 2, "a perspective grid")
        XCTAssertEqual(mesh.filter, .nearest, "grid path")
    }

    func testRoundedCornersAreClippedToTheArc() throws {
        let quad = TransformedQuad(rect: Rect(x: 0, y: 0, width: 100, height: 50), fill: .color(.black), cornerRadius: 20)
        let mesh = MeshBuilder.mesh(for: quad)
        let bounds = try XCTUnwrap(mesh.bounds)
        XCTAssertEqual(bounds, Rect(x: 0, y: 0, width: 100, height: 50))
        for v in mesh.vertices {
            // No vertex lies in a corner square outside the arc.
            let cx = min(max(v.position.x, 20), 80), cy = min(max(v.position.y, 20), 30)
            XCTAssertLessThanOrEqual(v.position.distance(to: Point(x: cx, y: cy)), 20 + 1e-9)
        }
        var area = 0.0
        for t in 0..<mesh.triangleCount {
            let a = mesh.vertices[Int(mesh.indices[3 * t])].position, b = mesh.vertices[Int(mesh.indices[3 * t + 1])].position
            let c = mesh.vertices[Int(mesh.indices[3 * t + 2])].position
            area += abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)) / 2
        }
        let exact = 100.0 * 50 - (4 - Double.pi) * 400
        XCTAssertEqual(area, exact, accuracy: exact * 0.002)
    }

    func testVerticalGradientGetsAGridLineAtEveryStop() {
        let g = Gradient(stops: [GradientStop(location: 0, color: .black), GradientStop(location: 0.1, color: .white),
                                 GradientStop(location: 1, color: .clear)])
        let quad = TransformedQuad(rect: Rect(x: 0, y: 0, width: 10, height: 100),
                                   fill: .gradient(g, start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1)))
        let mesh = MeshBuilder.mesh(for: quad)
        XCTAssertEqual(mesh.triangleCount, 4)
        let atStop = mesh.vertices.filter { abs($0.position.y - 10) < 1e-9 }
        XCTAssertFalse(atStop.isEmpty)
        XCTAssertTrue(atStop.allSatisfy { $0.color == .white })
        XCTAssertTrue(mesh.vertices.filter { $0.position.y == 100 }.allSatisfy { $0.color.alpha == 0 })
    }

    func testGradientsCountColourLevelsPerPointAsTexels() {
        let g = Gradient(colors: [.black, .clear])
        var quad = TransformedQuad(rect: Rect(x: 0, y: 0, width: 10, height: 100),
                                   fill: .gradient(g, start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1)), opacity: 0.5)
        XCTAssertEqual(MeshBuilder.texelsPerPoint(quad).y, 255 * 0.5 / 100, accuracy: 1e-12)
        let flat = MeshBuilder.mesh(for: quad)
        XCTAssertEqual(flat.triangleCount, 2, "2D: one cell, exact")
        // Under the fold's perspective the shading is subdivided too.
        quad.rect = Rect(x: 0, y: 0, width: 600, height: 200)
        quad.transform = Transform3D(rotationAngle: -1.2, x: 1, y: 0, z: 0)
            .concatenating(Transform3D(perspectiveDistance: 4.6666667 * 200))
        XCTAssertGreaterThan(MeshBuilder.mesh(for: quad).triangleCount, 2)
        // A stop inside the quad forces a grid line even in 2D.
        quad.transform = .identity
        quad.fill = .gradient(g, start: Point(x: 0.5, y: 0.25), end: Point(x: 0.5, y: 0.75))
        XCTAssertEqual(MeshBuilder.mesh(for: quad).triangleCount, 6)
    }

    func testAShadeAlongYNeedsRowsOnlyUnderATiltAboutXAndStaysUnderHalfALevel() {
        // The fold's shade (RenderBenchmark, research note §2): black at opacity
        // 0.25·(1 − cos θ) to clear, along the panel's y, tilted about x. Its colour does
        // not change along x, so columns cannot reduce its error: one column.
        for degrees in [30.0, 60.0, 80.0] {
            let theta = degrees * .pi / 180
            var quad = foldPanel(angle: degrees, texture: Bitmap(width: 1, height: 1))
            quad.fill = .gradient(Gradient(colors: [.black, .clear]), start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1))
            quad.opacity = 0.25 * (1 - cos(theta))
            XCTAssertEqual(MeshBuilder.texelsPerPoint(quad).x, 0)
            let grid = try! XCTUnwrap(MeshBuilder.stripLayout(for: quad))
            XCTAssertEqual(grid.columns, 1, "at \(degrees)°")
            XCTAssertFalse(grid.isStaggered, "at \(degrees)°")
            if degrees >= 60 { XCTAssertGreaterThan(grid.rows.count - 1, 1, "at \(degrees)°") }
            // Measured: the affine (SDL) alpha against the perspective-correct one, in levels.
            let mesh = MeshBuilder.mesh(for: quad)
            let worst = MeshBuilder.measuredLevelError(of: mesh, for: quad)
            XCTAssertLessThanOrEqual(worst, MeshBuilder.maximumTexelError + 1e-9, "at \(degrees)°: \(grid)")
        }
    }

    func testADiagonalGradientCountsLevelsAlongBothAxes() {
        let quad = TransformedQuad(rect: Rect(x: 0, y: 0, width: 300, height: 400),
                                   fill: .gradient(Gradient(colors: [.black, .white]), start: .zero, end: Point(x: 1, y: 1)))
        let levels = MeshBuilder.texelsPerPoint(quad)
        // t = (x·300 + y·400)/500²: 255·300/250000 levels per point along x, 255·400/250000 along y.
        XCTAssertEqual(levels.x, 255 * 300 / 250_000, accuracy: 1e-12)
        XCTAssertEqual(levels.y, 255 * 400 / 250_000, accuracy: 1e-12)
        // A colour's range over a cell is the sum along the axes (not the diagonal).
        let cell = Rect(x: 0, y: 0, width: 10, height: 10)
        let t = Transform3D(rotationAngle: -1, x: 1, y: 0, z: 0).concatenating(Transform3D(perspectiveDistance: 500))
        let scalar = MeshBuilder.affineErrorBound(cell: cell, transform: t, texels: levels, isScalar: true)
        let vector = MeshBuilder.affineErrorBound(cell: cell, transform: t, texels: levels)
        XCTAssertGreaterThan(scalar, vector)
    }

    func testPointsBehindTheEyeAreDropped() {
        // Rotated 80° about y with a very short eye distance: the far half passes the eye.
        let t = Transform3D(rotationAngle: 80 * .pi / 180, x: 0, y: 1, z: 0)
            .concatenating(Transform3D(perspectiveDistance: 20))
        let quad = TransformedQuad(rect: Rect(x: -100, y: -10, width: 200, height: 20), transform: t,
                                   fill: .texture(Bitmap(width: 8, height: 8), uv: Rect(x: 0, y: 0, width: 1, height: 1), tint: .white))
        let mesh = MeshBuilder.mesh(for: quad)
        XCTAssertGreaterThan(mesh.triangleCount, 0)
        XCTAssertTrue(mesh.vertices.allSatisfy { $0.position.x.isFinite && $0.position.y.isFinite })
        XCTAssertLessThan(mesh.triangleCount, 2 * MeshBuilder.grid(for: quad).columns * MeshBuilder.grid(for: quad).rows)
    }

    func testClipsPairUp() {
        var list = DisplayList()
        list.append(.pushClip(Rect(x: 0, y: 0, width: 1, height: 1)))
        XCTAssertFalse(list.isBalanced)
        list.fill(Rect(x: 0, y: 0, width: 1, height: 1), color: .black)
        list.append(.popClip)
        XCTAssertTrue(list.isBalanced)
        XCTAssertFalse(DisplayList(items: [.popClip, .pushClip(.zero)]).isBalanced)
    }
}

extension XCTestCase {
    /// The research note's fold (§2–3): a 600×200 upper panel of a 600×400 view, h = 200,
    /// m34 = −1/(4.6666667·h), hinged at its top edge and rotated by θ away from the eye,
    /// with the crease at the vanishing point (the view centre, window (300, 200)).
    func foldPanel(angle degrees: Double, texture: Bitmap) -> TransformedQuad {
        let h = 200.0, theta = degrees * .pi / 180
        let t = Transform3D(rotationAngle: -theta, x: 1, y: 0, z: 0)
            .concatenating(Transform3D(translationX: -300, y: -h * cos(theta)))
            .concatenating(Transform3D(perspectiveDistance: 4.6666667 * h))
            .concatenating(Transform3D(translationX: 300, y: 200))
        return TransformedQuad(rect: Rect(x: 0, y: 0, width: 600, height: 200), transform: t,
                               fill: .texture(texture, uv: Rect(x: 0, y: 0, width: 1, height: 1), tint: .white))
    }
}
