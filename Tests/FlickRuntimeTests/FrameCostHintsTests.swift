import FlickInput
import FlickRuntime
import XCTest

/// A scene without cost hints is scheduled as one key whose frames cost alike.
final class FrameCostHintsTests: XCTestCase {
    /// A pipeline only: each display list costs `cost` seconds on the clock.
    private final class PlainWork: FrameWork {
        typealias Input = TouchFrame
        typealias DisplayList = Int
        let clock: ManualFrameClock
        let cost: Double
        init(clock: ManualFrameClock, cost: Double) {
            self.clock = clock
            self.cost = cost
        }
        func deliver(_ inputs: [TouchFrame], at time: Double) {}
        func advancePhysics(to target: Double) {}
        func advanceAnimations(to target: Double) {}
        func layout(at target: Double) {}
        func makeDisplayList(at target: Double) -> Int {
            clock.advance(by: cost)
            return 0
        }
    }

    /// Hints that say only which key frames have.
    private final class KeyedWork: FrameCostHints {
        var frameCostKey: Int { 4 }
    }

    func testAWorkWithoutHintsStartsLateOnItsOneKeysCost() throws {
        let clock = ManualFrameClock(start: 10)
        let loop = FrameLoop(
            work: PlainWork(clock: clock, cost: 0.003), renderer: TestRenderer(clock: clock),
            clock: clock)
        let records = (0..<12).compactMap { _ in loop.step() }
        XCTAssertEqual(try XCTUnwrap(loop.predictor.predictedCost(key: 0)), 0.003, accuracy: 1e-9)
        let last = try XCTUnwrap(records.last)
        XCTAssertEqual(
            last.target - last.start, 0.003 + FrameCostPredictor.defaultMargin, accuracy: 1e-6,
            "started at its deadline minus its key's cost")
        XCTAssertEqual(records.filter(\.missed).count, 0)
    }

    func testHintsForeseeNoStepUnlessTheySay() {
        let hints = KeyedWork()
        XCTAssertEqual(hints.frameCostKey, 4)
        XCTAssertNil(hints.costStep(before: 1))
        XCTAssertTrue(hints.ran(FrameCostStep(earliestStart: 0, key: 1)), "a certain step ran")
        XCTAssertFalse(hints.ran(FrameCostStep(earliestStart: 0, key: 1, isCertain: false)), "a possible one did not")
    }
}
