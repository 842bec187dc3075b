import CSDL2
import FlickInput
import FlickRuntime
import FlickUI
import FlickTestSupport
import Foundation
import XCTest

/// Flick's KMS presenter where there is no panel: each failure is a clear message (what,
/// where, what to do), and an app falls back to headless with the reason in its report. The
/// presenter on a real KMS device is tested in the real-kernel tier (its `kmsdrm` and `drm-turned` steps, on
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

    /// A present copies only what changed: with a region, each rotation writes exactly the
    /// panel pixels a whole copy writes for the interface pixels inside it (the region may
    /// reach past the frame), and leaves every other panel pixel as it was. Panel 70 × 40, so
    /// turned copies cross the 32-pixel tiles.
    func testARegionCopiesItsPixelsAndNoOthers() {
        let panel = (width: 70, height: 40)
        let regions = [
            SDL_Rect(x: 5, y: 3, w: 33, h: 20), SDL_Rect(x: 0, y: 0, w: 1, h: 1),
            SDL_Rect(x: -10, y: 30, w: 200, h: 50), SDL_Rect(x: 12, y: 7, w: 0, h: 9),
        ]
        for rotation in WindowMapping.Rotation.allCases {
            let turned = rotation == .clockwise90 || rotation == .clockwise270
            let interface = turned ? (width: panel.height, height: panel.width) : panel
            var source = [UInt32](repeating: 0, count: interface.width * interface.height)
            for index in source.indices { source[index] = UInt32(index + 1) }
            var marked = [UInt32](repeating: 0, count: source.count)  // the interface pixel, or 0
            let pitch = (panel.width + 5) * 4
            func copy(_ pixels: [UInt32], region: SDL_Rect?) -> [UInt32] {
                var destination = [UInt32](repeating: 0xDEAD, count: pitch / 4 * panel.height)
                pixels.withUnsafeBytes { from in
                    destination.withUnsafeMutableBytes { to in
                        DRMPresenter.copy(
                            from.baseAddress!, bytesPerRow: interface.width * 4, width: interface.width,
                            height: interface.height, into: to.baseAddress!, bytesPerRow: pitch, turning: rotation,
                            region: region)
                    }
                }
                return destination
            }
            for region in regions {
                for y in 0..<interface.height {
                    for x in 0..<interface.width {
                        let inside = x >= region.x && x < region.x + region.w && y >= region.y && y < region.y + region.h
                        marked[y * interface.width + x] = inside ? source[y * interface.width + x] : 0
                    }
                }
                // Where the whole copy of the marked frame shows a marked pixel, the region's
                // copy must show it; everywhere else it must not have written.
                let expected = copy(marked, region: nil)
                let copied = copy(source, region: region)
                for index in copied.indices where index % (pitch / 4) < panel.width {
                    let want = expected[index] == 0 ? 0xDEAD : expected[index]
                    XCTAssertEqual(copied[index], want, "\(rotation), region \(region): panel index \(index)")
                }
            }
        }
    }
}
