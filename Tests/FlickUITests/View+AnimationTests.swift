import FlickAnimation
import FlickGestures
import FlickInput
import FlickScene
import FlickTestSupport
@testable import FlickUI
import XCTest

/// `animate(withDuration:…)` through a real window driven frame by frame on virtual time:
/// curves, delay, completion flags, interruption with and without `.beginFromCurrentState`,
/// springs, repeats, hit testing with and without `.allowUserInteraction`, bad input.
final class ViewAnimationTests: XCTestCase {
    /// A 400 × 400 window with a 50 × 50 card at (0, 0) (centre (25, 25)).
    private func makeWindow() -> (Window, View) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let card = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        card.name = "card"
        window.addSubview(card)
        _ = window.displayList(at: 0)
        return (window, card)
    }

    /// The card's on-screen centre x at `time` (the frame presents it).
    private func presentedX(_ view: View, at time: Double) -> Double { view.layer.presentation(at: time).position.x }

    func testAnimateBlockFollowsTheCurveAndCompletesInTheFrameThatEndsIt() {
        let (window, card) = makeWindow()
        var result: Bool?
        card.animate(withDuration: 0.5, animations: { card.alpha = 0 }, completion: { result = $0 })
        XCTAssertEqual(card.alpha, 0)  // the model at once
        _ = window.displayList(at: 1)  // the begin time resolves to this frame
        XCTAssertEqual(card.layer.presentation(at: 1.25).opacity, 1 - TimingFunction.easeInEaseOut(0.5), accuracy: 1e-6)
        _ = window.displayList(at: 1.49)
        XCTAssertNil(result)
        _ = window.displayList(at: 1.5)
        XCTAssertEqual(result, true)
    }

    func testCurveOptions() {
        for (option, curve) in [
            (View.AnimationOptions.curveEaseIn, TimingFunction.easeIn), (.curveEaseOut, .easeOut),
            (.curveLinear, .linear), ([], .easeInEaseOut),
        ] {
            let (window, card) = makeWindow()
            card.animate(withDuration: 1, options: option, animations: { card.center = Point(x: 125, y: 25) })
            _ = window.displayList(at: 0)
            XCTAssertEqual(card.layer.animation(forKey: "position")?.timingFunction, curve)
            XCTAssertEqual(presentedX(card, at: 0.3), 25 + 100 * curve(0.3), accuracy: 1e-6)
        }
    }

    func testACustomTimingFunction() {
        let (window, card) = makeWindow()
        let curve = TimingFunction.steps(count: 4, position: .jumpEnd)
        card.animate(withDuration: 1, timingFunction: curve, animations: { card.center = Point(x: 125, y: 25) })
        _ = window.displayList(at: 0)
        XCTAssertEqual(presentedX(card, at: 0.3), 50, accuracy: 1e-9, "the second of four steps")
    }

    func testDelayShowsTheOldValueThenAnimates() {
        let (window, card) = makeWindow()
        var result: Bool?
        card.animate(
            withDuration: 1, delay: 0.5, options: .curveLinear,
            animations: { card.center = Point(x: 125, y: 25) }, completion: { result = $0 })
        _ = window.displayList(at: 2)
        XCTAssertEqual(presentedX(card, at: 2.25), 25, "during the delay the old value shows")
        XCTAssertEqual(presentedX(card, at: 3), 75, accuracy: 1e-9)
        _ = window.displayList(at: 3.4)
        XCTAssertNil(result)
        _ = window.displayList(at: 3.5)
        XCTAssertEqual(result, true)
    }

    func testInterruptionWithoutBeginFromCurrentStateStartsFromTheOldTarget() {
        let (window, card) = makeWindow()
        var first: Bool?
        card.animate(
            withDuration: 1, options: .curveLinear, animations: { card.center = Point(x: 125, y: 25) },
            completion: { first = $0 })
        _ = window.displayList(at: 0)
        _ = window.displayList(at: 0.5)  // on screen at x = 75
        card.animate(withDuration: 1, options: .curveLinear, animations: { card.center = Point(x: 25, y: 25) })
        XCTAssertEqual(first, false, "replaced before its end")
        XCTAssertEqual(presentedX(card, at: 0.5), 125, accuracy: 1e-9, "UIKit without the option: from the old target")
    }

    func testBeginFromCurrentStateStartsFromTheValueOnScreen() {
        let (window, card) = makeWindow()
        card.animate(withDuration: 1, options: .curveLinear, animations: { card.center = Point(x: 125, y: 25) })
        _ = window.displayList(at: 0)
        _ = window.displayList(at: 0.5)
        card.animate(
            withDuration: 1, options: [.curveLinear, .beginFromCurrentState],
            animations: { card.center = Point(x: 25, y: 25) })
        XCTAssertEqual(presentedX(card, at: 0.5), 75, accuracy: 1e-9, "no jump")
        // It keeps the on-screen velocity (+100 pt/s) at first, then turns back to 25.
        // The move is −50 pt, so +100 pt/s is −2 moves per second: the curve starts with slope −2.
        guard case let .cubicBezier(x1, y1, x2, y2)? = card.layer.animation(forKey: "position")?.timingFunction
        else { return XCTFail("a Bézier curve") }
        XCTAssertEqual(y1 / x1, -2, accuracy: 1e-9)
        XCTAssertEqual(x2, 1)
        XCTAssertEqual(y2, 1)
        let step = 1e-3
        XCTAssertEqual((presentedX(card, at: 0.5 + step) - presentedX(card, at: 0.5)) / step, 100, accuracy: 5)
        XCTAssertGreaterThan(presentedX(card, at: 0.6), 75)
        XCTAssertEqual(presentedX(card, at: 1.5), 25, accuracy: 1e-9)
        _ = window.displayList(at: 1.5)
        XCTAssertTrue(card.layer.animationKeys.isEmpty)
        // From rest the curve is untouched.
        card.animate(
            withDuration: 1, options: [.curveLinear, .beginFromCurrentState],
            animations: { card.center = Point(x: 125, y: 25) })
        XCTAssertEqual(card.layer.animation(forKey: "position")?.timingFunction, .linear)
    }

    func testASpringInterruptedFromCurrentStateKeepsItsVelocity() {
        let (window, card) = makeWindow()
        card.animate(withDuration: 1, options: .curveLinear, animations: { card.center = Point(x: 125, y: 25) })
        _ = window.displayList(at: 0)
        _ = window.displayList(at: 0.5)  // moving right at 100 pt/s
        card.animate(
            withDuration: 1, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            options: .beginFromCurrentState, animations: { card.center = Point(x: 225, y: 25) })
        let step = 1e-6
        let velocity = (presentedX(card, at: 0.5 + step) - presentedX(card, at: 0.5)) / step
        XCTAssertEqual(presentedX(card, at: 0.5), 75, accuracy: 1e-9)
        XCTAssertEqual(velocity, 100, accuracy: 2, "the spring starts at the on-screen 100 pt/s")
        // Without the option the spring starts at rest.
        let (window2, other) = makeWindow()
        other.animate(withDuration: 1, options: .curveLinear, animations: { other.center = Point(x: 125, y: 25) })
        _ = window2.displayList(at: 0)
        _ = window2.displayList(at: 0.5)
        other.animate(
            withDuration: 1, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            animations: { other.center = Point(x: 225, y: 25) })
        XCTAssertEqual((presentedX(other, at: 0.5 + step) - presentedX(other, at: 0.5)) / step, 0, accuracy: 2)
    }

    func testSpringSettlesWithinItsDurationAndOvershootsWhenUnderdamped() {
        let (window, card) = makeWindow()
        var result: Bool?
        card.animate(
            withDuration: 0.6, usingSpringWithDamping: 0.4, initialSpringVelocity: 0,
            animations: { card.center = Point(x: 125, y: 25) }, completion: { result = $0 })
        _ = window.displayList(at: 0)
        let xs = stride(from: 0.0, through: 0.6, by: 1.0 / 120).map { presentedX(card, at: $0) }
        XCTAssertGreaterThan(xs.max()!, 125.5, "damping 0.4 overshoots")
        XCTAssertEqual(xs.last!, 125, accuracy: 0.2, "settled by the duration")
        let spring = View.spring(settlingIn: 0.6, dampingRatio: 0.4, initialVelocity: 0)
        XCTAssertEqual(spring.settlingDuration, 0.6, accuracy: 0.01)
        XCTAssertEqual(spring.dampingRatio, 0.4, accuracy: 1e-9)
        _ = window.displayList(at: 0.6)
        XCTAssertEqual(result, true)
    }

    func testRepeatAndAutoreverse() {
        let (window, card) = makeWindow()
        var result: Bool?
        card.animate(
            withDuration: 1, options: [.curveLinear, .repeat, .autoreverse],
            animations: { card.center = Point(x: 125, y: 25) }, completion: { result = $0 })
        _ = window.displayList(at: 0)
        XCTAssertEqual(presentedX(card, at: 0.5), 75, accuracy: 1e-9)
        XCTAssertEqual(presentedX(card, at: 1.5), 75, accuracy: 1e-9, "coming back")
        XCTAssertEqual(presentedX(card, at: 10.25), 50, accuracy: 1e-9, "still going")
        _ = window.displayList(at: 100)
        XCTAssertNil(result, "a repeating animation does not complete")
        card.layer.removeAllAnimations()
        XCTAssertEqual(result, false)
    }

    func testWithoutAllowUserInteractionAnAnimatingViewIsNotHit() {
        let (window, card) = makeWindow()
        card.animate(withDuration: 1, options: .curveLinear, animations: { card.center = Point(x: 125, y: 25) })
        _ = window.displayList(at: 0)
        XCTAssertTrue(window.hitTestWindowPoint(Point(x: 75, y: 25), at: 0.5) === window, "not hit mid-flight")
        XCTAssertTrue(window.hitTestWindowPoint(Point(x: 125, y: 25), at: 1.0) === card, "hit once it has ended")
    }

    func testWithAllowUserInteractionAViewIsHitMidFlightWhereItIsOnScreen() {
        let (window, _) = makeWindow()
        let button = Button(frame: Rect(x: 0, y: 200, width: 50, height: 50))
        window.addSubview(button)
        var taps: [Double] = []
        button.addAction(for: .primaryActionTriggered) { _, _ in taps.append(1) }
        button.animate(
            withDuration: 1, options: [.curveLinear, .allowUserInteraction],
            animations: { button.center = Point(x: 325, y: 225) })
        _ = window.displayList(at: 0)
        // At 0.5 s the button is centred at x = 175; its model place is x = 325.
        window.run(TraceBuilder.tap(at: Point(x: 175, y: 225), start: 0.5), flush: 0.1)
        XCTAssertEqual(taps.count, 1, "hit where it is on screen")
        window.run(TraceBuilder.tap(at: Point(x: 325, y: 225), start: 0.6, duration: 0.02), flush: 0)
        XCTAssertEqual(taps.count, 1, "not at its model place mid-flight")
        // Without the option the same tap misses.
        let still = Button(frame: Rect(x: 0, y: 300, width: 50, height: 50))
        window.addSubview(still)
        var stillTaps = 0
        still.addAction(for: .primaryActionTriggered) { _, _ in stillTaps += 1 }
        still.animate(withDuration: 1, options: .curveLinear, animations: { still.center = Point(x: 325, y: 325) })
        _ = window.displayList(at: 2)
        window.run(TraceBuilder.tap(at: Point(x: 175, y: 325), start: 2.5), flush: 0.1)
        XCTAssertEqual(stillTaps, 0)
    }

    func testNothingChangedCompletesAtOnceAndBadDurationsApplyAtOnce() {
        let (_, card) = makeWindow()
        var immediate: Bool?
        card.animate(withDuration: 1, animations: {}, completion: { immediate = $0 })
        XCTAssertEqual(immediate, true)
        var bad: Bool?
        card.animate(withDuration: .nan, animations: { card.alpha = 0.3 }, completion: { bad = $0 })
        XCTAssertEqual(bad, true)
        XCTAssertTrue(card.layer.animationKeys.isEmpty)
        XCTAssertEqual(card.layer.presentation(at: 5).opacity, 0.3)
        card.animate(withDuration: -1, animations: { card.alpha = 0.6 })
        XCTAssertTrue(card.layer.animationKeys.isEmpty)
        card.animate(
            withDuration: 1, delay: .infinity, usingSpringWithDamping: .nan, initialSpringVelocity: .nan,
            animations: { card.alpha = 1 })
        XCTAssertEqual(card.layer.animation(forKey: "opacity")?.beginTime ?? -1, 0, "bad delay: none")
    }

    func testPerformWithoutAnimationInsideABlock() {
        let (_, card) = makeWindow()
        card.animate(
            withDuration: 1,
            animations: {
                card.alpha = 0.5
                card.performWithoutAnimation { card.backgroundColor = .white }
            })
        XCTAssertNotNil(card.layer.animation(forKey: "opacity"))
        XCTAssertNil(card.layer.animation(forKey: "backgroundColor"))
        XCTAssertEqual(card.backgroundColor, .white)
    }

    func testAViewOutsideAWindowAnimatesInItsOwnTreeAndJoinsTheWindowsLater() {
        let loose = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        loose.animate(withDuration: 1, animations: { loose.alpha = 0 })
        XCTAssertNotNil(loose.layer.animation(forKey: "opacity"))
        let (window, _) = makeWindow()
        window.addSubview(loose)
        XCTAssertTrue(loose.layer.transactionContext === window.transactions)
        window.transactions.begin()
        loose.alpha = 1
        window.transactions.commit()
        XCTAssertNotNil(loose.layer.animation(forKey: "opacity"), "the window's transaction animates it")
    }
}
