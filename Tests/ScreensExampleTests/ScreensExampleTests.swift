import FlickInput
import FlickTestSupport
import Foundation
import XCTest

/// The screens example end to end, as a user runs it: `flick-screens --replay … --headless`
/// on the example's recording prints each navigation event and exits 0. The recording is made
/// here from a gesture script and compared with the committed `Examples/screens/screens.evemu`
/// (FLICK_RECORD_GOLDENS=1 rewrites it), on the default 1280 × 800 window.
final class ScreensExampleTests: XCTestCase {
    private static let recording = ExampleRecording("Examples/screens/screens.evemu")

    /// A tap on a row of the items list (y 300) pushes its detail; a drag from the left edge
    /// 700 pt right pops it; the same tap pushes it again; a tap on the detail's button (its
    /// view's y 250–450) presents the sheet (top at 8 % of 800 = 64, its list below a 56 pt
    /// Done bar, scrolled to the item); a 640 pt drag down from y 150 in 0.3 s scrolls the
    /// list to its top, then carries the sheet off.
    static func script() -> GestureScript {
        var script = GestureScript(start: 0.2)
        script.tap(at: Point(x: 640, y: 300)); script.wait(1)
        script.pan(from: Point(x: 5, y: 400), by: Point(x: 700, y: 0), duration: 0.4); script.wait(1)
        script.tap(at: Point(x: 640, y: 300)); script.wait(1)
        script.tap(at: Point(x: 640, y: 420)); script.wait(1)
        script.pan(from: Point(x: 640, y: 150), by: Point(x: 0, y: 640), duration: 0.3); script.wait(1)
        return script
    }

    func testTheCommittedRecordingIsTheScript() throws {
        try Self.recording.assertIsSynthesized(
            from: Self.script(), seedName: "flick-screens", testFilter: "ScreensExampleTests")
    }

    func testReplayingHeadlessPrintsEachNavigationEvent() throws {
        let run = try BuiltExecutable.run(
            "flick-screens", arguments: ["--replay", Self.recording.url.path, "--headless", "--rate", "120"],
            besides: ScreensExampleTests.self)
        let output = run.output, errors = run.errors
        XCTAssertEqual(run.status, 0, output + errors)
        let lines = output.split(separator: "\n").map(String.init)
        let events = lines.filter { !$0.hasPrefix("final:") && !$0.contains(" frames, ") }
        let first = try XCTUnwrap(events.first, output + errors)
        XCTAssertTrue(first.hasPrefix("pushed Item "), first)
        let item = String(first.dropFirst("pushed ".count))
        XCTAssertEqual(
            events,
            [
                "pushed \(item)", "popped \(item)", "pushed \(item)", "presented History of item \(item.dropFirst(5))",
                "dismissed History of item \(item.dropFirst(5))", "dismissed by dragging",
            ], output + errors)
        XCTAssertEqual(lines.first { $0.hasPrefix("final:") }, "final: 6 events")
    }
}
