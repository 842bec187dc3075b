import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport
@testable import FlickUI
import XCTest

/// `PickerView` through a real window on virtual time: flings rest exactly on a row, the
/// same row at 60, 120 and 240 Hz; a slow drag settles on the nearest row; a tap turns to a
/// row; the cylinder; a wheel with no rows.
final class PickerViewTests: XCTestCase {
    private final class Source: PickerViewDataSource, PickerViewDelegate {
        var rows = [100, 12]
        /// The components whose rows repeat endlessly.
        var looping: Set<Int> = []
        var selections: [(row: Int, component: Int)] = []
        func numberOfComponents(in pickerView: PickerView) -> Int { rows.count }
        func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
        func pickerView(_ pickerView: PickerView, loopsComponent component: Int) -> Bool {
            looping.contains(component)
        }
        func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? "Item \(row)" : "Month \(row + 1)"
        }
        func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
            selections.append((row, component))
        }
    }

    /// A 320 × 216 picker at the window's origin: wheel 0 at x 0–160, wheel 1 at 160–320; the
    /// centre line at y 108.
    private func makePicker() -> (Window, PickerView, Source) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let picker = PickerView()
        picker.name = "picker"
        let source = Source()
        picker.dataSource = source
        picker.delegate = source
        window.addSubview(picker)
        _ = window.displayList(at: 0)
        return (window, picker, source)
    }

    func testAFlingRestsExactlyOnTheSameRowAtAnyRate() {
        var rests: [Int] = []
        for rate in [60.0, 120, 240] {
            let (window, picker, source) = makePicker()
            var trace = TraceBuilder(rate: rate, start: 0)
            trace.down(0, at: Point(x: 80, y: 180))
            trace.move([0], by: Point(x: 0, y: -120), duration: 0.1)
            trace.up(0)
            window.play(trace.frames, settle: 4, rate: rate)
            let wheel = picker.wheels[0]
            let row = picker.selectedRow(inComponent: 0)
            XCTAssertGreaterThan(row, 3, "a fling at \(rate) Hz travels several rows")
            XCTAssertEqual(wheel.contentOffset.y, wheel.offset(for: row), accuracy: 1e-9, "exactly on the row")
            XCTAssertEqual(source.selections.map(\.row), [row], "reported once, at rest")
            rests.append(row)
        }
        XCTAssertEqual(Set(rests).count, 1, "the same rest row at 60/120/240 Hz: \(rests)")
    }

    func testASlowDragSettlesOnTheNearestRowAndATapTurnsToARow() {
        let (window, picker, source) = makePicker()
        var trace = TraceBuilder(rate: 120, start: 0)
        trace.down(0, at: Point(x: 240, y: 150))
        trace.move([0], by: Point(x: 0, y: -45), duration: 0.5)
        trace.hold(0.3)
        trace.up(0)
        window.play(trace.frames, settle: 2)
        let wheel = picker.wheels[1]
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 1, "45 pt of 32 pt rows: row 1")
        XCTAssertEqual(wheel.contentOffset.y, wheel.offset(for: 1), accuracy: 1e-9)
        XCTAssertEqual(source.selections.last?.row, 1)
        // A tap on the row just below the centre line turns the wheel there in 0.3 s.
        window.play(TraceBuilder.tap(at: Point(x: 240, y: 140), start: 3), settle: 0.15)
        XCTAssertNotEqual(wheel.contentOffset.y, wheel.offset(for: 2), "on its way")
        window.play([], settle: 0.5)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 2)
        XCTAssertEqual(wheel.contentOffset.y, wheel.offset(for: 2), accuracy: 1e-9)
        XCTAssertEqual(source.selections.map(\.row), [1, 2])
        XCTAssertEqual(source.selections.map(\.component), [1, 1])
        // selectRow(_:inComponent:animated:) turns it without a report.
        picker.selectRow(7, inComponent: 1, animated: false)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 7)
        XCTAssertEqual(source.selections.count, 2)
    }

    func testTheRowsLieOnACylinder() {
        let (_, picker, _) = makePicker()
        let wheel = picker.wheels[0]
        XCTAssertEqual(wheel.rowLabels[0].alpha, 1, "the centred row")
        XCTAssertEqual(wheel.rowLabels[0].transform.m42, 0, accuracy: 1e-9, "on the centre line, unmoved")
        XCTAssertEqual(wheel.rowLabels[0].transform.m22, 1, accuracy: 1e-9)
        XCTAssertEqual(wheel.rowLabels[1].alpha, PickerWheel.offCenterOpacity)
        let radius = 1.07 * 216 / 2
        let angle = 32 / radius
        let shrink = 333.333_333_333_333_3 / (333.333_333_333_333_3 + radius * (1 - cos(angle)))
        XCTAssertEqual(wheel.rowLabels[1].transform.m22, shrink * cos(angle), accuracy: 1e-9, "foreshortened")
        XCTAssertEqual(wheel.rowLabels[1].transform.m11, shrink, accuracy: 1e-9, "further from the eye")
        XCTAssertEqual(wheel.rowLabels[1].transform.m42, shrink * radius * sin(angle) - 32, accuracy: 1e-9, "pulled in")
        XCTAssertEqual(wheel.rowLabels[1].transform.m34, 0, "affine: no perspective mesh")
        // A quarter turn is 115.6 · π/2 = 181.5 pt of rows from the centre: row 5's middle is
        // 160 pt away, row 6's 192.
        XCTAssertFalse(wheel.rowLabels[5].isHidden)
        XCTAssertTrue(wheel.rowLabels[6].isHidden, "past a quarter turn: out of sight")
    }

    func testAWheelWithNoRowsAndBadComponents() {
        let (window, picker, source) = makePicker()
        source.rows = [0, 3]
        picker.reloadAllComponents()
        _ = window.displayList(at: 1)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), -1)
        XCTAssertEqual(picker.numberOfRows(inComponent: 0), 0)
        window.play(TraceBuilder.drag(from: Point(x: 80, y: 150), by: Point(x: 0, y: -100), start: 2), settle: 2)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), -1, "no hang, no row")
        picker.selectRow(2, inComponent: 5, animated: true)
        XCTAssertEqual(picker.selectedRow(inComponent: 5), -1)
        XCTAssertEqual(source.selections.count, 0)
    }

    // MARK: Looping wheels

    /// A fling of 120 pt in 0.1 s on wheel `component` (0 at x 80, 1 at x 240), up (`up`) or
    /// down, at `rate` Hz.
    private func fling(up: Bool, rate: Double, component: Int = 1) -> TraceBuilder {
        var trace = TraceBuilder(rate: rate, start: 0)
        trace.down(0, at: Point(x: component == 0 ? 80 : 240, y: up ? 180 : 40))
        trace.move([0], by: Point(x: 0, y: up ? -120 : 120), duration: 0.1)
        trace.up(0)
        return trace
    }

    func testALoopingWheelFlungPastItsEndRunsOnIntoItsFirstRowsOnTheSameRowAtAnyRate() {
        var rests: [Int] = []
        for rate in [60.0, 120, 240] {
            // The same fling on the wheel of 100 rows that does not loop: how far it goes.
            let (plainWindow, plain, _) = makePicker()
            plainWindow.play(fling(up: true, rate: rate, component: 0).frames, settle: 4, rate: rate)
            let travel = plain.selectedRow(inComponent: 0)
            XCTAssertGreaterThan(travel, 2, "the fling travels past the last row from row 10 at \(rate) Hz")
            let (window, picker, source) = makePicker()
            source.looping = [1]
            picker.reloadAllComponents()
            picker.selectRow(10, inComponent: 1, animated: false)
            _ = window.displayList(at: 0)
            window.play(fling(up: true, rate: rate).frames, settle: 4, rate: rate)
            let wheel = picker.wheels[1]
            let row = picker.selectedRow(inComponent: 1)
            XCTAssertEqual(row, (10 + travel) % 12, "past Month 12 come Months 1, 2… at \(rate) Hz")
            XCTAssertEqual(wheel.contentOffset.y, wheel.offset(for: wheel.contentRow), accuracy: 1e-9, "on the row")
            XCTAssertEqual(wheel.contentRow / 12, wheel.cycles / 2, "moved back to the middle copy at rest")
            XCTAssertEqual(source.selections.map(\.row), [row], "reported once, the real row")
            let centred = wheel.subviews.compactMap { $0 as? Label }.filter {
                !$0.isHidden && abs(wheel.convert($0.center, to: nil)!.y - 108) < 1
            }
            XCTAssertEqual(centred.map(\.text), ["Month \(row + 1)"], "the real row's title on the centre line")
            rests.append(row)
        }
        XCTAssertEqual(Set(rests).count, 1, "the same rest row at 60/120/240 Hz: \(rests)")
    }

    func testALoopingWheelFlungDownFromItsFirstRowsRunsOnIntoItsLast() {
        let (plainWindow, plain, _) = makePicker()
        plain.selectRow(50, inComponent: 0, animated: false)
        plainWindow.play(fling(up: false, rate: 120, component: 0).frames, settle: 4, rate: 120)
        let travel = 50 - plain.selectedRow(inComponent: 0)
        XCTAssertGreaterThan(travel, 1)
        let (window, picker, source) = makePicker()
        source.looping = [1]
        picker.reloadAllComponents()
        picker.selectRow(1, inComponent: 1, animated: false)
        _ = window.displayList(at: 0)
        window.play(fling(up: false, rate: 120).frames, settle: 4, rate: 120)
        XCTAssertEqual(
            picker.selectedRow(inComponent: 1), ((1 - travel) % 12 + 12) % 12, "before Month 1 comes Month 12")
    }

    func testATapAboveTheFirstRowOfALoopingWheelPicksTheLastAndSelectRowGoesTheShortWay() {
        let (window, picker, source) = makePicker()
        source.looping = [1]
        picker.reloadAllComponents()
        _ = window.displayList(at: 0)
        let wheel = picker.wheels[1]
        XCTAssertTrue(wheel.isLooping)
        window.play(TraceBuilder.tap(at: Point(x: 240, y: 76), start: 1), settle: 1)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 11, "the row above Month 1 is Month 12")
        XCTAssertEqual(source.selections.map(\.row), [11])
        let before = wheel.contentRow
        picker.selectRow(1, inComponent: 1, animated: true)
        XCTAssertEqual(wheel.contentRow - before, 2, "from Month 12 on to Month 2, not back round")
        window.play(TraceBuilder(start: 3).frames, settle: 1)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 1)
        XCTAssertEqual(source.selections.count, 1, "selectRow sends nothing")
    }

    func testALoopingWheelOfFewerRowsThanItShowsRepeatsThemAllRound() {
        let (window, picker, source) = makePicker()
        source.rows = [100, 3]
        source.looping = [1]
        picker.reloadAllComponents()
        _ = window.displayList(at: 0)
        let wheel = picker.wheels[1]
        let shown = wheel.subviews.compactMap { $0 as? Label }.filter { !$0.isHidden }
            .sorted { $0.center.y < $1.center.y }
        XCTAssertGreaterThan(shown.count, 9, "the cylinder's face is full of rows")
        let titles = shown.map { $0.text ?? "" }
        let centre = shown.firstIndex { abs(wheel.convert($0.center, to: nil)!.y - 108) < 1 } ?? 0
        XCTAssertEqual(titles[centre], "Month 1", "the row it rests on, centred")
        for (index, title) in titles.enumerated() {
            XCTAssertEqual(title, "Month \(((index - centre) % 3 + 3) % 3 + 1)", "row \(index) in turn")
        }
        XCTAssertEqual(Set(shown.map { wheel.convert($0.center, to: nil)!.y }).count, shown.count, "no two on one row")
    }

    func testAWheelWithNoRowsCannotLoopAndStaysEmpty() {
        let (window, picker, source) = makePicker()
        source.rows = [0, 3]
        source.looping = [0, 1]
        picker.reloadAllComponents()
        _ = window.displayList(at: 1)
        XCTAssertFalse(picker.wheels[0].isLooping)
        XCTAssertEqual(picker.wheels[0].cycles, 1)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), -1)
        window.play(TraceBuilder.drag(from: Point(x: 80, y: 150), by: Point(x: 0, y: -100), start: 2), settle: 2)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), -1, "no hang, no row")
        XCTAssertTrue(picker.wheels[1].isLooping, "the other wheel loops")
    }
}
