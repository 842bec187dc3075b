@testable import FlickUI
import XCTest

/// Every transition of the keyboard's state machines (FlickUI.docc/OnScreenKeyboard.md): a
/// finger's `KeyPress`, the `KeyboardShift`, the `BackspaceRepeat` schedule.
final class KeyboardStateMachineTests: XCTestCase {
    private let e = KeyboardKey(.character("e"), alternates: ["é", "è"])
    private let r = KeyboardKey(.character("r"))

    func testAPressSlidesAndCommitsTheKeyUnderTheFinger() {
        var press = KeyPress(touchID: 1, key: e, keyIndex: 2, at: 0)
        XCTAssertEqual(press.alternatesDeadline, KeyPress.longPressDelay)
        XCTAssertTrue(press.slide(onto: r, keyIndex: 3, at: 0.2), "pressed → pressed on another key")
        XCTAssertNil(press.alternatesDeadline, "r has no alternates")
        XCTAssertFalse(press.slide(onto: KeyboardKey(.shift), keyIndex: 0, at: 0.3), "shift never takes a press")
        XCTAssertEqual(press.commit(), .key(r), "pressed → committed")
        XCTAssertEqual(press.state, .committed)
        XCTAssertNil(press.commit(), "a committed press types once")
    }

    func testALongPressShowsAlternatesAndCommitsTheChoice() {
        var press = KeyPress(touchID: 1, key: e, keyIndex: 2, at: 1)
        XCTAssertFalse(press.showAlternates(at: 1.49))
        XCTAssertTrue(press.slide(onto: KeyboardKey(.character("w"), alternates: ["ŵ"]), keyIndex: 1, at: 1.3))
        XCTAssertFalse(press.showAlternates(at: 1.6), "the slide started the long press over")
        XCTAssertTrue(press.slide(onto: e, keyIndex: 2, at: 1.6))
        XCTAssertTrue(press.showAlternates(at: 2.1), "pressed → alternates")
        XCTAssertFalse(press.slide(onto: r, keyIndex: 3, at: 2.2), "alternates: slides choose, never move")
        press.selectAlternate(5)
        XCTAssertEqual(press.selectedAlternate, 1, "clamped to the last")
        press.selectAlternate(-1)
        XCTAssertEqual(press.selectedAlternate, 0)
        press.selectAlternate(1)
        XCTAssertEqual(press.commit(), .alternate("è"), "alternates → committed")
    }

    func testACancelledPressTypesNothing() {
        var pressed = KeyPress(touchID: 1, key: e, keyIndex: 2, at: 0)
        pressed.cancel()
        XCTAssertEqual(pressed.state, .cancelled, "pressed → cancelled")
        XCTAssertNil(pressed.commit())
        var choosing = KeyPress(touchID: 1, key: e, keyIndex: 2, at: 0)
        XCTAssertTrue(choosing.showAlternates(at: 0.5))
        choosing.cancel()
        XCTAssertEqual(choosing.state, .cancelled, "alternates → cancelled")
        var shift = KeyPress(touchID: 1, key: KeyboardKey(.shift), keyIndex: 0, at: 0)
        XCTAssertNil(shift.commit(), "shift acted on touch down")
    }

    func testShiftTransitions() {
        var shift = KeyboardShift()
        shift.tap(at: 0)
        XCTAssertEqual(shift.state, .on, "off → on")
        shift.didType()
        XCTAssertEqual(shift.state, .off, "on → off after a letter")
        shift.tap(at: 1)
        shift.tap(at: 1.4)
        XCTAssertEqual(shift.state, .capsLock, "on → caps lock within 0.5 s")
        shift.didType()
        shift.setAutomatic(false)
        XCTAssertEqual(shift.state, .capsLock, "caps lock stays")
        shift.tap(at: 1.6)
        XCTAssertEqual(shift.state, .off, "caps lock → off")
        shift.tap(at: 1.8)
        XCTAssertEqual(shift.state, .on, "a tap after leaving caps lock does not lock again")
        shift.tap(at: 3)
        XCTAssertEqual(shift.state, .off, "on → off, taps 1.2 s apart")
        shift.setAutomatic(true)
        XCTAssertEqual(shift.state, .on, "off → on by itself")
        shift.tap(at: 5)
        XCTAssertEqual(shift.state, .off, "an automatic shift tapped goes off")
        shift.tap(at: 5.3)
        XCTAssertEqual(shift.state, .capsLock, "and a double tap locks")
        shift.reset()
        XCTAssertEqual(shift.state, .off)
    }

    func testTheBackspaceScheduleAcceleratesToWords() {
        var repeats = BackspaceRepeat(start: 10)
        XCTAssertEqual(repeats.due(through: 10.49), [])
        XCTAssertEqual(repeats.due(through: 10.5), [.character])
        XCTAssertEqual(repeats.due(through: 12.0).count, 15, "0.6 … 2.0 s")
        let late = repeats.due(through: 13.1)
        XCTAssertEqual(late.filter { $0 == .word }.count, 2, "3.0 and 3.1 s delete words")
        XCTAssertEqual(late.count, 11)
    }
}
