import FlickInput
import FlickRuntime
import XCTest

/// The soak's input: gestures made one at a time, in time order, mapped onto the window, none
/// begun past the end.
final class RandomSessionInputTests: XCTestCase {
    func testFramesComeInOrderInsideTheWindowUntilTheEnd() throws {
        let size = Size(width: 400, height: 250)
        let input = RandomSessionInput(seed: 3, windowSize: size, start: 100, end: 400)
        var frames: [TouchFrame] = []
        var time = 100.0
        var drains = 0
        while let next = input.nextEventTime(), drains < 100_000 {
            time = max(time, next)
            frames += input.drain(upTo: time)
            drains += 1
        }
        XCTAssertLessThan(drains, 100_000, "the session ends")
        XCTAssertGreaterThan(frames.count, 100)
        XCTAssertEqual(input.delivered, frames.count)
        XCTAssertGreaterThan(try XCTUnwrap(frames.first).time, 100, "after a first gap")
        XCTAssertEqual(frames.map(\.time), frames.map(\.time).sorted(), "in time order")
        XCTAssertLessThan(try XCTUnwrap(frames.last).time, 400 + 5, "none begun past the end")
        for frame in frames {
            for touch in frame.touches {
                XCTAssertTrue((-1...size.width + 1).contains(touch.location.x) && (-1...size.height + 1).contains(touch.location.y),
                              "\(touch.location) in the window")
            }
        }
        let lifted = frames.flatMap(\.touches).filter { $0.phase.isFinal }.count
        let began = frames.flatMap(\.touches).filter { $0.phase == .began }.count
        XCTAssertEqual(lifted, began, "every touch ends")
        XCTAssertGreaterThan(input.counts.count, 3, "several kinds of gesture in 300 s")
    }
}
