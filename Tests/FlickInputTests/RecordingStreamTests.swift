import FlickEvdev
import FlickInput
import FlickTestSupport
import XCTest

final class RecordingStreamTests: XCTestCase {
    /// Gives at most `step` bytes per read, so lines straddle every chunk boundary.
    struct TrickleSource: ByteSource {
        var inner: MemoryByteSource
        var step: Int
        mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
            try inner.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[0..<min(step, buffer.count)]))
        }
    }

    /// A committed recording as evemu text.
    var text: String {
        get throws {
            try RecordingFile.load(path: SharedTraces.recordingsDirectory.appendingPathComponent("pinch-in.evemu").path)
                .evemuText()
        }
    }

    func testStreamingInAnyChunkSizeGivesTheWholeRecording() throws {
        let text = try text
        let whole = try Recording(parsing: text)
        for step in [1, 2, 7, 4096] {
            var stream = try RecordingStream(source: TrickleSource(inner: MemoryByteSource(text), step: step))
            var events: [InputEvent] = []
            while let event = try stream.next() { events.append(event) }
            XCTAssertEqual(events, whole.events, "chunks of \(step) bytes")
            XCTAssertEqual(stream.device, whole.device)
            XCTAssertTrue(stream.sawFrameEnd)
        }
    }

    func testCarriageReturnOnlyAndMixedLineEndsSplitLines() throws {
        let text = try text
        let lf = try Recording(parsing: text)
        for ending in ["\r", "\r\n"] {
            let converted = text.replacingOccurrences(of: "\n", with: ending)
            let read = try Recording(parsing: converted)
            XCTAssertEqual(read.device.name, lf.device.name, "the device name stops at the line end")
            XCTAssertEqual(read.events, lf.events)
        }
        // A CRLF split across two reads is one line end, not an empty line between.
        var stream = try RecordingStream(source: TrickleSource(inner: MemoryByteSource("N: x\r\nE: 0.1 0000 0000 0\r\n"), step: 5))
        XCTAssertEqual(try stream.next(), InputEvent(time: 0, type: 0, code: 0, value: 0))
    }

    func testAByteOrderMarkIsRefusedByName() throws {
        let text = try text
        XCTAssertThrowsError(try Recording(parsing: "\u{feff}" + text, fileName: "bom.evemu")) { error in
            XCTAssertTrue(String(describing: error).contains("starts with a UTF-8 byte-order mark (remove it"), "\(error)")
            XCTAssertEqual((error as? EvemuError)?.line, 1)
        }
    }

    func testAnOverlongLineIsAnErrorWithBoundedMemory() {
        let line = "N: " + String(repeating: "n", count: 2 << 20) + "\n"
        XCTAssertThrowsError(try Recording(parsing: line, fileName: "long.evemu")) { error in
            let message = String(describing: error)
            XCTAssertTrue(message.hasPrefix("long.evemu:1: expected lines of at most 1048576 bytes"), message)
            XCTAssertLessThan(message.utf8.count, 400)
        }
    }

    func testTouchFrameStreamDecodesLikeTheWholeRecording() throws {
        let text = try text
        let whole = try Recording(parsing: text)
        var stream = TouchFrameStream(try RecordingStream(source: MemoryByteSource(text)))
        var frames: [TouchFrame] = []
        while let frame = try stream.next() { frames.append(frame) }
        XCTAssertTrue(frames == whole.touchFrames())
        XCTAssertEqual(stream.frameCount, frames.count)
    }

    func testAFileWithoutSynReportIsNoticed() throws {
        var stream = try RecordingStream(source: MemoryByteSource("N: x\nE: 0.1 0003 0035 5\nE: 0.2 0003 0036 7\n"))
        while try stream.next() != nil {}
        XCTAssertEqual(stream.eventCount, 2)
        XCTAssertFalse(stream.sawFrameEnd)
    }

    func testLibinputRecordEventLinesParseFromBytes() throws {
        let yaml = """
            version: 1
            devices:
            - node: /dev/input/event4
              evdev:
                name: "Panel"
                codes:
                  0: [0] # EV_SYN
              events:
              - evdev:
                - [  1, 500000,   3,  53,  -12] # EV_ABS
                - [  1, 500100,   0,   0,    0]
            """
        let read = try Recording(parsing: yaml)
        XCTAssertEqual(read.events, [InputEvent(time: 0, type: 3, code: 53, value: -12),
                                     InputEvent(time: 0.0001, type: 0, code: 0, value: 0)])
        for bad in ["- [1, 2, 3, 4]", "- [1, 2, 3, 4, 5, 6]", "- [1, 2, 3, 4, x]", "- [1, 2, 3, 4, 5] trailing",
                    "- [1, 2, 3, 4, 99999999999999999999]", "- [1, 1000000, 3, 4, 5]"] {
            XCTAssertThrowsError(try Recording(parsing: yaml + "\n    " + bad), bad)
        }
    }
}
