@testable import flick_demo
import FlickGestures
import FlickInput
import FlickScene
import FlickTestSupport
import FlickUI
import XCTest

/// The demo's one window: tab taps through the `TabBar`, drags on the tab bar, the
/// three-finger HUD tap beside the scenes' recognizers, keys, the scenes' views shown and
/// hidden, settledness, and the snapshot taken when leaving a scene.
final class DemoAppTests: XCTestCase {
    func makeApp() -> DemoApp { DemoApp(firstDay: DemoTour.firstDay, work: .inline) }

    func testBetweenFramesWorkDrawsTheTilesOneFrameAskedForBeforeTheNext() throws {
        let app = DemoApp(firstDay: DemoTour.firstDay, work: .betweenFrames)
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

    func testALongPressPopInIsUnderWayInTheFrameThatFiresIt() throws {
        let app = makeApp()
        app.select(4, at: 0)
        var trace = TraceBuilder(start: 1)
        trace.down(0, at: Point(x: 200, y: 200))
        for frame in trace.frames { app.deliver([frame], at: frame.time) }
        let deadline = try XCTUnwrap(
            app.window.deadlines(through: 10).first { $0.recognizer is LongPressGestureRecognizer }?.time)
        XCTAssertEqual(
            deadline, trace.frames[0].time + LongPressGestureRecognizer.defaultMinimumPressDuration, accuracy: 1e-9)
        // The frame presenting 10 ms after the press's deadline runs it: the loop starts it
        // no earlier than the deadline (the window's step), and it fires at the frame's start.
        // The dimming it adds fades in from then, so that frame draws it, not the next one.
        let target = deadline + 0.010
        let step = try XCTUnwrap(app.costStep(before: target), "the long press is foreseen")
        XCTAssertLessThanOrEqual(step.earliestStart, deadline, "the frame may start once the first deadline is due")
        XCTAssertTrue(step.isCertain)
        app.deliver([], at: deadline)
        XCTAssertTrue(app.ran(step))
        app.advancePhysics(to: target)
        _ = app.makeDisplayList(at: target)
        let shown = try XCTUnwrap(app.alert.appearance(at: target), "popped in")
        XCTAssertGreaterThan(shown.dim, 0, "under way at the frame's target")
        XCTAssertEqual(app.alert.appearance(at: deadline)?.dim ?? -1, 0, accuracy: 1e-9, "begun at the deadline")
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
        let held = trace.frames.count - 1
        for frame in trace.frames.prefix(held) { app.deliver([frame], at: frame.time) }
        XCTAssertEqual(
            (app.tabBar.subviews[3] as? Control)?.isHighlighted, true, "the tab is highlighted while touched")
        XCTAssertEqual(app.current, 0, "and selected on the lift")
        for frame in trace.frames.dropFirst(held) { app.deliver([frame], at: frame.time) }
        XCTAssertEqual(app.current, 3)
        XCTAssertEqual(taken, ["Map"])
        XCTAssertTrue(app.tabBar.selectedItem === app.tabBar.items[3])
        XCTAssertEqual(
            app.scenes.map { $0.view.window != nil }, [false, false, false, true, false],
            "only the selected scene is in the window")
        XCTAssertEqual(app.report.events.map(\.text), ["tab: Map → Transitions"])
    }

    func testADragFromTheMapOntoTheTabBarPansTheMapAndSelectsNothing() {
        let app = makeApp()
        let start = app.map.mapOffset
        var trace = TraceBuilder()
        trace.down(0, at: DemoTour.contentCenter)
        trace.move(0, to: DemoTour.tabCenter(.days), duration: 0.3)
        trace.up(0)
        deliver(trace, to: app)
        XCTAssertEqual(app.current, 0, "the touch belongs to the view it began on")
        XCTAssertGreaterThan(app.map.mapOffset.distance(to: start), 100)
    }

    func testADragAlongTheTabBarSelectsNothing() {
        let app = makeApp()
        var trace = TraceBuilder()
        trace.down(0, at: DemoTour.tabCenter(.gallery)); trace.move([0], by: Point(x: 200, y: 0), duration: 0.2);
        trace.up(0)
        deliver(trace, to: app)
        XCTAssertEqual(app.current, 0)
    }

    func testAThreeFingerTapTogglesTheHUDAndTwoFingersDoNot() {
        let app = makeApp()
        var trace = TraceBuilder()
        let c = DemoTour.contentCenter
        trace.down([(0, c), (1, c + Point(x: 80, y: 0)), (2, c + Point(x: 160, y: 0))]); trace.hold(0.1);
        trace.up([0, 1, 2])
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

    func testAThreeFingerTapOnTheTabBarTogglesTheHUDAndSelectsNoTab() {
        let app = makeApp()
        var trace = TraceBuilder()
        trace.down([(0, DemoTour.tabCenter(.gallery)), (1, DemoTour.tabCenter(.days)), (2, DemoTour.tabCenter(.alert))])
        trace.hold(0.1)
        trace.up([0, 1, 2])
        deliver(trace, to: app)
        XCTAssertTrue(app.isHUDVisible)
        XCTAssertEqual(app.current, 0, "the buttons' touches went to the HUD tap")
    }

    func testTheAppIsSettledOnlyWithNoTouchDownAndNothingMovingInAnyScene() {
        let app = makeApp()
        var time = 0.0
        func frame() {
            app.advancePhysics(to: time)
            _ = app.makeDisplayList(at: time)
            time += 1.0 / 60
        }
        while time < 3 { frame() }
        XCTAssertTrue(app.isSettled(at: time), "the map's tiles are in")
        app.select(1, at: time)
        var open = TraceBuilder(start: time)
        open.down(0, at: GalleryShelfTests.firstPhoto); open.hold(0.08); open.up(0)
        play(open, into: app, from: time, until: open.time + 1)
        time = open.time + 1
        var trace = TraceBuilder(start: time)
        trace.down(0, at: DemoTour.contentCenter)
        let down = trace.frames.count
        trace.move([0], by: Point(x: -300, y: 0), duration: 0.1)
        trace.up(0)
        for touch in trace.frames.prefix(down) { app.deliver([touch], at: touch.time) }
        XCTAssertFalse(app.isSettled(at: trace.time), "a finger is down")
        for touch in trace.frames.dropFirst(down) { app.deliver([touch], at: touch.time) }
        time = trace.time
        XCTAssertFalse(app.isSettled(at: time), "the pager pages on")
        app.select(2, at: time)
        XCTAssertTrue(app.isSettled(at: time), "a tab not shown is out of the window (UIKit's): nothing of it moves")
        app.select(1, at: time)
        XCTAssertFalse(app.isSettled(at: time), "shown again, the Gallery pages on")
        while !app.isSettled(at: time), time < trace.time + 5 { frame() }
        XCTAssertEqual(app.gallery.pagesVisited.last, 1, "it came to rest on page 2")
        XCTAssertLessThan(time, trace.time + 5)
    }

    func testAThreeFingerHoldIsNotAHUDTap() {
        let app = makeApp()
        var trace = TraceBuilder()
        let c = DemoTour.contentCenter
        trace.down([(0, c), (1, c + Point(x: 80, y: 0)), (2, c + Point(x: 160, y: 0))]); trace.hold(1.0);
        trace.up([0, 1, 2])
        deliver(trace, to: app)
        XCTAssertFalse(app.isHUDVisible)
    }

    func testKeysSelectScenesAndIgnoreUnknownOnes() {
        let app = makeApp()
        app.select(4, at: 1)
        XCTAssertEqual(app.current, 4)
        XCTAssertTrue(app.tabBar.selectedItem === app.tabBar.items[4], "the tab bar follows the keys")
        app.select(9, at: 2)
        XCTAssertEqual(app.current, 4)
        XCTAssertEqual(app.scenes.map(\.name), DemoTab.allCases.map(\.title), "the tour and the app agree on the tabs")
    }

    func testATappedDayPushesItsDetailAndAnEdgeSwipeReturnsToTheList() {
        let app = makeApp()
        app.select(DemoTab.days.rawValue, at: 0)
        let navigation = app.daysNavigation
        var tap = TraceBuilder(start: 0.5)
        tap.down(0, at: DemoTour.daysRow); tap.hold(0.08); tap.up(0)
        play(tap, into: app, from: 0, until: tap.time + 1)
        let detail = navigation.topViewController as? DayDetailScreen
        XCTAssertNotNil(detail, "the tapped row pushed its day's detail")
        XCTAssertEqual(app.days.detailsPushed, 1)
        XCTAssertTrue(app.isSettled(at: tap.time + 1), "the push is over")
        var swipe = TraceBuilder(start: tap.time + 1.5)
        swipe.down(0, at: Point(x: 3, y: 400))
        swipe.move(0, to: Point(x: 700, y: 400), duration: 0.2)
        swipe.up(0)
        play(swipe, into: app, from: tap.time + 1, until: swipe.time + 1)
        XCTAssertTrue(navigation.topViewController === app.days, "the edge swipe popped the detail")
        XCTAssertEqual(app.days.edgeSwipes, 1)
        XCTAssertEqual(app.days.returnsToList, 1)
        XCTAssertTrue(app.days.report.events.map(\.text).contains { $0.hasPrefix("back from") })
        XCTAssertTrue(app.isSettled(at: swipe.time + 1))
    }

    /// A 80 ms tap at `point` starting at `start` seconds.
    private func tap(at point: Point, start: Double) -> TraceBuilder {
        var trace = TraceBuilder(start: start)
        trace.down(0, at: point)
        trace.hold(0.08)
        trace.up(0)
        return trace
    }

    /// The centre of `view` in window points.
    private func centre(of view: View) -> Point {
        view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: nil)!
    }

    func testSettingsTurnTheDemoDarkAndEditALowFieldAboveTheKeyboard() throws {
        let app = makeApp()
        app.select(DemoTab.days.rawValue, at: 0)
        play(TraceBuilder(start: 0.1), into: app, from: 0, until: 0.2)
        let button = try XCTUnwrap(app.daysNavigation.navigationBar.itemButtons.first)
        XCTAssertEqual(button.title(for: .normal), "Settings")
        play(tap(at: centre(of: button), start: 0.5), into: app, from: 0.2, until: 1.5)
        let settings = try XCTUnwrap(app.daysNavigation.topViewController as? DemoSettingsScreen, "pushed")
        XCTAssertEqual(app.days.settingsShown, 1)
        XCTAssertEqual(settings.list.style, .insetGrouped)
        play(tap(at: centre(of: settings.darkMode), start: 2), into: app, from: 1.5, until: 3)
        XCTAssertTrue(settings.darkMode.isOn)
        XCTAssertEqual(app.window.appearance, .dark, "the whole demo turns dark")
        // The last field, low on the screen: the keyboard slides in and the list lifts it.
        let city = settings.city
        play(tap(at: centre(of: city), start: 3.5), into: app, from: 3, until: 5)
        XCTAssertTrue(city.isFirstResponder)
        // The tour's keyboard geometry is the keyboard the window shows.
        let keyboardView = try XCTUnwrap(app.window.currentInputView as? KeyboardView)
        let geometry = KeyboardGeometry(windowSize: app.window.bounds.size)
        for letter in ["q", "r", "e", "n", "z"] {
            let real = try XCTUnwrap(keyboardView.frame(of: .character(letter)))
            let centre = try XCTUnwrap(keyboardView.convert(Point(x: real.midX, y: real.midY), to: nil))
            XCTAssertEqual(geometry.centre(of: letter).x, centre.x, accuracy: 1e-6, letter)
            XCTAssertEqual(geometry.centre(of: letter).y, centre.y, accuracy: 1e-6, letter)
        }
        let keyboard = try XCTUnwrap(app.window.keyboardFrame)
        let field = try XCTUnwrap(city.convert(Point(x: 0, y: city.bounds.maxY), to: nil))
        XCTAssertLessThanOrEqual(field.y, keyboard.minY + 1e-6, "above the keyboard")
        XCTAssertGreaterThan(settings.list.contentOffset.y, 0, "the list scrolled to show it")
        city.insertText("Lyon")
        _ = city.resignFirstResponder()
        XCTAssertEqual(settings.changes, ["dark mode on", "City Lyon"])
    }

    func testATappedPhotoOpensAsASheetThatZoomsAndDoneCloses() {
        let app = makeApp()
        app.select(DemoTab.gallery.rawValue, at: 0)
        var open = TraceBuilder(start: 0.1)
        open.down(0, at: GalleryShelfTests.firstPhoto); open.hold(0.08); open.up(0)
        play(open, into: app, from: 0, until: 1.0)
        XCTAssertTrue(app.galleryNavigation.topViewController === app.gallery, "the shelf opened the pager")
        var tap = TraceBuilder(start: 1.2)
        tap.down(0, at: Point(x: 640, y: 250)); tap.hold(0.08); tap.up(0)
        play(tap, into: app, from: 1.0, until: tap.time + 1)
        let sheet = app.tabs.presentedViewController as? PhotoSheet
        XCTAssertNotNil(sheet, "the photo was presented")
        XCTAssertEqual(app.gallery.sheetsPresented, 1)
        var pinch = TraceBuilder(start: tap.time + 1.5)
        let center = Point(x: 640, y: 420)
        pinch.down([(0, center - Point(x: 60, y: 0)), (1, center + Point(x: 60, y: 0))])
        pinch.move([0, 1], duration: 0.5) { finger, start, t in start + Point(x: (finger == 0 ? -1 : 1) * 120 * t, y: 0)
        }
        pinch.up([0, 1])
        play(pinch, into: app, from: tap.time + 1, until: pinch.time + 1)
        XCTAssertGreaterThan(app.gallery.largestSheetZoom, 1.5, "the pinch zoomed the photo")
        var done = TraceBuilder(start: pinch.time + 1.5)
        done.down(0, at: DemoTour.sheetDone); done.hold(0.08); done.up(0)
        play(done, into: app, from: pinch.time + 1, until: done.time + 1)
        XCTAssertNil(app.tabs.presentedViewController, "Done dismissed the sheet")
        XCTAssertEqual(app.gallery.sheetsDismissed, 1)
        XCTAssertEqual(app.tabs.view.transform, .identity, "the presenter is back to its size")
        XCTAssertTrue(app.isSettled(at: done.time + 1))
    }
}
