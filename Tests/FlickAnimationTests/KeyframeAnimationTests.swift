import FlickAnimation
import FlickInput
import XCTest

final class KeyframeAnimationTests: XCTestCase {
    private func sample(_ a: KeyframeAnimation<Double>, _ u: Double) -> Double {
        a.value(atProgress: u, modelValue: -1)
    }

    func testLinearWithKeyTimes() {
        let a = KeyframeAnimation<Double>(keyPath: "x", values: [0, 10, 30], keyTimes: [0, 0.2, 1])
        XCTAssertEqual(sample(a, 0), 0)
        XCTAssertEqual(sample(a, 0.1), 5, accuracy: 1e-12)
        XCTAssertEqual(sample(a, 0.2), 10, accuracy: 1e-12)
        XCTAssertEqual(sample(a, 0.6), 20, accuracy: 1e-12)
        XCTAssertEqual(sample(a, 1), 30)
        // Without key times the values are evenly spaced.
        a.keyTimes = nil
        XCTAssertEqual(sample(a, 0.75), 20, accuracy: 1e-12)
        // Invalid key times (not ascending) are ignored.
        a.keyTimes = [0, 0.8, 0.5]
        XCTAssertEqual(sample(a, 0.75), 20, accuracy: 1e-12)
    }

    func testSegmentTimingFunctionsApplyAfterTheAnimationsOwn() {
        let a = KeyframeAnimation<Double>(keyPath: "x", values: [0, 100, 200], keyTimes: [0, 0.5, 1],
                                          timingFunctions: [.easeIn, .easeOut], duration: 1)
        a.timingFunction = .easeInEaseOut
        let t = 0.3
        let whole = TimingFunction.easeInEaseOut(t) // first the animation's curve…
        let local = whole / 0.5 // …then the segment's
        let expected = 100 * TimingFunction.easeIn(local)
        XCTAssertEqual(a.value(at: t, modelValue: 0)!, expected, accuracy: 1e-4)
        // The other order would give a different value.
        let wrongOrder = 100 * TimingFunction.easeInEaseOut(TimingFunction.easeIn(t / 0.5))
        XCTAssertGreaterThan(abs(wrongOrder - expected), 1)
        XCTAssertEqual(a.value(at: 0.8, modelValue: 0)!,
                       100 + 100 * TimingFunction.easeOut(TimingFunction.easeInEaseOut(0.8) / 0.5 - 1),
                       accuracy: 1e-4)
    }

    func testDiscrete() {
        let a = KeyframeAnimation<Double>(keyPath: "x", values: [1, 2, 3], calculationMode: .discrete)
        XCTAssertEqual([0, 0.32, 0.34, 0.66, 0.67, 0.999, 1].map { sample(a, $0) }, [1, 1, 2, 2, 3, 3, 3])
        a.keyTimes = [0, 0.5, 0.9]
        XCTAssertEqual([0.49, 0.5, 0.89, 0.9].map { sample(a, $0) }, [1, 2, 2, 3])
        a.keyTimes = [0, 0.1, 0.2, 1] // n + 1 key times: intervals
        XCTAssertEqual([0.05, 0.15, 0.5, 1].map { sample(a, $0) }, [1, 2, 3, 3])
    }

    func testPacedIgnoresKeyTimesAndTimingFunctions() {
        let a = KeyframeAnimation<Double>(keyPath: "x", values: [0, 10, 40], keyTimes: [0, 0.9, 1],
                                          timingFunctions: [.easeIn, .easeIn], calculationMode: .paced)
        for u in stride(from: 0.0, through: 1, by: 0.125) { XCTAssertEqual(sample(a, u), 40 * u, accuracy: 1e-9) }
        let points = KeyframeAnimation<Point>(keyPath: "position",
                                              values: [.zero, Point(x: 30, y: 40), Point(x: 30, y: 0)],
                                              calculationMode: .paced)
        // Lengths 50 and 40: half of 90 is 45 along the first leg.
        let p = points.value(atProgress: 0.5, modelValue: .zero)
        XCTAssertEqual(p.x, 27, accuracy: 1e-9)
        XCTAssertEqual(p.y, 36, accuracy: 1e-9)
    }

    func testCubicIsCatmullRomWhenTensionContinuityBiasAreZero() {
        let a = KeyframeAnimation<Double>(keyPath: "x", values: [0, 1, 0, 1], calculationMode: .cubic)
        // Interior tangents are (x[i+1] − x[i−1])/(2h) = 0 at both ends of the middle segment.
        XCTAssertEqual(sample(a, 0.5), 0.5, accuracy: 1e-12)
        XCTAssertEqual(sample(a, 1.0 / 3 + 1.0 / 12), 1 - (3 * 0.0625 - 2 * 0.015625), accuracy: 1e-12) // s = 1/4
        // First segment: start tangent one-sided (x1 − x0)/h = 3 per unit time; end tangent 0.
        // Hermite at s = 0.5: 0.5·0 + 0.125·(1/3)·3 + 0.5·1 − 0.125·(1/3)·0 = 0.625.
        XCTAssertEqual(sample(a, 1.0 / 6), 0.625, accuracy: 1e-12)
        XCTAssertEqual(sample(a, 1), 1, accuracy: 1e-12)
    }

    func testCubicOnANonUniformGridWithTensionContinuityAndBias() {
        let a = KeyframeAnimation<Double>(keyPath: "x", values: [0, 4, 6], keyTimes: [0, 0.25, 1],
                                          calculationMode: .cubic)
        a.tensionValues = [0, 0.5, 0]
        a.continuityValues = [0, 0.2, 0]
        a.biasValues = [0, -0.3, 0]
        // Hand-computed Kochanek–Bartels tangent at keyframe 1 (t0 = 0.25, t−1 = 0, t1 = 1):
        let (T, C, B) = (0.5, 0.2, -0.3)
        let aa = (1 - T) * (1 + C) * (1 + B), bb = (1 - T) * (1 - C) * (1 - B)
        let cc = (1 - T) * (1 - C) * (1 + B), dd = (1 - T) * (1 + C) * (1 - B)
        let h0 = 0.25, h1 = 0.75
        let out = (aa * h1 * h1 * 4 + bb * h0 * h0 * 2) / (h1 * h0 * (h0 + h1))
        let inTangent = (cc * h1 * h1 * 4 + dd * h0 * h0 * 2) / (h1 * h0 * (h0 + h1))
        // Segment 0 ends with the incoming tangent; one-sided start slope 4/0.25 = 16.
        let s = 0.5
        let expected0 = (s * s * s - 2 * s * s + s) * 0.25 * 16 + (-2 * s * s * s + 3 * s * s) * 4
            + (s * s * s - s * s) * 0.25 * inTangent
        XCTAssertEqual(sample(a, 0.125), expected0, accuracy: 1e-12)
        // Segment 1 starts with the outgoing tangent; end slope (6 − 4)/0.75.
        let expected1 = (2 * s * s * s - 3 * s * s + 1) * 4 + (s * s * s - 2 * s * s + s) * 0.75 * out
            + (-2 * s * s * s + 3 * s * s) * 6 + (s * s * s - s * s) * 0.75 * (2 / 0.75)
        XCTAssertEqual(sample(a, 0.625), expected1, accuracy: 1e-12)
        XCTAssertNotEqual(out, inTangent, accuracy: 1e-3) // continuity ≠ 0 gives a corner
    }

    func testCubicPacedMovesAtConstantSpeed() {
        let values = [Point.zero, Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100)]
        let a = KeyframeAnimation<Point>(keyPath: "position", values: values, calculationMode: .cubicPaced)
        var previous = a.value(atProgress: 0, modelValue: .zero)
        var steps: [Double] = []
        for i in 1...100 {
            let p = a.value(atProgress: Double(i) / 100, modelValue: .zero)
            steps.append(p.distance(to: previous))
            previous = p
        }
        let mean = steps.reduce(0, +) / Double(steps.count)
        for step in steps { XCTAssertEqual(step, mean, accuracy: mean * 0.01) }
        XCTAssertEqual(previous.x, 0, accuracy: 1e-9)
        XCTAssertEqual(previous.y, 100, accuracy: 1e-9)
    }

    func testPacedTablesFollowChangedValues() {
        let a = KeyframeAnimation<Double>(keyPath: "x", values: [0, 10, 20], calculationMode: .cubicPaced)
        XCTAssertEqual(sample(a, 0.5), 10, accuracy: 1e-6)
        a.values = [0, 30, 40] // a cached arc-length table must not survive this
        XCTAssertEqual(sample(a, 0.5), 20, accuracy: 0.5)
        XCTAssertEqual(sample(a, 1), 40, accuracy: 1e-9)
    }

    func testPathLinearAndPaced() {
        var path = AnimationPath()
        path.move(to: .zero)
        path.addLine(to: Point(x: 100, y: 0))
        path.addLine(to: Point(x: 100, y: 300))
        let a = KeyframeAnimation<Point>(keyPath: "position", values: [])
        a.path = path
        XCTAssertEqual(a.value(atProgress: 0.5, modelValue: .zero), Point(x: 100, y: 0)) // one segment per half
        XCTAssertEqual(a.value(atProgress: 0.25, modelValue: .zero).x, 50, accuracy: 1e-9)
        a.calculationMode = .paced // 400 points long: half-way is 100 down the second leg
        let p = a.value(atProgress: 0.5, modelValue: .zero)
        XCTAssertEqual(p.x, 100, accuracy: 1e-6)
        XCTAssertEqual(p.y, 100, accuracy: 1e-6)
        a.calculationMode = .discrete
        XCTAssertEqual(a.value(atProgress: 0.5, modelValue: .zero), Point(x: 100, y: 0))
        var curve = AnimationPath()
        curve.move(to: .zero)
        curve.addQuadCurve(to: Point(x: 100, y: 0), control: Point(x: 50, y: 100))
        a.path = curve
        a.calculationMode = .linear
        let mid = a.value(atProgress: 0.5, modelValue: .zero) // quadratic at t = 0.5: (50, 50)
        XCTAssertEqual(mid.x, 50, accuracy: 1e-9)
        XCTAssertEqual(mid.y, 50, accuracy: 1e-9)
    }
}
