import FlickEvdev
import XCTest
import Foundation
import FlickInput
import FlickTestSupport
@testable import FlickScroll

/// The synthesized recordings in `Recordings/` (1280 × 800 window) through `ScrollReplay`,
/// the library side of `flick replay FILE --scroll --json`.
final class RecordingReplayTests: XCTestCase {
    private let window = Size(width: 1280, height: 800)

    private func replay(_ name: String, content: Size, paging: Bool = false, lock: Bool = false) throws -> [String] {
        let path = SharedTraces.recordingsDirectory.appendingPathComponent(name + ".evemu").path
        let frames = try RecordingFile.load(path: path).touchFrames()
        XCTAssertFalse(frames.isEmpty)
        return ScrollReplay.run(frames: frames, window: window, content: content, paging: paging, lock: lock)
    }

    private func objects(_ lines: [String]) -> [[String: Any]] {
        lines.compactMap { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] }
    }

    private func frames(_ lines: [String]) -> [[String: Any]] { objects(lines).filter { $0["state"] != nil } }

    private func event(_ name: String, _ lines: [String]) throws -> [String: Any] {
        try XCTUnwrap(objects(lines).first { $0["event"] as? String == name }, "no \(name)")
    }

    /// The states in order, consecutive repeats collapsed.
    private func stateRuns(_ lines: [String]) -> [String] {
        var runs: [String] = []
        for frame in frames(lines) {
            if let state = frame["state"] as? String, runs.last != state { runs.append(state) }
        }
        return runs
    }

    private func offset(_ object: [String: Any]?) -> [Double] { (object?["offset"] as? [Double]) ?? [] }

    func testPanFlingDeceleratesToTheAnnouncedTarget() throws {
        let lines = try replay("pan-fling", content: Size(width: 1280, height: 8000))
        XCTAssertEqual(objects(lines).count, lines.count)
        XCTAssertEqual(stateRuns(lines), ["tracking", "dragging", "decelerating", "idle"])
        let willEnd = try event("willEndDragging", lines)
        let velocity = try XCTUnwrap(willEnd["velocity"] as? [Double])
        // The finger flicks 250 pt up in 0.1 s: about 2500 pt/s of content velocity.
        XCTAssertEqual(velocity[0], 0)
        XCTAssertEqual(velocity[1], 2500, accuracy: 400)
        let target = try XCTUnwrap(willEnd["target"] as? [Double])
        XCTAssertEqual(offset(try event("didEndDecelerating", lines)), target)
        XCTAssertEqual(offset(frames(lines).last), target)
        // Released after 350 pt of finger travel (less the pan slop) and projected 0.4995·v further.
        let released = try XCTUnwrap(frames(lines).first { $0["state"] as? String == "decelerating" })
        XCTAssertEqual(offset(released)[1], 340, accuracy: 25)
        XCTAssertEqual(target[1] - offset(released)[1], 0.4995 * velocity[1], accuracy: 0.01 * velocity[1])
    }

    func testPagingFlickTurnsExactlyOnePage() throws {
        let lines = try replay("paging-flick", content: Size(width: 3840, height: 800), paging: true)
        XCTAssertEqual(stateRuns(lines), ["tracking", "dragging", "paging", "idle"])
        let willEnd = try event("willEndDragging", lines)
        XCTAssertEqual(willEnd["target"] as? [Double], [1280, 0])
        XCTAssertEqual((willEnd["velocity"] as? [Double])?[0] ?? 0, 1500, accuracy: 300)
        XCTAssertEqual(offset(try event("didEndDecelerating", lines)), [1280, 0])
        XCTAssertEqual(offset(frames(lines).last), [1280, 0])
        // The same flick without paging travels on past the page.
        let free = try replay("paging-flick", content: Size(width: 3840, height: 800))
        XCTAssertGreaterThan(offset(frames(free).last)[0], 800)
        XCTAssertNotEqual(offset(frames(free).last)[0], 1280)
    }

    func testDiagonalDragStaysFreeUnderTheDirectionalLock() throws {
        let locked = try replay("diagonal-drag", content: Size(width: 4000, height: 4000), lock: true)
        let free = try replay("diagonal-drag", content: Size(width: 4000, height: 4000), lock: false)
        XCTAssertEqual(locked, free)
        // Dragged towards the top-left corner: both axes stretch (rubber band), then spring back.
        let lastDrag = try XCTUnwrap(frames(locked).last { $0["state"] as? String == "dragging" })
        let stretched = offset(lastDrag)
        XCTAssertLessThan(stretched[0], -100)
        XCTAssertLessThan(stretched[1], -80)
        // 400 × 300 pt of travel: each axis shows RubberBand(raw) with d = the window size.
        XCTAssertEqual(stretched[0], -RubberBand.offset(forOverscroll: 400 * 0.98, dimension: 1280), accuracy: 15)
        XCTAssertEqual(stretched[1], -RubberBand.offset(forOverscroll: 300 * 0.98, dimension: 800), accuracy: 15)
        XCTAssertEqual(try event("willEndDragging", locked)["velocity"] as? [Double], [0, 0])
        XCTAssertEqual(stateRuns(locked), ["tracking", "dragging", "bouncing", "idle"])
        XCTAssertEqual(offset(frames(locked).last), [0, 0])
    }

    func testPinchOutZoomsAboutTheFingers() throws {
        let lines = try replay("pinch-out", content: window)
        // The pinch reads `dragging` in the contract's six states.
        XCTAssertEqual(stateRuns(lines), ["tracking", "dragging", "idle"])
        let last = try XCTUnwrap(frames(lines).last)
        let zoom = try XCTUnwrap(last["zoom"] as? Double)
        // 120 → 400 pt apart, less the pinch recognizer's 8 pt slop.
        XCTAssertEqual(zoom, 400.0 / 128, accuracy: 0.1)
        let o = offset(last)
        // The content under the centre of the pinch stays under it.
        XCTAssertEqual((o[0] + 640) / zoom, 640, accuracy: 2)
        XCTAssertEqual((o[1] + 400) / zoom, 400, accuracy: 2)
    }

    func testPinchInPastTheMinimumBouncesBack() throws {
        let lines = try replay("pinch-in", content: window)
        XCTAssertEqual(stateRuns(lines), ["tracking", "dragging", "bouncing", "idle"])
        let zooms = frames(lines).compactMap { $0["zoom"] as? Double }
        let smallest = try XCTUnwrap(zooms.min())
        XCTAssertLessThan(smallest, 0.5)
        XCTAssertGreaterThan(smallest, 0.25)
        XCTAssertEqual(zooms.last, 0.5)
        XCTAssertEqual(offset(frames(lines).last), [0, 0])
    }

    func testTapWhileMovingCatchesTheFlingWhereItIs() throws {
        let lines = try replay("tap-while-moving", content: Size(width: 1280, height: 8000))
        XCTAssertEqual(stateRuns(lines), ["tracking", "dragging", "decelerating", "tracking", "idle"])
        let caught = try XCTUnwrap(frames(lines).first { $0["state"] as? String == "tracking" && offset($0)[1] > 0 })
        // Stopped short of the target it was heading for, and stays there: no didEndDecelerating.
        let target = try XCTUnwrap(try event("willEndDragging", lines)["target"] as? [Double])
        XCTAssertLessThan(offset(caught)[1], target[1] - 50)
        XCTAssertEqual(offset(frames(lines).last), offset(caught))
        XCTAssertNil(objects(lines).first { $0["event"] as? String == "didEndDecelerating" })
    }

    func testDoubleTapRecordingZoomsIn() throws {
        let path = SharedTraces.recordingsDirectory.appendingPathComponent("double-tap.evemu").path
        let recorder = ScrollDelegateRecorder(zoomingSize: window)
        var view = ScrollModel(size: window, contentSize: window)
        view.maximumZoomScale = 2.5
        view.zoomsOnDoubleTap = true
        view.delegate = recorder
        for frame in try RecordingFile.load(path: path).touchFrames() { view.handle(frame) }
        XCTAssertEqual(view.state, .animating)
        view.runUntilIdle()
        XCTAssertEqual(view.zoomScale, 2.5, accuracy: 1e-9)
        // Tapped at the centre: the centre stays put.
        XCTAssertEqual((view.contentOffset.x + 640) / 2.5, 640, accuracy: 3)
        XCTAssertEqual((view.contentOffset.y + 400) / 2.5, 400, accuracy: 3)
    }
}
