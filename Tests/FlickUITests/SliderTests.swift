import FlickEvdev
import FlickAnimation
import FlickGestures
import FlickInput
import FlickScene
import FlickTestSupport
@testable import FlickUI
import XCTest

/// `Slider` through a real window: dragging the thumb, continuous and not, taps on the
/// track, an enclosing pan, bad ranges.
final class SliderTests: XCTestCase {
    /// A 400 × 400 window with `parent` filling it and a 228 × 28 slider at (50, 100): the
    /// thumb's centre travels x = 64…264 (200 pt) at y = 114.
    private func makeSlider() -> (Window, View, Slider) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let parent = View(frame: window.bounds)
        parent.name = "parent"
        let slider = Slider(frame: Rect(x: 50, y: 100, width: 228, height: 28))
        slider.name = "slider"
        window.addSubview(parent)
        parent.addSubview(slider)
        _ = window.displayList(at: 0)
        return (window, parent, slider)
    }

    func testDraggingTheThumbToTheEndReachesTheMaximumSendingValueChanged() {
        let (window, _, slider) = makeSlider()
        slider.minimumValue = 10
        slider.maximumValue = 20
        var values: [Double] = []
        var primary = 0
        slider.addAction(for: .valueChanged) { control, _ in values.append((control as! Slider).value) }
        slider.addAction(for: .primaryActionTriggered) { _, _ in primary += 1 }
        XCTAssertEqual(slider.value, 10)
        window.run(TraceBuilder.drag(from: Point(x: 64, y: 114), by: Point(x: 260, y: 5), duration: 0.5))
        XCTAssertEqual(slider.value, 20, "past the end it clamps at the maximum")
        XCTAssertEqual(values.last, 20)
        XCTAssertGreaterThan(values.count, 10, "sent continuously during the drag")
        XCTAssertEqual(values, values.sorted(), "monotonic for a monotonic drag")
        XCTAssertEqual(primary, values.count)
        XCTAssertEqual(slider.thumbLayer.frame.midX, 214, accuracy: 1e-9)  // bounds points: 264 in the window
        XCTAssertEqual(slider.minimumTrackLayer.frame.maxX, 214, accuracy: 1e-9)
    }

    func testTheValueFollowsTheFingerFromWhereTheThumbWasGrabbed() {
        let (window, _, slider) = makeSlider()
        slider.value = 0.5  // thumb centre at x = 164
        var trace = TraceBuilder(rate: 120, start: 0)
        trace.down(0, at: Point(x: 170, y: 114))  // 6 pt right of the centre
        trace.move([0], by: Point(x: 50, y: 0), duration: 0.2)
        trace.hold(0.05)
        let frames = trace.frames
        for frame in frames { window.handle(frame) }
        XCTAssertEqual(slider.value, 0.75, accuracy: 1e-9, "+50 pt of 200 pt travel, no jump to the finger")
        XCTAssertTrue(slider.isHighlighted)
        trace.up(0)
        window.run(Array(trace.frames.dropFirst(frames.count)))
        XCTAssertFalse(slider.isHighlighted)
    }

    func testANonContinuousSliderSendsOnceAtTheLift() {
        let (window, _, slider) = makeSlider()
        slider.isContinuous = false
        var values: [Double] = []
        slider.addAction(for: .valueChanged) { control, _ in values.append((control as! Slider).value) }
        window.run(TraceBuilder.drag(from: Point(x: 64, y: 114), by: Point(x: 100, y: 0)))
        XCTAssertEqual(values.count, 1)
        XCTAssertEqual(values.first ?? -1, 0.5, accuracy: 1e-9)
    }

    func testATapOnTheTrackDoesNotJump() {
        let (window, _, slider) = makeSlider()
        var events = 0
        slider.addAction(for: .allTouchEvents.union(.valueChanged)) { _, _ in events += 1 }
        window.run(TraceBuilder.tap(at: Point(x: 220, y: 114)))
        window.run(TraceBuilder.drag(from: Point(x: 220, y: 114), by: Point(x: -40, y: 0), start: 2))
        XCTAssertEqual(slider.value, 0)
        XCTAssertEqual(events, 0, "not tracked")
    }

    func testAnAncestorsPanAlongTheTravelOnTheThumbIsRefused() {
        let (window, parent, slider) = makeSlider()
        window.recordsExplanations = true
        let pan = PanGestureRecognizer(name: "pan")
        parent.addGestureRecognizer(pan)
        var panBegan = false
        pan.addTarget { if $0.phase == .began { panBegan = true } }
        window.run(TraceBuilder.drag(from: Point(x: 64, y: 114), by: Point(x: 100, y: 0)))
        XCTAssertFalse(panBegan, window.explanationLines().joined(separator: "\n"))
        XCTAssertEqual(slider.value, 0.5, accuracy: 1e-9, "the slider kept the drag")
        // A vertical pan on the thumb (a scroll view's) begins and cancels the tracking.
        var cancels = 0
        slider.addAction(for: .touchCancel) { _, _ in cancels += 1 }
        window.run(TraceBuilder.drag(from: Point(x: 164, y: 114), by: Point(x: 0, y: 100), start: 2))
        XCTAssertTrue(panBegan)
        XCTAssertEqual(cancels, 1)
        XCTAssertEqual(slider.value, 0.5, accuracy: 1e-9)
        // A horizontal pan that starts off the thumb is not the slider's business.
        panBegan = false
        window.run(TraceBuilder.drag(from: Point(x: 300, y: 300), by: Point(x: 80, y: 0), start: 4))
        XCTAssertTrue(panBegan)
    }

    func testBadRangesAndValuesFollowUIKitsRulesWithoutCrashing() {
        let (_, _, slider) = makeSlider()
        slider.value = 0.4
        slider.minimumValue = 5  // above the maximum 1: the maximum follows
        XCTAssertEqual(slider.maximumValue, 5)
        XCTAssertEqual(slider.value, 5)
        slider.maximumValue = 2  // below the minimum: the minimum follows
        XCTAssertEqual(slider.minimumValue, 2)
        XCTAssertEqual(slider.value, 2)
        slider.value = .nan
        slider.maximumValue = .infinity
        XCTAssertEqual(slider.value, 2)
        XCTAssertEqual(slider.maximumValue, 2)
        XCTAssertEqual(slider.thumbRect.midX, 14, "an empty range puts the thumb at the start")
        slider.frame = Rect(x: 0, y: 0, width: 10, height: 28)  // narrower than the thumb
        slider.layoutIfNeeded()
        XCTAssertTrue(slider.thumbLayer.frame.minX.isFinite)
    }

    func testSetValueAnimatedMovesTheThumbOverTime() {
        let (window, _, slider) = makeSlider()
        slider.setValue(1, animated: true)
        _ = window.displayList(at: 1)
        let midway = slider.thumbLayer.presentation(at: 1.125).position.x
        XCTAssertGreaterThan(midway, 14)
        XCTAssertLessThan(midway, 214)
        XCTAssertEqual(slider.thumbLayer.presentation(at: 2).position.x, 214, accuracy: 1e-9)
    }

    func testTheSwipeRightRecordingDragsTheThumbByTheFingersTravel() throws {
        let path = SharedTraces.recordingsDirectory.appendingPathComponent("swipe-right.evemu").path
        try XCTSkipUnless(FileManager.default.fileExists(atPath: path), "\(path) not found")
        let recording = try RecordingFile.load(path: path)
        let size = Size(width: 1280, height: 800)
        let frames = recording.touchFrames(mapping: recording.mapping(windowSize: size))
        let touched = frames.filter { !$0.touches.isEmpty }
        let start = try XCTUnwrap(touched.first?.touches.first).location
        let end = try XCTUnwrap(touched.last?.touches.first).location
        let window = Window(frame: Rect(origin: .zero, size: size))
        // The thumb (value 0) under the first touch; 1000 pt of travel to the right.
        let slider = Slider(frame: Rect(x: start.x - 14, y: start.y - 14, width: 1028, height: 28))
        window.addSubview(slider)
        var changes = 0
        slider.addAction(for: .valueChanged) { _, _ in changes += 1 }
        window.run(frames)
        XCTAssertGreaterThan(changes, 1)
        XCTAssertEqual(slider.value, min(max((end.x - start.x) / 1000, 0), 1), accuracy: 1e-9)
        XCTAssertGreaterThan(slider.value, 0.1, "a swipe right moves the thumb right")
    }
}
