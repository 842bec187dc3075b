import FlickInput
import FlickRuntime
import XCTest

/// One source per touchscreen: what SDL's events become, and what is dropped.
final class SDLInputTranslatorTests: XCTestCase {
    private let size = Size(width: 1000, height: 500)

    func testSDLFingersBecomeTouchesWithoutALibevdevDevice() throws {
        var translator = SDLInputTranslator(windowSize: size)
        let down = try XCTUnwrap(translator.translate(.finger(phase: .began, touchID: 7, fingerID: 1, x: 0.5, y: 0.5, device: "Panel"),
                                                      at: 1).frame)
        XCTAssertEqual(down.touches.map(\.location), [Point(x: 500, y: 250)])
        XCTAssertEqual(down.touches.map(\.phase), [.began])
        XCTAssertGreaterThan(down.touches[0].id, SDLInputTranslator.firstFingerID)
        let up = try XCTUnwrap(translator.translate(.finger(phase: .ended, touchID: 7, fingerID: 1, x: 0.6, y: 0.5, device: "Panel"),
                                                    at: 2).frame)
        XCTAssertEqual(up.touches.map(\.phase), [.ended])
        XCTAssertEqual(up.touches[0].id, down.touches[0].id)
    }

    func testMouseEventsSynthesizedFromTouchesAreAlwaysDropped() {
        var translator = SDLInputTranslator(windowSize: size)
        let which = SDLInputTranslator.touchMouseID
        XCTAssertNil(translator.translate(.mouseButton(down: true, which: which, x: 10, y: 10), at: 1).frame)
        XCTAssertNil(translator.translate(.mouseMotion(which: which, x: 20, y: 10), at: 1.1).frame)
        XCTAssertNil(translator.translate(.mouseButton(down: false, which: which, x: 20, y: 10), at: 1.2).frame)
    }

    func testTouchesSynthesizedFromTheMouseAreDropped() {
        var translator = SDLInputTranslator(windowSize: size)
        let event = SDLInputEvent.finger(phase: .began, touchID: SDLInputTranslator.mouseTouchID, fingerID: 0, x: 0.1, y: 0.1,
                                         device: nil)
        XCTAssertNil(translator.translate(event, at: 1).frame)
    }

    func testTheLibevdevDevicesOwnSDLTouchesAreDroppedOthersKept() throws {
        var translator = SDLInputTranslator(windowSize: size)
        translator.libevdevDevices = ["ELAN Touchscreen"]
        XCTAssertNil(translator.translate(.finger(phase: .began, touchID: 3, fingerID: 1, x: 0.5, y: 0.5,
                                                  device: "ELAN Touchscreen"), at: 1).frame,
                     "the finger already arrives through libevdev")
        XCTAssertNotNil(translator.translate(.finger(phase: .began, touchID: 4, fingerID: 1, x: 0.5, y: 0.5,
                                                     device: "Other Panel"), at: 1).frame,
                        "another touchscreen still works through SDL")
        XCTAssertNil(translator.translate(.finger(phase: .began, touchID: 5, fingerID: 1, x: 0.5, y: 0.5, device: nil),
                                          at: 1).frame, "an unnamed SDL touch device cannot be told apart: dropped")
        // A real mouse still works while a touchscreen is read.
        let click = try XCTUnwrap(translator.translate(.mouseButton(down: true, which: 0, x: 100, y: 50), at: 2).frame)
        XCTAssertEqual(click.touches.map(\.location), [Point(x: 100, y: 50)])
    }

    func testAfterAnUnplugSDLTouchesAreUsedAgain() {
        var translator = SDLInputTranslator(windowSize: size)
        translator.libevdevDevices = ["ELAN Touchscreen"]
        translator.libevdevDevices = []
        XCTAssertNotNil(translator.translate(.finger(phase: .began, touchID: 3, fingerID: 1, x: 0.5, y: 0.5,
                                                     device: "ELAN Touchscreen"), at: 1).frame)
    }

    func testAMoveOfAFingerNeverSeenGoingDownIsDropped() {
        var translator = SDLInputTranslator(windowSize: size)
        XCTAssertNil(translator.translate(.finger(phase: .moved, touchID: 3, fingerID: 9, x: 0.5, y: 0.5, device: "P"), at: 1).frame)
        XCTAssertNil(translator.translate(.finger(phase: .ended, touchID: 3, fingerID: 9, x: 0.5, y: 0.5, device: "P"), at: 1).frame)
    }

    func testCancelAllEndsFingersAndThePointerAsCancelled() throws {
        var translator = SDLInputTranslator(windowSize: size)
        _ = translator.translate(.finger(phase: .began, touchID: 3, fingerID: 1, x: 0.5, y: 0.5, device: "P"), at: 1)
        _ = translator.translate(.mouseButton(down: true, which: 0, x: 1, y: 1), at: 1)
        let cancelled = try XCTUnwrap(translator.cancelAll(at: 2))
        XCTAssertEqual(cancelled.touches.map(\.phase), [.cancelled, .cancelled])
        XCTAssertNil(translator.cancelAll(at: 3), "nothing left down")
    }

    func testKeysQuitAndOrientations() {
        var translator = SDLInputTranslator(windowSize: size)
        XCTAssertEqual(translator.translate(.key("Escape"), at: 0).event, .key("Escape"))
        XCTAssertEqual(translator.translate(.quit, at: 0).event, .quit)
        XCTAssertEqual(translator.translate(.displayOrientation(3), at: 0).event, .orientationChanged(.clockwise90))
        XCTAssertEqual(translator.translate(.displayOrientation(1), at: 0).event, .orientationChanged(WindowMapping.Rotation.none))
        XCTAssertEqual(translator.translate(.displayOrientation(2), at: 0).event, .orientationChanged(.upsideDown))
        XCTAssertEqual(translator.translate(.displayOrientation(4), at: 0).event, .orientationChanged(.clockwise270))
        XCTAssertNil(translator.translate(.displayOrientation(0), at: 0).event, "unknown orientation: no change")
    }

    func testAResizeScalesLaterFingers() throws {
        var translator = SDLInputTranslator(windowSize: size)
        translator.windowSize = Size(width: 200, height: 100)
        let down = try XCTUnwrap(translator.translate(.finger(phase: .began, touchID: 1, fingerID: 1, x: 0.5, y: 0.5, device: "P"),
                                                      at: 0).frame)
        XCTAssertEqual(down.touches[0].location, Point(x: 100, y: 50))
    }
}
