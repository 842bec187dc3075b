import FlickGestures
import FlickInput
import FlickTestSupport
import XCTest

private final class Steering: GestureRecognizerDelegate {
    var begin = true
    var receive = true
    var simultaneous = false
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { begin }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { receive }
    func gestureRecognizer(_ recognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { simultaneous }
}

final class GestureArbiterTests: XCTestCase {
    private func flick(rate: Double = 120) -> [TouchFrame] {
        var trace = TraceBuilder(rate: rate)
        trace.down(0, at: Point(x: 100, y: 100), time: 0)
        trace.move(0, to: Point(x: 400, y: 100), duration: 0.2)
        trace.up(0)
        return trace.frames
    }

    private func tap(at point: Point = Point(x: 100, y: 100)) -> [TouchFrame] {
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: point, time: 0)
        trace.hold(0.05)
        trace.up(0)
        return trace.frames
    }

    // MARK: Exclusivity and simultaneity

    func testExclusiveByDefaultTheFirstToCrossWins() {
        let pan = PanGestureRecognizer(), swipe = SwipeGestureRecognizer()
        let harness = GestureHarness([swipe, pan])
        harness.run(flick())
        XCTAssertEqual(harness.milestones, ["pan:began", "pan:ended"])
        guard case let .lostTo(winner, at) = swipe.explanation.first!.reason else { return XCTFail("\(swipe.explanation)") }
        XCTAssertEqual(winner, "pan")
        XCTAssertEqual(at, 10.0 / 1500, accuracy: 1e-9)
    }

    func testAllowListLetsBothRecognize() {
        let pan = PanGestureRecognizer(), swipe = SwipeGestureRecognizer()
        swipe.allowSimultaneousRecognition(with: pan)
        XCTAssertTrue(pan.allowsSimultaneousRecognition(with: swipe), "symmetric")
        let harness = GestureHarness([swipe, pan])
        harness.run(flick())
        XCTAssertEqual(harness.milestones, ["pan:began", "swipe:recognized", "pan:ended"])
    }

    func testDelegateLetsBothRecognize() {
        let pan = PanGestureRecognizer(), swipe = SwipeGestureRecognizer()
        let steering = Steering()
        steering.simultaneous = true
        swipe.delegate = steering
        let harness = GestureHarness([swipe, pan])
        harness.run(flick())
        XCTAssertEqual(harness.milestones, ["pan:began", "swipe:recognized", "pan:ended"])
    }

    func testALaterRecognizerCannotBeginAfterTheWinner() {
        // The pan wins; the long press's deadline comes later and it fails instead of beginning.
        let pan = PanGestureRecognizer(), press = LongPressGestureRecognizer(allowableMovement: 1000)
        let harness = GestureHarness([pan, press])
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 100, y: 100), time: 0)
        trace.move(0, to: Point(x: 200, y: 100), duration: 0.8)
        trace.up(0)
        harness.run(trace.frames)
        XCTAssertEqual(harness.milestones, ["pan:began", "pan:ended"])
        XCTAssertEqual(press.transitions, ["possible→failed", "failed→possible"])
    }

    // MARK: Failure requirements

    func testRequireToFailHoldsTheTapUntilTheDoubleTapFails() throws {
        let single = TapGestureRecognizer(name: "tap")
        let double = TapGestureRecognizer(name: "doubleTap", numberOfTapsRequired: 2)
        try single.require(toFail: double)
        let harness = GestureHarness([single, double])
        let frames = tap()
        harness.run(frames)
        XCTAssertEqual(harness.summary, ["tap:recognized"])
        XCTAssertEqual(harness.events[0].time, frames.last!.time + 0.35, accuracy: 1e-9)
        XCTAssertTrue(single.explanation.contains { if case .waitingForFailure(["doubleTap"]) = $0.reason { true } else { false } })
        XCTAssertTrue(single.explanation.contains { if case .requirementsFailed = $0.reason { true } else { false } })
    }

    func testRequireToFailFailsTheTapWhenTheDoubleTapSucceeds() throws {
        let single = TapGestureRecognizer(name: "tap")
        let double = TapGestureRecognizer(name: "doubleTap", numberOfTapsRequired: 2)
        try single.require(toFail: double)
        let harness = GestureHarness([single, double])
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 100, y: 100))
        trace.up(0)
        trace.wait(0.1)
        trace.down(0, at: Point(x: 100, y: 100))
        trace.up(0)
        harness.run(trace.frames)
        XCTAssertEqual(harness.summary, ["doubleTap:recognized"])
        XCTAssertEqual(single.transitions, ["possible→failed", "failed→possible"])
        let failure = single.explanation.last(where: { $0.to == .failed })!
        guard case .requirementSucceeded("doubleTap") = failure.reason else {
            return XCTFail("\(single.explanation)")
        }
    }

    func testAHeldContinuousGestureBeginsWhenItsRequirementFails() throws {
        // The pan waits for the swipe; a slow drag fails the swipe at 0.5 s, then the pan begins.
        let pan = PanGestureRecognizer(), swipe = SwipeGestureRecognizer(directions: [.right])
        try pan.require(toFail: swipe)
        let harness = GestureHarness([pan, swipe])
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 100, y: 100), time: 0)
        trace.move(0, to: Point(x: 130, y: 100), duration: 1.0) // 30 pt/s: no swipe
        trace.up(0)
        harness.run(trace.frames)
        XCTAssertEqual(harness.milestones, ["pan:began", "pan:ended"])
        XCTAssertEqual(harness.events[0].time, 0.5, accuracy: 1e-9)
        XCTAssertGreaterThan(harness.events[0].values.translation.x, 0, "began with the values measured while held")

        // Lifted while held: began and ended come together when the requirement fails.
        let heldPan = PanGestureRecognizer(), longSwipe = SwipeGestureRecognizer(directions: [.left], maximumDuration: 2)
        try heldPan.require(toFail: longSwipe)
        let held = GestureHarness([heldPan, longSwipe])
        var quick = TraceBuilder(rate: 120)
        quick.down(0, at: Point(x: 100, y: 100), time: 0)
        quick.move(0, to: Point(x: 140, y: 100), duration: 0.1)
        quick.up(0)
        held.run(quick.frames)
        XCTAssertEqual(held.milestones, ["pan:began", "pan:ended"])
    }

    func testDependencyCyclesAreReportedWhenSetUp() throws {
        let a = TapGestureRecognizer(name: "a"), b = TapGestureRecognizer(name: "b"), c = TapGestureRecognizer(name: "c")
        XCTAssertThrowsError(try a.require(toFail: a)) { XCTAssertEqual($0 as? GestureDependencyError, .cycle(["a", "a"])) }
        try a.require(toFail: b)
        try b.require(toFail: c)
        XCTAssertThrowsError(try c.require(toFail: a)) { error in
            XCTAssertEqual(error as? GestureDependencyError, .cycle(["c", "a", "b", "c"]))
            XCTAssertTrue("\(error)".contains("cycle"))
        }
        XCTAssertEqual(c.failureRequirements.count, 0, "the cycle was not added")
        XCTAssertThrowsError(try b.require(toFail: a)) { XCTAssertEqual($0 as? GestureDependencyError, .cycle(["b", "a", "b"])) }
        XCTAssertNoThrow(try a.require(toFail: c), "a diamond is no cycle")
    }

    // MARK: Delegate

    func testShouldBeginFalseFails() {
        let pan = PanGestureRecognizer()
        let steering = Steering()
        steering.begin = false
        pan.delegate = steering
        let harness = GestureHarness([pan])
        harness.run(flick())
        XCTAssertEqual(harness.summary, [])
        guard case .refused = pan.explanation.first!.reason else { return XCTFail("\(pan.explanation)") }
    }

    func testShouldReceiveFalseKeepsTouchesAway() {
        let pan = PanGestureRecognizer()
        let steering = Steering()
        steering.receive = false
        pan.delegate = steering
        let harness = GestureHarness([pan])
        harness.run(flick())
        XCTAssertEqual(harness.summary, [])
        XCTAssertTrue(pan.explanation.isEmpty, "never engaged")
    }

    func testDisabledRecognizersReceiveNothing() {
        let pan = PanGestureRecognizer()
        pan.isEnabled = false
        let harness = GestureHarness([pan])
        harness.run(flick())
        XCTAssertEqual(harness.summary, [])
    }

    // MARK: View tree

    func testTouchesGoToTheHitNodeAndItsAncestors() {
        let root = BasicGestureNode(name: "root")
        let child = BasicGestureNode(name: "child", parent: root)
        let sibling = BasicGestureNode(name: "sibling", parent: root)
        let rootPan = PanGestureRecognizer(name: "rootPan")
        let childTap = TapGestureRecognizer(name: "childTap")
        let siblingTap = TapGestureRecognizer(name: "siblingTap")
        let arbiter = GestureArbiter()
        arbiter.attach(rootPan, to: root)
        arbiter.attach(childTap, to: child)
        arbiter.attach(siblingTap, to: sibling)
        XCTAssertEqual(arbiter.recognizers(on: child).count, 1)
        XCTAssertTrue(arbiter.recognizers(on: child).first === childTap)
        for frame in tap() { arbiter.handle(frame) { _ in child } }
        arbiter.advance(to: 2)
        XCTAssertEqual(arbiter.takeEvents().map(\.recognizer.name), ["childTap"])
        for frame in flick() { arbiter.handle(TouchFrame(time: frame.time + 3, touches: frame.touches)) { _ in child } }
        XCTAssertEqual(arbiter.takeEvents().filter { $0.phase != .changed }.map(\.recognizer.name), ["rootPan", "rootPan"])
        for frame in tap() { arbiter.handle(TouchFrame(time: frame.time + 6, touches: frame.touches)) { _ in nil } }
        arbiter.advance(to: 8)
        XCTAssertEqual(arbiter.takeEvents().count, 0, "a touch that hits nothing goes nowhere")
        arbiter.detach(childTap)
        XCTAssertTrue(arbiter.recognizers(on: child).isEmpty)
        XCTAssertNil(childTap.node)
    }

    // MARK: The view's own touches

    func testWithoutRecognizersTheViewGetsEverythingAtOnce() {
        let harness = GestureHarness([])
        harness.run(flick())
        let phases = harness.deliveries.map(\.phase)
        XCTAssertEqual(phases.first, .began)
        XCTAssertEqual(phases.last, .ended)
        XCTAssertTrue(harness.deliveries.allSatisfy { $0.deliveredAt == $0.time })
    }

    func testCancelsTouchesInView() {
        let pan = PanGestureRecognizer()
        let harness = GestureHarness([pan])
        harness.run(flick())
        let phases = harness.deliveries.map(\.phase)
        XCTAssertEqual(phases.first, .began)
        XCTAssertEqual(phases.last, .cancelled)
        XCTAssertEqual(phases.filter { $0 == .cancelled }.count, 1)
        XCTAssertFalse(phases.contains(.ended))
        XCTAssertEqual(harness.deliveries.last!.deliveredAt, 10.0 / 1500, accuracy: 1e-9)

        let keep = PanGestureRecognizer()
        keep.cancelsTouchesInView = false
        let keeping = GestureHarness([keep])
        keeping.run(flick())
        XCTAssertEqual(keeping.deliveries.last!.phase, .ended)
    }

    func testDelaysTouchesBeganHoldsUntilTheRecognizerFails() {
        // A tap that fails by moving: the view then gets began and the moves, late.
        let tapRecognizer = TapGestureRecognizer()
        tapRecognizer.delaysTouchesBegan = true
        let harness = GestureHarness([tapRecognizer])
        harness.run(flick())
        XCTAssertEqual(harness.deliveries.first!.phase, .began)
        XCTAssertEqual(harness.deliveries.first!.time, 0)
        // The tap fails at 12 ms (18 pt at 1500 pt/s); the frame showing it is the one at 1/60 s.
        XCTAssertEqual(tapRecognizer.explanation.first!.time, 18.0 / 1500, accuracy: 1e-9)
        XCTAssertEqual(harness.deliveries.first!.deliveredAt, 1.0 / 60, accuracy: 1e-9)
        XCTAssertEqual(harness.deliveries.last!.phase, .ended)

        // A tap that succeeds: the view never sees the touch.
        let quiet = TapGestureRecognizer()
        quiet.delaysTouchesBegan = true
        let quietHarness = GestureHarness([quiet])
        quietHarness.run(tap())
        XCTAssertEqual(quietHarness.summary, ["tap:recognized"])
        XCTAssertTrue(quietHarness.deliveries.isEmpty)
    }

    func testTouchesBeganDelayLimitReleasesAStillTouchAfterTheLimit() {
        // A scroll view's pan: still possible while the finger rests, its hold ends at 150 ms.
        let pan = PanGestureRecognizer()
        pan.delaysTouchesBegan = true
        pan.touchesBeganDelayLimit = 0.150
        let harness = GestureHarness([pan])
        harness.run([TouchFrame(time: 1, touches: [Touch(id: 1, location: .zero, phase: .began)])], flush: nil)
        XCTAssertTrue(harness.deliveries.isEmpty)
        XCTAssertEqual(harness.arbiter.nextDeadline ?? 0, 1.150, accuracy: 1e-12, "a wake-up at the release")
        harness.advance(to: 1.1)
        XCTAssertTrue(harness.deliveries.isEmpty, "held before the limit")
        harness.advance(to: 1.15)
        XCTAssertEqual(harness.deliveries.map(\.phase), [.began])
        XCTAssertEqual(harness.deliveries.first!.deliveredAt, 1.15, accuracy: 1e-12)
        XCTAssertNil(harness.arbiter.nextDeadline)
        // Later moves pass at once while the pan is still possible.
        harness.run([TouchFrame(time: 1.2, touches: [Touch(id: 1, location: Point(x: 2, y: 0), phase: .moved)])],
                    flush: nil)
        XCTAssertEqual(harness.deliveries.map(\.phase), [.began, .moved])
        XCTAssertEqual(pan.state, .possible)
    }

    func testDelaysTouchesEndedHoldsTheLiftWhileADoubleTapMightFollow() {
        let double = TapGestureRecognizer(numberOfTapsRequired: 2)
        let harness = GestureHarness([double])
        let frames = tap()
        harness.run(frames, flush: nil)
        XCTAssertEqual(harness.deliveries.map(\.phase), [.began])
        harness.advance(to: frames.last!.time + 0.5)
        XCTAssertEqual(harness.deliveries.map(\.phase), [.began, .ended])
        XCTAssertEqual(harness.deliveries.last!.deliveredAt, frames.last!.time + 0.35, accuracy: 1e-9)

        let prompt = TapGestureRecognizer(numberOfTapsRequired: 2)
        prompt.delaysTouchesEnded = false
        let promptHarness = GestureHarness([prompt])
        promptHarness.run(frames, flush: nil)
        XCTAssertEqual(promptHarness.deliveries.map(\.phase), [.began, .ended])
    }

    func testNextDeadlineForSchedulingWakeUps() {
        let press = LongPressGestureRecognizer()
        let harness = GestureHarness([press])
        XCTAssertNil(harness.arbiter.nextDeadline)
        harness.run([TouchFrame(time: 2, touches: [Touch(id: 1, location: .zero, phase: .began)])], flush: nil)
        XCTAssertEqual(harness.arbiter.nextDeadline, 2.5)
    }

    func testDeadlinesThroughATimeNameTheirOwnersEarliestFirst() {
        let press = LongPressGestureRecognizer()
        let pan = PanGestureRecognizer()
        pan.delaysTouchesBegan = true
        pan.touchesBeganDelayLimit = 0.150
        let harness = GestureHarness([press, pan])
        XCTAssertTrue(harness.arbiter.deadlines(through: 100).isEmpty)
        harness.run([TouchFrame(time: 2, touches: [Touch(id: 1, location: .zero, phase: .began)])], flush: nil)
        XCTAssertTrue(harness.arbiter.deadlines(through: 2.1).isEmpty, "none falls by then")
        let byRelease = harness.arbiter.deadlines(through: 2.2)
        XCTAssertEqual(byRelease.map(\.time), [2.15])
        XCTAssertNil(byRelease.first?.recognizer, "the held touches' release has no recognizer of its own")
        let all = harness.arbiter.deadlines(through: 3)
        XCTAssertEqual(all.map(\.time), [2.15, 2.5], "earliest first")
        XCTAssertTrue(all.last?.recognizer === press)
        XCTAssertEqual(all.first?.time, harness.arbiter.nextDeadline)
        harness.advance(to: 2.5)
        XCTAssertTrue(harness.arbiter.deadlines(through: 3).allSatisfy { $0.recognizer !== press }, "fired: gone")
    }

    // MARK: What the touches down may still do

    func testTouchesDownReachTheViewUntilAPanTakesThem() {
        let pan = PanGestureRecognizer()
        let harness = GestureHarness([pan])
        XCTAssertEqual(harness.arbiter.downTouchCount, 0)
        XCTAssertFalse(harness.arbiter.touchesDownReachViews, "no touch down")
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 100, y: 100), time: 0)
        harness.run(trace.frames, flush: nil)
        XCTAssertEqual(harness.arbiter.downTouchCount, 1)
        XCTAssertTrue(harness.arbiter.touchesDownReachViews, "the pan is still possible: the view hears of the touch")
        var fed = trace.frames.count
        trace.move(0, to: Point(x: 200, y: 100), duration: 0.1)
        harness.run(Array(trace.frames.dropFirst(fed)), flush: nil)
        XCTAssertEqual(pan.state, .changed)
        XCTAssertFalse(harness.arbiter.touchesDownReachViews, "the pan began and took the touch (cancelsTouchesInView)")
        fed = trace.frames.count
        trace.down(1, at: Point(x: 300, y: 300))
        harness.run(Array(trace.frames.dropFirst(fed)), flush: nil)
        XCTAssertEqual(harness.arbiter.downTouchCount, 2)
        XCTAssertFalse(harness.arbiter.touchesDownReachViews, "a second finger joins the pan under way, which takes it too")
    }

    func testTouchesNeededToSucceed() {
        XCTAssertEqual(PanGestureRecognizer().touchesNeededToSucceed, 1)
        XCTAssertEqual(PanGestureRecognizer(minimumNumberOfTouches: 2).touchesNeededToSucceed, 2)
        XCTAssertEqual(PinchGestureRecognizer().touchesNeededToSucceed, 2)
        XCTAssertEqual(RotationGestureRecognizer().touchesNeededToSucceed, 2)
        XCTAssertEqual(SwipeGestureRecognizer(numberOfTouchesRequired: 3).touchesNeededToSucceed, 3)
        XCTAssertEqual(TapGestureRecognizer(numberOfTouchesRequired: 2).touchesNeededToSucceed, 2)
        XCTAssertEqual(LongPressGestureRecognizer().touchesNeededToSucceed, 1)
        XCTAssertEqual(LongPressGestureRecognizer(numberOfTouchesRequired: 2).touchesNeededToSucceed, 2)
    }
}


final class GestureArbiterBadInputTests: XCTestCase {
    private func touch(_ id: Int, _ x: Double, _ phase: TouchPhase) -> Touch {
        Touch(id: id, location: Point(x: x, y: 100), phase: phase)
    }

    func testMovesAndLiftsOfUnknownTouchesAreIgnored() {
        let set = StandardGestureSet()
        let harness = GestureHarness(set.all, simultaneity: .simultaneous)
        harness.run([TouchFrame(time: 0, touches: [touch(7, 100, .moved)]),
                     TouchFrame(time: 0.1, touches: [touch(7, 300, .ended)])])
        XCTAssertEqual(harness.summary, [])
        XCTAssertTrue(harness.deliveries.isEmpty)
        XCTAssertTrue(set.all.allSatisfy { $0.state == .possible })
    }

    func testADuplicateBeganIsIgnored() {
        let pan = PanGestureRecognizer()
        let harness = GestureHarness([pan])
        harness.run([TouchFrame(time: 0, touches: [touch(1, 100, .began)]),
                     TouchFrame(time: 0.01, touches: [touch(1, 100, .began)]),
                     TouchFrame(time: 0.02, touches: [touch(1, 150, .moved)]),
                     TouchFrame(time: 0.03, touches: [touch(1, 150, .ended)])])
        XCTAssertEqual(harness.milestones, ["pan:began", "pan:ended"])
        XCTAssertEqual(harness.deliveries.filter { $0.phase == .began }.count, 1)
        XCTAssertEqual(pan.state, .possible)
    }

    func testTimeGoingBackwardsNeitherHangsNorSticks() {
        let set = StandardGestureSet()
        let harness = GestureHarness(set.all, simultaneity: .simultaneous)
        harness.run([TouchFrame(time: 1, touches: [touch(1, 100, .began)]),
                     TouchFrame(time: 0.5, touches: [touch(1, 200, .moved)]),
                     TouchFrame(time: 0.7, touches: [touch(1, 300, .moved)]),
                     TouchFrame(time: 0.6, touches: [touch(1, 300, .ended)])])
        XCTAssertTrue(set.all.allSatisfy { $0.state == .possible }, "all reset")
        XCTAssertTrue(harness.arbiter.engaged.isEmpty)
        let began = harness.events.filter { $0.phase == .began }.count
        let finished = harness.events.filter { $0.phase == .ended || $0.phase == .cancelled }.count
        XCTAssertEqual(began, finished)
    }

    func testHeldLiftSurvivesTheNextSession() {
        // The first tap's lift waits for the double tap; the second tap starts a new session.
        let double = TapGestureRecognizer(numberOfTapsRequired: 2)
        let harness = GestureHarness([double])
        harness.run([TouchFrame(time: 0, touches: [touch(1, 100, .began)]),
                     TouchFrame(time: 0.05, touches: [touch(1, 100, .ended)]),
                     TouchFrame(time: 0.2, touches: [touch(2, 100, .began)]),
                     TouchFrame(time: 0.25, touches: [touch(2, 100, .ended)])])
        XCTAssertEqual(harness.summary, ["\(double.name):recognized"])
        // Deliveries keep their order: the second touch's began waits behind the first touch's
        // held lift; the double tap is recognized first, so the view never sees the second
        // touch, and the first touch's lift is delivered, never lost.
        let first = harness.deliveries.filter { $0.touch.id == 1 }.map(\.phase)
        let second = harness.deliveries.filter { $0.touch.id == 2 }.map(\.phase)
        XCTAssertEqual(first, [.began, .ended])
        XCTAssertEqual(second, [])
    }
}

final class GestureArbiterCancelAllTests: XCTestCase {
    private func touch(_ id: Int, _ x: Double, _ phase: TouchPhase) -> Touch {
        Touch(id: id, location: Point(x: x, y: 100), phase: phase)
    }

    func testCancelAllCancelsActiveGesturesAndTheViewsTouches() {
        let pan = PanGestureRecognizer(), press = LongPressGestureRecognizer()
        pan.cancelsTouchesInView = false
        let harness = GestureHarness([pan, press], simultaneity: .simultaneous)
        harness.run([TouchFrame(time: 0, touches: [touch(1, 100, .began)]),
                     TouchFrame(time: 0.05, touches: [touch(1, 150, .moved)])], flush: nil)
        XCTAssertEqual(harness.milestones, ["pan:began"])
        harness.arbiter.cancelAll(at: 0.06)
        harness.advance(to: 0.06)
        XCTAssertEqual(harness.milestones, ["pan:began", "pan:cancelled"])
        XCTAssertEqual(pan.transitions, ["possible→began", "began→changed", "changed→cancelled", "cancelled→possible"])
        XCTAssertEqual(press.transitions, ["possible→failed", "failed→possible"])
        XCTAssertEqual(harness.deliveries.map(\.phase), [.began, .moved, .cancelled])
        XCTAssertEqual(harness.deliveries.last!.touch.location.x, 150)

        // The cancelled touch keeps moving and lifts: nothing more happens.
        harness.run([TouchFrame(time: 0.1, touches: [touch(1, 250, .moved)]),
                     TouchFrame(time: 0.2, touches: [touch(1, 250, .ended)])])
        XCTAssertEqual(harness.milestones, ["pan:began", "pan:cancelled"])
        XCTAssertEqual(harness.deliveries.count, 3)

        // The next touch starts afresh.
        harness.run([TouchFrame(time: 1, touches: [touch(2, 100, .began)]),
                     TouchFrame(time: 1.05, touches: [touch(2, 200, .moved)]),
                     TouchFrame(time: 1.1, touches: [touch(2, 200, .ended)])])
        XCTAssertEqual(harness.milestones, ["pan:began", "pan:cancelled", "pan:began", "pan:ended"])
    }

    // MARK: Nodes with their own recognizers, per-touch nodes, detaching

    private func tapFrames() -> [TouchFrame] {
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 100, y: 100), time: 0)
        trace.hold(0.05)
        trace.up(0)
        return trace.frames
    }

    private func flickFrames() -> [TouchFrame] {
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 100, y: 100), time: 0)
        trace.move(0, to: Point(x: 400, y: 100), duration: 0.2)
        trace.up(0)
        return trace.frames
    }

    /// A node that holds its recognizers itself (as FlickUI's views do).
    private final class OwningNode: GestureNode {
        let name: String
        weak var parent: OwningNode?
        var gestureRecognizers: [GestureRecognizer] = []
        init(_ name: String, parent: OwningNode? = nil) { self.name = name; self.parent = parent }
        var gestureParent: (any GestureNode)? { parent }
        var gestureNodeName: String? { name }
        func add(_ recognizer: GestureRecognizer) {
            gestureRecognizers.append(recognizer)
            recognizer.node = self
        }
    }

    func testDownTouchNodesNameTheNodesTheTouchesDownHitInTheOrderTheyCameDown() {
        let left = OwningNode("left"), right = OwningNode("right")
        let arbiter = GestureArbiter()
        let hit = { (location: Point) -> (any GestureNode)? in location.x < 200 ? left : right }
        XCTAssertEqual(arbiter.downTouchNodes, [])
        arbiter.handle(TouchFrame(time: 0, touches: [touch(1, 300, .began)]), hitTest: hit)
        arbiter.handle(TouchFrame(time: 0.01, touches: [touch(1, 300, .stationary), touch(2, 100, .began)]), hitTest: hit)
        XCTAssertEqual(arbiter.downTouchNodes, [ObjectIdentifier(right), ObjectIdentifier(left)])
        arbiter.handle(TouchFrame(time: 0.02, touches: [touch(1, 300, .ended), touch(2, 100, .stationary)]), hitTest: hit)
        XCTAssertEqual(arbiter.downTouchNodes, [ObjectIdentifier(left)], "a lifted touch's node goes")
        arbiter.handle(TouchFrame(time: 0.03, touches: [touch(2, 100, .ended)]), hitTest: hit)
        XCTAssertEqual(arbiter.downTouchNodes, [])
    }

    func testNodesOwnRecognizersTakePartAndExplanationsNameTheNodes() {
        let root = OwningNode("root"), child = OwningNode("child", parent: root)
        let rootTap = TapGestureRecognizer(name: "tap"), childTap = TapGestureRecognizer(name: "tap")
        root.add(rootTap)
        child.add(childTap)
        let arbiter = GestureArbiter()
        arbiter.recordsExplanations = true
        for frame in tapFrames() { arbiter.handle(frame) { _ in child } }
        arbiter.advance(to: 2)
        let winners = arbiter.takeEvents().map(\.recognizer)
        XCTAssertEqual(winners.count, 1)
        XCTAssertTrue(winners.first === childTap, "the deepest node's tap wins")
        XCTAssertEqual(childTap.qualifiedName, "tap@child")
        let lines = GestureExplanationFormatter.lines(for: [rootTap, childTap])
        XCTAssertTrue(lines.contains { $0.contains("tap@root") && $0.contains("lost to tap@child") }, "\(lines)")
        XCTAssertEqual(TapGestureRecognizer(name: "plain").qualifiedName, "plain", "no node, no suffix")
    }

    /// Each touch goes to the recognizers of its own node's chain, and its deliveries to its
    /// own node (UIKit): a two-finger tap on the left node never sees the finger on the right.
    func testEachTouchGoesToItsOwnNodesRecognizersAndDeliveries() {
        let root = BasicGestureNode(name: "root")
        let left = BasicGestureNode(name: "left", parent: root), right = BasicGestureNode(name: "right", parent: root)
        let leftTwo = TapGestureRecognizer(name: "leftTwo", numberOfTouchesRequired: 2)
        let rootTwo = TapGestureRecognizer(name: "rootTwo", numberOfTouchesRequired: 2)
        let arbiter = GestureArbiter()
        arbiter.attach(leftTwo, to: left)
        arbiter.attach(rootTwo, to: root)
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 100, y: 100), time: 0)
        trace.down(1, at: Point(x: 300, y: 100))
        trace.hold(0.05)
        trace.up([0, 1])
        for frame in trace.frames { arbiter.handle(frame) { $0.x < 200 ? left : right } }
        arbiter.advance(to: 2)
        XCTAssertEqual(arbiter.takeEvents().map(\.recognizer.name), ["rootTwo"])
        let deliveries = arbiter.takeDeliveries()
        XCTAssertEqual(deliveries.filter { $0.phase == .began }.map { ($0.node as? BasicGestureNode)?.name }, ["left", "right"])
        // The two-finger tap on the root cancels both touches in their own nodes.
        XCTAssertEqual(deliveries.filter { $0.phase == .cancelled }.map { ($0.node as? BasicGestureNode)?.name }, ["left", "right"])
    }

    func testDetachingAnActiveGestureCancelsIt() {
        let root = BasicGestureNode(name: "root")
        let pan = PanGestureRecognizer()
        let arbiter = GestureArbiter()
        arbiter.attach(pan, to: root)
        let frames = flickFrames()
        for frame in frames.prefix(frames.count / 2) { arbiter.handle(frame) { _ in root } }
        XCTAssertEqual(pan.state.isActive, true)
        arbiter.detach(pan)
        let last = arbiter.takeEvents().last
        XCTAssertEqual(last?.phase, .cancelled)
        XCTAssertEqual(last?.time, frames[frames.count / 2 - 1].time)
        XCTAssertEqual(pan.state, .possible, "reset, never left active")
    }

    func testTargetActionsGetEveryEventInOrder() {
        let pan = PanGestureRecognizer()
        var phases: [GestureEvent.Phase] = []
        let id = pan.addTarget { phases.append($0.phase) }
        let harness = GestureHarness([pan])
        for event in harness.run(flickFrames()) { pan.sendActions(for: event) }
        XCTAssertEqual(phases.first, .began)
        XCTAssertEqual(phases.last, .ended)
        pan.removeTarget(id)
        XCTAssertFalse(pan.hasTargets)
    }
}
