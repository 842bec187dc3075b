import FlickEvdev
import FlickGestures
import FlickInput
import FlickTestSupport
import XCTest

/// Every synthesized recording in Recordings/ (see Recordings/README.md) through the replay,
/// with the gestures its contents call for.
final class RecordingGestureTests: XCTestCase {
    private let window = Size(width: 1280, height: 800)

    private func replay(_ name: String) throws -> GestureReplay.Report {
        let path = SharedTraces.recordingsDirectory.appendingPathComponent(name + ".evemu").path
        try XCTSkipUnless(FileManager.default.fileExists(atPath: path), "\(path) not found")
        let recording = try RecordingFile.load(path: path)
        let frames = recording.touchFrames(mapping: recording.mapping(windowSize: window))
        return GestureReplay.run(frames: frames, windowSize: window)
    }

    private func nonzero(_ report: GestureReplay.Report) -> [String: Int] { report.counts.filter { $0.value != 0 } }

    private func events(_ report: GestureReplay.Report, _ kind: String) -> [GestureEvent] {
        report.events.filter { report.kind(of: $0) == kind && $0.phase != .changed }
    }

    /// The expected gesture counts of every recording (all other kinds zero).
    private let expected: [String: [String: Int]] = [
        "tap": ["tap": 1],
        "double-tap": ["doubleTap": 1],
        "triple-tap": ["doubleTap": 1, "tap": 1],
        "two-finger-tap": ["twoFingerTap": 1],
        "long-press": ["longPress": 1],
        "swipe-left": ["swipe": 1, "pan": 1], "swipe-right": ["swipe": 1, "pan": 1],
        "swipe-up": ["swipe": 1, "pan": 1], "swipe-down": ["swipe": 1, "pan": 1],
        "two-finger-swipe-left": ["swipe": 1, "pan": 1], "two-finger-swipe-right": ["swipe": 1, "pan": 1],
        "two-finger-swipe-up": ["swipe": 1, "pan": 1], "two-finger-swipe-down": ["swipe": 1, "pan": 1],
        "slow-drag": ["pan": 1],
        "pan-fling": ["pan": 1, "swipe": 1],
        "pinch-in": ["pinch": 1], "pinch-out": ["pinch": 1],
        "rotate": ["rotation": 1],
        "two-finger-pan": ["pan": 1, "swipe": 1],
        "paging-flick": ["pan": 1, "swipe": 1],
        "diagonal-drag": ["pan": 1, "swipe": 1],
        "tap-while-moving": ["pan": 1, "swipe": 1, "tap": 1],
        "palm": ["pan": 1],
        "quick-taps": ["tap": 8],
        "double-then-single": ["doubleTap": 1, "tap": 1],
        "two-finger-quick-taps": ["twoFingerTap": 4],
        "tap-while-panning": ["pan": 1, "swipe": 1, "tap": 2],
        "double-tap-then-pinch-in": ["doubleTap": 1, "pinch": 1],
    ]

    func testEveryRecordingGivesItsGestures() throws {
        let files = SharedTraces.evemuFiles(in: SharedTraces.recordingsDirectory)
        try XCTSkipIf(files.isEmpty, "no Recordings/ folder")
        for file in files {
            let name = file.deletingPathExtension().lastPathComponent
            // The demo tour is a sequence of many gestures across five scenes; FlickDemoTests
            // checks what each scene did with it.
            if name == "tour" { continue }
            guard let counts = expected[name] else {
                XCTFail("\(name): a recording without expectations; add it here")
                continue
            }
            XCTAssertEqual(nonzero(try replay(name)), counts, name)
        }
    }

    func testSwipesGoTheirWayWithTheirFingers() throws {
        for direction in SwipeDirection.allCases {
            for (prefix, touches) in [("", 1), ("two-finger-", 2)] {
                let name = "\(prefix)swipe-\(direction.rawValue)"
                let report = try replay(name)
                let swipes = events(report, "swipe")
                XCTAssertEqual(swipes.map(\.values.direction), [direction], name)
                XCTAssertEqual(swipes.map(\.values.touches), [touches], name)
                XCTAssertEqual(events(report, "pan").first?.values.touches, touches, name)
            }
        }
    }

    func testPanVelocityOnLift() throws {
        // Lifted moving: 250 pt up in the last 0.1 s.
        let fling = try XCTUnwrap(events(try replay("pan-fling"), "pan").last)
        XCTAssertEqual(fling.phase, .ended)
        XCTAssertLessThan(fling.values.velocity.y, -2000)
        // Held still 0.3 s before lifting: no fling (only sensor noise).
        for name in ["slow-drag", "two-finger-pan", "diagonal-drag"] {
            let ended = try XCTUnwrap(events(try replay(name), "pan").last)
            XCTAssertLessThan(ended.values.velocity.length, 20, name)
        }
    }

    func testPinchScalesAndRotationAngle() throws {
        // Scale counts from the spread when the pinch began: the start ± UIKit's 8 pt hysteresis.
        let pinchIn = try XCTUnwrap(events(try replay("pinch-in"), "pinch").last)
        XCTAssertEqual(pinchIn.values.scale, 120.0 / (400 - 8), accuracy: 0.01)
        let pinchOut = try XCTUnwrap(events(try replay("pinch-out"), "pinch").last)
        XCTAssertEqual(pinchOut.values.scale, 400.0 / (120 + 8), accuracy: 0.03)
        // 90° clockwise, counted from began (after the 5° threshold).
        let rotate = try XCTUnwrap(events(try replay("rotate"), "rotation").last)
        XCTAssertEqual(rotate.values.rotation, 85 * Double.pi / 180, accuracy: 0.02)
    }

    func testPalmCancelsThePan() throws {
        let report = try replay("palm")
        XCTAssertEqual(events(report, "pan").map(\.phase), [.began, .cancelled])
    }

    func testLongPressAndTapTimes() throws {
        let press = events(try replay("long-press"), "longPress")
        XCTAssertEqual(press.map(\.phase), [.began, .ended])
        XCTAssertEqual(press[0].time, 0.5, accuracy: 0.01)
        // The single tap waits for the double tap to fail: lift (0.083 s) + 0.35 s.
        let tap = try XCTUnwrap(events(try replay("tap"), "tap").first)
        XCTAssertEqual(tap.time, 0.083 + 0.35, accuracy: 0.002)
    }
}
