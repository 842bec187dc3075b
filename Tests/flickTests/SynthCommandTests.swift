import FlickInput
import Foundation
import XCTest

/// `flick synth --steps` and `--script`: a gesture script of one's own written as evemu, whose
/// touches land where the script put them.
final class SynthCommandTests: XCTestCase {
    /// The touch frames of the evemu file at `path`, on a window of `size`.
    private func frames(_ path: String, size: Size = WindowMapping.defaultWindowSize) throws -> [TouchFrame] {
        let recording = try Recording(parsing: try String(contentsOfFile: path, encoding: .utf8))
        return recording.touchFrames(mapping: recording.mapping(windowSize: size))
    }

    private func assertNear(_ point: Point?, _ expected: Point, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(point?.x ?? .nan, expected.x, accuracy: 1, file: file, line: line)
        XCTAssertEqual(point?.y ?? .nan, expected.y, accuracy: 1, file: file, line: line)
    }

    func testStepsBecomeARecordingOfThoseTouches() throws {
        let output = try FlickCommand.temporaryFile("steps.evemu", "")
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try FlickCommand.run([
            "synth", "--steps", "tap 200,150; wait 0.5; drag 100,400 to 600,400", "-o", output,
        ])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.lines, [output])
        let touches = try frames(output).flatMap(\.touches)
        let began = touches.filter { $0.phase == .began }, ended = touches.filter { $0.phase == .ended }
        XCTAssertEqual(began.count, 2)
        assertNear(began.first?.location, Point(x: 200, y: 150))
        assertNear(began.last?.location, Point(x: 100, y: 400))
        assertNear(ended.last?.location, Point(x: 600, y: 400))
        let again = try FlickCommand.run([
            "synth", "--steps", "tap 200,150; wait 0.5; drag 100,400 to 600,400", "-o", "/dev/stdout",
        ])
        XCTAssertEqual(
            again.standardOutput, try String(contentsOfFile: output, encoding: .utf8), "the same text, the same bytes")
    }

    func testAScriptFileOnAnotherWindowSize() throws {
        let script = try FlickCommand.temporaryFile(
            "pinch.txt", "# a pinch on a small panel\npinch 400,240 100 to 300\n")
        let output = script + ".evemu"
        defer { for path in [script, output] { try? FileManager.default.removeItem(atPath: path) } }
        let result = try FlickCommand.run(["synth", "--script", script, "--window", "800x480", "-o", output])
        XCTAssertEqual(result.status, 0, result.standardError)
        let touches = try frames(output, size: Size(width: 800, height: 480)).flatMap(\.touches)
        let began = touches.filter { $0.phase == .began }.map(\.location).sorted { $0.x < $1.x }
        XCTAssertEqual(began.count, 2)
        assertNear(began.first, Point(x: 350, y: 240))
        assertNear(began.last, Point(x: 450, y: 240))
    }

    func testBadScriptsAndOptionsAreRefusedWithWhere() throws {
        let script = try FlickCommand.temporaryFile("bad.txt", "tap 10,10\npinch 1,2 100\n")
        defer { try? FileManager.default.removeItem(atPath: script) }
        let bad = try FlickCommand.run(["synth", "--script", script, "-o", "/dev/null"])
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(
            bad.standardError.contains("\(script):2: expected \"to\", found the end of the step"), bad.standardError)
        let missing = try FlickCommand.run(["synth", "--script", "/nonexistent/taps.txt", "-o", "/dev/null"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.standardError.contains("cannot read the script"), missing.standardError)
        let empty = try FlickCommand.run(["synth", "--steps", "wait 1", "-o", "/dev/null"])
        XCTAssertEqual(empty.status, 1)
        XCTAssertTrue(empty.standardError.contains("the script touches nothing"), empty.standardError)
        for (arguments, message) in [
            (
                ["--steps", "tap 1,1", "--script", script, "-o", "/dev/null"],
                "give either --script FILE or --steps TEXT"
            ),
            (["--steps", "tap 1,1", "tap", "-o", "/dev/null"], "a script replaces gesture names and --all"),
            (["--steps", "tap 1,1"], "a script needs -o FILE"),
            (["--steps", "tap 1,1", "--window", "0x5", "-o", "/dev/null"], "--window must have sides from 1 to"),
            (["tap", "--window", "800x480", "-o", "/dev/null"], "--window applies to --script and --steps only"),
        ] {
            let result = try FlickCommand.run(["synth"] + arguments)
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertTrue(result.standardError.contains(message), "\(arguments): \(result.standardError)")
        }
    }
}
