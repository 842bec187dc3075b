import FlickInput
import FlickTestSupport
import Foundation
import XCTest

/// The check-in kiosk end to end, as a user runs it: `check-in --replay … --headless --type
/// "Ada Lovelace"` on the example's recording (a tap on the 10:30 appointment, a tap in the
/// name field, the scripted keyboard typing the name and Return, a tap in the notes, the
/// keyboard typing `--notes` there, a tap on Check in) prints
/// each step and the check-in, and exits 0. The recording is made here from a gesture
/// script and compared with the committed `Examples/check-in/check-in.evemu`
/// (FLICK_RECORD_GOLDENS=1 rewrites it).
final class CheckInTests: XCTestCase {
    private static let recording = ExampleRecording("Examples/check-in/check-in.evemu")

    /// Row 3 ("10:30 Dr. Okafor": rows are 64 pt from y 80), the name field, then (after the
    /// typing) the notes and the Check in button, in window points of the default 1280 × 800
    /// window.
    static func script() -> GestureScript {
        var script = GestureScript(start: 0.1)
        script.tap(at: Point(x: 200, y: 80 + 3 * 64 + 30)); script.wait(0.6)
        script.tap(at: Point(x: 800, y: 228)); script.wait(1.5)
        script.tap(at: Point(x: 800, y: 340)); script.wait(1.5)
        script.tap(at: Point(x: 860, y: 422)); script.wait(0.6)
        return script
    }

    func testTheCommittedRecordingIsTheScript() throws {
        try Self.recording.assertIsSynthesized(from: Self.script(), seedName: "check-in", testFilter: "CheckInTests")
    }

    /// The kiosk's run with the scripted keyboard typing `text`: its status, standard output's
    /// lines, and both outputs (for messages).
    private func run(typing text: String, notes: String? = nil) throws -> (
        status: Int32, lines: [String], output: String
    ) {
        let run = try BuiltExecutable.run(
            "check-in",
            arguments: ["--replay", Self.recording.url.path, "--headless", "--type", text]
                + (notes.map { ["--notes", $0] } ?? []),
            besides: CheckInTests.self)
        return (run.status, run.output.split(separator: "\n").map(String.init), run.output + run.errors)
    }

    func testCheckingInHeadlessPrintsEachStep() throws {
        let result = try run(typing: "Ada Lovelace")
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(
            Array(result.lines.dropLast()),
            [
                "picked 10:30 Dr. Okafor", "editing name", "name entered", "name: Ada Lovelace", "editing notes",
                "notes: 1 line", "checked in: Ada Lovelace for 10:30 Dr. Okafor",
            ], result.output)
        XCTAssertEqual(result.lines.last?.hasSuffix("checked in: Ada Lovelace (10:30 Dr. Okafor)"), true, result.output)
    }

    func testNotesTakeLineBreaksAndGoWithTheCheckIn() throws {
        let result = try run(typing: "Ada Lovelace", notes: "Allergic to penicillin\nArriving by bus")
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(
            Array(result.lines.suffix(4).dropLast()),
            [
                "notes: 2 lines", "checked in: Ada Lovelace for 10:30 Dr. Okafor",
                "with notes: Allergic to penicillin / Arriving by bus",
            ], result.output)
    }

    func testTheNameFieldRefusesDigits() throws {
        let result = try run(typing: "R2-D2")
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(
            result.lines.filter { $0.hasPrefix("refused") }, ["refused \"2\" in a name", "refused \"2\" in a name"])
        XCTAssertTrue(result.lines.contains("checked in: R-D for 10:30 Dr. Okafor"), result.output)
    }
}
