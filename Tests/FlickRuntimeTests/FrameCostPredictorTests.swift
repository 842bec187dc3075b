import FlickRuntime
import XCTest

final class FrameCostPredictorTests: XCTestCase {
    private let interval = 1.0 / 60

    private func record(_ cost: Double, times: Int, into predictor: inout FrameCostPredictor, key: Int = 0) {
        for _ in 0..<times { predictor.record(cost: cost, key: key, missed: false, interval: interval) }
    }

    func testOneOrTwoStrayFramesDoNotHoldTheLeadUp() {
        var predictor = FrameCostPredictor()
        XCTAssertEqual(predictor.largestRank, 3, "the 99th percentile of 300 frames: the 3rd largest")
        record(0.001, times: 10, into: &predictor)
        record(0.009, times: 2, into: &predictor)
        record(0.001, times: 10, into: &predictor)
        XCTAssertEqual(predictor.predictedCost(key: 0)!, 0.001, accuracy: 1e-12)
        record(0.009, times: 1, into: &predictor)
        XCTAssertEqual(predictor.predictedCost(key: 0)!, 0.009, accuracy: 1e-12, "a third one does")
    }

    func testTheWholeIntervalForANewKeyThenTheLargestOfItsFirstFramesAfterTheFirst() {
        var predictor = FrameCostPredictor()
        XCTAssertNil(predictor.predictedCost(key: 0))
        XCTAssertEqual(predictor.lead(key: 0, interval: interval), interval, "nothing known: start at once")
        record(0.006, times: 1, into: &predictor)
        XCTAssertEqual(predictor.lead(key: 0, interval: interval), 0.006 + FrameCostPredictor.defaultMargin, accuracy: 1e-12,
                       "one frame known: its cost, not the whole interval")
        record(0.002, times: 1, into: &predictor)
        XCTAssertEqual(predictor.predictedCost(key: 0)!, 0.006, accuracy: 1e-12, "one frame after the first says little")
        record(0.001, times: FrameCostPredictor.minimumSamples - 3, into: &predictor)
        XCTAssertEqual(predictor.predictedCost(key: 0)!, 0.002, accuracy: 1e-12,
                       "then the first frame's one-off work (uploads) is left out: the largest of the frames after it")
        record(0.001, times: 1, into: &predictor)
        XCTAssertEqual(predictor.lead(key: 0, interval: interval), 0.001 + FrameCostPredictor.defaultMargin, accuracy: 1e-12,
                       "enough frames: the percentile (the 3rd largest of 4)")
    }

    func testTheLeadIsAHighPercentileOfTheWindowPlusTheMargin() {
        var predictor = FrameCostPredictor(window: 30, percentile: 0.9, margin: 0.0005)
        // 27 frames of 1 ms and three of 2, 3 and 4 ms: the 90th percentile of 30 is the third largest.
        XCTAssertEqual(predictor.largestRank, 3)
        record(0.001, times: 27, into: &predictor)
        for cost in [0.002, 0.003, 0.004] { predictor.record(cost: cost, key: 0, missed: false, interval: interval) }
        XCTAssertEqual(predictor.predictedCost(key: 0)!, 0.002, accuracy: 1e-12)
        XCTAssertEqual(predictor.lead(key: 0, interval: interval), 0.0025, accuracy: 1e-12)
    }

    func testItAdaptsToAStepUpWithinThreeFramesAndForgetsItAfterTheWindow() {
        var predictor = FrameCostPredictor()
        record(0.001, times: 40, into: &predictor)
        var framesToAdapt = 0
        while predictor.predictedCost(key: 0)! < 0.005 {
            predictor.record(cost: 0.005, key: 0, missed: false, interval: interval)
            framesToAdapt += 1
        }
        XCTAssertLessThanOrEqual(framesToAdapt, 3, "a step in cost shows within a few frames")
        var framesToForget = 0
        while predictor.predictedCost(key: 0)! > 0.001 {
            predictor.record(cost: 0.001, key: 0, missed: false, interval: interval)
            framesToForget += 1
        }
        XCTAssertLessThanOrEqual(framesToForget, FrameCostPredictor.defaultWindow, "a step down leaves with the window")
    }

    func testAMissBacksOffByWhatTheFrameOverranAndRecoversGradually() {
        var predictor = FrameCostPredictor()
        record(0.001, times: 30, into: &predictor)
        let steady = predictor.lead(key: 0, interval: interval)
        predictor.record(cost: 0.009, key: 0, missed: true, interval: interval)
        XCTAssertEqual(predictor.backoff, 0.008, accuracy: 1e-12, "what the frame cost beyond its key's prediction")
        XCTAssertEqual(predictor.lead(key: 0, interval: interval), 0.009 + FrameCostPredictor.defaultMargin, accuracy: 1e-12,
                       "after a miss the next frame of the same cost makes its deadline, and starts no earlier")
        var leads: [Double] = []
        for _ in 0..<40 {
            predictor.record(cost: 0.001, key: 0, missed: false, interval: interval)
            leads.append(predictor.lead(key: 0, interval: interval))
        }
        XCTAssertTrue(zip(leads, leads.dropFirst()).allSatisfy { $0 >= $1 }, "the lead only shrinks: \(leads)")
        XCTAssertEqual(leads[0], steady + 0.004, accuracy: 1e-9, "half the backoff left after one frame")
        XCTAssertGreaterThan(leads[2], steady + 0.0009, "not all at once")
        XCTAssertEqual(leads.last!, steady, accuracy: 1e-9, "back to the prediction")
        XCTAssertEqual(predictor.backoff, 0)
    }

    func testAMissTheKeyAlreadyPredictsBacksOffByTheMarginAtLeastAndAtMostTheInterval() {
        var predictor = FrameCostPredictor()
        record(0.001, times: 30, into: &predictor)
        // A late wake-up: the frame cost what its key predicts, and still missed.
        predictor.record(cost: 0.001, key: 0, missed: true, interval: interval)
        XCTAssertEqual(predictor.backoff, FrameCostPredictor.defaultMargin, accuracy: 1e-12)
        predictor.record(cost: 0.050, key: 0, missed: true, interval: interval)
        XCTAssertEqual(predictor.backoff, interval, accuracy: 1e-12)
    }

    func testTheBackoffHoldsWhileFramesCostMoreThanTheirKeyPredicts() {
        var predictor = FrameCostPredictor()
        record(0.001, times: 30, into: &predictor)
        // A step up to 5 ms: the first frame misses; the percentile takes three frames to follow.
        predictor.record(cost: 0.005, key: 0, missed: true, interval: interval)
        let backoff = predictor.backoff
        predictor.record(cost: 0.005, key: 0, missed: false, interval: interval)
        XCTAssertEqual(predictor.backoff, backoff, "still above the key's prediction: held")
        XCTAssertGreaterThanOrEqual(predictor.lead(key: 0, interval: interval), 0.005 + FrameCostPredictor.defaultMargin)
        predictor.record(cost: 0.005, key: 0, missed: false, interval: interval)
        XCTAssertEqual(predictor.predictedCost(key: 0)!, 0.005, accuracy: 1e-12, "the percentile has it now")
        predictor.record(cost: 0.005, key: 0, missed: false, interval: interval)
        XCTAssertEqual(predictor.backoff, backoff / 2, accuracy: 1e-12, "then it shrinks")
    }

    func testRelaxingShrinksTheBackoffWithoutACostToRecord() {
        var predictor = FrameCostPredictor()
        record(0.001, times: 10, into: &predictor)
        predictor.record(cost: 0.004, key: 0, missed: true, interval: interval)
        let backoff = predictor.backoff
        let costs = predictor.predictedCost(key: 0)
        predictor.relax()
        XCTAssertEqual(predictor.backoff, backoff * FrameCostPredictor.recovery, accuracy: 1e-15)
        XCTAssertEqual(predictor.predictedCost(key: 0), costs, "no cost recorded")
        for _ in 0..<20 { predictor.relax() }
        XCTAssertEqual(predictor.backoff, 0, "gone below the negligible lead")
    }

    func testAStepLeadsByAtLeastWhatItsFramesCost() {
        var predictor = FrameCostPredictor()
        record(0.004, times: 10, into: &predictor, key: 0)
        record(0.001, times: 10, into: &predictor, key: 1)
        // A tab's tap from a dear scene: the next scene's first frame, 4.5 ms, adds little there.
        predictor.record(cost: 0.0045, key: 0, step: 7, missed: false, interval: interval)
        XCTAssertEqual(predictor.lead(key: 1, step: 7, interval: interval), 0.0045 + FrameCostPredictor.defaultMargin,
                       accuracy: 1e-12, "from a cheap scene the same tap still costs the next scene's first frame")
        XCTAssertEqual(predictor.lead(key: 0, step: 7, interval: interval),
                       predictor.lead(key: 0, interval: interval) + 0.0005, accuracy: 1e-12)
    }

    func testAPossibleStepOfAFamilyIsForeseenFromThatFamilyNotFromTaps() {
        var predictor = FrameCostPredictor()
        record(0.001, times: 10, into: &predictor)
        let ordinary = predictor.lead(key: 0, interval: interval)
        let ends = 5
        XCTAssertEqual(predictor.lead(key: 0, unseenPossibleStepWithin: interval, family: ends), ordinary,
                       "no end of a drag seen yet: the key's own lead")
        predictor.record(cost: 0.006, key: 0, step: 8, possible: true, missed: false, interval: interval)
        XCTAssertEqual(predictor.lead(key: 0, unseenPossibleStepWithin: interval, family: ends), ordinary,
                       "a tap that faded an overlay in is no prior for the end of a drag")
        XCTAssertEqual(predictor.lead(key: 0, unseenPossibleStepWithin: interval), 0.006 + FrameCostPredictor.defaultMargin,
                       accuracy: 1e-12, "it is for every other possible step")
        predictor.record(cost: 0.0015, key: 0, step: 9, possible: true, family: ends, missed: false, interval: interval)
        XCTAssertEqual(predictor.lead(key: 0, unseenPossibleStepWithin: interval, family: ends),
                       0.0015 + FrameCostPredictor.defaultMargin, accuracy: 1e-12, "a first fling costs what flings cost")
        XCTAssertEqual(predictor.lead(key: 0, unseenPossibleStepWithin: interval), 0.006 + FrameCostPredictor.defaultMargin,
                       accuracy: 1e-12, "an end counts among every possible step, where the tap stays the dearest")
        record(0.004, times: 10, into: &predictor, key: 2)
        XCTAssertEqual(predictor.lead(key: 2, unseenPossibleStepWithin: interval, family: ends),
                       predictor.lead(key: 2, interval: interval), "never below the key's own lead")
        predictor.reset()
        XCTAssertEqual(predictor.lead(key: 0, unseenPossibleStepWithin: interval, family: ends), interval, "forgotten with the rest")
    }

    func testAPossibleStepNotSeenYetLeadsByWhatOtherPossibleStepsCost() {
        var predictor = FrameCostPredictor()
        record(0.001, times: 10, into: &predictor)
        let ordinary = predictor.lead(key: 0, interval: interval)
        XCTAssertEqual(predictor.lead(key: 0, unseenPossibleStepWithin: interval), ordinary, "no lift seen yet: no prior")
        predictor.record(cost: 0.005, key: 0, step: 7, missed: false, interval: interval)
        XCTAssertEqual(predictor.lead(key: 0, unseenPossibleStepWithin: interval), ordinary,
                       "a deadline's step is no prior for a lift")
        predictor.record(cost: 0.004, key: 0, step: 8, possible: true, missed: false, interval: interval)
        XCTAssertEqual(predictor.lead(key: 0, unseenPossibleStepWithin: interval), 0.004 + FrameCostPredictor.defaultMargin,
                       accuracy: 1e-12, "a first tap is assumed to cost what a tap cost")
        record(0.009, times: 10, into: &predictor, key: 2)
        XCTAssertEqual(predictor.lead(key: 2, unseenPossibleStepWithin: interval), predictor.lead(key: 2, interval: interval),
                       "never below the key's own lead")
        predictor.reset()
        XCTAssertEqual(predictor.lead(key: 0, unseenPossibleStepWithin: interval), interval, "forgotten with the rest")
    }

    func testAStepIsSeenOnceAFrameThatRanItWasRecorded() {
        var predictor = FrameCostPredictor()
        record(0.001, times: 10, into: &predictor)
        XCTAssertFalse(predictor.hasSeen(step: 7))
        predictor.record(cost: 0.004, key: 0, step: 7, missed: false, interval: interval)
        XCTAssertTrue(predictor.hasSeen(step: 7))
        XCTAssertFalse(predictor.hasSeen(step: 8))
    }

    func testKeysArePredictedApart() {
        var predictor = FrameCostPredictor()
        record(0.001, times: 30, into: &predictor, key: 1)
        record(0.006, times: 30, into: &predictor, key: 2)
        XCTAssertEqual(predictor.predictedCost(key: 1)!, 0.001, accuracy: 1e-12)
        XCTAssertEqual(predictor.predictedCost(key: 2)!, 0.006, accuracy: 1e-12)
        XCTAssertEqual(predictor.lead(key: 3, interval: interval), interval, "an unseen key starts at once")
        predictor.reset()
        XCTAssertNil(predictor.predictedCost(key: 1))
    }

    func testTheLeadNeverExceedsTheInterval() {
        var predictor = FrameCostPredictor()
        record(0.030, times: 10, into: &predictor)
        XCTAssertEqual(predictor.lead(key: 0, interval: interval), interval)
    }

    func testAStepNotSeenYetGetsTheWholeIntervalThenWhatItAddedOverTheKey() {
        var predictor = FrameCostPredictor()
        record(0.001, times: 10, into: &predictor)
        let ordinary = predictor.lead(key: 0, interval: interval)
        XCTAssertEqual(predictor.lead(key: 0, step: 7, interval: interval), interval, "an unknown step: start at once")
        predictor.record(cost: 0.006, key: 0, step: 7, missed: false, interval: interval)
        XCTAssertEqual(predictor.predictedCost(key: 0)!, 0.001, accuracy: 1e-12, "the step frame is not one of the key's")
        XCTAssertEqual(predictor.lead(key: 0, interval: interval), ordinary, accuracy: 1e-12)
        XCTAssertEqual(predictor.lead(key: 0, step: 7, interval: interval), ordinary + 0.005, accuracy: 1e-12,
                       "the key's lead plus the 5 ms the step added")
        XCTAssertEqual(predictor.lead(key: 0, step: 8, interval: interval), interval, "another step is its own")
    }

    func testAStepAddsWhatItAddedBeforeOverAnotherKey() {
        var predictor = FrameCostPredictor()
        record(0.001, times: 10, into: &predictor, key: 0)
        record(0.003, times: 10, into: &predictor, key: 1)
        predictor.record(cost: 0.0015, key: 0, step: 7, missed: false, interval: interval)
        XCTAssertEqual(predictor.lead(key: 1, step: 7, interval: interval),
                       predictor.lead(key: 1, interval: interval) + 0.0005, accuracy: 1e-12,
                       "a cheap step (a double-tap window closing) stays cheap in a dearer scene")
    }

    func testACheaperThanPredictedStepAddsNothing() {
        var predictor = FrameCostPredictor()
        record(0.002, times: 10, into: &predictor)
        predictor.record(cost: 0.0005, key: 0, step: 7, missed: false, interval: interval)
        XCTAssertEqual(predictor.lead(key: 0, step: 7, interval: interval), predictor.lead(key: 0, interval: interval),
                       accuracy: 1e-12)
    }

    func testResetForgetsSteps() {
        var predictor = FrameCostPredictor()
        record(0.001, times: 10, into: &predictor)
        predictor.record(cost: 0.002, key: 0, step: 7, missed: false, interval: interval)
        predictor.reset()
        XCTAssertEqual(predictor.lead(key: 0, step: 7, interval: interval), interval)
    }
}

extension FrameCostPredictorTests {
    func testKeysRecordedIntoLongestAgoAreForgottenPastTheLimit() {
        var predictor = FrameCostPredictor()
        record(0.004, times: 5, into: &predictor, key: -1)
        for key in 0..<FrameCostPredictor.maximumKeys { record(0.001, times: 5, into: &predictor, key: key) }
        XCTAssertNil(predictor.predictedCost(key: -1), "a week of new views: the stalest key went")
        XCTAssertEqual(predictor.predictedCost(key: 0), 0.001, "the others stay")
        record(0.002, times: 1, into: &predictor, key: 0)
        record(0.001, times: 5, into: &predictor, key: -2)
        XCTAssertNotNil(predictor.predictedCost(key: 0), "recorded into lately: kept")
        XCTAssertNil(predictor.predictedCost(key: 1), "the stalest now")
    }
}
