import Foundation
import FlickInput
import XCTest

final class TouchFrameJSONTests: XCTestCase {
    func testTheReplayLineFormatIsStable() {
        let frame = TouchFrame(time: 0.0166667, touches: [
            Touch(id: 1, location: Point(x: 640, y: 400.004), phase: .began),
            Touch(id: 12, location: Point(x: -0.5, y: 1e-9), phase: .cancelled),
        ])
        XCTAssertEqual(frame.jsonLine, "{\"t\": 0.016667, \"touches\": [{\"id\": 1, \"phase\": \"began\", \"x\": 640.00, "
                       + "\"y\": 400.00}, {\"id\": 12, \"phase\": \"cancelled\", \"x\": -0.50, \"y\": 0.00}]}")
        XCTAssertEqual(TouchFrame(time: 2, touches: []).jsonLine, "{\"t\": 2.000000, \"touches\": []}")
    }

    func testEveryLineIsValidJSON() throws {
        var script = GestureScript()
        script.tap(at: Point(x: 10, y: 20), fingers: 3)
        for frame in TraceSynthesizer().recording(for: script).touchFrames() {
            let object = try JSONSerialization.jsonObject(with: Data(frame.jsonLine.utf8)) as? [String: Any]
            XCTAssertNotNil(object?["t"] as? Double)
            XCTAssertEqual((object?["touches"] as? [[String: Any]])?.count, frame.touches.count)
        }
    }
}
