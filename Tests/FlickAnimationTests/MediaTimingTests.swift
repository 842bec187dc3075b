import FlickAnimation
import XCTest

final class MediaTimingTests: XCTestCase {
    private func progress(_ timing: MediaTiming, _ t: Double) -> Double? { timing.sample(at: t).progress }

    func testActivePhaseAndRemovedFill() {
        let timing = MediaTiming(beginTime: 1, duration: 2)
        XCTAssertEqual(timing.sample(at: 0.5).phase, .before)
        XCTAssertNil(progress(timing, 0.5))
        XCTAssertEqual(progress(timing, 1), 0)
        XCTAssertEqual(progress(timing, 2), 0.5)
        XCTAssertEqual(timing.sample(at: 3).phase, .after)
        XCTAssertNil(progress(timing, 3))
        XCTAssertEqual(timing.endTime, 3)
    }

    func testEveryFillMode() {
        for mode in FillMode.allCases {
            let timing = MediaTiming(beginTime: 1, duration: 2, fillMode: mode)
            XCTAssertEqual(progress(timing, 0), mode.fillsBackwards ? 0 : nil, "\(mode) before")
            XCTAssertEqual(progress(timing, 2.5), 0.75, "\(mode) active")
            // At the end of the last iteration the progress is 1, not 0.
            XCTAssertEqual(progress(timing, 3), mode.fillsForwards ? 1 : nil, "\(mode) at end")
            XCTAssertEqual(progress(timing, 10), mode.fillsForwards ? 1 : nil, "\(mode) after")
        }
    }

    func testFractionalRepeatCountBoundaries() {
        let timing = MediaTiming(duration: 1, repeatCount: 2.5, fillMode: .both)
        XCTAssertEqual(timing.activeDuration, 2.5)
        XCTAssertEqual(timing.sample(at: 1.5), TimingSample(phase: .active, iteration: 1, progress: 0.5))
        // A new iteration starts at 0 inside the active interval…
        XCTAssertEqual(timing.sample(at: 2), TimingSample(phase: .active, iteration: 2, progress: 0))
        // …and the animation ends half-way through its third iteration.
        XCTAssertEqual(timing.sample(at: 2.5), TimingSample(phase: .after, iteration: 2, progress: 0.5))
        let whole = MediaTiming(duration: 1, repeatCount: 2, fillMode: .forwards)
        XCTAssertEqual(whole.sample(at: 2), TimingSample(phase: .after, iteration: 1, progress: 1))
    }

    func testAutoreverseWithRepeatsAndFill() {
        let timing = MediaTiming(duration: 1, repeatCount: 2, autoreverses: true, fillMode: .forwards)
        XCTAssertEqual(timing.activeDuration, 4)
        XCTAssertEqual(progress(timing, 0.25), 0.25)
        XCTAssertEqual(progress(timing, 1.25), 0.75) // coming back
        XCTAssertEqual(timing.sample(at: 2.5), TimingSample(phase: .active, iteration: 1, progress: 0.5))
        XCTAssertEqual(progress(timing, 1), 1) // the turn
        XCTAssertEqual(progress(timing, 4), 0) // ends where it began
        let half = MediaTiming(duration: 1, repeatCount: 0.75, autoreverses: true, fillMode: .forwards)
        XCTAssertEqual(half.activeDuration, 1.5)
        XCTAssertEqual(progress(half, 1.5), 0.5)
    }

    func testRepeatDurationAndInfiniteRepeats() {
        let timing = MediaTiming(duration: 1, repeatDuration: 1.5, fillMode: .forwards)
        XCTAssertEqual(timing.sample(at: 1.25), TimingSample(phase: .active, iteration: 1, progress: 0.25))
        XCTAssertEqual(progress(timing, 1.5), 0.5)
        let forever = MediaTiming(duration: 1, repeatCount: .infinity)
        XCTAssertEqual(forever.endTime, .infinity)
        XCTAssertEqual(progress(forever, 1000.25), 0.25)
        XCTAssertEqual(forever.sample(at: 1000.25).iteration, 1000)
    }

    func testSpeedScalesLocalTime() {
        let timing = MediaTiming(beginTime: 1, duration: 1, speed: 2)
        XCTAssertEqual(progress(timing, 1.25), 0.5)
        XCTAssertEqual(timing.endTime, 1.5)
        let backwards = MediaTiming(duration: 1, speed: -1)
        XCTAssertEqual(progress(backwards, 0.25), 0.75)
    }

    func testPausingWithSpeedZeroAndTimeOffset() {
        var timing = MediaTiming(duration: 2, speed: 0, timeOffset: 0.5)
        for t in [-10.0, 0, 3, 1e6] { XCTAssertEqual(progress(timing, t), 0.25) }
        XCTAssertEqual(timing.endTime, .infinity)
        timing.timeOffset = 2 // paused at the very end shows the end value
        XCTAssertEqual(progress(timing, 7), 1)
    }

    func testTimeOffsetWrapsAroundLikeCoreAnimation() {
        // "A 5 s animation with a 2 s offset plays from 2 s to the end, then from 0 to 2 s."
        let timing = MediaTiming(duration: 5, timeOffset: 2)
        XCTAssertEqual(progress(timing, 0)!, 0.4, accuracy: 1e-12)
        XCTAssertEqual(progress(timing, 2.9)!, 0.98, accuracy: 1e-12)
        XCTAssertEqual(progress(timing, 3.5)!, 0.1, accuracy: 1e-12)
        XCTAssertEqual(timing.endTime, 5)
    }

    func testBadTimesAndParametersNeverCrash() {
        let timing = MediaTiming(duration: 1, repeatCount: .infinity, autoreverses: true, fillMode: .both)
        XCTAssertNil(timing.sample(at: .nan).progress) // a broken clock: no effect
        XCTAssertNil(timing.sample(at: .infinity).progress) // no last iteration to show
        XCTAssertEqual(MediaTiming(duration: 1, fillMode: .forwards).sample(at: .infinity).progress, 1)
        XCTAssertEqual(MediaTiming(duration: -3, fillMode: .both).sample(at: 5).progress, 1) // like zero
        XCTAssertEqual(MediaTiming(duration: 2, repeatCount: -4).activeDuration, 2) // like one
        let discrete = KeyframeAnimation<Double>(keyPath: "x", values: [1, 2, 3], calculationMode: .discrete)
        XCTAssertEqual(discrete.value(atProgress: .nan, modelValue: 0), 1)
        XCTAssertEqual(discrete.value(atProgress: .infinity, modelValue: 0), 3)
    }

    func testZeroDurationIsInstantaneous() {
        let held = MediaTiming(beginTime: 1, duration: 0, fillMode: .both)
        XCTAssertEqual(progress(held, 0.5), 0)
        XCTAssertEqual(progress(held, 1), 1)
        XCTAssertNil(progress(MediaTiming(beginTime: 1), 2))
    }
}

/// Every fill mode × (single, repeated, autoreversed), sampled before, inside, at the end
/// and after the active interval: a table of hand-derived expectations.
final class MediaTimingFillTableTests: XCTestCase {
    func testFillModesWithRepeatsAndAutoreverse() {
        struct Case {
            let repeatCount: Double, autoreverses: Bool
            let inside: (time: Double, progress: Double, iteration: Int)
            let endProgress: Double, endIteration: Int, end: Double
        }
        let cases = [
            Case(repeatCount: 0, autoreverses: false, inside: (1.5, 0.5, 0), endProgress: 1, endIteration: 0, end: 2),
            Case(repeatCount: 3, autoreverses: false, inside: (3.25, 0.25, 2), endProgress: 1, endIteration: 2, end: 4),
            Case(repeatCount: 1.5, autoreverses: false, inside: (2.25, 0.25, 1), endProgress: 0.5, endIteration: 1,
                 end: 2.5),
            Case(repeatCount: 0, autoreverses: true, inside: (2.25, 0.75, 0), endProgress: 0, endIteration: 0, end: 3),
            Case(repeatCount: 2, autoreverses: true, inside: (3.5, 0.5, 1), endProgress: 0, endIteration: 1, end: 5),
            Case(repeatCount: 1.25, autoreverses: true, inside: (3.25, 0.25, 1), endProgress: 0.5, endIteration: 1,
                 end: 3.5),
        ]
        for c in cases {
            for mode in FillMode.allCases {
                let timing = MediaTiming(beginTime: 1, duration: 1, repeatCount: c.repeatCount,
                                         autoreverses: c.autoreverses, fillMode: mode)
                let label = "repeat \(c.repeatCount) autoreverse \(c.autoreverses) fill \(mode)"
                XCTAssertEqual(timing.endTime, c.end, accuracy: 1e-12, label)
                let before = timing.sample(at: 0.5)
                XCTAssertEqual(before.phase, .before, label)
                XCTAssertEqual(before.progress, mode.fillsBackwards ? 0 : nil, label)
                let inside = timing.sample(at: c.inside.time)
                XCTAssertEqual(inside.phase, .active, label)
                XCTAssertEqual(inside.progress ?? -1, c.inside.progress, accuracy: 1e-12, label)
                XCTAssertEqual(inside.iteration, c.inside.iteration, label)
                for t in [c.end, c.end + 7] {
                    let after = timing.sample(at: t)
                    XCTAssertEqual(after.phase, .after, label)
                    if mode.fillsForwards {
                        XCTAssertEqual(after.progress ?? -1, c.endProgress, accuracy: 1e-12, label)
                        XCTAssertEqual(after.iteration, c.endIteration, label)
                    } else {
                        XCTAssertNil(after.progress, label)
                    }
                }
            }
        }
    }
}
