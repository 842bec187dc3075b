import FlickRender
import FlickScene
import FlickTestSupport
import FlickTesting
import Foundation
import XCTest

/// The real-kernel tier's demo step (`scripts/kernel-test/guest.sh`): the snapshots
/// of `flick-demo --device` on a real X server, fed by a uinput clone playing the kiosk
/// recording (`FLICK_KIOSK_LIVE`), against the same recording replayed headless
/// (`FLICK_KIOSK_REFERENCE`), within the golden tolerance. Skips unless both are given.
final class DemoKioskComparisonTests: XCTestCase {
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
            let actual = try ImageCodec.read(contentsOf: URL(fileURLWithPath: live).appendingPathComponent(name))
            guard expected.width == actual.width, expected.height == actual.height else {
                XCTFail("kiosk snapshot \(name): \(actual.width)x\(actual.height) live, \(expected.width)x\(expected.height) headless")
                continue
            }
            let difference = ImageDifference(expected: expected, actual: actual)
            let count = difference.differingPixels
            let allowed = ImageDifference.allowedPixels(width: actual.width, height: actual.height)
            print("kiosk snapshot \(name): "
                  + difference.summary(channelTolerance: ImageDifference.defaultChannelTolerance, allowed: allowed))
            if count > allowed {
                try? ImageCodec.writePNG(difference.image, to: URL(fileURLWithPath: live).appendingPathComponent(name + ".diff.png"))
                XCTFail("kiosk snapshot \(name) differs from the headless replay: \(count) pixels (allowed \(allowed))")
            }
        }
    }
}
