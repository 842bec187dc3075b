@testable import flick_demo
import FlickInput
import FlickRender
import FlickRuntime
import FlickScene
import FlickTestSupport
import FlickUI
import XCTest

/// The whole demo, headless, on the built-in tour, on a manual clock (deterministic): every
/// scene reacts as intended, and the scene snapshots match the committed goldens.
final class DemoTourTests: XCTestCase {
    /// Text in the goldens is drawn with DejaVu Sans pinned by path.
    override func setUpWithError() throws { try TestFonts.install(for: self) }

    /// Golden size: half the window (640 × 400 pixels at 0.5 px/pt) keeps the PNGs small
    /// and the test fast; the layout is the same.
    static let goldenScale = 0.5

    /// One run shared by the tests of this class (the tour takes a few seconds in debug).
    nonisolated(unsafe) static var shared: DemoTourRun?

    func tourRun() throws -> DemoTourRun {
        if let run = Self.shared { return run }
        // Only the frames snapshotted are drawn (a fast replay).
        let run = try DemoTourRun.run(scale: Self.goldenScale) { $0.drawsEveryFrame = false }
        Self.shared = run
        return run
    }

    func testEverySceneReactsAsIntended() throws {
        let run = try tourRun()
        for check in try run.checks() { XCTAssertTrue(check.passed, check.text) }
        XCTAssertTrue(run.report.problems.isEmpty, run.report.problems.joined(separator: "; "))
        XCTAssertEqual(run.demo.current, 4, "the tour ends on the Alert scene")
        XCTAssertTrue(run.demo.isHUDVisible, "the three-finger tap turned the HUD on")
        let tour = try Recording(parsing: DemoTour.evemu(), fileName: "tour")
        let replayEnd = ApplicationConfiguration.inputLead + tour.duration
        XCTAssertLessThan(
            run.report.duration, replayEnd + ApplicationConfiguration.settleLimit,
            "the run ended at rest, not at the bound")
        XCTAssertGreaterThan(run.report.duration, replayEnd)
    }

    func testTheMapMovedAndZoomedAndSettledWithinItsLimits() throws {
        let map = try tourRun().demo.map
        XCTAssertGreaterThan(map.largestZoom, MapScene.maximumZoom, "the pinch stretched past the maximum")
        XCTAssertEqual(
            map.scrollView.zoomScale, MapScene.doubleTapZoom, accuracy: 1e-6, "the last double tap zoomed to 2×")
        XCTAssertEqual(map.currentOverscroll, 0, "bounced back inside its range")
        XCTAssertEqual(map.scrollView.model.state, .idle)
    }

    func testEveryLabelDrawsForTheRenderersScaleWithoutAPerFrameWalk() throws {
        let run = try tourRun()
        XCTAssertEqual(run.demo.window.displayScale, Self.goldenScale, "set once from the renderer")
        // Every tab's views, shown or not (a tab not shown is out of the window, as UIKit's).
        let labels = (run.demo.scenes.flatMap(\.view.subtree) + run.demo.tabBar.subtree).compactMap { $0 as? Label }
        XCTAssertGreaterThan(labels.count, 10, "the scenes' and the tab bar's labels, rows and landmarks included")
        for label in labels { XCTAssertEqual(label.layer.contentsScale, Self.goldenScale, label.debugName) }
    }

    func testSnapshotsMatchTheGoldens() throws {
        let run = try tourRun()
        let snapshots = try run.snapshots
        XCTAssertEqual(snapshots.map(\.name), ["map", "photos", "gallery", "settings", "days", "transitions", "alert"])
        let directory = GoldenImage.directory(besides: #filePath)
        for (index, snapshot) in snapshots.enumerated() {
            let name = String(format: "%02d-%@", index + 1, snapshot.name)
            let outcome = try GoldenImage.compare(snapshot.bitmap, named: name, in: directory)
            XCTAssertTrue(outcome.isMatch, "\(name): \(outcome)")
        }
    }
}
