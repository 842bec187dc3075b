@testable import flick_demo
import FlickInput
import FlickTestSupport
import FlickUI
import XCTest

/// The Days list as an app of toolkit views: its first screen, the star buttons behind the
/// delayed content touches, swipe to delete, and the endless re-centre during a fling.
final class DaysSceneTests: XCTestCase {
    let viewport = Rect(x: 0, y: 0, width: 1280, height: 736)
    let firstDay = DemoTour.firstDay

    /// Plays `trace` into `scene`, drawn every step (drawing lays the views out).
    func play(_ trace: TraceBuilder, into scene: DaysScene, until end: Double, eachFrame: () -> Void = {}) {
        play(trace, into: scene as DemoScreen, until: end, drawingWith: LabelCache(), eachFrame: { _ in eachFrame() })
    }

    /// The cell showing `day`, if on screen.
    func cell(of day: Int, in scene: DaysScene) -> DayCell? {
        scene.list.visibleCells.compactMap { $0 as? DayCell }.first { $0.day == day }
    }

    /// `day`'s row on screen (viewport points).
    func rowFrame(of day: Int, in scene: DaysScene) throws -> Rect {
        let cell = try XCTUnwrap(cell(of: day, in: scene))
        return cell.frame.offsetBy(Point(x: 0, y: -scene.list.contentOffset.y))
    }

    func testTheFirstDayOpensBelowItsWeeksStickyHeaderAndEachWeekAndMonthHasAHeader() throws {
        let scene = DaysScene(viewport: viewport, firstDay: firstDay)
        scene.window.layoutIfNeeded()
        XCTAssertEqual(try rowFrame(of: firstDay, in: scene).minY, DaysScene.weekHeaderHeight, accuracy: 1e-9)
        XCTAssertEqual(
            try rowFrame(of: firstDay + 1, in: scene).minY, 2 * DaysScene.weekHeaderHeight + DayCell.height,
            accuracy: 1e-9, "Monday 23 starts a week: its header comes first")
        let header = try XCTUnwrap(
            scene.list.subviews.first { ($0.subviews.first as? Label)?.text == "Week of 16 November" })
        XCTAssertEqual(header.frame.minY - scene.list.contentOffset.y, 0, accuracy: 1e-9, "pinned at the top")
        let star = try XCTUnwrap(cell(of: firstDay, in: scene)).starButton
        XCTAssertEqual(
            star.convert(Point(x: 0, y: 0), to: nil)?.y ?? .nan, DaysScene.weekHeaderHeight + 8, accuracy: 1e-9)
        XCTAssertEqual(star.currentTitle, "Star")
    }

    func testAQuickTapStarsAndARestThenDragCancelsTheStarsTouchAndScrolls() throws {
        let scene = DaysScene(viewport: viewport, firstDay: firstDay)
        var trace = TraceBuilder()
        trace.down(0, at: Point(x: 1190, y: 62)); trace.hold(0.1); trace.up(0)
        trace.wait(0.5)
        trace.down(0, at: Point(x: 1190, y: 154)); trace.hold(0.25)
        trace.move([0], by: Point(x: 0, y: 300), duration: 0.5); trace.up(0)
        play(trace, into: scene, until: trace.time + 2)
        XCTAssertEqual(scene.buttonTaps, 1)
        XCTAssertEqual(scene.starred, [firstDay])
        XCTAssertEqual(cell(of: firstDay, in: scene)?.starButton.currentTitle, "Starred", "the selected state")
        XCTAssertEqual(scene.buttonTouchesCancelledByDrag, 1, "the drag took the held button's touch")
        XCTAssertFalse(scene.starred.contains(firstDay + 1), "the cancelled touch did not star")
        XCTAssertFalse(cell(of: firstDay + 1, in: scene)?.starButton.isHighlighted ?? false)
        XCTAssertGreaterThan(try rowFrame(of: firstDay, in: scene).minY, 250, "the list scrolled down with the finger")
    }

    func testSwipeLeftRevealsDeleteAndATapOnItDeletesTheRowWhichCollapses() throws {
        let scene = DaysScene(viewport: viewport, firstDay: firstDay)
        var trace = TraceBuilder()
        trace.down(0, at: Point(x: 900, y: 62)); trace.move([0], by: Point(x: -300, y: 0), duration: 0.15); trace.up(0)
        trace.wait(0.5)
        trace.down(0, at: Point(x: 1240, y: 62)); trace.hold(0.08); trace.up(0)
        let below = try XCTUnwrap(
            { () -> Double? in
                scene.window.layoutIfNeeded()
                return try? rowFrame(of: firstDay + 1, in: scene).minY
            }())
        var collapsing = 0
        play(trace, into: scene, until: trace.time) { collapsing = max(collapsing, scene.list.collapsingCellCount) }
        XCTAssertEqual(scene.reveals, 1)
        XCTAssertEqual(scene.deleted, [firstDay])
        XCTAssertEqual(collapsing, 1, "the row collapsed")
        XCTAssertNil(scene.days.indexPath(of: firstDay))
        XCTAssertEqual(scene.buttonTaps, 0, "the delete tap never reached the star button")
        XCTAssertEqual(scene.revealCancels, 0)
        play(TraceBuilder(), into: scene, until: trace.time + 0.5)
        XCTAssertEqual(scene.list.collapsingCellCount, 0)
        XCTAssertEqual(
            try rowFrame(of: firstDay + 1, in: scene).minY, below - DayCell.height, accuracy: 1e-9,
            "the rows below moved up")
    }

    func testATapElsewhereHidesTheDeleteButtonWithoutDeleting() {
        let scene = DaysScene(viewport: viewport, firstDay: firstDay)
        var trace = TraceBuilder()
        trace.down(0, at: Point(x: 900, y: 62)); trace.move([0], by: Point(x: -300, y: 0), duration: 0.15); trace.up(0)
        trace.wait(0.5)
        trace.down(0, at: Point(x: 300, y: 400)); trace.hold(0.08); trace.up(0)
        trace.wait(0.5)
        play(trace, into: scene, until: trace.time)
        XCTAssertEqual(scene.reveals, 1)
        XCTAssertEqual(scene.revealCancels, 1)
        XCTAssertTrue(scene.deleted.isEmpty)
        XCTAssertEqual(scene.list.swipe.state, .hidden)
        XCTAssertEqual(cell(of: firstDay, in: scene)?.contentView.frame.minX, 0, "slid back")
        XCTAssertEqual(scene.buttonTaps, 0)
    }

    /// Where `day`'s row is in the endless list, from `firstDay`'s row, points: each day's
    /// 60 pt plus a header before every 1st (72 pt) and every other Monday (32 pt).
    func endlessTop(of day: Int) -> Double {
        func header(_ day: Int) -> Double {
            DaySections.components(day).day == 1
                ? DaysScene.monthHeaderHeight
                : DaySections.startsSection(day) ? DaysScene.weekHeaderHeight : 0
        }
        var y = 0.0
        for d in min(day, firstDay)..<max(day, firstDay) { y += DayCell.height + header(d + 1) }
        return day < firstDay ? -y : y
    }

    func testAFlingReCentresWhileMovingAndTheDaysScrollOnWithoutAJump() throws {
        let scene = DaysScene(viewport: viewport, firstDay: firstDay)
        var trace = TraceBuilder(rate: 120)
        for _ in 0..<3 {
            trace.down(0, at: Point(x: 640, y: 650)); trace.move([0], by: Point(x: 0, y: -600), duration: 0.1);
            trace.up(0)
            trace.wait(0.4)
        }
        // Every row on screen sits where the endless list puts it, relative to the others, and
        // while the list decelerates the whole moves by a step that changes smoothly from frame
        // to frame (a re-centre that moved anything on screen would show as a kink).
        var last: Double?, lastStep: Double?, kink = 0.0, furthest = firstDay, misplaced = 0
        play(trace, into: scene, until: trace.time + 6) {
            let rows = scene.list.visibleCells.compactMap { $0 as? DayCell }.compactMap { cell in
                (try? rowFrame(of: cell.day, in: scene)).map {
                    (day: cell.day, endless: endlessTop(of: cell.day) - $0.minY)
                }
            }
            guard let endless = rows.first?.endless else { return }
            misplaced += rows.filter { abs($0.endless - endless) > 1e-6 }.count
            let step = last.map { endless - $0 }
            // (Two samples at one time, a touch frame's and its advance's, make no step.)
            guard step != 0 else { return }
            if scene.list.isDecelerating, let step, let lastStep { kink = max(kink, abs(step - lastStep)) }
            (last, lastStep) = (endless, scene.list.isDecelerating ? step : nil)
            furthest = max(furthest, rows.map(\.day).max() ?? furthest)
        }
        XCTAssertGreaterThanOrEqual(scene.recentres, 2)
        XCTAssertTrue(
            scene.recentreStates.allSatisfy { $0 == "decelerating" || $0 == "dragging" }, "\(scene.recentreStates)")
        XCTAssertTrue(scene.recentreStates.contains("decelerating"))
        XCTAssertEqual(misplaced, 0, "the rows agree with each other after every re-centre")
        XCTAssertLessThan(kink, 3, "no jump at a re-centre")
        XCTAssertGreaterThan(furthest - firstDay, DaySections.span, "past the days the list first held")
        XCTAssertEqual(scene.list.model.state, .idle, "at rest, not stopped at the end of a window")
        XCTAssertNil(scene.list.lastUpdateError)
        XCTAssertTrue(scene.isSettled(at: trace.time + 6))
    }
}
