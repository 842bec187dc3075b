import FlickInput
import FlickRuntime
import FlickUI
import FlickTestSupport
import Foundation
import XCTest

/// Flick's KMS presenter where there is no panel: each failure is a clear message (what,
/// where, what to do), and an app falls back to headless with the reason in its report. The
/// presenter on a real KMS device is tested in the real-kernel tier (its `drm` step, on
/// QEMU's virtio GPU: scripts/kernel-test/guest.sh).
final class DRMPresenterTests: XCTestCase {
    func testAMissingNodeNamesItAndWhatAPanelNeeds() {
        XCTAssertThrowsError(try DRMPresenter(path: "/dev/dri/no-such-card")) { error in
            guard case .noDevice(let reason) = error as? DRMError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("/dev/dri/no-such-card"), reason)
            XCTAssertTrue("\(error)".contains("video group"), "\(error)")
        }
    }

    func testANodeThatIsNotKMSIsRefused() {
        XCTAssertThrowsError(try DRMPresenter(path: "/dev/null")) { error in
            XCTAssertEqual(error as? DRMError, .notKMS(path: "/dev/null"))
            XCTAssertEqual("\(error)", "/dev/null is not a mode-setting (KMS) device")
        }
    }

    func testTheMessagesSayWhatToDo() {
        XCTAssertTrue(DRMError.masterHeld(path: "/dev/dri/card0").description.contains("run on a free VT"))
        XCTAssertTrue(DRMError.noConnectedPanel(path: "/dev/dri/card0").description.contains("cable"))
    }

    func testAnAppAskedForThePanelWithoutOneRunsHeadlessAndSaysWhy() throws {
        try XCTSkipUnless(DRMPresenter.cardPaths().isEmpty, "this machine has a KMS device")
        let path = SharedTraces.recordingsDirectory.appendingPathComponent("tap.evemu").path
        try XCTSkipUnless(FileManager.default.fileExists(atPath: path), "no Recordings/ folder")
        let app = Application(window: Window(frame: .zero))
        let report = try app.run(
            ApplicationConfiguration(input: .replay(path), videoDriver: DRMPresenter.videoDriverName),
            clock: ManualFrameClock(start: 0))
        XCTAssertTrue(report.display.hasPrefix("headless"), report.display)
        XCTAssertTrue(report.problems.contains { $0.hasPrefix("no panel (no DRM device") }, "\(report.problems)")
    }

    /// A panel of 12 × 8 pixels, and each rotation's interface frame with a distinct value in
    /// every pixel, copied onto it.
    func testATurnedFrameLandsWhereTheTouchscreenMapsTouches() {
        let panel = (width: 12, height: 8)
        for rotation in WindowMapping.Rotation.allCases {
            let turned = rotation == .clockwise90 || rotation == .clockwise270
            let interface = turned ? (width: panel.height, height: panel.width) : panel
            var source = [UInt32](repeating: 0, count: interface.width * interface.height)
            for index in source.indices { source[index] = UInt32(index + 1) }
            // A panel buffer with padding after each row, as a dumb buffer's pitch may have.
            let pitch = (panel.width + 3) * 4
            var destination = [UInt32](repeating: 0, count: pitch / 4 * panel.height)
            source.withUnsafeBytes { from in
                destination.withUnsafeMutableBytes { to in
                    DRMPresenter.copy(
                        from.baseAddress!, bytesPerRow: interface.width * 4, width: interface.width,
                        height: interface.height, into: to.baseAddress!, bytesPerRow: pitch, turning: rotation)
                }
            }
            // A touch at the centre of each panel pixel maps to the interface pixel drawn there.
            let mapping = WindowMapping(
                xAxis: AxisInfo(code: Evdev.ABS_X, minimum: 0, maximum: Int32(panel.width)),
                yAxis: AxisInfo(code: Evdev.ABS_Y, minimum: 0, maximum: Int32(panel.height)),
                windowSize: Size(width: Double(interface.width), height: Double(interface.height)), rotation: rotation)
            for py in 0..<panel.height {
                for px in 0..<panel.width {
                    let point = mapping.location(x: Double(px) + 0.5, y: Double(py) + 0.5)
                    let drawn = source[Int(point.y) * interface.width + Int(point.x)]
                    XCTAssertEqual(destination[py * pitch / 4 + px], drawn, "\(rotation): panel pixel (\(px), \(py))")
                }
            }
        }
    }
}
