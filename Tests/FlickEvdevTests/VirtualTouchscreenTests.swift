import CLibevdev
import FlickEvdev
import FlickInput
import XCTest

/// `VirtualTouchscreen` against the running kernel's uinput. Skipped where `/dev/uinput` is
/// absent (these machines); `scripts/test-kernel` runs them inside its VM.
final class VirtualTouchscreenTests: XCTestCase {
    /// A protocol-B touchscreen with a non-zero fuzz, so that the clone's fuzz 0 shows.
    static let panel = DeviceDescription(
        name: "Flick Test Panel", bus: 0x18, vendor: 0x1234, product: 0x5678, version: 0x0102,
        properties: [Evdev.INPUT_PROP_DIRECT], codes: [Evdev.EV_KEY: [Evdev.BTN_TOUCH]],
        axes: [AxisInfo(code: Evdev.ABS_X, minimum: 0, maximum: 4095, fuzz: 4, resolution: 12),
               AxisInfo(code: Evdev.ABS_Y, minimum: 0, maximum: 2303, fuzz: 4, resolution: 12),
               AxisInfo(code: Evdev.ABS_MT_SLOT, minimum: 0, maximum: 9),
               AxisInfo(code: Evdev.ABS_MT_POSITION_X, minimum: 0, maximum: 4095, fuzz: 4, resolution: 12),
               AxisInfo(code: Evdev.ABS_MT_POSITION_Y, minimum: 0, maximum: 2303, fuzz: 4, resolution: 12),
               AxisInfo(code: Evdev.ABS_MT_TRACKING_ID, minimum: 0, maximum: 65535)])

    override func setUpWithError() throws {
        try XCTSkipUnless(VirtualTouchscreen.isAvailable,
                          "\(VirtualTouchscreen.uinputPath) is absent: run scripts/test-kernel for the VM tier")
    }

    func testClonesNameIDsPropertiesAndAxesWithFuzzZero() throws {
        let screen = try VirtualTouchscreen(cloning: Self.panel)
        let reader = try NodeReader(path: screen.devicePath)
        XCTAssertEqual(String(cString: libevdev_get_name(reader.device)), "Flick Test Panel")
        XCTAssertEqual(libevdev_get_id_bustype(reader.device), 0x18)
        XCTAssertEqual(libevdev_get_id_vendor(reader.device), 0x1234)
        XCTAssertEqual(libevdev_get_id_product(reader.device), 0x5678)
        XCTAssertEqual(libevdev_get_id_version(reader.device), 0x0102)
        XCTAssertEqual(libevdev_has_property(reader.device, UInt32(Evdev.INPUT_PROP_DIRECT)), 1)
        XCTAssertEqual(libevdev_has_event_code(reader.device, UInt32(Evdev.EV_KEY), UInt32(Evdev.BTN_TOUCH)), 1)
        XCTAssertEqual(libevdev_get_num_slots(reader.device), 10)
        for axis in Self.panel.axes.values {
            let info = try XCTUnwrap(libevdev_get_abs_info(reader.device, UInt32(axis.code)))
            XCTAssertEqual(info.pointee.minimum, axis.minimum)
            XCTAssertEqual(info.pointee.maximum, axis.maximum)
            XCTAssertEqual(info.pointee.resolution, axis.resolution)
            XCTAssertEqual(info.pointee.fuzz, 0, "axis \(axis.code) keeps a fuzz")
        }
        XCTAssertEqual(screen.description.axes[Evdev.ABS_MT_POSITION_X]?.fuzz, 0)
        XCTAssertTrue(screen.sysPath.hasPrefix("/sys/"), screen.sysPath)
    }

    func testWrittenFrameReadsBackThroughTheNode() throws {
        let screen = try VirtualTouchscreen(cloning: Self.panel)
        let reader = try NodeReader(path: screen.devicePath)
        try screen.write(frame(slot: 1, trackingID: 7, x: 1000, y: 2000))
        let read = reader.drain()
        XCTAssertEqual(read.map(\.type), [Evdev.EV_ABS, Evdev.EV_ABS, Evdev.EV_ABS, Evdev.EV_ABS, Evdev.EV_SYN])
        XCTAssertEqual(read.map(\.code), [Evdev.ABS_MT_SLOT, Evdev.ABS_MT_TRACKING_ID, Evdev.ABS_MT_POSITION_X,
                                          Evdev.ABS_MT_POSITION_Y, Evdev.SYN_REPORT])
        XCTAssertEqual(read.map(\.value), [1, 7, 1000, 2000, 0])
        XCTAssertGreaterThan(read[0].time, 0, "the kernel stamps events with its own monotonic time")
    }

    func testManyFramesInOneCallCrossBatchesInOrder() throws {
        let screen = try VirtualTouchscreen(cloning: Self.panel)
        let reader = try NodeReader(path: screen.devicePath)
        let frameCount = 40
        var events = frame(slot: 0, trackingID: 1, x: 0, y: 500)
        for step in 1..<frameCount {
            events += [InputEvent(time: 0, type: Evdev.EV_ABS, code: Evdev.ABS_MT_POSITION_X, value: Int32(step * 10)),
                       InputEvent(time: 0, type: Evdev.EV_SYN, code: Evdev.SYN_REPORT, value: 0)]
        }
        XCTAssertGreaterThan(events.count, VirtualTouchscreen.batchSize)
        try screen.write(events)
        let read = reader.drain()
        XCTAssertEqual(read.filter { $0.code == Evdev.SYN_REPORT && $0.type == Evdev.EV_SYN }.count, frameCount)
        let xs = read.filter { $0.type == Evdev.EV_ABS && $0.code == Evdev.ABS_MT_POSITION_X }.map(\.value)
        XCTAssertEqual(xs, (1..<frameCount).map { Int32($0 * 10) }, "x = 0 is the kernel's initial value: dropped")
    }

    func testKernelDropsUnchangedValuesAndEmptyFrames() throws {
        let screen = try VirtualTouchscreen(cloning: Self.panel)
        let reader = try NodeReader(path: screen.devicePath)
        // Slot 0 is the kernel's current slot already: the leading ABS_MT_SLOT 0 is dropped
        // (research note §6: 308 of 309 events).
        try screen.write(frame(slot: 0, trackingID: 3, x: 10, y: 20))
        // Nothing changed: the whole frame, SYN_REPORT included, is dropped.
        try screen.write(frame(slot: 0, trackingID: 3, x: 10, y: 20))
        let read = reader.drain()
        XCTAssertEqual(read.map(\.code), [Evdev.ABS_MT_TRACKING_ID, Evdev.ABS_MT_POSITION_X, Evdev.ABS_MT_POSITION_Y,
                                          Evdev.SYN_REPORT])
    }

    func testDestroyUnplugsTheNode() throws {
        let screen = try VirtualTouchscreen(cloning: Self.panel)
        let reader = try NodeReader(path: screen.devicePath)
        let path = screen.devicePath
        screen.destroy()
        XCTAssertTrue(screen.isDestroyed)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        var event = input_event()
        let status = libevdev_next_event(reader.device, LIBEVDEV_READ_FLAG_NORMAL.rawValue, &event)
        XCTAssertEqual(status, -ENODEV)
        XCTAssertThrowsError(try screen.write(InputEvent(time: 0, type: Evdev.EV_SYN, code: Evdev.SYN_REPORT, value: 0))) {
            XCTAssertEqual($0 as? VirtualTouchscreenError, .destroyed(name: "Flick Test Panel"))
        }
        screen.destroy()
    }

    func testKernelRefusesAnAxisWithMinimumAboveMaximum() {
        var broken = Self.panel
        broken.axes[Evdev.ABS_MT_POSITION_X] = AxisInfo(code: Evdev.ABS_MT_POSITION_X, minimum: 100, maximum: 10)
        XCTAssertThrowsError(try VirtualTouchscreen(cloning: broken)) {
            XCTAssertEqual($0 as? VirtualTouchscreenError, .creationFailed(name: "Flick Test Panel", errno: EINVAL))
        }
    }

    func testLongNameIsCutToUinputLimit() throws {
        var long = Self.panel
        long.name = String(repeating: "n", count: 120)
        let screen = try VirtualTouchscreen(cloning: long)
        let reader = try NodeReader(path: screen.devicePath)
        XCTAssertEqual(String(cString: libevdev_get_name(reader.device)).count, VirtualTouchscreen.maximumNameLength)
        XCTAssertEqual(screen.description.name.count, VirtualTouchscreen.maximumNameLength)
    }

    private func frame(slot: Int32, trackingID: Int32, x: Int32, y: Int32) -> [InputEvent] {
        [InputEvent(time: 0, type: Evdev.EV_ABS, code: Evdev.ABS_MT_SLOT, value: slot),
         InputEvent(time: 0, type: Evdev.EV_ABS, code: Evdev.ABS_MT_TRACKING_ID, value: trackingID),
         InputEvent(time: 0, type: Evdev.EV_ABS, code: Evdev.ABS_MT_POSITION_X, value: x),
         InputEvent(time: 0, type: Evdev.EV_ABS, code: Evdev.ABS_MT_POSITION_Y, value: y),
         InputEvent(time: 0, type: Evdev.EV_SYN, code: Evdev.SYN_REPORT, value: 0)]
    }
}

/// The error `VirtualTouchscreen` gives where the kernel has no uinput: runs on these
/// machines, skipped in the VM.
final class VirtualTouchscreenUnavailableTests: XCTestCase {
    func testCreationWithoutUinputThrowsUinputUnavailable() throws {
        try XCTSkipIf(VirtualTouchscreen.isAvailable, "\(VirtualTouchscreen.uinputPath) exists here")
        XCTAssertThrowsError(try VirtualTouchscreen(cloning: VirtualTouchscreenTests.panel)) { error in
            guard case .uinputUnavailable(let path, _)? = error as? VirtualTouchscreenError else {
                return XCTFail("unexpected error \(error)")
            }
            XCTAssertEqual(path, "/dev/uinput")
            XCTAssertTrue("\(error)".contains("/dev/uinput is not available"), "\(error)")
        }
    }
}

/// A raw libevdev reader of one event node, non-blocking, for checking what the kernel
/// delivers independently of Flick's live source.
private final class NodeReader {
    let fd: Int32
    let device: OpaquePointer

    init(path: String) throws {
        fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var created: OpaquePointer?
        let status = libevdev_new_from_fd(fd, &created)
        guard status == 0, let created else {
            close(fd)
            throw POSIXError(POSIXErrorCode(rawValue: -status) ?? .EIO)
        }
        device = created
    }

    deinit {
        libevdev_free(device)
        close(fd)
    }

    /// Every event queued now, with the kernel's timestamps in seconds.
    func drain() -> [InputEvent] {
        var events: [InputEvent] = []
        var event = input_event()
        while libevdev_next_event(device, LIBEVDEV_READ_FLAG_NORMAL.rawValue, &event) == LIBEVDEV_READ_STATUS_SUCCESS.rawValue {
            events.append(InputEvent(time: Double(event.time.tv_sec) + Double(event.time.tv_usec) / 1_000_000,
                                     type: event.type, code: event.code, value: event.value))
        }
        return events
    }
}
