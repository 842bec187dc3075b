#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import CLinuxConsole
import FlickEvdev
import FlickInput
import FoundationEssentials

/// `flick kiosk-keys`: the keyboard half of the real-kernel tier's kiosk steps. Hidden from
/// `flick --help`. Plugs in a uinput keyboard (`VirtualTouchscreen` cloning a keyboard's
/// description), waits for the kernel's console keyboard handler to attach to it, presses
/// Ctrl+Alt+F2 (switch to VT 2) and Escape, prints `pressed`, and unplugs it: whoever stands
/// at a kiosk with a keyboard must not leave the app this way. `--activate N` instead makes
/// VT N the foreground one (`VT_ACTIVATE`, as `chvt`): the tier's control, switching back
/// after showing that the keys do switch when no app holds the VT.
struct KioskKeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kiosk-keys",
        abstract: "Press Ctrl+Alt+F2 and Escape on a uinput keyboard (run by scripts/test-kernel).",
        shouldDisplay: false
    )

    /// Linux key codes (linux/input-event-codes.h).
    static let leftControl: UInt16 = 29, leftAlt: UInt16 = 56, f2: UInt16 = 60, escape: UInt16 = 1
    /// Seconds for the kernel's handlers to attach to a new device before it is used, and
    /// between presses (ours: generous under emulation).
    static let attach = 1.0, between = 0.2

    @Option(help: "Make this VT the foreground one instead (as chvt) and exit.")
    var activate: Int32?

    @Option(
        help: "Instead type these evdev key codes (comma-separated; each pressed and released), on a full keyboard.")
    var type: String?

    @Option(help: "With --type: seconds between key events (a barcode scanner: 0.001).")
    var step = 0.001

    @Option(help: "With --type: wait for this file to exist before typing (the keyboard is plugged in first).")
    var startWhen: String?

    func run() throws {
        if let activate {
            let console = open("/dev/tty0", O_RDWR | O_CLOEXEC | O_NOCTTY)
            guard console >= 0 else { throw CleanExit.failure("/dev/tty0: \(String(cString: strerror(errno)))") }
            defer { close(console) }
            guard ioctl(console, UInt(VT_ACTIVATE), activate) == 0, ioctl(console, UInt(VT_WAITACTIVE), activate) == 0
            else {
                throw CleanExit.failure("VT_ACTIVATE \(activate): \(String(cString: strerror(errno)))")
            }
            print("VT \(activate) active")
            return
        }
        if let type {
            try typeCodes(type)
            return
        }
        let keys: Set<UInt16> = [Self.leftControl, Self.leftAlt, Self.f2, Self.escape]
        let description = DeviceDescription(
            name: "Flick kiosk keyboard", bus: 0x06, vendor: 0x1234, product: 0x5679, version: 1,
            codes: [Evdev.EV_SYN: [Evdev.SYN_REPORT], Evdev.EV_KEY: keys])
        let keyboard = try VirtualTouchscreen(cloning: description)
        print("device \(keyboard.devicePath)")
        usleep(UInt32(Self.attach * 1_000_000))
        func send(_ code: UInt16, _ down: Bool) throws {
            try keyboard.write([
                InputEvent(time: 0, type: Evdev.EV_KEY, code: code, value: down ? 1 : 0),
                InputEvent(time: 0, type: Evdev.EV_SYN, code: Evdev.SYN_REPORT, value: 0),
            ])
            usleep(UInt32(Self.between * 1_000_000))
        }
        for code in [Self.leftControl, Self.leftAlt, Self.f2] { try send(code, true) }
        for code in [Self.f2, Self.leftAlt, Self.leftControl] { try send(code, false) }
        try send(Self.escape, true)
        try send(Self.escape, false)
        print("pressed Ctrl+Alt+F2 and Escape")
        keyboard.destroy()
    }

    /// Longest wait for `--start-when`, seconds (ours: the demo comes up slowly under emulation).
    static let startTimeout = 300.0

    /// `--type`: plugs in a full keyboard (KEY_ESC to KEY_F12), prints its node, waits for
    /// `--start-when`, types `list`'s codes `step` seconds apart, prints `typed N keys`, and
    /// unplugs it once the reader has had a second to read them.
    private func typeCodes(_ list: String) throws {
        let codes = list.split(separator: ",").compactMap { UInt16($0.trimmingWhiteSpace) }
        guard !codes.isEmpty else {
            throw CleanExit.failure("--type needs evdev key codes such as 21,44,30 (got \"\(list)\")")
        }
        let description = DeviceDescription(
            name: "Flick kiosk full keyboard", bus: 0x03, vendor: 0x1234, product: 0x567a, version: 1,
            codes: [Evdev.EV_SYN: [Evdev.SYN_REPORT], Evdev.EV_KEY: Set(1...88)])
        let keyboard = try VirtualTouchscreen(cloning: description)
        print("device \(keyboard.devicePath)")
        fflush(nil)
        if let startWhen {
            let start = Date()
            while !FileManager.default.fileExists(atPath: startWhen) {
                guard Date().timeIntervalSince(start) < Self.startTimeout else {
                    throw CleanExit.failure("\(startWhen) did not appear within \(Self.startTimeout) s")
                }
                usleep(UInt32(0.05 * 1_000_000))
            }
        }
        for code in codes {
            for value: Int32 in [1, 0] {
                try keyboard.write([
                    InputEvent(time: 0, type: Evdev.EV_KEY, code: code, value: value),
                    InputEvent(time: 0, type: Evdev.EV_SYN, code: Evdev.SYN_REPORT, value: 0),
                ])
                usleep(UInt32(step * 1_000_000))
            }
        }
        print("typed \(codes.count) keys")
        fflush(nil)
        usleep(UInt32(Self.attach * 1_000_000))
        keyboard.destroy()
    }
}
