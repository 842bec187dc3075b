import FlickInput
import XCTest

/// A script mapped into another frame keeps its contacts and times and moves every position.
final class GestureScriptMappingTests: XCTestCase {
    func testEveryPositionIsMappedAndNothingElseChanges() {
        var script = GestureScript(start: 0.1)
        script.tap(at: Point(x: 10, y: 20))
        script.wait(0.2)
        script.pinch(center: Point(x: 300, y: 200), fromSpan: 100, toSpan: 300, duration: 0.4)
        let moved = script.mapped { Point(x: 1000 - $0.y, y: $0.x) }
        XCTAssertEqual(moved.contacts.count, script.contacts.count)
        XCTAssertEqual(moved.duration, script.duration)
        for (before, after) in zip(script.contacts, moved.contacts) {
            XCTAssertEqual(after.finger, before.finger)
            XCTAssertEqual(after.start, before.start)
            XCTAssertEqual(after.end, before.end)
            XCTAssertEqual(after.keyframes.map(\.time), before.keyframes.map(\.time))
            for (old, new) in zip(before.keyframes, after.keyframes) {
                XCTAssertEqual(new.position, Point(x: 1000 - old.position.y, y: old.position.x))
            }
        }
    }
}
