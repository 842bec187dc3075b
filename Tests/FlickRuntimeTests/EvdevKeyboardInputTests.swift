import FlickInput
@testable import FlickRuntime
import FlickTestSupport
import FlickUI
import Foundation
import XCTest

/// Evdev keyboards' events (as libevdev reads them) through xkb, the key repeat and the
/// application into a real window's first responder, on time values.
final class EvdevKeyboardInputTests: XCTestCase {
    // linux/input-event-codes.h
    static let codes: [Character: UInt16] = [
        "1": 2, "2": 3, "3": 4, "4": 5, "5": 6, "6": 7, "7": 8, "8": 9, "9": 10, "0": 11,
        "q": 16, "w": 17, "e": 18, "r": 19, "t": 20, "y": 21, "u": 22, "i": 23, "o": 24, "p": 25,
        "a": 30, "s": 31, "d": 32, "f": 33, "g": 34, "h": 35, "j": 36, "k": 37, "l": 38,
        "z": 44, "x": 45, "c": 46, "v": 47, "b": 48, "n": 49, "m": 50,
    ]
    let enter: UInt16 = 28, escape: UInt16 = 1, leftShift: UInt16 = 42, backspace: UInt16 = 14

    private var folder: URL!

    override func setUpWithError() throws {
        try XCTSkipUnless(
            FileManager.default.fileExists(atPath: XKBKeyboard.rulesDirectory + "/evdev.lst"), "no xkb-data")
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("flick-keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    /// Keyboards of `layout` read from an empty folder: events come through `process`.
    func keyboards(_ layout: String = "us") throws -> EvdevKeyboardInput {
        EvdevKeyboardInput(keyboard: try XKBKeyboard(layout: layout), directory: folder.path, watchesForDevices: false)
    }

    func key(_ code: UInt16, _ value: Int32, at time: Double) -> LiveInput {
        .event(InputEvent(time: time, type: Evdev.EV_KEY, code: code, value: value))
    }

    /// A barcode scanner's burst: each character's key down and up `step` seconds apart
    /// (capitals with Shift), then Return.
    func burst(_ text: String, from start: Double, step: Double = 0.001) -> [LiveInput] {
        var time = start
        var events: [LiveInput] = []
        func press(_ code: UInt16, _ value: Int32) {
            events.append(key(code, value, at: time))
            events.append(.event(InputEvent(time: time, type: Evdev.EV_SYN, code: 0, value: 0)))
            time += step
        }
        for character in text {
            let lower = Character(character.lowercased())
            let shifted = character != lower
            if shifted { press(leftShift, 1) }
            press(Self.codes[lower]!, 1)
            press(Self.codes[lower]!, 0)
            if shifted { press(leftShift, 0) }
        }
        press(enter, 1)
        press(enter, 0)
        return events
    }

    /// A window with a focused text field, and an application handing it keys.
    func focusedField() -> (Application, Window, TextField) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        let field = TextField(frame: Rect(x: 10, y: 10, width: 300, height: 40))
        window.addSubview(field)
        window.isHardwareKeyboardAttached = true
        _ = field.becomeFirstResponder()
        return (Application(window: window), window, field)
    }

    func testAScannerBurstFillsTheFocusedFieldAndReturnEndsEditing() throws {
        let input = try keyboards()
        let (app, _, field) = focusedField()
        var returned = 0
        _ = field.addAction(for: .editingDidEndOnExit) { _, _ in returned += 1 }
        for (typed, at) in input.process(burst("Q7Ax90z", from: 10), from: "/dev/input/event9") {
            app.handle(typed, at: at)
        }
        XCTAssertEqual(field.text, "Q7Ax90z")
        XCTAssertEqual(returned, 1, "Return reached the field as its return key")
        XCTAssertEqual(input.keyRepeat.state, .idle, "every key came up: nothing repeats")
    }

    func testTheSameBurstTypesGermanOnAGermanLayout() throws {
        let input = try keyboards("de")
        let (app, _, field) = focusedField()
        for (typed, at) in input.process(burst("zy", from: 0), from: "/dev/input/event9") { app.handle(typed, at: at) }
        XCTAssertEqual(field.text, "yz")
    }

    func testADeadKeyShowsItsAccentMarkedThenTheComposedLetterReplacesIt() throws {
        let input = EvdevKeyboardInput(
            keyboard: try XKBKeyboard(layout: "de", locale: "C"), directory: folder.path, watchesForDevices: false)
        try XCTSkipUnless(input.keyboard.composeLocale != nil, "no libx11-data")
        let (app, _, field) = focusedField()
        let deadAcute: UInt16 = 13  // KEY_EQUAL: ´ on a German keyboard
        for (typed, at) in input.process(burst("ab", from: 0).dropLast(4), from: "kbd") { app.handle(typed, at: at) }
        for (typed, at) in input.process([key(deadAcute, 1, at: 1), key(deadAcute, 0, at: 1.05)], from: "kbd") {
            app.handle(typed, at: at)
        }
        XCTAssertEqual(field.text, "ab´")
        XCTAssertEqual(field.markedRange, 2..<4, "the accent, in UTF-8 offsets")
        for (typed, at) in input.process(burst("e", from: 2), from: "kbd") { app.handle(typed, at: at) }
        XCTAssertEqual(field.text, "abé")
        XCTAssertNil(field.markedRange)
        // Backspace during a sequence takes the accent away and deletes nothing else.
        for (typed, at) in input.process(
            [
                key(deadAcute, 1, at: 3), key(deadAcute, 0, at: 3.05), key(backspace, 1, at: 3.1),
                key(backspace, 0, at: 3.15),
            ],
            from: "kbd")
        {
            app.handle(typed, at: at)
        }
        XCTAssertEqual(field.text, "abé")
        // Unplugged mid-sequence: the accent goes away too.
        var delivered = input.process([key(deadAcute, 1, at: 4), key(deadAcute, 0, at: 4.05)], from: "kbd")
        delivered += input.process([.deviceGone(at: 4.1)], from: "kbd")
        for (typed, at) in delivered { app.handle(typed, at: at) }
        XCTAssertEqual(field.text, "abé")
        XCTAssertNil(field.markedRange)
    }

    func testAHeldKeyRepeatsIntoTheFieldUntilReleasedAndTheKernelsRepeatsAreIgnored() throws {
        let input = try keyboards()
        let (app, _, field) = focusedField()
        let a = Self.codes["a"]!
        var delivered = input.process([key(a, 1, at: 5)], from: "kbd")
        // The kernel's own repeat events (value 2) are not ours to type.
        delivered += input.process([key(a, 2, at: 5.25), key(a, 2, at: 5.3)], from: "kbd")
        XCTAssertEqual(input.nextEventTime()!, 5 + KeyRepeat.delay, accuracy: 1e-9, "the loop wakes for the repeat")
        delivered += input.take(upTo: 6)  // 5.66, 5.70 … 5.98: 9 repeats
        delivered += input.process([key(a, 0, at: 6.01)], from: "kbd")
        delivered += input.take(upTo: 8)
        for (typed, at) in delivered { app.handle(typed, at: at) }
        XCTAssertEqual(field.text, String(repeating: "a", count: 10))
        let repeats = delivered.filter { if case .key(let event) = $0.input { event.isRepeat } else { false } }
        XCTAssertEqual(repeats.count, 9)
        XCTAssertNil(input.nextEventTime())
    }

    func testAKeyboardUnpluggedWhileAKeyRepeatsStopsTheRepeatAndItsModifiers() throws {
        let input = try keyboards()
        let (app, _, field) = focusedField()
        var delivered = input.process(
            [key(leftShift, 1, at: 0), key(backspace, 1, at: 0.01), key(Self.codes["b"]!, 1, at: 0.02)], from: "kbd")
        delivered += input.take(upTo: 0.8)  // B typed, then repeated from 0.68
        XCTAssertEqual(input.keyRepeat.state, .repeating)
        delivered += input.process([.deviceGone(at: 0.81)], from: "kbd")
        XCTAssertEqual(input.keyRepeat.state, .idle)
        XCTAssertNil(input.nextEventTime())
        delivered += input.take(upTo: 5)
        for (typed, at) in delivered { app.handle(typed, at: at) }
        XCTAssertEqual(field.text, "BBBB", "typed at 0.02, repeated at 0.68, 0.72, 0.76; none after the unplug")
        XCTAssertEqual(input.keyboard.modifiers, [], "Shift, held when it went, is let go")
    }

    func testAnotherKeyboardsUnplugLeavesTheRepeatAndAResyncStopsIt() throws {
        let input = try keyboards()
        _ = input.process([key(Self.codes["c"]!, 1, at: 0)], from: "scanner")
        _ = input.process([.deviceGone(at: 0.1)], from: "other")
        XCTAssertEqual(input.keyRepeat.state, .delaying)
        _ = input.process([.resync], from: "scanner")
        XCTAssertEqual(input.keyRepeat.state, .idle, "a key may have come up unseen")
    }

    func testInvalidKeyCodesFromADeviceAreIgnored() throws {
        let input = try keyboards()
        let (app, _, field) = focusedField()
        let delivered = input.process(
            [
                key(0x2FF, 1, at: 0), key(0xFFFF, 1, at: 0), key(Self.codes["k"]!, 1, at: 0.01),
                key(0x2FF, 0, at: 0.02),
                key(Self.codes["k"]!, 7, at: 0.03),
            ], from: "kbd")
        for (typed, at) in delivered { app.handle(typed, at: at) }
        XCTAssertEqual(field.text, "k")
        XCTAssertEqual(input.keyRepeat.code, Self.codes["k"], "the valid key still repeats")
    }

    func testNoKeyEndsAFullScreenRunEvenWithQuitsOnEscape() throws {
        let path = SharedTraces.recordingsDirectory.appendingPathComponent("tap.evemu").path
        try XCTSkipUnless(FileManager.default.fileExists(atPath: path), "no Recordings/ folder")
        let input = try keyboards()
        let (app, _, field) = focusedField()
        app.quitsOnEscape = true
        var frame = 0
        app.onFrame = { _ in
            frame += 1
            guard frame == 3 else { return }
            // A scanner typing Q and a stray Escape, as the kiosk's keyboards deliver them.
            let events =
                self.burst("qQ", from: 0) + [self.key(self.escape, 1, at: 0.1), self.key(self.escape, 0, at: 0.11)]
            for (typed, at) in input.process(events, from: "scanner") { app.handle(typed, at: at) }
        }
        let report = try app.run(
            ApplicationConfiguration(input: .replay(path), headless: true), clock: ManualFrameClock(start: 100))
        XCTAssertEqual(field.text, "qQ")
        XCTAssertGreaterThanOrEqual(
            report.duration, ApplicationConfiguration.inputLead + ApplicationConfiguration.settleAllowance,
            "neither Q nor Escape ended the run: it played out")
    }

    func testAKeyboardIsToldFromATouchscreenAndAMouse() {
        func device(keys: Set<UInt16>, abs: Set<UInt16> = []) -> DeviceDescription {
            var codes: [UInt16: Set<UInt16>] = [Evdev.EV_KEY: keys]
            if !abs.isEmpty { codes[Evdev.EV_ABS] = abs }
            return DeviceDescription(name: "x", bus: 3, vendor: 1, product: 2, version: 1, properties: [], codes: codes)
        }
        XCTAssertTrue(EvdevKeyboardInput.isKeyboard(device(keys: Set(1...88))), "a full keyboard")
        XCTAssertTrue(EvdevKeyboardInput.isKeyboard(device(keys: Set(2...11).union([28]))), "a digits-only scanner")
        XCTAssertFalse(EvdevKeyboardInput.isKeyboard(device(keys: [0x110, 0x111])), "a mouse's buttons")
        XCTAssertFalse(EvdevKeyboardInput.isKeyboard(device(keys: [116])), "a power button")
    }
}
