import CSDL2
import FlickInput
import XCTest

@testable import FlickRuntime

/// SDL's queue drained into touch frames (`SDLInputSource`).
final class SDLInputSourceTests: XCTestCase {
    /// Pushes a left button press or release at (`x`, `y`) onto SDL's queue.
    private func pushButton(down: Bool, x: Int32, y: Int32) {
        var event = SDL_Event()
        event.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.x = x
        event.button.y = y
        XCTAssertEqual(SDL_PushEvent(&event), 1)
    }

    /// Pushes a Ctrl press or release onto SDL's queue, carrying the modifiers as of itself.
    private func pushControl(down: Bool) {
        var event = SDL_Event()
        event.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
        event.key.keysym.sym = SDL_Keycode(SDLK_LCTRL.rawValue)
        event.key.keysym.mod = UInt16(down ? KMOD_LCTRL.rawValue : KMOD_NONE.rawValue)
        XCTAssertEqual(SDL_PushEvent(&event), 1)
    }

    func testAPressDrainedAfterALaterCtrlPressIsOneFinger() throws {
        try XCTSkipUnless(SDL_InitSubSystem(SDL_INIT_EVENTS) == 0, "no SDL events")
        defer {
            SDL_SetModState(KMOD_NONE)
            SDL_QuitSubSystem(SDL_INIT_EVENTS)
        }
        SDL_SetModState(KMOD_NONE)
        let source = SDLInputSource(clock: ManualFrameClock(start: 0), windowSize: Size(width: 400, height: 300))
        // A plain drag's press and release, then Ctrl pressed: drained only now, by when SDL's
        // own state already holds Ctrl (as it does once it queued the key).
        pushButton(down: true, x: 100, y: 100)
        pushButton(down: false, x: 100, y: 100)
        pushControl(down: true)
        SDL_SetModState(KMOD_LCTRL)
        let plain = source.drain(upTo: 0).flatMap(\.touches).filter { $0.phase == .began }.map(\.location)
        XCTAssertEqual(plain, [Point(x: 100, y: 100)], "one finger: Ctrl came after it")
        // Then a drag with Ctrl held: two fingers.
        pushButton(down: true, x: 100, y: 150)
        pushButton(down: false, x: 100, y: 150)
        pushControl(down: false)
        SDL_SetModState(KMOD_NONE)
        let held = source.drain(upTo: 0).flatMap(\.touches).filter { $0.phase == .began }
        XCTAssertEqual(held.count, 2, "two fingers: \(held.map(\.location))")
    }
}
