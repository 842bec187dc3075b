import FlickInput
import FlickRuntime
import XCTest

final class EvdevInputSourceTests: XCTestCase {
    /// A scripted device: each read returns the next batch.
    private final class Script {
        var batches: [[TouchFrame]]
        init(_ batches: [[TouchFrame]]) { self.batches = batches }
        func read() -> [TouchFrame] { batches.isEmpty ? [] : batches.removeFirst() }
    }

    private func frame(_ time: Double) -> TouchFrame { ScriptedDrag.frame(time: time, x: time, y: 0) }

    func testDrainsWhatWasReadAndHoldsFramesStampedAfterTheFrame() {
        let script = Script([[frame(1.0), frame(1.01), frame(1.02)], [], [frame(1.03)]])
        let source = EvdevInputSource(descriptor: 7, read: script.read)
        XCTAssertEqual(source.pollDescriptor, 7)
        XCTAssertNil(source.nextEventTime())
        XCTAssertEqual(source.drain(upTo: 1.015).map(\.time), [1.0, 1.01])
        XCTAssertEqual(source.nextEventTime(), 1.02, "read but not due: held, not lost")
        XCTAssertEqual(source.drain(upTo: 1.025).map(\.time), [1.02])
        XCTAssertNil(source.nextEventTime())
        XCTAssertEqual(source.drain(upTo: 2).map(\.time), [1.03])
        XCTAssertEqual(source.drain(upTo: 3).count, 0)
        XCTAssertEqual(source.framesRead, 4)
    }

    func testAnOpenFailureIsEvdevsError() {
        XCTAssertThrowsError(try EvdevInputSource(path: "/nonexistent/event99",
                                                  windowSize: Size(width: 1280, height: 800))) {
            XCTAssertTrue("\($0)".contains("/nonexistent/event99"), "\($0)")
        }
    }
}
