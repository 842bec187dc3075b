import FlickInput
import FlickTestSupport
import XCTest

/// Corrupted recordings (random line edits, truncations) give an `EvemuError` or a valid
/// decode; never a crash, never a stuck touch.
final class RecordingCorruptionTests: XCTestCase {
    static let replacements = ["E: 0.5 0003 002f 99", "E: 0.1 0003 0039 -001", "E: 9.9 0000 0003 0",
                               "E: 0.2 0003 0035 -99999", "E: 0.000001 0003 0039 0007", "A: 2f 0 -5 0 0 0",
                               "E: x", "B: 03 ff ff ff ff ff ff ff ff", "garbage", "", "E: 0.3 0000 0002 0",
                               "E: 4294967296.1 0001 014a 1", "A: 2f 0 2147483647 0 0 0", "E: 0.4 0003 0037 0002"]

    func corrupt(_ original: [String], generator: inout SeededGenerator) -> String {
        var lines = original
        for _ in 0..<(1 + generator.next(below: 4)) {
            let index = generator.next(below: lines.count)
            switch generator.next(below: 6) {
            case 0: lines.remove(at: index)
            case 1: lines.insert(Self.replacements[generator.next(below: Self.replacements.count)], at: index)
            case 2: lines[index] = Self.replacements[generator.next(below: Self.replacements.count)]
            case 3: lines.swapAt(index, generator.next(below: lines.count))
            case 4:
                var characters = Array(lines[index])
                if !characters.isEmpty { characters[generator.next(below: characters.count)] = "7" }
                lines[index] = String(characters)
            default:
                lines = Array(lines.prefix(index))
                if let last = lines.popLast() { lines.append(String(last.prefix(generator.next(below: last.count + 1)))) }
            }
            if lines.isEmpty { lines = [""] }
        }
        return lines.joined(separator: "\n")
    }

    func sources() throws -> [(String, String)] {
        var files = SharedTraces.evemuFiles(in: SharedTraces.recordingsDirectory).filter {
            ["tap", "two-finger-tap", "palm", "pinch-in", "tap-while-moving"].contains($0.deletingPathExtension().lastPathComponent)
        }
        files += SharedTraces.evemuFiles(in: SharedTraces.directory).filter {
            ["ntrig.1-finger-drag-NW-SE", "egalax-usb-singletouch", "wacom-isdv4-e6.2fg-tap",
             "atmel-maxtouch.4-finger-drag-down"].contains($0.deletingPathExtension().lastPathComponent)
        }
        if files.isEmpty { throw XCTSkip("no recordings to corrupt: neither Recordings/ nor the shared traces exist") }
        return try files.map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
    }

    func testCorruptedRecordingsGiveAnErrorOrAValidDecode() throws {
        var generator = SeededGenerator(seed: 0xF11C)
        var errors = 0, decodes = 0
        for (name, text) in try sources() {
            let lines = text.components(separatedBy: "\n")
            for _ in 0..<30 {
                let broken = corrupt(lines, generator: &generator)
                do {
                    let recording = try Recording(parsing: broken, fileName: name)
                    let frames = recording.touchFrames()
                    XCTAssertTrue(zip(frames, frames.dropFirst()).allSatisfy { $0.time <= $1.time }, name)
                    var down: Set<Int> = []
                    for frame in frames {
                        for touch in frame.touches {
                            if touch.phase.isFinal { down.remove(touch.id) } else { down.insert(touch.id) }
                        }
                    }
                    XCTAssertTrue(down.isEmpty, "\(name): a touch was left down")
                    if !down.isEmpty { try? broken.write(toFile: "/tmp/flick-stuck.evemu", atomically: true, encoding: .utf8) }
                    decodes += 1
                } catch let error as EvemuError {
                    XCTAssertTrue(error.description.hasPrefix("\(name):\(error.line): expected"), error.description)
                    errors += 1
                }
            }
        }
        XCTAssertGreaterThan(errors, 0)
        XCTAssertGreaterThan(decodes, 0)
    }

    func testTruncatedAtEveryLineIsAnErrorOrADecode() throws {
        guard let (name, text) = try sources().first else { return }
        let lines = text.components(separatedBy: "\n")
        for count in stride(from: 0, through: lines.count, by: max(1, lines.count / 50)) {
            let partial = lines.prefix(count).joined(separator: "\n")
            if let recording = try? Recording(parsing: partial, fileName: name) {
                let frames = recording.touchFrames()
                XCTAssertTrue(frames.last.map { $0.activeTouches.isEmpty } ?? true, "ends with nothing down")
            }
        }
    }
}
