@testable import flick_demo
import FlickUI
import XCTest

/// The Days list's dates: calendar arithmetic and the window of week and month sections.
final class DaySectionsTests: XCTestCase {
    func testCalendarComponentsMatchKnownDates() {
        XCTAssertEqual(DaySections.components(0).year, 1970)
        XCTAssertEqual(DaySections.components(0).weekday, 5, "1970-01-01 was a Thursday")
        let tour = DaySections.components(DemoTour.firstDay)
        XCTAssertEqual([tour.year, tour.month, tour.day, tour.weekday], [2026, 11, 22, 1], "a Sunday")
        let leap = DaySections.components(19_782)  // 2024-02-29
        XCTAssertEqual([leap.year, leap.month, leap.day, leap.weekday], [2024, 2, 29, 5])
        let before = DaySections.components(-1)
        XCTAssertEqual([before.year, before.month, before.day, before.weekday], [1969, 12, 31, 4])
        XCTAssertEqual(DaySections.title(DemoTour.firstDay), "Sunday 22 November 2026")
    }

    func testWholeSectionsStartOnEveryMondayAndEveryFirstAndHoldEveryDayAroundTheAnchor() {
        let anchor = DemoTour.firstDay
        let days = DaySections(anchor: anchor, deleted: [])
        let all = days.sections.flatMap(\.days)
        XCTAssertEqual(all, Array(all.first!...all.last!), "consecutive days, none missing")
        XCTAssertLessThanOrEqual(all.first!, anchor - DaySections.span)
        XCTAssertGreaterThanOrEqual(all.last!, anchor + DaySections.span)
        for section in days.sections {
            XCTAssertEqual(section.days.first, section.firstDay)
            XCTAssertTrue(DaySections.startsSection(section.firstDay))
            XCTAssertEqual(section.header, DaySections.components(section.firstDay).day == 1 ? .month : .week)
            XCTAssertFalse(
                section.days.dropFirst().contains(where: DaySections.startsSection), "one week or month part each")
        }
        XCTAssertTrue(DaySections.startsSection(all.last! + 1), "the last section is whole")
        let november = days.sections.firstIndex { $0.firstDay == anchor - 21 }!  // Sunday 1 November 2026
        XCTAssertEqual(days.headerTitle(november), "November 2026")
        XCTAssertEqual(days.headerTitle(november + 1), "Week of 2 November")
        XCTAssertEqual(days.sections[november].days.count, 1, "the 1st was a Sunday: the next day starts a week")
    }

    func testIndexPathsRoundTripAndDeletedDaysAreLeftOut() throws {
        let anchor = DemoTour.firstDay
        var days = DaySections(anchor: anchor, deleted: [anchor + 1])
        XCTAssertNil(days.indexPath(of: anchor + 1), "deleted")
        XCTAssertNil(days.indexPath(of: anchor + 10 * DaySections.span), "outside the window")
        let path = try XCTUnwrap(days.indexPath(of: anchor + 2))
        XCTAssertEqual(days.day(at: path), anchor + 2)
        XCTAssertEqual(path.row, 0, "Monday 23 was deleted: Tuesday leads its week")
        days.remove(at: path)
        XCTAssertNil(days.indexPath(of: anchor + 2))
        XCTAssertEqual(days.sections[path.section].firstDay, anchor + 1, "the section and its header stay")
    }
}
