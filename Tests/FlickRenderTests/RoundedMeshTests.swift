import FlickAnimation
import FlickInput
import FlickRender
@testable import FlickScene
import XCTest

/// Rounded colour quads are cut where the arcs end: only corner cells are fanned, so no
/// triangle spans the quad (SDL's software renderer blends each triangle over its
/// bounding box), and the triangles still cover exactly the rounded rectangle.
final class RoundedMeshTests: XCTestCase {
    func triangles(_ mesh: Mesh) -> [(Point, Point, Point)] {
        stride(from: 0, to: mesh.indices.count, by: 3).map { k in
            (mesh.vertices[Int(mesh.indices[k])].position, mesh.vertices[Int(mesh.indices[k + 1])].position,
             mesh.vertices[Int(mesh.indices[k + 2])].position)
        }
    }

    func area(_ t: (Point, Point, Point)) -> Double {
        abs((t.1.x - t.0.x) * (t.2.y - t.0.y) - (t.2.x - t.0.x) * (t.1.y - t.0.y)) / 2
    }

    func testCornerFansStayInTheirCorners() {
        let rect = Rect(x: 60, y: 120, width: 120, height: 80), radius = 12.0
        let quad = TransformedQuad(rect: rect, fill: .color(Color(white: 1, alpha: 0.4)), cornerRadius: radius)
        let tris = triangles(MeshBuilder.mesh(for: quad))
        XCTAssertFalse(tris.isEmpty)
        for t in tris {
            let xs = [t.0.x, t.1.x, t.2.x], ys = [t.0.y, t.1.y, t.2.y]
            let w = xs.max()! - xs.min()!, h = ys.max()! - ys.min()!
            // Either inside a corner square, or a straight cell (one side at most the radius).
            let inCorner = w <= radius + 1e-9 && h <= radius + 1e-9
            let straight = w <= radius + 1e-9 || h <= radius + 1e-9 || (w <= rect.width - 2 * radius + 1e-9
                                                                        && h <= rect.height - 2 * radius + 1e-9)
            XCTAssertTrue(inCorner || straight, "triangle \(t) spans \(w)×\(h)")
        }
        // Same coverage: the rounded rectangle's area with arcs as chords.
        let outline = MeshBuilder.roundedOutline(rect, radius)
        var shoelace = 0.0
        for k in outline.indices {
            let p = outline[k], q = outline[(k + 1) % outline.count]
            shoelace += p.x * q.y - q.x * p.y
        }
        XCTAssertEqual(tris.map(area).reduce(0, +), abs(shoelace) / 2, accuracy: 1e-6)
        XCTAssertLessThan(abs(shoelace) / 2, rect.width * rect.height)
    }

    func testTexturedRoundedQuadsKeepOneFan() {
        let bitmap = Bitmap(width: 4, height: 4, fill: RGBA8(red: 1, green: 2, blue: 3, alpha: 255))
        let quad = TransformedQuad(rect: Rect(x: 0, y: 0, width: 100, height: 60),
                                   fill: .texture(bitmap, uv: Rect(x: 0, y: 0, width: 1, height: 1), tint: .white),
                                   cornerRadius: 10)
        let mesh = MeshBuilder.mesh(for: quad)
        // One polygon fanned from its first vertex: every triangle shares vertex 0.
        XCTAssertTrue(stride(from: 0, to: mesh.indices.count, by: 3).allSatisfy { mesh.indices[$0] == 0 })
    }
}
