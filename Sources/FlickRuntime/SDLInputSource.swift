import CSDL2
import FlickInput
import FlickUI

/// SDL's event queue as a frame-loop input (a window's touches, mouse and keys): each
/// drain polls every pending SDL event, decodes it (`SDLInputEvent`) and translates it
/// (`SDLInputTranslator`: one source per touchscreen, the mouse as a finger). Touch frames
/// are returned; keys, display rotations and quit are kept for `takeEvents()`; window
/// visibility changes polled here go to the renderer's `pendingWindowEvents`. Times are the
/// frame clock's at the drain (SDL's own timestamps are milliseconds on another base).
///
/// Creating it sets `SDL_HINT_TOUCH_MOUSE_EVENTS` and `SDL_HINT_MOUSE_TOUCH_EVENTS` to "0":
/// SDL synthesizes neither mouse events from touches nor touches from the mouse (the
/// translator drops any that still come).
public final class SDLInputSource: InputSource {
    /// The clock times are read from.
    public let clock: any FrameClock
    /// Where polled window events go (the frame loop's renderer), if anywhere.
    public weak var renderer: SDLFrameRenderer?
    /// The translation state (window size, the libevdev touchscreens whose SDL events are dropped).
    public var translator: SDLInputTranslator
    /// When set, keys, rotations and quits go here during the drain (with the drain's
    /// time) instead of waiting for `takeEvents()`.
    public var onEvent: ((ApplicationEvent, Double) -> Void)?
    private var events: [ApplicationEvent] = []
    private var keyboard: [(input: KeyboardInput, time: Double)] = []
    /// True while SDL's text input is on (`SDL_StartTextInput`), as last set.
    public private(set) var isTextInputActive: Bool
    private var touchNames: [Int64: String?] = [:]
    /// SDL's modifier state as of the last key event drained; before the first, as it was when
    /// the source was made. Not `SDL_GetModState()` at each event: SDL's state is already that
    /// of the last key it queued, so a drag drained after a Ctrl press that followed it (a loaded
    /// machine draining late) took its second finger.
    private var modifiers: UInt32

    /// A source for a window of `windowSize` points.
    public init(clock: any FrameClock, windowSize: Size, renderer: SDLFrameRenderer? = nil) {
        self.clock = clock
        self.renderer = renderer
        translator = SDLInputTranslator(windowSize: windowSize)
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        isTextInputActive = SDL_IsTextInputActive() == SDL_TRUE
        modifiers = SDL_GetModState().rawValue
    }

    /// The keys and text polled since the last call, in order, with the drain's times.
    public func takeKeyboardInputs() -> [(input: KeyboardInput, time: Double)] {
        defer { keyboard.removeAll() }
        return keyboard
    }

    /// Turns SDL's text input on (`SDL_StartTextInput`: text events, an input method's
    /// window) while a view that takes text is first responder, and off otherwise.
    public func setTextInputActive(_ active: Bool) {
        guard active != isTextInputActive else { return }
        isTextInputActive = active
        if active { SDL_StartTextInput() } else { SDL_StopTextInput() }
    }

    /// The rectangle last given to `SDL_SetTextInputRect`, window points.
    public private(set) var textInputRect: Rect?

    /// Tells SDL where typed text goes (`SDL_SetTextInputRect`), so an input method's
    /// candidate window sits by the caret; only a change is passed on.
    public func setTextInputRect(_ rect: Rect?) {
        guard let rect, rect != textInputRect else { return }
        textInputRect = rect
        var sdlRect = SDL_Rect(
            x: Int32(rect.minX.rounded(.down)), y: Int32(rect.minY.rounded(.down)), w: Int32(max(rect.width, 1).rounded(.up)),
            h: Int32(max(rect.height, 1).rounded(.up)))
        SDL_SetTextInputRect(&sdlRect)
    }

    /// SDL's queue has no descriptor of its own (the renderer's display connection wakes the loop).
    public var pollDescriptor: Int32? { nil }
    /// Live input: unknown in advance.
    public func nextEventTime() -> Double? { nil }
    /// True when SDL's queue holds events (pumped by the renderer's `takeWindowEvents()` before
    /// the loop decides to sleep): Xlib may have read them off the connection already.
    public var hasQueuedInput: Bool { SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_TRUE }

    /// The keys, rotations and quits polled since the last call, in order.
    public func takeEvents() -> [ApplicationEvent] {
        defer { events.removeAll() }
        return events
    }

    /// Polls every pending SDL event and returns the touch frames they make.
    public func drain(upTo time: Double) -> [TouchFrame] {
        var frames: [TouchFrame] = []
        var event = SDL_Event()
        let now = clock.now()
        while SDL_PollEvent(&event) != 0 {
            if SDL_EventType(event.type) == SDL_WINDOWEVENT {
                if let mapped = WindowEvent(sdlWindowEventID: event.window.event) {
                    renderer?.pendingWindowEvents.append(mapped)
                }
                continue
            }
            // Each key event carries the modifiers as of itself: a press and release drained
            // in one poll (a scripted burst) reach the mouse events between them in order.
            if SDL_EventType(event.type) == SDL_KEYDOWN || SDL_EventType(event.type) == SDL_KEYUP {
                modifiers = UInt32(event.key.keysym.mod)
            }
            guard let decoded = decode(event) else { continue }
            let held = modifiers & Self.modifierMask != 0
            let result = translator.translate(decoded, at: now, modifierHeld: held)
            if let frame = result.frame { frames.append(frame) }
            if let input = result.keyboard { keyboard.append((input, now)) }
            if let application = result.event {
                if let onEvent { onEvent(application, now) } else { events.append(application) }
            }
        }
        return frames
    }

    /// `event` as an `SDLInputEvent`, or `nil` for events the application does not use.
    func decode(_ event: SDL_Event) -> SDLInputEvent? {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_KEYDOWN, SDL_KEYUP:
            let keysym = event.key.keysym
            return .keyboard(event.type == SDL_KEYDOWN.rawValue ? .pressed : .released, keycode: keysym.sym,
                             name: String(cString: SDL_GetKeyName(keysym.sym)), modifiers: Self.modifiers(keysym.mod),
                             isRepeat: event.key.repeat != 0)
        case SDL_TEXTINPUT:
            let bytes = withUnsafeBytes(of: event.text.text) { Array($0) }
            return .text(bytes)
        case SDL_TEXTEDITING:
            let bytes = withUnsafeBytes(of: event.edit.text) { Array($0) }
            return .editing(bytes, cursor: Int(event.edit.start))
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            guard event.button.button == UInt8(SDL_BUTTON_LEFT) else { return nil }
            return .mouseButton(down: event.type == SDL_MOUSEBUTTONDOWN.rawValue, which: event.button.which,
                                x: Double(event.button.x), y: Double(event.button.y))
        case SDL_MOUSEMOTION:
            return .mouseMotion(which: event.motion.which, x: Double(event.motion.x), y: Double(event.motion.y))
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let f = event.tfinger
            let phase: TouchPhase = event.type == SDL_FINGERDOWN.rawValue ? .began
                : event.type == SDL_FINGERUP.rawValue ? .ended : .moved
            return .finger(phase: phase, touchID: f.touchId, fingerID: f.fingerId, x: Double(f.x), y: Double(f.y),
                           device: touchName(f.touchId))
        case SDL_DISPLAYEVENT:
            guard event.display.event == UInt8(SDL_DISPLAYEVENT_ORIENTATION.rawValue) else { return nil }
            return .displayOrientation(event.display.data1)
        default:
            return nil
        }
    }

    /// The name SDL gives the touch device `touchID` (`SDL_GetTouchName`), looked up once.
    private func touchName(_ touchID: Int64) -> String? {
        if let known = touchNames[touchID] { return known }
        var name: String?
        for index in 0..<SDL_GetNumTouchDevices() where SDL_GetTouchDevice(index) == touchID {
            name = SDL_GetTouchName(index).map { String(cString: $0) }
        }
        touchNames[touchID] = name
        return name
    }

    /// Ctrl, Shift, Alt and Super: the modifiers that add the pointer's mirrored finger.
    static let modifierMask = KMOD_CTRL.rawValue | KMOD_SHIFT.rawValue | KMOD_ALT.rawValue | KMOD_GUI.rawValue

    /// SDL's modifier bits (`SDL_Keymod`) as `KeyModifiers`.
    static func modifiers(_ mod: UInt16) -> KeyModifiers {
        var modifiers: KeyModifiers = []
        let bits = UInt32(mod)
        if bits & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
        if bits & KMOD_CTRL.rawValue != 0 { modifiers.insert(.control) }
        if bits & KMOD_ALT.rawValue != 0 { modifiers.insert(.alternate) }
        if bits & KMOD_GUI.rawValue != 0 { modifiers.insert(.command) }
        if bits & KMOD_CAPS.rawValue != 0 { modifiers.insert(.capsLock) }
        return modifiers
    }
}
