@testable import flick_demo
import FlickInput
import FlickScene
import FlickTestSupport
import FlickUI
import XCTest

/// The Gallery app: perpendicular nesting (a vertical drag scrolls the page's list with the
/// pager held, a horizontal or diagonal one pages), the page control both ways, the list's
/// rubber band at its top inside the pager, the photos, and only the pages on screen drawn.
final class GallerySceneTests: XCTestCase {
    let viewport = Rect(x: 0, y: 0, width: 1280, height: 736)

    /// Pixels per point the tests draw at (half the window, as the goldens).
    let labels = LabelCache(pixelsPerPoint: 0.5)

    /// Plays `trace` into `scene`, drawn every step (drawing lays the views out).
    func play(
        _ trace: TraceBuilder, into scene: GalleryScene, until end: Double, from start: Double? = nil,
        eachFrame: (Double) -> Void = { _ in }
    ) {
        play(trace, into: scene as DemoScreen, until: end, from: start, drawingWith: labels, eachFrame: eachFrame)
    }

    func notes(_ scene: GalleryScene) -> [String] { scene.report.events.map(\.text) }

    func testAVerticalDragScrollsThePagesListWithThePagerHeld() {
        let scene = GalleryScene(viewport: viewport, work: .inline)
        var trace = TraceBuilder()
        trace.down(0, at: Point(x: 640, y: 560)); trace.move([0], by: Point(x: 0, y: -320), duration: 0.6); trace.up(0)
        var largestPagerOffset = 0.0
        play(trace, into: scene, until: trace.time + 5) { _ in
            largestPagerOffset = max(largestPagerOffset, abs(scene.pager.contentOffset.x))
        }
        XCTAssertGreaterThan(scene.lists[0].contentOffset.y, 250)
        XCTAssertEqual(scene.largestListOffset, scene.lists[0].contentOffset.y, accuracy: 1e-9)
        XCTAssertEqual(largestPagerOffset, 0, "the pager never moved")
        XCTAssertEqual(scene.pagerDriftDuringListDrags, 0)
        XCTAssertEqual(scene.pagesVisited, [0])
        XCTAssertEqual(notes(scene).first, "page 1: drag on the list")
        XCTAssertTrue(scene.isSettled(at: trace.time + 5), "the fling is over")
    }

    func testAHorizontalSwipePagesTheDotsFollowAndOnlyThePageOnScreenIsDrawn() {
        let scene = GalleryScene(viewport: viewport, work: .inline)
        XCTAssertTrue(scene.lists[0].superview === scene.pager)
        XCTAssertTrue(scene.lists.dropFirst().allSatisfy { $0.superview == nil }, "pages join when first in view")
        var trace = TraceBuilder()
        trace.down(0, at: Point(x: 900, y: 380)); trace.move([0], by: Point(x: -420, y: 0), duration: 0.15); trace.up(0)
        var unsettledWhilePaging = false
        play(trace, into: scene, until: trace.time + 1.5) { time in
            if scene.pager.model.state == .paging, !scene.isSettled(at: time) { unsettledWhilePaging = true }
        }
        XCTAssertTrue(unsettledWhilePaging, "not settled while the pager moves")
        XCTAssertEqual(scene.pager.contentOffset.x, 1280, accuracy: 0.5)
        XCTAssertEqual(scene.pager.contentOffset.y, 0)
        XCTAssertEqual(scene.lists[0].contentOffset.y, 0, "the list did not scroll")
        XCTAssertEqual(scene.pageControl.currentPage, 1)
        XCTAssertEqual(scene.pagesVisited, [0, 1])
        XCTAssertEqual(notes(scene), ["paging to page 2", "at rest on page 2 of 12"])
        XCTAssertTrue(scene.lists[1].superview === scene.pager)
        XCTAssertEqual(scene.lists.map(\.isHidden), (0..<GalleryScene.pageCount).map { $0 != 1 })
        XCTAssertTrue(scene.lists[2...].allSatisfy { $0.superview == nil })
        XCTAssertEqual(scene.photos.drawnOnDemand, 2, "only the photos of the pages seen were drawn")
    }

    func testADiagonalSwipeMostlySidewaysPagesWithoutScrollingTheList() {
        let scene = GalleryScene(viewport: viewport, work: .inline)
        var trace = TraceBuilder()
        trace.down(0, at: Point(x: 900, y: 300)); trace.move([0], by: Point(x: -400, y: 60), duration: 0.15);
        trace.up(0)
        play(trace, into: scene, until: trace.time + 1.5)
        XCTAssertEqual(scene.pager.contentOffset.x, 1280, accuracy: 0.5)
        XCTAssertEqual(scene.lists[0].contentOffset.y, 0)
        XCTAssertEqual(scene.pager.contentOffset.y, 0, "directional lock")
    }

    func testTappingBesideTheCurrentDotPagesThePagerAndTheDotsStayOnTheTarget() {
        let scene = GalleryScene(viewport: viewport, work: .inline)
        let dots = scene.pageControl.frame
        var trace = TraceBuilder()
        trace.down(0, at: Point(x: dots.maxX - 10, y: dots.midY)); trace.hold(0.08); trace.up(0)
        var pagesShown: Set<Int> = []
        play(trace, into: scene, until: trace.time + 1) { _ in
            if scene.pager.contentOffset.x > 0 { pagesShown.insert(scene.pageControl.currentPage) }
        }
        XCTAssertEqual(scene.pager.contentOffset.x, 1280, accuracy: 1e-6)
        XCTAssertEqual(pagesShown, [1], "the dots showed the target page all the way")
        XCTAssertEqual(scene.pagesVisited, [0, 1])
        XCTAssertEqual(notes(scene), ["page control: to page 2", "at rest on page 2 of 12"])
        var back = TraceBuilder(start: trace.time + 1)
        back.down(0, at: Point(x: dots.minX + 10, y: dots.midY)); back.hold(0.08); back.up(0)
        play(back, into: scene, until: back.time + 1, from: trace.time + 1)
        XCTAssertEqual(scene.pager.contentOffset.x, 0, accuracy: 1e-6)
        XCTAssertEqual(scene.pageControl.currentPage, 0)
        XCTAssertEqual(scene.pagesVisited, [0, 1, 0])
    }

    func testAListAtItsTopDraggedDownRubberBandsAndThePagerStays() {
        let scene = GalleryScene(viewport: viewport, work: .inline)
        var trace = TraceBuilder()
        trace.down(0, at: Point(x: 640, y: 200)); trace.move([0], by: Point(x: 10, y: 300), duration: 0.4)
        trace.hold(0.1); trace.up(0)
        var deepest = 0.0, largestPagerOffset = 0.0
        play(trace, into: scene, until: trace.time + 1.5) { _ in
            deepest = min(deepest, scene.lists[0].contentOffset.y)
            largestPagerOffset = max(largestPagerOffset, abs(scene.pager.contentOffset.x))
        }
        XCTAssertLessThan(deepest, -60, "pulled past the top (rubber band)")
        XCTAssertGreaterThan(deepest, -300, "by less than the finger (resistance)")
        XCTAssertEqual(scene.lists[0].contentOffset.y, 0, accuracy: 0.5, "bounced back")
        XCTAssertEqual(largestPagerOffset, 0)
    }

    func testThePhotoRowShowsThePagesPreparedPhotoUnderItsTitle() throws {
        let scene = GalleryScene(viewport: viewport, work: .inline)
        play(TraceBuilder(), into: scene, until: 0)
        let cell = try XCTUnwrap(scene.lists[0].cellForRow(at: ListIndexPath(row: 0, section: 0)) as? PhotoCell)
        let image = try XCTUnwrap(cell.photo.image)
        XCTAssertTrue(image.bitmap.identity == scene.photos[0].identity, "the prepared bitmap, not a copy")
        XCTAssertEqual(image.size, Size(width: 1280, height: GalleryScene.photoHeight))
        XCTAssertEqual(cell.title.text, "Photo 1 of 12")
        let note = try XCTUnwrap(scene.lists[0].cellForRow(at: ListIndexPath(row: 1, section: 0)) as? NoteCell)
        XCTAssertEqual(note.title.text, "Note 1 on photo 1")
        XCTAssertEqual(note.frame.minY, GalleryScene.photoHeight)
        XCTAssertEqual(
            scene.lists[0].contentSize.height,
            GalleryScene.photoHeight + Double(GalleryScene.noteCount) * GalleryScene.noteHeight)
    }
}
