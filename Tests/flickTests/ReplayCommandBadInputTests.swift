import Foundation
import XCTest

/// `flick replay` on hostile input and arguments: errors a terminal and a
/// script can trust, and time gaps that cost nothing.
final class ReplayCommandBadInputTests: XCTestCase {
    func text(_ name: String) throws -> String { try String(contentsOfFile: FlickCommand.recording(name), encoding: .utf8) }

    func testAWriteErrorOnStandardOutputExitsNonZero() throws {
        let full = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
        for mode in [["--touches"], ["--gestures", "--json"], ["--scroll", "--json"]] {
            let result = try FlickCommand.run(["replay", FlickCommand.recording("pan-fling")] + mode, output: full)
            XCTAssertEqual(result.status, 1, "\(mode)")
            XCTAssertTrue(result.standardError.contains("cannot write to standard output"), result.standardError)
        }
    }

    func testAHugeFieldGivesAShortEscapedError() throws {
        let field = String(repeating: "\u{1b}[2J\r\u{0}", count: 2_500_000)  // 12.5 MB of control bytes
        let path = try FlickCommand.temporaryFile("huge.evemu", "N: x\nE: 0.1 0003 0000 \(field)\n")
        defer { unlink(path) }
        let result = try FlickCommand.run(["replay", path, "--touches"])
        XCTAssertEqual(result.status, 1)
        XCTAssertLessThan(result.standardError.utf8.count, 1024, result.standardError)
        XCTAssertTrue(result.standardError.contains("\(path):2: expected"), result.standardError)
        for control in ["\u{1b}", "\r", "\u{0}"] { XCTAssertFalse(result.standardError.contains(control)) }
    }

    func testControlBytesInADeviceNameAreEscaped() throws {
        let path = try FlickCommand.temporaryFile("esc.evemu", "N: \u{1b}[2Jevil\nE: 0.1 0003 0000 1\n")
        defer { unlink(path) }
        let result = try FlickCommand.run(["replay", path, "--touches"])
        XCTAssertEqual(result.status, 1, "not a touchscreen")
        XCTAssertTrue(result.standardError.contains("\\e[2Jevil"), result.standardError)
        XCTAssertFalse(result.standardError.contains("\u{1b}"))
    }

    func testACarriageReturnOnlyFileReadsLikeTheLineFeedOne() throws {
        let path = try FlickCommand.temporaryFile("cr.evemu", try text("tap").replacingOccurrences(of: "\n", with: "\r"))
        defer { unlink(path) }
        let cr = try FlickCommand.run(["replay", path, "--touches"])
        let lf = try FlickCommand.run(["replay", FlickCommand.recording("tap"), "--touches"])
        XCTAssertEqual(cr.status, 0, cr.standardError)
        XCTAssertEqual(cr.standardOutput, lf.standardOutput)
    }

    func testWhatIsNotARecordingIsNamed() throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("flick-\(getpid())-fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        defer { unlink(fifo) }
        let bom = try FlickCommand.temporaryFile("bom.evemu", "\u{feff}" + (try text("tap")))
        defer { unlink(bom) }
        let cases = [(NSTemporaryDirectory(), "is a directory"), ("", "got an empty one"),
                     ("/dev/null", "not a regular file"), ("/dev/zero", "not a regular file"), (fifo, "not a regular file (a FIFO)"),
                     (bom, "starts with a UTF-8 byte-order mark (remove it")]
        for (path, expected) in cases {
            let result = try FlickCommand.run(["replay", path, "--touches"])
            XCTAssertEqual(result.status, 1, path)
            XCTAssertTrue(result.standardError.contains(expected), "\(path): \(result.standardError)")
            XCTAssertFalse(result.standardError.contains("NSCocoaErrorDomain"))
        }
    }

    func testNegativeOptionValuesParse() throws {
        let minus = try FlickCommand.run(["replay", FlickCommand.recording("tap"), "--touches", "--rotate", "-90"])
        let plus = try FlickCommand.run(["replay", FlickCommand.recording("tap"), "--touches", "--rotate", "270"])
        XCTAssertEqual(minus.status, 0, minus.standardError)
        XCTAssertEqual(minus.standardOutput, plus.standardOutput)
        let mirrored = try FlickCommand.run(["replay", FlickCommand.recording("tap"), "--touches",
                                             "--calibration", "-1 0 1 0 -1 1"])
        XCTAssertEqual(mirrored.status, 0, mirrored.standardError)
        let first = try FlickCommand.object(try XCTUnwrap(mirrored.lines.first))
        let touch = try XCTUnwrap((first["touches"] as? [[String: Any]])?.first)
        XCTAssertEqual(try XCTUnwrap(touch["x"] as? Double), 640, accuracy: 2, "the centre stays the centre")
    }

    func testSizesAndCalibrationsNoScreenHasAreRefusedWithTheRange() throws {
        let fling = FlickCommand.recording("pan-fling")
        let cases = [["--content", "1e23x800"], ["--size", "1e308x1e308"], ["--size", "1e-10x1e-10", "--content", "1e10x1e10"],
                     ["--calibration", "1e308 0 0 0 1 0"]]
        for arguments in cases {
            let result = try FlickCommand.run(["replay", fling, "--scroll", "--json", "--paging"] + arguments)
            XCTAssertNotEqual(result.status, 0, "\(arguments)")
            XCTAssertTrue(result.standardError.contains("from 1 to") || result.standardError.contains("within ±1000"),
                          result.standardError)
            XCTAssertTrue(result.standardOutput.isEmpty)
        }
    }

    /// The bounds themselves, through the shared parser (`ApplicationOptions.parseSize`).
    func testSizesAtTheBoundsAreTakenAndOnePastThemRefused() throws {
        let tap = FlickCommand.recording("tap")
        for arguments in [["--size", "16384x16384"], ["--size", "1x1"]] {
            let result = try FlickCommand.run(["replay", tap, "--touches"] + arguments)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.standardError)")
        }
        let fling = FlickCommand.recording("pan-fling")
        let cases = [(["--size", "16385x800"], "--size must have sides from 1 to 16384 points"),
                     (["--size", "0.5x800"], "--size must have sides from 1 to 16384 points"),
                     (["--content", "10000001x800"], "--content must have sides from 1 to 10000000 points"),
                     (["--content", "0x800"], "--content must have sides from 1 to 10000000 points")]
        for (arguments, message) in cases {
            let result = try FlickCommand.run(["replay", fling, "--scroll", "--json"] + arguments)
            XCTAssertNotEqual(result.status, 0, "\(arguments)")
            XCTAssertTrue(result.standardError.contains(message), result.standardError)
        }
        let scroll = try FlickCommand.run(["replay", fling, "--scroll", "--json", "--content", "10000000x800"])
        XCTAssertEqual(scroll.status, 0, scroll.standardError)
    }

    func testAFileWithoutSynReportWarns() throws {
        let events = try text("tap").split(separator: "\n").filter { !$0.hasPrefix("E:") || !$0.contains(" 0000 0000 ") }
        let path = try FlickCommand.temporaryFile("nosyn.evemu", events.joined(separator: "\n") + "\n")
        defer { unlink(path) }
        let result = try FlickCommand.run(["replay", path, "--touches"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.standardError.contains("no SYN_REPORT"), result.standardError)
    }

    /// A clock jump of 10⁶ s: every mode finishes at once, the scroll replay skipping the idle time.
    func testAClockJumpOfAMillionSecondsReplaysAtOnce() throws {
        let lines = try text("pan-fling").split(separator: "\n", omittingEmptySubsequences: false)
        let events = lines.filter { $0.hasPrefix("E: ") }
        let shifted = events.map { line -> String in
            let fields = line.split(separator: " ")
            return "E: " + String(format: "%.6f", Double(fields[1])! + 1e6) + " " + fields[2...].joined(separator: " ")
        }
        let path = try FlickCommand.temporaryFile("jump.evemu", lines.joined(separator: "\n") + shifted.joined(separator: "\n") + "\n")
        defer { unlink(path) }
        let scroll = try FlickCommand.run(["replay", path, "--scroll", "--json"])
        XCTAssertEqual(scroll.status, 0, scroll.standardError)
        XCTAssertLessThan(scroll.lines.count, 2_000, "idle frames are skipped, not printed 60 per second")
        let times = try scroll.lines.map { try XCTUnwrap(FlickCommand.object($0)["t"] as? Double) }
        XCTAssertGreaterThan(times.last!, 1e6)
        XCTAssertEqual(times, times.sorted(), "time only moves forward")
        for mode in [["--touches"], ["--gestures", "--json"]] {
            XCTAssertEqual(try FlickCommand.run(["replay", path] + mode).status, 0)
        }
    }

    func testJSONExplainKeepsTheStreamJSON() throws {
        let result = try FlickCommand.run(["replay", FlickCommand.recording("tap"), "--gestures", "--json", "--explain"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let objects = try result.lines.map(FlickCommand.object)
        XCTAssertTrue(objects.contains { $0["explanation"] is String })
        XCTAssertNotNil(objects.last?["summary"])
    }
}
