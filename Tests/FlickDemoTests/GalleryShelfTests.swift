@testable import flick_demo
import FlickInput
import FlickScene
import FlickTestSupport
import FlickUI
import XCTest

/// The Gallery tab's shelf: the photos on shelves in a grid that re-flows with the window; a
/// tap opens the pager at the photo, and back returns to the shelf where it was scrolled.
final class GalleryShelfTests: XCTestCase {
    /// The centre of the first photo on the shelf, unscrolled, on the default window, window
    /// points (under the navigation bar, inside the shelf's margins).
    static var firstPhoto: Point {
        Point(
            x: GalleryShelf.margin + GalleryShelf.photoSize.width / 2,
            y: NavigationBar.height + GalleryShelf.margin + GalleryShelf.photoSize.height / 2)
    }

    func makeApp(_ size: Size = DemoTour.windowSize) -> DemoApp {
        let app = DemoApp(size: size, firstDay: DemoTour.firstDay, work: .inline)
        app.select(DemoTab.gallery.rawValue, at: 0)
        app.layout(at: 0)
        return app
    }

    /// The shelves' tops, sorted, content points.
    func shelfTops(_ app: DemoApp) -> [Double] {
        app.shelf.shelves.visibleDecorationViews.values.map(\.frame.minY).sorted()
    }

    func testTheGalleryOpensOnThePhotosOnShelves() throws {
        let app = makeApp()
        XCTAssertTrue(app.galleryNavigation.topViewController === app.shelf)
        let shelves = app.shelf.shelves
        // 1280 pt less 24 pt margins: three 360 pt photos a row; rows 304 pt apart.
        let third = try XCTUnwrap(shelves.cellForItem(at: CollectionIndexPath(item: 2)))
        XCTAssertEqual(third.frame.minY, GalleryShelf.margin)
        XCTAssertEqual(third.frame.maxX, 1280 - GalleryShelf.margin)
        XCTAssertEqual(shelves.cellForItem(at: CollectionIndexPath(item: 3))?.frame.minY, GalleryShelf.margin + 304)
        // 692 pt of shelves shown: rows 1–3 and their shelves.
        XCTAssertEqual(shelfTops(app), [258, 562])
        XCTAssertEqual(shelves.visibleCells.count, 9)
        XCTAssertEqual(shelves.contentSize.height, 4 * 304 - GalleryShelf.rowSpacing + 2 * GalleryShelf.margin)
        XCTAssertEqual(shelves.visibleDecorationViews.values.first?.frame.width, 1280)
        XCTAssertTrue(shelves.visibleDecorationViews.values.allSatisfy { $0 is PhotoShelfView })
    }

    func testATapOpensThePagerAtThePhotoAndBackReturnsToTheShelfWhereItWas() {
        let app = makeApp()
        var trace = TraceBuilder(start: 0.1)
        // Drag the shelves up, holding still before lifting (no fling).
        trace.down(0, at: Point(x: 640, y: 600))
        trace.move(0, to: Point(x: 640, y: 600 - DemoTour.shelfScroll), duration: 0.6)
        trace.hold(0.25)
        trace.up(0)
        trace.wait(0.6)
        play(trace, into: app, from: 0, until: trace.time)
        let scrolled = app.shelf.shelves.contentOffset.y
        XCTAssertGreaterThan(scrolled, DemoTour.shelfScroll - 20, "the shelves follow the finger")
        var tap = TraceBuilder(start: trace.time + 0.1)
        tap.down(0, at: DemoTour.shelfPhoto); tap.hold(0.08); tap.up(0)
        let lifted = tap.time
        tap.wait(1.0)
        play(tap, into: app, from: trace.time, until: tap.time)
        XCTAssertTrue(app.galleryNavigation.topViewController === app.gallery, "the pager is pushed")
        XCTAssertEqual(app.shelf.photosOpened, [3], "photo 4: the second row's first")
        XCTAssertEqual(app.gallery.currentPage, 3)
        XCTAssertEqual(app.gallery.pageControl.currentPage, 3)
        XCTAssertFalse(app.gallery.lists[3].isHidden, "its page shows")
        let opened = app.gallery.report.events.filter { $0.text == "at rest on page 4 of 12" }.map(\.time)
        XCTAssertEqual(opened.count, 1)
        XCTAssertEqual(opened.first ?? 0, lifted, accuracy: 0.05, "noted at the tap, not before the pager is in the window")
        XCTAssertEqual(app.gallery.pager.contentOffset.x, 3 * app.gallery.pager.bounds.width, accuracy: 1e-6)
        var back = TraceBuilder(start: tap.time + 0.1)
        back.down(0, at: DemoTour.backButton); back.hold(0.08); back.up(0)
        back.wait(1.0)
        play(back, into: app, from: tap.time, until: back.time)
        XCTAssertTrue(app.galleryNavigation.topViewController === app.shelf, "back on the shelf")
        XCTAssertEqual(app.shelf.shelves.contentOffset.y, scrolled, "scrolled where it was")
        XCTAssertTrue(app.isSettled(at: back.time))
    }

    func testASwipeFromTheLeftEdgeOfThePagerReturnsToTheShelf() {
        let app = makeApp()
        var trace = TraceBuilder(start: 0.1)
        trace.down(0, at: DemoTour.shelfPhoto + Point(x: 0, y: DemoTour.shelfScroll)); trace.hold(0.08); trace.up(0)
        trace.wait(1.0)
        // Photo 4 is on a page past the first: a pager drag from the edge would page back.
        trace.down(0, at: Point(x: 3, y: 400)); trace.hold(0.05)
        trace.move(0, to: Point(x: 700, y: 400), duration: 0.2); trace.up(0)
        trace.wait(1.0)
        play(trace, into: app, from: 0, until: trace.time)
        XCTAssertEqual(app.shelf.photosOpened, [3])
        XCTAssertTrue(app.galleryNavigation.topViewController === app.shelf, "the edge swipe went back")
        XCTAssertEqual(app.gallery.pagesVisited, [0, 3], "the pager did not page")
    }

    func testTheShelvesReflowWhenTheWindowTurnsAndPhotosShrinkToANarrowWindow() throws {
        let app = makeApp()
        app.resize(to: Size(width: 800, height: 1280), at: 1)
        app.layout(at: 1)
        let shelves = app.shelf.shelves
        // 800 pt: two photos a row.
        XCTAssertEqual(shelves.cellForItem(at: CollectionIndexPath(item: 2))?.frame.minX, GalleryShelf.margin)
        XCTAssertEqual(shelves.cellForItem(at: CollectionIndexPath(item: 1))?.frame.maxX, 800 - GalleryShelf.margin)
        XCTAssertEqual(shelves.visibleDecorationViews.values.first?.frame.width, 800)
        XCTAssertEqual(shelfTops(app).first, GalleryShelf.margin + 240 - GalleryShelf.shelfOverlap)
        // The demo's narrowest window: photos shrink to fit, keeping their shape.
        app.resize(to: Size(width: DemoApp.minimumSize.width, height: 600), at: 2)
        app.layout(at: 2)
        let photo = try XCTUnwrap(shelves.cellForItem(at: CollectionIndexPath(item: 0))).frame
        XCTAssertEqual(photo.width, DemoApp.minimumSize.width - 2 * GalleryShelf.margin)
        XCTAssertEqual(photo.width / photo.height, 1.5, accuracy: 1e-9)
        XCTAssertNil(shelves.lastUpdateError, "nothing overflows")
    }
}
