import FlickBenchmarks
import FlickInput
import FlickRuntime
import FlickScene
import XCTest

final class CollectionBenchmarkSceneTests: XCTestCase {
    /// The `flick bench collection` workload scrolls, and its live cells stay the visible
    /// items plus at most a row (8 items) on every frame of its flicks.
    func testTheFlicksScrollTheGridAndTheCellsStayBounded() {
        let scene = CollectionBenchmarkScene()
        let view = scene.collectionView
        let flicks = ScriptedDrag.flicks(
            start: 0.1, duration: 3, period: 0.6, rate: 120, from: Point(x: 400, y: 450),
            travel: Point(x: 0, y: -300), flickDuration: 0.05)
        var farthest = 0.0, mostCells = 0
        var pending = flicks[...]
        for frame in 1...360 {
            let time = Double(frame) / 120
            while let frame = pending.first, frame.time <= time {
                scene.window.handle(frame)
                pending = pending.dropFirst()
            }
            scene.window.advance(to: time)
            _ = scene.window.prepareFrame(at: time)
            farthest = max(farthest, view.contentOffset.y)
            let cells = view.subviews.filter { $0.name == nil && $0.frame.width == 80 }
            let visible = cells.filter { $0.frame.intersects(view.bounds) }.count
            mostCells = max(mostCells, cells.count)
            XCTAssertLessThanOrEqual(cells.count, visible + 8, "at time \(time)")
        }
        XCTAssertGreaterThan(farthest, 1000, "flung")
        XCTAssertGreaterThanOrEqual(mostCells, 56, "8 columns by 7 rows on screen")
        XCTAssertLessThan(view.visibleCells.count + view.queuedViewCount, 100, "cells reused, not made per item")
    }
}
