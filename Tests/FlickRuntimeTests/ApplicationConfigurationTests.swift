import FlickGestures
import FlickInput
import FlickRuntime
import FlickUI
import XCTest

/// `ApplicationConfiguration.Input.replayText`: a recording held in memory plays like a file.
final class ApplicationConfigurationTests: XCTestCase {
    func testARecordingInMemoryReplaysHeadless() throws {
        var script = GestureScript(start: 0.1)
        script.tap(at: Point(x: 300, y: 200))
        let evemu = TraceSynthesizer(seed: 5).evemu(for: script)
        let window = Window(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
        let tap = TapGestureRecognizer()
        var locations: [Point] = []
        tap.addTarget { locations.append($0.values.location) }
        window.addGestureRecognizer(tap)
        let report = try Application(window: window).run(
            ApplicationConfiguration(input: .replayText(evemu, name: "tap in memory"), headless: true),
            clock: ManualFrameClock(start: 10))
        XCTAssertEqual(locations.count, 1, "one tap, routed by the window")
        XCTAssertEqual(locations.first?.x ?? 0, 300, accuracy: 1)
        XCTAssertEqual(locations.first?.y ?? 0, 200, accuracy: 1)
        XCTAssertGreaterThan(report.touchFrames, 0)
    }

    func testTextThatDoesNotParseIsRefusedWithItsName() {
        let app = Application(window: Window(frame: Rect(x: 0, y: 0, width: 100, height: 100)))
        XCTAssertThrowsError(
            try app.run(
                ApplicationConfiguration(input: .replayText("N: pad\nE: nonsense\n", name: "scripted"), headless: true),
                clock: ManualFrameClock())
        ) { error in
            XCTAssertTrue("\(error)".hasPrefix("cannot replay scripted: scripted:"), "\(error)")
        }
    }
}
