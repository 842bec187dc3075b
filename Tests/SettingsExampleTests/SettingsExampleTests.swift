import FlickInput
import FlickTestSupport
import Foundation
import XCTest

/// The settings example end to end, as a user runs it: `flick-settings --replay … --headless`
/// on the example's recording (a switch dragged on, a segment slide, a held stepper, a pull
/// to refresh, a tap on the dark-mode switch) prints each change and the final state, and
/// exits 0. The recording is made here from a gesture script and compared with the committed
/// `Examples/settings/settings.evemu` (FLICK_RECORD_GOLDENS=1 rewrites it). The touch points
/// come from `flick-settings --print-layout` on the default 1280 × 800 window.
final class SettingsExampleTests: XCTestCase {
    private static let recording = ExampleRecording("Examples/settings/settings.evemu")

    /// Wi-Fi's thumb (switch at x 553, y 155) dragged 20 pt right; the brightness thumb slid
    /// from "Auto" (x 395–465, y 206–238) to "Night"; the stepper's + (x 557–604, y 258–290)
    /// held 1.45 s (between two repeats, so the frame loop's timing cannot add or drop one);
    /// the updates list (x 676–1232, y 104–752) pulled down 450 pt; then a tap on the
    /// dark-mode switch (x 553, y 104).
    static func script() -> GestureScript {
        var script = GestureScript(start: 0.2)
        script.pan(from: Point(x: 568, y: 170), by: Point(x: 20, y: 0), duration: 0.3); script.wait(0.5)
        script.pan(from: Point(x: 430, y: 222), by: Point(x: 140, y: 0), duration: 0.4); script.wait(0.8)
        script.down(0, at: Point(x: 580, y: 274)); script.hold(1.45); script.up(0); script.wait(0.5)
        script.pan(from: Point(x: 950, y: 200), by: Point(x: 0, y: 450), duration: 0.6); script.wait(3)
        script.tap(at: Point(x: 578, y: 119)); script.wait(0.6)
        return script
    }

    func testTheCommittedRecordingIsTheScript() throws {
        try Self.recording.assertIsSynthesized(from: Self.script(), seedName: "flick-settings", testFilter: "SettingsExampleTests")
    }

    func testReplayingHeadlessPrintsEachChange() throws {
        let run = try BuiltExecutable.run(
            "flick-settings", arguments: ["--replay", Self.recording.url.path, "--headless", "--rate", "120"],
            besides: SettingsExampleTests.self)
        let output = run.output, errors = run.errors
        XCTAssertEqual(run.status, 0, output + errors)
        let lines = output.split(separator: "\n").map(String.init)
        let changes = lines.filter { !$0.hasPrefix("final:") && !$0.contains(" frames, ") }
        // Held 1.45 s: a step at the touch, then repeats at 0.5, 0.6 … 1.4 s: 1 + 1 + 10.
        XCTAssertEqual(
            changes, ["wifi on", "brightness Night", "copies 12", "refresh started", "refresh ended", "dark mode on"],
            output + errors)
        XCTAssertEqual(
            lines.first { $0.hasPrefix("final:") }, "final: dark, wifi on, brightness Night, copies 12, refreshes 1")
        // Three shadowed views (two cards and the toast): each blurred once, though the toast
        // slid across the window for 1.5 s.
        let last = try XCTUnwrap(lines.last, output)
        XCTAssertTrue(last.hasSuffix(", 3 shadows blurred"), last)
    }
}
