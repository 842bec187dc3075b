#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import FlickEvdev
import FlickInput
import FlickRuntime
import FlickUI
import FoundationEssentials

extension KernelSelftest {
    /// A USB keyboard's keys, KEY_ESC (1) to KEY_F12 (88), for the keyboard checks (values
    /// from linux/input-event-codes.h; the ids are ours).
    static let keyboard = DeviceDescription(
        name: "Flick Selftest Keyboard", bus: 0x03, vendor: 0xf11c, product: 0x0002, version: 1,
        codes: [Evdev.EV_KEY: Set(1...88)])

    /// Evdev key codes (linux/input-event-codes.h) the checks type.
    enum KeyCode {
        static let y: UInt16 = 21, z: UInt16 = 44, a: UInt16 = 30, enter: UInt16 = 28
        /// KEY_1 … KEY_9 are 2 … 10, KEY_0 is 11.
        static func digit(_ digit: Int) -> UInt16 { digit == 0 ? 11 : UInt16(1 + digit) }
    }

    /// The longest a keyboard plugged in, or its typing, may take to arrive, seconds (ours:
    /// inotify reports at once).
    static let keyboardLimit = 5.0

    /// Keyboard checks: a uinput keyboard plugged in is picked up by `EvdevKeyboardInput`
    /// (hot-plug), types `codes` (each key down and up, `step` seconds apart) through the
    /// `layout` keymap into a focused text field of a real window (through
    /// `Application.handle(_:at:)`, as a kiosk run does), and unplugged is let go. Returns
    /// the field's text and whether Return reached it.
    static func typeIntoField(layout: String, codes: [UInt16], step: Double) throws -> (text: String, returned: Bool) {
        let directory = DeviceDiscovery.defaultDirectory
        let input = EvdevKeyboardInput(keyboard: try XKBKeyboard(layout: layout), directory: directory)
        let window = Window(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
        let field = TextField(frame: Rect(x: 40, y: 40, width: 600, height: 44))
        window.addSubview(field)
        window.isHardwareKeyboardAttached = true
        _ = field.becomeFirstResponder()
        var returned = false
        _ = field.addAction(for: .editingDidEndOnExit) { _, _ in returned = true }
        let app = Application(window: window)
        func pump() { for (typed, at) in input.take(upTo: EvdevDevice.monotonicNow()) { app.handle(typed, at: at) } }

        let device = try VirtualTouchscreen(cloning: keyboard)
        let plugged = EvdevDevice.monotonicNow()
        // The VM's own keyboard (i8042) may be there too: this one is told by its path.
        while !input.paths.contains(device.devicePath) {
            guard EvdevDevice.monotonicNow() - plugged < keyboardLimit else {
                throw KernelSelftestFailure(
                    "\(device.devicePath) not picked up as a keyboard within \(keyboardLimit) s")
            }
            pump()
            usleep(10_000)
        }
        for code in codes {
            for value: Int32 in [1, 0] {
                try device.write([
                    InputEvent(time: 0, type: Evdev.EV_KEY, code: code, value: value),
                    InputEvent(time: 0, type: Evdev.EV_SYN, code: Evdev.SYN_REPORT, value: 0),
                ])
                usleep(UInt32(step * 1_000_000 / 2))
            }
        }
        let wrote = EvdevDevice.monotonicNow()
        let expected = codes.count * 2
        var keyEvents = 0
        while keyEvents < expected, EvdevDevice.monotonicNow() - wrote < keyboardLimit {
            for (typed, at) in input.take(upTo: EvdevDevice.monotonicNow()) {
                if case .key = typed { keyEvents += 1 }
                app.handle(typed, at: at)
            }
            usleep(5_000)
        }
        guard keyEvents == expected else {
            throw KernelSelftestFailure(
                "\(keyEvents) key events of \(expected) arrived; the field holds \"\(field.text)\"")
        }
        device.destroy()
        let unplugged = EvdevDevice.monotonicNow()
        while input.paths.contains(device.devicePath), EvdevDevice.monotonicNow() - unplugged < keyboardLimit {
            pump()
            usleep(10_000)
        }
        guard !input.paths.contains(device.devicePath) else {
            throw KernelSelftestFailure("the unplugged keyboard stayed attached")
        }
        guard input.keyRepeat.state == .idle else {
            throw KernelSelftestFailure("a key still repeats after the unplug")
        }
        return (field.text, returned)
    }

    /// `keyboard-us` / `keyboard-de`: the same key codes (Y, Z, A) type `expected` on `layout`
    /// (German swaps Y and Z).
    static func keyboardLayout(_ layout: String, expected: String) throws -> String {
        let (text, _) = try typeIntoField(
            layout: layout, codes: [KeyCode.y, KeyCode.z, KeyCode.a], step: 0.02)
        guard text == expected else {
            throw KernelSelftestFailure("layout \(layout): expected \"\(expected)\", the field holds \"\(text)\"")
        }
        return "KEY_Y KEY_Z KEY_A typed \"\(text)\" with layout \(layout); plugged in, picked up, unplugged"
    }

    /// `scanner`: a barcode scanner's burst (an EAN-13 code at 1 ms per key, then Return)
    /// fills the field, and Return reaches it.
    static func scanner() throws -> String {
        let code = "4006381333931"
        let codes = code.compactMap { $0.wholeNumberValue.map(KeyCode.digit) } + [KeyCode.enter]
        let (text, returned) = try typeIntoField(layout: "us", codes: codes, step: 0.001)
        guard text == code, returned else {
            throw KernelSelftestFailure(
                "expected \"\(code)\" and Return, got \"\(text)\", Return \(returned ? "seen" : "missed")")
        }
        return "\(code) + Return at 1 ms per key filled the field"
    }
}
