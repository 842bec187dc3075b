import CSDL2
import FlickInput
import FlickRuntime

/// SDL's event queue as an input source (window mode): SDL touch events (`SDL_FINGER*`,
/// normalised positions scaled to the window) and the mouse fallback (`PointerTouches`;
/// mouse events SDL synthesizes from touches are skipped) become touch frames; keys 1–5,
/// F1 and Escape/Q go to `onKey`; window visibility changes go to the renderer; closing
/// the window calls `onQuit`. Times are the frame clock's at the drain.
final class SDLEventSource: InputSource {
    /// Keys the demo reacts to.
    enum Key: Equatable {
        /// Show the scene of this tab index (keys 1–5 give 0…4).
        case scene(Int)
        /// Toggle the HUD (F1), or quit (Esc).
        case hud, quit
    }

    /// `SDL_TOUCH_MOUSEID`, `(Uint32)-1`: the `which` of mouse events SDL synthesizes
    /// from touches (the C macro does not import).
    static let touchMouseID = UInt32.max

    let clock: any FrameClock
    let windowSize: Size
    let renderer: SDLFrameRenderer
    var onKey: ((Key, Double) -> Void)?
    private var pointer: PointerTouches
    private var fingers: [Int64: (id: Int, location: Point)] = [:]
    private var nextFingerID = 2_000_000

    init(clock: any FrameClock, windowSize: Size, renderer: SDLFrameRenderer) {
        self.clock = clock
        self.windowSize = windowSize
        self.renderer = renderer
        pointer = PointerTouches(windowSize: windowSize)
    }

    var pollDescriptor: Int32? { nil }
    func nextEventTime() -> Double? { nil }

    func drain(upTo time: Double) -> [TouchFrame] {
        var frames: [TouchFrame] = []
        var event = SDL_Event()
        let now = clock.now()
        while SDL_PollEvent(&event) != 0 {
            switch SDL_EventType(event.type) {
            case SDL_QUIT:
                onKey?(.quit, now)
            case SDL_KEYDOWN:
                let sym = Int(event.key.keysym.sym)
                if sym >= Int(SDLK_1.rawValue), sym <= Int(SDLK_5.rawValue) {
                    onKey?(.scene(sym - Int(SDLK_1.rawValue)), now)
                } else if sym == Int(SDLK_F1.rawValue) {
                    onKey?(.hud, now)
                } else if sym == Int(SDLK_ESCAPE.rawValue) || sym == Int(SDLK_q.rawValue) {
                    onKey?(.quit, now)
                }
            case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT) && event.button.which != Self.touchMouseID:
                if let frame = pointer.buttonDown(at: point(event.button.x, event.button.y), modifier: modifierHeld,
                                                  time: now) { frames.append(frame) }
            case SDL_MOUSEMOTION where event.motion.which != Self.touchMouseID:
                if let frame = pointer.moved(to: point(event.motion.x, event.motion.y), modifier: modifierHeld,
                                             time: now) { frames.append(frame) }
            case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT) && event.button.which != Self.touchMouseID:
                if let frame = pointer.buttonUp(at: point(event.button.x, event.button.y), time: now) { frames.append(frame) }
            case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
                frames.append(finger(event.tfinger, type: SDL_EventType(event.type), time: now))
            case SDL_WINDOWEVENT:
                if let mapped = windowEvent(event.window.event) { renderer.pendingWindowEvents.append(mapped) }
            default:
                break
            }
        }
        return frames
    }

    private var modifierHeld: Bool {
        let mods = SDL_GetModState().rawValue
        return mods & (KMOD_CTRL.rawValue | KMOD_SHIFT.rawValue | KMOD_ALT.rawValue | KMOD_GUI.rawValue) != 0
    }

    private func point(_ x: Int32, _ y: Int32) -> Point { Point(x: Double(x), y: Double(y)) }

    private func finger(_ f: SDL_TouchFingerEvent, type: SDL_EventType, time: Double) -> TouchFrame {
        let location = Point(x: Double(f.x) * windowSize.width, y: Double(f.y) * windowSize.height)
        let phase: TouchPhase
        if type == SDL_FINGERDOWN {
            nextFingerID += 1
            fingers[f.fingerId] = (nextFingerID, location)
            phase = .began
        } else if type == SDL_FINGERUP {
            phase = .ended
        } else {
            phase = .moved
        }
        let id = fingers[f.fingerId]?.id ?? 0
        fingers[f.fingerId]?.location = location
        var touches = [Touch(id: id, location: location, phase: phase)]
        for (key, other) in fingers where key != f.fingerId {
            touches.append(Touch(id: other.id, location: other.location, phase: .stationary))
        }
        if phase == .ended { fingers[f.fingerId] = nil }
        return TouchFrame(time: time, touches: touches)
    }

    private func windowEvent(_ code: UInt8) -> WindowEvent? {
        switch SDL_WindowEventID(UInt32(code)) {
        case SDL_WINDOWEVENT_SHOWN: .shown
        case SDL_WINDOWEVENT_HIDDEN: .hidden
        case SDL_WINDOWEVENT_MINIMIZED: .minimized
        case SDL_WINDOWEVENT_RESTORED: .restored
        case SDL_WINDOWEVENT_FOCUS_GAINED: .focusGained
        case SDL_WINDOWEVENT_FOCUS_LOST: .focusLost
        default: nil
        }
    }
}
