import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport
@testable import FlickUI
import XCTest

/// `SegmentedControl` through a real window on virtual time: taps, sliding the thumb across
/// segments before lifting, sliding a press, lifting far outside, the spring, bad input.
final class SegmentedControlTests: XCTestCase {
    /// A 400 × 400 window with a three-segment control at (50, 100), 300 × 32: segments at
    /// x 50–150, 150–250, 250–350; "Day" selected.
    private func makeControl() -> (Window, SegmentedControl, Recorder) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let control = SegmentedControl(
            items: ["Day", "Week", "Month"], frame: Rect(x: 50, y: 100, width: 300, height: 32))
        control.name = "period"
        control.selectedSegmentIndex = 0
        window.addSubview(control)
        _ = window.displayList(at: 0)
        let recorder = Recorder()
        control.addAction(for: .valueChanged) { control, _ in
            recorder.values.append((control as! SegmentedControl).selectedSegmentIndex)
        }
        return (window, control, recorder)
    }

    private final class Recorder { var values: [Int] = [] }

    func testATapSelectsASegmentAndTheThumbSpringsThere() {
        let (window, control, recorder) = makeControl()
        XCTAssertEqual(control.thumbLayer.frame, Rect(x: 2, y: 2, width: 96, height: 28))
        window.play(TraceBuilder.tap(at: Point(x: 300, y: 116)), settle: 0.05)
        XCTAssertEqual(control.selectedSegmentIndex, 2)
        XCTAssertEqual(recorder.values, [2])
        let slide = control.thumbLayer.animation(forKey: "position") as? SpringAnimation<Point>
        XCTAssertEqual(slide?.spring.stiffness, 503.551)
        XCTAssertEqual(slide?.spring.damping, 44.8799)
        // Critically damped, ω0 ≈ 22.4/s: 482 ms to UnitSpringSimulation's settling tolerance
        // (Flutter's nominal 412 ms uses a looser one).
        XCTAssertEqual(slide?.duration ?? 0, SegmentedControl.thumbSpring.settlingDuration)
        XCTAssertEqual(slide?.duration ?? 0, 0.45, accuracy: 0.05)
        window.play([], settle: 0.5)
        XCTAssertEqual(control.thumbLayer.frame, Rect(x: 202, y: 2, width: 96, height: 28))
        // Tapping the selected segment changes nothing.
        window.play(TraceBuilder.tap(at: Point(x: 300, y: 116), start: 2), settle: 0.5)
        XCTAssertEqual(recorder.values, [2])
    }

    func testSlidingTheThumbAcrossSegmentsBeforeLifting() {
        let (window, control, recorder) = makeControl()
        var trace = TraceBuilder(rate: 120, start: 0)
        trace.down(0, at: Point(x: 100, y: 116))
        trace.move([0], by: Point(x: 100, y: 0), duration: 0.2)
        let first = trace.frames
        window.play(first)
        XCTAssertEqual(control.thumbLayer.transform, Transform3D.identity.scaledBy(x: 0.95, y: 0.95), "pressed thumb")
        XCTAssertEqual(control.thumbLayer.frame.midX, 150, accuracy: 3, "over Week (the model; scaled 0.95)")
        XCTAssertEqual(control.selectedSegmentIndex, 0, "no change before the lift")
        XCTAssertEqual(recorder.values, [])
        trace.move([0], by: Point(x: 120, y: 0), duration: 0.2)
        trace.up(0)
        window.play(Array(trace.frames.dropFirst(first.count)), settle: 0.5)
        XCTAssertEqual(control.selectedSegmentIndex, 2)
        XCTAssertEqual(recorder.values, [2], "one event for the whole slide")
        XCTAssertEqual(control.thumbLayer.transform, .identity)
    }

    func testSlidingAPressAndLiftingFarOutside() {
        let (window, control, recorder) = makeControl()
        var trace = TraceBuilder(rate: 120, start: 0)
        trace.down(0, at: Point(x: 200, y: 116))
        trace.hold(0.5)
        let held = trace.frames
        window.play(held)
        XCTAssertEqual(control.titleLabels[1].alpha, 0.2, "the pressed title dims")
        trace.move([0], by: Point(x: 100, y: 0), duration: 0.2)
        trace.up(0)
        window.play(Array(trace.frames.dropFirst(held.count)), settle: 0.6)
        XCTAssertEqual(control.selectedSegmentIndex, 2, "the segment under the finger at the lift")
        XCTAssertEqual(control.titleLabels.map(\.alpha), [1, 1, 1])
        // Lifting 60 pt below the control selects nothing.
        window.play(TraceBuilder.drag(from: Point(x: 100, y: 116), by: Point(x: 0, y: 76), start: 2), settle: 0.6)
        XCTAssertEqual(control.selectedSegmentIndex, 2)
        // 40 pt below still selects.
        window.play(TraceBuilder.drag(from: Point(x: 100, y: 116), by: Point(x: 0, y: 56), start: 4), settle: 0.6)
        XCTAssertEqual(control.selectedSegmentIndex, 0)
        XCTAssertEqual(recorder.values, [2, 0])
    }

    func testSegmentsSizesColoursAndBadInput() {
        let (window, control, _) = makeControl()
        let widest = control.titleLabels.map { $0.intrinsicContentSize.width }.max()!
        XCTAssertEqual(control.intrinsicContentSize, Size(width: 3 * (widest + 24), height: 32))
        control.selectedSegmentIndex = 5
        XCTAssertEqual(control.selectedSegmentIndex, 0, "refused")
        control.insertSegment(withTitle: "Year", at: 0)
        XCTAssertEqual(control.selectedSegmentIndex, 1, "the selection stays on Day")
        control.removeSegment(at: 1)
        XCTAssertEqual(control.selectedSegmentIndex, SegmentedControl.noSegment)
        control.removeSegment(at: 9)
        XCTAssertEqual(control.numberOfSegments, 3)
        XCTAssertEqual(control.titleForSegment(at: 0), "Year")
        window.overrideAppearance = .dark
        XCTAssertEqual(control.backgroundColor, DynamicColor.tertiarySystemFill.dark)
        XCTAssertEqual(control.thumbLayer.backgroundColor, DynamicColor.segmentThumb.dark)
        XCTAssertEqual(control.titleLabels[0].textColor, .white)
    }
}
