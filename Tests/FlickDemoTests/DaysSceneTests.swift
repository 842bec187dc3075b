@testable import flick_demo
import FlickInput
import FlickTestSupport
import XCTest

/// The Days list: calendar arithmetic, rows of varying height, swipe to delete.
final class DaysSceneTests: XCTestCase {
    let viewport = Rect(x: 0, y: 0, width: 1280, height: 736)

    func testCalendarComponentsMatchKnownDates() {
        XCTAssertEqual(DaysScene.components(0).year, 1970)
        XCTAssertEqual(DaysScene.components(0).weekday, 5, "1970-01-01 was a Thursday")
        let tour = DaysScene.components(DemoRun.tourFirstDay)
        XCTAssertEqual([tour.year, tour.month, tour.day, tour.weekday], [2026, 11, 22, 1], "a Sunday")
        let leap = DaysScene.components(19_782) // 2024-02-29
        XCTAssertEqual([leap.year, leap.month, leap.day, leap.weekday], [2024, 2, 29, 5])
        let before = DaysScene.components(-1)
        XCTAssertEqual([before.year, before.month, before.day, before.weekday], [1969, 12, 31, 4])
    }

    func testRowsVaryInHeightAndTileTheStripWithoutGaps() {
        let scene = DaysScene(viewport: viewport, firstDay: DemoRun.tourFirstDay)
        let top = DaysScene.contentHeight / 2 - 3_000
        let rows = scene.rows(from: top, to: top + 6_000, at: 0)
        XCTAssertEqual(Set(rows.map(\.height)), [DaysScene.dayHeight, DaysScene.weekStartHeight, DaysScene.monthStartHeight])
        for (a, b) in zip(rows, rows.dropFirst()) {
            XCTAssertEqual(a.y + a.height, b.y, accuracy: 1e-9)
            XCTAssertEqual(a.day + 1, b.day)
        }
        let first = scene.rows(from: DaysScene.contentHeight / 2, to: DaysScene.contentHeight / 2 + 1, at: 0)
        XCTAssertEqual(first.first?.day, DemoRun.tourFirstDay, "the first day starts at the top")
    }

    func testSwipeLeftRevealsDeleteAndATapOnItDeletesTheRowWhichCollapses() {
        let scene = DaysScene(viewport: viewport, firstDay: DemoRun.tourFirstDay)
        var trace = TraceBuilder()
        trace.down(0, at: Point(x: 900, y: 30)); trace.move([0], by: Point(x: -300, y: 0), duration: 0.15); trace.up(0)
        trace.wait(0.5)
        trace.down(0, at: Point(x: 1240, y: 30)); trace.hold(0.08); trace.up(0)
        var time = 0.0
        for frame in trace.frames {
            while time + 1.0 / 120 < frame.time { time += 1.0 / 120; scene.advance(to: time) }
            scene.handle(frame)
            time = frame.time
        }
        XCTAssertEqual(scene.reveals, 1)
        XCTAssertEqual(Array(scene.deleted.keys), [DemoRun.tourFirstDay])
        let deletedAt = scene.deleted[DemoRun.tourFirstDay]!
        XCTAssertEqual(scene.height(DemoRun.tourFirstDay, at: deletedAt), DaysScene.dayHeight)
        XCTAssertEqual(scene.height(DemoRun.tourFirstDay, at: deletedAt + DaysScene.collapseDuration), 0, accuracy: 1e-9)
        XCTAssertEqual(scene.buttonTaps, 0, "the delete tap never reached the star button")
    }

    func testATapElsewhereHidesTheDeleteButtonWithoutDeleting() {
        let scene = DaysScene(viewport: viewport, firstDay: DemoRun.tourFirstDay)
        var trace = TraceBuilder()
        trace.down(0, at: Point(x: 900, y: 30)); trace.move([0], by: Point(x: -300, y: 0), duration: 0.15); trace.up(0)
        trace.wait(0.5)
        trace.down(0, at: Point(x: 300, y: 400)); trace.hold(0.08); trace.up(0)
        trace.wait(0.5)
        var time = 0.0
        for frame in trace.frames {
            while time + 1.0 / 120 < frame.time { time += 1.0 / 120; scene.advance(to: time) }
            scene.handle(frame)
            time = frame.time
        }
        scene.advance(to: time + 1)
        XCTAssertEqual(scene.revealCancels, 1)
        XCTAssertTrue(scene.deleted.isEmpty)
        XCTAssertEqual(scene.revealProgress(at: time + 1), 0)
    }
}
