@testable import flick_demo
import FlickGestures
import FlickInput
import FlickScene
import FlickTestSupport
import FlickUI
import XCTest

/// A demo screen (a view controller) hosted in a window: routing, deadlines, animation
/// completions without drawing, settling and the clipped display list.
final class DemoScreenTests: XCTestCase {
    let viewport = Rect(x: 0, y: 0, width: 800, height: 600)

    func testATapOnAButtonInTheWindowSendsItsAction() {
        let scene = DemoScreen(name: "Test", viewport: viewport)
        let button = Button(frame: Rect(x: 100, y: 100, width: 200, height: 60))
        scene.view.addSubview(button)
        var taps = 0
        button.addAction(for: .touchUpInside) { _, _ in taps += 1 }
        var trace = TraceBuilder()
        trace.down(0, at: Point(x: 150, y: 120)); trace.hold(0.08); trace.up(0)
        trace.down(0, at: Point(x: 500, y: 400)); trace.hold(0.08); trace.up(0)
        for frame in trace.frames { scene.handle(frame) }
        XCTAssertEqual(taps, 1, "the tap on the button, not the one beside it")
    }

    func testALongPressFiresAtItsDeadlineThroughAdvance() {
        let scene = DemoScreen(name: "Test", viewport: viewport)
        let longPress = LongPressGestureRecognizer()
        var began: [Double] = []
        longPress.addTarget { if $0.phase == .began { began.append($0.time) } }
        scene.view.addGestureRecognizer(longPress)
        var trace = TraceBuilder()
        trace.down(0, at: Point(x: 300, y: 300))
        for frame in trace.frames { scene.handle(frame) }
        XCTAssertFalse(scene.isSettled(at: 0.1), "the long press waits on its deadline")
        scene.advance(to: 0.6)
        XCTAssertEqual(began.count, 1)
        XCTAssertEqual(began.first ?? -1, 0.5, accuracy: 0.02)
    }

    func testAnAnimationBlockBeginsAtItsActionAndCompletesWithoutADrawnFrame() {
        let scene = DemoScreen(name: "Test", viewport: viewport)
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        scene.view.addSubview(view)
        let button = Button(frame: Rect(x: 100, y: 100, width: 200, height: 60))
        scene.view.addSubview(button)
        var completedAt: Double?
        button.addAction(for: .touchUpInside) { _, _ in
            view.animate(withDuration: 0.2, animations: { view.alpha = 0 }) { _ in completedAt = scene.window.currentTime }
        }
        var trace = TraceBuilder()
        trace.down(0, at: Point(x: 150, y: 120)); trace.hold(0.08); trace.up(0)
        for frame in trace.frames { scene.handle(frame) }
        let lift = trace.frames.last?.time ?? 0
        XCTAssertFalse(scene.isSettled(at: lift))
        XCTAssertEqual(view.layer.presentation(at: lift + 0.1).opacity, 0.5, accuracy: 1e-9, "begun at the lift")
        scene.advance(to: lift + 0.19)
        XCTAssertNil(completedAt)
        scene.advance(to: lift + 0.21)
        XCTAssertEqual(completedAt ?? -1, lift + 0.21, accuracy: 1e-9)
        XCTAssertTrue(scene.isSettled(at: lift + 0.21))
    }

    func testTheRootViewIsTheViewportClippedAndDrawnWithLabelsAtTheRendererScale() {
        let content = Rect(x: 0, y: 0, width: 800, height: 536)
        let scene = DemoScreen(name: "Test", viewport: content)
        XCTAssertEqual(scene.view.frame, content)
        XCTAssertTrue(scene.view.clipsToBounds, "nothing drawn beyond the viewport (over the tab bar)")
        XCTAssertEqual(scene.title, "Test", "the tab's title")
        let label = Label(text: "Hello", frame: Rect(x: 10, y: 10, width: 200, height: 40))
        scene.view.addSubview(label)
        scene.view.backgroundColor = .white
        var list = DisplayList()
        scene.draw(into: &list, at: 0, labels: LabelCache(pixelsPerPoint: 0.5))
        XCTAssertGreaterThan(list.items.count, 1, "the view's background and the label")
        XCTAssertEqual(label.layer.contentsScale, 0.5)
        let tabs = TabBarController(viewControllers: [scene])
        let adopter = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        adopter.rootViewController = tabs
        adopter.layoutIfNeeded()
        XCTAssertTrue(scene.window === adopter, "the window the view is in")
        XCTAssertEqual(scene.view.frame, Rect(x: 0, y: 0, width: 800, height: 600 - TabBar.defaultHeight))
    }
}
