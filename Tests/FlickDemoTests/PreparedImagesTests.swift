@testable import flick_demo
import FlickScene
import Synchronization
import XCTest

final class PreparedImagesTests: XCTestCase {
    /// A 1×1 image whose red channel is its index, counting the draws.
    final class Painter: Sendable {
        let draws = Mutex([Int]())
        func draw(_ index: Int) -> Bitmap {
            draws.withLock { $0.append(index) }
            var b = Bitmap(width: 1, height: 1)
            b[0, 0] = RGBA8(red: UInt8(index), green: 0, blue: 0, alpha: 255)
            return b
        }
    }

    func testWithoutBackgroundImagesAreDrawnWhenFirstAskedForAndOnlyOnce() {
        let painter = Painter()
        let images = PreparedImages(count: 4, work: .inline, draw: painter.draw)
        XCTAssertEqual(painter.draws.withLock { $0 }, [], "nothing drawn up front")
        XCTAssertEqual(images[2][0, 0].red, 2)
        XCTAssertEqual(images[2].identity, images[2].identity, "the same bitmap again (one texture)")
        XCTAssertEqual(painter.draws.withLock { $0 }, [2])
        XCTAssertEqual(images.drawnOnDemand, 1)
    }

    func testBetweenFramesEveryImageIsDrawnByTheFirstDrawPending() {
        let painter = Painter()
        let images = PreparedImages(count: 3, work: .betweenFrames, draw: painter.draw)
        XCTAssertEqual(painter.draws.withLock { $0 }, [])
        XCTAssertEqual(images[1][0, 0].red, 1, "asked for early: drawn on the spot")
        images.drawPending()
        XCTAssertEqual(painter.draws.withLock { $0 }, [1, 0, 2], "the rest, and image 1 not again")
        images.drawPending()
        XCTAssertEqual(painter.draws.withLock { $0 }.count, 3)
        XCTAssertEqual(images.drawnOnDemand, 1)
    }

    func testInTheBackgroundEveryImageIsReadyBeforeItIsAskedFor() {
        let painter = Painter()
        let images = PreparedImages(count: 5, work: .background, draw: painter.draw)
        images.waitUntilIdle()
        XCTAssertEqual(painter.draws.withLock { $0 }, [0, 1, 2, 3, 4], "all drawn on the queue, in order")
        for index in 0..<5 { XCTAssertEqual(images[index][0, 0].red, UInt8(index)) }
        XCTAssertEqual(images.drawnOnDemand, 0, "the frame loop drew none")
        XCTAssertEqual(painter.draws.withLock { $0 }.count, 5)
    }
}
