import FlickInput
@testable import FlickRuntime
import XCTest

final class EvdevInputSourceTests: XCTestCase {
    private func frame(_ time: Double) -> TouchFrame { ScriptedDrag.frame(time: time, x: time, y: 0) }

    func testDrainsWhatWasReadAndHoldsFramesStampedAfterTheFrame() {
        var queue = LiveFrameQueue()
        XCTAssertNil(queue.nextEventTime)
        XCTAssertEqual(queue.drain(upTo: 1.015, adding: [frame(1.0), frame(1.01), frame(1.02)]).map(\.time), [1.0, 1.01])
        XCTAssertEqual(queue.nextEventTime, 1.02, "read but not due: held, not lost")
        XCTAssertEqual(queue.drain(upTo: 1.025, adding: []).map(\.time), [1.02])
        XCTAssertNil(queue.nextEventTime)
        XCTAssertEqual(queue.drain(upTo: 2, adding: [frame(1.03)]).map(\.time), [1.03])
        XCTAssertEqual(queue.drain(upTo: 3, adding: []).count, 0)
        XCTAssertEqual(queue.framesRead, 4)
    }

    func testAnOpenFailureIsEvdevsError() {
        XCTAssertThrowsError(try EvdevInputSource(path: "/nonexistent/event99", grab: true)) {
            XCTAssertTrue("\($0)".contains("/nonexistent/event99"), "\($0)")
        }
        XCTAssertThrowsError(try EvdevInputSource(path: "/nonexistent/event98"))
    }
}
