import FlickInput
import FlickTestSupport
import XCTest

final class LibinputRecordReaderTests: XCTestCase {
    /// A recording laid out the way `libinput record` writes it (tools/libinput-record.c).
    func libinputRecord(device: DeviceDescription, events: [InputEvent], secondDevice: Bool = false) -> String {
        var out = """
            # libinput record
            version: 1
            ndevices: \(secondDevice ? 2 : 1)
            libinput:
              version: "1.22.0"
              git: "unknown"
            system:
              os: "debian:12"
              kernel: "6.1.0-56-amd64"
              dmi: "dmi:bvnSeaBIOS:..."
            devices:
            - node: /dev/input/event4
              evdev:
                # Name: \(device.name)
                name: "\(device.name)"
                id: [\(device.bus), \(device.vendor), \(device.product), \(device.version)]
                codes:

            """
        for type in device.codes.keys.sorted() {
            out += "      \(type): [\(device.codes[type]!.sorted().map(String.init).joined(separator: ", "))] # type\n"
        }
        out += "    absinfo:\n"
        for code in device.axes.keys.sorted() {
            let a = device.axes[code]!
            out += "      \(code): [\(a.minimum), \(a.maximum), \(a.fuzz), \(a.flat), \(a.resolution)]\n"
        }
        out += "    properties: [\(device.properties.sorted().map(String.init).joined(separator: ", "))]\n"
        out += "  hid: [1, 2, 3]\n  udev:\n    properties:\n    - ID_INPUT=1\n    - ID_INPUT_TOUCHSCREEN=1\n"
        out += "  quirks:\n  events:\n"
        var frameOpen = false
        for event in events {
            if !frameOpen { out += "  - evdev:\n"; frameOpen = true }
            let micros = Int((event.time * 1e6).rounded())
            out += "    - [\(micros / 1_000_000), \(micros % 1_000_000), \(event.type), \(event.code), \(event.value)] # x\n"
            if event.type == 0 && event.code == 0 { frameOpen = false }
        }
        out += "  - libinput:\n    - {time: 0.1, type: TOUCH_DOWN, slot: 0, seat_slot: 0, point: [1.0, 2.0]}\n"
        if secondDevice {
            out += "- node: /dev/input/event5\n  evdev:\n    name: \"Keyboard\"\n  events:\n  - evdev:\n    - [  0,  1, 1, 30, 1]\n"
        }
        return out
    }

    func testALibinputRecordingDecodesLikeTheSameEventsInEvemu() throws {
        // The evemu round trip quantises times to microseconds, as libinput record does.
        let synthesized = TraceSynthesizer().recording(for: GestureCatalogue.entry(named: "pinch-out")!.script)
        let recording = try Recording(parsing: synthesized.evemuText())
        let text = libinputRecord(device: recording.device, events: recording.events, secondDevice: true)
        XCTAssertTrue(LibinputRecordReader.recognizes(text))
        XCTAssertFalse(LibinputRecordReader.recognizes(recording.evemuText()))
        let read = try Recording(parsing: text, fileName: "pinch.yml")
        XCTAssertEqual(read.formatVersion, "libinput record 1")
        XCTAssertEqual(read.device, recording.device)
        XCTAssertEqual(read.events.count, recording.events.count, "the second device's events are not mixed in")
        XCTAssertTrue(read.events == recording.events, "same events")
        XCTAssertTrue(read.touchFrames() == recording.touchFrames(), "same frames")
    }

    func testErrorsNameTheLine() {
        let good = libinputRecord(device: RecordingBuilder.touchscreen(), events: [InputEvent(time: 0, type: 0, code: 0, value: 0)])
        func error(_ text: String) -> EvemuError? {
            do { _ = try LibinputRecordReader(fileName: "r.yml").read(text); return nil } catch { return error as? EvemuError }
        }
        let badEvent = good.replacingOccurrences(of: "- [0, 0, 0, 0, 0] # x", with: "- [0, 0, 0, 0] # x")
        let line = badEvent.components(separatedBy: "\n").firstIndex { $0.contains("- [0, 0, 0, 0] # x") }! + 1
        XCTAssertEqual(error(badEvent)?.line, line)
        XCTAssertTrue(error(badEvent)?.description.hasPrefix("r.yml:\(line): expected - [seconds") ?? false)
        XCTAssertNotNil(error(good.replacingOccurrences(of: "version: 1", with: "version: 2")))
        XCTAssertNotNil(error(good.replacingOccurrences(of: "      53: [", with: "      53: [x, ")))
        XCTAssertNotNil(error("# libinput record\nversion: 1\n"))
        XCTAssertNotNil(error(good.replacingOccurrences(of: "- [0, 0, 0, 0, 0]", with: "- [0, 0, 99, 0, 0]")))
    }
}

extension LibinputRecordReaderTests {
    func testCorruptedLibinputRecordingsGiveAnErrorOrAValidDecode() {
        let recording = TraceSynthesizer().recording(for: GestureCatalogue.entry(named: "two-finger-tap")!.script)
        let lines = libinputRecord(device: recording.device, events: recording.events).components(separatedBy: "\n")
        var random = SeededGenerator(seed: 99)
        let junk = ["- [1, 2]", "    - [0, 5, 3, 47, 99999]", "      3: [", "name:", "- node: x", "  - [9, 9, 0, 0, 0]",
                    "    absinfo:", "      47: [0, -5, 0, 0, 0]", "version: 1", "\t- [0,0,3,57,-1]"]
        var errors = 0, decodes = 0
        for _ in 0..<200 {
            var edited = lines
            for _ in 0..<3 {
                let index = Int(random.next() % UInt64(edited.count))
                switch random.next() % 4 {
                case 0: edited.remove(at: index)
                case 1: edited.insert(junk[Int(random.next() % UInt64(junk.count))], at: index)
                case 2: edited = Array(edited.prefix(index))
                default: edited[index] = String(edited[index].prefix(Int(random.next() % 12)))
                }
                if edited.isEmpty { edited = [""] }
            }
            do {
                let frames = try Recording(parsing: edited.joined(separator: "\n"), fileName: "f.yml").touchFrames()
                XCTAssertTrue(frames.last.map { $0.activeTouches.isEmpty } ?? true)
                decodes += 1
            } catch let error as EvemuError {
                XCTAssertTrue(error.description.hasPrefix("f.yml:\(error.line): expected"), error.description)
                errors += 1
            } catch {
                XCTFail("unexpected error \(error)")
            }
        }
        XCTAssertGreaterThan(errors, 0)
        XCTAssertGreaterThan(decodes, 0)
    }
}
