import FlickRuntime
import XCTest

final class ActivityStateTests: XCTestCase {
    typealias State = ActivityState.State

    /// Every (state, event) pair: the state after, and whether full-rate frames resume.
    let table: [(State, WindowEvent, State, Bool)] = [
        (.active, .focusLost, .throttled, false),
        (.active, .hidden, .suspended(focused: true), false),
        (.active, .minimized, .suspended(focused: true), false),
        (.active, .shown, .active, false),
        (.active, .restored, .active, false),
        (.active, .focusGained, .active, false),
        (.throttled, .focusGained, .active, true),
        (.throttled, .hidden, .suspended(focused: false), false),
        (.throttled, .minimized, .suspended(focused: false), false),
        (.throttled, .shown, .throttled, false),
        (.throttled, .restored, .throttled, false),
        (.throttled, .focusLost, .throttled, false),
        (.suspended(focused: true), .shown, .active, true),
        (.suspended(focused: true), .restored, .active, true),
        (.suspended(focused: false), .shown, .throttled, false),
        (.suspended(focused: false), .restored, .throttled, false),
        (.suspended(focused: false), .focusGained, .suspended(focused: true), false),
        (.suspended(focused: true), .focusLost, .suspended(focused: false), false),
        (.suspended(focused: true), .hidden, .suspended(focused: true), false),
        (.suspended(focused: false), .minimized, .suspended(focused: false), false),
        (.suspended(focused: true), .focusGained, .suspended(focused: true), false),
        (.suspended(focused: false), .focusLost, .suspended(focused: false), false),
        (.suspended(focused: false), .hidden, .suspended(focused: false), false),
        (.suspended(focused: true), .minimized, .suspended(focused: true), false),
    ]

    func testEveryTransition() {
        for (start, event, expected, resumes) in table {
            var machine = ActivityState(start)
            let resumed = machine.handle(event)
            XCTAssertEqual(machine.state, expected, "\(start) on \(event)")
            XCTAssertEqual(resumed, resumes, "resume flag for \(start) on \(event)")
        }
        for state in [State.active, .throttled, .suspended(focused: true), .suspended(focused: false)] {
            for event in WindowEvent.allCases {
                XCTAssertTrue(table.contains { $0.0 == state && $0.1 == event }, "untested pair \(state) on \(event)")
            }
        }
    }

    func testPacingPerState() {
        XCTAssertEqual(ActivityState(.active).pacing, .fullRate)
        XCTAssertEqual(ActivityState(.throttled).pacing, .lowRate)
        XCTAssertEqual(ActivityState(.suspended(focused: true)).pacing, .waitForInput)
    }

    func testHiddenWhileUnfocusedReturnsToThrottled() {
        var machine = ActivityState()
        machine.handle(.focusLost)
        machine.handle(.minimized)
        XCTAssertFalse(machine.handle(.restored))
        XCTAssertEqual(machine.state, .throttled)
        XCTAssertTrue(machine.handle(.focusGained))
    }
}
