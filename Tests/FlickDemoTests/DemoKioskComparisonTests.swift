import FlickInput
import FlickRender
import FlickRuntime
import FlickScene
import FlickTestSupport
import FlickTesting
import Foundation
import XCTest

/// The real-kernel tier's demo step (`scripts/kernel-test/guest.sh`): the snapshots
/// of `flick-demo --device` on a real X server, fed by a uinput clone playing the kiosk
/// recording (`FLICK_KIOSK_LIVE`), against the same recording replayed headless
/// (`FLICK_KIOSK_REFERENCE`), within the golden tolerance. Skips unless both are given.
/// With `FLICK_KIOSK_TURN` (90, 180 or 270) the live images are a panel showing the
/// interface turned that far clockwise, and are turned back before the comparison. With
/// `FLICK_KIOSK_BACKEND=gpu` the live run drew with the GPU backend: pixels on the software
/// backend's edges are not counted (`ImageDifference.pixelsOffEdges`, as `DemoGPUTourTests`
/// compares the two backends: GL's fill rule and bilinear sampling of scaled photos).
final class DemoKioskComparisonTests: XCTestCase {
    /// `panel` turned back `degrees` counter-clockwise: the interface it shows turned
    /// `degrees` clockwise (the KMS presenter puts interface (x, y) at panel (h − 1 − y, x)
    /// for a quarter turn, h the interface's height).
    static func turnedBack(_ panel: Bitmap, by degrees: Int) -> Bitmap {
        switch degrees {
        case 90, 270:
            var interface = Bitmap(width: panel.height, height: panel.width)
            for y in 0..<interface.height {
                for x in 0..<interface.width {
                    interface[x, y] = degrees == 90 ? panel[interface.height - 1 - y, x] : panel[y, interface.width - 1 - x]
                }
            }
            return interface
        case 180:
            var interface = Bitmap(width: panel.width, height: panel.height)
            for y in 0..<panel.height {
                for x in 0..<panel.width { interface[x, y] = panel[panel.width - 1 - x, panel.height - 1 - y] }
            }
            return interface
        default:
            return panel
        }
    }

    func testLiveSnapshotsMatchTheHeadlessReplay() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let live = environment["FLICK_KIOSK_LIVE"], let reference = environment["FLICK_KIOSK_REFERENCE"] else {
            throw XCTSkip("run by the real-kernel tier (FLICK_KIOSK_LIVE, FLICK_KIOSK_REFERENCE)")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: reference).filter { $0.hasSuffix(".png") }.sorted()
        XCTAssertFalse(names.isEmpty, "no headless snapshots in \(reference)")
        let liveNames = (try? FileManager.default.contentsOfDirectory(atPath: live).filter { $0.hasSuffix(".png") }.sorted()) ?? []
        XCTAssertEqual(liveNames, names, "the live run snapshots the same scenes, in the same order")
        for name in names where liveNames.contains(name) {
            let expected = try ImageCodec.read(contentsOf: URL(fileURLWithPath: reference).appendingPathComponent(name))
            let actual = Self.turnedBack(
                try ImageCodec.read(contentsOf: URL(fileURLWithPath: live).appendingPathComponent(name)),
                by: Int(environment["FLICK_KIOSK_TURN"] ?? "0") ?? 0)
            guard expected.width == actual.width, expected.height == actual.height else {
                XCTFail("kiosk snapshot \(name): \(actual.width)x\(actual.height) live, \(expected.width)x\(expected.height) headless")
                continue
            }
            let difference = ImageDifference(expected: expected, actual: actual)
            let onGPU = environment["FLICK_KIOSK_BACKEND"] == "gpu"
            let count = onGPU ? ImageDifference.pixelsOffEdges(expected: expected, actual: actual) : difference.differingPixels
            let allowed = ImageDifference.allowedPixels(width: actual.width, height: actual.height)
            print("kiosk snapshot \(name): "
                  + difference.summary(channelTolerance: ImageDifference.defaultChannelTolerance, allowed: allowed)
                  + (onGPU ? "; GPU backend: \(count) pixels off the software backend's edges" : ""))
            if count > allowed {
                try? ImageCodec.writePNG(difference.image, to: URL(fileURLWithPath: live).appendingPathComponent(name + ".diff.png"))
                XCTFail("kiosk snapshot \(name) differs from the headless replay: \(count) pixels"
                        + (onGPU ? " off edges" : "") + " (allowed \(allowed))")
            }
        }
    }

    func testATurnedPanelIsTurnedBackToTheInterfaceItShows() throws {
        var interface = Bitmap(width: 5, height: 3)
        for y in 0..<3 { for x in 0..<5 { interface[x, y] = RGBA8(red: UInt8(x * 40), green: UInt8(y * 80), blue: 7, alpha: 255) } }
        for rotation in [WindowMapping.Rotation.clockwise90, .upsideDown, .clockwise270] {
            let turned = rotation != .upsideDown
            let (width, height) = turned ? (3, 5) : (5, 3)
            var panel = [UInt8](repeating: 0, count: width * height * 4)
            interface.pixels.withUnsafeBytes { source in
                panel.withUnsafeMutableBytes { destination in
                    DRMPresenter.copy(
                        source.baseAddress!, bytesPerRow: 20, width: 5, height: 3, into: destination.baseAddress!,
                        bytesPerRow: width * 4, turning: rotation)
                }
            }
            let shown = try XCTUnwrap(Bitmap(width: width, height: height, pixels: panel))
            XCTAssertEqual(Self.turnedBack(shown, by: rotation.rawValue), interface, "\(rotation)")
        }
    }
}
