import FlickEvdev
import FlickInput
import FlickTestSupport
import Foundation
import XCTest

final class RecordingFileTests: XCTestCase {
    func message(_ path: String) -> String {
        do { _ = try RecordingFile.load(path: path); return "" } catch { return String(describing: error) }
    }

    func testWhatIsNotARegularFileIsNamed() throws {
        XCTAssertTrue(message(NSTemporaryDirectory()).contains("it is a directory"), message(NSTemporaryDirectory()))
        XCTAssertTrue(message("").contains("expected a recording file path, got an empty one"), message(""))
        XCTAssertTrue(message("/dev/null").contains("not a regular file (a character device"), message("/dev/null"))
        XCTAssertTrue(message("/dev/zero").contains("not a regular file (a character device"), message("/dev/zero"))
        XCTAssertTrue(message("/nonexistent/x.evemu").hasPrefix("/nonexistent/x.evemu:0: expected a readable recording file, but it does not exist"))
        let fifo = NSTemporaryDirectory() + "flick-fifo-\(getpid())"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        defer { unlink(fifo) }
        XCTAssertTrue(message(fifo).contains("not a regular file (a FIFO)"), message(fifo))
    }

    func testARegularFileStreamsLikeTheWholeLoad() throws {
        let path = SharedTraces.recordingsDirectory.appendingPathComponent("tap.evemu").path
        var stream = try RecordingFile.stream(path: path)
        var count = 0
        while try stream.next() != nil { count += 1 }
        XCTAssertEqual(count, try RecordingFile.load(path: path).events.count)
        XCTAssertGreaterThan(count, 0)
    }
}
