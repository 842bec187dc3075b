import FlickInput
import FlickTestSupport
import Foundation
import XCTest

/// `flick record --window` on a real X server in memory (Xvfb), its mouse and keys scripted
/// by xdotool: a drag becomes one finger, a drag with Ctrl held two (the second mirrored about
/// the window's centre), written as evemu that replays where they were made. Skips without
/// Xvfb or xdotool (`scripts/setup test` installs both).
final class RecordCommandWindowTests: XCTestCase {
    static let xdotool = "/usr/bin/xdotool"
    /// Longest a step of the run may take before the test gives up, seconds (ours: a
    /// debug build's window opens in well under a second on a loaded machine).
    static let stepLimit = 30.0

    /// Runs xdotool with `arguments`, bounded by `stepLimit`; returns its output.
    @discardableResult
    private func xdotool(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = [String(Int(Self.stepLimit)), Self.xdotool] + arguments
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "xdotool \(arguments.joined(separator: " "))")
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func testAMouseDragAndACtrlDragAreRecordedAsTouches() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.xdotool) else {
            throw XCTSkip("no xdotool (scripts/setup test installs it)")
        }
        let server = try XvfbServer.start(width: 640, height: 480)
        defer { server.stop() }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("flick-\(getpid())-window.evemu")
            .path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")  // bounded: Esc should end it long before
        process.arguments = [
            String(Int(Self.stepLimit) * 3), FlickCommand.executable.path,
            "record", "--window", "--window-size", "400x300", "-o", output,
        ]
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        let window = try xdotool(["search", "--sync", "--name", "flick record"]).split(separator: "\n").first.map(
            String.init)
        let id = try XCTUnwrap(window, "the recording window opened")
        try xdotool(["windowfocus", "--sync", id])
        try xdotool([
            "mousemove", "--window", id, "100", "100", "mousedown", "1",
            "mousemove", "--window", id, "150", "100", "mousemove", "--window", id, "200", "100", "mouseup", "1",
        ])
        try xdotool([
            "mousemove", "--window", id, "100", "150", "keydown", "ctrl", "mousedown", "1",
            "mousemove", "--window", id, "130", "150", "mousemove", "--window", id, "160", "150",
            "mouseup", "1", "keyup", "ctrl",
        ])
        try xdotool(["key", "--window", id, "Escape"])
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "Esc ended the recording (124: it did not)")

        let recording = try Recording(parsing: try String(contentsOfFile: output, encoding: .utf8))
        let frames = recording.touchFrames(mapping: recording.mapping(windowSize: Size(width: 400, height: 300)))
        let began = frames.flatMap(\.touches).filter { $0.phase == .began }.map(\.location)
        let ended = frames.flatMap(\.touches).filter { $0.phase == .ended }.map(\.location)
        XCTAssertEqual(began.count, 3, "one finger, then two: \(began)")
        XCTAssertEqual(ended.count, 3, "\(ended)")
        guard began.count == 3, ended.count == 3 else { return }
        let rounded = { (points: ArraySlice<Point>) in
            Set(points.map { "\(Int($0.x.rounded())),\(Int($0.y.rounded()))" })
        }
        XCTAssertEqual(rounded(began[0...0]), ["100,100"])
        XCTAssertEqual(rounded(ended[0...0]), ["200,100"])
        XCTAssertEqual(rounded(began[1...]), ["100,150", "300,150"], "mirrored about (200, 150)")
        XCTAssertEqual(rounded(ended[1...]), ["160,150", "240,150"])
    }

    func testADurationEndsAnUntouchedRecordingWithAnEmptyFile() throws {
        let server = try XvfbServer.start(width: 640, height: 480)
        defer { server.stop() }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("flick-\(getpid())-empty.evemu").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try FlickCommand.run(["record", "--window", "--duration", "0.3", "-o", output])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardError.contains("0 touches written"), result.standardError)
        let recording = try Recording(parsing: try String(contentsOfFile: output, encoding: .utf8))
        XCTAssertTrue(recording.events.isEmpty)
    }

    func testWindowOptionsAreRefusedWhereTheyDoNotApply() throws {
        for (arguments, message) in [
            (
                ["--window", "/dev/input/event3", "-o", "/dev/null"],
                "--window records the window: name no device, no --grab"
            ),
            (["--window-size", "400x300", "-o", "/dev/null"], "--window-size applies to --window only"),
            (["--window", "--window-size", "400", "-o", "/dev/null"], "--window-size must be WIDTHxHEIGHT"),
        ] {
            let result = try FlickCommand.run(["record"] + arguments)
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertTrue(result.standardError.contains(message), "\(arguments): \(result.standardError)")
        }
    }
}
