import FlickInput
import FlickRuntime
import XCTest

final class ScriptedDragTests: XCTestCase {
    func testACircularDragBeginsMovesAndLifts() {
        let frames = ScriptedDrag.circularDrag(start: 1, duration: 0.1, rate: 100, centerX: 50, centerY: 40, radius: 10)
        XCTAssertEqual(frames.count, 12, "11 reports over the circle and the lift")
        XCTAssertEqual(frames.map { $0.touches[0].phase }, [.began] + Array(repeating: .moved, count: 10) + [.ended])
        XCTAssertEqual(frames[0].touches[0].location, Point(x: 60, y: 40))
        XCTAssertEqual(frames.last?.time ?? 0, 1.11, accuracy: 1e-12)
        XCTAssertTrue(frames.last?.activeTouches.isEmpty ?? false)
    }

    func testFlicksAlternateAndReleaseAtSpeed() {
        let frames = ScriptedDrag.flicks(start: 0, duration: 4.5, period: 2, rate: 100, from: Point(x: 600, y: 400),
                                         travel: Point(x: -300, y: 0), flickDuration: 0.1)
        let begins = frames.filter { $0.touches[0].phase == .began }
        XCTAssertEqual(begins.map(\.time), [0, 2, 4])
        let ends = frames.filter { $0.touches[0].phase == .ended }
        XCTAssertEqual(ends.map { $0.touches[0].location.x }, [300, 900, 300], "directions alternate")
        let moves = frames.prefix(11).map { $0.touches[0].location.x }
        XCTAssertEqual(moves[1] - moves[0], -30, accuracy: 1e-9, "3000 pt/s at 100 Hz")
    }
}
