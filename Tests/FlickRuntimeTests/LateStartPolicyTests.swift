import FlickRuntime
import XCTest

/// Every transition of the late start (`FrameScheduling.md`), on times given as values.
final class LateStartPolicyTests: XCTestCase {
    private let interval = 1.0 / 60
    private let margin = FrameCostPredictor.defaultMargin

    /// A policy whose key 0 has cost `cost` seconds a frame, `frames` times.
    private func policy(costing cost: Double, frames: Int = 8) -> LateStartPolicy {
        var policy = LateStartPolicy(isEnabled: true, predictor: FrameCostPredictor())
        for index in 0..<frames {
            _ = policy.plan(
                now: Double(index), target: Double(index) + interval, interval: interval, key: 0, step: nil,
                redrawLead: nil)
            policy.frameEnded(
                start: Double(index), finished: Double(index) + cost, key: 0, step: nil,
                drewNothing: false, missed: false, interval: interval)
        }
        return policy
    }

    /// When `action` starts the frame, seconds (`now` for `.startNow`).
    private func start(_ action: LateStartPolicy.Action, now: Double) -> Double {
        switch action {
        case .startNow: now
        case .waitUntil(let start): start
        }
    }

    func testOffStartsAtOnceAndPlansNothing() {
        var policy = LateStartPolicy(isEnabled: false, predictor: FrameCostPredictor())
        XCTAssertEqual(
            policy.plan(now: 1, target: 1.01, interval: interval, key: 0, step: nil, redrawLead: nil), .startNow)
        XCTAssertEqual(policy.state, .unplanned)
    }

    func testAKeyNotSeenYetStartsAWholeIntervalEarly() {
        var policy = LateStartPolicy(isEnabled: true, predictor: FrameCostPredictor())
        XCTAssertEqual(
            policy.plan(now: 1, target: 1 + interval, interval: interval, key: 3, step: nil, redrawLead: nil),
            .startNow, "no cost known: the whole interval, which starts now")
        XCTAssertEqual(policy.state, .planned(LateStartPolicy.Plan(start: 1, key: 3, step: nil)))
    }

    func testAKnownKeyWaitsUntilItsDeadlineMinusItsCost() {
        var policy = policy(costing: 0.003)
        let target = 100 + interval
        let action = policy.plan(now: 100, target: target, interval: interval, key: 0, step: nil, redrawLead: nil)
        XCTAssertEqual(start(action, now: 100), target - 0.003 - margin, accuracy: 1e-9)
        guard case .planned(let plan) = policy.state else { return XCTFail("planned") }
        XCTAssertEqual(plan.start, start(action, now: 100))
        XCTAssertEqual(plan.key, 0)
    }

    func testALateRedrawMovesTheStartEarlier() {
        var policy = policy(costing: 0.003)
        let target = 100 + interval
        let action = policy.plan(now: 100, target: target, interval: interval, key: 0, step: nil, redrawLead: 0.004)
        XCTAssertEqual(
            start(action, now: 100), target - 0.004 - 0.003, accuracy: 1e-9,
            "drawn before the redraw would start")
    }

    func testACertainStepNotSeenStartsAWholeIntervalEarly() {
        var policy = policy(costing: 0.003)
        let step = FrameCostStep(earliestStart: 99.995, key: 9)
        let target = 100 + interval
        let action = policy.plan(now: 99.99, target: target, interval: interval, key: 0, step: step, redrawLead: nil)
        XCTAssertEqual(start(action, now: 99.99), 100, accuracy: 1e-9, "the whole interval for a step not seen yet")
        XCTAssertEqual(policy.plannedStep, step)
    }

    func testAPossibleStepWhoseLiftIsInHandIsPlannedAsACertainOne() {
        var policy = policy(costing: 0.003)
        let step = FrameCostStep(earliestStart: -.infinity, key: 9, isCertain: false)
        let target = 100 + interval
        let possible = policy.plan(now: 100, target: target, interval: interval, key: 0, step: step, redrawLead: nil)
        XCTAssertEqual(
            start(possible, now: 100), target - 0.003 - margin, accuracy: 1e-9,
            "a finger that may lift: the key's lead, no possible step seen yet")
        let inHand = policy.plan(
            now: 100, target: target, interval: interval, key: 0, step: step, redrawLead: nil, liftInHand: true)
        XCTAssertEqual(start(inHand, now: 100), 100, accuracy: 1e-9, "the lift is known: the whole interval")
        XCTAssertEqual(policy.plannedStep, step, "still the possible step, learnt as one")
    }

    func testACertainStepDueTooLateIsLeftToTheNextFrame() {
        var policy = policy(costing: 0.003)
        let target = 100 + interval
        let step = FrameCostStep(earliestStart: target - 0.001, key: 9)
        let action = policy.plan(now: 100, target: target, interval: interval, key: 0, step: step, redrawLead: nil)
        XCTAssertEqual(
            start(action, now: 100), target - 0.003 - margin, accuracy: 1e-9,
            "the step falls after the ordinary start: an ordinary frame")
        XCTAssertNil(policy.plannedStep)
        let late = FrameCostStep(earliestStart: target - 0.008, key: 9)
        _ = policy.plan(now: 100, target: target, interval: interval, key: 0, step: late, redrawLead: nil)
        guard case .planned(let plan) = policy.state else { return XCTFail("planned") }
        XCTAssertEqual(
            plan.start, target - 0.008 - FrameCostStep.deferralGap, accuracy: 1e-9,
            "starts just before the step, as an ordinary frame")
        XCTAssertNil(plan.step)
    }

    func testFrameEndedLearnsUnderThePlannedStepOnlyWhenItRan() {
        var policy = policy(costing: 0.003)
        let step = FrameCostStep(earliestStart: -.infinity, key: 5, isCertain: false)
        _ = policy.plan(now: 100, target: 100 + interval, interval: interval, key: 0, step: step, redrawLead: nil)
        let ordinary = policy.learnedKey(endingWith: 4, stepRan: false)
        XCTAssertEqual(ordinary.key, 4, "an ordinary frame of the key it ends with")
        XCTAssertNil(ordinary.step)
        let learned = policy.learnedKey(endingWith: 4, stepRan: true)
        XCTAssertEqual(learned.key, 0, "the key the step was planned over")
        XCTAssertEqual(learned.step, step)
        policy.frameEnded(
            start: 100, finished: 100.012, key: learned.key, step: learned.step, drewNothing: false,
            missed: false, interval: interval)
        XCTAssertEqual(policy.state, .unplanned)
        XCTAssertTrue(policy.predictor.hasSeen(step: 5))
    }

    func testAFrameThatDrewNothingTeachesNoCost() {
        var policy = policy(costing: 0.003)
        let before = policy.predictor.predictedCost(key: 0)
        _ = policy.plan(now: 100, target: 100 + interval, interval: interval, key: 0, step: nil, redrawLead: nil)
        policy.frameEnded(
            start: 100, finished: 100, key: 0, step: nil, drewNothing: true, missed: false, interval: interval)
        XCTAssertEqual(policy.predictor.predictedCost(key: 0), before)
        XCTAssertEqual(policy.state, .unplanned)
    }

    func testAReducedRateFrameEndsThePlanLearningNothing() {
        var policy = policy(costing: 0.003)
        let predictor = policy.predictor
        _ = policy.plan(now: 100, target: 100 + interval, interval: interval, key: 0, step: nil, redrawLead: nil)
        policy.frameSkipped()
        XCTAssertEqual(policy.state, .unplanned)
        XCTAssertEqual(policy.predictor, predictor)
    }
}
