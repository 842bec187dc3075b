import Foundation
import XCTest

/// `flick devices` and `flick synth` on hostile arguments.
final class OtherCommandsBadInputTests: XCTestCase {
    func testDevicesInAMissingFolderIsAnError() throws {
        let result = try FlickCommand.run(["devices", "--directory", "/nonexistent"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("no such folder"), result.standardError)
        let file = try FlickCommand.run(["devices", "--directory", "/etc/hostname"])
        XCTAssertEqual(file.status, 1)
        XCTAssertTrue(file.standardError.contains("not a folder"), file.standardError)
    }

    func testDevicesJSONIsOneObjectPerDevice() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flick-\(getpid())-input")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "not a device".write(to: folder.appendingPathComponent("event0"), atomically: true, encoding: .utf8)
        let result = try FlickCommand.run(["devices", "--directory", folder.path, "--json"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let objects = try result.lines.map(FlickCommand.object)
        XCTAssertEqual(objects.count, 1)
        XCTAssertEqual(objects.first?["path"] as? String, folder.appendingPathComponent("event0").path)
        XCTAssertNotNil(objects.first?["error"] as? String)
    }

    func testSynthNeverReplacesWhatIsNotARegularFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flick-\(getpid())-synth")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("real.evemu").path
        let link = folder.appendingPathComponent("link.evemu").path
        XCTAssertEqual(symlink("real.evemu", link), 0)
        let viaLink = try FlickCommand.run(["synth", "tap", "-o", link])
        XCTAssertEqual(viaLink.status, 0, viaLink.standardError)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "real.evemu", "the link stays a link")
        XCTAssertTrue(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("# EVEMU 1.3"))

        let full = try FlickCommand.run(["synth", "tap", "-o", "/dev/full"])
        XCTAssertEqual(full.status, 1, "written through, and the failure reported")
        XCTAssertTrue(full.standardError.contains("No space left on device"), full.standardError)
        var status = stat()
        XCTAssertEqual(stat("/dev/full", &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFCHR, "/dev/full is still a device")

        let directory = try FlickCommand.run(["synth", "tap", "-o", folder.path])
        XCTAssertEqual(directory.status, 1)
        XCTAssertTrue(directory.standardError.contains("is a directory"), directory.standardError)
    }
}
