import FlickRender
import FlickScene
import FlickTesting
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
    /// Largest per-channel difference (0…255) still counted as equal (`ImageDifference`'s).
    public static let defaultChannelTolerance = ImageDifference.defaultChannelTolerance
    /// Pixels allowed beyond the channel tolerance, as a fraction of all pixels (`ImageDifference`'s).
    public static let defaultPixelFraction = ImageDifference.defaultPixelFraction

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
        if let reason = ImageDifference.sizeMismatch(expected, actual) {
            try ImageCodec.writePNG(actual, to: actualURL)
            try ImageCodec.writePNG(actual, to: diffURL)
            return .mismatched(reason: reason, actualPath: actualURL.path, diffPath: diffURL.path)
        }
        let difference = ImageDifference(expected: expected, actual: actual, channelTolerance: channelTolerance)
        let allowed = ImageDifference.allowedPixels(width: actual.width, height: actual.height, pixelFraction: pixelFraction)
        if difference.differingPixels <= allowed {
            try? FileManager.default.removeItem(at: actualURL)
            try? FileManager.default.removeItem(at: diffURL)
            return .matched
        }
        try ImageCodec.writePNG(actual, to: actualURL)
        try ImageCodec.writePNG(difference.image, to: diffURL)
        return .mismatched(reason: difference.summary(channelTolerance: channelTolerance, allowed: allowed),
                           actualPath: actualURL.path, diffPath: diffURL.path)
    }
}
