import FlickGestures
import FlickInput
import FlickTesting
import FlickUI
import Foundation
import XCTest

/// Recordings played from memory or a file land where they were made.
final class WindowTesterReplayTests: XCTestCase {
    private func tapScript() -> GestureScript {
        var script = GestureScript(start: 0.1)
        script.tap(at: Point(x: 640, y: 400))
        return script
    }

    private func tapLocations(_ play: (WindowTester) throws -> Void) rethrows -> [Point] {
        let window = Window(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
        let tap = TapGestureRecognizer()
        var locations: [Point] = []
        tap.addTarget { locations.append($0.values.location) }
        window.addGestureRecognizer(tap)
        let tester = WindowTester(window: window)
        try play(tester)
        return locations
    }

    func testEvemuTextBytesAndFilesReplayAlike() throws {
        let evemu = TraceSynthesizer(seed: 3).evemu(for: tapScript())
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flick-testing-\(UUID().uuidString).evemu")
        try Data(evemu.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let fromText = try tapLocations { try $0.replay(evemu: evemu) }
        XCTAssertEqual(fromText.count, 1)
        XCTAssertEqual(fromText.first?.x ?? 0, 640, accuracy: 1)
        XCTAssertEqual(fromText.first?.y ?? 0, 400, accuracy: 1)
        XCTAssertEqual(try tapLocations { try $0.replay(evemu: Data(evemu.utf8)) }, fromText)
        XCTAssertEqual(try tapLocations { try $0.replay(contentsOf: file) }, fromText)
    }

    func testARecordingThatDoesNotParseSaysWhere() {
        let tester = WindowTester(window: Window(frame: Rect(x: 0, y: 0, width: 100, height: 100)))
        XCTAssertThrowsError(try tester.replay(evemu: "N: pad\nE: not an event\n", name: "broken.evemu")) { error in
            XCTAssertTrue("\(error)".hasPrefix("broken.evemu:"), "\(error)")
        }
    }
}
