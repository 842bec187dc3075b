import FlickInput
import FlickTestSupport
@testable import FlickUI
import Foundation
import XCTest

/// `DatePicker` through a real window on virtual time: the wheels of each mode show the
/// date, a wheel resting on a day the month lacks or outside the limits turns back, rows that
/// cannot be picked are greyed, `valueChanged` comes once at rest, flings rest on the same
/// date at any rate, and bad settings are refused.
final class DatePickerTests: XCTestCase {
    private var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    private func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 10, _ minute: Int = 30) -> Date {
        utc.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    /// A 320 × 216 picker at the window's origin (centre line at y 108; the row below it at
    /// y 140, the row above at y 76) and the dates its `valueChanged` reported.
    private func makePicker(_ mode: DatePicker.Mode, _ start: Date) -> (Window, DatePicker, () -> [Date]) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let picker = DatePicker(mode: mode, date: start)
        window.addSubview(picker)
        var changes: [Date] = []
        _ = picker.addAction(for: .valueChanged) { control, _ in changes.append((control as! DatePicker).date) }
        _ = window.displayList(at: 0)
        return (window, picker, { changes })
    }

    private func titles(_ picker: DatePicker) -> [String] {
        picker.picker.wheels.map { $0.rowLabels[$0.selectedRow].text ?? "" }
    }

    /// True when the row is drawn otherwise than the one the wheel rests on (always valid).
    private func isGreyed(_ picker: DatePicker, row: Int, component: Int) -> Bool {
        let wheel = picker.picker.wheels[component]
        return wheel.rowLabels[row].textColor != wheel.rowLabels[wheel.selectedRow].textColor
    }

    func testEachModesWheelsShowTheDate() {
        let start = date(2026, 12, 5, 13, 5)
        XCTAssertEqual(titles(makePicker(.date, start).1), ["December", "5", "2026"])
        XCTAssertEqual(titles(makePicker(.time, start).1), ["1", "05", "PM"])
        let (_, both, _) = makePicker(.dateAndTime, start)
        XCTAssertEqual(titles(both), ["Sat Dec 5", "1", "05", "PM"])
        XCTAssertEqual(both.picker.numberOfRows(inComponent: 0), 2 * DatePicker.daysEachSide + 1)
        let (_, timer, _) = makePicker(.countDownTimer, start)
        timer.countDownDuration = 90 * 60
        XCTAssertEqual(titles(timer), ["1 hour", "30 min"])
        let widths = makePicker(.date, start).1.picker.wheels.map(\.frame.width)
        XCTAssertEqual(widths, [144, 64, 112], "month wide, day narrow (iOS's proportions)")
    }

    func testMovingTheMonthFromTheThirtyFirstTurnsTheDayBack() {
        let (window, picker, changes) = makePicker(.date, date(2026, 1, 31))
        window.play(TraceBuilder.tap(at: Point(x: 70, y: 140), start: 1), settle: 1)
        XCTAssertEqual(picker.date, date(2026, 2, 28), "31 February turns back to the 28th; the time is kept")
        XCTAssertEqual(titles(picker), ["February", "28", "2026"])
        XCTAssertEqual(changes(), [date(2026, 2, 28)], "one valueChanged, at rest")
        XCTAssertTrue(isGreyed(picker, row: 28, component: 1), "29 February 2026 does not exist")
        XCTAssertTrue(isGreyed(picker, row: 30, component: 1))
        XCTAssertFalse(isGreyed(picker, row: 27, component: 1))
        // A leap year has the 29th.
        window.play(TraceBuilder.tap(at: Point(x: 270, y: 140), start: 3), settle: 1)
        window.play(TraceBuilder.tap(at: Point(x: 270, y: 140), start: 5), settle: 1)
        XCTAssertEqual(picker.date, date(2028, 2, 28))
        XCTAssertFalse(isGreyed(picker, row: 28, component: 1), "29 February 2028 exists")
    }

    func testAWheelRestingOutsideTheLimitsTurnsBack() {
        let (window, picker, changes) = makePicker(.date, date(2026, 12, 5))
        picker.minimumDate = date(2026, 12, 5, 0, 0)
        picker.maximumDate = date(2027, 6, 30, 0, 0)
        XCTAssertEqual(picker.picker.numberOfRows(inComponent: 2), 2, "the year wheel spans the limits' years")
        XCTAssertTrue(isGreyed(picker, row: 10, component: 0), "November 2026 is before the minimum")
        XCTAssertFalse(isGreyed(picker, row: 11, component: 0))
        XCTAssertTrue(isGreyed(picker, row: 3, component: 1), "4 December 2026 too")
        // The month wheel turned back to November (the row above the centre).
        window.play(TraceBuilder.tap(at: Point(x: 70, y: 76), start: 1), settle: 1)
        XCTAssertEqual(picker.date, date(2026, 12, 5, 10, 30), "back to December: the date did not change")
        XCTAssertEqual(titles(picker), ["December", "5", "2026"])
        XCTAssertEqual(changes(), [], "no new date, no event")
        // Forward a year: December 2027 is after the maximum, so the maximum.
        window.play(TraceBuilder.tap(at: Point(x: 270, y: 140), start: 3), settle: 1)
        XCTAssertEqual(picker.date, date(2027, 6, 30, 0, 0))
        XCTAssertEqual(titles(picker), ["June", "30", "2027"])
        XCTAssertEqual(changes(), [date(2027, 6, 30, 0, 0)])
    }

    func testTheTimeWheelsPickAnHourOfTheSameDay() {
        let (window, picker, changes) = makePicker(.time, date(2026, 12, 5, 13, 5))
        window.play(TraceBuilder.tap(at: Point(x: 280, y: 76), start: 1), settle: 1)  // PM → AM
        XCTAssertEqual(picker.date, date(2026, 12, 5, 1, 5))
        window.play(TraceBuilder.tap(at: Point(x: 50, y: 76), start: 3), settle: 1)  // 1 → 12
        XCTAssertEqual(picker.date, date(2026, 12, 5, 0, 5), "12 AM is midnight")
        XCTAssertEqual(changes().count, 2)
        picker.minuteInterval = 15
        XCTAssertEqual(picker.picker.numberOfRows(inComponent: 1), 4)
        XCTAssertEqual(titles(picker)[1], "00", "5 past shows on the quarter it is in")
    }

    func testTheHourWheelLoopsPastTwelveAtAnyRate() {
        var dates: [Date] = []
        for rate in [60.0, 120, 240] {
            // How far the fling turns the hour wheel from 12 (row 0)…
            let (plainWindow, plain, _) = makePicker(.time, date(2026, 12, 5, 0, 5))
            var trace = TraceBuilder(rate: rate, start: 0)
            trace.down(0, at: Point(x: 50, y: 180))
            trace.move([0], by: Point(x: 0, y: -120), duration: 0.1)
            trace.up(0)
            plainWindow.play(trace.frames, settle: 4, rate: rate)
            // (each pass of 11 → 12 flips AM and PM, so the hour is the rows turned).
            let travel = utc.component(.hour, from: plain.date)
            XCTAssertGreaterThan(travel, 12, "past 11 → 12 into the afternoon at \(rate) Hz")
            XCTAssertLessThan(travel, 24)
            XCTAssertEqual(plain.picker.wheels[0].lastTurn, travel)
            // …and from 11 AM it runs on past 12 PM, and past 12 AM of the same day.
            let (window, picker, changes) = makePicker(.time, date(2026, 12, 5, 11, 5))
            XCTAssertTrue(picker.picker.wheels[0].isLooping && picker.picker.wheels[1].isLooping)
            XCTAssertFalse(picker.picker.wheels[2].isLooping, "AM/PM does not loop")
            window.play(trace.frames, settle: 4, rate: rate)
            XCTAssertEqual(utc.component(.hour, from: picker.date), (11 + travel) % 24, "at \(rate) Hz")
            XCTAssertEqual(titles(picker)[2], (11 + travel) % 24 < 12 ? "AM" : "PM")
            XCTAssertEqual(changes().count, 1)
            dates.append(picker.date)
        }
        XCTAssertEqual(Set(dates).count, 1, "\(dates)")
    }

    /// Drags the wheel at `x` by `rows` rows (positive: on to later rows, the finger moving
    /// up), slowly enough to stop where the finger lifts, from `start` seconds.
    private func drag(_ window: Window, x: Double, rows: Int, start: Double) {
        var trace = TraceBuilder(rate: 120, start: start)
        trace.down(0, at: Point(x: x, y: 108 + Double(max(rows, 0)) * PickerWheel.rowHeight))
        trace.move([0], by: Point(x: 0, y: -Double(rows) * PickerWheel.rowHeight), duration: 0.6)
        trace.hold(0.2)
        trace.up(0)
        window.play(trace.frames, settle: 2)
    }

    func testRollingTheHourPastElevenAndTwelveFlipsAMAndPM() {
        let (window, picker, changes) = makePicker(.time, date(2026, 12, 5, 10, 5))
        let period = picker.picker.wheels[2]
        // 10 AM, two on: past 11 into 12 PM; the AM/PM wheel turns to PM, animated.
        drag(window, x: 50, rows: 2, start: 1)
        XCTAssertEqual(picker.date, date(2026, 12, 5, 12, 5))
        XCTAssertEqual(titles(picker), ["12", "05", "PM"])
        XCTAssertEqual(period.lastTurn, 1, "the AM/PM wheel turned")
        // One back, 12 → 11: AM again.
        drag(window, x: 50, rows: -1, start: 5)
        XCTAssertEqual(picker.date, date(2026, 12, 5, 11, 5))
        XCTAssertEqual(titles(picker)[2], "AM")
        // 12 → 1 is no flip: from 1 PM back to 12 PM stays PM.
        picker.setDate(date(2026, 12, 5, 13, 5), animated: false)
        drag(window, x: 50, rows: -1, start: 9)
        XCTAssertEqual(picker.date, date(2026, 12, 5, 12, 5))
        // 11 PM on to 12 AM: midnight of the same day (the wheels pick a time of the day).
        picker.setDate(date(2026, 12, 5, 23, 5), animated: false)
        drag(window, x: 50, rows: 1, start: 13)
        XCTAssertEqual(picker.date, date(2026, 12, 5, 0, 5))
        XCTAssertEqual(titles(picker)[2], "AM")
        XCTAssertEqual(changes().count, 4)
    }

    func testInDateAndTimeModeTheHourWheelPastMidnightKeepsTheDayAtAnyRate() {
        // UIDatePicker's wheels are independent: the day wheel stays where it is when the hour
        // wheel rolls 11 PM on to 12 AM (only AM/PM flips), so the date goes to midnight at
        // the start of the same day, and back from 12 AM to 11 PM of that day.
        let hourWheel = 176.0  // the hour wheel's middle: after the day wheel's 46 % of 320 pt
        var dates: [Date] = []
        for rate in [60.0, 120, 240] {
            let (window, picker, changes) = makePicker(.dateAndTime, date(2026, 12, 5, 23, 5))
            XCTAssertEqual(titles(picker), ["Sat Dec 5", "11", "05", "PM"])
            let day = picker.picker.selectedRow(inComponent: 0)
            var trace = TraceBuilder(rate: rate, start: 1)
            trace.down(0, at: Point(x: hourWheel, y: 108 + PickerWheel.rowHeight))
            trace.move([0], by: Point(x: 0, y: -PickerWheel.rowHeight), duration: 0.6)
            trace.hold(0.2)
            trace.up(0)
            window.play(trace.frames, settle: 2, rate: rate)
            XCTAssertEqual(picker.date, date(2026, 12, 5, 0, 5), "12 AM of the same day at \(rate) Hz")
            XCTAssertEqual(titles(picker), ["Sat Dec 5", "12", "05", "AM"], "at \(rate) Hz")
            XCTAssertEqual(picker.picker.selectedRow(inComponent: 0), day, "the day wheel did not move")
            XCTAssertEqual(changes(), [date(2026, 12, 5, 0, 5)], "one valueChanged, at rest")
            dates.append(picker.date)
            // Back past 12 → 11: 11 PM, still the 5th.
            var back = TraceBuilder(rate: rate, start: 5)
            back.down(0, at: Point(x: hourWheel, y: 108))
            back.move([0], by: Point(x: 0, y: PickerWheel.rowHeight), duration: 0.6)
            back.hold(0.2)
            back.up(0)
            window.play(back.frames, settle: 2, rate: rate)
            XCTAssertEqual(picker.date, date(2026, 12, 5, 23, 5), "11 PM of the same day at \(rate) Hz")
            XCTAssertEqual(titles(picker), ["Sat Dec 5", "11", "05", "PM"])
            XCTAssertEqual(picker.picker.selectedRow(inComponent: 0), day)
        }
        XCTAssertEqual(Set(dates).count, 1, "\(dates)")
    }

    func testAFlingRestsOnTheSameDateAtAnyRate() {
        var dates: [Date] = []
        for rate in [60.0, 120, 240] {
            let (window, picker, changes) = makePicker(.date, date(2026, 12, 5))
            var trace = TraceBuilder(rate: rate, start: 0)
            trace.down(0, at: Point(x: 270, y: 180))
            trace.move([0], by: Point(x: 0, y: -120), duration: 0.1)
            trace.up(0)
            window.play(trace.frames, settle: 4, rate: rate)
            XCTAssertGreaterThan(utc.component(.year, from: picker.date), 2029, "a fling at \(rate) Hz")
            XCTAssertEqual(changes().count, 1)
            dates.append(picker.date)
        }
        XCTAssertEqual(Set(dates).count, 1, "\(dates)")
    }

    func testTheCountdownKeepsToItsLimitsAndSteps() {
        let (window, picker, changes) = makePicker(.countDownTimer, date(2026, 12, 5))
        picker.countDownDuration = 0
        XCTAssertEqual(picker.countDownDuration, 60, "UIKit's least: one minute")
        picker.countDownDuration = 30 * 3600
        XCTAssertEqual(picker.countDownDuration, DatePicker.longestCountDown)
        picker.countDownDuration = 60
        // Minutes back from 1 to 0 with no hours: one minute again.
        window.play(TraceBuilder.tap(at: Point(x: 240, y: 76), start: 1), settle: 1)
        XCTAssertEqual(picker.countDownDuration, 60)
        XCTAssertEqual(changes(), [], "unchanged: no event")
        window.play(TraceBuilder.tap(at: Point(x: 80, y: 140), start: 3), settle: 1)
        XCTAssertEqual(picker.countDownDuration, 3660)
        XCTAssertEqual(changes().count, 1)
        picker.countDownDuration = .nan
        XCTAssertEqual(picker.countDownDuration, 60)
    }

    func testBadSettingsAreRefused() {
        let (_, picker, _) = makePicker(.time, date(2026, 12, 5))
        picker.minuteInterval = 7
        XCTAssertEqual(picker.minuteInterval, 1, "7 does not divide 60")
        picker.maximumDate = date(2026, 1, 1)
        picker.minimumDate = date(2026, 6, 1)
        XCTAssertNil(picker.minimumDate, "a minimum after the maximum is ignored")
        XCTAssertEqual(picker.date, date(2026, 1, 1), "moved into the limits")
        picker.setDate(date(1800, 1, 1), animated: false)
        XCTAssertEqual(picker.date, date(1800, 1, 1), "no minimum: far dates get their rows")
        XCTAssertEqual(titles(picker), ["10", "30", "AM"])
    }
}
