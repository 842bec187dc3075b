import FlickInput

/// Mapping between the plane z = 0 of a layer and the screen: the 3×3 projective map a
/// 4×4 transform induces on that plane, and its inverse (for hit testing through 2D and
/// 3D transforms, including perspective and flattening).
extension Transform3D {
    /// The 3×3 homography, row-vector: (x, y, 1) ↦ (X, Y, W) with X = x·m11 + y·m21 + m41,
    /// Y = x·m12 + y·m22 + m42, W = x·m14 + y·m24 + m44. Row by row.
    public var planeHomography: [Double] {
        [m11, m12, m14, m21, m22, m24, m41, m42, m44]
    }

    /// The point of the plane z = 0 that projects to `screenPoint`, or `nil` when no point
    /// does (the plane is edge-on, or the point would be behind the eye).
    public func unproject(_ screenPoint: Point) -> Point? {
        guard let inv = inversePlaneHomography else { return nil }
        return unproject(screenPoint, inverse: inv)
    }

    /// The inverse of `planeHomography` (row-vector: p = P · H⁻¹), row by row, or `nil` when
    /// the plane is edge-on. Compute it once to unproject many points
    /// (`unproject(_:inverse:)`).
    public var inversePlaneHomography: [Double]? {
        let h = planeHomography
        let (a, b, c, d, e, f, g, hh, i) = (h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7], h[8])
        let det = a * (e * i - f * hh) - b * (d * i - f * g) + c * (d * hh - e * g)
        guard det != 0, det.isFinite else { return nil }
        // Inverse by adjugate.
        return [(e * i - f * hh), -(b * i - c * hh), (b * f - c * e),
                -(d * i - f * g), (a * i - c * g), -(a * f - c * d),
                (d * hh - e * g), -(a * hh - b * g), (a * e - b * d)].map { $0 / det }
    }

    /// `unproject(_:)` with the inverse homography given (`inversePlaneHomography`).
    public func unproject(_ screenPoint: Point, inverse inv: [Double]) -> Point? {
        let (X, Y) = (screenPoint.x, screenPoint.y)
        let x = X * inv[0] + Y * inv[3] + inv[6]
        let y = X * inv[1] + Y * inv[4] + inv[7]
        let w = X * inv[2] + Y * inv[5] + inv[8]
        guard w != 0 else { return nil }
        let point = Point(x: x / w, y: y / w)
        // Reject points whose forward projection lies behind the eye.
        guard point.x * m14 + point.y * m24 + m44 > 0 else { return nil }
        return point
    }

    /// True when the plane z = 0 is only translated and scaled positively (no rotation,
    /// shear or perspective): axis-aligned rectangles stay axis-aligned rectangles.
    public var keepsPlaneAxisAligned: Bool {
        m12 == 0 && m21 == 0 && m14 == 0 && m24 == 0 && m44 == 1 && m11 > 0 && m22 > 0
    }

    /// The flattening projection onto z = 0 (CA flattens a non-transform layer's
    /// sublayers into its plane): keeps x, y and w, drops z.
    public static let flattening: Transform3D = {
        var t = Transform3D.identity
        t.m33 = 0
        return t
    }()
}
