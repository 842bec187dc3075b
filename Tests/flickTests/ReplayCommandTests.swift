import Foundation
import XCTest

/// The `flick replay` contracts: one JSON object per line, stable keys.
final class ReplayCommandTests: XCTestCase {
    func testTouchesPrintsOneObjectPerFrameWithTheContractKeys() throws {
        let result = try FlickCommand.run(["replay", FlickCommand.recording("tap"), "--touches"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.lines.count, 11)
        let first = try FlickCommand.object(result.lines[0])
        XCTAssertEqual(Set(first.keys), ["t", "touches"])
        let touch = try XCTUnwrap((first["touches"] as? [[String: Any]])?.first)
        XCTAssertEqual(Set(touch.keys), ["id", "phase", "x", "y"])
        XCTAssertEqual(touch["phase"] as? String, "began")
        XCTAssertEqual(try XCTUnwrap(touch["x"] as? Double), 640, accuracy: 2)
        let last = try FlickCommand.object(result.lines.last!)
        XCTAssertEqual((last["touches"] as? [[String: Any]])?.first?["phase"] as? String, "ended")
    }

    func testSizeAndRotationChangeTheMapping() throws {
        let result = try FlickCommand.run(["replay", FlickCommand.recording("tap"), "--touches",
                                           "--size", "640x400", "--rotate", "180"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let touch = try XCTUnwrap((try FlickCommand.object(result.lines[0])["touches"] as? [[String: Any]])?.first)
        XCTAssertEqual(try XCTUnwrap(touch["x"] as? Double), 320, accuracy: 2)
        XCTAssertEqual(try XCTUnwrap(touch["y"] as? Double), 200, accuracy: 2)
    }

    func testGesturesJSONNamesTheGestureAndEndsWithASummary() throws {
        let result = try FlickCommand.run(["replay", FlickCommand.recording("swipe-left"), "--gestures", "--json"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let objects = try result.lines.map(FlickCommand.object)
        let swipe = try XCTUnwrap(objects.first { $0["gesture"] as? String == "swipe" })
        XCTAssertEqual(swipe["state"] as? String, "recognized")
        XCTAssertEqual(swipe["direction"] as? String, "left")
        XCTAssertEqual(swipe["touches"] as? Int, 1)
        let panEnd = try XCTUnwrap(objects.first { $0["gesture"] as? String == "pan" && $0["state"] as? String == "ended" })
        let velocity = try XCTUnwrap(panEnd["velocity"] as? [Double])
        XCTAssertLessThan(velocity[0], -1000)
        let summary = try XCTUnwrap(objects.last?["summary"] as? [String: Any])
        XCTAssertEqual((summary["gestures"] as? [String: Int])?["swipe"], 1)
        XCTAssertEqual((summary["gestures"] as? [String: Int])?["tap"], 0)
    }

    func testDoubleTapIsOneDoubleTapAndNoTap() throws {
        let result = try FlickCommand.run(["replay", FlickCommand.recording("double-tap"), "--gestures", "--json"])
        let summary = try XCTUnwrap(try FlickCommand.object(result.lines.last!)["summary"] as? [String: Any])
        XCTAssertEqual((summary["gestures"] as? [String: Int])?["doubleTap"], 1)
        XCTAssertEqual((summary["gestures"] as? [String: Int])?["tap"], 0)
    }

    func testGesturesExplainPrintsReasonsInReadableForm() throws {
        let result = try FlickCommand.run(["replay", FlickCommand.recording("tap"), "--gestures", "--explain"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("tap recognized"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("Explanations"), result.standardOutput)
    }

    func testScrollPrintsFramesAndTheFlingEvents() throws {
        let result = try FlickCommand.run(["replay", FlickCommand.recording("pan-fling"), "--scroll", "--json"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let objects = try result.lines.map(FlickCommand.object)
        let frames = objects.filter { $0["offset"] != nil && $0["event"] == nil }
        XCTAssertGreaterThan(frames.count, 60)
        XCTAssertEqual(Set(frames[0].keys), ["t", "offset", "zoom", "state"])
        let willEnd = try XCTUnwrap(objects.first { $0["event"] as? String == "willEndDragging" })
        // UIScrollView's convention: the velocity of the content offset, so a finger flung up
        // scrolls towards larger offsets.
        XCTAssertGreaterThan(try XCTUnwrap(willEnd["velocity"] as? [Double])[1], 1000)
        let target = try XCTUnwrap(willEnd["target"] as? [Double])
        let rest = try XCTUnwrap(objects.first { $0["event"] as? String == "didEndDecelerating" })
        XCTAssertEqual(try XCTUnwrap(rest["offset"] as? [Double])[1], target[1], accuracy: 0.5)
        XCTAssertEqual(frames.last?["state"] as? String, "idle")
    }

    func testBadInputExitsNonZeroWithFileAndLine() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("flick-bad-\(getpid()).evemu")
        try "# EVEMU 1.3\nN: broken\nE: 0.1 0003 zz 0001\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try FlickCommand.run(["replay", file.path, "--touches"])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.standardError.contains("\(file.path):"), result.standardError)
    }

    func testOneModeMustBeChosen() throws {
        let result = try FlickCommand.run(["replay", FlickCommand.recording("tap")])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.standardError.contains("--touches"), result.standardError)
    }
}
