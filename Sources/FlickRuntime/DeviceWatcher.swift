#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Notices input devices coming and going in a folder (`/dev/input`) without blocking:
/// inotify (`IN_CREATE`, `IN_ATTRIB`: udev sets a node's permissions just after the
/// kernel creates it, `IN_DELETE`), read non-blocking once per frame. Where inotify cannot
/// watch the folder (it does not exist yet, no inotify), `poll(at:)` reports a change every
/// `rescanInterval` seconds instead, so the owner rescans.
public final class DeviceWatcher {
    /// How often to rescan when inotify is unavailable, seconds (our choice: a plugged-in
    /// panel is picked up within two seconds, and a rescan costs a few opens).
    public static let rescanInterval = 2.0

    /// The folder watched.
    public let directory: String
    private var descriptor: Int32 = -1
    private var lastRescan = -Double.infinity

    /// Watches `directory`.
    public init(directory: String) {
        self.directory = directory
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return }
        let mask = UInt32(IN_CREATE) | UInt32(IN_ATTRIB) | UInt32(IN_DELETE) | UInt32(IN_MOVED_TO)
        if inotify_add_watch(fd, directory, mask) < 0 {
            close(fd)
            log.debug("no inotify on \(directory) (errno \(errno)); rescanning every \(Self.rescanInterval) s")
            return
        }
        descriptor = fd
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// True when inotify watches the folder (else changes are found by periodic rescans).
    public var usesInotify: Bool { descriptor >= 0 }

    /// The inotify descriptor (readable when something changed), or `nil`.
    public var pollDescriptor: Int32? { descriptor >= 0 ? descriptor : nil }

    /// True when the folder changed since the last call (inotify), or a rescan is due at
    /// `time` seconds (without inotify). Never blocks.
    public func poll(at time: Double) -> Bool {
        guard descriptor >= 0 else {
            guard time - lastRescan >= Self.rescanInterval else { return false }
            lastRescan = time
            return true
        }
        var changed = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            changed = true
        }
        return changed
    }
}
