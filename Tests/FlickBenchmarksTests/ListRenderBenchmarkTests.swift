import FlickInput
import FlickBenchmarks
@testable import FlickRender
import FlickScene
import XCTest

/// The list scene of `flick bench render`: its script, and that its damage-tracked frames are
/// the pixels of frames drawn whole with every fast path off.
final class ListRenderBenchmarkTests: XCTestCase {
    func testTheScriptIsFiveFlingsOnWholePixelsThatComeToRest() {
        let offsets = ListRenderBenchmark.scriptOffsets()
        XCTAssertEqual(offsets.count, ListRenderBenchmark.flingCount * ListRenderBenchmark.framesPerFling)
        XCTAssertTrue(offsets.allSatisfy { $0 == $0.rounded() })
        for fling in 0..<ListRenderBenchmark.flingCount {
            let part = offsets[
                (fling * ListRenderBenchmark.framesPerFling)..<((fling + 1) * ListRenderBenchmark.framesPerFling)]
            XCTAssertEqual(part.sorted(), Array(part), "fling \(fling) moves one way")
            // 1500 pt/s at 60 Hz: 25 pt in the first frame, at rest (the same offset) at the end.
            XCTAssertEqual(part[part.startIndex + 1] - part[part.startIndex], 25, accuracy: 1)
            XCTAssertEqual(part[part.endIndex - 1], part[part.endIndex - 2])
        }
    }

    func testDamageTrackedFramesOfAFlingAreThePixelsOfPlainWholeFrames() throws {
        let size = ListRenderBenchmark.frameSize
        let tracked = try HeadlessRenderer(pixelWidth: size.width, pixelHeight: size.height, opaque: true)
        let plain = try HeadlessRenderer(pixelWidth: size.width, pixelHeight: size.height, opaque: true)
        plain.renderer.tracksDamage = false
        plain.renderer.options.fillsDirectly = false
        plain.renderer.options.skipsOccludedItems = false
        let offsets = ListRenderBenchmark.scriptOffsets()
        // The first fling's fast frames, its slow end, and the jump to the second.
        let frames = Array(0..<12) + Array(200..<208) + Array(238..<243)
        for frame in frames {
            let list = ListRenderBenchmark.displayList(offset: offsets[frame], engine: TextEngine.standard)
            let a = try tracked.render(list), b = try plain.render(list)
            XCTAssertTrue(a.pixels == b.pixels, "frame \(frame) (offset \(offsets[frame])): pixels differ")
        }
        XCTAssertGreaterThan(tracked.renderer.counters.directFills, 0)
        // The rows' pixels are moved in every frame whose offset moved by less than the list's
        // height since the frame drawn before.
        let moved = zip(frames.dropFirst(), frames).filter { frame, before in
            offsets[frame] != offsets[before] && abs(offsets[frame] - offsets[before]) < 100
        }
        XCTAssertEqual(tracked.renderer.counters.pixelMoves, moved.count)
        XCTAssertGreaterThan(moved.count, 12)
    }
}
