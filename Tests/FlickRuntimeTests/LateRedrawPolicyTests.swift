import FlickRuntime
import XCTest

/// Every transition of the late redraw and the second look (`FrameScheduling.md`), on times
/// given as values.
final class LateRedrawPolicyTests: XCTestCase {
    private let interval = 1.0 / 60
    private let target = 10.0
    private let margin = FrameLoopConfiguration.defaultRedrawMargin

    private func policy(looksAgain: Bool = true) -> LateRedrawPolicy {
        var configuration = FrameLoopConfiguration()
        configuration.looksAgainLate = looksAgain
        return LateRedrawPolicy(configuration: configuration)
    }

    /// The look `action` plans, seconds.
    private func lookStart(_ action: LateRedrawPolicy.Action) -> Double? {
        guard case .look(let start) = action else { return nil }
        return start
    }

    /// Plans a first look for a frame that drew for 1 ms, its key's frames costing 2 ms.
    private func plannedLook(_ policy: inout LateRedrawPolicy, now: Double? = nil) -> Double? {
        guard
            let lead = policy.lead(
                key: 1, interval: interval, recentFrameCost: 0.002, frameCost: 0.002, drawingCost: 0.001)
        else { return nil }
        return lookStart(
            policy.frameRendered(
                now: now ?? target - 0.012, target: target, lead: lead, key: 1, drawingCost: 0.001, step: { nil }))
    }

    func testOffPlansNoRedraw() {
        var configuration = FrameLoopConfiguration()
        configuration.redrawsLateInput = false
        var policy = LateRedrawPolicy(configuration: configuration)
        XCTAssertNil(plannedLook(&policy))
        XCTAssertEqual(policy.state, .idle)
    }

    func testARenderedFrameLooksAtItsDeadlineMinusItsRecentCost() throws {
        var policy = policy()
        let start = try XCTUnwrap(plannedLook(&policy))
        let lead = 0.002 + policy.predictor.margin
        XCTAssertEqual(start, target - lead, accuracy: 1e-9, "before any redraw ran: the key's recent frames")
        guard case .waitingToLook(let look) = policy.state else { return XCTFail("waiting") }
        XCTAssertFalse(look.isSecondLook)
    }

    func testAFramePastItsRedrawStartOrACertainStepPlansNone() {
        var policy = policy()
        XCTAssertNil(plannedLook(&policy, now: target - 0.0001), "no time left before the cutoff")
        XCTAssertEqual(policy.state, .idle)
        let step = FrameCostStep(earliestStart: target - 0.01, key: 2)
        XCTAssertEqual(
            policy.frameRendered(
                now: target - 0.012, target: target, lead: 0.0025, key: 1, drawingCost: 0.001, step: { step }),
            .none, "the next frame is planned for the deadline")
        XCTAssertEqual(policy.state, .idle)
    }

    func testWokenLaterThanTheMarginLeavesTheInput() throws {
        var policy = policy()
        let start = try XCTUnwrap(plannedLook(&policy))
        XCTAssertEqual(policy.woke(at: start + margin * 2), .none)
        XCTAssertEqual(policy.state, .idle)
    }

    func testLateInputIsRedrawnBeforeTheCutoff() throws {
        var policy = policy()
        let start = try XCTUnwrap(plannedLook(&policy))
        XCTAssertEqual(policy.woke(at: start), .drain)
        guard case .draining = policy.state else { return XCTFail("draining") }
        XCTAssertEqual(
            policy.drained(inputCame: true, heldLift: false, now: start, key: { 1 }, step: { nil }),
            .redraw(key: 1, cutoff: target - FrameLoopConfiguration.defaultRedrawCutoff))
        guard case .redrawing = policy.state else { return XCTFail("redrawing") }
        let outcome = policy.redrew(LateRedrawPolicy.Outcome(key: 1, cost: 0.0005, drawn: true))
        XCTAssertFalse(outcome.isSecondLook)
        XCTAssertEqual(policy.state, .idle)
        policy.frameEnded(outcome: outcome, missed: false, interval: interval, recentFrameCost: 0.002)
        XCTAssertEqual(try XCTUnwrap(policy.predictor.predictedCost(key: 1)), 0.0005, accuracy: 1e-12)
    }

    func testNothingCameLooksAgainOnceARedrawOfTheKeyRan() throws {
        var policy = policy()
        // Key 1's redraws cost 4 ms four times, then 0.5 ms: the late redraw's lead covers the
        // dear ones (its percentile), the second look's only the recent ones.
        for cost in [0.004, 0.004, 0.004, 0.004, 0.0005, 0.0005, 0.0005, 0.0005] {
            policy.frameEnded(
                outcome: LateRedrawPolicy.Outcome(key: 1, cost: cost, drawn: true), missed: false,
                interval: interval, recentFrameCost: 0.002)
        }
        let start = try XCTUnwrap(plannedLook(&policy))
        _ = policy.woke(at: start)
        let second = try XCTUnwrap(
            lookStart(
                policy.drained(
                    inputCame: false, heldLift: false, now: start, key: { 1 },
                    step: { nil })))
        let lead = try XCTUnwrap(policy.secondLookLead(key: 1, drawingCost: 0.001))
        XCTAssertEqual(second, target - lead, accuracy: 1e-12)
        guard case .waitingToLook(let look) = policy.state else { return XCTFail("waiting") }
        XCTAssertTrue(look.isSecondLook)
        XCTAssertEqual(policy.woke(at: second), .drain)
        XCTAssertEqual(
            policy.drained(inputCame: false, heldLift: false, now: second, key: { 1 }, step: { nil }), .none,
            "the second look found nothing: no third")
        XCTAssertEqual(policy.state, .idle)
    }

    func testNoSecondLookWithoutARedrawOrAfterALiftOrWhenOff() throws {
        var fresh = policy()
        var start = try XCTUnwrap(plannedLook(&fresh))
        _ = fresh.woke(at: start)
        XCTAssertEqual(
            fresh.drained(inputCame: false, heldLift: false, now: start, key: { 1 }, step: { nil }), .none,
            "no redraw of the key ran yet")
        XCTAssertEqual(fresh.state, .idle)

        var off = policy(looksAgain: false)
        start = try XCTUnwrap(plannedLook(&off))
        _ = off.woke(at: start)
        XCTAssertEqual(off.drained(inputCame: false, heldLift: false, now: start, key: { 1 }, step: { nil }), .none)

        var lifted = policy()
        start = try XCTUnwrap(plannedLook(&lifted))
        _ = lifted.woke(at: start)
        XCTAssertEqual(
            lifted.drained(inputCame: false, heldLift: true, now: start, key: { 1 }, step: { nil }), .none,
            "a lift waits for the next frame")
    }

    func testAnAbandonedRedrawTeachesAtLeastTheKeysRecentCostAsAMiss() {
        var policy = policy()
        policy.frameEnded(
            outcome: LateRedrawPolicy.Outcome(key: 1, cost: 0.0004, drawn: false, longestStep: 0.0002),
            missed: false, interval: interval, recentFrameCost: 0.002)
        XCTAssertEqual(policy.predictor.predictedCost(key: 1), 0.002)
        XCTAssertGreaterThan(policy.predictor.backoff, 0, "abandoned: its lead was short")
        var changed = self.policy()
        changed.frameEnded(
            outcome: LateRedrawPolicy.Outcome(key: 1, cost: 0.0004, drawn: false, changedActivity: true),
            missed: false, interval: interval, recentFrameCost: 0.002)
        XCTAssertNil(changed.predictor.predictedCost(key: 1), "another activity's input teaches nothing")
    }

    func testAnExtraLeadRecedesOnEachFrameOnTimeThatRanNoRedraw() {
        var policy = policy()
        // A finger resting: redraws of 0.1 ms. Then one abandoned while the key's frames cost 5 ms.
        for _ in 0..<8 {
            policy.frameEnded(
                outcome: LateRedrawPolicy.Outcome(key: 1, cost: 0.0001, drawn: true), missed: false, interval: interval,
                recentFrameCost: 0.0002)
        }
        policy.frameEnded(
            outcome: LateRedrawPolicy.Outcome(key: 1, cost: 0.0004, drawn: false, longestStep: 0.0002),
            missed: false, interval: interval, recentFrameCost: 0.005)
        let left = policy.predictor.backoff, predicted = policy.predictor.predictedCost(key: 1)
        XCTAssertGreaterThan(left, 0.004, "abandoned: its lead was short by about the key's recent cost")
        policy.frameEnded(outcome: nil, missed: true, interval: interval, recentFrameCost: 0.005)
        XCTAssertEqual(policy.predictor.backoff, left, "a frame that missed keeps it")
        // Frames whose look found nothing, or that ended past their look's start: no redraw ran.
        policy.frameEnded(outcome: nil, missed: false, interval: interval, recentFrameCost: 0.005)
        XCTAssertEqual(policy.predictor.backoff, left * FrameCostPredictor.recovery, accuracy: 1e-12)
        for _ in 0..<20 { policy.frameEnded(outcome: nil, missed: false, interval: interval, recentFrameCost: 0.005) }
        XCTAssertEqual(policy.predictor.backoff, 0, "gone")
        XCTAssertEqual(policy.predictor.predictedCost(key: 1), predicted, "frames without a redraw teach no cost")
    }

    func testALookThatFindsNothingLeavesTheExtraLeadToTheFramesEnd() throws {
        var policy = policy()
        policy.frameEnded(
            outcome: LateRedrawPolicy.Outcome(key: 1, cost: 0.0004, drawn: false, longestStep: 0.0002),
            missed: false, interval: interval, recentFrameCost: 0.002)
        let left = policy.predictor.backoff
        let start = try XCTUnwrap(plannedLook(&policy, now: target - 0.016))
        XCTAssertEqual(policy.woke(at: start), .drain)
        _ = policy.drained(inputCame: false, heldLift: false, now: start, key: { 1 }, step: { nil })
        XCTAssertEqual(policy.predictor.backoff, left, "not yet: once a frame")
        policy.frameEnded(outcome: nil, missed: false, interval: interval, recentFrameCost: 0.002)
        XCTAssertEqual(policy.predictor.backoff, left * FrameCostPredictor.recovery, accuracy: 1e-12)
    }

    /// Drains input at a look planned for a frame of key 1 and returns the redraw it asks for.
    private func redrawAction(_ policy: inout LateRedrawPolicy) throws -> LateRedrawPolicy.Action {
        let start = try XCTUnwrap(plannedLook(&policy))
        XCTAssertEqual(policy.woke(at: start), .drain)
        return policy.drained(inputCame: true, heldLift: false, now: start, key: { 1 }, step: { nil })
    }

    func testAPutBackLongerThanTheCutoffAllowsMovesTheCutoffUntilItIsForgotten() throws {
        var policy = policy()
        let configured = FrameLoopConfiguration.defaultRedrawCutoff
        XCTAssertEqual(policy.effectiveCutoff, configured, "nothing put back yet: the configured cutoff")
        let leadBefore = try XCTUnwrap(policy.lead(key: 1, interval: interval, recentFrameCost: 0.002))
        // A machine whose copy back takes 0.8 ms: the configured 0.5 ms cutoff let it end past
        // the deadline.
        policy.frameEnded(
            outcome: LateRedrawPolicy.Outcome(key: 2, cost: 0.003, drawn: false, longestStep: 0.0001, putBack: 0.0008),
            missed: true, interval: interval, recentFrameCost: 0.003)
        let moved = 0.0008 * LateRedrawPolicy.putBackAllowance
        XCTAssertEqual(policy.effectiveCutoff, moved, accuracy: 1e-12)
        XCTAssertEqual(
            try XCTUnwrap(policy.lead(key: 1, interval: interval, recentFrameCost: 0.002)),
            leadBefore + moved - configured + policy.predictor.backoff, accuracy: 1e-12,
            "the redraw starts earlier by what the cutoff moved (and the abandoned redraw's backoff)")
        XCTAssertEqual(try redrawAction(&policy), .redraw(key: 1, cutoff: target - moved))
        XCTAssertNil(plannedLook(&policy, now: target - moved), "no time left before the moved cutoff")
        // Cheap put-backs since: the long one is forgotten after `putBackWindow` of them.
        for _ in 1..<LateRedrawPolicy.putBackWindow {
            policy.frameEnded(
                outcome: LateRedrawPolicy.Outcome(key: 2, cost: 0.003, drawn: false, putBack: 0.0001),
                missed: false, interval: interval, recentFrameCost: 0.003)
        }
        XCTAssertEqual(policy.effectiveCutoff, moved, accuracy: 1e-12, "still within the window")
        policy.frameEnded(
            outcome: LateRedrawPolicy.Outcome(key: 2, cost: 0.003, drawn: false, putBack: 0.0001),
            missed: false, interval: interval, recentFrameCost: 0.003)
        XCTAssertEqual(policy.effectiveCutoff, configured, "forgotten: the configured cutoff again")
    }

    func testAFrameThatDrewNothingHoldsALandingWithoutTimeForAFrameOfItsKey() throws {
        // Its look 2.5 ms before the deadline: a frame of its key costing 1.5 ms ends before the
        // 0.5 ms cutoff and is redrawn; one costing 2.5 ms would not, and a landing is held.
        func look(leastCost: Double) -> LateRedrawPolicy {
            var policy = policy()
            _ = policy.frameRendered(
                now: target - 0.012, target: target, lead: 0.0025, key: 1, drawingCost: 0, leastCost: leastCost,
                step: { nil })
            return policy
        }
        var fits = look(leastCost: 0.0015)
        XCTAssertEqual(fits.woke(at: target - 0.0025), .drain)
        XCTAssertEqual(
            fits.drained(inputCame: true, heldLift: false, now: target - 0.0025, key: { 1 }, step: { nil }),
            .redraw(key: 1, cutoff: target - FrameLoopConfiguration.defaultRedrawCutoff))
        var dear = look(leastCost: 0.0025)
        guard case .waitingToLook(let planned) = dear.state else { return XCTFail("waiting") }
        XCTAssertEqual(planned.leastCost, 0.0025)
        XCTAssertEqual(dear.woke(at: target - 0.0025), .drain)
        XCTAssertEqual(
            dear.drained(inputCame: true, heldLift: false, now: target - 0.0025, key: { 1 }, step: { nil }), .hold)
        XCTAssertEqual(dear.state, .idle)
        XCTAssertEqual(dear.predictor.backoff, 0, "nothing ran: nothing learned")
        var moving = look(leastCost: 0.0025)
        _ = moving.woke(at: target - 0.0025)
        XCTAssertEqual(
            moving.drained(
                inputCame: true, heldLift: false, landedTouch: false, now: target - 0.0025, key: { 1 }, step: { nil }),
            .redraw(key: 1, cutoff: target - FrameLoopConfiguration.defaultRedrawCutoff),
            "a finger resting or moving is redrawn at what the key's redraws cost")
    }

    func testTheSecondLookOfAFrameThatDrewNothingKeepsItsLeastCost() throws {
        var policy = policy()
        for _ in 0..<FrameCostPredictor.minimumSamples {
            policy.frameEnded(
                outcome: LateRedrawPolicy.Outcome(key: 1, cost: 0.0002, drawn: true), missed: false,
                interval: interval, recentFrameCost: 0.002)
        }
        let first = try XCTUnwrap(
            lookStart(
                policy.frameRendered(
                    now: target - 0.012, target: target, lead: 0.004, key: 1, drawingCost: 0, leastCost: 0.003,
                    step: { nil })))
        _ = policy.woke(at: first)
        let second = try XCTUnwrap(
            lookStart(policy.drained(inputCame: false, heldLift: false, now: first, key: { 1 }, step: { nil })))
        guard case .waitingToLook(let look) = policy.state else { return XCTFail("waiting") }
        XCTAssertTrue(look.isSecondLook)
        XCTAssertEqual(look.leastCost, 0.003)
        _ = policy.woke(at: second)
        XCTAssertEqual(
            policy.drained(inputCame: true, heldLift: false, now: second, key: { 1 }, step: { nil }), .hold,
            "0.95 ms before the deadline: no time for a 3 ms frame")
    }

    /// A policy whose key 1 redraws cost `redrawCost` lately.
    private func policy(redrawCost: Double, looksAgain: Bool = true) -> LateRedrawPolicy {
        var policy = policy(looksAgain: looksAgain)
        for _ in 0..<FrameLoopConfiguration.secondLookRecentRedraws {
            policy.frameEnded(
                outcome: LateRedrawPolicy.Outcome(key: 1, cost: redrawCost, drawn: true), missed: false,
                interval: interval, recentFrameCost: 0.002)
        }
        return policy
    }

    func testAFrameRenderedPastItsLookLooksAtOnceAsASecondLookWhenItsKeysRedrawsFit() throws {
        // Its look was due 2.5 ms before the deadline; its render ended 2 ms before it. The key's
        // redraws cost 0.5 ms: with the 0.5 ms cutoff and the 0.25 ms margin, they fit.
        var policy = policy(redrawCost: 0.0005)
        let now = target - 0.0018
        XCTAssertEqual(
            policy.frameRendered(now: now, target: target, lead: 0.0025, key: 1, drawingCost: 0.0018, step: { nil }),
            .look(at: now))
        guard case .waitingToLook(let look) = policy.state else { return XCTFail("waiting") }
        XCTAssertTrue(look.isSecondLook, "it looks once")
        XCTAssertEqual(look.drawingCost, 0.0018)
        XCTAssertEqual(policy.woke(at: now), .drain)
        XCTAssertEqual(
            policy.drained(inputCame: true, heldLift: false, now: now, key: { 1 }, step: { nil }),
            .redraw(key: 1, cutoff: target - FrameLoopConfiguration.defaultRedrawCutoff))
        let outcome = policy.redrew(LateRedrawPolicy.Outcome(key: 1, cost: 0.0005, drawn: false, longestStep: 0.0002))
        XCTAssertTrue(outcome.isSecondLook)
        policy.frameEnded(outcome: outcome, missed: false, interval: interval, recentFrameCost: 0.002)
        XCTAssertEqual(policy.predictor.backoff, 0, "abandoned as a second look: no backoff")

        var empty = self.policy(redrawCost: 0.0005)
        _ = empty.frameRendered(now: now, target: target, lead: 0.0025, key: 1, drawingCost: 0.0018, step: { nil })
        _ = empty.woke(at: now)
        XCTAssertEqual(
            empty.drained(inputCame: false, heldLift: false, now: now, key: { 1 }, step: { nil }), .none,
            "nothing came: no look after it")
        XCTAssertEqual(empty.state, .idle)
    }

    func testAFrameRenderedPastItsLookHasNoneWithoutTimeForItsKeysRedraws() {
        let now = target - 0.0018
        func action(_ policy: inout LateRedrawPolicy, step: FrameCostStep? = nil) -> LateRedrawPolicy.Action {
            policy.frameRendered(now: now, target: target, lead: 0.0025, key: 1, drawingCost: 0.0018, step: { step })
        }
        var dear = policy(redrawCost: 0.0012)
        XCTAssertEqual(action(&dear), .none, "1.2 ms, the cutoff and the margin end past the deadline")
        XCTAssertEqual(dear.state, .idle)
        var fresh = policy()
        XCTAssertEqual(action(&fresh), .none, "no redraw of the key ran yet")
        var off = policy(redrawCost: 0.0005, looksAgain: false)
        XCTAssertEqual(action(&off), .none, "no second look")
        var stepped = policy(redrawCost: 0.0005)
        XCTAssertEqual(
            action(&stepped, step: FrameCostStep(earliestStart: now - 0.001, key: 2)), .none,
            "a certain step due: the next frame is planned for it")
        XCTAssertEqual(stepped.state, .idle)
        var possible = policy(redrawCost: 0.0005)
        XCTAssertEqual(
            action(&possible, step: FrameCostStep(earliestStart: now - 0.001, key: 2, isCertain: false)),
            .look(at: now), "a possible step does not stop it")
    }
}
