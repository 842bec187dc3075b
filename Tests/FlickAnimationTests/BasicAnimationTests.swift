import FlickAnimation
import FlickInput
import XCTest

final class BasicAnimationTests: XCTestCase {
    private func value(_ a: BasicAnimation<Double>, at progress: Double, model: Double = 100) -> Double {
        a.value(atProgress: progress, modelValue: model)
    }

    func testCoreAnimationRulesForMissingEnds() {
        let k = "opacity"
        XCTAssertEqual(value(BasicAnimation(keyPath: k, from: 10, to: 20), at: 0.5), 15)
        XCTAssertEqual(value(BasicAnimation(keyPath: k, from: 10, by: 4), at: 1), 14)
        XCTAssertEqual(value(BasicAnimation(keyPath: k, to: 20, by: 4), at: 0), 16)
        XCTAssertEqual(value(BasicAnimation(keyPath: k, from: 10), at: 0.5), 55) // from → model 100
        XCTAssertEqual(value(BasicAnimation(keyPath: k, to: 20), at: 0.5), 60) // model 100 → to
        XCTAssertEqual(value(BasicAnimation(keyPath: k, by: 10), at: 0.5), 105) // model → model + by
        let none = BasicAnimation<Double>(keyPath: k)
        none.capturedFromValue = 0
        XCTAssertEqual(value(none, at: 0.25), 25)
        // The model is read live: changing it mid-flight bends the curve.
        XCTAssertEqual(value(BasicAnimation(keyPath: k, from: 0), at: 0.5, model: 200), 100)
    }

    func testTimingFunctionAndPhases() {
        let a = BasicAnimation<Double>(keyPath: "x", from: 0, to: 1, duration: 2, timingFunction: .easeIn)
        a.beginTime = 1
        XCTAssertNil(a.value(at: 0.5, modelValue: 7))
        XCTAssertEqual(a.value(at: 2, modelValue: 7)!, 0.31535681257253945, accuracy: 2e-6)
        XCTAssertNil(a.value(at: 3, modelValue: 7))
        a.fillMode = .forwards
        XCTAssertEqual(a.value(at: 3, modelValue: 7), 1)
        XCTAssertFalse(a.isFinished(at: 2.99))
        XCTAssertTrue(a.isFinished(at: 3))
    }

    func testAdditiveAddsToTheUnderlyingValue() {
        let a = BasicAnimation<Point>(keyPath: "position", from: Point(x: 0, y: 0), to: Point(x: 10, y: 0), duration: 1)
        a.isAdditive = true
        XCTAssertEqual(a.value(at: 0.5, modelValue: Point(x: 100, y: 50)), Point(x: 105, y: 50))
        XCTAssertEqual(a.value(at: 0.5, modelValue: Point(x: 100, y: 50), underlyingValue: Point(x: 0, y: 0)),
                       Point(x: 5, y: 0))
    }

    func testCumulativeBuildsOnEachCycle() {
        let a = BasicAnimation<Double>(keyPath: "x", from: 0, to: 10, duration: 1)
        a.repeatCount = 3
        a.isCumulative = true
        XCTAssertEqual(a.value(at: 0.5, modelValue: 0), 5)
        XCTAssertEqual(a.value(at: 1.5, modelValue: 0), 15)
        XCTAssertEqual(a.value(at: 2.5, modelValue: 0), 25)
        a.isCumulative = false
        XCTAssertEqual(a.value(at: 2.5, modelValue: 0), 5)
    }

    func testCompletionIsCalledOnce() {
        let a = BasicAnimation<Double>(keyPath: "x", from: 0, to: 1, duration: 1)
        var calls: [Bool] = []
        a.completion = { calls.append($0) }
        a.finish(false)
        a.finish(true)
        XCTAssertEqual(calls, [false])
    }

    func testGroupDrivesChildrenOnItsOwnTimeline() {
        let x = BasicAnimation<Double>(keyPath: "opacity", from: 0, to: 1, duration: 1)
        let y = BasicAnimation<Point>(keyPath: "position", from: .zero, to: Point(x: 100, y: 0), duration: 2)
        let group = AnimationGroup(animations: [x, y])
        XCTAssertEqual(group.duration, 2)
        group.beginTime = 10
        var target = Props()
        group.apply(to: &target, model: Props(), at: 10.5)
        XCTAssertEqual(target.opacity, 0.5)
        XCTAssertEqual(target.position, Point(x: 25, y: 0))
        target = Props()
        group.apply(to: &target, model: Props(), at: 11.5) // x has ended (no fill), y runs on
        XCTAssertEqual(target.opacity, 9)
        XCTAssertEqual(target.position, Point(x: 75, y: 0))
        XCTAssertEqual(Set(group.animatedKeyPaths), ["opacity", "position"])
        var finished: [Bool] = []
        x.completion = { finished.append($0) }
        group.finish(true)
        XCTAssertEqual(finished, [true])
    }

    func testSpringAnimationFollowsTheSpring() {
        let spring = UnitSpringSimulation(damping: 5)
        let a = SpringAnimation<Double>(keyPath: "x", from: 0, to: 200, spring: spring)
        XCTAssertEqual(a.duration, spring.settlingDuration)
        for t in [0.05, 0.2, 0.5, 1.0] {
            XCTAssertEqual(a.value(at: t, modelValue: 0)!, 200 * spring.position(at: t), accuracy: 1e-9)
        }
        XCTAssertGreaterThan(a.value(at: 0.3, modelValue: 0)!, 200) // overshoots
    }
}

/// A minimal animation target for tests without layers.
struct Props: AnimationTarget {
    var opacity: Double = 9
    var position: Point = .zero

    func animatableValue(forKeyPath keyPath: String) -> (any Interpolatable)? {
        switch keyPath {
        case "opacity": return opacity
        case "position": return position
        default: return nil
        }
    }

    mutating func setAnimatableValue(_ value: any Interpolatable, forKeyPath keyPath: String) -> Bool {
        switch keyPath {
        case "opacity": opacity = value as? Double ?? opacity
        case "position": position = value as? Point ?? position
        default: return false
        }
        return true
    }
}
