import FlickAnimation
import FlickInput

extension MeshBuilder {
    /// The largest texture error, in texels, that an affine rasterizer (SDL) makes when
    /// drawing `mesh` for `quad`, measured by sampling each triangle on a barycentric
    /// lattice of `samplesPerEdge` steps and comparing the interpolated texture
    /// coordinate with the perspective-correct one (the inverse of the quad's plane
    /// homography). Returns 0 for fills without a texture.
    public static func measuredTexelError(of mesh: Mesh, for quad: TransformedQuad, samplesPerEdge: Int = 12) -> Double {
        guard case .texture(let bitmap, let uvRect, _) = quad.fill,
              let inverse = planeHomography(quad.transform).inverted() else { return 0 }
        let r = quad.rect
        var worst = 0.0
        forEachSample(of: mesh, samplesPerEdge: samplesPerEdge) { v, s in
            let screen = v[0].position * s.0 + v[1].position * s.1 + v[2].position * s.2
            let affine = v[0].uv * s.0 + v[1].uv * s.1 + v[2].uv * s.2
            let local = inverse.map(screen)
            let exact = Point(x: uvRect.minX + (local.x - r.minX) / r.width * uvRect.width,
                              y: uvRect.minY + (local.y - r.minY) / r.height * uvRect.height)
            let dx = (affine.x - exact.x) * Double(bitmap.width), dy = (affine.y - exact.y) * Double(bitmap.height)
            worst = max(worst, (dx * dx + dy * dy).squareRoot())
        }
        return worst
    }

    /// The largest vertex-colour error, in 8-bit levels of any channel (straight alpha),
    /// that an affine rasterizer makes when drawing `mesh` for a colour or gradient `quad`:
    /// the interpolated colour against the quad's colour at the perspective-correct point,
    /// sampled like `measuredTexelError`. Returns 0 for textures.
    public static func measuredLevelError(of mesh: Mesh, for quad: TransformedQuad, samplesPerEdge: Int = 12) -> Double {
        guard quad.fill.isUntextured, let inverse = planeHomography(quad.transform).inverted() else { return 0 }
        var worst = 0.0
        forEachSample(of: mesh, samplesPerEdge: samplesPerEdge) { v, s in
            let screen = v[0].position * s.0 + v[1].position * s.1 + v[2].position * s.2
            let exact = vertex(quad, inverse.map(screen), screen).color
            func level(_ channel: (Color) -> Double) -> Double {
                abs(channel(v[0].color) * s.0 + channel(v[1].color) * s.1 + channel(v[2].color) * s.2 - channel(exact)) * colorLevels
            }
            worst = max(worst, level(\.red), level(\.green), level(\.blue), level(\.alpha))
        }
        return worst
    }

    /// Calls `body` with each triangle's vertices and barycentric weights on a lattice of
    /// `samplesPerEdge` steps.
    private static func forEachSample(of mesh: Mesh, samplesPerEdge n: Int,
                                      _ body: ([MeshVertex], (Double, Double, Double)) -> Void) {
        for t in 0..<mesh.triangleCount {
            let v = (0..<3).map { mesh.vertices[Int(mesh.indices[3 * t + $0])] }
            for i in 0...n {
                for j in 0...(n - i) {
                    let s0 = Double(i) / Double(n), s1 = Double(j) / Double(n)
                    body(v, (s0, s1, 1 - s0 - s1))
                }
            }
        }
    }

    /// The 3×3 homography of the plane z = 0 under `t`: (x, y, 1) ↦ (X, Y, W).
    static func planeHomography(_ t: Transform3D) -> Homography {
        Homography(m: [t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44])
    }
}

/// A 3×3 projective map of the plane, row-vector convention: (x, y, 1)·M = (X, Y, W).
struct Homography {
    /// Row-major entries.
    var m: [Double]

    /// Maps a point and divides by W.
    func map(_ p: Point) -> Point {
        let x = p.x * m[0] + p.y * m[3] + m[6]
        let y = p.x * m[1] + p.y * m[4] + m[7]
        let w = p.x * m[2] + p.y * m[5] + m[8]
        return Point(x: x / w, y: y / w)
    }

    /// The inverse, or `nil` when singular.
    func inverted() -> Homography? {
        let a = m[0], b = m[1], c = m[2], d = m[3], e = m[4], f = m[5], g = m[6], h = m[7], i = m[8]
        let A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g
        let det = a * A + b * B + c * C
        guard det != 0, det.isFinite else { return nil }
        let k = 1 / det
        return Homography(m: [A * k, -(b * i - c * h) * k, (b * f - c * e) * k,
                              B * k, (a * i - c * g) * k, -(a * f - c * d) * k,
                              C * k, -(a * h - b * g) * k, (a * e - b * d) * k])
    }
}
