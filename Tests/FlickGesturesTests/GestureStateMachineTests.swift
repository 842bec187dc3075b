import FlickGestures
import XCTest

final class GestureStateMachineTests: XCTestCase {
    /// Drives a fresh machine to `state` through legal transitions.
    private func machine(_ kind: GestureStateMachine.Kind, in state: GestureState) -> GestureStateMachine? {
        var machine = GestureStateMachine(kind: kind)
        let paths: [GestureState: [GestureState]] = [
            .possible: [], .began: [.began], .changed: [.began, .changed], .ended: [.began, .ended],
            .cancelled: [.began, .cancelled], .failed: [.failed], .recognized: [.recognized],
        ]
        for step in paths[state]! where !machine.transition(to: step) { return nil }
        return machine
    }

    private let continuous: Set<String> = [
        "possible→began", "possible→failed", "began→changed", "began→ended", "began→cancelled",
        "changed→changed", "changed→ended", "changed→cancelled",
        "ended→possible", "cancelled→possible", "failed→possible",
    ]
    private let discrete: Set<String> = [
        "possible→recognized", "possible→failed", "recognized→possible", "failed→possible",
    ]

    func testEveryContinuousTransition() {
        for from in GestureState.allCases {
            guard let start = machine(.continuous, in: from) else { continue }
            for to in GestureState.allCases {
                var m = start
                let legal = continuous.contains("\(from.rawValue)→\(to.rawValue)")
                XCTAssertEqual(m.transition(to: to), legal, "\(from) → \(to)")
                XCTAssertEqual(m.state, legal ? to : from)
            }
        }
    }

    func testEveryDiscreteTransition() {
        for from in GestureState.allCases {
            guard let start = machine(.discrete, in: from) else { continue }
            for to in GestureState.allCases {
                var m = start
                let legal = discrete.contains("\(from.rawValue)→\(to.rawValue)")
                XCTAssertEqual(m.transition(to: to), legal, "\(from) → \(to)")
            }
        }
        XCTAssertNil(machine(.discrete, in: .began), "a discrete machine never begins")
    }

    func testResetOnlyFromFinalStates() {
        var active = machine(.continuous, in: .changed)!
        XCTAssertFalse(active.reset())
        XCTAssertEqual(active.state, .changed)
        var done = machine(.continuous, in: .ended)!
        XCTAssertTrue(done.reset())
        XCTAssertEqual(done.state, .possible)
        var fresh = GestureStateMachine(kind: .discrete)
        XCTAssertTrue(fresh.reset())
    }

    func testStateProperties() {
        XCTAssertEqual(GestureState.allCases.filter(\.isFinal), [.ended, .cancelled, .failed, .recognized])
        XCTAssertEqual(GestureState.allCases.filter(\.isActive), [.began, .changed])
        XCTAssertEqual(GestureState.allCases.filter(\.hasSucceeded), [.began, .changed, .ended, .recognized])
    }
}
