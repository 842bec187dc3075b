import FlickAnimation
import FlickBenchmarks
import FlickInput
import FlickRender
import FlickScene
import FlickTestSupport
import FlickUI
import XCTest

/// A real list dragged by touch and flung, and a tiled map panned, drawn by a damage-tracked
/// software renderer (which moves the pixels of a scroll view's content when its offset moves
/// by whole pixels) and by one that draws every frame whole: the same pixels in every frame.
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
            let step = scene.list.bounds.origin.y - offset
            if step != 0, step == step.rounded() { wholeSteps += 1 }
            offset = scene.list.bounds.origin.y
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
        // The offset is shown snapped to pixels: every step, the drag's and the fling's, is whole
        // pixels and moved pixels instead of drawing them again.
        XCTAssertGreaterThan(wholeSteps, 100)
        XCTAssertEqual(tracked.renderer.counters.pixelMoves, wholeSteps)
    }

    func testAMapPannedByWholePixelsMovesItsTilesAndMatchesFullRedraws() throws {
        // A tiled map in a scroll view, dragged by 3 points a frame once its tiles have faded in.
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 240))
        let scroll = ScrollView(frame: window.bounds)
        let map = TiledView(
            frame: Rect(x: 0, y: 0, width: 2048, height: 2048),
            worker: SynchronousTileWorker { canvas, request in
                let r = request.contentRect
                canvas.fill(
                    r,
                    color: Color(
                        red: 0.3 + 0.1 * Double(request.key.column % 5), green: 0.6,
                        blue: 0.3 + 0.1 * Double(request.key.row % 5)))
                canvas.stroke(r, lineWidth: 2, color: .black)
            }, tileSize: 128)
        scroll.contentSize = map.bounds.size
        scroll.addSubview(map)
        window.addSubview(scroll)
        let tracked = try HeadlessRenderer(pixelWidth: 320, pixelHeight: 240, opaque: true)
        let full = try HeadlessRenderer(pixelWidth: 320, pixelHeight: 240, opaque: true)
        full.renderer.tracksDamage = false
        var frames = 0
        func draw(at time: Double) throws {
            window.advance(to: time)
            let list = window.displayList(at: time, contentsRenderer: CanvasContentsRenderer())
            let a = try tracked.render(list), b = try full.render(list)
            XCTAssertTrue(
                a.pixels == b.pixels, "frame \(frames) at \(time) s (offset \(scroll.contentOffset)): pixels differ")
            frames += 1
        }
        for k in 0..<60 { try draw(at: Double(k) / 60) }
        let drag = TraceBuilder.drag(
            from: Point(x: 200, y: 200), by: Point(x: -90, y: -60), duration: 0.25, start: 1, rate: 120)
        for frame in drag {
            window.handle(frame)
            try draw(at: frame.time)
        }
        XCTAssertGreaterThan(scroll.contentOffset.x, 40, "panned")
        XCTAssertGreaterThan(tracked.renderer.counters.pixelMoves, 10, "the tiles' pixels moved with the pan")
    }
}
