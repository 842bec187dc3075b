import RealModule
import FlickInput
import FoundationEssentials

/// Core Animation's transform key paths (`transform.scale`, `transform.rotation.z`, …):
/// components of a decomposed transform that animations can drive on their own.
///
/// Rotations are Euler angles in radians applied x first, then y, then z
/// (`R = Rx · Ry · Rz` in row-vector order); `rotation` alone means `rotation.z`.
/// `scale` reads the mean of the x and y scales and sets all three; `translation` is a
/// `Point` (x, y). Setting a component keeps the others, including skew and perspective.
extension Transform3D {
    /// The sub-key paths understood after `transform.`.
    public static let animatableSubKeyPaths: [String] = [
        "scale", "scale.x", "scale.y", "scale.z", "rotation", "rotation.x", "rotation.y", "rotation.z",
        "translation", "translation.x", "translation.y", "translation.z",
    ]

    /// The Euler angles (x, y, z) of the rotation part, radians.
    public var eulerAngles: (x: Double, y: Double, z: Double) {
        guard let d = DecomposedTransform(self) else { return (0, 0, 0) }
        let r = DecomposedTransform(components: [0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 1,
                                                 d.quaternion.x, d.quaternion.y, d.quaternion.z, d.quaternion.w]).transform
        let y = -Double.asin(min(max(r.m13, -1), 1))
        return (Double.atan2(y: r.m23, x: r.m33), y, Double.atan2(y: r.m12, x: r.m11))
    }

    /// The value at a sub-key path (`"scale"`, `"rotation.z"`, …), or `nil` for an
    /// unknown one. Values are `Double`, except `translation` (a `Point`).
    public func value(forTransformKeyPath path: String) -> (any Interpolatable)? {
        let d = DecomposedTransform(self)
        let scale = d?.scale ?? (m11, m22, m33)
        switch path {
        case "scale": return (scale.0 + scale.1) / 2
        case "scale.x": return scale.0
        case "scale.y": return scale.1
        case "scale.z": return scale.2
        case "rotation", "rotation.z": return eulerAngles.z
        case "rotation.x": return eulerAngles.x
        case "rotation.y": return eulerAngles.y
        case "translation": return Point(x: m41, y: m42)
        case "translation.x": return m41
        case "translation.y": return m42
        case "translation.z": return m43
        default: return nil
        }
    }

    /// This transform with one sub-key path set, or `nil` when the path is unknown or the
    /// value has the wrong type.
    public func setting(_ value: any Interpolatable, forTransformKeyPath path: String) -> Transform3D? {
        if path == "translation" {
            guard let p = value as? Point else { return nil }
            var t = self
            (t.m41, t.m42) = (p.x, p.y)
            return t
        }
        guard let v = value as? Double, Self.animatableSubKeyPaths.contains(path) else { return nil }
        var d = DecomposedTransform(self) ?? DecomposedTransform(components: [m41, m42, m43, m11, m22, m33])
        switch path {
        case "scale": d.scale = (v, v, v)
        case "scale.x": d.scale.x = v
        case "scale.y": d.scale.y = v
        case "scale.z": d.scale.z = v
        case "translation.x": d.translation.x = v
        case "translation.y": d.translation.y = v
        case "translation.z": d.translation.z = v
        default:
            var angles = DecomposedTransform(self) == nil ? (x: 0.0, y: 0.0, z: 0.0) : eulerAngles
            switch path {
            case "rotation.x": angles.x = v
            case "rotation.y": angles.y = v
            default: angles.z = v
            }
            let rotation = Transform3D(rotationAngle: angles.x, x: 1, y: 0, z: 0)
                .concatenating(Transform3D(rotationAngle: angles.y, x: 0, y: 1, z: 0))
                .concatenating(Transform3D(rotationAngle: angles.z, x: 0, y: 0, z: 1))
            if let q = DecomposedTransform(rotation)?.quaternion { d.quaternion = q }
        }
        return d.transform
    }
}
