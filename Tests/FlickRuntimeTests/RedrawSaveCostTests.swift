import XCTest

@testable import FlickRuntime

/// What a late redraw's save costs, learnt from saves (`RedrawSaveCost`).
final class RedrawSaveCostTests: XCTestCase {
    func testThePriorRateIsTakenBeforeASave() {
        XCTAssertEqual(
            RedrawSaveCost().estimate(pixels: 1_000_000), RedrawSaveCost.priorSecondsPerPixel * 1_000_000,
            accuracy: 1e-15)
        var cost = RedrawSaveCost()
        cost.learn(seconds: 0.0001, pixels: 1_000_000)
        XCTAssertEqual(cost.estimate(pixels: 1_000_000), 0.0001, accuracy: 1e-15, "then the machine's own")
    }

    func testTheDearestRateOfTheLastSavesIsTaken() {
        var cost = RedrawSaveCost()
        cost.learn(seconds: 0.0004, pixels: 1_000_000)  // 0.4 ns a pixel
        cost.learn(seconds: 0.0001, pixels: 500_000)  // 0.2 ns
        XCTAssertEqual(cost.estimate(pixels: 2_000_000), 0.0008, accuracy: 1e-12)
        // Eight cheaper saves push the dear one out.
        for _ in 0..<RedrawSaveCost.window { cost.learn(seconds: 0.0001, pixels: 1_000_000) }
        XCTAssertEqual(cost.estimate(pixels: 2_000_000), 0.0002, accuracy: 1e-12)
        XCTAssertEqual(cost.rates.count, RedrawSaveCost.window)
    }

    func testSmallSavesAndNonsenseTeachNothing() {
        var cost = RedrawSaveCost()
        cost.learn(seconds: 0.001, pixels: RedrawSaveCost.minimumPixels - 1)
        cost.learn(seconds: 0, pixels: 1_000_000)
        cost.learn(seconds: -1, pixels: 1_000_000)
        cost.learn(seconds: .infinity, pixels: 1_000_000)
        XCTAssertTrue(cost.rates.isEmpty)
    }
}
