import FlickEvdev
import FlickGestures
import FlickInput
import FlickTestSupport
@testable import FlickUI
import XCTest

/// `Control` through a real window: events, highlight, the 70 pt margin, cancellation by a
/// recognizer, disabled controls, and UIKit's rule that a control takes an ancestor's tap.
final class ControlTests: XCTestCase {
    /// A 400 × 400 window with `parent` filling it and a 100 × 44 control at (100, 100).
    private func makeTree() -> (Window, View, Control, EventLog) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let parent = View(frame: window.bounds)
        parent.name = "parent"
        let control = Control(frame: Rect(x: 100, y: 100, width: 100, height: 44))
        control.name = "control"
        window.addSubview(parent)
        parent.addSubview(control)
        return (window, parent, control, EventLog(control))
    }

    /// Records every event a control sends, with its highlight at that moment.
    final class EventLog {
        private(set) var entries: [String] = []
        init(_ control: Control) {
            control.addAction(for: ControlEvents.allTouchEvents.union([.primaryActionTriggered, .valueChanged])) {
                [unowned self] control, event in
                self.entries.append("\(event)\(control.isHighlighted ? "*" : "")")
            }
        }
        var names: [String] { entries }
    }

    func testATapSendsTouchDownThenTouchUpInside() {
        let (window, _, control, log) = makeTree()
        var highlightedWhileDown = false
        control.addAction(for: .touchDown) { control, _ in highlightedWhileDown = control.isHighlighted }
        window.run(TraceBuilder.tap(at: Point(x: 150, y: 120)))
        XCTAssertEqual(log.names, ["[touchDown]*", "[touchUpInside]"])
        XCTAssertTrue(highlightedWhileDown)
        XCTAssertFalse(control.isHighlighted)
        XCTAssertEqual(control.state, .normal)
    }

    func testDraggingOutBeyondTheMarginAndLiftingIsTouchUpOutside() {
        let (window, _, _, log) = makeTree()
        // From (150, 120) down by 130 pt: 106 pt below the bottom edge, beyond the 70 pt margin.
        window.run(TraceBuilder.drag(from: Point(x: 150, y: 120), by: Point(x: 0, y: 130)))
        XCTAssertEqual(log.names.first, "[touchDown]*")
        XCTAssertTrue(log.names.contains("[touchDragExit]"))
        XCTAssertEqual(log.names.last, "[touchUpOutside]")
        XCTAssertFalse(log.names.contains("[touchUpInside]"))
    }

    func testLiftingWithinTheMarginIsStillTouchUpInside() {
        let (window, _, control, log) = makeTree()
        var stillHighlighted = true
        control.addAction(for: .touchDragInside) { control, _ in stillHighlighted = stillHighlighted && control.isHighlighted }
        // 60 pt below the bottom edge: inside UIKit's 70 pt margin.
        window.run(TraceBuilder.drag(from: Point(x: 150, y: 120), by: Point(x: 0, y: 84)))
        XCTAssertEqual(log.names.last, "[touchUpInside]")
        XCTAssertFalse(log.names.contains("[touchDragExit]"))
        XCTAssertTrue(stillHighlighted)
    }

    func testAParentPanThatBeginsCancelsTheControl() {
        let (window, parent, control, log) = makeTree()
        parent.addGestureRecognizer(PanGestureRecognizer(name: "pan"))
        window.run(TraceBuilder.drag(from: Point(x: 150, y: 120), by: Point(x: 0, y: 40)))
        XCTAssertEqual(log.names.first, "[touchDown]*")
        XCTAssertEqual(log.names.last, "[touchCancel]")
        XCTAssertFalse(log.names.contains { $0.hasPrefix("[touchUp") }, "no action after a cancel")
        XCTAssertFalse(control.isHighlighted)
        XCTAssertFalse(control.isTracking)
    }

    func testTheControlTakesAnAncestorsSingleTapAsInUIKit() {
        let (window, parent, _, log) = makeTree()
        window.recordsExplanations = true
        let tap = TapGestureRecognizer(name: "tap")
        parent.addGestureRecognizer(tap)
        let actions = ActionLog([tap])
        window.run(TraceBuilder.tap(at: Point(x: 150, y: 120)))
        XCTAssertEqual(log.names, ["[touchDown]*", "[touchUpInside]"])
        XCTAssertEqual(actions.milestones, [], "the parent's tap never fires on the control")
        XCTAssertTrue(window.explanationLines().contains { $0.contains("tap@parent") && $0.contains("control's gestureRecognizerShouldBegin") },
                      window.explanationLines().joined(separator: "\n"))
        // Outside the control the parent's tap works.
        window.run(TraceBuilder.tap(at: Point(x: 20, y: 20), start: 2))
        XCTAssertEqual(actions.milestones, ["tap:recognized"])
    }

    func testTheControlLetsADoubleTapAndItsOwnTapBegin() {
        let (window, parent, control, log) = makeTree()
        let double = TapGestureRecognizer(name: "double", numberOfTapsRequired: 2)
        let own = TapGestureRecognizer(name: "own")
        parent.addGestureRecognizer(double)
        control.addGestureRecognizer(own)
        XCTAssertTrue(control.gestureRecognizerShouldBegin(double))
        XCTAssertTrue(control.gestureRecognizerShouldBegin(own))
        control.isEnabled = false
        let single = TapGestureRecognizer(name: "single")
        parent.addGestureRecognizer(single)
        XCTAssertTrue(control.gestureRecognizerShouldBegin(single), "a disabled control lets the parent's tap through")
        XCTAssertTrue(window.subtree.contains { $0 === control })
        XCTAssertEqual(log.names, [])
    }

    func testADisabledControlSendsNothingAndPassesTouchesUp() {
        let (window, parent, control, log) = makeTree()
        control.isEnabled = false
        XCTAssertEqual(control.state, .disabled)
        let tap = TapGestureRecognizer(name: "tap")
        parent.addGestureRecognizer(tap)
        let actions = ActionLog([tap])
        window.run(TraceBuilder.tap(at: Point(x: 150, y: 120)))
        XCTAssertEqual(log.names, [])
        XCTAssertEqual(actions.milestones, ["tap:recognized"])
    }

    func testDisablingWhileTrackingCancels() {
        let (window, _, control, log) = makeTree()
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 150, y: 120))
        for frame in trace.frames { window.handle(frame) }
        XCTAssertTrue(control.isTracking)
        control.isEnabled = false
        XCTAssertEqual(log.names, ["[touchDown]*", "[touchCancel]"])
        XCTAssertFalse(control.isTracking)
    }

    func testStateCombinesSelectedHighlightedAndDisabled() {
        final class Observed: Control {
            var changes = 0
            override func stateDidChange() { changes += 1 }
        }
        let control = Observed(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        control.isSelected = true
        control.isHighlighted = true
        XCTAssertEqual(control.state, [.selected, .highlighted])
        control.isEnabled = false
        XCTAssertEqual(control.state, [.selected, .highlighted, .disabled])
        control.isSelected = true
        XCTAssertEqual(control.changes, 3, "setting an unchanged value does not count")
    }

    func testActionsCanBeRemovedAndListenToSeveralEvents() {
        let (window, _, control, log) = makeTree()
        var seen: [String] = []
        let id = control.addAction(for: [.touchDown, .touchUpInside]) { _, event in seen.append("\(event)") }
        XCTAssertEqual(control.allControlEvents.contains(.touchDown), true)
        window.run(TraceBuilder.tap(at: Point(x: 150, y: 120)))
        XCTAssertEqual(seen, ["[touchDown]", "[touchUpInside]"])
        control.removeAction(id)
        window.run(TraceBuilder.tap(at: Point(x: 150, y: 120), start: 2))
        XCTAssertEqual(seen.count, 2)
        XCTAssertEqual(log.names.count, 4, "the other action still listens")
    }

    func testTheTapRecordingPressesAControlUnderIt() throws {
        let size = Size(width: 1280, height: 800)
        let path = SharedTraces.recordingsDirectory.appendingPathComponent("tap.evemu").path
        try XCTSkipUnless(FileManager.default.fileExists(atPath: path), "\(path) not found")
        let recording = try RecordingFile.load(path: path)
        let frames = recording.touchFrames(mapping: recording.mapping(windowSize: size))
        let start = try XCTUnwrap(frames.first?.touches.first?.location)
        let window = Window(frame: Rect(origin: .zero, size: size))
        let control = Control(frame: Rect(x: start.x - 50, y: start.y - 22, width: 100, height: 44))
        window.addSubview(control)
        let log = EventLog(control)
        window.run(frames)
        // The real finger jitters a little while down: each move is a touchDragInside, as in UIKit.
        XCTAssertEqual(log.names.filter { $0 != "[touchDragInside]*" }, ["[touchDown]*", "[touchUpInside]"])
    }
}
