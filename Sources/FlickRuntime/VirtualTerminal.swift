#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import CLinuxConsole
import FoundationEssentials

/// The virtual terminal a kiosk's display is on, held so that whoever stands at the kiosk
/// cannot leave the app, as kiosk shells do: the VT in graphics mode (the console draws
/// nothing over the app), its keyboard off (a keyboard plugged in cannot switch VTs with
/// Ctrl+Alt+Fn, nor type into the console), and VT switches under the app's control, refused
/// (`chvt` from elsewhere). Everything is given back when the holder is released. The
/// operator's way out is a signal (`systemctl stop`, SIGINT or SIGTERM) or a run without the
/// hold (`ApplicationConfiguration.holdsTerminal`).
///
/// The VT is standard input's when it is one (a service on `TTYPath=/dev/tty7`), else the
/// foreground VT (`/dev/tty0`).
public final class VirtualTerminal {
    /// The VT's node (`/dev/tty7`, or `/dev/tty0`: the foreground one).
    public let path: String
    private let fd: Int32
    private let ownsDescriptor: Bool
    private let previousDisplayMode: Int32
    private let previousKeyboardMode: Int32

    /// `KD_GRAPHICS` and `K_OFF` (linux/kd.h).
    static let graphicsMode = Int32(KD_GRAPHICS), keyboardOff = Int32(K_OFF)

    /// Holds standard input's VT, or the foreground one. Throws `VirtualTerminalError` when
    /// there is none this process may hold (no VT in the kernel, not root nor its owner).
    public init() throws(VirtualTerminalError) {
        var mode: Int32 = 0
        if flick_vt_display_mode(STDIN_FILENO, &mode) == 0 {
            fd = STDIN_FILENO
            ownsDescriptor = false
            path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/0")) ?? "standard input"
        } else {
            let opened = open("/dev/tty0", O_RDWR | O_CLOEXEC | O_NOCTTY)
            guard opened >= 0 else { throw .noTerminal(reason: "/dev/tty0: \(String(cString: strerror(errno)))") }
            fd = opened
            ownsDescriptor = true
            path = "/dev/tty0"
            guard flick_vt_display_mode(fd, &mode) == 0 else {
                close(fd)
                throw .noTerminal(reason: "/dev/tty0 is not a virtual terminal")
            }
        }
        previousDisplayMode = mode
        var keyboard: Int32 = 0
        _ = flick_vt_keyboard_mode(fd, &keyboard)
        previousKeyboardMode = keyboard
        guard flick_vt_set_display_mode(fd, Self.graphicsMode) == 0 else {
            let reason = String(cString: strerror(errno))
            if ownsDescriptor { close(fd) }
            throw .refused(path: path, what: "graphics mode", reason: reason)
        }
        guard flick_vt_set_keyboard_mode(fd, Self.keyboardOff) == 0, flick_vt_take_switching(fd) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = flick_vt_set_display_mode(fd, previousDisplayMode)
            _ = flick_vt_set_keyboard_mode(fd, previousKeyboardMode)
            if ownsDescriptor { close(fd) }
            throw .refused(path: path, what: "the keyboard and VT switching", reason: reason)
        }
        log.info("holding \(path): graphics mode, keyboard off, VT switches refused")
    }

    deinit {
        _ = flick_vt_release_switching(fd)
        _ = flick_vt_set_keyboard_mode(fd, previousKeyboardMode)
        _ = flick_vt_set_display_mode(fd, previousDisplayMode)
        if ownsDescriptor { close(fd) }
    }

    /// The active VT's number (1 for tty1), or `nil` when it cannot be read.
    public var activeNumber: Int? {
        let active = flick_vt_active(fd)
        return active > 0 ? Int(active) : nil
    }
}

/// Why the VT could not be held.
public enum VirtualTerminalError: Error, Equatable, CustomStringConvertible, Sendable {
    /// No VT to hold (a kernel without them, a container, a session without one).
    case noTerminal(reason: String)
    /// The VT refused a mode (not root, nor the VT's owner).
    case refused(path: String, what: String, reason: String)

    /// A readable message.
    public var description: String {
        switch self {
        case .noTerminal(let reason):
            return "no virtual terminal to hold (\(reason)): the kiosk's VT stays as it is"
        case .refused(let path, let what, let reason):
            return "\(path) refused \(what) (\(reason)): run as root or as the VT's owner (a service with "
                + "TTYPath=), or the kiosk can be left with Ctrl+Alt+Fn"
        }
    }
}
