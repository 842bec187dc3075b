@testable import flick_demo
import FlickInput
import FlickScene
import FlickTestSupport
import FlickUI
import XCTest

/// The demo laid out at sizes other than the tour's 1280×800 (`DemoApp(size:)` and
/// `DemoApp.resize(to:at:)`): kiosk panels, a large screen, portrait. Every scene's main view
/// fills the content area, the tab bar spans the bottom, taps and pinches land where the
/// views are, and a resize mid-run keeps the scene shown and the gallery's page.
final class DemoAppResizeTests: XCTestCase {
    /// A 7" kiosk panel, a 1024×600 panel, full HD, and a portrait panel, points.
    static let sizes = [
        Size(width: 800, height: 480), Size(width: 1024, height: 600), Size(width: 1920, height: 1080),
        Size(width: 800, height: 1280),
    ]

    func makeApp(_ size: Size = DemoTour.windowSize) -> DemoApp {
        DemoApp(size: size, firstDay: DemoTour.firstDay, work: .inline)
    }

    /// The content area above the tab bar, window points.
    func content(_ size: Size) -> Rect {
        Rect(x: 0, y: 0, width: size.width, height: size.height - DemoApp.tabBarHeight)
    }

    /// `view`'s frame in window points.
    func windowFrame(_ view: View) -> Rect {
        let origin = view.convert(Point(x: view.bounds.minX, y: view.bounds.minY), to: nil) ?? Point(x: .nan, y: .nan)
        return Rect(origin: origin, size: view.bounds.size)
    }

    /// True when `inner` lies within `outer` (to a hundredth of a point).
    func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        let e = 0.01
        return inner.minX >= outer.minX - e && inner.minY >= outer.minY - e && inner.maxX <= outer.maxX + e
            && inner.maxY <= outer.maxY + e
    }

    /// The centre of tab `index` of `app`'s tab bar, window points.
    func tabCenter(_ index: Int, in app: DemoApp) -> Point {
        let bar = app.tabBar.frame, width = bar.width / Double(app.scenes.count)
        return Point(x: bar.minX + width * (Double(index) + 0.5), y: bar.midY)
    }

    /// Every scene's main view fills the content area of an app of `size`, the tab bar spans
    /// the bottom, and the scenes that centre something centre it.
    func checkLayout(of app: DemoApp, at size: Size, file: StaticString = #filePath, line: UInt = #line) {
        let area = content(size)
        let context = "\(Int(size.width))x\(Int(size.height))"
        XCTAssertEqual(app.size, size, context, file: file, line: line)
        XCTAssertEqual(
            app.window.frame, Rect(x: 0, y: 0, width: size.width, height: size.height), context, file: file, line: line)
        XCTAssertEqual(
            app.tabBar.frame, Rect(x: 0, y: area.maxY, width: size.width, height: DemoApp.tabBarHeight),
            context, file: file, line: line)
        // Days and the Gallery's shelf sit under their navigation bars.
        let belowBar = Rect(
            x: 0, y: NavigationBar.height, width: area.width, height: area.height - NavigationBar.height)
        // A screen covered by a pushed one is laid out again when it is uncovered (UIKit's).
        for scene in app.scenes where scene.navigationController?.topViewController ?? scene === scene {
            let underBar = scene === app.days || scene === app.shelf
            let frame = underBar ? Rect(origin: Point(x: 0, y: 0), size: belowBar.size) : area
            XCTAssertEqual(scene.view.frame, frame, "\(scene.name) at \(context)", file: file, line: line)
            XCTAssertEqual(scene.viewport, frame, "\(scene.name) at \(context)", file: file, line: line)
        }
        XCTAssertEqual(windowFrame(app.map.scrollView), area, "the map fills, \(context)", file: file, line: line)
        if app.galleryNavigation.topViewController === app.gallery {
            let pager = app.gallery.pager, page = belowBar.size
            XCTAssertEqual(windowFrame(pager), belowBar, "the pager fills, \(context)", file: file, line: line)
            XCTAssertEqual(
                pager.contentSize, Size(width: page.width * Double(GalleryScene.pageCount), height: page.height),
                context, file: file, line: line)
            for (index, list) in app.gallery.lists.enumerated() {
                XCTAssertEqual(
                    list.frame, Rect(x: Double(index) * page.width, y: 0, width: page.width, height: page.height),
                    "page \(index + 1) at \(context)", file: file, line: line)
            }
            XCTAssertEqual(
                app.gallery.pageControl.frame.midX, page.width / 2, accuracy: 0.5, context, file: file, line: line)
            XCTAssertEqual(
                app.gallery.pageControl.frame.maxY, page.height, accuracy: 0.5, context, file: file, line: line)
        } else {
            let shelves = app.shelf.shelves
            XCTAssertEqual(shelves.frame.size, belowBar.size, "the shelves fill, \(context)", file: file, line: line)
            XCTAssertNil(shelves.lastUpdateError, context, file: file, line: line)
        }
        XCTAssertEqual(windowFrame(app.days.list), belowBar, "the days list fills, \(context)", file: file, line: line)
        for cell in app.days.list.visibleCells {
            XCTAssertEqual(
                cell.frame.width, area.width, "a day row is the list's width, \(context)", file: file, line: line)
        }
        let card = windowFrame(app.transitions.cardView)
        XCTAssertEqual(card.midX, area.midX, accuracy: 0.5, "the card is centred, \(context)", file: file, line: line)
        XCTAssertEqual(card.midY, area.midY, accuracy: 0.5, "the card is centred, \(context)", file: file, line: line)
        XCTAssertTrue(contains(area, card), "the card fits, \(context)", file: file, line: line)
        XCTAssertEqual(
            card.width / card.height, TransitionsScene.cardSize.width / TransitionsScene.cardSize.height,
            accuracy: 0.01, "the card keeps its shape, \(context)", file: file, line: line)
        XCTAssertLessThanOrEqual(card.width, TransitionsScene.cardSize.width, context, file: file, line: line)
        XCTAssertTrue(
            contains(area, windowFrame(app.transitions.counter)), "the counter shows, \(context)", file: file,
            line: line)
        XCTAssertEqual(
            windowFrame(app.alert.overlay), area, "the modal layer covers, \(context)", file: file, line: line)
        XCTAssertEqual(windowFrame(app.alert.dimming), area, "the dimming covers, \(context)", file: file, line: line)
        XCTAssertEqual(
            windowFrame(app.alert.alert), app.alert.alertFrame, "the alert is centred, \(context)", file: file,
            line: line)
        XCTAssertEqual(app.alert.alertFrame.center, area.center, context, file: file, line: line)
        XCTAssertEqual(
            app.alert.dimming.image?.size.width ?? 0, area.width, accuracy: 1 / AlertScene.dimImageScale,
            "the dimming is drawn for the new shape, \(context)", file: file, line: line)
    }

    func testEverySceneFillsItsContentAreaAtEachSize() {
        for size in Self.sizes {
            let app = makeApp(size)
            app.layout(at: 0)
            checkLayout(of: app, at: size)
        }
    }

    func testTheMapShowsTheLandmarksOfTheAreaVisibleAfterAResize() {
        let app = makeApp()
        app.layout(at: 0)
        for size in Self.sizes {
            app.resize(to: size, at: 1)
            let map = app.map, zoom = map.scrollView.zoomScale
            let margin = MapScene.landmarkMargin / zoom
            let visible = Rect(
                origin: map.mapOffset,
                size: Size(width: content(size).width / zoom, height: content(size).height / zoom))
            let near = Landmark.centered(in: visible.insetBy(dx: -margin, dy: -margin), side: MapScene.contentSide)
            XCTAssertEqual(Set(map.landmarkViews.keys), Set(near), "\(size)")
            XCTAssertEqual(map.centerPoint, map.mapOffset + content(size).center / zoom, "\(size)")
            XCTAssertTrue(
                map.readout.text?.contains(MapScene.format(map.centerPoint)) ?? false, "the readout follows, \(size)")
        }
    }

    func testTheCardShrinksOnlyWhereItDoesNotFit() {
        let small = makeApp(Size(width: 800, height: 480))
        small.layout(at: 0)
        XCTAssertLessThan(small.transitions.cardView.frame.height, TransitionsScene.cardSize.height)
        let portrait = makeApp(Size(width: 800, height: 1280))
        portrait.layout(at: 0)
        XCTAssertEqual(portrait.transitions.cardView.frame.size, TransitionsScene.cardSize, "room to spare in portrait")
    }

    func testATapOnTheLastTabSelectsItAndAPinchZoomsTheMap() {
        for size in [Size(width: 800, height: 480), Size(width: 800, height: 1280)] {
            let app = makeApp(size)
            app.layout(at: 0)
            let center = content(size).center
            var pinch = TraceBuilder()
            pinch.down([(0, center - Point(x: 60, y: 0)), (1, center + Point(x: 60, y: 0))])
            pinch.move([0, 1], duration: 0.5) { finger, start, t in
                start + Point(x: (finger == 0 ? -1 : 1) * 120 * t, y: 0)
            }
            pinch.up([0, 1])
            play(pinch, into: app, from: 0, until: pinch.time + 1)
            XCTAssertGreaterThan(app.map.scrollView.zoomScale, 1.5, "\(size)")
            var tap = TraceBuilder(start: pinch.time + 1.5)
            tap.down(0, at: tabCenter(4, in: app)); tap.hold(0.08); tap.up(0)
            play(tap, into: app, from: pinch.time + 1, until: tap.time + 0.5)
            XCTAssertEqual(app.current, 4, "\(size)")
            XCTAssertEqual(app.scenes.map { $0.view.window != nil }, [false, false, false, false, true])
        }
    }

    func testAResizeMidRunKeepsTheSceneAndTheGalleryPage() {
        let app = makeApp()
        app.layout(at: 0)
        var trace = TraceBuilder()
        trace.down(0, at: tabCenter(1, in: app)); trace.hold(0.08); trace.up(0)
        trace.wait(0.5)
        // The first photo on the shelf opens the pager.
        trace.down(0, at: GalleryShelfTests.firstPhoto); trace.hold(0.08); trace.up(0)
        trace.wait(1.0)
        // Two swipes to the left: page 3.
        for _ in 0..<2 {
            trace.down(0, at: DemoTour.contentCenter + Point(x: 300, y: 0))
            trace.move(0, to: DemoTour.contentCenter - Point(x: 300, y: 0), duration: 0.15)
            trace.up(0)
            trace.wait(1.5)
        }
        play(trace, into: app, from: 0, until: trace.time)
        XCTAssertEqual(app.current, 1)
        XCTAssertEqual(app.gallery.currentPage, 2)
        var time = trace.time
        for size in Self.sizes + [DemoTour.windowSize] {
            time += 1
            app.resize(to: size, at: time)
            play(TraceBuilder(), into: app, from: time, until: time + 0.1)
            time += 0.1
            checkLayout(of: app, at: size)
            XCTAssertEqual(app.current, 1, "the scene stays, \(size)")
            XCTAssertEqual(app.gallery.currentPage, 2, "the page stays, \(size)")
            XCTAssertEqual(
                app.gallery.pager.contentOffset.x, 2 * app.gallery.pager.bounds.width, accuracy: 0.5,
                "on the page, \(size)")
            XCTAssertEqual(app.gallery.pageControl.currentPage, 2)
            XCTAssertFalse(app.gallery.lists[2].isHidden, "the page shows, \(size)")
            XCTAssertTrue(app.isSettled(at: time), "nothing moves after the resize, \(size)")
        }
        XCTAssertEqual(app.gallery.pagesVisited, [0, 1, 2], "no page visited by the resizes")
        XCTAssertEqual(app.report.events.filter { $0.text.hasPrefix("window ") }.count, Self.sizes.count + 1)
    }

    func testTheAlertStaysCentredWhenTheWindowTurnsWhileItShows() {
        let app = makeApp()
        app.select(4, at: 0)
        app.layout(at: 0)
        var trace = TraceBuilder()
        trace.down(0, at: DemoTour.contentCenter); trace.hold(0.8); trace.up(0)
        play(trace, into: app, from: 0, until: trace.time + 1)
        XCTAssertFalse(app.alert.overlay.isHidden, "the long press showed the alert")
        let portrait = Size(width: 800, height: 1280)
        app.resize(to: portrait, at: trace.time + 1.5)
        play(TraceBuilder(), into: app, from: trace.time + 1.5, until: trace.time + 2)
        checkLayout(of: app, at: portrait)
        var ok = TraceBuilder(start: trace.time + 2.5)
        ok.down(0, at: app.alert.okFrame.center); ok.hold(0.08); ok.up(0)
        play(ok, into: app, from: trace.time + 2, until: ok.time + 1)
        XCTAssertEqual(app.alert.dismissals, 1, "OK is where the alert is now")
    }

    func testASizeTooSmallIsRaisedToTheMinimum() {
        let app = makeApp(Size(width: 10, height: 10))
        XCTAssertEqual(app.size, DemoApp.minimumSize)
        app.resize(to: Size(width: 800, height: 480), at: 1)
        app.resize(to: Size(width: 0, height: 0), at: 2)
        XCTAssertEqual(app.size, DemoApp.minimumSize)
        XCTAssertEqual(app.tabBar.frame.maxY, DemoApp.minimumSize.height)
    }
}
