import FlickInput

/// A value an animation can move: it interpolates, composes additively (for `by`,
/// additive and cumulative animations), measures distances (for paced keyframes) and
/// exposes linear components (for cubic keyframe splines).
///
/// Conforming types need only `animatableComponents` and `init(animatableComponents:)`;
/// the rest defaults to component-wise arithmetic. `Transform3D` overrides interpolation
/// (by decomposition) and composition (by concatenation), like Core Animation.
public protocol Interpolatable: Equatable, Sendable {
    /// The value as a vector of numbers in a space where linear interpolation is meaningful.
    var animatableComponents: [Double] { get }
    /// Rebuilds a value from its components.
    init(animatableComponents: [Double])
    /// The additive identity (0, the zero point, the identity transform).
    static var additiveIdentity: Self { get }
    /// The value `fraction` of the way from `self` to `end` (fraction may leave 0…1).
    func interpolated(to end: Self, fraction: Double) -> Self
    /// `self` composed with `other` (sum; for transforms `other` applied first).
    func adding(_ other: Self) -> Self
    /// The value that, added to `other`, gives `self`.
    func subtracting(_ other: Self) -> Self
    /// `self` added to itself `factor` times (the identity for 0).
    func scaled(by factor: Double) -> Self
    /// A distance used to pace keyframes, in the value's own units.
    func distance(to other: Self) -> Double
}

extension Interpolatable {
    /// Component-wise linear interpolation.
    public func interpolated(to end: Self, fraction: Double) -> Self {
        let a = animatableComponents, b = end.animatableComponents
        return Self(animatableComponents: zip(a, b).map { $0 + ($1 - $0) * fraction })
    }

    /// Component-wise sum.
    public func adding(_ other: Self) -> Self {
        Self(animatableComponents: zip(animatableComponents, other.animatableComponents).map { $0 + $1 })
    }

    /// Component-wise difference.
    public func subtracting(_ other: Self) -> Self {
        Self(animatableComponents: zip(animatableComponents, other.animatableComponents).map { $0 - $1 })
    }

    /// Every component times `factor`.
    public func scaled(by factor: Double) -> Self {
        Self(animatableComponents: animatableComponents.map { $0 * factor })
    }

    /// Euclidean distance between the component vectors.
    public func distance(to other: Self) -> Double {
        zip(animatableComponents, other.animatableComponents)
            .reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }
}

extension Double: Interpolatable {
    /// One component: the number itself.
    public var animatableComponents: [Double] { [self] }
    /// The first component.
    public init(animatableComponents c: [Double]) { self = c.first ?? 0 }
    /// 0.
    public static var additiveIdentity: Double { 0 }
    /// Linear interpolation.
    public func interpolated(to end: Double, fraction: Double) -> Double { self + (end - self) * fraction }
    /// The sum.
    public func adding(_ other: Double) -> Double { self + other }
    /// The difference.
    public func subtracting(_ other: Double) -> Double { self - other }
    /// The product.
    public func scaled(by factor: Double) -> Double { self * factor }
    /// The absolute difference.
    public func distance(to other: Double) -> Double { abs(self - other) }
}

extension Point: Interpolatable {
    /// x, y in points.
    public var animatableComponents: [Double] { [x, y] }
    /// From x, y in points.
    public init(animatableComponents c: [Double]) { self.init(x: c[0], y: c[1]) }
    /// The origin.
    public static var additiveIdentity: Point { .zero }
    /// Straight-line interpolation.
    public func interpolated(to end: Point, fraction: Double) -> Point {
        Point(x: x + (end.x - x) * fraction, y: y + (end.y - y) * fraction)
    }
}

extension Size: Interpolatable {
    /// width, height in points.
    public var animatableComponents: [Double] { [width, height] }
    /// From width, height in points.
    public init(animatableComponents c: [Double]) { self.init(width: c[0], height: c[1]) }
    /// 0 × 0.
    public static var additiveIdentity: Size { .zero }
}

extension Rect: Interpolatable {
    /// x, y, width, height in points.
    public var animatableComponents: [Double] { [origin.x, origin.y, size.width, size.height] }
    /// From x, y, width, height in points.
    public init(animatableComponents c: [Double]) { self.init(x: c[0], y: c[1], width: c[2], height: c[3]) }
    /// The zero rectangle.
    public static var additiveIdentity: Rect { .zero }
}

extension Color: Interpolatable {
    /// red, green, blue, alpha (0…1, not premultiplied; interpolated in sRGB like CA).
    public var animatableComponents: [Double] { [red, green, blue, alpha] }
    /// From red, green, blue, alpha.
    public init(animatableComponents c: [Double]) { self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3]) }
    /// Transparent black (all components 0).
    public static var additiveIdentity: Color { Color(red: 0, green: 0, blue: 0, alpha: 0) }
}

extension Transform3D: Interpolatable {
    /// The decomposition (translation, scale, skew, perspective, quaternion: 17 numbers).
    /// A singular matrix (a zero scale) has no decomposition: its translation and its
    /// diagonal as scale stand in, with no rotation.
    public var animatableComponents: [Double] {
        if let d = DecomposedTransform(self) { return d.components }
        return [m41, m42, m43, m11, m22, m33, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1]
    }

    /// Recomposes from `animatableComponents` (decomposed form, quaternion normalized).
    public init(animatableComponents c: [Double]) {
        self = DecomposedTransform(components: c).transform
    }

    /// The identity.
    public static var additiveIdentity: Transform3D { .identity }

    /// Interpolation by decomposition (translation, scale, skew, perspective linearly,
    /// rotation by quaternion slerp), as Core Animation and CSS do; entry-wise when either
    /// end is singular.
    public func interpolated(to end: Transform3D, fraction: Double) -> Transform3D {
        if fraction == 0 { return self }
        if fraction == 1 { return end }
        guard let a = DecomposedTransform(self), let b = DecomposedTransform(end) else {
            let x = Self.entries(self), y = Self.entries(end)
            return Self.fromEntries(zip(x, y).map { $0 + ($1 - $0) * fraction })
        }
        return a.interpolated(to: b, fraction: fraction).transform
    }

    /// `other` applied first, then `self` (`CATransform3DConcat(other, self)`): an additive
    /// transform animation acts inside the layer's model transform.
    public func adding(_ other: Transform3D) -> Transform3D { other.concatenating(self) }

    /// The transform `d` with `other.adding(d) == self`, i.e. `self` after undoing
    /// `other`'s part (identity when `other` is singular).
    public func subtracting(_ other: Transform3D) -> Transform3D {
        guard let inverse = other.inverted() else { return self }
        return self.concatenating(inverse)
    }

    /// The transform applied `factor` times (fractional factors interpolate from the
    /// identity; negative factors apply the inverse). Whole powers by repeated squaring, so
    /// a cumulative animation deep into its repeats costs O(log n).
    public func scaled(by factor: Double) -> Transform3D {
        guard factor.isFinite else { return self }
        if factor < 0 { return (inverted() ?? .identity).scaled(by: -factor) }
        var whole = UInt64(min(factor.rounded(.down), 1e18))
        var result = Transform3D.identity, base = self
        while whole > 0 {
            if whole & 1 == 1 { result = result.concatenating(base) }
            base = base.concatenating(base)
            whole >>= 1
        }
        let rest = factor - factor.rounded(.down)
        if rest > 0 { result = result.adding(Transform3D.identity.interpolated(to: self, fraction: rest)) }
        return result
    }

    static func entries(_ t: Transform3D) -> [Double] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
         t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    }

    static func fromEntries(_ e: [Double]) -> Transform3D {
        Transform3D(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                    m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }
}
