import FlickRender
import FlickScene
import Foundation

/// Golden-image comparison for rendering tests: a rendered `Bitmap` against a committed
/// PNG, with a small per-channel tolerance. On a mismatch it writes `NAME.actual.png`
/// and `NAME.diff.png` next to `NAME.png` (both ignored by git) so the difference can
/// be looked at.
///
/// A missing golden is written from the actual image and reported as `.recorded`
/// (a test should fail then, so a person checks the new PNG by eye). With
/// `FLICK_RECORD_GOLDENS=1` in the environment every golden is rewritten.
public enum GoldenImage {
    /// Largest per-channel difference (0…255) still counted as equal (our choice: the
    /// software rasterizer is deterministic; 2 absorbs rounding across SDL versions).
    public static let defaultChannelTolerance = 2
    /// Pixels allowed beyond the channel tolerance, as a fraction of all pixels (our
    /// choice: a few edge pixels may flip under a different rasterizer build).
    public static let defaultPixelFraction = 0.001

    /// The outcome of one comparison.
    public enum Outcome: Equatable, Sendable {
        /// Within tolerance.
        case matched
        /// The golden did not exist (or recording was asked for) and was written.
        case recorded(path: String)
        /// Sizes or pixels differ; the actual and diff images were written.
        case mismatched(reason: String, actualPath: String, diffPath: String)

        /// True only for `.matched`.
        public var isMatch: Bool { self == .matched }
    }

    /// The folder `Goldens` beside the test file `filePath` (pass `#filePath`).
    public static func directory(besides filePath: String) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    }

    /// Compares `actual` with `directory/name.png`.
    public static func compare(_ actual: Bitmap, named name: String, in directory: URL,
                               channelTolerance: Int = defaultChannelTolerance,
                               pixelFraction: Double = defaultPixelFraction) throws -> Outcome {
        let golden = directory.appendingPathComponent(name + ".png")
        let actualURL = directory.appendingPathComponent(name + ".actual.png")
        let diffURL = directory.appendingPathComponent(name + ".diff.png")
        let record = ProcessInfo.processInfo.environment["FLICK_RECORD_GOLDENS"] == "1"
        if record || !FileManager.default.fileExists(atPath: golden.path) {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try ImageCodec.writePNG(actual, to: golden)
            return .recorded(path: golden.path)
        }
        let expected = try ImageCodec.read(contentsOf: golden)
        guard expected.width == actual.width, expected.height == actual.height else {
            try ImageCodec.writePNG(actual, to: actualURL)
            try ImageCodec.writePNG(actual, to: diffURL)
            return .mismatched(reason: "size \(actual.width)x\(actual.height), golden \(expected.width)x\(expected.height)",
                               actualPath: actualURL.path, diffPath: diffURL.path)
        }
        let (diff, count, worst) = difference(expected, actual, channelTolerance: channelTolerance)
        let allowed = Int(Double(actual.width * actual.height) * pixelFraction)
        if count <= allowed {
            try? FileManager.default.removeItem(at: actualURL)
            try? FileManager.default.removeItem(at: diffURL)
            return .matched
        }
        try ImageCodec.writePNG(actual, to: actualURL)
        try ImageCodec.writePNG(diff, to: diffURL)
        return .mismatched(reason: "\(count) pixels differ by more than \(channelTolerance) (allowed \(allowed)); "
                               + "largest channel difference \(worst)",
                           actualPath: actualURL.path, diffPath: diffURL.path)
    }

    /// A difference image (differing pixels red, scaled by the difference, over a faded
    /// grey copy of the golden), the count of pixels beyond the tolerance and the
    /// largest channel difference.
    public static func difference(_ expected: Bitmap, _ actual: Bitmap, channelTolerance: Int) -> (Bitmap, Int, Int) {
        var diff = Bitmap(width: actual.width, height: actual.height)
        var count = 0, worst = 0
        let e = expected.pixels, a = actual.pixels
        diff.withUnsafeMutablePixels { d in
            for i in stride(from: 0, to: a.count, by: 4) {
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
        return (diff, count, worst)
    }
}
