import FlickAnimation
import FlickInput
@testable import FlickScene
import XCTest

final class LayerAnimationTests: XCTestCase {
    func testOutsideATransactionChangesApplyAtOnce() {
        let layer = Layer()
        layer.opacity = 0.2
        XCTAssertTrue(layer.animationKeys.isEmpty)
        XCTAssertEqual(layer.presentation(at: 1).opacity, 0.2)
    }

    func testImplicitAnimationInsideATransaction() {
        let layer = Layer()
        let transactions = layer.transactionContext
        layer.position = Point(x: 0, y: 0)
        transactions.begin()
        transactions.animationDuration = 1
        transactions.timingFunction = .linear
        layer.position = Point(x: 100, y: 0)
        transactions.commit()
        XCTAssertEqual(layer.position, Point(x: 100, y: 0)) // the model changes at once
        XCTAssertEqual(layer.animationKeys, ["position"])
        XCTAssertEqual(layer.presentation(at: 10).position, .zero) // the begin time resolves to 10
        XCTAssertEqual(layer.presentation(at: 10.25).position.x, 25, accuracy: 1e-6)
        XCTAssertEqual(layer.presentation(at: 11).position.x, 100, accuracy: 1e-6)
        XCTAssertFalse(layer.updateAnimations(at: 11))
        XCTAssertTrue(layer.animationKeys.isEmpty)
    }

    func testDefaultDurationAndCurveAndDisableActions() throws {
        let layer = Layer()
        let transactions = layer.transactionContext
        transactions.begin()
        layer.opacity = 0.5
        transactions.commit()
        let animation = try XCTUnwrap(layer.animation(forKey: "opacity"))
        XCTAssertEqual(animation.duration, 0.25) // the implicit default
        XCTAssertEqual(animation.timingFunction, .default)
        transactions.begin()
        transactions.disableActions = true
        layer.cornerRadius = 4
        transactions.commit()
        XCTAssertNil(layer.animation(forKey: "cornerRadius"))
    }

    func testNestedTransactionsInheritAndOverrideSettings() throws {
        let layer = Layer()
        let transactions = layer.transactionContext
        var completions: [String] = []
        transactions.begin()
        transactions.animationDuration = 2
        transactions.completionBlock = { completions.append("outer") }
        layer.opacity = 0.5
        transactions.begin()
        XCTAssertEqual(transactions.depth, 2)
        XCTAssertEqual(transactions.animationDuration, 2) // inherited
        layer.position = Point(x: 10, y: 0)
        transactions.begin()
        transactions.animationDuration = 0.5
        transactions.completionBlock = { completions.append("inner") }
        layer.zPosition = 3
        transactions.commit()
        transactions.begin()
        transactions.disableActions = true
        layer.cornerRadius = 9 // not animated
        transactions.commit()
        transactions.commit()
        transactions.commit()
        XCTAssertFalse(transactions.isActive)
        XCTAssertEqual(try XCTUnwrap(layer.animation(forKey: "opacity")).duration, 2)
        XCTAssertEqual(try XCTUnwrap(layer.animation(forKey: "position")).duration, 2)
        XCTAssertEqual(try XCTUnwrap(layer.animation(forKey: "zPosition")).duration, 0.5)
        XCTAssertNil(layer.animation(forKey: "cornerRadius"))
        XCTAssertEqual(completions, [])
        layer.updateAnimations(at: 0) // starts all at 0
        layer.updateAnimations(at: 0.5)
        XCTAssertEqual(completions, ["inner"])
        layer.updateAnimations(at: 1.9)
        XCTAssertEqual(completions, ["inner"])
        layer.updateAnimations(at: 2)
        XCTAssertEqual(completions, ["inner", "outer"])
    }

    func testCompletionWithoutAnimationsRunsAtCommit() {
        let transactions = TransactionContext()
        var ran = false
        transactions.perform(completion: { ran = true }) {}
        XCTAssertTrue(ran)
        transactions.commit() // unbalanced: ignored with a warning
    }

    func testRetargetingStartsFromTheValueOnScreen() throws {
        let layer = Layer()
        let transactions = layer.transactionContext
        transactions.perform(duration: 1, timingFunction: .linear) { layer.position = Point(x: 100, y: 0) }
        XCTAssertEqual(layer.presentation(at: 0).position.x, 0)
        XCTAssertEqual(layer.presentation(at: 0.5).position.x, 50, accuracy: 1e-6)
        var firstFinished: Bool?
        layer.animation(forKey: "position")?.completion = { firstFinished = $0 }
        transactions.perform(duration: 1, timingFunction: .linear) { layer.position = Point(x: 0, y: 0) }
        XCTAssertEqual(firstFinished, false) // replaced
        // The new animation starts where the old one was on screen (x = 50), no jump.
        XCTAssertEqual(layer.presentation(at: 0.5).position.x, 50, accuracy: 1e-6)
        XCTAssertEqual(layer.presentation(at: 1.0).position.x, 25, accuracy: 1e-6)
    }

    func testRetargetingKeepsMovingWithoutAStalledFrame() {
        let layer = Layer()
        let transactions = layer.transactionContext
        transactions.perform(duration: 1, timingFunction: .linear) { layer.position = Point(x: 100, y: 0) }
        XCTAssertEqual(layer.presentation(at: 0).position.x, 0) // first frame: the begin time resolves to 0
        XCTAssertEqual(layer.presentation(at: 0.5).position.x, 50, accuracy: 1e-9)
        transactions.perform(duration: 1, timingFunction: .linear) { layer.position = Point(x: 0, y: 0) }
        // The next frame (1/60 s later) has already moved back by 50/60, from 50.
        XCTAssertEqual(layer.presentation(at: 0.5 + 1.0 / 60).position.x, 50 - 50.0 / 60, accuracy: 1e-5)
        // A first animation (nothing running) still starts at its first frame.
        let fresh = Layer()
        fresh.transactionContext = transactions
        _ = fresh.presentation(at: 0)
        transactions.perform(duration: 1, timingFunction: .linear) { fresh.opacity = 0 }
        XCTAssertEqual(fresh.presentation(at: 7).opacity, 1)
    }

    func testRemovalByKeyAndCompletionFlags() {
        let layer = Layer()
        let a = BasicAnimation<Double>(keyPath: "opacity", from: 0, to: 1, duration: 1)
        let b = BasicAnimation<Double>(keyPath: "cornerRadius", from: 0, to: 10, duration: 1)
        var results: [String: Bool] = [:]
        a.completion = { results["a"] = $0 }
        b.completion = { results["b"] = $0 }
        layer.add(a, forKey: "fade", at: 0)
        layer.add(b, forKey: "round", at: 0)
        layer.removeAnimation(forKey: "fade")
        XCTAssertEqual(results, ["a": false])
        XCTAssertEqual(layer.presentation(at: 0.5).opacity, 1) // back to the model
        layer.updateAnimations(at: 1)
        XCTAssertEqual(results, ["a": false, "b": true])
        XCTAssertTrue(layer.animationKeys.isEmpty)
    }

    func testFillForwardsHoldsWhenNotRemovedOnCompletion() {
        let layer = Layer()
        let a = BasicAnimation<Double>(keyPath: "opacity", from: 1, to: 0, duration: 1)
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        layer.add(a, forKey: "fade", at: 0)
        layer.updateAnimations(at: 5)
        XCTAssertEqual(layer.animationKeys, ["fade"])
        XCTAssertEqual(layer.presentation(at: 5).opacity, 0)
        XCTAssertEqual(layer.opacity, 1)
    }

    func testAdditiveAnimationsStack() {
        let layer = Layer()
        layer.position = Point(x: 100, y: 100)
        for dx in [10.0, 20.0] {
            let shake = BasicAnimation<Point>(keyPath: "position", from: .zero, to: Point(x: dx, y: 0), duration: 1)
            shake.isAdditive = true
            layer.add(shake, forKey: nil, at: 0)
        }
        XCTAssertEqual(layer.animationKeys.count, 2)
        XCTAssertEqual(layer.presentation(at: 0.5).position, Point(x: 115, y: 100))
    }

    func testTransformSubKeyPathAnimations() throws {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        let spin = BasicAnimation<Double>(keyPath: "transform.rotation.z", from: 0, to: .pi, duration: 1)
        layer.add(spin, forKey: "spin", at: 0)
        let quarter = layer.presentation(at: 0.5).transform
        let p = try XCTUnwrap(quarter.project(Point(x: 1, y: 0)))
        XCTAssertEqual(p.x, 0, accuracy: 1e-9)
        XCTAssertEqual(p.y, 1, accuracy: 1e-9)
        XCTAssertEqual(layer.transform, .identity)
    }

    func testAlertPopInOnLayers() throws {
        let background = Layer(), alert = Layer()
        alert.bounds = Rect(x: 0, y: 0, width: 280, height: 160)
        alert.position = Point(x: 160, y: 240)
        background.addSublayer(alert)
        let popIn = AlertPopIn()
        alert.add(popIn.scaleAnimation, forKey: "popIn", at: 0)
        background.add(popIn.backgroundOpacityAnimation, forKey: "fadeIn", at: 0)
        // Hand-computed at u = 0.3 (t = 0.07665 s): scale 0.85, background opacity 0.3.
        let t = 0.3 * 0.2555
        XCTAssertEqual(try XCTUnwrap(alert.presentation(at: t).transform.value(forTransformKeyPath: "scale") as? Double),
                       0.85, accuracy: 1e-9)
        XCTAssertEqual(background.presentation(at: t).opacity, 0.3, accuracy: 1e-9)
        // The alert's corner (0, 0) in window space: centre (160, 240) − 0.85·(140, 80).
        let corner = try XCTUnwrap(alert.transformToWindow(at: t).project(.zero))
        XCTAssertEqual(corner.x, 160 - 0.85 * 140, accuracy: 1e-9)
        XCTAssertEqual(corner.y, 240 - 0.85 * 80, accuracy: 1e-9)
        // At u = 0.7 the scale is 1.0 on its way down from the 1.1 overshoot.
        XCTAssertEqual(try XCTUnwrap(alert.presentation(at: 0.7 * 0.2555).transform.value(
            forTransformKeyPath: "scale") as? Double), 1.0, accuracy: 1e-9)
    }
}
