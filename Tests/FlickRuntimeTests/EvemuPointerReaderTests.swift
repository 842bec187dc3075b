import FlickRuntime
import Foundation
import XCTest

final class EvemuPointerReaderTests: XCTestCase {
    let header = "# EVEMU 1.3\nN: test\nA: 00 0 1000 0 0 0\nA: 01 0 500 0 0 0\n"

    func testSamplesAtEachReportScaledAndRebased() throws {
        let text = header + """
        E: 100.000000 0003 0000 500
        E: 100.000000 0003 0001 250
        E: 100.000000 0001 014a 1
        E: 100.000000 0000 0000 0
        E: 100.010000 0003 0000 1000
        E: 100.010000 0000 0000 0
        E: 100.020000 0000 0000 0
        E: 100.030000 0001 014a 0
        E: 100.030000 0000 0000 0
        """
        let samples = try EvemuPointerReader.samples(fromEvemu: text, file: "t.evemu", width: 200, height: 100)
        XCTAssertEqual(samples.map(\.x), [100, 200, 200], "scaled from 0…1000 to 200 points")
        XCTAssertEqual(samples.map(\.y), [50, 50, 50])
        XCTAssertEqual(samples.map(\.isDown), [true, true, false])
        for (sample, expected) in zip(samples, [0, 0.01, 0.03]) {
            XCTAssertEqual(sample.time, expected, accuracy: 1e-9, "rebased; the empty report at 0.02 emits nothing")
        }
    }

    func testCommentsTabsAndZeroPaddedValues() throws {
        let text = header + "################\n#  Waiting  #\nE: 0.000001 0003 0000 0500\t# EV_ABS / ABS_X 500\n"
            + "E: 0.000001 0003 0001 0250\t# EV_ABS / ABS_Y\nE: 0.000001 0001 014a 0001\nE: 0.000001 0000 0000 0000\t# ---\n"
        let samples = try EvemuPointerReader.samples(fromEvemu: text, file: "f", width: 200, height: 100)
        XCTAssertEqual(samples.first, PointerSample(time: 0, x: 100, y: 50))
    }

    func testEveryRealRecordingReadsOrFailsClearly() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../shared/traces").standardizedFileURL
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            throw XCTSkip("real traces not found at \(folder.path)")
        }
        var read = 0
        for name in names.sorted() where name.hasSuffix(".evemu") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            do {
                let samples = try EvemuPointerReader.samples(fromEvemu: text, file: name, width: 320, height: 240)
                XCTAssertEqual(samples.last?.isDown, false, name)
                read += 1
            } catch let error as EvemuPointerReader.Error {
                XCTAssertTrue(error.description.hasPrefix(name + ":"), "\(error)")
            }
        }
        XCTAssertGreaterThan(read, 20, "the corpus's touchscreens all report ABS_X/ABS_Y")
    }

    func testMalformedEventLineNamesFileAndLine() {
        XCTAssertThrowsError(try EvemuPointerReader.samples(fromEvemu: header + "E: 1.0 0003 zz 5\n", file: "bad.evemu",
                                                            width: 1, height: 1)) { error in
            XCTAssertEqual("\(error)", "bad.evemu:5: expected 'E: <sec.usec> <type hex> <code hex> <value>'")
        }
    }

    func testAxisWithoutRangeAndEmptyRecordingAreErrors() {
        XCTAssertThrowsError(try EvemuPointerReader.samples(fromEvemu: "E: 1.0 0003 0000 5\n", file: "f", width: 1,
                                                            height: 1)) { error in
            XCTAssertEqual((error as? EvemuPointerReader.Error)?.line, 1)
        }
        XCTAssertThrowsError(try EvemuPointerReader.samples(fromEvemu: header, file: "f", width: 1, height: 1))
    }

    func testTruncatedRecordingLiftsThePointer() throws {
        let text = header + "E: 5.0 0003 0000 0\nE: 5.0 0003 0001 0\nE: 5.0 0001 014a 1\nE: 5.0 0000 0000 0\n"
        let samples = try EvemuPointerReader.samples(fromEvemu: text, file: "f", width: 1, height: 1)
        XCTAssertEqual(samples.map(\.isDown), [true, false])
    }

    func testReadsARealRecording() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../shared/traces/egalax-pcap.tap.evemu").standardizedFileURL
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw XCTSkip("real traces not found at \(url.path)")
        }
        let samples = try EvemuPointerReader.samples(fromEvemu: text, file: url.lastPathComponent, width: 320, height: 240)
        XCTAssertEqual(samples.first?.isDown, true)
        XCTAssertEqual(samples.last?.isDown, false)
        XCTAssertEqual(samples.first?.x ?? 0, 22496.0 / 32767 * 320, accuracy: 1e-9)
        XCTAssertEqual(samples.map(\.time), samples.map(\.time).sorted())
    }
}
