import FlickInput
import FlickRuntime
import FlickTestSupport
import Foundation
import XCTest

final class RecordedInputTests: XCTestCase {
    private let window = Size(width: 1280, height: 800)

    func testARecordingReplaysAsMappedTouchFrames() throws {
        let path = SharedTraces.recordingsDirectory.appendingPathComponent("pan-fling.evemu").path
        try XCTSkipUnless(FileManager.default.fileExists(atPath: path), "no Recordings/ folder")
        let frames = try RecordedInput.touchFrames(path: path, windowSize: window)
        XCTAssertGreaterThan(frames.count, 10)
        XCTAssertEqual(frames.first?.touches.first?.phase, .began)
        XCTAssertTrue(frames.last?.touches.allSatisfy(\.phase.isFinal) ?? false, "the finger lifts")
        XCTAssertEqual(frames.map(\.time), frames.map(\.time).sorted(), "times in order, from the first event")
        for touch in frames.flatMap(\.touches) {
            XCTAssertTrue((0...window.width).contains(touch.location.x) && (0...window.height).contains(touch.location.y),
                          "mapped onto the window: \(touch.location)")
        }
        // Through the replay source, times land on the clock after the offset.
        let replay = ReplayInputSource(frames, offset: 10)
        XCTAssertEqual(replay.nextEventTime() ?? 0, 10 + frames[0].time, accuracy: 1e-12)
        XCTAssertEqual(replay.drain(upTo: 1e9).count, frames.count)
    }

    func testAMissingFileNamesItself() {
        XCTAssertThrowsError(try RecordedInput.touchFrames(path: "/nonexistent/trace.evemu", windowSize: window)) {
            XCTAssertTrue("\($0)".contains("/nonexistent/trace.evemu"), "\($0)")
        }
    }

    func testATruncatedRecordingIsAnErrorWithItsLine() {
        let text = "# EVEMU 1.3\nN: broken\nI: 0003 0000 0000 0000\nE: 0.0 0003 0035"
        XCTAssertThrowsError(try RecordedInput.touchFrames(of: Recording(parsing: text, fileName: "cut.evemu"),
                                                           windowSize: window)) {
            XCTAssertTrue("\($0)".contains("cut.evemu"), "\($0)")
        }
    }
}
