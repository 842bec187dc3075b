import CSDL2
import FlickInput
import FlickRuntime
import FlickUI
import XCTest

/// SDL's keys and text as `KeyboardInput`: named keys, characters, modifiers, repeats, and
/// text with invalid UTF-8 or control characters replaced.
final class SDLInputTranslatorKeyboardTests: XCTestCase {
    private let size = Size(width: 800, height: 600)

    func testTheKeycodesAreSDLs() {
        typealias K = SDLInputTranslator.Keycode
        let pairs: [(Int32, SDL_KeyCode)] = [
            (K.returnKey, SDLK_RETURN), (K.escape, SDLK_ESCAPE), (K.backspace, SDLK_BACKSPACE), (K.tab, SDLK_TAB),
            (K.delete, SDLK_DELETE), (K.right, SDLK_RIGHT), (K.left, SDLK_LEFT), (K.down, SDLK_DOWN), (K.up, SDLK_UP),
            (K.home, SDLK_HOME), (K.pageUp, SDLK_PAGEUP), (K.end, SDLK_END), (K.pageDown, SDLK_PAGEDOWN),
            (K.keypadEnter, SDLK_KP_ENTER),
        ]
        for (ours, sdl) in pairs { XCTAssertEqual(ours, SDL_Keycode(sdl.rawValue)) }
    }

    func testKeysBecomeKeyEventsAndTheirNames() {
        var translator = SDLInputTranslator(windowSize: size)
        let down = translator.translate(
            .keyboard(
                .pressed, keycode: SDLInputTranslator.Keycode.left, name: "Left", modifiers: .shift, isRepeat: false),
            at: 2)
        XCTAssertEqual(down.keyboard, .key(KeyEvent(key: .leftArrow, modifiers: .shift, time: 2)))
        XCTAssertEqual(down.event, .key("Left"), "apps' hooks still see the press by name")
        XCTAssertNil(down.frame)
        let held = translator.translate(
            .keyboard(.pressed, keycode: 113, name: "Q", modifiers: [], isRepeat: true), at: 3)
        XCTAssertEqual(held.keyboard, .key(KeyEvent(key: .character("q"), isRepeat: true, time: 3)))
        XCTAssertNil(held.event, "a repeat is no new press")
        let up = translator.translate(
            .keyboard(.released, keycode: 13, name: "Return", modifiers: [], isRepeat: false),
            at: 4)
        XCTAssertEqual(up.keyboard, .key(KeyEvent(key: .returnKey, phase: .released, time: 4)))
        XCTAssertNil(up.event)
        XCTAssertEqual(SDLInputTranslator.key(forKeycode: 1 << 30 | 58, name: "F1"), .other("F1"))
        XCTAssertEqual(SDLInputTranslator.key(forKeycode: 65, name: "A"), .character("a"))
    }

    func testTextIsDecodedWithBadBytesReplaced() {
        var translator = SDLInputTranslator(windowSize: size)
        XCTAssertEqual(
            translator.translate(.text(Array("é👍".utf8) + [0, 0x41]), at: 0).keyboard, .text("é👍"),
            "up to SDL's NUL")
        XCTAssertEqual(translator.translate(.text([0x61, 0xFF, 0xC3]), at: 0).keyboard, .text("a\u{FFFD}\u{FFFD}"))
        XCTAssertEqual(translator.translate(.text([0x61, 0x1B, 0x62]), at: 0).keyboard, .text("a\u{FFFD}b"))
        XCTAssertNil(translator.translate(.text([0, 0x41]), at: 0).keyboard, "nothing before the NUL")
    }

    func testCompositionsAreDecodedWithBadBytesReplaced() {
        var translator = SDLInputTranslator(windowSize: size)
        XCTAssertEqual(
            translator.translate(.editing(Array("かな".utf8) + [0], cursor: 1), at: 0).keyboard,
            .composition("かな", cursor: 1))
        XCTAssertEqual(
            translator.translate(.editing([0x6B, 0xFE], cursor: -3), at: 0).keyboard,
            .composition("k\u{FFFD}", cursor: 0))
        XCTAssertEqual(
            translator.translate(.editing([0], cursor: 0), at: 0).keyboard, .composition("", cursor: 0),
            "an empty composition: it ended")
    }
}
