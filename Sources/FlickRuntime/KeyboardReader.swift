#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import CXKBCommon
import Dispatch
import FlickEvdev
import FlickInput
import FoundationEssentials
import Synchronization

/// Reads keyboards on a thread of its own, as soon as their events arrive, and keeps them
/// until the frame thread takes them (`take()`). The kernel keeps 64 events for an evdev
/// reader of a keyboard (evdev.c: `EVDEV_MIN_BUFFER_SIZE`) and drops them past that: a barcode
/// scanner typing a key a millisecond sends about 6 events a key (scan code, key, report; down
/// and up), 96 in a 60 Hz frame, so a reader draining only at each frame's start loses keys
/// (`SYN_DROPPED`), and more so while a frame stalls. A thread blocked in `epoll_wait` reads
/// each report as it comes.
///
/// The frame loop waits on `pollDescriptor` (an eventfd, readable while events are kept).
/// Devices are added and removed on the frame thread; a device gone is no longer polled and
/// is reported by `take()`.
final class KeyboardReader: @unchecked Sendable {
    /// One device's events since the last `take()`.
    struct Batch {
        /// The device's path.
        var path: String
        /// Its events, in order.
        var inputs: [LiveInput]
        /// True when the device is gone (its inputs end with `.deviceGone`).
        var isGone: Bool
    }

    /// Readable while events are kept for `take()` (an eventfd); `-1` when none could be made.
    var pollDescriptor: Int32 { shared.wake }

    /// What the frame thread and the reading thread share (the thread holds it, not the
    /// reader: it outlives the reader's deinit, which stops it).
    private final class Shared: @unchecked Sendable {
        let lock = Mutex(())
        var devices: [String: any KeyEventDevice] = [:]
        var pending: [String: [LiveInput]] = [:]
        var running = false
        let epoll = epoll_create1(Int32(EPOLL_CLOEXEC))
        let wake = eventfd(0, Int32(EFD_NONBLOCK | EFD_CLOEXEC))
        let stop = eventfd(0, Int32(EFD_NONBLOCK | EFD_CLOEXEC))
        let finished = DispatchSemaphore(value: 0)

        deinit {
            for descriptor in [epoll, wake, stop] where descriptor >= 0 { close(descriptor) }
        }
    }

    private let shared = Shared()

    /// Starts the reading thread (none when the kernel gives no epoll or eventfd: `take()` then
    /// reads the devices itself, as each frame starts).
    init() {
        let shared = self.shared
        guard shared.epoll >= 0, shared.wake >= 0, shared.stop >= 0 else {
            log.warning("keyboards: no epoll or eventfd (errno \(errno)); keys are read as each frame starts")
            return
        }
        Self.watch(shared.stop, in: shared.epoll)
        shared.running = true
        // A serial queue of its own runs on a thread of its own (libdispatch's overcommit pool),
        // so the blocking read loop never holds up other queues' work.
        DispatchQueue(label: "flick.keyboards", qos: .userInteractive).async { Self.readUntilStopped(shared) }
    }

    deinit {
        guard shared.lock.withLock({ _ in shared.running }) else { return }
        var one: UInt64 = 1
        _ = write(shared.stop, &one, 8)
        shared.finished.wait()
    }

    /// Reads `device` (at `path`) from now on.
    func add(_ device: any KeyEventDevice, at path: String) {
        let reading = shared.lock.withLock { _ in
            shared.devices[path] = device
            return shared.running
        }
        if reading { Self.watch(device.fileDescriptor, in: shared.epoll) }
    }

    /// The paths of the devices read, sorted.
    var paths: [String] { shared.lock.withLock { _ in shared.devices.keys.sorted() } }

    /// Every device's events kept since the last call (by path, sorted), the gone devices'
    /// included; those are let go.
    func take() -> [Batch] {
        let shared = self.shared
        return shared.lock.withLock { _ in
            if !shared.running {
                for (path, device) in shared.devices { device.readAvailable(into: &shared.pending[path, default: []]) }
            }
            var drained: UInt64 = 0
            if shared.wake >= 0 { _ = read(shared.wake, &drained, 8) }
            var batches: [Batch] = []
            for path in shared.devices.keys.sorted() {
                guard let device = shared.devices[path] else { continue }
                let inputs = shared.pending.removeValue(forKey: path) ?? []
                if device.isGone { shared.devices[path] = nil }
                if !inputs.isEmpty || device.isGone {
                    batches.append(Batch(path: path, inputs: inputs, isGone: device.isGone))
                }
            }
            return batches
        }
    }

    /// The thread: waits for readable devices, reads them, and signals `wake`.
    private static func readUntilStopped(_ shared: Shared) {
        defer { shared.finished.signal() }
        var ready = [epoll_event](repeating: epoll_event(), count: 16)
        while true {
            let count = epoll_wait(shared.epoll, &ready, Int32(ready.count), -1)
            if count < 0 {
                if errno == EINTR { continue }
                log.error("keyboards: epoll_wait failed (errno \(errno)); keys are read as each frame starts")
                shared.lock.withLock { _ in shared.running = false }
                return
            }
            let descriptors = ready[0..<Int(count)].map(\.data.fd)
            if descriptors.contains(shared.stop) { return }
            let kept = shared.lock.withLock { _ in
                var kept = false
                for (path, device) in shared.devices where descriptors.contains(device.fileDescriptor) && !device.isGone {
                    let before = shared.pending[path]?.count ?? 0
                    device.readAvailable(into: &shared.pending[path, default: []])
                    kept = kept || (shared.pending[path]?.count ?? 0) > before
                    // A gone device stays readable (hung up): stop polling it.
                    if device.isGone { epoll_ctl(shared.epoll, EPOLL_CTL_DEL, device.fileDescriptor, nil) }
                }
                return kept
            }
            if kept {
                var one: UInt64 = 1
                _ = write(shared.wake, &one, 8)
            }
        }
    }

    /// Adds `descriptor` to `epoll`'s set, readable (also EvdevKeyboardInput's wait set).
    static func watch(_ descriptor: Int32, in epoll: Int32) {
        var event = epoll_event()
        event.events = EPOLLIN.rawValue
        event.data.fd = descriptor
        _ = epoll_ctl(epoll, EPOLL_CTL_ADD, descriptor, &event)
    }
}
