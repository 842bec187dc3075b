import FlickInput
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Finds input devices: every `event*` node of a folder (`/dev/input` by default), opened
/// and described through libevdev, touchscreens marked by their classification.
public enum DeviceDiscovery {
    /// Where the kernel puts evdev nodes.
    public static let defaultDirectory = "/dev/input"

    /// One node found.
    public struct Entry: Sendable {
        /// The node's path.
        public var path: String
        /// Its description, or why it could not be read.
        public var result: Result<DeviceDescription, EvdevError>

        /// Creates an entry.
        public init(path: String, result: Result<DeviceDescription, EvdevError>) {
            self.path = path
            self.result = result
        }

        /// True when the node is readable and classified as a touchscreen.
        public var isTouchscreen: Bool {
            if case .success(let description) = result { return description.classification == .touchscreen }
            return false
        }
    }

    /// The `event*` nodes of `directory`, in numeric order (`event2` before `event10`);
    /// empty when the folder does not exist.
    public static func nodes(in directory: String = defaultDirectory) -> [String] {
        guard let folder = opendir(directory) else { return [] }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name.hasPrefix("event") { names.append(name) }
        }
        return names.sorted { (Int($0.dropFirst(5)) ?? Int.max, $0) < (Int($1.dropFirst(5)) ?? Int.max, $1) }
            .map { directory + "/" + $0 }
    }

    /// Opens and describes every node of `directory`.
    public static func scan(directory: String = defaultDirectory) -> [Entry] {
        nodes(in: directory).map { path in
            do {
                let device = try EvdevDevice(path: path)
                return Entry(path: path, result: .success(device.description))
            } catch let error as EvdevError {
                return Entry(path: path, result: .failure(error))
            } catch {
                return Entry(path: path, result: .failure(.openFailed(path: path, errno: EIO)))
            }
        }
    }

    /// The first touchscreen of `directory`, for `flick record auto`. Throws
    /// `.noTouchscreen`, or the permission error when every node was unreadable for that reason.
    public static func firstTouchscreen(directory: String = defaultDirectory) throws -> String {
        let entries = scan(directory: directory)
        if let touchscreen = entries.first(where: \.isTouchscreen) { return touchscreen.path }
        for entry in entries {
            if case .failure(let error) = entry.result, case .permissionDenied = error { throw error }
        }
        throw EvdevError.noTouchscreen(directory: directory)
    }

    /// The `flick devices` listing for `entries`: touchscreens marked `*`, ranges, resolution
    /// and slots; unreadable nodes marked `?` with the reason; a clear sentence when there are none.
    public static func report(_ entries: [DeviceDiscovery.Entry], directory: String) -> String {
        guard !entries.isEmpty else {
            return "No input devices: \(directory) has no event* nodes"
                + " (no touchscreen is attached, or this is a container or VM without input devices).\n"
        }
        var out = ""
        var denied = 0
        for entry in entries {
            switch entry.result {
            case .success(let device):
                let mark = device.classification == .touchscreen ? "*" : " "
                out += "\(mark) \(entry.path)  \"\(device.name)\"  \(device.classification.rawValue)"
                if device.touchProtocol != .none {
                    out += ", protocol \(device.touchProtocol.rawValue)"
                    if device.slotCount > 0 { out += ", \(device.slotCount) slots" }
                }
                out += "\n"
                if let axes = device.positionAxes {
                    out += "    x \(axes.x.minimum)…\(axes.x.maximum)  y \(axes.y.minimum)…\(axes.y.maximum)"
                    if let width = axes.x.lengthInMillimetres, let height = axes.y.lengthInMillimetres {
                        out += "  resolution \(axes.x.resolution)/\(axes.y.resolution) units/mm"
                            + " (\(Int(width.rounded())) x \(Int(height.rounded())) mm)"
                    } else {
                        out += "  no resolution"
                    }
                    out += "\n"
                }
            case .failure(let error):
                if case .permissionDenied = error { denied += 1 }
                out += "? \(entry.path)  \(error.description)\n"
            }
        }
        let touchscreens = entries.count(where: \.isTouchscreen)
        out += "\(entries.count) device(s), \(touchscreens) touchscreen(s)"
        if denied > 0 { out += ", \(denied) unreadable: add yourself to the `input` group or run as root" }
        return out + "\n"
    }
}
