#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import CXKBCommon
import FlickEvdev
import FlickInput
import FoundationEssentials

/// The evdev keyboards of a kiosk with no display server (a USB keyboard, a barcode scanner:
/// a keyboard that types a code and Return), read through libevdev and translated by one
/// `XKBKeyboard` (its layout, as X merges its keyboards into one core keyboard). Keyboards are
/// found in `/dev/input` at the start and hot-plugged like touchscreens (`DeviceWatcher`); the
/// held key repeats (`KeyRepeat`), and the repeat stops when its keyboard goes away.
///
/// The keyboards are read on a thread of their own as their events arrive (`KeyboardReader`:
/// a scanner's burst outruns the kernel's buffer between two frames). It is an input source
/// for the frame loop's wait only (one epoll descriptor readable when keys are kept or the
/// watched folder changes, and the next repeat's time); its touch frames are none. The
/// application takes the keys with `take(upTo:)` at the start of each frame.
public final class EvdevKeyboardInput: InputSource {
    /// The keymap and key state.
    public let keyboard: XKBKeyboard
    /// Called on the frame thread with a keyboard's path when it is attached (`true`) or gone.
    public var onChange: ((String, Bool) -> Void)?
    /// The open keyboards' paths, sorted.
    public var paths: [String] { reader.paths }
    /// True while at least one keyboard is attached.
    public var isAttached: Bool { !reader.paths.isEmpty }
    /// The held key's repeat.
    public private(set) var keyRepeat = KeyRepeat()

    private let reader = KeyboardReader()
    /// The keyboard whose key repeats, while one does.
    private var repeatingPath: String?
    private let directory: String
    private let watcher: DeviceWatcher?
    private let epoll: Int32

    /// Reads the keyboards in `directory` now and, with `watchesForDevices`, those plugged in
    /// later, typing through `keyboard`.
    public init(
        keyboard: XKBKeyboard, directory: String = DeviceDiscovery.defaultDirectory,
        watchesForDevices: Bool = true
    ) {
        self.keyboard = keyboard
        self.directory = directory
        epoll = epoll_create1(Int32(EPOLL_CLOEXEC))
        watcher = watchesForDevices ? DeviceWatcher(directory: directory) : nil
        if let descriptor = watcher?.pollDescriptor { watch(descriptor) }
        if reader.pollDescriptor >= 0 { watch(reader.pollDescriptor) }
        rescan()
    }

    deinit {
        if epoll >= 0 { close(epoll) }
    }

    /// True when a device with `description` is a keyboard: it has letter or digit keys and
    /// Return (a barcode scanner may have digits only), and is no touchscreen or touchpad.
    public static func isKeyboard(_ description: DeviceDescription) -> Bool {
        let keys = description.codes[Evdev.EV_KEY] ?? []
        let letters = (EvdevKeyCode.a...EvdevKeyCode.z).contains { keys.contains($0) }
        let digits = (EvdevKeyCode.one...EvdevKeyCode.zero).contains { keys.contains($0) }
        return keys.contains(EvdevKeyCode.enter) && (letters || digits) && description.classification == .other
    }

    /// Opens the keyboards in the folder not yet open.
    private func rescan() {
        let open = Set(reader.paths)
        for path in DeviceDiscovery.nodes(in: directory) where !open.contains(path) {
            guard let device = try? EvdevDevice(path: path), Self.isKeyboard(device.description) else { continue }
            reader.add(device, at: path)
            // Without the reader's eventfd, the loop wakes on the keyboards themselves.
            if reader.pollDescriptor < 0 { watch(device.fileDescriptor) }
            log.notice("keyboard \(path) (\(device.description.name)) attached, layout \(keyboard.layout)")
            onChange?(path, true)
        }
    }

    private func watch(_ descriptor: Int32) {
        guard epoll >= 0 else { return }
        KeyboardReader.watch(descriptor, in: epoll)
    }

    /// Readable when keys are kept or the watched folder has something (an epoll descriptor).
    public var pollDescriptor: Int32? { epoll >= 0 ? epoll : nil }

    /// When the held key repeats next (seconds), so a waiting loop wakes for it.
    public func nextEventTime() -> Double? { keyRepeat.nextTime }

    /// No touch frames: keys are taken with `take(upTo:)`.
    public func drain(upTo time: Double) -> [TouchFrame] { [] }

    /// Everything the keyboards typed by `time` (seconds, CLOCK_MONOTONIC as their events),
    /// with the repeats due, in order; picks up keyboards plugged in and lets go of those gone.
    public func take(upTo time: Double) -> [(input: KeyboardInput, time: Double)] {
        if watcher?.poll(at: time) ?? false { rescan() }
        var taken: [(input: KeyboardInput, time: Double)] = []
        for batch in reader.take() {
            taken += process(batch.inputs, from: batch.path)
            if batch.isGone { onChange?(batch.path, false) }
        }
        taken += repeats(upTo: time)
        return taken
    }

    /// Translates one keyboard's `inputs` (key events; the kernel's own repeats ignored),
    /// emitting the repeats due before each; a gone device ends its repeat and lets its keys go.
    func process(_ inputs: [LiveInput], from path: String) -> [(input: KeyboardInput, time: Double)] {
        var taken: [(input: KeyboardInput, time: Double)] = []
        for input in inputs {
            switch input {
            case .event(let event):
                guard event.type == Evdev.EV_KEY, event.value == 0 || event.value == 1 else { continue }
                taken += repeats(upTo: event.time)
                let pressed = event.value == 1
                for output in keyboard.handle(code: event.code, pressed: pressed, at: event.time) {
                    taken.append((output, event.time))
                }
                if pressed, keyboard.hasKey(event.code) {
                    keyRepeat.press(event.code, repeats: keyboard.repeats(event.code), at: event.time)
                    if keyRepeat.code == event.code { repeatingPath = path }
                } else if !pressed {
                    keyRepeat.release(event.code)
                }
            case .resync:
                // Events were dropped: a key may have come up unseen, so it stops repeating.
                keyRepeat.cancel()
            case .deviceGone(let time):
                log.notice("keyboard \(path) gone")
                if repeatingPath == path { keyRepeat.cancel() }
                // A pending dead-key sequence drops: its marked text ends.
                taken += keyboard.releaseAll().map { ($0, time) }
            }
        }
        return taken
    }

    /// The held key's repeats due by `time`: its key event again (`isRepeat`) and its text.
    private func repeats(upTo time: Double) -> [(input: KeyboardInput, time: Double)] {
        guard let code = keyRepeat.code else { return [] }
        return keyRepeat.repeats(upTo: time).flatMap { at in
            keyboard.handle(code: code, pressed: true, isRepeat: true, at: at).map { ($0, at) }
        }
    }
}

/// Evdev key codes (linux/input-event-codes.h) that tell a keyboard.
enum EvdevKeyCode {
    /// KEY_1: the digit row runs KEY_1 (2) to KEY_0 (11).
    static let one: UInt16 = 2
    /// KEY_0.
    static let zero: UInt16 = 11
    /// KEY_ENTER.
    static let enter: UInt16 = 28
    /// KEY_A: KEY_A (30) to KEY_Z (44) span the middle and bottom letter rows.
    static let a: UInt16 = 30
    /// KEY_Z.
    static let z: UInt16 = 44
}
