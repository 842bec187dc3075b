import FlickInput
import XCTest

/// The soak's random session: seeded, every kind of gesture, all over the window and its
/// bottom strip, never past its edges.
final class RandomSessionTests: XCTestCase {
    private func gestures(seed: UInt64, count: Int) -> [(RandomSession.Gesture, GestureScript, Double)] {
        var session = RandomSession(seed: seed)
        return (0..<count).map { _ in
            let (gesture, script) = session.nextGesture()
            return (gesture, script, session.nextGap())
        }
    }

    func testEqualSeedsGiveEqualSessionsAndOthersDiffer() {
        let first = gestures(seed: 7, count: 50), again = gestures(seed: 7, count: 50), other = gestures(seed: 8, count: 50)
        XCTAssertEqual(first.map(\.0), again.map(\.0))
        XCTAssertEqual(first.map(\.2), again.map(\.2))
        XCTAssertEqual(first.map { $0.1.contacts.map(\.keyframes.count) }, again.map { $0.1.contacts.map(\.keyframes.count) })
        XCTAssertNotEqual(first.map(\.0), other.map(\.0))
    }

    func testEveryKindComesAndEveryTouchStaysInTheWindow() {
        let session = RandomSession(seed: 1)
        let made = gestures(seed: 1, count: 400)
        XCTAssertEqual(Set(made.map(\.0)), Set(RandomSession.Gesture.allCases))
        var onStrip = 0
        for (gesture, script, gap) in made {
            XCTAssertGreaterThanOrEqual(gap, session.meanGap * 0.1)
            XCTAssertLessThanOrEqual(gap, session.meanGap * 1.9)
            XCTAssertFalse(script.contacts.isEmpty, "\(gesture) touches")
            for contact in script.contacts {
                XCTAssertNotNil(contact.end, "\(gesture) lifts every finger")
                for (_, point) in contact.keyframes {
                    XCTAssertTrue((0...session.size.width).contains(point.x) && (0...session.size.height).contains(point.y),
                                  "\(gesture) at \(point)")
                }
            }
            if gesture == .tap, let y = script.contacts.first?.keyframes.first?.position.y,
               y > session.size.height - RandomSession.bottomStripHeight {
                onStrip += 1
            }
        }
        XCTAssertGreaterThan(onStrip, 0, "taps reach the tab bar")
    }
}
