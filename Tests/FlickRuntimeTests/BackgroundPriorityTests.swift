import FlickAnimation
import FlickInput
import FlickRuntime
import FlickScene
import Synchronization
import XCTest

final class BackgroundPriorityTests: XCTestCase {
    func testTilesAreDrawnOnLoweredThreadsAndTheCallerKeepsItsPriority() {
        let before = BackgroundPriority.currentNiceness
        let seen = Mutex([Int32]())
        let worker = BackgroundTileWorker { canvas, request in
            seen.withLock { $0.append(BackgroundPriority.currentNiceness) }
            BackgroundTileWorkerTests.paint(&canvas, request)
        }
        var content = TiledContent(grid: TileGrid(contentSize: Size(width: 1024, height: 1024), keepBuffer: 0))
        worker.submit(content.update(visible: Rect(x: 0, y: 0, width: 600, height: 300), zoom: 1))
        worker.waitUntilIdle()
        XCTAssertEqual(worker.takeFinished().count, 6)
        XCTAssertEqual(seen.withLock { $0 }, Array(repeating: BackgroundPriority.niceness, count: 6))
        XCTAssertEqual(BackgroundPriority.currentNiceness, before, "the frame thread is untouched")
    }

    func testLoweringNeverRaisesAThreadAlreadyLower() {
        let result = Mutex([Int32]())
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            BackgroundPriority.lowerCurrentThread()
            let first = BackgroundPriority.currentNiceness
            BackgroundPriority.lowerCurrentThread()
            result.withLock { $0 = [first, BackgroundPriority.currentNiceness] }
            done.signal()
        }
        thread.start()
        done.wait()
        XCTAssertEqual(result.withLock { $0 }, [BackgroundPriority.niceness, BackgroundPriority.niceness])
    }
}
