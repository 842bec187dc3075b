import CLibevdev
@testable import FlickEvdev
import FlickInput
import XCTest

/// The libevdev side without hardware: descriptions read from an in-memory libevdev device,
/// and the read loop driven by scripted libevdev results.
final class EvdevDeviceTests: XCTestCase {
    func testDescriptionsComeFromLibevdev() throws {
        let device = try XCTUnwrap(libevdev_new())
        defer { libevdev_free(device) }
        libevdev_set_name(device, "Virtual Panel")
        libevdev_set_id_bustype(device, 0x18)
        libevdev_set_id_vendor(device, 0x1234)
        libevdev_enable_property(device, UInt32(Evdev.INPUT_PROP_DIRECT))
        libevdev_enable_event_code(device, UInt32(Evdev.EV_KEY), UInt32(Evdev.BTN_TOUCH), nil)
        for (code, maximum, resolution) in [(Evdev.ABS_MT_SLOT, Int32(4), Int32(0)),
                                            (Evdev.ABS_MT_POSITION_X, 4095, 12), (Evdev.ABS_MT_POSITION_Y, 2047, 12),
                                            (Evdev.ABS_MT_TRACKING_ID, 65535, 0)] {
            var info = input_absinfo(value: 0, minimum: 0, maximum: maximum, fuzz: 0, flat: 0, resolution: resolution)
            XCTAssertEqual(libevdev_enable_event_code(device, UInt32(Evdev.EV_ABS), UInt32(code), &info), 0)
        }
        let description = EvdevDevice.describe(device)
        XCTAssertEqual(description.name, "Virtual Panel")
        XCTAssertEqual(description.bus, 0x18)
        XCTAssertEqual(description.vendor, 0x1234)
        XCTAssertEqual(description.classification, .touchscreen)
        XCTAssertEqual(description.touchProtocol, .multitouchB)
        XCTAssertEqual(description.slotCount, 5)
        XCTAssertEqual(description.axes[Evdev.ABS_MT_POSITION_X]?.resolution, 12)
        XCTAssertTrue(description.has(Evdev.EV_KEY, Evdev.BTN_TOUCH))
    }

    /// Plays back scripted `libevdev_next_event` results: (expected flag, status, event).
    struct ScriptedLibevdev {
        var steps: [(flag: UInt32, status: Int32, event: InputEvent?)]
        var index = 0
        mutating func next(_ flags: UInt32, _ event: inout input_event) -> Int32 {
            guard index < steps.count else { return -EAGAIN }
            let step = steps[index]
            index += 1
            XCTAssertEqual(flags, step.flag, "step \(index - 1) reads with the right flag")
            if let value = step.event {
                event.time.tv_sec = Int(value.time)
                event.time.tv_usec = Int(((value.time - Double(Int(value.time))) * 1e6).rounded())
                event.type = value.type
                event.code = value.code
                event.value = value.value
            }
            return step.status
        }
    }

    func testTheReadLoopHandlesSyncEAGAINAndUnplug() {
        let normal = UInt32(LIBEVDEV_READ_FLAG_NORMAL.rawValue), sync = UInt32(LIBEVDEV_READ_FLAG_SYNC.rawValue)
        let success = Int32(LIBEVDEV_READ_STATUS_SUCCESS.rawValue), syncing = Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue)
        func abs(_ time: Double, _ code: UInt16, _ value: Int32) -> InputEvent {
            InputEvent(time: time, type: Evdev.EV_ABS, code: code, value: value)
        }
        let report = InputEvent(time: 2.5, type: 0, code: 0, value: 0)
        var libevdev = ScriptedLibevdev(steps: [
            (normal, success, abs(2.5, Evdev.ABS_MT_TRACKING_ID, 4)),
            (normal, success, report),
            (normal, -EINTR, nil),
            (normal, syncing, InputEvent(time: 2.6, type: 0, code: Evdev.SYN_DROPPED, value: 0)),
            (sync, syncing, abs(2.6, Evdev.ABS_MT_TRACKING_ID, -1)),
            (sync, syncing, InputEvent(time: 2.6, type: 0, code: 0, value: 0)),
            (sync, -EAGAIN, nil),
            (normal, -EAGAIN, nil),
        ])
        var inputs: [LiveInput] = []
        let status = EvdevDevice.drain(into: &inputs, path: "test", now: { 9 }) { libevdev.next($0, &$1) }
        XCTAssertEqual(status, .wouldBlock)
        XCTAssertEqual(inputs, [.event(abs(2.5, Evdev.ABS_MT_TRACKING_ID, 4)), .event(report), .resync,
                                .event(abs(2.6, Evdev.ABS_MT_TRACKING_ID, -1)),
                                .event(InputEvent(time: 2.6, type: 0, code: 0, value: 0))])

        var unplugged = ScriptedLibevdev(steps: [(normal, success, report), (normal, -ENODEV, nil)])
        inputs = []
        XCTAssertEqual(EvdevDevice.drain(into: &inputs, path: "test", now: { 9 }) { unplugged.next($0, &$1) }, .gone)
        XCTAssertEqual(inputs, [.event(report), .deviceGone(at: 9)])
    }

    func testUnpluggingMidTouchCancelsEveryTouchAndEndsTheStream() {
        var stream = LiveTouchStream(device: SynthesizedDevice().description)
        var frames: [TouchFrame] = []
        let events = TraceSynthesizer().events(for: {
            var script = GestureScript()
            script.down([(0, Point(x: 600, y: 400)), (1, Point(x: 700, y: 400))])
            script.hold(0.05)
            return script
        }())
        for event in events { stream.handle(.event(event), into: &frames) }
        stream.handle(.deviceGone(at: 10), into: &frames)
        XCTAssertEqual(frames.last?.touches.map(\.phase), [.cancelled, .cancelled])
        XCTAssertTrue(stream.isFinished)
    }
}
