import FlickInput
import FlickTestSupport
import XCTest

final class RecordingTests: XCTestCase {
    func testTouchpadsAreRefusedUnlessAskedForAndTheMessageSaysTouchpad() throws {
        var device = SynthesizedDevice().description
        device.properties = [Evdev.INPUT_PROP_POINTER]
        let recording = Recording(device: device, events: [], path: "pad.evemu")
        XCTAssertThrowsError(try recording.checkIsTouchscreen(allowTouchpad: false)) { error in
            XCTAssertTrue("\(error)".contains("is a touchpad"), "\(error)")
            XCTAssertTrue("\(error)".contains("--allow-touchpad"), "\(error)")
        }
        XCTAssertNoThrow(try recording.checkIsTouchscreen(allowTouchpad: true))
        let keyboard = Recording(device: DeviceDescription(name: "Keys", codes: [Evdev.EV_KEY: [30]]), events: [])
        XCTAssertThrowsError(try keyboard.checkIsTouchscreen(allowTouchpad: true)) { error in
            XCTAssertTrue("\(error)".contains("not a touchscreen"), "\(error)")
        }
        XCTAssertNoThrow(try Recording(device: SynthesizedDevice().description, events: [])
            .checkIsTouchscreen(allowTouchpad: false))
    }

    func testTouchFramesUseTheGivenMapping() throws {
        let recording = TraceSynthesizer().recording(for: GestureCatalogue.entry(named: "tap")!.script)
        XCTAssertEqual(recording.formatVersion, "1.3")
        let native = recording.touchFrames()
        let flipped = recording.touchFrames(mapping: recording.mapping(windowSize: Size(width: 640, height: 400),
                                                                       rotation: .upsideDown))
        XCTAssertEqual(native.count, flipped.count)
        XCTAssertEqual(native[0].touches[0].location.x, 640, accuracy: 1)
        XCTAssertEqual(flipped[0].touches[0].location.x, 640 - native[0].touches[0].location.x / 2, accuracy: 1e-6)
        XCTAssertGreaterThan(recording.duration, 0.07)
    }
}
