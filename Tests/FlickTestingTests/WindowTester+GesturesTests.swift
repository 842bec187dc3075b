import FlickGestures
import FlickInput
import FlickTesting
import FlickUI
import XCTest

/// Each scripted gesture, played through the synthesized touchscreen, is what the standard
/// recognizers take it for.
final class WindowTesterGesturesTests: XCTestCase {
    private let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600))

    /// The phases `recognizer`, on a view covering the window, reports while `gesture` plays.
    private func events(of recognizer: GestureRecognizer, _ gesture: (WindowTester) -> Void) -> [GestureEvent] {
        let pad = View(frame: window.bounds)
        window.addSubview(pad)
        pad.addGestureRecognizer(recognizer)
        var events: [GestureEvent] = []
        recognizer.addTarget { events.append($0) }
        let tester = WindowTester(window: window)
        gesture(tester)
        tester.pump(1)
        return events
    }

    func testADoubleTapIsRecognizedAsOne() {
        let events = events(of: TapGestureRecognizer(numberOfTapsRequired: 2)) {
            $0.doubleTap(at: Point(x: 300, y: 200))
        }
        XCTAssertEqual(events.map(\.phase), [.recognized])
        XCTAssertEqual(events.first?.values.location.x ?? 0, 300, accuracy: 1)
    }

    func testALongPressOutlastsTheMinimumDuration() {
        let events = events(of: LongPressGestureRecognizer()) { $0.longPress(at: Point(x: 300, y: 200)) }
        XCTAssertEqual(events.first?.phase, .began)
        XCTAssertEqual(events.last?.phase, .ended)
    }

    func testARotationTurnsByItsAngle() {
        let events = events(of: RotationGestureRecognizer()) { $0.rotate(center: Point(x: 400, y: 300), by: .pi / 2) }
        XCTAssertEqual(events.last?.phase, .ended)
        let turned = events.filter { $0.phase == .changed }.last?.values.rotation ?? 0
        XCTAssertEqual(turned, .pi / 2, accuracy: 0.2, "less the recognizer's slop before it began")
    }

    func testAPinchScalesBySpanRatio() {
        let events = events(of: PinchGestureRecognizer()) {
            $0.pinch(center: Point(x: 400, y: 300), fromSpan: 100, toSpan: 300)
        }
        let scale = events.filter { $0.phase == .changed }.last?.values.scale ?? 1
        XCTAssertEqual(scale, 3, accuracy: 0.4, "less the recognizer's slop before it began")
    }

    func testAnEdgeSwipeStartsAtTheEdgeAndGoesInward() {
        let pan = PanGestureRecognizer()
        var start: Point?
        pan.addTarget { if $0.phase == .began { start = $0.values.location } }
        let events = events(of: pan) { $0.edgeSwipe(from: .left, distance: 300) }
        XCTAssertEqual(events.last?.phase, .ended)
        XCTAssertLessThan(start?.x ?? .infinity, 40, "it began near the left edge")
        XCTAssertGreaterThan(events.last?.values.translation.x ?? 0, 250)
        XCTAssertGreaterThan(events.last?.values.velocity.x ?? 0, 1000, "lifted while moving fast")
    }

    func testAFlingLeavesAScrollViewMovingAndADragDoesNot() throws {
        let scroll = ScrollView(frame: window.bounds)
        scroll.contentSize = Size(width: 800, height: 6000)
        window.addSubview(scroll)
        let tester = WindowTester(window: window)
        tester.drag(from: Point(x: 400, y: 500), by: Point(x: 0, y: -300))
        let dragged = scroll.contentOffset.y
        XCTAssertEqual(dragged, 300, accuracy: 20)
        try tester.settle()
        XCTAssertEqual(scroll.contentOffset.y, dragged, accuracy: 1, "held still before lifting: no fling")

        tester.fling(from: Point(x: 400, y: 500), velocity: Point(x: 0, y: -2000))
        let released = scroll.contentOffset.y
        try tester.settle()
        XCTAssertGreaterThan(scroll.contentOffset.y, released + 200, "it decelerated on from the release")
    }
}
