import FlickInput
import FlickScene
import FlickTestSupport
@testable import FlickUI
import XCTest

/// `Stepper` through a real window on virtual time: a tap steps once, a hold repeats after
/// 0.5 s at 10/s then faster, at the same times at any frame rate; limits, wrapping, a
/// non-continuous stepper, bad ranges.
final class StepperTests: XCTestCase {
    /// A 400 × 400 window with a stepper at (100, 100): − at x 100–147, + at 147–194, y 100–132.
    private func makeStepper() -> (Window, Stepper, Recorder) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let stepper = Stepper(frame: Rect(x: 100, y: 100, width: 0, height: 0))
        stepper.name = "copies"
        window.addSubview(stepper)
        _ = window.displayList(at: 0)
        let recorder = Recorder()
        stepper.addAction(for: .valueChanged) { [unowned window] control, _ in
            recorder.steps.append(((control as! Stepper).value, window.currentTime))
        }
        return (window, stepper, recorder)
    }

    private final class Recorder { var steps: [(value: Double, time: Double)] = [] }

    private let plus = Point(x: 170, y: 116)
    private let minus = Point(x: 120, y: 116)

    /// A touch held on `point` for `duration` seconds at `rate` Hz, from `start`.
    private func held(at point: Point, for duration: Double, rate: Double, start: Double = 0) -> [TouchFrame] {
        var trace = TraceBuilder(rate: rate, start: start)
        trace.down(0, at: point)
        trace.hold(duration)
        trace.up(0)
        return trace.frames
    }

    func testATapStepsOnce() {
        let (window, stepper, recorder) = makeStepper()
        XCTAssertEqual(stepper.frame.size, Size(width: 94, height: 32))
        window.play(TraceBuilder.tap(at: plus), settle: 1)
        XCTAssertEqual(stepper.value, 1)
        window.play(TraceBuilder.tap(at: minus, start: 2), settle: 1)
        XCTAssertEqual(recorder.steps.map(\.value), [1, 0])
        XCTAssertFalse(stepper.canDecrement, "at the minimum")
        window.play(TraceBuilder.tap(at: minus, start: 4), settle: 1)
        XCTAssertEqual(recorder.steps.count, 2, "the − half is off at the minimum")
    }

    func testAHoldRepeatsAfterHalfASecondAtTenPerSecondThenFaster() {
        let (window, stepper, recorder) = makeStepper()
        window.play(held(at: plus, for: 3.5, rate: 120), settle: 1)
        // Down at t: one step; repeats at t + 0.5, 0.6 … 2.4 (20), then every 0.05 s to 3.5 (22).
        XCTAssertEqual(stepper.value, 43)
        let times = recorder.steps.map(\.time)
        XCTAssertEqual(times[0], 1.0 / 120, accuracy: 1e-9, "the trace's first frame")
        XCTAssertEqual(times[1] - times[0], 0.5, accuracy: 1e-9)
        XCTAssertEqual(times[2] - times[1], 0.1, accuracy: 1e-9)
        XCTAssertEqual(times[22] - times[21], 0.05, accuracy: 1e-9, "accelerated after 20 repeats")
        XCTAssertFalse(stepper.isMoving, "the hold ended at the lift")
        XCTAssertEqual(Stepper.repeatTime(0, after: 1), 1.5)
        XCTAssertEqual(Stepper.repeatTime(20, after: 0), 2.45, accuracy: 1e-9)
    }

    func testTheRepeatsAreTheSameAtAnyFrameRate() {
        var results: [[Double]] = []
        for rate in [60.0, 120, 240] {
            let (window, stepper, recorder) = makeStepper()
            window.play(held(at: plus, for: 1.5, rate: rate), settle: 1)
            XCTAssertEqual(stepper.value, 12, "at \(rate) Hz: 1 + 11 repeats by 1.5 s")
            results.append(recorder.steps.map(\.value))
        }
        XCTAssertEqual(results[0], results[1])
        XCTAssertEqual(results[1], results[2])
    }

    func testLimitsWrappingAndANonContinuousStepper() {
        let (window, stepper, recorder) = makeStepper()
        stepper.setRange(minimum: 0, maximum: 3)
        window.play(held(at: plus, for: 1, rate: 120), settle: 1)
        XCTAssertEqual(stepper.value, 3, "stops at the maximum")
        XCTAssertEqual(recorder.steps.map(\.value), [1, 2, 3])
        stepper.wraps = true
        window.play(TraceBuilder.tap(at: plus, start: 3), settle: 1)
        XCTAssertEqual(stepper.value, 0, "wraps to the minimum")
        window.play(TraceBuilder.tap(at: minus, start: 5), settle: 1)
        XCTAssertEqual(stepper.value, 3, "and back")
        stepper.wraps = false
        stepper.isContinuous = false
        stepper.value = 0
        recorder.steps = []
        window.play(held(at: plus, for: 0.75, rate: 120, start: 7), settle: 1)
        XCTAssertEqual(stepper.value, 3)
        XCTAssertEqual(recorder.steps.map(\.value), [3], "one event at the lift")
    }

    func testABadRangeIsRefusedWithAMessageNamingTheStepper() {
        let (_, stepper, _) = makeStepper()
        stepper.value = 40
        XCTAssertEqual(
            stepper.rangeProblem(minimum: 10, maximum: 5),
            "stepper copies: minimumValue 10.0 is not below maximumValue 5.0; keeping 0.0…100.0")
        stepper.minimumValue = 200
        XCTAssertEqual(stepper.minimumValue, 0)
        stepper.setRange(minimum: 10, maximum: 5)
        XCTAssertEqual([stepper.minimumValue, stepper.maximumValue], [0, 100])
        stepper.maximumValue = .nan
        stepper.stepValue = 0
        stepper.value = .infinity
        XCTAssertEqual([stepper.maximumValue, stepper.stepValue, stepper.value], [100, 1, 40])
        stepper.maximumValue = 30
        XCTAssertEqual(stepper.value, 30, "clamped into the new range")
    }

    func testGlyphsTakeTheTintAndTheAppearance() {
        let (window, stepper, _) = makeStepper()
        XCTAssertEqual(stepper.incrementLabel.textColor, DynamicColor.systemBlue.light)
        window.overrideAppearance = .dark
        XCTAssertEqual(stepper.incrementLabel.textColor, DynamicColor.systemBlue.dark)
        XCTAssertEqual(stepper.backgroundColor, DynamicColor.tertiarySystemFill.dark)
        window.tintAdjustmentMode = .dimmed
        XCTAssertEqual(stepper.incrementLabel.textColor, DynamicColor.systemGray.dark)
    }
}
