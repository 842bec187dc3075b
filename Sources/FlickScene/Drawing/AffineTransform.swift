import RealModule
import FlickAnimation
import FlickInput
import FoundationEssentials

/// A 2D affine transform with `CGAffineTransform`'s semantics: a point (x, y) maps
/// to `(a·x + c·y + tx, b·x + d·y + ty)`. `t.concatenating(u)` applies `t` first, then
/// `u`; `translatedBy`, `scaledBy` and `rotated(by:)` apply the new step *before* `t`
/// (like `CGAffineTransformTranslate`). Angles are in radians, clockwise on a y-down
/// screen.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// The linear part (a b; c d, unitless) and the translation (tx, ty, points).
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates a transform from its six entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity transform.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (x, y) points.
    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }

    /// A scale by the given factors.
    public init(scaleX x: Double, y: Double) { self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0) }

    /// A rotation by `angle` radians about the origin.
    public init(rotationAngle angle: Double) {
        let cs = Double.cos(angle), sn = Double.sin(angle)
        self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// `self` applied first, then `other`.
    public func concatenating(_ o: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * o.a + b * o.c, b: a * o.b + b * o.d,
                        c: c * o.a + d * o.c, d: c * o.b + d * o.d,
                        tx: tx * o.a + ty * o.c + o.tx, ty: tx * o.b + ty * o.d + o.ty)
    }

    /// The translation applied before this transform.
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// The scale applied before this transform.
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// The rotation applied before this transform.
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The determinant `a·d − b·c` (area scale factor).
    public var determinant: Double { a * d - b * c }

    /// The inverse, or `nil` when singular.
    public func inverted() -> AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                               tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Maps a point.
    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// True when the transform only scales (by positive factors) and translates, so
    /// rectangles stay axis-aligned.
    public var isAxisAligned: Bool { b == 0 && c == 0 }

    /// The smallest axis-aligned rectangle holding the mapped corners of `rect`.
    public func boundingBox(of rect: Rect) -> Rect {
        let ps = [apply(to: rect.origin), apply(to: Point(x: rect.maxX, y: rect.minY)),
                  apply(to: Point(x: rect.minX, y: rect.maxY)), apply(to: Point(x: rect.maxX, y: rect.maxY))]
        let xs = ps.map(\.x), ys = ps.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }

    /// The same mapping as a `Transform3D` acting on the plane z = 0.
    public var transform3D: Transform3D {
        Transform3D(m11: a, m12: b, m13: 0, m14: 0, m21: c, m22: d, m23: 0, m24: 0,
                    m31: 0, m32: 0, m33: 1, m34: 0, m41: tx, m42: ty, m43: 0, m44: 1)
    }

    /// The six entries, for logs.
    public var description: String { "[\(a) \(b) \(c) \(d) \(tx) \(ty)]" }
}
