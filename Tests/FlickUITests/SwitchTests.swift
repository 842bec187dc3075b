import FlickAnimation
import FlickGestures
import FlickInput
import FlickScene
import FlickTestSupport
@testable import FlickUI
import XCTest

/// `Switch` through a real window on virtual time: taps, drags past and short of the
/// middle, the toggle animation, an enclosing pan, the appearance and the dimmed tint.
final class SwitchTests: XCTestCase {
    /// A 400 × 400 window with `parent` filling it and a switch at (100, 100): the track spans
    /// x 100…151, y 100…131; the thumb's centre is at (115.5, 115.5) off, (135.5, 115.5) on.
    private func makeSwitch() -> (Window, View, Switch, Recorder) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let parent = View(frame: window.bounds)
        let toggle = Switch(frame: Rect(x: 100, y: 100, width: 0, height: 0))
        toggle.name = "wifi"
        window.addSubview(parent)
        parent.addSubview(toggle)
        _ = window.displayList(at: 0)
        let recorder = Recorder()
        toggle.addAction(for: .valueChanged) { control, _ in recorder.values.append((control as! Switch).isOn) }
        return (window, parent, toggle, recorder)
    }

    private final class Recorder { var values: [Bool] = [] }

    private let offThumb = Point(x: 115.5, y: 115.5)

    func testATapTogglesWithTheTwoHundredMillisecondEase() {
        let (window, _, toggle, recorder) = makeSwitch()
        XCTAssertEqual(toggle.frame.size, Switch.trackSize)
        XCTAssertEqual(toggle.intrinsicContentSize, Size(width: 51, height: 31))
        window.play(TraceBuilder.tap(at: Point(x: 140, y: 115)), settle: 0.05)
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(recorder.values, [true])
        let slide = toggle.thumbLayer.animation(forKey: "position")
        XCTAssertEqual(slide?.duration, Switch.toggleDuration)
        guard case .cubicBezier(let x1, _, let x2, let y2) = slide?.timingFunction else {
            return XCTFail("a Bézier curve")
        }
        XCTAssertEqual([x1, x2, y2], [0.25, 0.25, 1], "CSS ease (its start bent by the thumb's velocity)")
        XCTAssertEqual(toggle.thumbLayer.frame.minX, 51 - 1.5 - 28, "the model is on at once")
        window.play([], settle: 0.3)
        XCTAssertFalse(toggle.thumbLayer.hasAnimations)
        // Tapping again turns it off; setting isOn sends nothing.
        window.play(TraceBuilder.tap(at: offThumb, start: 1), settle: 0.3)
        XCTAssertEqual(recorder.values, [true, false])
        toggle.isOn = true
        toggle.setOn(false, animated: true)
        XCTAssertEqual(recorder.values, [true, false])
    }

    func testADragPastTheMiddleTurnsItOnWhereverTheFingerLifts() {
        let (window, _, toggle, recorder) = makeSwitch()
        // The pressed thumb is 35 wide: its travel is 51 − 3 − 35 = 13 pt; 10 pt is past half.
        var trace = TraceBuilder(rate: 120, start: 0)
        trace.down(0, at: offThumb)
        trace.move([0], by: Point(x: 10, y: 0), duration: 0.15)
        let down = trace.frames
        window.play(down)
        XCTAssertEqual(toggle.thumbTravel, 13)
        XCTAssertEqual(toggle.thumbPosition, 10.0 / 13, accuracy: 1e-9, "the thumb follows the finger")
        XCTAssertFalse(toggle.isOn, "no commit before the lift")
        XCTAssertEqual(toggle.trackLayer.backgroundColor, DynamicColor.systemGreen.light, "past the middle it shows on")
        // The finger wanders 100 pt below before lifting: the thumb's side decides.
        trace.move([0], by: Point(x: 0, y: 100), duration: 0.1)
        trace.up(0)
        window.play(Array(trace.frames.dropFirst(down.count)), settle: 0.3)
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(recorder.values, [true])
    }

    func testADragShortOfTheMiddleSnapsBackWithoutAnEvent() {
        let (window, _, toggle, recorder) = makeSwitch()
        window.play(TraceBuilder.drag(from: offThumb, by: Point(x: 6, y: 0), duration: 0.1), settle: 0.3)
        XCTAssertFalse(toggle.isOn, "6 of 13 pt: back off")
        XCTAssertEqual(recorder.values, [])
        XCTAssertEqual(toggle.thumbPosition, 0)
        // A motion under the drag threshold is a tap: it toggles.
        window.play(TraceBuilder.drag(from: offThumb, by: Point(x: 3, y: 0), duration: 0.1, start: 1), settle: 0.3)
        XCTAssertTrue(toggle.isOn)
        // From on, a drag left past the middle turns it off.
        window.play(
            TraceBuilder.drag(from: Point(x: 135.5, y: 115.5), by: Point(x: -12, y: 0), duration: 0.1, start: 2),
            settle: 0.3)
        XCTAssertFalse(toggle.isOn)
        XCTAssertEqual(recorder.values, [true, false])
    }

    func testAnAncestorsHorizontalPanIsRefusedAndAVerticalOneCancels() {
        let (window, parent, toggle, recorder) = makeSwitch()
        let pan = PanGestureRecognizer(name: "pan")
        parent.addGestureRecognizer(pan)
        var began = false
        pan.addTarget { if $0.phase == .began { began = true } }
        window.play(TraceBuilder.drag(from: offThumb, by: Point(x: 40, y: 0), duration: 0.2), settle: 0.3)
        XCTAssertFalse(began)
        XCTAssertTrue(toggle.isOn)
        window.play(TraceBuilder.drag(from: Point(x: 135.5, y: 115.5), by: Point(x: -10, y: 80), start: 1), settle: 0.3)
        XCTAssertTrue(began, "a vertical pan begins")
        XCTAssertTrue(toggle.isOn, "the cancelled drag leaves the value")
        XCTAssertEqual(recorder.values, [true])
    }

    func testTheAppearanceAndADimmedTintRecolourIt() {
        let (window, _, toggle, _) = makeSwitch()
        XCTAssertEqual(toggle.trackLayer.backgroundColor, DynamicColor.switchOffTrack.light)
        window.overrideAppearance = .dark
        XCTAssertEqual(toggle.appearance, .dark)
        XCTAssertEqual(toggle.trackLayer.backgroundColor, DynamicColor.switchOffTrack.dark)
        toggle.isOn = true
        XCTAssertEqual(toggle.trackLayer.backgroundColor, DynamicColor.systemGreen.dark)
        window.tintAdjustmentMode = .dimmed
        XCTAssertEqual(toggle.trackLayer.backgroundColor, DynamicColor.systemGray.dark, "dimmed while a modal is up")
        window.tintAdjustmentMode = .normal
        toggle.onTintColor = DynamicColor(light: .black, dark: .white)
        XCTAssertEqual(toggle.trackLayer.backgroundColor, .white)
    }
}
