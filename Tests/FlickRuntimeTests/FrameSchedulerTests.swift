import FlickRuntime
import XCTest

/// The scheduler's iteration for each pacing (`FrameScheduling.md`), on times given as values:
/// the actions the loop carries out.
final class FrameSchedulerTests: XCTestCase {
    private func scheduler(drawsOnDemand: Bool = false, startsLate: Bool = true) -> FrameScheduler {
        var configuration = FrameLoopConfiguration()
        configuration.drawsOnDemand = drawsOnDemand
        configuration.startsLate = startsLate
        var scheduler = FrameScheduler(configuration: configuration, now: 0)
        scheduler.begin(at: 10)
        return scheduler
    }

    /// The iteration at `now`, the scene's frames changing by themselves when `moving`, with
    /// something come since the last frame when `changed`.
    private func next(
        _ scheduler: inout FrameScheduler, now: Double, changed: Bool = false, moving: Bool = false,
        knownInput: Double? = nil, nextWake: Double? = nil, resumed: inout Bool
    ) -> FrameScheduler.Action {
        scheduler.next(
            now: now, changed: { changed }, changesByItself: { moving },
            knownInput: { knownInput }, nextWake: { nextWake }, key: { 0 }, resumed: &resumed)
    }

    /// Runs a quiet full-rate frame starting at `start` that drew `cost` seconds.
    private func quietFrame(_ scheduler: inout FrameScheduler, start: Double, cost: Double) {
        let plan = scheduler.planFrame(pacing: .fullRate, start: start)
        _ = scheduler.presented(at: scheduler.slot(finishedAt: start + cost), shown: plan.target)
        scheduler.frameEnded(
            FrameScheduler.FrameOutcome(
                pacing: .fullRate, start: start, rendered: start + cost, target: plan.target,
                budget: 1 / 60, missed: false, key: 0, stepRan: false, drewNothing: false,
                redraw: nil, quiet: true),
            changesByItself: { false })
    }

    func testFullRateRunsAFrameAtOnceBeforeAnyCostIsKnown() {
        var scheduler = scheduler()
        var resumed = false
        XCTAssertEqual(next(&scheduler, now: 10, resumed: &resumed), .frame)
        XCTAssertFalse(resumed)
        XCTAssertEqual(scheduler.planStart(now: 10, canRedraw: false, key: { 0 }, step: { _ in nil }), .startNow)
        let plan = scheduler.planFrame(pacing: .fullRate, start: 10)
        XCTAssertEqual(plan.target, 10 + 1.0 / 60, accuracy: 1e-9)
        XCTAssertEqual(plan.skippedByLateStart, 0)
    }

    func testFullRateStartsLateOnceTheKeysCostIsKnown() {
        var scheduler = scheduler()
        var resumed = false
        var now = 10.0
        for _ in 0..<6 {
            _ = next(&scheduler, now: now, resumed: &resumed)
            _ = scheduler.planStart(now: now, canRedraw: false, key: { 0 }, step: { _ in nil })
            quietFrame(&scheduler, start: now, cost: 0.002)
            now = scheduler.pacer.target - 1.0 / 60
        }
        let target = scheduler.pacer.target
        XCTAssertEqual(next(&scheduler, now: now, resumed: &resumed), .frame)
        guard
            case .waitUntil(let start) = scheduler.planStart(now: now, canRedraw: false, key: { 0 }, step: { _ in nil })
        else { return XCTFail("a late start") }
        XCTAssertEqual(start, target - 0.002 - FrameCostPredictor.defaultMargin, accuracy: 1e-9)
        XCTAssertEqual(scheduler.framesRun, 6)
    }

    /// A late redraw takes a lift it drained only when the scene foresees the end of the
    /// gestures under way (a possible step of its own family), seen before, whose frames cost
    /// (their large percentile) ends before the redraw's cutoff; any other lift may run an
    /// action dearer than a redraw and waits for the next frame.
    func testARedrawTakesALiftOnlyForTheSeenEndOfAGestureThatFits() {
        let gestureEnd = 3, cost = 0.004
        let end = FrameCostStep(earliestStart: -.infinity, key: 7, isCertain: false, family: gestureEnd)
        var scheduler = scheduler()
        let target = 20.0, cutoff = scheduler.lateRedraw.effectiveCutoff
        XCTAssertFalse(scheduler.redrawTakesLift(step: end, now: target - 0.01, target: target), "not seen yet")
        // Frames that ran the step teach its cost.
        var resumed = false
        var now = 10.0
        for _ in 0..<4 {
            _ = next(&scheduler, now: now, resumed: &resumed)
            _ = scheduler.planStart(now: now, canRedraw: false, key: { 0 }, step: { _ in end })
            let plan = scheduler.planFrame(pacing: .fullRate, start: now)
            _ = scheduler.presented(at: scheduler.slot(finishedAt: now + cost), shown: plan.target)
            scheduler.frameEnded(
                FrameScheduler.FrameOutcome(
                    pacing: .fullRate, start: now, rendered: now + cost, target: plan.target, budget: 1 / 60,
                    missed: false, key: 0, stepRan: true, drewNothing: false, redraw: nil, quiet: false),
                changesByItself: { false })
            now = plan.target
        }
        let fits = target - cutoff - cost - 0.0005, tooLate = target - cutoff - cost + 0.0005
        XCTAssertTrue(scheduler.redrawTakesLift(step: end, now: fits, target: target), "seen, and it fits")
        XCTAssertFalse(scheduler.redrawTakesLift(step: end, now: tooLate, target: target), "seen, past the cutoff")
        XCTAssertFalse(scheduler.redrawTakesLift(step: nil, now: fits, target: target), "nothing foreseen")
        var anyPossible = end
        anyPossible.family = FrameCostStep.anyPossibleFamily
        XCTAssertFalse(scheduler.redrawTakesLift(step: anyPossible, now: fits, target: target), "a lift that may end a tap")
        var certain = end
        certain.isCertain = true
        XCTAssertFalse(scheduler.redrawTakesLift(step: certain, now: fits, target: target), "a deadline")
    }

    func testAQuietFrameAtRestSleepsUntilTheRecheckAndSomethingComingResumes() {
        var scheduler = scheduler(drawsOnDemand: true)
        var resumed = false
        _ = next(&scheduler, now: 10, resumed: &resumed)
        quietFrame(&scheduler, start: 10, cost: 0.002)
        XCTAssertEqual(scheduler.demand.state, .sleeping)
        XCTAssertEqual(
            next(&scheduler, now: 11, resumed: &resumed),
            .sleep(until: 11 + FrameLoopConfiguration.defaultIdleRecheck))
        XCTAssertEqual(
            next(&scheduler, now: 11, knownInput: 500, resumed: &resumed), .sleep(until: 500),
            "a replay's next report, hours away, ends the sleep itself")
        XCTAssertEqual(
            next(&scheduler, now: 11, nextWake: 11.5, resumed: &resumed), .sleep(until: 11.5),
            "the scene's deadline")
        XCTAssertFalse(resumed)
        XCTAssertEqual(next(&scheduler, now: 20, changed: true, resumed: &resumed), .frame)
        XCTAssertTrue(resumed, "a new grid: the frame is shown as soon as its cost allows")
        XCTAssertEqual(scheduler.demand.state, .drawing)
        XCTAssertEqual(
            scheduler.pacer.target, 20 + 0.002 + FrameCostPredictor.defaultMargin, accuracy: 1e-9,
            "shown after the key's predicted cost, not an interval on")
    }

    func testAFrameThatResumesWithACertainStepIsShownAfterTheStepsLead() {
        /// Wakes at 20 s a scheduler that slept after a quiet 2 ms frame at 10 s, the frame after
        /// the wake foreseeing `step`; returns the targets it was asked for.
        func wake(_ scheduler: inout FrameScheduler, step: FrameCostStep) -> [Double] {
            var resumed = false
            _ = next(&scheduler, now: 10, resumed: &resumed)
            quietFrame(&scheduler, start: 10, cost: 0.002)
            XCTAssertEqual(scheduler.demand.state, .sleeping)
            var asked: [Double] = []
            let action = scheduler.next(
                now: 20, changed: { true }, changesByItself: { false }, knownInput: { nil }, nextWake: { nil },
                key: { 0 }, step: { asked.append($0); return step }, resumed: &resumed)
            XCTAssertEqual(action, .frame)
            XCTAssertTrue(resumed)
            return asked
        }
        // Idle work ran while the loop slept: the frame after it runs the app's step, not seen yet.
        var afterWork = scheduler(drawsOnDemand: true)
        let asked = wake(&afterWork, step: FrameCostStep(earliestStart: -.infinity, key: 7))
        XCTAssertEqual(asked, [20 + 1.0 / 60], "the step foreseen before a target an interval away")
        XCTAssertEqual(
            afterWork.pacer.target, 20 + 1.0 / 60, accuracy: 1e-9,
            "a step not seen yet: the whole interval, not the key's 2 ms at rest")
        // A possible step (a touch that may lift) is not the app's work: the key's lead.
        var afterTouch = scheduler(drawsOnDemand: true)
        _ = wake(&afterTouch, step: FrameCostStep(earliestStart: -.infinity, key: 7, isCertain: false))
        XCTAssertEqual(afterTouch.pacer.target, 20 + 0.002 + FrameCostPredictor.defaultMargin, accuracy: 1e-9)
    }

    func testFocusLostThrottlesAndFocusGainedResumesOnANewGrid() {
        var scheduler = scheduler()
        var resumed = false
        XCTAssertTrue(scheduler.handle(.focusLost, at: 12))
        XCTAssertEqual(scheduler.pacing, .lowRate)
        XCTAssertEqual(
            next(&scheduler, now: 12, resumed: &resumed),
            .throttledFrame(at: 12 + 1 / FrameLoopConfiguration.defaultThrottledRate))
        XCTAssertFalse(scheduler.handle(.focusLost, at: 12.05), "no change")
        XCTAssertTrue(scheduler.handle(.focusGained, at: 13))
        XCTAssertEqual(scheduler.pacing, .fullRate)
        XCTAssertEqual(scheduler.pacer.target, 13 + 1.0 / 60, accuracy: 1e-9)
    }

    func testHiddenWaitsForInputUntilTheRecheck() {
        var scheduler = scheduler()
        var resumed = false
        XCTAssertTrue(scheduler.handle(.hidden, at: 12))
        XCTAssertEqual(
            next(&scheduler, now: 12, resumed: &resumed),
            .waitForInput(until: 12 + FrameLoopConfiguration.defaultSuspendedRecheck))
        XCTAssertTrue(scheduler.handle(.shown, at: 14))
        XCTAssertEqual(scheduler.pacing, .fullRate)
    }

    func testAReducedRateFrameResetsFramesOnDemand() {
        var scheduler = scheduler(drawsOnDemand: true)
        var resumed = false
        _ = next(&scheduler, now: 10, resumed: &resumed)
        quietFrame(&scheduler, start: 10, cost: 0.002)
        XCTAssertEqual(scheduler.demand.state, .sleeping)
        _ = scheduler.handle(.focusLost, at: 11)
        scheduler.presentedThrottled(startedAt: 11)
        scheduler.frameEnded(
            FrameScheduler.FrameOutcome(
                pacing: .lowRate, start: 11, rendered: 11.002, target: 11, budget: 0.1,
                missed: false, key: 0, stepRan: false, drewNothing: false, redraw: nil,
                quiet: true),
            changesByItself: { false })
        XCTAssertEqual(scheduler.demand.state, .drawing)
        XCTAssertEqual(scheduler.lateStart.state, .unplanned)
    }
}
