import FlickInput
import XCTest

/// Gesture scripts as text (`flick synth --script`): each step gives the same script as the
/// calls it names, and bad text is refused with its line and what was expected.
final class GestureScriptParsingTests: XCTestCase {
    private func contacts(_ script: GestureScript) -> [String] {
        script.contacts.map { contact in
            let points = contact.keyframes.map { "\($0.time.formatted3)@\(Int($0.position.x)),\(Int($0.position.y))" }
            return
                "\(contact.finger) \(contact.start.formatted3)-\((contact.end ?? -1).formatted3) \(points.first!) \(points.last!)"
        }
    }

    func testEveryStepIsTheCallItNames() throws {
        let text = """
            # the quick start's gestures
            tap 200,150 ; wait 0.6
            double-tap 640,400
            long-press 640,400 1.0
            drag 100,400 to 600,400 0.5
            swipe 840,400 to 440,400
            pinch 840,400 120 to 400
            rotate 640,400 100 90 0.3
            tap 500,500 fingers 2
            """
        var expected = GestureScript()
        expected.tap(at: Point(x: 200, y: 150), duration: GestureScript.Timing.tap)
        expected.wait(0.6)
        expected.tap(at: Point(x: 640, y: 400), duration: GestureScript.Timing.tap)
        expected.wait(GestureScript.Timing.doubleTapGap)
        expected.tap(at: Point(x: 640, y: 400), duration: GestureScript.Timing.tap)
        expected.tap(at: Point(x: 640, y: 400), duration: 1.0)
        expected.pan(from: Point(x: 100, y: 400), by: Point(x: 500, y: 0), duration: 0.5)
        expected.swipe(from: Point(x: 840, y: 400), by: Point(x: -400, y: 0), duration: GestureScript.Timing.swipe)
        expected.pinch(
            center: Point(x: 840, y: 400), fromSpan: 120, toSpan: 400, duration: GestureScript.Timing.twoFingerMove)
        expected.rotate(center: Point(x: 640, y: 400), radius: 100, by: .pi / 2, duration: 0.3)
        expected.tap(at: Point(x: 500, y: 500), fingers: 2, duration: GestureScript.Timing.tap)
        let parsed = try GestureScript(parsing: text)
        XCTAssertEqual(contacts(parsed), contacts(expected))
        XCTAssertEqual(parsed.contacts.count, 12)
        XCTAssertEqual(TraceSynthesizer().events(for: parsed), TraceSynthesizer().events(for: expected))
    }

    func testBadStepsNameTheLineAndWhatWasExpected() {
        let cases: [(String, String)] = [
            (
                "tap 10,20\nhop 1,2",
                "taps.txt:2: expected a step (tap, double-tap, long-press, drag, swipe, pinch, rotate, wait), found \"hop\""
            ),
            ("tap 10", "taps.txt:1: expected a position X,Y in points, found \"10\""),
            ("drag 1,2 3,4", "taps.txt:1: expected \"to\", found \"3,4\""),
            ("pinch 1,2 100 to", "taps.txt:1: expected a span in points, found the end of the step"),
            ("wait -1", "taps.txt:1: expected a time from 0 to 60 seconds, found \"-1\""),
            ("wait nan", "taps.txt:1: expected a time in seconds, found \"nan\""),
            ("tap 1,2 fingers 11", "taps.txt:1: expected a count of fingers from 1 to 10, found \"11\""),
            ("tap 1,2 3", "taps.txt:1: expected the end of the step, found \"3\""),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try GestureScript(parsing: text, source: "taps.txt"), text) { error in
                XCTAssertEqual("\(error)", message)
            }
        }
    }

    func testCommentsAndBlankLinesAreSkipped() throws {
        XCTAssertTrue(try GestureScript(parsing: "# nothing\n\n  ; ;\n").contacts.isEmpty)
        XCTAssertEqual(try GestureScript(parsing: "wait 0.5 # a pause").now, 0.5)
    }
}

extension Double {
    fileprivate var formatted3: String { String(format: "%.3f", self) }
}
