import CLibevdev
import FlickInput
import Glibc
import Logging

/// A real kernel input device created through `/dev/uinput` (libevdev's `libevdev_uinput`),
/// cloned from a `DeviceDescription`: the same name, ids, properties, event codes and
/// absolute axes, with every axis's fuzz set to 0 so that the kernel's defuzz filter
/// leaves coordinates exactly as written (research note §6).
///
/// Events written to it come back out of its `/dev/input/eventN` node as from a real panel,
/// after the kernel's own filtering: unchanged values and empty frames are dropped, and
/// events get the kernel's CLOCK_MONOTONIC timestamps. Used by the real-kernel test tier
/// (`flick kernel-selftest`, run by `scripts/test-kernel` inside a VM).
///
/// Not cloned: `EV_REP` (the kernel handles autorepeat itself) and `EV_FF` (force feedback
/// needs an upload handler); touchscreens have neither.
///
/// ```swift
/// let screen = try VirtualTouchscreen(cloning: recording.device)
/// try screen.write(recording.events)      // then read screen.devicePath with libevdev
/// screen.destroy()                        // unplug: readers get ENODEV
/// ```
public final class VirtualTouchscreen {
    /// The uinput control node (`drivers/input/misc/uinput.c`).
    public static let uinputPath = "/dev/uinput"
    /// The longest device name uinput accepts, in bytes (`UINPUT_MAX_NAME_SIZE` 80, including
    /// the terminating zero).
    public static let maximumNameLength = 79

    /// True when this process can create uinput devices: `/dev/uinput` exists and is
    /// readable and writable.
    public static var isAvailable: Bool { access(uinputPath, R_OK | W_OK) == 0 }

    /// Events per `write(2)` in `write(_:)` (a frame of a 10-finger panel is ~60 events;
    /// value chosen by us).
    public static let batchSize = 64

    /// The description the device was created from, as created: fuzz 0 on every axis, the
    /// name cut to `maximumNameLength`, and without `EV_REP`/`EV_FF` codes.
    public let description: DeviceDescription
    /// The device's event node, `/dev/input/eventN`.
    public let devicePath: String
    /// The device's sysfs folder, `/sys/devices/virtual/input/inputN`.
    public let sysPath: String
    /// True once `destroy()` has unplugged the device.
    public private(set) var isDestroyed = false

    private var uinput: OpaquePointer?
    private var evdev: OpaquePointer?

    /// Creates the device. Throws `VirtualTouchscreenError` when `/dev/uinput` is missing or
    /// the kernel refuses the description (an axis with minimum above maximum, for example).
    public init(cloning original: DeviceDescription) throws {
        var clone = original
        clone.name = String(decoding: Array(original.name.utf8.prefix(Self.maximumNameLength)), as: UTF8.self)
        for code in clone.axes.keys { clone.axes[code]?.fuzz = 0 }
        clone.codes[Evdev.EV_REP] = nil
        clone.codes[Evdev.EV_FF] = nil
        guard Self.isAvailable else {
            throw VirtualTouchscreenError.uinputUnavailable(path: Self.uinputPath, errno: errno)
        }
        guard let device = libevdev_new() else { throw VirtualTouchscreenError.creationFailed(name: clone.name, errno: ENOMEM) }
        libevdev_set_name(device, clone.name)
        libevdev_set_id_bustype(device, Int32(clone.bus))
        libevdev_set_id_vendor(device, Int32(clone.vendor))
        libevdev_set_id_product(device, Int32(clone.product))
        libevdev_set_id_version(device, Int32(clone.version))
        for property in clone.properties.sorted() {
            libevdev_enable_property(device, UInt32(property))
        }
        for type in clone.codes.keys.sorted() {
            libevdev_enable_event_type(device, UInt32(type))
            for code in (clone.codes[type] ?? []).sorted() {
                if type == Evdev.EV_ABS {
                    guard let axis = clone.axes[code] else { continue }
                    var info = input_absinfo(value: axis.minimum, minimum: axis.minimum, maximum: axis.maximum,
                                             fuzz: 0, flat: axis.flat, resolution: axis.resolution)
                    libevdev_enable_event_code(device, UInt32(type), UInt32(code), &info)
                } else {
                    libevdev_enable_event_code(device, UInt32(type), UInt32(code), nil)
                }
            }
        }
        var created: OpaquePointer?
        let status = libevdev_uinput_create_from_device(device, Int32(LIBEVDEV_UINPUT_OPEN_MANAGED.rawValue), &created)
        guard status == 0, let created else {
            libevdev_free(device)
            throw VirtualTouchscreenError.creationFailed(name: clone.name, errno: -status)
        }
        guard let node = libevdev_uinput_get_devnode(created), let sys = libevdev_uinput_get_syspath(created) else {
            libevdev_uinput_destroy(created)
            libevdev_free(device)
            throw VirtualTouchscreenError.noDeviceNode(name: clone.name)
        }
        uinput = created
        evdev = device
        description = clone
        devicePath = String(cString: node)
        sysPath = String(cString: sys)
        log.debug("created virtual touchscreen \"\(clone.name)\" at \(devicePath)")
    }

    deinit { destroy() }

    /// Writes one event. The kernel stamps it with its own time; `event.time` is ignored.
    public func write(_ event: InputEvent) throws {
        guard let uinput, !isDestroyed else { throw VirtualTouchscreenError.destroyed(name: description.name) }
        let status = libevdev_uinput_write_event(uinput, UInt32(event.type), UInt32(event.code), event.value)
        guard status == 0 else {
            throw VirtualTouchscreenError.writeFailed(name: description.name, type: event.type, code: event.code,
                                                      errno: -status)
        }
    }

    /// Writes events in order, as fast as the kernel takes them (no pacing by `time`), in
    /// one `write(2)` per `batchSize` events: uinput accepts several `input_event`s per
    /// write, and each system call is costly under emulation (the VM tier runs on TCG).
    public func write<S: Sequence>(_ events: S) throws where S.Element == InputEvent {
        guard let uinput, !isDestroyed else { throw VirtualTouchscreenError.destroyed(name: description.name) }
        let fd = libevdev_uinput_get_fd(uinput)
        var batch: [input_event] = []
        batch.reserveCapacity(Self.batchSize)
        func flush() throws {
            guard !batch.isEmpty else { return }
            let size = batch.count * MemoryLayout<input_event>.stride
            let written = batch.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, size) }
            guard written == size else {
                let first = batch[0]
                throw VirtualTouchscreenError.writeFailed(name: description.name, type: first.type, code: first.code,
                                                          errno: written < 0 ? errno : EIO)
            }
            batch.removeAll(keepingCapacity: true)
        }
        for event in events {
            var raw = input_event()
            raw.type = event.type
            raw.code = event.code
            raw.value = event.value
            batch.append(raw)
            if batch.count == Self.batchSize { try flush() }
        }
        try flush()
    }

    /// Unplugs the device: the kernel removes its node and readers get `ENODEV`. Safe to
    /// call more than once.
    public func destroy() {
        guard !isDestroyed else { return }
        isDestroyed = true
        if let uinput { libevdev_uinput_destroy(uinput) }
        if let evdev { libevdev_free(evdev) }
        uinput = nil
        evdev = nil
        log.debug("destroyed virtual touchscreen \"\(description.name)\" (\(devicePath))")
    }
}

/// Why a `VirtualTouchscreen` could not be created or written.
public enum VirtualTouchscreenError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `/dev/uinput` is missing or not writable (kernel without `CONFIG_INPUT_UINPUT`, or no permission).
    case uinputUnavailable(path: String, errno: Int32)
    /// The kernel refused to create the device.
    case creationFailed(name: String, errno: Int32)
    /// The device was created but its `/dev/input/event*` node could not be found.
    case noDeviceNode(name: String)
    /// A write failed.
    case writeFailed(name: String, type: UInt16, code: UInt16, errno: Int32)
    /// The device was already destroyed.
    case destroyed(name: String)

    /// The error in words, with the system's message for its errno.
    public var description: String {
        switch self {
        case .uinputUnavailable(let path, let code):
            return "\(path) is not available (\(String(cString: strerror(code)))): this kernel has no uinput,"
                + " or this user may not write it"
        case .creationFailed(let name, let code):
            return "uinput refused to create \"\(name)\": \(String(cString: strerror(code)))"
        case .noDeviceNode(let name):
            return "uinput created \"\(name)\" but no /dev/input/event* node appeared (is devtmpfs or udev running?)"
        case .writeFailed(let name, let type, let code, let errno):
            let typeName = Evdev.name(ofType: type) ?? "type \(type)"
            let codeName = Evdev.name(ofCode: code, type: type) ?? "code \(code)"
            return "writing \(typeName) \(codeName) to \"\(name)\" failed: "
                + String(cString: strerror(errno))
        case .destroyed(let name):
            return "\"\(name)\" was already destroyed"
        }
    }
}
