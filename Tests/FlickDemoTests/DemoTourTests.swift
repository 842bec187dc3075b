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
    nonisolated(unsafe) static var shared: DemoRun?

    func tourRun() throws -> DemoRun {
        if let run = Self.shared { return run }
        let recording = try DemoLauncher.tourRecording()
        let size = WindowMapping.defaultWindowSize
        let headless = try HeadlessRenderer(pixelWidth: Int(size.width * Self.goldenScale),
                                            pixelHeight: Int(size.height * Self.goldenScale), scale: Self.goldenScale)
        let renderer = SDLFrameRenderer(target: .headless(headless), background: DemoApp.background, drawsEveryFrame: false)
        let run = DemoRun(frames: recording.touchFrames(), renderer: renderer, clock: ManualFrameClock())
        run.run()
        Self.shared = run
        return run
    }

    func testEverySceneReactsAsIntended() throws {
        let run = try tourRun()
        for check in run.checks() { XCTAssertTrue(check.passed, check.text) }
        XCTAssertTrue(run.problems.isEmpty, run.problems.joined(separator: "; "))
        XCTAssertEqual(run.app.current, 4, "the tour ends on the Alert scene")
        XCTAssertTrue(run.app.isHUDVisible, "the three-finger tap turned the HUD on")
        XCTAssertLessThan(run.clock.now(), (run.replayEnd ?? 0) + DemoRun.settleLimit, "the run ended at rest, not at the bound")
    }

    func testTheMapMovedAndZoomedAndSettledWithinItsLimits() throws {
        let map = try tourRun().app.map
        XCTAssertGreaterThan(map.largestZoom, MapScene.maximumZoom, "the pinch stretched past the maximum")
        XCTAssertEqual(map.scrollView.zoomScale, MapScene.doubleTapZoom, accuracy: 1e-6, "the last double tap zoomed to 2×")
        XCTAssertEqual(map.currentOverscroll, 0, "bounced back inside its range")
        XCTAssertEqual(map.scrollView.model.state, .idle)
    }

    func testEveryLabelDrawsForTheRenderersScaleWithoutAPerFrameWalk() throws {
        let run = try tourRun()
        XCTAssertEqual(run.app.window.displayScale, Self.goldenScale, "set once from the renderer")
        // Every tab's views, shown or not (a tab not shown is out of the window, as UIKit's).
        let labels = (run.app.scenes.flatMap(\.view.subtree) + run.app.tabBar.subtree).compactMap { $0 as? Label }
        XCTAssertGreaterThan(labels.count, 10, "the scenes' and the tab bar's labels, rows and landmarks included")
        for label in labels { XCTAssertEqual(label.layer.contentsScale, Self.goldenScale, label.debugName) }
    }

    func testSnapshotsMatchTheGoldens() throws {
        let run = try tourRun()
        let snapshots = try run.snapshots
        XCTAssertEqual(snapshots.map(\.name), ["Map", "Gallery", "Days", "Transitions", "Alert"])
        let directory = GoldenImage.directory(besides: #filePath)
        for (index, snapshot) in snapshots.enumerated() {
            let name = String(format: "%02d-%@", index + 1, snapshot.name.lowercased())
            let outcome = try GoldenImage.compare(snapshot.bitmap, named: name, in: directory)
            XCTAssertTrue(outcome.isMatch, "\(name): \(outcome)")
        }
    }
}
