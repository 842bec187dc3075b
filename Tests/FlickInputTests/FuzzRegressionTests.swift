import FlickEvdev
import FlickInput
import FlickTestSupport
import Foundation
import XCTest

/// Inputs the libFuzzer targets (`Fuzz/`, `make fuzz`) found, kept as regression tests.
final class FuzzRegressionTests: XCTestCase {
    /// `Fuzz/Support/FuzzDevices.events`: 8-byte records of type, code, value, time step.
    func events(_ bytes: [UInt8]) -> [InputEvent] { FuzzRecords.events(bytes) }

    func assertWellFormed(_ frames: [TouchFrame], file: StaticString = #filePath, line: UInt = #line) {
        var last = -Double.infinity
        for (index, frame) in frames.enumerated() {
            XCTAssertTrue(frame.time.isFinite && frame.time >= last, "frame \(index): time \(frame.time) after \(last)",
                          file: file, line: line)
            last = frame.time
            let ids = frame.touches.map(\.id)
            XCTAssertEqual(Set(ids).count, ids.count, "frame \(index): a touch twice: \(frame.touches)", file: file, line: line)
            for touch in frame.touches {
                XCTAssertTrue(touch.location.x.isFinite && touch.location.y.isFinite, "frame \(index)", file: file, line: line)
            }
        }
    }

    /// Found by multitouch-decoder in 300 s: an N-Trig (protocol A) stream.
    func testProtocolAStreamFromTheFuzzer() throws {
        let path = SharedTraces.path("ntrig.1-finger-drag-NW-SE")
        guard FileManager.default.fileExists(atPath: path) else { throw XCTSkip(SharedTraces.skipMessage) }
        let device = try RecordingFile.load(path: path).device
        let bytes = Array(try XCTUnwrap(Data(base64Encoded: "AQAOcAACOQEAAAAAAAI1/xgAAAAAAQACAAAAAAACMFAAAAAAAAFKAQAAAAAAAgD/GAAAAAACAaAPAAB1IQI2oQ8AAAAAAgABAAAAAAACAP8YAAAAAAIBoA8AAHUhAjahDwAAAAACAAEAAAAAAAIy/hgAAHcdAgD+GAAAAAAAAi8BAAAAAAAKNp8PAAAAAAIAAAI5AQAAAAAAAjX/GAAAAAACNp9wAAAAAAIwUAAAAAAAAUoBAAAAAAACAP8YAGAAAAIBnw8AAAAAAAAAAAAAAAACNQEZAAAPIQI2oQ8ASQAAABIAARkAAAACOQEAAAAAAAIATgIAAAAAAjrlAgAAAAACNk4CAAAAAAI0AQAAAAAAAjZOAgAAAAABNAEAAAAAAAIwzgEAAAAAAjFoAQAAAAAAAgAAAAAAAPgBTgIAAAAA/sofAgAAAAACNk4CAAAAAAI0AQAAAAAAAjDOAQAAAAACMWgBAAAAAAACAAAAAA42AgEtAgAAAAACNboCAAAAAAI2LQIAAAAAAjQBAAAAAAACMM4BAQAAAAI5AQAAAAAAAi8BAAAAAAACOQIAAAAAAAIvAAAAAAAAAjUvEQAAAAACNqEPAAAAAAIwUAAAAAAAAi8BAAAAAAACNdAgAAAAAAI2nw8AAAAAAjQBAAAAAAACMM4BAAAAAAI2LQICNQIvAAAAABYhAsvYEQACNgACAP8YAAAAAAIBoP///zQBAAAAAAACMM4BAAAAAAIxaAEAAAAAAAIAAAAAAAACAAACNqAPAAAAAAIvAQAAAAAAAjXIHAAAAAA2nw8AAAAAAgAAAjkBAAAAAACgDwAAAAACAZ8PAAAAAAAAAAAAAAAAAi8AAAAA5SACNW4XAAAAAAI2oA8AAAAAAi8BAAAAAAAKNp8PAAAAAAIAAAI5AQAAAAAAAjX/GAAAAAACNp9wAAAAAAIwUAAAAAAAAUoBAAAAAAACAP8YAAAAAAIBnwIwUAAAAAAAAUoBAAAAAAACAP8YAAAAAAIBoA8AAHUhAjahDwAAAAACAAEAAAAAAAIA/xgAAAAAAgGgDwAAdSECNqEPAAAAAAIAAQAAAAAAAjL+GAAAdx0CAP4YAAAAAAACLwEAAAAAAAo2nw8AAAAAAgAAAjkBAAAAAAACNf8YAAAAAAI2n3AAAAAAAjBQAAAAAAABSgEAAAAAAAIA/xgAYAAAAgGfDwAAAAAAAAAAAAAAAAI1ARkAAA8hAjahDwBJAAAAEgABGQAAAAI5AQAAAAAAAgBOAgAAAAACOuUCAAAAAAI2TgIAAAAAAjQBAAAAAAACNk4CAAAAAAE0AQAAAAAAAjDOAQAAAAACMWgBAAAAAAACAAAAAAAA+AFOAgAAAAD+yh8CAAAAAAI2TgIAAAAAAjQBAAAAAAACMM4BAAAAAAIxaAEAAAAAAAIAAAAADjYCAS0CAAAAAAI1ugIAAAAAAjYtAgAAAAACNAEAAAAAAAIwzgEBAAAAAjkBAAAAAAACLwEAAAAAAAAAABIAARkAAAACOQEAAAAAAAIAAjUCOQElAAAA/hUAAAAAAAAAAAAPAAAAAAAAAAAAAAAAAjUBGQAADyECNqEPAEkAAAASAAEZAAAAAjkBAAAAAAACAAI1AjkBJQAAAP4VAAAAAAAAAAAAAAAAAAAAAA==")))
        var decoder = MultitouchDecoder(device: device)
        assertWellFormed(decoder.decode(events(bytes)))
        XCTAssertEqual(decoder.activeTouchCount, 0)
    }
}
