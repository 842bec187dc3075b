import FlickInput
import XCTest

/// Touch frames recorded from a window become a script whose synthesized recording, decoded
/// on a window of the same size, gives the touches back where and when they were.
final class GestureScriptTouchFramesTests: XCTestCase {
    private func touch(_ id: Int, _ x: Double, _ y: Double, _ phase: TouchPhase) -> Touch {
        Touch(id: id, location: Point(x: x, y: y), phase: phase)
    }

    func testTwoFingersRoundTripThroughEvemu() throws {
        var frames: [TouchFrame] = [TouchFrame(time: 0.1, touches: [touch(7, 100, 100, .began)])]
        for step in 1...10 {  // finger 7 moves right; finger 8 joins at the fifth frame and moves down
            var touches = [touch(7, 100 + Double(step) * 20, 100, .moved)]
            if step == 5 { touches.append(touch(8, 600, 300, .began)) }
            if step > 5 { touches.append(touch(8, 600, 300 + Double(step - 5) * 10, .moved)) }
            frames.append(TouchFrame(time: 0.1 + Double(step) / 60, touches: touches))
        }
        frames.append(
            TouchFrame(time: 0.1 + 11.0 / 60, touches: [touch(7, 300, 100, .ended), touch(8, 650, 350, .ended)]))
        var script = GestureScript()
        for frame in frames { script.append(frame) }
        XCTAssertEqual(script.contacts.map(\.finger), [7, 8])
        XCTAssertEqual(script.fingersDown, [])

        var device = SynthesizedDevice()
        device.noise = 0
        device.jitter = 0
        let recording = try Recording(parsing: TraceSynthesizer(device: device).evemu(for: script))
        let decoded = recording.touchFrames(mapping: recording.mapping(windowSize: device.windowSize))
        let touches = decoded.flatMap(\.touches)
        let began = touches.filter { $0.phase == .began }.map(\.location)
        let ended = touches.filter { $0.phase == .ended }.map(\.location).sorted { $0.x < $1.x }
        XCTAssertEqual(began.map(\.rounded), ["100,100", "600,300"], "where each finger landed")
        XCTAssertEqual(ended.map(\.rounded), ["300,100", "650,350"], "where each lifted")
        let path = touches.filter { $0.slot == 0 && $0.phase == .moved }.map(\.location.rounded)
        XCTAssertEqual(path.first, "120,100", "the first report after the landing is the first move")
        XCTAssertEqual(
            decoded.last!.time - decoded.first!.time, 11.0 / 60 + GestureScript.touchFrameReportHold,
            accuracy: 1.0 / device.rate, "the frames' times, plus the hold before the lift")
    }

    func testAFrameBeforeTheScriptsClockAppliesNow() {
        var script = GestureScript(start: 1)
        script.append(TouchFrame(time: 0.5, touches: [touch(1, 10, 10, .began)]))
        XCTAssertEqual(script.contacts.first?.start, 1)
        script.append(TouchFrame(time: 1.2, touches: [touch(1, 30, 10, .cancelled)]))
        let hold = GestureScript.touchFrameReportHold
        XCTAssertEqual(script.contacts.first?.end ?? 0, 1.2 + hold, accuracy: 1e-12)
        XCTAssertEqual(script.contacts.first?.position(at: 1.2 - 1e-6), Point(x: 10, y: 10), "held until the frame")
        XCTAssertEqual(script.contacts.first?.position(at: 1.2), Point(x: 30, y: 10), "then where the frame puts it")
        script.append(TouchFrame(time: 1.3, touches: [touch(1, 50, 10, .moved)]))
        XCTAssertEqual(script.contacts.count, 1, "a touch not down is not moved")
    }
}

extension Point {
    fileprivate var rounded: String { "\(Int(x.rounded())),\(Int(y.rounded()))" }
}
