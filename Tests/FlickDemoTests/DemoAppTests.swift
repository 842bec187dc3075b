@testable import flick_demo
import FlickInput
import FlickScene
import FlickTestSupport
import XCTest

/// Routing of touch sessions: tab taps, drags on the tab bar, the three-finger HUD tap,
/// keys, and the snapshot taken when leaving a scene.
final class DemoAppTests: XCTestCase {
    func makeApp() -> DemoApp { DemoApp(firstDay: DemoRun.tourFirstDay, work: .inline, profiler: nil) }

    func testBetweenFramesWorkDrawsTheTilesOneFrameAskedForBeforeTheNext() throws {
        let app = DemoApp(firstDay: DemoRun.tourFirstDay, work: .betweenFrames, profiler: nil)
        let worker = try XCTUnwrap(app.map.mapView.worker as? DeferredTileWorker)
        _ = app.makeDisplayList(at: 0)
        XCTAssertGreaterThan(worker.pendingCount, 0, "the first frame asked for tiles")
        XCTAssertEqual(worker.drawnCount, 0, "and drew none itself")
        XCTAssertEqual(app.map.mapView.tiledContent.counters.uploads, 0)
        app.drawBetweenFrames()
        XCTAssertEqual(worker.pendingCount, 0)
        XCTAssertGreaterThan(worker.drawnCount, 0)
        XCTAssertEqual(app.transitions.cards.drawnOnDemand, 0)
        _ = app.makeDisplayList(at: 1.0 / 60)
        XCTAssertGreaterThan(app.map.mapView.tiledContent.counters.uploads, 0, "shown in the next frame")
        app.select(3, at: 0.1)
        _ = app.makeDisplayList(at: 0.1)
        XCTAssertEqual(app.transitions.cards.drawnOnDemand, 0, "the card was ready")
    }

    func deliver(_ trace: TraceBuilder, to app: DemoApp) {
        for frame in trace.frames { app.deliver([frame], at: frame.time) }
    }

    func testATapOnATabSelectsItsSceneAndSnapshotsTheOneLeft() {
        let app = makeApp()
        var taken: [String] = []
        app.snapshotHandler = { taken.append($0) }
        var trace = TraceBuilder()
        trace.down(0, at: DemoTour.tabCenter(.transitions)); trace.hold(0.08); trace.up(0)
        deliver(trace, to: app)
        XCTAssertEqual(app.current, 3)
        XCTAssertEqual(taken, ["Map"])
    }

    func testADragAlongTheTabBarSelectsNothing() {
        let app = makeApp()
        var trace = TraceBuilder()
        trace.down(0, at: DemoTour.tabCenter(.gallery)); trace.move([0], by: Point(x: 200, y: 0), duration: 0.2); trace.up(0)
        deliver(trace, to: app)
        XCTAssertEqual(app.current, 0)
    }

    func testAThreeFingerTapTogglesTheHUDAndTwoFingersDoNot() {
        let app = makeApp()
        var trace = TraceBuilder()
        let c = DemoTour.contentCenter
        trace.down([(0, c), (1, c + Point(x: 80, y: 0)), (2, c + Point(x: 160, y: 0))]); trace.hold(0.1); trace.up([0, 1, 2])
        trace.wait(0.5)
        deliver(trace, to: app)
        XCTAssertTrue(app.isHUDVisible)
        var two = TraceBuilder(start: trace.time)
        two.down([(0, c), (1, c + Point(x: 80, y: 0))]); two.hold(0.1); two.up([0, 1])
        deliver(two, to: app)
        XCTAssertTrue(app.isHUDVisible, "a two-finger tap leaves the HUD alone")
        app.toggleHUD(at: two.time)
        XCTAssertFalse(app.isHUDVisible, "F1 toggles it too")
    }

    func testAThreeFingerHoldIsNotAHUDTap() {
        let app = makeApp()
        var trace = TraceBuilder()
        let c = DemoTour.contentCenter
        trace.down([(0, c), (1, c + Point(x: 80, y: 0)), (2, c + Point(x: 160, y: 0))]); trace.hold(1.0); trace.up([0, 1, 2])
        deliver(trace, to: app)
        XCTAssertFalse(app.isHUDVisible)
    }

    func testKeysSelectScenesAndIgnoreUnknownOnes() {
        let app = makeApp()
        app.select(4, at: 1)
        XCTAssertEqual(app.current, 4)
        app.select(9, at: 2)
        XCTAssertEqual(app.current, 4)
        XCTAssertEqual(app.scenes.map(\.name), DemoTab.allCases.map(\.title), "the tour and the app agree on the tabs")
    }
}
