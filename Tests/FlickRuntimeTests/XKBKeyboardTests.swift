import FlickRuntime
import FlickUI
import Foundation
import XCTest

/// Evdev key codes through real xkb-data keymaps (`us`, `de`) to FlickUI's keys and text.
final class XKBKeyboardTests: XCTestCase {
    // linux/input-event-codes.h
    let keyY: UInt16 = 21, keyZ: UInt16 = 44, keyA: UInt16 = 30, keyQ: UInt16 = 16
    let leftShift: UInt16 = 42, leftCtrl: UInt16 = 29, enter: UInt16 = 28, backspace: UInt16 = 14
    let keyMinus: UInt16 = 12, rightAlt: UInt16 = 100

    func keyboard(_ layout: String) throws -> XKBKeyboard {
        try XCTSkipUnless(
            FileManager.default.fileExists(atPath: XKBKeyboard.rulesDirectory + "/evdev.lst"), "no xkb-data")
        return try XKBKeyboard(layout: layout)
    }

    /// The text a sequence of (code, pressed) gives.
    func type(_ keys: [(UInt16, Bool)], on keyboard: XKBKeyboard) -> String {
        var text = ""
        for (index, (code, pressed)) in keys.enumerated() {
            for case .text(let typed) in keyboard.handle(code: code, pressed: pressed, at: Double(index)) {
                text += typed
            }
        }
        return text
    }

    func tap(_ codes: UInt16...) -> [(UInt16, Bool)] { codes.flatMap { [($0, true), ($0, false)] } }

    func testTheSameKeyCodesTypeYAndZSwappedOnUSAndGerman() throws {
        let us = try keyboard("us"), de = try keyboard("de")
        XCTAssertEqual(type(tap(keyY, keyZ, keyA), on: us), "yza")
        XCTAssertEqual(type(tap(keyY, keyZ, keyA), on: de), "zya")
        // The key event names the layout's unmodified character.
        XCTAssertEqual(de.handle(code: keyY, pressed: true, at: 0).first, .key(KeyEvent(key: .character("z"), time: 0)))
        XCTAssertEqual(us.handle(code: keyY, pressed: true, at: 0).first, .key(KeyEvent(key: .character("y"), time: 0)))
    }

    func testShiftCapitalizesAndAltGrTypesTheThirdLevel() throws {
        let us = try keyboard("us"), de = try keyboard("de")
        XCTAssertEqual(type([(leftShift, true)] + tap(keyA) + [(leftShift, false)] + tap(keyA), on: us), "Aa")
        // German: the key right of 0 is ß; AltGr-Q is @.
        XCTAssertEqual(type(tap(keyMinus) + [(rightAlt, true)] + tap(keyQ) + [(rightAlt, false)], on: de), "ß@")
        let events = us.handle(code: leftShift, pressed: true, at: 0) + us.handle(code: keyA, pressed: true, at: 1)
        XCTAssertEqual(events.last, .text("A"))
        XCTAssertEqual(events.dropLast().last, .key(KeyEvent(key: .character("a"), modifiers: .shift, time: 1)))
    }

    func testEditingKeysAreKeysAndTypeNoText() throws {
        let us = try keyboard("us")
        XCTAssertEqual(us.handle(code: enter, pressed: true, at: 2), [.key(KeyEvent(key: .returnKey, time: 2))])
        XCTAssertEqual(us.handle(code: backspace, pressed: true, at: 3), [.key(KeyEvent(key: .backspace, time: 3))])
        XCTAssertEqual(
            us.handle(code: backspace, pressed: false, at: 4),
            [.key(KeyEvent(key: .backspace, phase: .released, time: 4))])
    }

    func testControlMakesAShortcutNotText() throws {
        let us = try keyboard("us")
        let events = us.handle(code: leftCtrl, pressed: true, at: 0) + us.handle(code: keyA, pressed: true, at: 1)
        XCTAssertEqual(events.last, .key(KeyEvent(key: .character("a"), modifiers: .control, time: 1)))
        XCTAssertTrue(KeyEvent(key: .character("a"), modifiers: .control, time: 1).isShortcut)
        XCTAssertFalse(events.contains(.text("a")))
    }

    func testInvalidKeyCodesGiveNothingAndChangeNoState() throws {
        let us = try keyboard("us")
        for code: UInt16 in [0x2FF, 0xFFFF, 0xFFF7] {
            XCTAssertFalse(us.hasKey(code))
            XCTAssertEqual(us.handle(code: code, pressed: true, at: 0), [])
            XCTAssertFalse(us.repeats(code))
        }
        XCTAssertEqual(us.modifiers, [])
        XCTAssertEqual(type(tap(keyA), on: us), "a")
    }

    func testLettersRepeatAndModifiersDoNot() throws {
        let us = try keyboard("us")
        XCTAssertTrue(us.repeats(keyA))
        XCTAssertTrue(us.repeats(backspace))
        XCTAssertFalse(us.repeats(leftShift))
    }

    func testAnUnknownLayoutNamesItAndTheLayoutsFoundThenUsesUS() throws {
        _ = try keyboard("us")
        XCTAssertThrowsError(try XKBKeyboard(layout: "klingon")) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("\"klingon\""), message)
            XCTAssertTrue(message.contains("evdev.lst"), message)
            XCTAssertTrue(message.contains(" de,") && message.contains("us,"), message)
        }
        let (fallback, problem) = XKBKeyboard.opening(layout: "klingon")
        XCTAssertEqual(fallback?.layout, "us")
        XCTAssertTrue(problem?.hasSuffix("using us") ?? false, problem ?? "no problem reported")
        let (german, none) = XKBKeyboard.opening(layout: "de")
        XCTAssertEqual(german?.layout, "de")
        XCTAssertNil(none)
    }

    func testTheLayoutListIsReadFromTheLayoutSectionOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flick-xkb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try
            "! model\n  pc105  Generic\n\n! layout\n  us   English (US)\n  de   German\n\n! variant\n  nodeadkeys de: German\n"
            .write(to: folder.appendingPathComponent("evdev.lst"), atomically: true, encoding: .utf8)
        XCTAssertEqual(XKBKeyboard.availableLayouts(rulesDirectory: folder.path), ["us", "de"])
        XCTAssertThrowsError(try XKBKeyboard(layout: "fr", rulesDirectory: folder.path)) {
            XCTAssertTrue("\($0)".hasSuffix("has 2 layouts: us, de"), "\($0)")
        }
        XCTAssertEqual(XKBKeyboard.availableLayouts(rulesDirectory: "/nonexistent"), [])
    }
}
