import FlickScene

/// How far two images of the same size differ, pixel by pixel, within a tolerance: the
/// comparison behind FlickTesting's snapshot strategy (and Flick's own golden images). The
/// software renderer is deterministic, so the tolerance only absorbs rounding across SDL and
/// FreeType builds.
public struct ImageDifference: Sendable {
    /// Largest per-channel difference (0…255) still counted as equal (ours: 2 absorbs
    /// rounding across SDL versions).
    public static let defaultChannelTolerance = 2
    /// Pixels allowed beyond the channel tolerance, as a fraction of all pixels (ours: a few
    /// edge pixels may flip under a different rasterizer build).
    public static let defaultPixelFraction = 0.001

    /// Pixels whose largest channel difference exceeds the tolerance.
    public var differingPixels: Int
    /// The largest channel difference of any pixel (0…255).
    public var largestChannelDifference: Int
    /// The differing pixels in red (stronger the larger the difference) over a faded grey
    /// copy of the expected image, to look at.
    public var image: Bitmap

    /// Compares `actual` with `expected` (the same size; a size mismatch is
    /// `sizeMismatch(_:_:)`'s to report), counting pixels beyond `channelTolerance`.
    public init(expected: Bitmap, actual: Bitmap, channelTolerance: Int = defaultChannelTolerance) {
        precondition(
            expected.width == actual.width && expected.height == actual.height,
            "ImageDifference: \(actual.width)x\(actual.height) against \(expected.width)x\(expected.height)")
        var diff = Bitmap(width: actual.width, height: actual.height)
        var count = 0, worst = 0
        let e = expected.pixels, a = actual.pixels
        diff.withUnsafeMutablePixels { d in
            for i in stride(from: 0, to: a.count, by: Bitmap.bytesPerPixel) {
                var m = 0
                for k in 0..<4 { m = max(m, abs(Int(e[i + k]) - Int(a[i + k]))) }
                worst = max(worst, m)
                if m > channelTolerance {
                    count += 1
                    d[i] = 255; d[i + 1] = 0; d[i + 2] = 0; d[i + 3] = UInt8(max(128, m))
                } else {
                    let grey = UInt8((Int(e[i]) + Int(e[i + 1]) + Int(e[i + 2])) / 3 / 4 + 160)
                    d[i] = grey; d[i + 1] = grey; d[i + 2] = grey; d[i + 3] = 255
                }
            }
        }
        differingPixels = count
        largestChannelDifference = worst
        image = diff
    }

    /// The number of differing pixels allowed in an image of `width × height` pixels.
    public static func allowedPixels(width: Int, height: Int, pixelFraction: Double = defaultPixelFraction) -> Int {
        Int(Double(width * height) * pixelFraction)
    }

    /// Why two images of different sizes do not match, or `nil` when their sizes agree.
    public static func sizeMismatch(_ expected: Bitmap, _ actual: Bitmap) -> String? {
        guard expected.width != actual.width || expected.height != actual.height else { return nil }
        return "size \(actual.width)x\(actual.height), reference \(expected.width)x\(expected.height)"
    }

    /// What differs, in one sentence, against `allowed` pixels.
    public func summary(channelTolerance: Int, allowed: Int) -> String {
        "\(differingPixels) pixels differ by more than \(channelTolerance) (allowed \(allowed)); "
            + "largest channel difference \(largestChannelDifference)"
    }
}
