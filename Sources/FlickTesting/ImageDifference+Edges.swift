import FlickScene

/// Differences two rasterisers may make on edges and nowhere else.
extension ImageDifference {
    /// The pixels of `actual` that no colour near the same pixel of `expected` explains: some
    /// channel outside the range that channel spans over `expected`'s 3 × 3 neighbourhood there,
    /// widened by `channelTolerance`. Two rasterisers that place an edge one pixel apart
    /// (different fill rules), or blend across it (bilinear sampling where the other samples
    /// nearest), differ only on edges and count none here; a missing, misplaced or miscoloured
    /// item counts in full. The images have the same size (`sizeMismatch(_:_:)`).
    public static func pixelsOffEdges(expected: Bitmap, actual: Bitmap, channelTolerance: Int = defaultChannelTolerance)
        -> Int
    {
        precondition(
            expected.width == actual.width && expected.height == actual.height,
            "ImageDifference: \(actual.width)x\(actual.height) against \(expected.width)x\(expected.height)")
        let w = expected.width, h = expected.height
        let e = expected.pixels, a = actual.pixels
        var count = 0
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * Bitmap.bytesPerPixel
                var explained = true
                for k in 0..<4 {
                    let value = Int(a[i + k])
                    // The common case first: the same pixel explains it.
                    if abs(value - Int(e[i + k])) <= channelTolerance { continue }
                    var low = 255, high = 0
                    for ny in max(0, y - 1)...min(h - 1, y + 1) {
                        for nx in max(0, x - 1)...min(w - 1, x + 1) {
                            let v = Int(e[(ny * w + nx) * Bitmap.bytesPerPixel + k])
                            low = min(low, v)
                            high = max(high, v)
                        }
                    }
                    if value < low - channelTolerance || value > high + channelTolerance {
                        explained = false
                        break
                    }
                }
                if !explained { count += 1 }
            }
        }
        return count
    }
}
