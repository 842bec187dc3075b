import FlickRuntime

/// A headless software renderer for `SyntheticScene`: fills each item's rectangle into a
/// 32-bit RGB buffer with source-over alpha blending (integer, 8 bits per channel,
/// each channel `(dst·(255−α) + src·α) / 255` rounded down), and
/// presents by swapping front and back buffers. It has no window and no vsync; the frame
/// loop paces it. Real rasterisation work, so `flick profile --scene synthetic` measures a
/// render phase, not an empty call.
public final class SyntheticRasterizer: FrameRenderer {
    /// Buffer width, pixels.
    public let width: Int
    /// Buffer height, pixels.
    public let height: Int
    /// Pixels per point.
    public let scale: Double
    /// Background colour, 0xRRGGBB.
    public static let background: UInt32 = 0x10_1418
    private var back: [UInt32]
    /// The last presented image, row-major 0xRRGGBB pixels.
    public private(set) var front: [UInt32]
    /// Frames presented.
    public private(set) var presentCount = 0

    /// Creates a `width` × `height` pixel target at `scale` pixels per point.
    public init(width: Int = 320, height: Int = 240, scale: Double = 1) {
        precondition(width > 0 && height > 0 && scale > 0, "a raster target needs a size")
        self.width = width
        self.height = height
        self.scale = scale
        back = Array(repeating: Self.background, count: width * height)
        front = back
    }

    /// Render phase: clears the back buffer and blends every item in list order.
    public func render(_ list: [SyntheticScene.Item], at target: Double) {
        for index in back.indices { back[index] = Self.background }
        back.withUnsafeMutableBufferPointer { pixels in
            for item in list {
                let x0 = max(0, Int((item.x * scale).rounded())), y0 = max(0, Int((item.y * scale).rounded()))
                let x1 = min(width, Int(((item.x + item.width) * scale).rounded()))
                let y1 = min(height, Int(((item.y + item.height) * scale).rounded()))
                guard x0 < x1 && y0 < y1 else { continue }
                let alpha = UInt32((min(max(item.opacity, 0), 1) * 255).rounded())
                let inverse = 255 - alpha
                let sourceR = (item.rgb >> 16 & 0xFF) * alpha, sourceG = (item.rgb >> 8 & 0xFF) * alpha
                let sourceB = (item.rgb & 0xFF) * alpha
                for y in y0..<y1 {
                    let row = y * width
                    for x in x0..<x1 {
                        let pixel = pixels[row + x]
                        let r = ((pixel >> 16 & 0xFF) * inverse + sourceR) / 255
                        let g = ((pixel >> 8 & 0xFF) * inverse + sourceG) / 255
                        let b = ((pixel & 0xFF) * inverse + sourceB) / 255
                        pixels[row + x] = r << 16 | g << 8 | b
                    }
                }
            }
        }
    }

    /// Present phase: swaps buffers. Returns `nil` (no vsync).
    public func present() -> Double? {
        swap(&front, &back)
        presentCount += 1
        return nil
    }

    /// FNV-1a hash of the front buffer, for comparing runs.
    public var frontChecksum: UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for pixel in front {
            hash = (hash ^ UInt64(pixel)) &* 0x100_0000_01b3
        }
        return hash
    }
}
