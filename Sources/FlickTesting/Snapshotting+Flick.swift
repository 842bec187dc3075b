import FlickRender
import FlickScene
import FlickUI
import FoundationEssentials
import SnapshotTesting
import XCTest

/// swift-snapshot-testing's strategies for a window under test: PNG reference images in
/// `__Snapshots__/<test file>/` beside the test, compared within a tolerance.
///
/// ```swift
/// assertSnapshot(of: tester, as: .image)                          // the whole window
/// assertSnapshot(of: tester, as: .image(of: "fruit-list"))        // one view, by identifier
/// ```
///
/// A missing reference is recorded and the test fails once (look at the PNG, commit it);
/// `SNAPSHOT_TESTING_RECORD=all` re-records every reference (`failed`: those that differ).
extension Snapshotting where Value == WindowTester, Format == Bitmap {
    /// The whole window at the current virtual time, one pixel per point, compared with the
    /// default tolerance.
    public static var image: Snapshotting { image() }

    /// The whole window at `scale` pixels per point, compared within `channelTolerance`
    /// (0…255 per channel) and `pixelFraction` (the share of pixels allowed beyond it).
    public static func image(
        scale: Double = 1, channelTolerance: Int = ImageDifference.defaultChannelTolerance,
        pixelFraction: Double = ImageDifference.defaultPixelFraction
    ) -> Snapshotting {
        rendered(channelTolerance: channelTolerance, pixelFraction: pixelFraction) { try $0.image(scale: scale) }
    }

    /// The view identified by `identifier` (`View.accessibilityIdentifier`), cut from the
    /// window at `scale` pixels per point.
    public static func image(
        of identifier: String, scale: Double = 1,
        channelTolerance: Int = ImageDifference.defaultChannelTolerance,
        pixelFraction: Double = ImageDifference.defaultPixelFraction
    ) -> Snapshotting {
        rendered(channelTolerance: channelTolerance, pixelFraction: pixelFraction) { tester in
            try tester.image(of: try tester.view(identifiedBy: identifier), scale: scale)
        }
    }

    /// Renders with `render`; a failure to render fails the test with its reason and
    /// compares an empty image (which no reference matches).
    private static func rendered(
        channelTolerance: Int, pixelFraction: Double,
        _ render: @escaping (WindowTester) throws -> Bitmap
    ) -> Snapshotting {
        Snapshotting(
            pathExtension: "png",
            diffing: .image(channelTolerance: channelTolerance, pixelFraction: pixelFraction)
        ) { tester in
            do { return try render(tester) } catch {
                XCTFail("FlickTesting: the window could not be drawn for its snapshot: \(error)")
                return Bitmap(width: 1, height: 1)
            }
        }
    }
}

extension Diffing where Value == Bitmap {
    /// PNG files compared pixel by pixel (`ImageDifference`). On a mismatch the difference
    /// image is written beside the failed snapshot (in `SNAPSHOT_ARTIFACTS`, else the
    /// temporary folder) and named in the message.
    public static func image(
        channelTolerance: Int = ImageDifference.defaultChannelTolerance,
        pixelFraction: Double = ImageDifference.defaultPixelFraction
    ) -> Diffing {
        .diff(
            toData: { bitmap in (try? ImageCodec.encodePNG(bitmap)).map { Data($0) } ?? Data() },
            fromData: { data in
                // An unreadable reference compares as an empty image, so the size mismatch says so.
                (try? ImageCodec.decode([UInt8](data), file: "reference image")) ?? Bitmap(width: 0, height: 0)
            },
            diffV2: { expected, actual in
                if let reason = ImageDifference.sizeMismatch(expected, actual) { return (reason, []) }
                let difference = ImageDifference(expected: expected, actual: actual, channelTolerance: channelTolerance)
                let allowed = ImageDifference.allowedPixels(
                    width: actual.width, height: actual.height,
                    pixelFraction: pixelFraction)
                guard difference.differingPixels > allowed else { return nil }
                var message = difference.summary(channelTolerance: channelTolerance, allowed: allowed)
                guard let png = try? ImageCodec.encodePNG(difference.image) else { return (message, []) }
                let folder = URL(
                    fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
                        ?? NSTemporaryDirectory())
                let file = folder.appendingPathComponent("flick-difference-\(UUID().uuidString).png")
                if (try? Data(png).write(to: file)) != nil { message += "; the difference in red: \(file.path)" }
                return (message, [.data(Data(png), name: "difference.png")])
            })
    }
}
