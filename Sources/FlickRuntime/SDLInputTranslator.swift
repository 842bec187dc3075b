import FlickInput
import FlickUI

/// One SDL event as the application sees it, decoded from `SDL_Event` by `SDLInputSource`
/// (pure values, so tests build them by hand).
public enum SDLInputEvent: Hashable, Sendable {
    /// A finger went down, moved or lifted on an SDL touch device: positions normalised to
    /// the window (0…1, SDL's `tfinger.x/y`), the touch device's id and name
    /// (`SDL_GetTouchName`, `nil` when SDL has none).
    case finger(phase: TouchPhase, touchID: Int64, fingerID: Int64, x: Double, y: Double, device: String?)
    /// The left mouse button went down (`true`) or up, window points; `which` is the mouse id.
    case mouseButton(down: Bool, which: UInt32, x: Double, y: Double)
    /// The mouse moved, window points.
    case mouseMotion(which: UInt32, x: Double, y: Double)
    /// A key went down (SDL's key name) with a modifier held or not.
    case key(String)
    /// A key went down (`pressed`) or up: SDL's keycode (`SDL_Keycode`) and key name, the
    /// modifiers held, whether it is a repeat.
    case keyboard(KeyEvent.Phase, keycode: Int32, name: String, modifiers: KeyModifiers, isRepeat: Bool)
    /// Text typed (`SDL_TEXTINPUT`), as SDL's bytes (UTF-8, perhaps invalid).
    case text([UInt8])
    /// An input method's composition (`SDL_TEXTEDITING`): SDL's bytes and its cursor, in
    /// characters.
    case editing([UInt8], cursor: Int)
    /// SDL's display-orientation event (`SDL_DisplayOrientation`, 1…4; 0 unknown).
    case displayOrientation(Int32)
    /// `SDL_QUIT`.
    case quit
}

/// Turns SDL's touch, mouse, key and display events into touch frames and
/// `ApplicationEvent`s, with one source per touchscreen:
///
/// - Mouse events SDL synthesizes from touches (`which == SDL_TOUCH_MOUSEID`) are always
///   dropped: the finger itself arrives as an SDL finger event or through libevdev.
/// - Finger events SDL synthesizes from the mouse (`touchID == SDL_MOUSE_TOUCHID`) are
///   always dropped: the mouse arrives as `PointerTouches`.
/// - While Flick reads touchscreens through libevdev (`libevdevDevices`, their names), SDL's
///   finger events from those devices are dropped (by `SDL_GetTouchName`; every SDL finger
///   when SDL gives no name, since the two cannot then be told apart).
/// - Otherwise SDL fingers become touches (ids from 2,000,000) and the left mouse button a
///   finger (`PointerTouches`, ids from 1,000,000).
///
/// Pure: events and times in, frames out.
public struct SDLInputTranslator {
    /// `SDL_TOUCH_MOUSEID`, `(Uint32)-1`: the `which` of mouse events synthesized from
    /// touches (the C macro does not import).
    public static let touchMouseID = UInt32.max
    /// `SDL_MOUSE_TOUCHID`, `(Sint64)-1`: the touch id of finger events synthesized from
    /// the mouse.
    public static let mouseTouchID: Int64 = -1
    /// The first id given to SDL fingers (clear of the pointer's and the decoder's ids).
    public static let firstFingerID = 2_000_000

    /// The window (or logical content) size, points: SDL's normalised finger positions are
    /// scaled to it.
    public var windowSize: Size {
        didSet { pointer.windowSize = windowSize }
    }
    /// Names of the touchscreens read through libevdev: SDL's own events for them are dropped.
    public var libevdevDevices: Set<String> = []
    private var pointer: PointerTouches
    private var fingers: [Int64: (id: Int, location: Point)] = [:]
    private var nextFingerID = SDLInputTranslator.firstFingerID

    /// A translator for a window of `windowSize` points.
    public init(windowSize: Size) {
        self.windowSize = windowSize
        pointer = PointerTouches(windowSize: windowSize)
    }

    /// True when an SDL finger event from `device` is dropped.
    public func ignoresFingers(from device: String?, touchID: Int64) -> Bool {
        if touchID == Self.mouseTouchID { return true }
        guard !libevdevDevices.isEmpty else { return false }
        guard let device, !device.isEmpty else { return true }
        return libevdevDevices.contains(device)
    }

    /// What one event means at `time` (seconds): a touch frame, an application event, or
    /// nothing. `modifierHeld` (Ctrl, Shift, Alt or Super) adds the pointer's mirrored finger.
    /// Keys and text also come as `keyboard` (a key's press also as the `ApplicationEvent.key`
    /// apps' hooks see).
    public mutating func translate(_ event: SDLInputEvent, at time: Double, modifierHeld: Bool = false)
        -> (frame: TouchFrame?, event: ApplicationEvent?, keyboard: KeyboardInput?) {
        switch event {
        case .quit:
            return (nil, .quit, nil)
        case .key(let name):
            return (nil, .key(name), nil)
        case .keyboard(let phase, let keycode, let name, let modifiers, let isRepeat):
            let key = KeyEvent(key: Self.key(forKeycode: keycode, name: name), phase: phase, modifiers: modifiers,
                               isRepeat: isRepeat, time: time)
            return (nil, phase == .pressed && !isRepeat ? .key(name) : nil, .key(key))
        case .text(let bytes):
            return (nil, nil, Self.text(fromUTF8: bytes).map(KeyboardInput.text))
        case .editing(let bytes, let cursor):
            return (nil, nil, .composition(Self.text(fromUTF8: bytes) ?? "", cursor: max(cursor, 0)))
        case .displayOrientation(let orientation):
            guard let rotation = Self.rotation(sdlOrientation: orientation) else { return (nil, nil, nil) }
            return (nil, .orientationChanged(rotation), nil)
        case .mouseButton(let down, let which, let x, let y):
            guard which != Self.touchMouseID else { return (nil, nil, nil) }
            let location = Point(x: x, y: y)
            return (down ? pointer.buttonDown(at: location, modifier: modifierHeld, time: time)
                         : pointer.buttonUp(at: location, time: time), nil, nil)
        case .mouseMotion(let which, let x, let y):
            guard which != Self.touchMouseID else { return (nil, nil, nil) }
            return (pointer.moved(to: Point(x: x, y: y), modifier: modifierHeld, time: time), nil, nil)
        case .finger(let phase, let touchID, let fingerID, let x, let y, let device):
            guard !ignoresFingers(from: device, touchID: touchID) else { return (nil, nil, nil) }
            return (finger(phase: phase, key: fingerID &* 31 &+ touchID, x: x, y: y, time: time), nil, nil)
        }
    }

    /// Ends every SDL finger and the pointer's touch as cancelled (SDL's touches stop being
    /// used, the window lost focus); `nil` when none is down.
    public mutating func cancelAll(at time: Double) -> TouchFrame? {
        var touches = fingers.values.sorted { $0.id < $1.id }
            .map { Touch(id: $0.id, location: $0.location, phase: .cancelled) }
        fingers.removeAll()
        if let lifted = pointer.buttonUp(at: Point(x: 0, y: 0), time: time) {
            touches += lifted.touches.map { touch in
                var cancelled = touch
                cancelled.phase = .cancelled
                return cancelled
            }
        }
        return touches.isEmpty ? nil : TouchFrame(time: time, touches: touches)
    }

    private mutating func finger(phase: TouchPhase, key: Int64, x: Double, y: Double, time: Double) -> TouchFrame? {
        let location = Point(x: x * windowSize.width, y: y * windowSize.height)
        switch phase {
        case .began:
            nextFingerID += 1
            fingers[key] = (nextFingerID, location)
        case .moved, .ended, .cancelled, .stationary:
            // A lift or move of a finger that went down before we listened: nothing to end.
            guard fingers[key] != nil else { return nil }
            fingers[key]?.location = location
        }
        guard let id = fingers[key]?.id else { return nil }
        var touches = [Touch(id: id, location: location, phase: phase)]
        for (other, finger) in fingers where other != key {
            touches.append(Touch(id: finger.id, location: finger.location, phase: .stationary))
        }
        if phase == .ended || phase == .cancelled { fingers[key] = nil }
        return TouchFrame(time: time, touches: touches)
    }

    /// The interface rotation for SDL's display orientation, relative to a landscape panel:
    /// LANDSCAPE (1) → none, LANDSCAPE_FLIPPED (2) → upside down, PORTRAIT (3, "right side
    /// up") → 90° clockwise, PORTRAIT_FLIPPED (4) → 270°; `nil` for UNKNOWN (0).
    public static func rotation(sdlOrientation: Int32) -> WindowMapping.Rotation? {
        switch sdlOrientation {
        case 1: WindowMapping.Rotation.none
        case 2: .upsideDown
        case 3: .clockwise90
        case 4: .clockwise270
        default: nil
        }
    }
}
