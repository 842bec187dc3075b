import FlickInput
import XCTest

final class TouchResamplerTests: XCTestCase {
    private func frame(_ time: Double, _ x: Double, _ phase: TouchPhase = .moved, id: Int = 1,
                       tool: Touch.ToolType = .finger) -> TouchFrame {
        TouchFrame(time: time, touches: [Touch(id: id, location: Point(x: x, y: 50), toolType: tool, phase: phase)])
    }

    func testItInterpolatesBetweenTheSamplesAroundThePresentMinusFiveMilliseconds() throws {
        var resampler = TouchResampler()
        _ = resampler.resampledFrame(after: [frame(0, 0, .began)], presentingAt: 0.001)
        // Samples at 10 and 20 ms (x 10 → 20); a present at 23 ms samples 18 ms: x 18.
        let synthetic = try XCTUnwrap(resampler.resampledFrame(after: [frame(0.010, 10), frame(0.020, 20)],
                                                                presentingAt: 0.023))
        XCTAssertEqual(synthetic.touches[0].location.x, 18, accuracy: 1e-9)
        XCTAssertTrue(synthetic.isResampled)
        XCTAssertEqual(synthetic.time, 0.020, "stamped no earlier than the newest real sample")
        XCTAssertEqual(synthetic.touches[0].phase, .moved)
    }

    func testItExtrapolatesFromTheTwoNewestByAtMostEightMilliseconds() throws {
        var resampler = TouchResampler()
        _ = resampler.resampledFrame(after: [frame(0, 0, .began), frame(0.010, 10)], presentingAt: 0.011)
        // Newest at 20 ms (x 20); a present at 30 ms samples 25 ms: 5 ms ahead, x 25.
        let ahead = try XCTUnwrap(resampler.resampledFrame(after: [frame(0.020, 20)], presentingAt: 0.030))
        XCTAssertEqual(ahead.touches[0].location.x, 25, accuracy: 1e-9)
        XCTAssertEqual(ahead.time, 0.025, accuracy: 1e-12)
        // A present at 40 ms would sample 35 ms, 15 ms ahead: bounded at 20 + min(10, 8) ms.
        let bounded = try XCTUnwrap(resampler.resampledFrame(after: [], presentingAt: 0.040))
        XCTAssertEqual(bounded.touches[0].location.x, 28, accuracy: 1e-9)
        XCTAssertEqual(bounded.time, 0.028, accuracy: 1e-12)
        XCTAssertNil(resampler.resampledFrame(after: [], presentingAt: 0.050), "the bound reached: nothing new")
    }

    func testTheBoundIsOneReportIntervalForFastPanels() throws {
        var resampler = TouchResampler()
        _ = resampler.resampledFrame(after: [frame(0, 0, .began), frame(0.004, 4)], presentingAt: 0.005)
        let bounded = try XCTUnwrap(resampler.resampledFrame(after: [], presentingAt: 0.030))
        XCTAssertEqual(bounded.time, 0.008, accuracy: 1e-12, "4 ms reports: at most 4 ms ahead")
    }

    func testNoResamplingAroundTouchesBeginningOrEnding() {
        var resampler = TouchResampler()
        XCTAssertNil(resampler.resampledFrame(after: [frame(0, 0, .began)], presentingAt: 0.016), "one sample")
        XCTAssertNotNil(resampler.resampledFrame(after: [frame(0.010, 10)], presentingAt: 0.026))
        XCTAssertNil(resampler.resampledFrame(after: [frame(0.020, 20, .ended)], presentingAt: 0.036), "a lift is real")
        let second = TouchFrame(time: 0.030, touches: [Touch(id: 1, location: Point(x: 30, y: 50), phase: .moved),
                                                       Touch(id: 2, location: Point(x: 0, y: 0), phase: .began)])
        var other = TouchResampler()
        _ = other.resampledFrame(after: [frame(0, 0, .began), frame(0.010, 10), frame(0.020, 20)], presentingAt: 0.021)
        XCTAssertNil(other.resampledFrame(after: [second], presentingAt: 0.040), "a second finger came down")
    }

    func testSamplesTooCloseOrTooFarApartAreNotExtrapolatedFrom() {
        var close = TouchResampler()
        XCTAssertNil(close.resampledFrame(after: [frame(0, 0, .began), frame(0.001, 1)], presentingAt: 0.020),
                     "1 ms apart: under Android's RESAMPLE_MIN_DELTA")
        var far = TouchResampler()
        XCTAssertNil(far.resampledFrame(after: [frame(0, 0, .began), frame(0.030, 30)], presentingAt: 0.050),
                     "30 ms apart: over Android's RESAMPLE_MAX_DELTA")
    }

    func testOnlyTouchesInBothSamplesMovePalmsStay() throws {
        var resampler = TouchResampler()
        let a = TouchFrame(time: 0.010, touches: [Touch(id: 1, location: Point(x: 10, y: 0), phase: .moved),
                                                  Touch(id: 2, location: Point(x: 0, y: 0), toolType: .palm, phase: .moved)])
        let b = TouchFrame(time: 0.020, touches: [Touch(id: 1, location: Point(x: 20, y: 0), phase: .moved),
                                                  Touch(id: 2, location: Point(x: 5, y: 0), toolType: .palm, phase: .moved)])
        let synthetic = try XCTUnwrap(resampler.resampledFrame(after: [a, b], presentingAt: 0.030))
        XCTAssertEqual(synthetic.touches[0].location.x, 25, accuracy: 1e-9)
        XCTAssertEqual(synthetic.touches[1].location.x, 5, "a palm is not resampled")
        XCTAssertEqual(synthetic.touches[1].phase, .stationary)
    }

    func testPredictionMovesTheInstantForwardWithinItsBound() throws {
        var resampler = TouchResampler(prediction: 0.004)
        _ = resampler.resampledFrame(after: [frame(0, 0, .began), frame(0.010, 10)], presentingAt: 0.011)
        // Present at 22 ms: 22 − 5 + 4 = 21 ms, 1 ms past the newest sample.
        let predicted = try XCTUnwrap(resampler.resampledFrame(after: [frame(0.020, 20)], presentingAt: 0.022))
        XCTAssertEqual(predicted.touches[0].location.x, 21, accuracy: 1e-9)
        XCTAssertEqual(resampler.sampleTime(presentingAt: 1), 0.999, accuracy: 1e-12)
    }

    func testTimestampsGoingBackwardsStartTheHistoryOver() {
        var resampler = TouchResampler()
        _ = resampler.resampledFrame(after: [frame(0, 0, .began), frame(0.010, 10), frame(0.020, 20)], presentingAt: 0.021)
        XCTAssertNil(resampler.resampledFrame(after: [frame(0.005, 5)], presentingAt: 0.030),
                     "a sample earlier than its predecessor gives no slope")
        XCTAssertNotNil(resampler.resampledFrame(after: [frame(0.015, 15)], presentingAt: 0.030), "and it recovers")
    }
}
