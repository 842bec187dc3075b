/// Why a device could not be opened or read.
public enum EvdevError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The node exists but this user may not read it.
    case permissionDenied(path: String)
    /// No such node.
    case notFound(path: String)
    /// The node is not an evdev device (libevdev refused it).
    case notAnEvdevDevice(path: String, errno: Int32)
    /// Another system error while opening.
    case openFailed(path: String, errno: Int32)
    /// No touchscreen was found where one was asked for.
    case noTouchscreen(directory: String)

    public var description: String {
        switch self {
        case .permissionDenied(let path):
            return "\(path): permission denied. Input devices belong to the `input` group: add yourself with"
                + " `sudo usermod -aG input $USER` and log in again, or run as root."
        case .notFound(let path):
            return "\(path): no such device"
        case .notAnEvdevDevice(let path, let code):
            return "\(path): not an evdev input device (\(EvdevError.message(code)))"
        case .openFailed(let path, let code):
            return "\(path): cannot open (\(EvdevError.message(code)))"
        case .noTouchscreen(let directory):
            return "no touchscreen found in \(directory) (run `flick devices` to see what is there)"
        }
    }

    static func message(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "errno \(code)" }
        return String(cString: text) + " (errno \(code))"
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
