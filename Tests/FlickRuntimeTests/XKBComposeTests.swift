import FlickRuntime
import FlickUI
import Foundation
import XCTest

/// Dead keys and Compose sequences through real xkb-data keymaps (`de`, `fr`, `pt`, `us` with a
/// Compose key) and libX11's compose tables (Debian libx11-data).
final class XKBComposeTests: XCTestCase {
    // linux/input-event-codes.h
    let keyE: UInt16 = 18, keyU: UInt16 = 22, keyN: UInt16 = 49, keyB: UInt16 = 48, keyA: UInt16 = 30
    let keyEqual: UInt16 = 13, keyLeftBrace: UInt16 = 26, keyRightBrace: UInt16 = 27, keyApostrophe: UInt16 = 40
    let leftShift: UInt16 = 42, rightAlt: UInt16 = 100, backspace: UInt16 = 14, leftCtrl: UInt16 = 29

    func keyboard(_ layout: String, options: String? = nil, locale: String = "C") throws -> XKBKeyboard {
        try XCTSkipUnless(
            FileManager.default.fileExists(atPath: XKBKeyboard.rulesDirectory + "/evdev.lst"), "no xkb-data")
        try XCTSkipUnless(
            FileManager.default.fileExists(atPath: "/usr/share/X11/locale/compose.dir"), "no libx11-data")
        return try XKBKeyboard(layout: layout, options: options, locale: locale)
    }

    /// The text and compositions (as `[marked]`) a sequence of (code, pressed) gives, and the
    /// keys of its key-down events.
    func type(_ presses: [(UInt16, Bool)], on keyboard: XKBKeyboard) -> (text: String, keys: [Key]) {
        var text = ""
        var keys: [Key] = []
        for (index, (code, pressed)) in presses.enumerated() {
            for input in keyboard.handle(code: code, pressed: pressed, at: Double(index)) {
                switch input {
                case .text(let typed): text += typed
                case .composition(let marked, _): text += "[\(marked)]"
                case .key(let event): if event.phase == .pressed { keys.append(event.key) }
                }
            }
        }
        return (text, keys)
    }

    func tap(_ codes: UInt16...) -> [(UInt16, Bool)] { codes.flatMap { [($0, true), ($0, false)] } }
    func holding(_ modifier: UInt16, _ keys: [(UInt16, Bool)]) -> [(UInt16, Bool)] {
        [(modifier, true)] + keys + [(modifier, false)]
    }

    func testGermanDeadAcuteThenEMarksTheAccentThenTypesEAcute() throws {
        let de = try keyboard("de")
        XCTAssertEqual(de.composeLocale, "C")
        XCTAssertEqual(type(tap(keyEqual, keyE), on: de).text, "[´]é")
        // Shift gives the dead grave on the same key.
        XCTAssertEqual(type(holding(leftShift, tap(keyEqual)) + tap(keyE), on: de).text, "[`]è")
    }

    func testAltGrDeadTildeThenNTypesNTilde() throws {
        // Portuguese: AltGr and the key left of Return (AD12) is the dead tilde.
        let pt = try keyboard("pt")
        XCTAssertEqual(type(holding(rightAlt, tap(keyRightBrace)) + tap(keyN), on: pt).text, "[~]ñ")
        // xkb-data's German has a plain tilde there (the dead one is the de(deadtilde) variant).
        let de = try keyboard("de")
        XCTAssertEqual(type(holding(rightAlt, tap(keyRightBrace)) + tap(keyN), on: de).text, "~n")
    }

    func testFrenchDeadCircumflexAndDiaeresis() throws {
        let fr = try keyboard("fr")
        XCTAssertEqual(type(tap(keyLeftBrace, keyE), on: fr).text, "[^]ê")
        XCTAssertEqual(type(holding(leftShift, tap(keyLeftBrace)) + tap(keyU), on: fr).text, "[¨]ü")
    }

    func testComposeKeyQuoteUTypesUUmlaut() throws {
        let us = try keyboard("us", options: "compose:ralt")
        XCTAssertEqual(us.options, "compose:ralt")
        let typed = type(tap(rightAlt) + holding(leftShift, tap(keyApostrophe)) + tap(keyU), on: us)
        XCTAssertEqual(typed.text, "[·][·\"]ü")
        // Without the option the right Alt is a modifier, and the keys type themselves.
        let plain = try keyboard("us")
        XCTAssertEqual(type(tap(rightAlt) + holding(leftShift, tap(keyApostrophe)) + tap(keyU), on: plain).text, "\"u")
    }

    func testACancelledSequenceDropsWithItsKeyThenTypingGoesOn() throws {
        let de = try keyboard("de")
        let typed = type(tap(keyEqual, keyB, keyA), on: de)
        XCTAssertEqual(typed.text, "[´][]a")
        // The key that cancelled is swallowed whole: no key event for B.
        XCTAssertFalse(typed.keys.contains(.character("b")), "\(typed.keys)")
        XCTAssertTrue(typed.keys.contains(.character("a")))
    }

    func testBackspaceDuringASequenceCancelsItAndDeletesNothing() throws {
        let de = try keyboard("de")
        let typed = type(tap(keyEqual, backspace, keyE), on: de)
        XCTAssertEqual(typed.text, "[´][]e")
        XCTAssertFalse(typed.keys.contains(.backspace), "\(typed.keys)")
        // With nothing pending Backspace is Backspace.
        XCTAssertTrue(type(tap(backspace), on: de).keys.contains(.backspace))
    }

    func testAShortcutDoesNotFeedTheSequence() throws {
        let de = try keyboard("de")
        XCTAssertEqual(type(tap(keyEqual) + holding(leftCtrl, tap(keyA)) + tap(keyE), on: de).text, "[´]é")
    }

    func testUnpluggingDropsAPendingSequence() throws {
        let de = try keyboard("de")
        _ = type(tap(keyEqual), on: de)
        XCTAssertEqual(de.releaseAll(), [.composition("", cursor: 0)])
        XCTAssertEqual(de.releaseAll(), [])
        XCTAssertEqual(type(tap(keyE), on: de).text, "e")
    }

    func testALocaleWithNoComposeTableTypesPlainKeysyms() throws {
        let de = try keyboard("de", locale: "xx_YY.UTF-8")
        XCTAssertNil(de.composeLocale)
        XCTAssertEqual(type(tap(keyEqual, keyE), on: de).text, "e")
    }

    func testTheLocaleComesFromLCAllThenLCCTypeThenLang() {
        XCTAssertEqual(XKBKeyboard.composeLocale(in: [:]), "C")
        XCTAssertEqual(XKBKeyboard.composeLocale(in: ["LANG": "de_DE.UTF-8"]), "de_DE.UTF-8")
        XCTAssertEqual(
            XKBKeyboard.composeLocale(in: ["LANG": "de_DE.UTF-8", "LC_CTYPE": "fr_FR.UTF-8"]), "fr_FR.UTF-8")
        XCTAssertEqual(
            XKBKeyboard.composeLocale(in: ["LANG": "de_DE.UTF-8", "LC_CTYPE": "fr_FR.UTF-8", "LC_ALL": "C.UTF-8"]),
            "C.UTF-8")
        XCTAssertEqual(XKBKeyboard.composeLocale(in: ["LC_ALL": "", "LANG": "en_GB.UTF-8"]), "en_GB.UTF-8")
    }
}
