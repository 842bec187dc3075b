import FlickEvdev
import FlickInput
import FlickTestSupport
import Foundation
import XCTest

/// Discovery and opening without hardware: this machine (and CI containers) have no
/// /dev/input at all, so the "none" and error paths are what can run here. The live read
/// path is exercised in the kernel-test VM.
final class DeviceDiscoveryTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("flick-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testAMissingFolderHasNoDevicesAndSaysSo() {
        let missing = folder.appendingPathComponent("absent").path
        XCTAssertEqual(DeviceDiscovery.nodes(in: missing), [])
        XCTAssertTrue(DeviceDiscovery.scan(directory: missing).isEmpty)
        let report = DeviceDiscovery.report([], directory: missing)
        XCTAssertTrue(report.hasPrefix("No input devices: \(missing) has no event* nodes"), report)
        XCTAssertThrowsError(try DeviceDiscovery.firstTouchscreen(directory: missing)) { error in
            XCTAssertEqual(error as? EvdevError, .noTouchscreen(directory: missing))
            XCTAssertTrue("\(error)".contains("flick devices"))
        }
    }

    func testNodesAreEventFilesInNumericOrder() throws {
        for name in ["event10", "event2", "mouse0", "event0", "by-id"] {
            XCTAssertTrue(FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data()))
        }
        XCTAssertEqual(DeviceDiscovery.nodes(in: folder.path).map { URL(fileURLWithPath: $0).lastPathComponent },
                       ["event0", "event2", "event10"])
    }

    func testFilesThatAreNotEvdevDevicesAreReportedNotFatal() throws {
        let fake = folder.appendingPathComponent("event0").path
        XCTAssertTrue(FileManager.default.createFile(atPath: fake, contents: Data("not a device".utf8)))
        let entries = DeviceDiscovery.scan(directory: folder.path)
        XCTAssertEqual(entries.count, 1)
        guard case .failure(let error) = entries[0].result, case .notAnEvdevDevice(let path, _) = error else {
            return XCTFail("expected notAnEvdevDevice, got \(entries[0].result)")
        }
        XCTAssertEqual(path, fake)
        XCTAssertFalse(entries[0].isTouchscreen)
        let report = DeviceDiscovery.report(entries, directory: folder.path)
        XCTAssertTrue(report.contains("? \(fake)  \(fake): not an evdev input device"), report)
        XCTAssertTrue(report.hasSuffix("1 device(s), 0 touchscreen(s)\n"), report)
    }

    func testOpeningErrorsExplainThemselves() {
        XCTAssertThrowsError(try EvdevDevice(path: folder.appendingPathComponent("event9").path)) { error in
            guard case .notFound = error as? EvdevError else { return XCTFail("\(error)") }
        }
        let denied = EvdevError.permissionDenied(path: "/dev/input/event3").description
        XCTAssertTrue(denied.contains("`input` group"), denied)
        XCTAssertTrue(denied.contains("root"), denied)
        XCTAssertThrowsError(try EvdevTouchSource(path: "/dev/input/event-none"))
    }

    func testTheListingMarksTouchscreensWithRangesResolutionAndSlots() {
        let entries = [
            DeviceDiscovery.Entry(path: "/dev/input/event4", result: .success(SynthesizedDevice().description)),
            DeviceDiscovery.Entry(path: "/dev/input/event5", result: .success(RecordingBuilder.protocolATouchscreen())),
            DeviceDiscovery.Entry(path: "/dev/input/event1",
                                  result: .success(DeviceDescription(name: "Keyboard", codes: [Evdev.EV_KEY: [30]]))),
            DeviceDiscovery.Entry(path: "/dev/input/event7", result: .failure(.permissionDenied(path: "/dev/input/event7"))),
        ]
        let report = DeviceDiscovery.report(entries, directory: "/dev/input")
        XCTAssertTrue(report.contains("* /dev/input/event4  \"Flick Synthetic Touchscreen\"  touchscreen, protocol B, 10 slots\n"
                                      + "    x 0…12799  y 0…7999  resolution 10/10 units/mm (1280 x 800 mm)\n"), report)
        XCTAssertTrue(report.contains("* /dev/input/event5  \"Test Protocol A\"  touchscreen, protocol A\n"
                                      + "    x 0…9600  y 0…7200  no resolution\n"), report)
        XCTAssertTrue(report.contains("  /dev/input/event1  \"Keyboard\"  other\n"), report)
        XCTAssertTrue(report.hasSuffix("4 device(s), 2 touchscreen(s), 1 unreadable: add yourself to the `input` group"
                                       + " or run as root\n"), report)
    }
}
