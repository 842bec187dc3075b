import RealModule
import FoundationEssentials

/// A 4×4 transform split into perspective, translation, rotation (a unit quaternion),
/// skew and scale, so that `M = Scale · Skew · Rotation · Translation · Perspective` in
/// Core Animation's row-vector order (scale applied first). This is the decomposition of
/// the CSS Transforms Level 2 "unmatrix" algorithm, which Core Animation also uses to
/// interpolate transforms.
public struct DecomposedTransform: Hashable, Sendable {
    /// Translation (x, y, z), points.
    public var translation: (x: Double, y: Double, z: Double)
    /// Scale factors along x, y, z.
    public var scale: (x: Double, y: Double, z: Double)
    /// Shear factors xy, xz, yz.
    public var skew: (xy: Double, xz: Double, yz: Double)
    /// The perspective column (m14, m24, m34, m44 of the perspective part).
    public var perspective: (x: Double, y: Double, z: Double, w: Double)
    /// The rotation as a unit quaternion (x, y, z, w).
    public var quaternion: (x: Double, y: Double, z: Double, w: Double)

    /// Decomposes `m`; `nil` when it is singular (m44 = 0 or a singular upper part).
    public init?(_ input: Transform3D) {
        guard input.m44 != 0 else { return nil }
        let e = Transform3D.entries(input).map { $0 / input.m44 }
        func at(_ r: Int, _ c: Int) -> Double { e[r * 4 + c] }
        // The perspective-free part N = M with its last column set to (0, 0, 0, 1).
        var n = e
        n[3] = 0; n[7] = 0; n[11] = 0; n[15] = 1
        let nMatrix = Transform3D.fromEntries(n)
        guard let nInverse = nMatrix.inverted() else { return nil }
        if at(0, 3) != 0 || at(1, 3) != 0 || at(2, 3) != 0 {
            // M's last column = N · p, so p = N⁻¹ · column.
            let column = [at(0, 3), at(1, 3), at(2, 3), at(3, 3)]
            let inv = Transform3D.entries(nInverse)
            var p = [0.0, 0, 0, 0]
            for r in 0..<4 { for c in 0..<4 { p[r] += inv[r * 4 + c] * column[c] } }
            perspective = (p[0], p[1], p[2], p[3])
        } else {
            perspective = (0, 0, 0, 1)
        }
        translation = (at(3, 0), at(3, 1), at(3, 2))
        var rows = (0..<3).map { r in [at(r, 0), at(r, 1), at(r, 2)] }
        func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
        func length(_ a: [Double]) -> Double { dot(a, a).squareRoot() }
        func combine(_ a: [Double], _ b: [Double], _ sb: Double) -> [Double] {
            [a[0] + b[0] * sb, a[1] + b[1] * sb, a[2] + b[2] * sb]
        }
        var sx = length(rows[0])
        guard sx > 0 else { return nil }
        rows[0] = rows[0].map { $0 / sx }
        var kxy = dot(rows[0], rows[1])
        rows[1] = combine(rows[1], rows[0], -kxy)
        var sy = length(rows[1])
        guard sy > 0 else { return nil }
        rows[1] = rows[1].map { $0 / sy }
        kxy /= sy
        var kxz = dot(rows[0], rows[2])
        rows[2] = combine(rows[2], rows[0], -kxz)
        var kyz = dot(rows[1], rows[2])
        rows[2] = combine(rows[2], rows[1], -kyz)
        var sz = length(rows[2])
        guard sz > 0 else { return nil }
        rows[2] = rows[2].map { $0 / sz }
        kxz /= sz
        kyz /= sz
        let cross = [rows[1][1] * rows[2][2] - rows[1][2] * rows[2][1],
                     rows[1][2] * rows[2][0] - rows[1][0] * rows[2][2],
                     rows[1][0] * rows[2][1] - rows[1][1] * rows[2][0]]
        if dot(rows[0], cross) < 0 {
            sx = -sx; sy = -sy; sz = -sz
            rows = rows.map { $0.map { -$0 } }
        }
        scale = (sx, sy, sz)
        skew = (kxy, kxz, kyz)
        var qx = 0.5 * max(1 + rows[0][0] - rows[1][1] - rows[2][2], 0).squareRoot()
        var qy = 0.5 * max(1 - rows[0][0] + rows[1][1] - rows[2][2], 0).squareRoot()
        var qz = 0.5 * max(1 - rows[0][0] - rows[1][1] + rows[2][2], 0).squareRoot()
        let qw = 0.5 * max(1 + rows[0][0] + rows[1][1] + rows[2][2], 0).squareRoot()
        if rows[2][1] > rows[1][2] { qx = -qx }
        if rows[0][2] > rows[2][0] { qy = -qy }
        if rows[1][0] > rows[0][1] { qz = -qz }
        quaternion = (qx, qy, qz, qw)
    }

    /// Rebuilds a decomposition from its 17 components (translation 3, scale 3, skew 3,
    /// perspective 4, quaternion 4 normalized); missing components take identity values.
    public init(components c: [Double]) {
        let v = c + Array(repeating: 0, count: max(0, 17 - c.count))
        translation = (v[0], v[1], v[2])
        scale = c.count >= 6 ? (v[3], v[4], v[5]) : (1, 1, 1)
        skew = (v[6], v[7], v[8])
        perspective = c.count >= 13 ? (v[9], v[10], v[11], v[12]) : (0, 0, 0, 1)
        let q = c.count >= 17 ? (v[13], v[14], v[15], v[16]) : (0.0, 0.0, 0.0, 1.0)
        let norm = (q.0 * q.0 + q.1 * q.1 + q.2 * q.2 + q.3 * q.3).squareRoot()
        quaternion = norm > 0 ? (q.0 / norm, q.1 / norm, q.2 / norm, q.3 / norm) : (0, 0, 0, 1)
    }

    /// The 17 components in the order translation, scale, skew, perspective, quaternion.
    public var components: [Double] {
        [translation.x, translation.y, translation.z, scale.x, scale.y, scale.z,
         skew.xy, skew.xz, skew.yz, perspective.x, perspective.y, perspective.z, perspective.w,
         quaternion.x, quaternion.y, quaternion.z, quaternion.w]
    }

    /// The recomposed matrix.
    public var transform: Transform3D {
        let (x, y, z, w) = quaternion
        // Rotation rows in the row-vector convention (row i is the image of axis i).
        let r: [[Double]] = [
            [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)],
            [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)],
            [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)],
        ]
        func add(_ a: [Double], _ b: [Double], _ k: Double) -> [Double] { [a[0] + k * b[0], a[1] + k * b[1], a[2] + k * b[2]] }
        let row0 = r[0].map { $0 * scale.x }
        let row1 = add(r[1], r[0], skew.xy).map { $0 * scale.y }
        let row2 = add(add(r[2], r[0], skew.xz), r[1], skew.yz).map { $0 * scale.z }
        let affine = Transform3D(m11: row0[0], m12: row0[1], m13: row0[2], m14: 0,
                                 m21: row1[0], m22: row1[1], m23: row1[2], m24: 0,
                                 m31: row2[0], m32: row2[1], m33: row2[2], m34: 0,
                                 m41: translation.x, m42: translation.y, m43: translation.z, m44: 1)
        var p = Transform3D.identity
        (p.m14, p.m24, p.m34, p.m44) = perspective
        return affine.concatenating(p)
    }

    /// Linear interpolation of every part, spherical for the quaternion (shortest arc).
    public func interpolated(to end: DecomposedTransform, fraction t: Double) -> DecomposedTransform {
        var a = components, b = end.components
        for i in 0..<13 { a[i] += (b[i] - a[i]) * t }
        var dot = (13..<17).reduce(0) { $0 + a[$1] * b[$1] }
        if dot < 0 { for i in 13..<17 { b[i] = -b[i] }; dot = -dot }
        dot = min(dot, 1)
        let theta = Double.acos(dot)
        let sinTheta = Double.sin(theta)
        let wa: Double, wb: Double
        if sinTheta < 1e-9 { (wa, wb) = (1 - t, t) } else {
            (wa, wb) = (Double.sin((1 - t) * theta) / sinTheta, Double.sin(t * theta) / sinTheta)
        }
        for i in 13..<17 { a[i] = a[i] * wa + b[i] * wb }
        return DecomposedTransform(components: a)
    }

    /// Equal when all 17 components are equal.
    public static func == (l: DecomposedTransform, r: DecomposedTransform) -> Bool { l.components == r.components }
    /// Hashes the 17 components.
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
