import FlickInput

/// Where a window's content lies on the display output a touchscreen panel covers, so a
/// panel touch lands on the content point under the finger. The panel is mapped onto the
/// whole output (`outputSize`, through `WindowMapping` with its rotation, mirroring and
/// calibration); `contentFrame` is the content's rectangle on that output (the window's
/// position and size, or a letterboxed area inside a full-screen window), and `contentSize`
/// the content's own size in points. Pure.
///
/// A full-screen window whose content fills it is the identity: output, frame and content
/// sizes are equal and the frame's origin is zero.
public struct PanelPlacement: Hashable, Sendable {
    /// The output the panel covers, points.
    public var outputSize: Size
    /// The content's rectangle on the output, output points.
    public var contentFrame: Rect
    /// The content's size in its own points (the window's size for a toolkit window; the
    /// logical size for letterboxed content).
    public var contentSize: Size

    /// A placement of `contentSize` content shown in `contentFrame` of an `outputSize` output.
    public init(outputSize: Size, contentFrame: Rect, contentSize: Size) {
        self.outputSize = outputSize
        self.contentFrame = contentFrame
        self.contentSize = contentSize
    }

    /// Content that fills an output of `size` points (full screen, or no display known).
    public static func filling(_ size: Size) -> PanelPlacement {
        PanelPlacement(outputSize: size, contentFrame: Rect(x: 0, y: 0, width: size.width, height: size.height),
                       contentSize: size)
    }

    /// Content of `contentSize` points letterboxed into `frame` (output points): scaled by
    /// the largest factor that fits, centred (SDL_RenderSetLogicalSize's rule).
    public static func letterboxed(_ contentSize: Size, in frame: Rect, outputSize: Size) -> PanelPlacement {
        guard contentSize.width > 0, contentSize.height > 0 else {
            return PanelPlacement(outputSize: outputSize, contentFrame: frame, contentSize: frame.size)
        }
        let scale = min(frame.width / contentSize.width, frame.height / contentSize.height)
        let shown = Size(width: contentSize.width * scale, height: contentSize.height * scale)
        let origin = Point(x: frame.minX + (frame.width - shown.width) / 2, y: frame.minY + (frame.height - shown.height) / 2)
        return PanelPlacement(outputSize: outputSize, contentFrame: Rect(origin: origin, size: shown), contentSize: contentSize)
    }

    /// True when output points are content points.
    public var isIdentity: Bool {
        contentFrame.origin == .zero && contentFrame.size == outputSize && contentSize == outputSize
    }

    /// The content point of an output point.
    public func contentPoint(_ outputPoint: Point) -> Point {
        let sx = contentFrame.width > 0 ? contentSize.width / contentFrame.width : 1
        let sy = contentFrame.height > 0 ? contentSize.height / contentFrame.height : 1
        return Point(x: (outputPoint.x - contentFrame.minX) * sx, y: (outputPoint.y - contentFrame.minY) * sy)
    }

    /// `frame` with every touch's location moved from output points to content points.
    public func place(_ frame: TouchFrame) -> TouchFrame {
        guard !isIdentity else { return frame }
        var placed = frame
        for index in placed.touches.indices { placed.touches[index].location = contentPoint(placed.touches[index].location) }
        return placed
    }
}
