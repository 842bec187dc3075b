import FlickAnimation
import FlickInput

/// Device-pixel snapping at a display scale (device pixels per point). Positions snap to
/// the nearest device pixel — not to whole points, which is the `CGRectIntegral` pitfall:
/// centring a 29-point image in 44 points puts it at 7.5 points, exactly 15 device
/// pixels on a 2x screen, and at 8 points (nearest pixel) on a 1x screen. Sizes are kept,
/// so an image is never stretched by a pixel to align it. Ties round up (towards +∞), so
/// moving content never shimmers between two rounding directions.
public struct PixelGrid: Hashable, Sendable {
    /// Device pixels per point (1 or 2 on the displays we target; any positive value works).
    public var scale: Double

    /// A grid at `scale` device pixels per point.
    public init(scale: Double) {
        precondition(scale > 0, "a pixel grid needs a positive scale")
        self.scale = scale
    }

    /// The coordinate (points) of the nearest device-pixel boundary.
    public func snap(_ value: Double) -> Double { (value * scale + 0.5).rounded(.down) / scale }

    /// The point moved to the nearest device-pixel corner.
    public func snap(_ point: Point) -> Point { Point(x: snap(point.x), y: snap(point.y)) }

    /// The rectangle moved so its origin sits on a device pixel; its size is unchanged.
    public func snapOrigin(_ rect: Rect) -> Rect { Rect(origin: snap(rect.origin), size: rect.size) }

    /// The rectangle with each edge moved to its nearest device-pixel boundary (for fills
    /// whose edges must be crisp; the size may change by up to one device pixel).
    public func snapEdges(_ rect: Rect) -> Rect {
        let x0 = snap(rect.minX), y0 = snap(rect.minY), x1 = snap(rect.maxX), y1 = snap(rect.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// A rectangle of `size` centred in `container`, its origin snapped to device pixels.
    public func centered(_ size: Size, in container: Rect) -> Rect {
        snapOrigin(Rect(x: container.midX - size.width / 2, y: container.midY - size.height / 2,
                        width: size.width, height: size.height))
    }

    /// True when `value` (points) lies on a device-pixel boundary (within 1e-9 pixel).
    public func isAligned(_ value: Double) -> Bool {
        let pixels = value * scale
        return abs(pixels - pixels.rounded()) < 1e-9
    }

    /// A window transform with its translation snapped to device pixels when it only
    /// translates (and scales by whole device pixels) in the plane; other transforms
    /// are returned unchanged (snapping a rotated or projected layer would distort it).
    public func snapTranslation(of transform: Transform3D) -> Transform3D {
        guard transform.keepsPlaneAxisAligned else { return transform }
        var t = transform
        t.m41 = snap(t.m41)
        t.m42 = snap(t.m42)
        return t
    }
}

extension RenderItem {
    /// `transform` with its translation snapped to device pixels at `scale` when the
    /// layer is only translated and scaled (see `PixelGrid.snapTranslation(of:)`).
    public func pixelAlignedTransform(scale: Double) -> Transform3D {
        PixelGrid(scale: scale).snapTranslation(of: transform)
    }
}
