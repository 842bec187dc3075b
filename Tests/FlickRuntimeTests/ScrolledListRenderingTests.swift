import FlickInput
import FlickRender
import FlickScene
import FlickTestSupport
import FlickUI
import XCTest

/// A real list dragged by touch and flung, drawn by a damage-tracked software renderer (which
/// moves the list's pixels when its content offset moves by whole pixels) and by one that draws
/// every frame whole: the same pixels in every frame.
final class ScrolledListRenderingTests: XCTestCase {
    func testADraggedAndFlungListIsThePixelsOfFullRedrawsFrameByFrame() throws {
        let scene = ListBenchmarkScene(rows: 300)
        let size = ListBenchmarkScene.size
        let tracked = try HeadlessRenderer(pixelWidth: Int(size.width), pixelHeight: Int(size.height), opaque: true)
        let full = try HeadlessRenderer(pixelWidth: Int(size.width), pixelHeight: Int(size.height), opaque: true)
        full.renderer.tracksDamage = false
        // Up by 4 points a frame at 120 Hz (whole pixels), then a lift that flings on.
        let drag = TraceBuilder.drag(from: Point(x: 300, y: 500), by: Point(x: 0, y: -240), duration: 0.5, start: 1)
        var frames = 0, wholeSteps = 0, offset = 0.0
        func draw(at time: Double) throws {
            scene.window.advance(to: time)
            let list = scene.window.displayList(at: time, contentsRenderer: CanvasContentsRenderer())
            let step = scene.list.contentOffset.y - offset
            if step != 0, step == step.rounded() { wholeSteps += 1 }
            offset = scene.list.contentOffset.y
            let a = try tracked.render(list), b = try full.render(list)
            XCTAssertTrue(
                a.pixels == b.pixels,
                "frame \(frames) at \(time) s (offset \(scene.list.contentOffset.y)): pixels differ")
            frames += 1
        }
        for frame in drag {
            scene.handle(frame)
            try draw(at: frame.time)
        }
        var time = drag.last!.time
        for _ in 0..<60 {
            time += 1.0 / 120
            try draw(at: time)
        }
        XCTAssertGreaterThan(scene.list.contentOffset.y, 200, "dragged and flung")
        // The drag's steps are whole points (pixels): each moved pixels; the fling's are not.
        XCTAssertGreaterThan(wholeSteps, 50)
        XCTAssertEqual(tracked.renderer.counters.pixelMoves, wholeSteps)
    }
}
