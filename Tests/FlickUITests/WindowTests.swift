import FlickAnimation
import FlickGestures
import FlickInput
import FlickScene
import FlickTestSupport
@testable import FlickUI
import XCTest

/// Touch routing through a real window: hit testing, recognizers of the hit view and its
/// ancestors, the views' touch handlers, and the arbiter's rules through views.
final class WindowTests: XCTestCase {
    private let journal = TouchLogView.Journal()

    private func tap(at point: Point, start: Double = 0) -> [TouchFrame] { TraceBuilder.tap(at: point, start: start) }

    private func drag(from point: Point, by delta: Point, start: Double = 0) -> [TouchFrame] {
        TraceBuilder.drag(from: point, by: delta, start: start)
    }

    /// A 400 × 400 window with `parent` filling it and `child` at (100, 100, 100, 100).
    private func makeTree() -> (Window, View, TouchLogView) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let parent = View(frame: window.bounds)
        parent.name = "parent"
        let child = TouchLogView("child", frame: Rect(x: 100, y: 100, width: 100, height: 100), journal: journal)
        window.addSubview(parent)
        parent.addSubview(child)
        return (window, parent, child)
    }

    // MARK: Recognizers through views

    /// Both exclusive taps see the touch (hit view and ancestor); both are satisfied on the
    /// same lift. The arbiter applies simultaneous proposals in the order the recognizers
    /// were engaged, which is the hit view's first, then each ancestor's (UIKit gives the
    /// deepest view's recognizer the win), so the child's is recognized and the parent's
    /// fails, having lost to it. Outside the child only the parent's sees the touch.
    func testChildTapBeatsParentTapAsInUIKit() {
        let (window, parent, child) = makeTree()
        window.recordsExplanations = true
        let parentTap = TapGestureRecognizer(name: "tap"), childTap = TapGestureRecognizer(name: "tap")
        parent.addGestureRecognizer(parentTap)
        child.addGestureRecognizer(childTap)
        let actions = ActionLog([parentTap, childTap])

        let frames = tap(at: Point(x: 150, y: 150))
        window.run(frames)
        XCTAssertEqual(actions.events.count, 1)
        XCTAssertTrue(actions.events.first?.recognizer === childTap)
        XCTAssertTrue(View.view(of: actions.events[0].recognizer) === child)
        XCTAssertEqual(parentTap.explanation.last(where: { $0.to == .failed })?.reason, .lostTo("tap@child", at: frames[frames.count - 1].time))
        // Explanations name the views.
        let lines = window.explanationLines()
        XCTAssertTrue(lines.contains { $0.contains("tap@child") && $0.contains("possible → recognized") }, "\(lines)")
        XCTAssertTrue(lines.contains { $0.contains("tap@parent") && $0.contains("lost to tap@child") }, "\(lines)")

        window.run(tap(at: Point(x: 50, y: 50), start: 2))
        XCTAssertEqual(actions.events.count, 2)
        XCTAssertTrue(actions.events.last?.recognizer === parentTap)
        XCTAssertTrue(childTap.explanation.allSatisfy { $0.time < 2 }, "the child's tap never saw the second touch")
    }

    func testRequireToFailAcrossViews() throws {
        let (window, parent, child) = makeTree()
        let singleTap = TapGestureRecognizer(name: "tap")
        let doubleTap = TapGestureRecognizer(name: "doubleTap", numberOfTapsRequired: 2)
        parent.addGestureRecognizer(singleTap)
        child.addGestureRecognizer(doubleTap)
        try singleTap.require(toFail: doubleTap)
        let actions = ActionLog([singleTap, doubleTap])
        // One tap on the child: the parent's single tap waits for the double tap to fail.
        window.run(tap(at: Point(x: 150, y: 150)))
        XCTAssertEqual(actions.milestones, ["tap:recognized"])
        XCTAssertGreaterThan(actions.events[0].time, 0.2, "held until the double-tap interval passed")
        // Two taps: the double tap wins, the single tap never reports.
        window.run(tap(at: Point(x: 150, y: 150), start: 3) + tap(at: Point(x: 150, y: 150), start: 3.15))
        XCTAssertEqual(actions.milestones, ["tap:recognized", "doubleTap:recognized"])
    }

    /// The optimistic tap works through views: the parent's single tap reports at once,
    /// provisionally, and is retracted when the child's double tap succeeds.
    func testOptimisticTapAcrossViews() throws {
        let (window, parent, child) = makeTree()
        let singleTap = TapGestureRecognizer(name: "tap")
        let doubleTap = TapGestureRecognizer(name: "doubleTap", numberOfTapsRequired: 2)
        singleTap.isOptimistic = true
        parent.addGestureRecognizer(singleTap)
        child.addGestureRecognizer(doubleTap)
        try singleTap.require(toFail: doubleTap)
        let actions = ActionLog([singleTap, doubleTap])
        let first = tap(at: Point(x: 150, y: 150))
        for frame in first { window.handle(frame) }
        XCTAssertEqual(actions.milestones, ["tap:recognized"], "reported on the lift, not after the interval")
        XCTAssertEqual(actions.events.first?.isProvisional, true)
        XCTAssertEqual(actions.events.first?.time, first[first.count - 1].time)
        window.run(tap(at: Point(x: 150, y: 150), start: first[first.count - 1].time + 0.1))
        XCTAssertEqual(actions.milestones, ["tap:recognized", "doubleTap:recognized", "tap:retracted"])
    }

    private final class Delegate: GestureRecognizerDelegate {
        var begins = true, receives = true, simultaneous = false
        func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { begins }
        func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { receives }
        func gestureRecognizer(_ recognizer: GestureRecognizer,
                               shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { simultaneous }
    }

    func testDelegateSteersRecognizersOfViews() {
        let (window, parent, child) = makeTree()
        let parentTap = TapGestureRecognizer(name: "tap"), childTap = TapGestureRecognizer(name: "tap")
        parent.addGestureRecognizer(parentTap)
        child.addGestureRecognizer(childTap)
        let delegate = Delegate()
        childTap.delegate = delegate
        let actions = ActionLog([parentTap, childTap])
        var start = 0.0
        func tapChild() {
            window.run(tap(at: Point(x: 150, y: 150), start: start))
            start += 2
        }
        delegate.receives = false // the child's tap never sees the touch: the parent's wins
        tapChild()
        delegate.receives = true
        delegate.begins = false // the child's tap is refused: the parent's wins
        tapChild()
        delegate.begins = true
        delegate.simultaneous = true // both
        tapChild()
        XCTAssertEqual(actions.events.map { View.view(of: $0.recognizer)?.name }, ["parent", "parent", "child", "parent"])
    }

    func testTargetsCanBeRemoved() {
        let (window, _, child) = makeTree()
        let tapRecognizer = TapGestureRecognizer()
        child.addGestureRecognizer(tapRecognizer)
        var count = 0
        let id = tapRecognizer.addTarget { _ in count += 1 }
        window.run(tap(at: Point(x: 150, y: 150)))
        tapRecognizer.removeTarget(id)
        XCTAssertFalse(tapRecognizer.hasTargets)
        window.run(tap(at: Point(x: 150, y: 150), start: 2))
        XCTAssertEqual(count, 1)
    }

    // MARK: Touch handlers

    func testTouchesReachTheHitViewAndForwardUpTheResponderChain() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let parent = TouchLogView("parent", frame: window.bounds, journal: journal)
        let plain = View(frame: Rect(x: 100, y: 100, width: 100, height: 100)) // forwards by default
        let handler = TouchLogView("handler", frame: Rect(x: 250, y: 250, width: 100, height: 100), journal: journal)
        window.addSubview(parent)
        parent.addSubview(plain)
        parent.addSubview(handler)
        window.run(drag(from: Point(x: 150, y: 150), by: Point(x: 20, y: 0)))
        window.run(tap(at: Point(x: 300, y: 300), start: 2))
        let moves = journal.lines.filter { $0.hasPrefix("moved") }
        XCTAssertFalse(moves.isEmpty)
        XCTAssertEqual(journal.lines.filter { !$0.hasPrefix("moved") },
                       ["began:parent×1", "ended:parent×1", "began:handler×1", "ended:handler×1"])
        XCTAssertTrue(moves.allSatisfy { $0 == "moved:parent×1" })
    }

    /// A 400 × 400 window split into two touch-logging halves, `left` and `right`.
    private func makeHalves() -> (Window, TouchLogView, TouchLogView) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let left = TouchLogView("left", frame: Rect(x: 0, y: 0, width: 200, height: 400), journal: journal)
        let right = TouchLogView("right", frame: Rect(x: 200, y: 0, width: 200, height: 400), journal: journal)
        window.addSubview(left)
        window.addSubview(right)
        return (window, left, right)
    }

    func testEachTouchHasItsOwnHitView() {
        let (window, _, _) = makeHalves()
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 100, y: 100))
        trace.hold(0.05)
        trace.down(1, at: Point(x: 300, y: 100))
        trace.hold(0.05)
        trace.up([0, 1])
        window.run(trace.frames)
        XCTAssertEqual(journal.lines, ["began:left×1", "began:right×1", "ended:left×1", "ended:right×1"])
    }

    /// Each touch goes to the recognizers of its own hit view's chain: a two-finger tap on the
    /// left view never sees the finger on the right one; the window's two-finger tap sees both.
    func testEachTouchGoesToTheRecognizersOfItsOwnView() {
        let (window, left, _) = makeHalves()
        let leftTwo = TapGestureRecognizer(name: "leftTwo", numberOfTouchesRequired: 2)
        let windowTwo = TapGestureRecognizer(name: "windowTwo", numberOfTouchesRequired: 2)
        left.addGestureRecognizer(leftTwo)
        window.addGestureRecognizer(windowTwo)
        let actions = ActionLog([leftTwo, windowTwo])
        var trace = TraceBuilder(rate: 120)
        trace.down([(0, Point(x: 100, y: 100)), (1, Point(x: 300, y: 100))])
        trace.hold(0.05)
        trace.up([0, 1])
        window.run(trace.frames)
        XCTAssertEqual(actions.milestones, ["windowTwo:recognized"])
        XCTAssertEqual(journal.lines, ["began:left×1", "began:right×1", "cancelled:left×1", "cancelled:right×1"])
    }

    /// Devices lie: moves and lifts of touches that never began, a second began for a touch
    /// already down, time going backwards. Nothing crashes, nothing sticks, the next tap works.
    func testBadFramesNeverStickATouch() {
        let (window, _, child) = makeTree()
        let childTap = TapGestureRecognizer()
        child.addGestureRecognizer(childTap)
        let actions = ActionLog([childTap])
        let at = Point(x: 150, y: 150)
        window.handle(TouchFrame(time: 0, touches: [Touch(id: 7, location: at, phase: .moved)]))
        window.handle(TouchFrame(time: 0.01, touches: [Touch(id: 8, location: at, phase: .ended)]))
        window.handle(TouchFrame(time: 0.02, touches: [Touch(id: 9, location: at, phase: .began)]))
        window.handle(TouchFrame(time: 0.03, touches: [Touch(id: 9, location: at, phase: .began)]))
        window.handle(TouchFrame(time: 0.01, touches: [Touch(id: 9, location: at, phase: .ended)])) // backwards
        window.advance(to: 1)
        XCTAssertEqual(journal.lines.filter { $0.hasPrefix("began") }, ["began:child×1"], "one began for touch 9")
        // Touch 9's lift closes it for the view (cancelled: the tap it made was recognized).
        XCTAssertTrue(["ended:child×1", "cancelled:child×1"].contains(journal.lines.last ?? ""), "\(journal.lines)")
        XCTAssertEqual(childTap.state, .possible)
        let before = actions.events.count
        window.run(tap(at: at, start: 2))
        XCTAssertEqual(actions.events.count, before + 1, "the next tap is recognized")
    }

    /// A pan on an ancestor that begins takes the touch from the view (cancelsTouchesInView):
    /// touchesCancelled, never touchesEnded.
    func testBeganPanOnAncestorCancelsTheViewsTouches() {
        let (window, parent, child) = makeTree()
        let pan = PanGestureRecognizer()
        parent.addGestureRecognizer(pan)
        let actions = ActionLog([pan])
        window.run(drag(from: Point(x: 150, y: 150), by: Point(x: 0, y: 120)))
        XCTAssertEqual(actions.milestones, ["pan:began", "pan:ended"])
        XCTAssertEqual(journal.lines.first, "began:child×1")
        XCTAssertEqual(journal.lines.last, "cancelled:child×1")
        XCTAssertFalse(journal.lines.contains("ended:child×1"))
        XCTAssertEqual(child.events.last?.time, actions.events.first?.time, "cancelled when the pan began")

        // With cancelsTouchesInView off the view keeps its touches.
        pan.cancelsTouchesInView = false
        journal.lines.removeAll()
        window.run(drag(from: Point(x: 150, y: 150), by: Point(x: 0, y: 120), start: 2))
        XCTAssertEqual(journal.lines.last, "ended:child×1")
    }

    /// delaysTouchesBegan holds touchesBegan until the recognizer fails; when it succeeds the
    /// view never sees the touch.
    func testDelaysTouchesBeganHoldsBeganUntilFailure() throws {
        let (window, parent, child) = makeTree()
        let longPress = LongPressGestureRecognizer()
        longPress.delaysTouchesBegan = true
        parent.addGestureRecognizer(longPress)
        // A drag: the long press fails once the finger moves past its allowance.
        let frames = drag(from: Point(x: 150, y: 150), by: Point(x: 40, y: 0))
        window.run(frames)
        XCTAssertEqual(journal.lines.first, "began:child×1")
        let began = try XCTUnwrap(child.events.first)
        XCTAssertEqual(began.time, frames[0].time)
        XCTAssertGreaterThan(began.deliveredAt, frames[0].time, "held until the long press failed")
        XCTAssertLessThan(began.deliveredAt, frames[frames.count - 1].time, "released by the failure, not the lift")
        XCTAssertEqual(longPress.state, .possible, "reset for the next gesture")
        XCTAssertEqual(journal.lines.last, "ended:child×1")

        // A long press: recognized, the view never hears of the touch.
        journal.lines.removeAll()
        var trace = TraceBuilder(rate: 120, start: 3)
        trace.down(0, at: Point(x: 150, y: 150))
        trace.hold(0.8)
        trace.up(0)
        let actions = ActionLog([longPress])
        window.run(trace.frames)
        XCTAssertEqual(actions.milestones, ["longPress:began", "longPress:ended"])
        XCTAssertEqual(journal.lines, [])
    }

    /// delaysTouchesEnded (UIKit default true) holds touchesEnded while a recognizer is still
    /// possible: a double tap waiting for its second tap keeps the child's lift until it fails;
    /// with the flag off the lift arrives at once.
    func testDelaysTouchesEndedHoldsTheLiftUntilFailure() throws {
        let (window, parent, child) = makeTree()
        let doubleTap = TapGestureRecognizer(name: "doubleTap", numberOfTapsRequired: 2)
        parent.addGestureRecognizer(doubleTap)
        let frames = tap(at: Point(x: 150, y: 150))
        let lift = frames[frames.count - 1].time
        window.run(frames)
        XCTAssertEqual(journal.lines, ["began:child×1", "ended:child×1"])
        let ended = try XCTUnwrap(child.events.last)
        XCTAssertEqual(ended.time, lift)
        XCTAssertGreaterThan(ended.deliveredAt, lift, "held until the double tap failed")

        doubleTap.delaysTouchesEnded = false
        window.run(tap(at: Point(x: 150, y: 150), start: 2))
        let prompt = try XCTUnwrap(child.events.last)
        XCTAssertEqual(prompt.deliveredAt, prompt.time, "delivered at once")
    }

    // MARK: Hit testing at the frame's time

    func testHiddenTransparentAndDisabledViewsAreSkipped() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let back = View(frame: window.bounds); back.name = "back"
        window.addSubview(back)
        var recognizers: [GestureRecognizer] = []
        for (index, name) in ["hidden", "faint", "disabled"].enumerated() {
            let view = View(frame: Rect(x: 100, y: 100, width: 100, height: 100)); view.name = name
            window.addSubview(view)
            let recognizer = TapGestureRecognizer(name: name)
            view.addGestureRecognizer(recognizer)
            recognizers.append(recognizer)
            switch index {
            case 0: view.isHidden = true
            case 1: view.alpha = 0.005
            default: view.isUserInteractionEnabled = false
            }
        }
        let backTap = TapGestureRecognizer(name: "back")
        back.addGestureRecognizer(backTap)
        let actions = ActionLog(recognizers + [backTap])
        window.run(tap(at: Point(x: 150, y: 150)))
        XCTAssertEqual(actions.milestones, ["back:recognized"])
        // At alpha 0.01 (UIKit's limit) the view is hit again.
        window.subviews[2].alpha = 0.01
        window.run(tap(at: Point(x: 150, y: 150), start: 2))
        XCTAssertEqual(actions.milestones, ["back:recognized", "faint:recognized"])
    }

    func testRotatedAboutYAndBehindTheEyeViewsHitTestRight() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        window.layer.sublayerTransform = Transform3D(perspectiveDistance: 500)
        let card = View(frame: Rect(x: 100, y: 100, width: 200, height: 200)); card.name = "card"
        window.addSubview(card)
        card.transform = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
        let cardTap = TapGestureRecognizer(name: "tap")
        card.addGestureRecognizer(cardTap)
        let actions = ActionLog([cardTap])
        // Rotated 60° about y the card is narrower: its right edge on screen lies well inside
        // its unrotated extent (x = 300).
        let rightEdge = try XCTUnwrap(card.convert(Point(x: 200, y: 100), to: nil))
        let leftEdge = try XCTUnwrap(card.convert(Point(x: 0, y: 100), to: nil))
        XCTAssertLessThan(rightEdge.x, 280)
        XCTAssertTrue(window.hitTestWindowPoint(Point(x: rightEdge.x - 2, y: 200), at: 0) === card)
        XCTAssertTrue(window.hitTestWindowPoint(Point(x: rightEdge.x + 2, y: 200), at: 0) === window)
        XCTAssertTrue(window.hitTestWindowPoint(Point(x: leftEdge.x + 2, y: 200), at: 0) === card)
        XCTAssertTrue(window.hitTestWindowPoint(Point(x: leftEdge.x - 2, y: 200), at: 0) === window)
        let inside = tap(at: Point(x: rightEdge.x - 2, y: 200))
        window.run(inside)
        window.run(tap(at: Point(x: rightEdge.x + 2, y: 200), start: 2))
        XCTAssertEqual(actions.events.count, 1)
        XCTAssertEqual(actions.events.first?.time, inside[inside.count - 1].time)

        // Behind the eye (z beyond the perspective distance): no image, never hit.
        card.transform = .identity
        card.layer.zPosition = 600
        XCTAssertNil(card.convert(Point(x: 100, y: 100), to: nil))
        XCTAssertTrue(window.hitTestWindowPoint(Point(x: 200, y: 200), at: 0) === window)
    }

    func testAnimatingViewIsHitAtItsPresentationPosition() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let card = View(frame: Rect(x: 0, y: 0, width: 50, height: 50)); card.name = "card"
        window.addSubview(card)
        let cardTap = TapGestureRecognizer(name: "tap")
        card.addGestureRecognizer(cardTap)
        let actions = ActionLog([cardTap])
        // Slide the card's centre from (25, 25) to (325, 25) over 1 s, ease in–ease out.
        card.animate(withDuration: 1, options: .allowUserInteraction) { card.center = Point(x: 325, y: 25) }
        _ = window.displayList(at: 0) // the frame that starts the animation
        // At 0.5 s the curve is half way: the card is centred on (175, 25) on screen.
        XCTAssertTrue(window.hitTestWindowPoint(Point(x: 175, y: 25), at: 0.5) === card)
        XCTAssertTrue(window.hitTestWindowPoint(Point(x: 325, y: 25), at: 0.5) === window)
        XCTAssertTrue(window.hitTest(Point(x: 325, y: 25)) === card, "the model-value hit test sees the end")
        var trace = TraceBuilder(rate: 120, start: 0.5)
        trace.down(0, at: Point(x: 175, y: 25))
        trace.hold(0.03)
        trace.up(0)
        window.run(trace.frames, flush: 0.1)
        XCTAssertEqual(actions.milestones, ["tap:recognized"])
    }

    // MARK: Frames

    func testDisplayListRunsLayoutFirst() {
        final class Laid: View {
            override func layoutSubviews() { subviews.first?.frame = Rect(x: 10, y: 10, width: bounds.width / 2, height: 20) }
        }
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let container = Laid(frame: window.bounds)
        let bar = View()
        bar.backgroundColor = .white
        window.addSubview(container)
        container.addSubview(bar)
        let list = window.displayList(at: 0)
        XCTAssertEqual(bar.frame, Rect(x: 10, y: 10, width: 100, height: 20))
        XCTAssertFalse(list.items.isEmpty)
    }

    // MARK: Settledness

    func testAWindowIsSettledOnlyWhenNoTouchDeadlineAnimationFlingOrTransitionRemains() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let scroll = ScrollView(frame: window.bounds)
        scroll.contentSize = Size(width: 400, height: 4000)
        let image = ImageView(image: Image(bitmap: Bitmap(width: 40, height: 40)), frame: Rect(x: 0, y: 0, width: 40, height: 40))
        window.addSubview(scroll)
        scroll.addSubview(image)
        _ = window.prepareFrame(at: 0)
        XCTAssertTrue(window.isSettled)
        var trace = TraceBuilder()
        trace.down(0, at: Point(x: 200, y: 390))
        window.handle(trace.frames[0])
        XCTAssertTrue(window.hasTouchesDown)
        XCTAssertFalse(window.isSettled, "a finger is down")
        trace.move(0, to: Point(x: 200, y: 190), duration: 0.1)
        trace.up(0)
        for frame in trace.frames.dropFirst() { window.handle(frame) }
        XCTAssertFalse(window.hasTouchesDown)
        XCTAssertTrue(scroll.isDecelerating)
        XCTAssertTrue(scroll.isMoving)
        XCTAssertFalse(window.isSettled, "the fling moves the content with no input")
        var time = trace.time
        while scroll.isMoving, time < trace.time + 10 {
            time += 1.0 / 60
            _ = window.prepareFrame(at: time)
        }
        XCTAssertTrue(window.isSettled, "at rest, the indicators faded")
        scroll.isHidden = true
        image.transition(withDuration: 0.3, options: .transitionFlipFromLeft,
                         animations: { image.image = Image(bitmap: Bitmap(width: 40, height: 40)) })
        XCTAssertFalse(window.isSettled, "a content transition runs, hidden or not")
        window.advance(to: time + 0.31)
        XCTAssertTrue(window.isSettled)
        let hold = LongPressGestureRecognizer()
        window.addGestureRecognizer(hold)
        window.handle(TouchFrame(time: time + 1, touches: [Touch(id: 9, location: Point(x: 10, y: 10), phase: .began)]))
        window.cancelAllTouches(at: time + 1.1)
        XCTAssertFalse(window.hasTouchesDown, "cancelled touches are not down")
        XCTAssertTrue(window.isSettled)
    }

    // MARK: Display scale

    func testTheDisplayScaleDefaultsToOneAndRefusesBadValues() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(window.displayScale, 1)
        window.displayScale = 2
        for bad in [0, -1, Double.nan, .infinity] {
            window.displayScale = bad
            XCTAssertEqual(window.displayScale, 2, "\(bad) refused")
        }
    }
}
