@testable import flick_demo
import FlickInput
import FlickScene
import FlickTestSupport
import XCTest

/// Every transition of `TransitionsScene.State` (diagram: Demo/FlickDemo.docc/TransitionsScene.md),
/// by touches through the scene's window.
final class TransitionsSceneTests: XCTestCase {
    let viewport = Rect(x: 0, y: 0, width: 1280, height: 736)
    var center: Point { viewport.center }

    /// Plays `trace` into `scene` (stepped at 120 Hz) and returns every state the scene
    /// passes through.
    @discardableResult
    func play(_ trace: TraceBuilder, into scene: TransitionsScene, until end: Double) -> [TransitionsScene.State] {
        var states = [scene.state]
        play(trace, into: scene as DemoScreen, until: end) { _ in
            if states.last != scene.state { states.append(scene.state) }
        }
        return states
    }

    func makeScene() -> TransitionsScene { TransitionsScene(viewport: viewport, work: .inline) }

    func swipe(_ trace: inout TraceBuilder, by delta: Point) {
        trace.down(0, at: center - delta * 0.5); trace.move([0], by: delta, duration: 0.15); trace.up(0); trace.wait(0.8)
    }

    func pinch(_ trace: inout TraceBuilder, from: Double, to: Double, holdAfter: Double = 0.05) {
        trace.down([(0, center - Point(x: 0, y: from / 2)), (1, center + Point(x: 0, y: from / 2))])
        trace.hold(0.05)
        trace.move([0, 1], duration: 0.6) { finger, _, progress in
            let half = (from + (to - from) * progress) / 2
            return self.center + Point(x: 0, y: finger == 0 ? -half : half)
        }
        trace.hold(holdAfter)
        trace.up([0, 1])
    }

    func testRestingToFoldingAndBackOnSwipesUpAndDown() {
        let scene = makeScene()
        var trace = TraceBuilder()
        swipe(&trace, by: Point(x: 0, y: -300))
        swipe(&trace, by: Point(x: 0, y: 300))
        let states = play(trace, into: scene, until: trace.time + 0.5)
        XCTAssertEqual(states, [.resting, .folding(to: 1, unfold: false), .resting, .folding(to: 0, unfold: true), .resting])
        XCTAssertEqual(scene.folds, 1)
        XCTAssertEqual(scene.unfolds, 1)
        XCTAssertEqual(scene.current, 0)
        XCTAssertEqual(scene.counter.text, "card 1 of 8")
        XCTAssertNil(scene.cardView.contentTransition)
    }

    func testTheCardsEitherSideArePreparedWhileHiddenOnceDrawn() throws {
        let scene = TransitionsScene(viewport: viewport, work: .betweenFrames)
        let labels = LabelCache()
        func prepared() -> Set<UInt64> {
            var list = DisplayList()
            scene.draw(into: &list, at: scene.window.currentTime, labels: labels)
            let hidden = Set(scene.neighbours.compactMap { $0.image?.bitmap.identity })
            XCTAssertTrue(hidden.isDisjoint(with: list.items.compactMap { $0.texture?.identity }), "the neighbours are not drawn")
            return Set(list.preparations.compactMap { $0.texture?.identity })
        }
        XCTAssertTrue(prepared().isEmpty, "no card drawn off the frame yet: none drawn for it on the frame")
        XCTAssertEqual(scene.cards.drawnOnDemand, 1, "only the card shown")
        scene.cards.drawPending()
        let second = try XCTUnwrap(scene.cards.readyImage(1))
        XCTAssertEqual(prepared(), [second.identity], "card 1 has no card before it")
        var trace = TraceBuilder()
        swipe(&trace, by: Point(x: 0, y: -300))
        play(trace, into: scene, until: trace.time + 0.5)
        XCTAssertEqual(scene.current, 1)
        let around = try [0, 2].map { try XCTUnwrap(scene.cards.readyImage($0)) }
        XCTAssertEqual(prepared(), Set(around.map(\.identity)), "cards 1 and 3 around card 2")
        XCTAssertTrue(scene.neighbours.allSatisfy(\.isHidden))
    }

    func testASwipeWithNoCardThatWayStaysResting() {
        let scene = makeScene()
        var trace = TraceBuilder()
        swipe(&trace, by: Point(x: 0, y: 300))
        XCTAssertEqual(play(trace, into: scene, until: trace.time), [.resting])
        XCTAssertTrue(scene.report.lines(origin: 0).contains { $0.contains("swipe down: no card that way") })
    }

    func testRestingToTurningToRestingOnAQuickHorizontalSwipe() {
        let scene = makeScene()
        var trace = TraceBuilder()
        swipe(&trace, by: Point(x: -360, y: 0))
        swipe(&trace, by: Point(x: 360, y: 0))
        let states = play(trace, into: scene, until: trace.time + 0.5)
        XCTAssertEqual(states, [.resting, .turning(to: 1), .resting, .turning(to: 0), .resting])
        XCTAssertEqual(scene.flips, 2)
        XCTAssertEqual(scene.current, 0)
    }

    func testTurningSpringsBackAfterASlowShortDrag() {
        func drag(lifting: Bool) -> TraceBuilder {
            var trace = TraceBuilder()
            trace.down(0, at: center); trace.hold(0.1); trace.move([0], by: Point(x: -120, y: 0), duration: 0.5)
            trace.hold(0.2)
            if lifting { trace.up(0) }
            return trace
        }
        // Mid-drag the page follows the finger.
        let held = makeScene(), holding = drag(lifting: false)
        play(holding, into: held, until: holding.time)
        XCTAssertEqual(held.state, .turning(to: 1))
        XCTAssertEqual(held.cardView.contentTransition?.isTracking, true)
        let followed = held.cardView.contentTransition?.fractionComplete(at: holding.time) ?? 0
        XCTAssertEqual(followed, (120 - 10) / TransitionsScene.cardSize.width, accuracy: 0.02, "Δx / half-width / 2 stages")
        // Lifted still, a third of the way: it springs back.
        let scene = makeScene(), lifted = drag(lifting: true)
        let states = play(lifted, into: scene, until: lifted.time + 1)
        XCTAssertEqual(states, [.resting, .turning(to: 1), .resting])
        XCTAssertEqual(scene.flipsReturned, 1)
        XCTAssertEqual(scene.current, 0)
        XCTAssertEqual(scene.cardView.image?.bitmap.identity, scene.cards[0].identity, "the first card is back")
    }

    func testTurningTowardsNoCardRubberBandsAndSpringsBack() {
        let scene = makeScene()
        var trace = TraceBuilder()
        swipe(&trace, by: Point(x: 360, y: 0))
        let states = play(trace, into: scene, until: trace.time + 0.5)
        XCTAssertEqual(states, [.resting, .turning(to: 0), .resting])
        XCTAssertEqual(scene.flips, 0)
        XCTAssertEqual(scene.flipsReturned, 1)
    }

    func testTurningIsCaughtByANewDragWhileSettling() {
        let scene = makeScene()
        var trace = TraceBuilder()
        trace.down(0, at: center); trace.hold(0.1); trace.move([0], by: Point(x: -200, y: 0), duration: 0.4)
        trace.hold(0.2); trace.up(0)
        trace.wait(0.05)
        trace.down(0, at: center); trace.move([0], by: Point(x: -300, y: 0), duration: 0.4); trace.hold(0.2); trace.up(0)
        let states = play(trace, into: scene, until: trace.time + 1)
        XCTAssertEqual(states, [.resting, .turning(to: 1), .resting], "one turn, caught in flight, finished by the second drag")
        XCTAssertTrue(scene.report.lines(origin: 0).contains { $0.contains("the finger catches the page") })
        XCTAssertEqual(scene.flips, 1)
        XCTAssertEqual(scene.current, 1)
    }

    func testRestingToPinchingToRestingCompletedOrSprangBack() {
        let scene = makeScene()
        var trace = TraceBuilder()
        pinch(&trace, from: 400, to: 120)
        trace.wait(0.8)
        pinch(&trace, from: 400, to: 350, holdAfter: 0.2)
        trace.wait(0.8)
        let states = play(trace, into: scene, until: trace.time)
        XCTAssertEqual(states, [.resting, .pinching(to: 1), .resting, .pinching(to: 2), .resting])
        XCTAssertEqual(scene.pinchFoldsCompleted, 1)
        XCTAssertEqual(scene.pinchFoldsReturned, 1)
        XCTAssertEqual(scene.current, 1)
    }

    func testPinchingIsCaughtByTheFingersWhileSettling() {
        let scene = makeScene()
        var trace = TraceBuilder()
        pinch(&trace, from: 400, to: 330, holdAfter: 0.2)
        trace.wait(0.05)
        pinch(&trace, from: 400, to: 150)
        let states = play(trace, into: scene, until: trace.time + 1)
        XCTAssertEqual(states, [.resting, .pinching(to: 1), .resting])
        XCTAssertTrue(scene.report.lines(origin: 0).contains { $0.contains("the fingers catch the fold") })
        XCTAssertEqual(scene.pinchFoldsCompleted, 1)
    }

    func testAVerticalDragIsNotAPageTurn() {
        let scene = makeScene()
        var trace = TraceBuilder()
        trace.down(0, at: center); trace.move([0], by: Point(x: 20, y: -200), duration: 0.3); trace.up(0)
        trace.wait(0.6)
        let states = play(trace, into: scene, until: trace.time)
        XCTAssertFalse(states.contains(.turning(to: 1)))
    }
}
