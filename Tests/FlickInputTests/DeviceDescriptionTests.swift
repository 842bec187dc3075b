import FlickEvdev
import FlickInput
import FlickTestSupport
import XCTest

final class DeviceDescriptionTests: XCTestCase {
    func testClassificationRules() {
        let direct = RecordingBuilder.touchscreen()
        XCTAssertEqual(direct.classification, .touchscreen)
        XCTAssertEqual(direct.touchProtocol, .multitouchB)

        var touchpad = direct
        touchpad.properties = [Evdev.INPUT_PROP_POINTER]
        XCTAssertEqual(touchpad.classification, .touchpad)
        touchpad.properties = []
        touchpad.codes[Evdev.EV_KEY] = [Evdev.BTN_TOUCH, Evdev.BTN_TOOL_FINGER]
        XCTAssertEqual(touchpad.classification, .touchpad, "BTN_TOOL_FINGER without DIRECT")

        var old = direct
        old.properties = []
        XCTAssertEqual(old.classification, .touchscreen, "BTN_TOUCH without BTN_TOOL_FINGER")
        old.codes[Evdev.EV_KEY] = []
        XCTAssertEqual(old.classification, .touchscreen, "MT axes alone, BTN_TOUCH never required")

        let keyboard = DeviceDescription(name: "Keyboard", codes: [Evdev.EV_KEY: [30, 31]])
        XCTAssertEqual(keyboard.classification, .other)
        XCTAssertEqual(keyboard.touchProtocol, DeviceDescription.TouchProtocol.none)
        XCTAssertEqual(RecordingBuilder.protocolATouchscreen().touchProtocol, .multitouchA)
        XCTAssertEqual(RecordingBuilder.singleTouchscreen().touchProtocol, .singleTouch)
        XCTAssertEqual(RecordingBuilder.singleTouchscreen().classification, .touchscreen)
    }

    func testSlotCountIsCappedAndNeverZeroForSlottedDevices() {
        var device = RecordingBuilder.touchscreen(slots: 5)
        XCTAssertEqual(device.slotCount, 5)
        device.axes[Evdev.ABS_MT_SLOT]?.maximum = 100_000
        XCTAssertEqual(device.slotCount, DeviceDescription.maximumSlotCount)
        device.axes[Evdev.ABS_MT_SLOT]?.maximum = -4
        XCTAssertEqual(device.slotCount, 1)
        XCTAssertEqual(RecordingBuilder.protocolATouchscreen().slotCount, 0)
    }

    func testEGalaxQuirkMovesSingleTouchAxesOnlyWhenEventsOrIdsSaySo() {
        var device = DeviceDescription(name: "Panel", codes: [Evdev.EV_KEY: [Evdev.BTN_TOUCH]],
                                       axes: [AxisInfo(code: Evdev.ABS_X, minimum: 42, maximum: 1981),
                                              AxisInfo(code: Evdev.ABS_Y, minimum: 42, maximum: 1981),
                                              AxisInfo(code: Evdev.ABS_Z, minimum: 30, maximum: 4040),
                                              AxisInfo(code: Evdev.ABS_RX, minimum: 60, maximum: 4035)])
        let onZ = [InputEvent(time: 0, type: Evdev.EV_ABS, code: Evdev.ABS_Z, value: 5)]
        let onX = [InputEvent(time: 0, type: Evdev.EV_ABS, code: Evdev.ABS_X, value: 5)] + onZ
        XCTAssertTrue(device.applyingSingleTouchQuirks(events: onZ).singleTouchAxisCodes == (Evdev.ABS_Z, Evdev.ABS_RX))
        XCTAssertTrue(device.applyingSingleTouchQuirks(events: onX).singleTouchAxisCodes == (Evdev.ABS_X, Evdev.ABS_Y))
        XCTAssertTrue(device.applyingSingleTouchQuirks().singleTouchAxisCodes == (Evdev.ABS_X, Evdev.ABS_Y))
        device.vendor = DeviceDescription.eGalaxUSBVendor
        device.product = DeviceDescription.eGalaxUSBProduct
        XCTAssertTrue(device.applyingSingleTouchQuirks().singleTouchAxisCodes == (Evdev.ABS_Z, Evdev.ABS_RX),
                      "live devices are matched by id")
    }

    func testSharedTracesAreClassifiedAsTheirREADMESays() throws {
        guard SharedTraces.isAvailable else { throw XCTSkip(SharedTraces.skipMessage) }
        let expected: [String: (DeviceDescription.TouchProtocol, Bool, Int)] = [
            "atmel-maxtouch.1-finger-fast-taps": (.multitouchB, true, 10),
            "ep0430m09.2-fingers-touch-release": (.multitouchB, true, 5),
            "ntrig.1-finger-drag-NW-SE": (.multitouchA, false, 0),
            "quanta-optical.strokes": (.multitouchB, true, 10),
            "wacom-isdv4-e6.2fg-tap": (.multitouchB, true, 2),
            "egalax-pcap.tap": (.multitouchB, false, 10),
            "egalax-usb-singletouch": (.singleTouch, false, 0),
        ]
        for (name, (proto, direct, slots)) in expected {
            let recording = try RecordingFile.load(path: SharedTraces.path(name))
            XCTAssertEqual(recording.device.touchProtocol, proto, name)
            XCTAssertEqual(recording.device.has(property: Evdev.INPUT_PROP_DIRECT), direct, name)
            XCTAssertEqual(recording.device.slotCount, slots, name)
            XCTAssertEqual(recording.device.classification, .touchscreen, name)
        }
        let egalax = try RecordingFile.load(path: SharedTraces.path("egalax-usb-singletouch"))
        XCTAssertTrue(egalax.device.singleTouchAxisCodes == (Evdev.ABS_Z, Evdev.ABS_RX))
        XCTAssertNil(egalax.device.positionAxes?.x.lengthInMillimetres, "no resolution: the fallback has no mm")
    }
}
