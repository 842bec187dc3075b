import CLibevdev
import FlickInput
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An open evdev node read through libevdev: opened O_RDONLY|O_NONBLOCK, timestamps on
/// CLOCK_MONOTONIC, optionally grabbed (off by default: libevdev calls grabbing "generally
/// a bad idea", research note §2). Not thread-safe; use it from one thread.
public final class EvdevDevice {
    /// The node's path (`/dev/input/event3`).
    public let path: String
    /// The file descriptor, for `poll` in the frame loop; readable means events wait.
    public let fileDescriptor: Int32
    /// The device, described by libevdev (with known quirks applied).
    public let description: DeviceDescription
    /// True when the device is grabbed (no other client sees its events).
    public let isGrabbed: Bool
    /// True once the device is gone (ENODEV) or closed.
    public private(set) var isGone = false
    private let handle: OpaquePointer

    /// Opens `path`. Throws `EvdevError` (permission problems say how to fix them).
    public init(path: String, grab: Bool = false) throws {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            switch code {
            case EACCES, EPERM: throw EvdevError.permissionDenied(path: path)
            case ENOENT: throw EvdevError.notFound(path: path)
            default: throw EvdevError.openFailed(path: path, errno: code)
            }
        }
        var device: OpaquePointer?
        let status = libevdev_new_from_fd(fd, &device)
        guard status == 0, let device else {
            close(fd)
            throw EvdevError.notAnEvdevDevice(path: path, errno: -status)
        }
        _ = libevdev_set_clock_id(device, CLOCK_MONOTONIC)
        var grabbed = false
        if grab {
            grabbed = libevdev_grab(device, LIBEVDEV_GRAB) == 0
            if !grabbed { log.warning("\(path): could not grab the device; reading it shared") }
        }
        self.path = path
        self.fileDescriptor = fd
        self.handle = device
        self.isGrabbed = grabbed
        self.description = EvdevDevice.describe(device)
    }

    deinit {
        if isGrabbed { _ = libevdev_grab(handle, LIBEVDEV_UNGRAB) }
        libevdev_free(handle)
        close(fileDescriptor)
    }

    /// Reads a libevdev device's description.
    static func describe(_ device: OpaquePointer) -> DeviceDescription {
        let name = libevdev_get_name(device).map { String(cString: $0) } ?? "(unnamed)"
        var properties: Set<UInt16> = []
        for property in 0...Evdev.INPUT_PROP_MAX where libevdev_has_property(device, UInt32(property)) == 1 {
            properties.insert(property)
        }
        var codes: [UInt16: Set<UInt16>] = [:]
        var axes: [AxisInfo] = []
        for type in 0...Evdev.EV_MAX where libevdev_has_event_type(device, UInt32(type)) == 1 {
            var set: Set<UInt16> = []
            for code in 0...Evdev.maximumCode(ofType: type)
            where libevdev_has_event_code(device, UInt32(type), UInt32(code)) == 1 {
                set.insert(code)
                if type == Evdev.EV_ABS, let info = libevdev_get_abs_info(device, UInt32(code)) {
                    axes.append(AxisInfo(code: code, minimum: info.pointee.minimum, maximum: info.pointee.maximum,
                                         fuzz: info.pointee.fuzz, flat: info.pointee.flat,
                                         resolution: info.pointee.resolution))
                }
            }
            codes[type] = set
        }
        let description = DeviceDescription(
            name: name, bus: UInt16(truncatingIfNeeded: libevdev_get_id_bustype(device)),
            vendor: UInt16(truncatingIfNeeded: libevdev_get_id_vendor(device)),
            product: UInt16(truncatingIfNeeded: libevdev_get_id_product(device)),
            version: UInt16(truncatingIfNeeded: libevdev_get_id_version(device)),
            properties: properties, codes: codes, axes: axes)
        return description.applyingSingleTouchQuirks()
    }

    /// How a read ended.
    public enum ReadStatus: Hashable, Sendable {
        /// Everything available was read; poll the descriptor before reading again.
        case wouldBlock
        /// The device is gone (unplugged); `inputs` ends with `.deviceGone`.
        case gone
    }

    /// Reads every event available now, without blocking, appending them to `inputs`.
    /// On `LIBEVDEV_READ_STATUS_SYNC` it appends `.resync` and then drains libevdev's
    /// synthesized events with `LIBEVDEV_READ_FLAG_SYNC` until -EAGAIN (research note §2).
    /// ENODEV appends `.deviceGone` at the current CLOCK_MONOTONIC time.
    @discardableResult
    public func read(into inputs: inout [LiveInput]) -> ReadStatus {
        guard !isGone else { return .gone }
        let status = EvdevDevice.drain(into: &inputs, path: path, now: EvdevDevice.monotonicNow) { flags, event in
            libevdev_next_event(handle, flags, &event)
        }
        if status == .gone { isGone = true }
        return status
    }

    /// The read loop, apart from libevdev so that tests can script its results: calls
    /// `next(flags, &event)` (libevdev_next_event's contract) until -EAGAIN or an error.
    /// SUCCESS appends the event; SYNC appends `.resync`, the SYN_DROPPED event is not
    /// passed on, and the synthesized events are drained with the SYNC flag until it stops
    /// returning SYNC; -EINTR retries; any other error (ENODEV: unplugged) appends
    /// `.deviceGone(at: now())`.
    static func drain(into inputs: inout [LiveInput], path: String, now: () -> Double,
                      next: (UInt32, inout input_event) -> Int32) -> ReadStatus {
        var event = input_event()
        let normal = UInt32(LIBEVDEV_READ_FLAG_NORMAL.rawValue)
        let sync = UInt32(LIBEVDEV_READ_FLAG_SYNC.rawValue)
        let success = Int32(LIBEVDEV_READ_STATUS_SUCCESS.rawValue)
        let syncing = Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue)
        while true {
            let status = next(normal, &event)
            if status == success {
                inputs.append(.event(convert(event)))
            } else if status == syncing {
                log.warning("\(path): SYN_DROPPED; resynchronising from the device state")
                inputs.append(.resync)
                while next(sync, &event) == syncing {
                    inputs.append(.event(convert(event)))
                }
            } else if status == -EAGAIN {
                return .wouldBlock
            } else if status == -EINTR {
                continue
            } else {
                log.notice("\(path): device gone (\(EvdevError.message(-status)))")
                inputs.append(.deviceGone(at: now()))
                return .gone
            }
        }
    }

    /// Waits up to `timeout` seconds for the descriptor to become readable; true when it did
    /// (or when the device reported an error or hang-up, which the next `read` reports).
    public func wait(timeout: Double) -> Bool {
        var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        let result = poll(&descriptor, 1, Int32(max(0, min(timeout, 3600)) * 1000))
        return result > 0
    }

    static func convert(_ event: input_event) -> InputEvent {
        InputEvent(time: Double(event.time.tv_sec) + Double(event.time.tv_usec) / 1_000_000,
                   type: event.type, code: event.code, value: event.value)
    }

    /// The current CLOCK_MONOTONIC time in seconds (edge module: reading the clock is allowed here).
    public static func monotonicNow() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
