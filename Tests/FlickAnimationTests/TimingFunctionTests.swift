import FlickAnimation
import XCTest

final class TimingFunctionTests: XCTestCase {
    /// Reference values from a 200-step bisection in double precision (Python, by us).
    func testBezierAgainstReferenceValues() {
        let xs = [0.1, 0.25, 0.5, 0.75, 0.9]
        let references: [(TimingFunction, [Double])] = [
            (.default, [0.09479630571604324, 0.40851059135539586, 0.802403387584857, 0.9604589783489741,
                        0.9943164774845563]),
            (.easeIn, [0.017026609651562934, 0.09346465071882484, 0.31535681257253945, 0.62186186917489,
                       0.8394278457624664]),
            (.easeOut, [0.16057215423753346, 0.37813813082510966, 0.6846431874274606, 0.9065353492811752,
                        0.982973390348437]),
            (.easeInEaseOut, [0.019722453548311196, 0.1291619310473198, 0.5, 0.8708380689526802,
                              0.9802775464516889]),
            (.cubicBezier(x1: 0.9, y1: 0, x2: 0.1, y2: 1), [0.00466625278977638, 0.03729032618018917, 0.5,
                                                          0.9627096738198109, 0.9953337472102236]),
        ]
        for (function, values) in references {
            for (x, y) in zip(xs, values) { XCTAssertEqual(function(x), y, accuracy: 2e-6, "\(function) at \(x)") }
        }
        XCTAssertEqual(TimingFunction.linear(0.37), 0.37) // exact: the identity curve is not solved
    }

    func testSolverErrorInXIsBelowOneMillionth() {
        for curve in [UnitBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1), UnitBezier(x1: 0.9, y1: 0, x2: 0.1, y2: 1),
                      UnitBezier(x1: 1, y1: 0, x2: 0, y2: 1), UnitBezier(x1: 0, y1: 1, x2: 1, y2: 0)] {
            for step in 0...1000 {
                let x = Double(step) / 1000
                XCTAssertLessThan(abs(curve.sampleX(curve.solveCurveX(x)) - x), 1e-6, "x = \(x)")
            }
        }
    }

    func testNamedCurvesHaveCoreAnimationsControlPoints() {
        XCTAssertEqual(TimingFunction.default, .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))
        XCTAssertEqual(TimingFunction.easeIn, .cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
        XCTAssertEqual(TimingFunction.easeOut, .cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
        XCTAssertEqual(TimingFunction.easeInEaseOut, .cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    }

    func testExtrapolatesLinearlyOutsideTheUnitInterval() {
        // easeOut starts with gradient y2/x2 … here x1 = y1 = 0 so the start gradient is y2/x2 = 1/0.58.
        XCTAssertEqual(TimingFunction.easeOut(-0.1), -0.1 / 0.58, accuracy: 1e-12)
        // easeIn ends with gradient (y1 − 1)/(x1 − 1) = 1/0.58.
        XCTAssertEqual(TimingFunction.easeIn(1.1), 1 + 0.1 / 0.58, accuracy: 1e-12)
    }

    func testSteps() {
        let end = TimingFunction.steps(count: 4, position: .jumpEnd)
        XCTAssertEqual([0, 0.24, 0.25, 0.99, 1].map { end($0) }, [0, 0, 0.25, 0.75, 1])
        let start = TimingFunction.steps(count: 4, position: .jumpStart)
        XCTAssertEqual([0, 0.24, 0.25, 0.99, 1].map { start($0) }, [0.25, 0.25, 0.5, 1, 1])
        let none = TimingFunction.steps(count: 3, position: .jumpNone)
        XCTAssertEqual([0, 0.4, 0.7, 1].map { none($0) }, [0, 0.5, 1, 1])
        let both = TimingFunction.steps(count: 3, position: .jumpBoth)
        XCTAssertEqual([0, 0.4, 0.7, 1].map { both($0) }, [0.25, 0.5, 0.75, 1])
    }
}
