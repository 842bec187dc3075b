import XCTest

@testable import FlickRuntime

/// What a late redraw's steps cost a pixel, learnt from redraws (`RedrawPixelCost`).
final class RedrawPixelCostTests: XCTestCase {
    func testThePriorRateIsTakenBeforeAStepIsLearnt() {
        XCTAssertEqual(
            RedrawPixelCost.save().estimate(pixels: 1_000_000), RedrawPixelCost.priorSavePerPixel * 1_000_000,
            accuracy: 1e-15)
        XCTAssertEqual(RedrawPixelCost.drawing().estimate(pixels: 1_000_000), 0, "drawing: nothing known")
        var cost = RedrawPixelCost.save()
        cost.learn(seconds: 0.0001, pixels: 1_000_000)
        XCTAssertEqual(cost.estimate(pixels: 1_000_000), 0.0001, accuracy: 1e-15, "then the machine's own")
    }

    func testTheDearestRateOfTheLastStepsIsTaken() {
        var cost = RedrawPixelCost.drawing()
        cost.learn(seconds: 0.0004, pixels: 1_000_000)  // 0.4 ns a pixel
        cost.learn(seconds: 0.0001, pixels: 500_000)  // 0.2 ns
        XCTAssertEqual(cost.estimate(pixels: 2_000_000), 0.0008, accuracy: 1e-12)
        // Eight cheaper steps push the dear one out.
        for _ in 0..<RedrawPixelCost.window { cost.learn(seconds: 0.0001, pixels: 1_000_000) }
        XCTAssertEqual(cost.estimate(pixels: 2_000_000), 0.0002, accuracy: 1e-12)
        XCTAssertEqual(cost.rates.count, RedrawPixelCost.window)
    }

    func testTheMedianRateIsTheUpperOfTheMiddleOnes() {
        var cost = RedrawPixelCost.drawing()
        for seconds in [0.0003, 0.0001, 0.0004, 0.0002] { cost.learn(seconds: seconds, pixels: 1_000_000) }
        XCTAssertEqual(cost.medianEstimate(pixels: 1_000_000), 0.0003, accuracy: 1e-15)
        cost.learn(seconds: 0.0009, pixels: 1_000_000)
        XCTAssertEqual(cost.medianEstimate(pixels: 1_000_000), 0.0003, accuracy: 1e-15, "one dear step moves it little")
        XCTAssertEqual(cost.estimate(pixels: 1_000_000), 0.0009, accuracy: 1e-15)
    }

    func testSmallStepsAndNonsenseTeachNothing() {
        var cost = RedrawPixelCost.save()
        cost.learn(seconds: 0.001, pixels: RedrawPixelCost.minimumPixels - 1)
        cost.learn(seconds: 0, pixels: 1_000_000)
        cost.learn(seconds: -1, pixels: 1_000_000)
        cost.learn(seconds: .infinity, pixels: 1_000_000)
        XCTAssertTrue(cost.rates.isEmpty)
    }
}
