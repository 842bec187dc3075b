import FlickEvdev
import FlickInput
import FlickTestSupport
import XCTest

final class EvemuReaderTests: XCTestCase {
    let version13 = """
        # EVEMU 1.3
        # Input device name: "Atmel maXTouch Touchscreen"
        N: Atmel maXTouch Touchscreen
        I: 0018 0000 0000 0000
        P: 02 00 00 00 00 00 00 00
        B: 00 0b 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 04 00 00 00 00 00 00
        B: 03 03 00 00 00 00 80 e3 02
        A: 00 0 4095 0 0 10
        A: 01 0 4095 0 0 10
        A: 2f 0 9 0 0 0
        A: 35 0 4095 0 0 10
        A: 36 0 4095 0 0 10
        A: 39 0 65535 0 0 0
        E: 0.000001 0003 0039 0007\t# EV_ABS / ABS_MT_TRACKING_ID   7
        E: 0.000001 0003 0035 0100\t# EV_ABS / ABS_MT_POSITION_X   100
        E: 0.000001 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +0ms
        # a comment between events
        E: 0.054565 0003 0039 -001\t# EV_ABS / ABS_MT_TRACKING_ID   -1
        E: 0.054565 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +54ms

        """

    func testReadsVersion13HeaderAndEventsRebasedToTheFirstEvent() throws {
        let contents = try EvemuReader(fileName: "atmel.evemu").read(version13)
        XCTAssertEqual(contents.version.major, 1)
        XCTAssertEqual(contents.version.minor, 3)
        let device = contents.description
        XCTAssertEqual(device.name, "Atmel maXTouch Touchscreen")
        XCTAssertEqual(device.bus, 0x18)
        XCTAssertEqual(device.properties, [Evdev.INPUT_PROP_DIRECT])
        XCTAssertTrue(device.has(Evdev.EV_KEY, Evdev.BTN_TOUCH), "sixth B: 01 line, byte 1 bit 2 = code 330")
        XCTAssertTrue(device.has(Evdev.EV_SYN, Evdev.SYN_DROPPED))
        XCTAssertEqual(device.axes[Evdev.ABS_MT_POSITION_X]?.resolution, 10)
        XCTAssertEqual(device.slotCount, 10)
        XCTAssertEqual(contents.events.count, 5)
        XCTAssertEqual(contents.events[0].time, 0)
        XCTAssertEqual(contents.events[3].time, 0.054564, accuracy: 1e-9)
        XCTAssertEqual(contents.events[3].value, -1)
        XCTAssertEqual(contents.events[1].value, 100)
        XCTAssertEqual(contents.originalStartTime, 0.000001, accuracy: 1e-12)
    }

    func testVersion10FilesWithoutHeaderOrResolutionAndWithEpochTimes() throws {
        let text = """
            N: Old Panel
            I: 0003 1b96 0001 0000
            P: 00 00 00 00 00 00 00 00
            A: 35 0 9600 0 0
            A: 36 0 7200 0 0
            E: 1357751027.090934 0003 0035 205
            E: 1357751027.109389 0000 0000 0
            """
        let contents = try EvemuReader().read(text)
        XCTAssertEqual(contents.version.minor, 0)
        XCTAssertEqual(contents.description.axes[Evdev.ABS_MT_POSITION_X]?.resolution, 0)
        XCTAssertEqual(contents.events.map(\.time), [0, 0.018455])
        XCTAssertEqual(contents.originalStartTime, 1357751027.090934, accuracy: 1e-6)
    }

    func testCarriageReturnsBlankLinesAndTrailingCommentsAreAccepted() throws {
        let text = "N: Panel\r\nI: 0003 0001 0002 0003\r\n\r\nA: 00 0 100 0 0 0\r\nE: 5.5 0003 0000 7 # seven\r\n"
        let contents = try EvemuReader().read(text)
        XCTAssertEqual(contents.description.vendor, 1)
        XCTAssertEqual(contents.events, [InputEvent(time: 0, type: 3, code: 0, value: 7)])
    }

    func assertError(_ text: String, line: Int, contains fragment: String,
                     file: StaticString = #filePath, lineNumber: UInt = #line) {
        XCTAssertThrowsError(try EvemuReader(fileName: "bad.evemu").read(text), file: file, line: lineNumber) { error in
            guard let error = error as? EvemuError else { return XCTFail("not an EvemuError: \(error)", file: file, line: lineNumber) }
            XCTAssertEqual(error.line, line, file: file, line: lineNumber)
            XCTAssertTrue(error.description.hasPrefix("bad.evemu:\(line): expected"), error.description,
                          file: file, line: lineNumber)
            XCTAssertTrue(error.description.contains(fragment), error.description, file: file, line: lineNumber)
        }
    }

    func testErrorsNameTheFileTheLineAndWhatWasExpected() {
        assertError("", line: 1, contains: "N:")
        assertError("# EVEMU 2.0\nN: x\n", line: 1, contains: "version 1.0 to 1.3")
        assertError("E: 0.1 0003 0000 1\n", line: 1, contains: "device lines")
        assertError("N: x\nE: 0.1 0003 0000\n", line: 2, contains: "<value decimal>")
        assertError("N: x\nE: 0.1 0003 zz 1\n", line: 2, contains: "bad code")
        assertError("N: x\nE: abc 0003 0000 1\n", line: 2, contains: "bad time")
        assertError("N: x\nE: 0.1 0003 0000 99999999999\n", line: 2, contains: "bad value")
        assertError("N: x\nE: 0.1 00ff 0000 1\n", line: 2, contains: "bad type")
        assertError("N: x\nA: 35 0 zz 0 0 0\n", line: 2, contains: "decimal")
        assertError("N: x\nA: 99 0 1 0 0 0\n", line: 2, contains: "axis code")
        assertError("N: x\nB: 03 00 00\n", line: 2, contains: "eight hexadecimal bytes")
        assertError("N: x\nI: 0003 0001\n", line: 2, contains: "I: <bus>")
        assertError("N: x\nP: 0g 00 00 00 00 00 00 00\n", line: 2, contains: "P:")
        assertError("N: x\nE: 0.1 0003 0000 1\nA: 00 0 1 0 0 0\n", line: 3, contains: "only E: lines")
        assertError("N: x\nQ: what\n", line: 2, contains: "starting with")
        assertError("N: x\nL: 00\n", line: 2, contains: "L:")
    }

    func testUnreadableFilesAreErrorsAtLineZero() {
        XCTAssertThrowsError(try RecordingFile.load(path: "/nonexistent/flick.evemu")) { error in
            let error = error as? EvemuError
            XCTAssertEqual(error?.line, 0)
            XCTAssertTrue(error?.description.hasPrefix("/nonexistent/flick.evemu:0: expected a readable") ?? false)
        }
    }
}
