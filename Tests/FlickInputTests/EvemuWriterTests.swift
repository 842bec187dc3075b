import FlickEvdev
import FlickInput
import FlickTestSupport
import XCTest

final class EvemuWriterTests: XCTestCase {
    func testLinesUseEvemuRecordFormatting() {
        let writer = EvemuWriter()
        let line = writer.eventLine(InputEvent(time: 2.5, type: Evdev.EV_ABS, code: Evdev.ABS_MT_TRACKING_ID, value: -1),
                                    rebasedBy: 0.5, previousReport: nil)
        XCTAssertEqual(line, "E: 2.000001 0003 0039 -001\t# EV_ABS / ABS_MT_TRACKING_ID   -1\n")
        let report = writer.eventLine(InputEvent(time: 0.054, type: 0, code: 0, value: 0), rebasedBy: 0,
                                      previousReport: 0)
        XCTAssertEqual(report, "E: 0.054001 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +54ms\n")
        let header = writer.header(for: RecordingBuilder.touchscreen())
        XCTAssertTrue(header.hasPrefix("# EVEMU 1.3\n"))
        XCTAssertTrue(header.contains("\nP: 02 00 00 00 00 00 00 00\n"))
        XCTAssertTrue(header.contains("\nA: 35 0 12799 0 0 10\n"))
        XCTAssertEqual(header.components(separatedBy: "\nB: 01 ").count - 1, 12, "KEY_MAX needs 12 lines of 64 codes")
    }

    func testWriteThenReadGivesTheSameDeviceAndEvents() throws {
        var builder = RecordingBuilder()
        builder.slot(0); builder.trackingID(12); builder.position(x: 1000, y: 2000); builder.buttonTouch(true)
        builder.report(at: 0.0083)
        builder.position(x: 1012); builder.report(at: 0.0167)
        builder.trackingID(-1); builder.buttonTouch(false); builder.report(at: 0.025)
        let device = RecordingBuilder.touchscreen()
        let text = EvemuWriter().write(device: device, events: builder.events)
        let back = try Recording(parsing: text)
        XCTAssertEqual(back.device, device)
        XCTAssertEqual(back.events, builder.events)
        XCTAssertEqual(back.formatVersion, "1.3")
        XCTAssertEqual(back.evemuText(), text, "a second round trip is byte-identical")
    }

    func testEverySharedTraceSurvivesARoundTrip() throws {
        let files = SharedTraces.evemuFiles(in: SharedTraces.directory)
        guard !files.isEmpty else { throw XCTSkip(SharedTraces.skipMessage) }
        for file in files {
            let recording = try RecordingFile.load(path: file.path)
            let back = try Recording(parsing: recording.evemuText(), fileName: "round-trip")
            XCTAssertEqual(back.events, recording.events, file.lastPathComponent)
            XCTAssertEqual(back.device, recording.device, file.lastPathComponent)
        }
    }
}

extension EvemuWriterTests {
    func testTheStreamWriterWritesWhatTheWholeFileWriterWrites() throws {
        let script = GestureCatalogue.entry(named: "two-finger-tap")!.script
        let events = TraceSynthesizer().events(for: script).map {
            InputEvent(time: $0.time + 5000, type: $0.type, code: $0.code, value: $0.value)   // monotonic-clock times
        }
        let device = SynthesizedDevice().description
        var stream = EvemuStreamWriter()
        var text = stream.header(for: device)
        for (index, event) in events.enumerated() {
            text += stream.line(for: event)
            if index == 3 { text += stream.comment("a note\nover two lines") }
        }
        XCTAssertEqual(stream.eventCount, events.count)
        let whole = EvemuWriter().write(device: device, events: events)
        XCTAssertEqual(text.replacingOccurrences(of: "# a note over two lines\n", with: ""), whole)
        XCTAssertEqual(try Recording(parsing: text).events.count, events.count, "comments are fine between events")
    }
}
