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
}
