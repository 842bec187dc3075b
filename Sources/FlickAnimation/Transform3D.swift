import RealModule
import FlickInput
import FoundationEssentials

/// A 4×4 homogeneous transform with Core Animation's semantics (`CATransform3D`).
///
/// Points are row vectors: a point `p` maps to `p · M`, so the translation lives in
/// `m41…m43` and perspective in `m34` (`m34 = −1/d` puts the eye `d` points in front of
/// the plane z = 0). `a.concatenating(b)` applies `a` first, then `b`, like
/// `CATransform3DConcat(a, b)`. `t.translatedBy(…)`, `t.scaledBy(…)` and
/// `t.rotated(by:…)` apply the new step *before* `t`, like `CATransform3DTranslate`,
/// `…Scale` and `…Rotate`. Angles are in radians; a positive rotation about z turns
/// clockwise on a y-down screen.
public struct Transform3D: Hashable, Sendable, CustomStringConvertible {
    public var m11: Double, m12: Double, m13: Double, m14: Double
    public var m21: Double, m22: Double, m23: Double, m24: Double
    public var m31: Double, m32: Double, m33: Double, m34: Double
    public var m41: Double, m42: Double, m43: Double, m44: Double

    /// Creates a transform from its sixteen entries, row by row.
    public init(m11: Double, m12: Double, m13: Double, m14: Double,
                m21: Double, m22: Double, m23: Double, m24: Double,
                m31: Double, m32: Double, m33: Double, m34: Double,
                m41: Double, m42: Double, m43: Double, m44: Double) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The identity transform.
    public static let identity = Transform3D(m11: 1, m12: 0, m13: 0, m14: 0,
                                             m21: 0, m22: 1, m23: 0, m24: 0,
                                             m31: 0, m32: 0, m33: 1, m34: 0,
                                             m41: 0, m42: 0, m43: 0, m44: 1)

    /// A translation by (x, y, z) points (`CATransform3DMakeTranslation`).
    public init(translationX x: Double, y: Double, z: Double = 0) {
        self = .identity
        (m41, m42, m43) = (x, y, z)
    }

    /// A scale by the given factors (`CATransform3DMakeScale`).
    public init(scaleX x: Double, y: Double, z: Double = 1) {
        self = .identity
        (m11, m22, m33) = (x, y, z)
    }

    /// A rotation by `angle` radians about the axis (x, y, z) through the origin
    /// (`CATransform3DMakeRotation`). A zero axis gives the identity.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        self = .identity
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else { return }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let c = Double.cos(angle), s = Double.sin(angle), t = 1 - c
        m11 = c + t * ux * ux;      m12 = t * ux * uy + s * uz; m13 = t * ux * uz - s * uy
        m21 = t * ux * uy - s * uz; m22 = c + t * uy * uy;      m23 = t * uy * uz + s * ux
        m31 = t * ux * uz + s * uy; m32 = t * uy * uz - s * ux; m33 = c + t * uz * uz
    }

    /// A perspective transform with the eye `distance` points in front of z = 0
    /// (`m34 = −1/distance`).
    public init(perspectiveDistance distance: Double) {
        self = .identity
        m34 = -1 / distance
    }

    /// `self` applied first, then `other` (`CATransform3DConcat(self, other)`).
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let a = self, b = other
        func row(_ r1: Double, _ r2: Double, _ r3: Double, _ r4: Double)
            -> (Double, Double, Double, Double) {
            (r1 * b.m11 + r2 * b.m21 + r3 * b.m31 + r4 * b.m41,
             r1 * b.m12 + r2 * b.m22 + r3 * b.m32 + r4 * b.m42,
             r1 * b.m13 + r2 * b.m23 + r3 * b.m33 + r4 * b.m43,
             r1 * b.m14 + r2 * b.m24 + r3 * b.m34 + r4 * b.m44)
        }
        let r1 = row(a.m11, a.m12, a.m13, a.m14), r2 = row(a.m21, a.m22, a.m23, a.m24)
        let r3 = row(a.m31, a.m32, a.m33, a.m34), r4 = row(a.m41, a.m42, a.m43, a.m44)
        return Transform3D(m11: r1.0, m12: r1.1, m13: r1.2, m14: r1.3,
                           m21: r2.0, m22: r2.1, m23: r2.2, m24: r2.3,
                           m31: r3.0, m32: r3.1, m33: r3.2, m34: r3.3,
                           m41: r4.0, m42: r4.1, m43: r4.2, m44: r4.3)
    }

    /// The translation applied before this transform (`CATransform3DTranslate`).
    public func translatedBy(x: Double, y: Double, z: Double = 0) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// The scale applied before this transform (`CATransform3DScale`).
    public func scaledBy(x: Double, y: Double, z: Double = 1) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// The rotation applied before this transform (`CATransform3DRotate`).
    public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// True for the identity transform (exactly).
    public var isIdentity: Bool { self == .identity }

    /// True when the transform maps the plane z = 0 to itself without perspective:
    /// a 2D affine transform (`CATransform3DIsAffine`).
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0
            && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// The determinant.
    public var determinant: Double {
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
        return s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    }

    /// The inverse, or `nil` when the transform is singular (`CATransform3DInvert`
    /// returns its argument unchanged in that case).
    public func inverted() -> Transform3D? {
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
        let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
        guard det != 0, det.isFinite else { return nil }
        let k = 1 / det
        return Transform3D(
            m11: (m22 * c5 - m23 * c4 + m24 * c3) * k,
            m12: (-m12 * c5 + m13 * c4 - m14 * c3) * k,
            m13: (m42 * s5 - m43 * s4 + m44 * s3) * k,
            m14: (-m32 * s5 + m33 * s4 - m34 * s3) * k,
            m21: (-m21 * c5 + m23 * c2 - m24 * c1) * k,
            m22: (m11 * c5 - m13 * c2 + m14 * c1) * k,
            m23: (-m41 * s5 + m43 * s2 - m44 * s1) * k,
            m24: (m31 * s5 - m33 * s2 + m34 * s1) * k,
            m31: (m21 * c4 - m22 * c2 + m24 * c0) * k,
            m32: (-m11 * c4 + m12 * c2 - m14 * c0) * k,
            m33: (m41 * s4 - m42 * s2 + m44 * s0) * k,
            m34: (-m31 * s4 + m32 * s2 - m34 * s0) * k,
            m41: (-m21 * c3 + m22 * c1 - m23 * c0) * k,
            m42: (m11 * c3 - m12 * c1 + m13 * c0) * k,
            m43: (-m41 * s3 + m42 * s1 - m43 * s0) * k,
            m44: (m31 * s3 - m32 * s1 + m33 * s0) * k)
    }

    /// Maps a homogeneous point (x, y, z, w) by `p · M`.
    public func apply(to p: Vector4) -> Vector4 {
        Vector4(x: p.x * m11 + p.y * m21 + p.z * m31 + p.w * m41,
                y: p.x * m12 + p.y * m22 + p.z * m32 + p.w * m42,
                z: p.x * m13 + p.y * m23 + p.z * m33 + p.w * m43,
                w: p.x * m14 + p.y * m24 + p.z * m34 + p.w * m44)
    }

    /// Maps a point of the plane z = 0 and divides by w: where it lands on screen.
    /// Returns `nil` when the point falls behind the eye (w ≤ 0).
    public func project(_ point: Point) -> Point? {
        let p = apply(to: Vector4(x: point.x, y: point.y, z: 0, w: 1))
        guard p.w > 0 else { return nil }
        return Point(x: p.x / p.w, y: p.y / p.w)
    }

    public var description: String {
        "[\(m11) \(m12) \(m13) \(m14); \(m21) \(m22) \(m23) \(m24); "
            + "\(m31) \(m32) \(m33) \(m34); \(m41) \(m42) \(m43) \(m44)]"
    }
}

/// A homogeneous point or vector (x, y, z, w).
public struct Vector4: Hashable, Sendable {
    public var x: Double, y: Double, z: Double, w: Double

    /// Creates a homogeneous point.
    public init(x: Double, y: Double, z: Double, w: Double) {
        (self.x, self.y, self.z, self.w) = (x, y, z, w)
    }
}
