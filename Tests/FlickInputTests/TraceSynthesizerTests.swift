import FlickInput
import FlickTestSupport
import XCTest

final class TraceSynthesizerTests: XCTestCase {
    func testFramesComeAtTheDeviceRateWithBoundedJitterAndNoise() {
        var script = GestureScript()
        script.down(0, at: Point(x: 640, y: 400))
        script.hold(1)
        script.up(0)
        let events = TraceSynthesizer(seed: 7).events(for: script)
        let reports = events.filter { $0.type == Evdev.EV_SYN }.map(\.time)
        let gaps = zip(reports, reports.dropFirst()).map { $1 - $0 }
        let device = SynthesizedDevice()
        for gap in gaps where gap < 1.5 / device.rate {   // noise may leave a frame empty (not sent)
            XCTAssertEqual(gap, 1 / device.rate, accuracy: 2 * device.jitter + 1e-9)
        }
        XCTAssertGreaterThan(Set(gaps.map { ($0 * 1e6).rounded() }).count, 5, "jitter varies the gaps")
        let xs = events.filter { $0.code == Evdev.ABS_MT_POSITION_X }.map(\.value)
        XCTAssertLessThanOrEqual(xs.max()! - xs.min()!, 4, "noise is a few units")
        XCTAssertGreaterThan(Set(xs).count, 1, "noise exists")
    }

    func testTheSameSeedGivesTheSameEventsAndAnotherSeedOthers() {
        let script = GestureCatalogue.entry(named: "rotate")!.script
        XCTAssertEqual(TraceSynthesizer(seed: 3).events(for: script), TraceSynthesizer(seed: 3).events(for: script))
        XCTAssertNotEqual(TraceSynthesizer(seed: 3).events(for: script), TraceSynthesizer(seed: 4).events(for: script))
    }

    func testSlotsAreLowestFreeAndTrackingIDsCountUp() {
        var script = GestureScript()
        script.down(0, at: Point(x: 100, y: 100)); script.hold(0.05)
        script.down(1, at: Point(x: 200, y: 100)); script.hold(0.05)
        script.up(0); script.hold(0.05)
        script.down(2, at: Point(x: 300, y: 100)); script.hold(0.05)
        script.upAll()
        let events = TraceSynthesizer().events(for: script)
        let ids = events.filter { $0.code == Evdev.ABS_MT_TRACKING_ID && $0.value >= 0 }.map(\.value)
        XCTAssertEqual(ids, [1, 2, 3])
        let frames = Recording(device: SynthesizedDevice().description, events: events).touchFrames()
        let third = frames.first { $0.touches.contains { $0.id == 3 && $0.phase == .began } }!
        XCTAssertEqual(third.touches.first { $0.id == 3 }?.slot, 0, "finger 2 reuses the freed slot 0")
    }

    func testAContactShorterThanAFrameStillGetsItsOwnDownAndUpFrames() {
        var script = GestureScript()
        script.tap(at: Point(x: 640, y: 400), duration: 0.001)
        let frames = TraceSynthesizer().recording(for: script).touchFrames()
        XCTAssertEqual(frames.map(\.summary), [["1:began"], ["1:ended"]])
    }

    func testFingersNeverLiftedEndTheRecordingDownAndAreCancelled() {
        var script = GestureScript()
        script.down([(0, Point(x: 500, y: 400)), (1, Point(x: 700, y: 400))])
        script.move([0, 1], by: Point(x: 0, y: 100), duration: 0.2)
        let frames = TraceSynthesizer().recording(for: script).touchFrames()
        XCTAssertEqual(frames.last?.summary, ["1:cancelled", "2:cancelled"])
    }

    func testOnlyAsManyFingersAsSlotsAreReported() {
        var script = GestureScript()
        script.down((0..<12).map { ($0, Point(x: 100 + Double($0) * 80, y: 400)) })
        script.hold(0.1)
        script.upAll()
        let counts = TouchCounts(TraceSynthesizer().recording(for: script).touchFrames())
        XCTAssertEqual(counts.total, 10)
        XCTAssertEqual(counts.simultaneous, 10)
    }

    func testPalmsSendToolTypePalmWithAWideContact() {
        let events = TraceSynthesizer().events(for: GestureCatalogue.entry(named: "palm")!.script)
        let tool = events.firstIndex { $0.code == Evdev.ABS_MT_TOOL_TYPE && $0.value == Evdev.MT_TOOL_PALM }
        XCTAssertNotNil(tool)
        let majors = events.filter { $0.code == Evdev.ABS_MT_TOUCH_MAJOR }.map(\.value)
        XCTAssertEqual(majors, [80, 350], "8 mm finger, 35 mm palm at 10 units/mm")
    }

    func testScriptPositionsInterpolateBetweenKeyframesAndHoldOutsideThem() {
        var script = GestureScript(start: 1)
        script.down(0, at: Point(x: 0, y: 0))
        script.hold(0.5)
        script.move(0, to: Point(x: 100, y: 0), duration: 1)
        script.up(0)
        let contact = script.contacts[0]
        XCTAssertEqual(contact.position(at: 0), Point(x: 0, y: 0))
        XCTAssertEqual(contact.position(at: 1.4), Point(x: 0, y: 0), "held before the move")
        XCTAssertEqual(contact.position(at: 2.0).x, 50, accuracy: 1e-9)
        XCTAssertEqual(contact.position(at: 9), Point(x: 100, y: 0))
        XCTAssertEqual(script.duration, 2.5, accuracy: 1e-12)
        XCTAssertEqual(script.fingersDown, [])
        XCTAssertNil(script.position(of: 0))
    }

    func testEasingsStartAtZeroEndAtOneAndShapeTheMiddle() {
        for easing in Easing.allCases {
            XCTAssertEqual(easing.apply(0), 0, accuracy: 1e-12)
            XCTAssertEqual(easing.apply(1), 1, accuracy: 1e-12)
            XCTAssertEqual(easing.apply(2), 1, accuracy: 1e-12, "clamped")
        }
        XCTAssertLessThan(Easing.easeIn.apply(0.5), 0.5)
        XCTAssertGreaterThan(Easing.easeOut.apply(0.5), 0.5)
        XCTAssertEqual(Easing.easeInOut.apply(0.5), 0.5, accuracy: 1e-12)
    }

    func testFingerRowsArePerpendicularToTheMotion() {
        let row = GestureScript.fingerRow(count: 2, center: Point(x: 0, y: 0), spacing: 80, direction: Point(x: 0, y: -1))
        XCTAssertEqual(row[0].x, -40, accuracy: 1e-9)
        XCTAssertEqual(row[1].x, 40, accuracy: 1e-9)
        XCTAssertEqual(row[0].y, 0, accuracy: 1e-9)
    }

    func testADemoTourOfManyGesturesIsOneScript() {
        var script = GestureScript()
        for index in 0..<8 {
            script.tap(at: Point(x: 640, y: 400)); script.wait(1)
            script.swipe(from: Point(x: 840, y: 400), by: Point(x: -400, y: 0), duration: 0.15); script.wait(1)
            script.pinch(center: Point(x: 640, y: 400), fromSpan: 300, toSpan: 150, duration: 0.5); script.wait(1)
            script.rotate(center: Point(x: 640, y: 400), radius: 120, by: index.isMultiple(of: 2) ? 1 : -1, duration: 0.6)
            script.wait(1)
        }
        XCTAssertGreaterThan(script.duration, 30)
        let counts = TouchCounts(TraceSynthesizer().recording(for: script).touchFrames())
        XCTAssertEqual(counts.total, 8 * 6)
        XCTAssertEqual(counts.cancelled, 0)
    }
}
