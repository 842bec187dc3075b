import FlickInput
import XCTest

final class TouchFrameIdleGapsTests: XCTestCase {
    func frame(_ time: Double, _ phase: TouchPhase) -> TouchFrame {
        TouchFrame(time: time, touches: [Touch(id: 1, location: Point(x: 1, y: 1), phase: phase)])
    }

    func testAPauseWithNoFingerDownIsCutToTheLimit() {
        let frames = [frame(0, .began), frame(0.1, .ended), frame(1_000_000, .began), frame(1_000_000.1, .ended)]
        let (compressed, removed) = TouchFrame.compressingIdleGaps(frames, longerThan: 10)
        XCTAssertEqual(compressed.map(\.time), [0, 0.1, 10.1, 10.2].map { $0 }, accuracy: 1e-6)
        XCTAssertEqual(removed, 1_000_000 - 0.1 - 10, accuracy: 1e-6)
    }

    func testAPauseWhileAFingerIsDownIsKept() {
        let frames = [frame(0, .began), frame(100, .moved), frame(100.1, .ended)]
        let (compressed, removed) = TouchFrame.compressingIdleGaps(frames, longerThan: 10)
        XCTAssertEqual(compressed.map(\.time), [0, 100, 100.1])
        XCTAssertEqual(removed, 0)
    }
}

private func XCTAssertEqual(_ a: [Double], _ b: [Double], accuracy: Double, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.count, b.count, file: file, line: line)
    for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, file: file, line: line) }
}
