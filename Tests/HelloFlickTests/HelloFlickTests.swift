import FlickInput
import FlickTestSupport
import Foundation
import XCTest

/// The quick start end to end, as a user runs it: `hello-flick --replay … --headless` on
/// the example's recording (a row tap, the button, a pinch on the image) prints what happened
/// and exits 0. The recording is made here from a gesture script and compared with the
/// committed `Examples/hello-flick/hello.evemu` (FLICK_RECORD_GOLDENS=1 rewrites it).
final class HelloFlickTests: XCTestCase {
    private static let recording = ExampleRecording("Examples/hello-flick/hello.evemu")

    /// Row 2 ("Cherry": rows are 60 pt from the top), then the button, then a pinch spreading
    /// 120 → 400 pt at the image's centre, in window points of the default 1280 × 800 window.
    static func script() -> GestureScript {
        var script = GestureScript(start: 0.1)
        script.tap(at: Point(x: 200, y: 150)); script.wait(0.6)
        script.pinch(center: Point(x: 840, y: 400), fromSpan: 120, toSpan: 400, duration: 0.5); script.wait(0.8)
        script.tap(at: Point(x: 200, y: 758)); script.wait(0.6)
        return script
    }

    func testTheCommittedRecordingIsTheScript() throws {
        try Self.recording.assertIsSynthesized(from: Self.script(), seedName: "hello-flick", testFilter: "HelloFlickTests")
    }

    func testReplayingHeadlessPrintsWhatHappened() throws {
        let run = try BuiltExecutable.run(
            "hello-flick", arguments: ["--replay", Self.recording.url.path, "--headless"],
            besides: HelloFlickTests.self)
        let output = run.output
        XCTAssertEqual(run.status, 0, output + run.errors)
        let lines = output.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains("row 2 tapped: Cherry"), output)
        let zoom = try XCTUnwrap(lines.first { $0.hasPrefix("zoom reached ") }, output)
        let scale = try XCTUnwrap(Double(zoom.dropFirst("zoom reached ".count).dropLast()), zoom)
        XCTAssertGreaterThan(scale, 2.5, "the fingers spread 120 → 400 pt: about 3.3×")
        XCTAssertTrue(lines.contains("button tapped: zoom reset"), output)
        XCTAssertEqual(lines.last?.hasSuffix("zoom 1.00×"), true, "the button's animated reset ran to the end")
    }

    /// With no `XDG_RUNTIME_DIR` (a console, a service) the runtime makes a private folder for
    /// SDL's Wayland probe (`DisplayEnvironment.prepare(videoDriver:)`); the app must not leave
    /// it behind, or a kiosk restarted for months fills its temporary folder.
    func testARunLeavesNoRuntimeFolderBehind() throws {
        let temporary = FileManager.default.temporaryDirectory
            .appendingPathComponent("hello-flick-tmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = nil
        environment["TMPDIR"] = temporary.path
        let run = try BuiltExecutable.run(
            "hello-flick", arguments: ["--replay", Self.recording.url.path, "--headless"], environment: environment,
            besides: HelloFlickTests.self)
        XCTAssertEqual(run.status, 0, run.output + run.errors)
        let left = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
        XCTAssertEqual(left.filter { $0.hasPrefix("flick-runtime.") }, [], "runtime folders left in \(temporary.path)")
    }
}
