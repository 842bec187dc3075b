@testable import flick_demo
import FlickInput
import FlickRuntime
import FlickScene
import FlickTestSupport
import XCTest

/// The built-in tour scripted for a portrait window (800 × 1280, the interface of a
/// 1280 × 800 panel turned a quarter), played headless on a manual clock: every scene reacts
/// as on the landscape tour.
final class DemoTourPortraitTests: XCTestCase {
    override func setUpWithError() throws { try TestFonts.install(for: self) }

    func testEverySceneReactsAsIntendedInAPortraitWindow() throws {
        var configuration = ApplicationConfiguration()
        configuration.windowSize = Size(width: 800, height: 1280)
        // Only the frames snapshotted are drawn, at a quarter of the pixels (a fast replay).
        let run = try DemoTourRun.run(scale: 0.5, configuration: configuration) { $0.drawsEveryFrame = false }
        XCTAssertEqual(run.demo.window.bounds.size, Size(width: 800, height: 1280))
        for check in try run.checks() { XCTAssertTrue(check.passed, check.text) }
        XCTAssertTrue(run.report.problems.isEmpty, run.report.problems.joined(separator: "; "))
        XCTAssertEqual(run.demo.current, 4, "the tour ends on the Alert scene")
        let snapshots = try run.snapshots
        XCTAssertEqual(snapshots.map(\.name), ["map", "photos", "gallery", "settings", "days", "transitions", "alert"])
        XCTAssertTrue(snapshots.allSatisfy { $0.bitmap.width == 400 && $0.bitmap.height == 640 }, "portrait pixels")
    }
}
