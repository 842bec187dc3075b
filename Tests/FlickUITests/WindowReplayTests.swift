import FlickEvdev
import FlickGestures
import FlickInput
import FlickTestSupport
import FlickUI
import XCTest

/// Real recordings (Recordings/*.evemu) through `Window.handle`, as a live device feeds it.
final class WindowReplayTests: XCTestCase {
    private let size = Size(width: 1280, height: 800)

    private func frames(_ name: String) throws -> [TouchFrame] {
        let path = SharedTraces.recordingsDirectory.appendingPathComponent(name + ".evemu").path
        try XCTSkipUnless(FileManager.default.fileExists(atPath: path), "\(path) not found")
        let recording = try RecordingFile.load(path: path)
        return recording.touchFrames(mapping: recording.mapping(windowSize: size))
    }

    /// A window with a full-size `card` and, behind it, the window's own recognizers.
    private func makeWindow() -> (Window, View) {
        let window = Window(frame: Rect(origin: .zero, size: size))
        let card = View(frame: window.bounds)
        card.name = "card"
        window.addSubview(card)
        return (window, card)
    }

    func testTapRecordingRecognizesTheCardsTap() throws {
        let (window, card) = makeWindow()
        let tap = TapGestureRecognizer(name: "tap"), pan = PanGestureRecognizer(name: "pan")
        card.addGestureRecognizer(tap)
        window.addGestureRecognizer(pan)
        let actions = ActionLog([tap, pan])
        window.run(try frames("tap"))
        XCTAssertEqual(actions.milestones, ["tap:recognized"])
        XCTAssertTrue(View.view(of: try XCTUnwrap(actions.events.first).recognizer) === card)
    }

    func testPinchOutRecordingPinchesTheCard() throws {
        let (window, card) = makeWindow()
        window.recordsExplanations = true
        let pinch = PinchGestureRecognizer(name: "pinch"), tap = TapGestureRecognizer(name: "tap")
        card.addGestureRecognizer(pinch)
        window.addGestureRecognizer(tap)
        let actions = ActionLog([pinch, tap])
        window.run(try frames("pinch-out"))
        XCTAssertEqual(actions.milestones, ["pinch:began", "pinch:ended"])
        let scale = try XCTUnwrap(actions.events.last(where: { $0.phase == .changed })).values.scale
        XCTAssertGreaterThan(scale, 1.5, "pinch out: the fingers spread")
        XCTAssertTrue(window.explanationLines().contains { $0.contains("tap@Window") && $0.contains("failed") })
    }

    func testDoubleTapRecordingThroughRequireToFail() throws {
        let (window, card) = makeWindow()
        let tap = TapGestureRecognizer(name: "tap")
        let doubleTap = TapGestureRecognizer(name: "doubleTap", numberOfTapsRequired: 2)
        window.addGestureRecognizer(tap)
        card.addGestureRecognizer(doubleTap)
        try tap.require(toFail: doubleTap)
        let actions = ActionLog([tap, doubleTap])
        window.run(try frames("double-tap"))
        XCTAssertEqual(actions.milestones, ["doubleTap:recognized"])
    }
}
