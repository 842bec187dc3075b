import FlickInput
import FlickScene
import FlickTestSupport
import XCTest

@testable import FlickRender

/// The renderer's caches draw from one byte budget: past it the least recently used entries
/// go whichever cache keeps them, never one used in the frame that ends.
final class RenderCacheBudgetTests: XCTestCase {
    /// The values each cache released, in order.
    private final class Recorder {
        var released: [String] = []
    }

    private func cache(_ budget: RenderCacheBudget, maximumAge: Int = 100, _ recorder: Recorder)
        -> FrameAgedCache<Int, String>
    {
        FrameAgedCache(maximumAge: maximumAge, budget: budget) { recorder.released.append($0) }
    }

    /// Two caches sharing a budget of 100 bytes, releasing into one recorder.
    private func twoCaches() -> (RenderCacheBudget, Recorder, FrameAgedCache<Int, String>, FrameAgedCache<Int, String>) {
        let budget = RenderCacheBudget(budgetBytes: 100)
        let recorder = Recorder()
        return (budget, recorder, cache(budget, recorder), cache(budget, recorder))
    }

    func testACacheUnderPressureTakesTheRoomOfAnotherCachesStaleEntries() {
        let (budget, recorder, textures, copies) = twoCaches()
        textures.insert("stale texture", for: 1, bytes: 60)
        budget.endFrame()
        XCTAssertTrue(copies.makeRoom(for: 60), "the other cache's entry, unused this frame, can go")
        XCTAssertEqual(recorder.released, ["stale texture"])
        copies.insert("copy", for: 1, bytes: 60)
        XCTAssertEqual(budget.bytes, 60)
        XCTAssertEqual(textures.evictions, 1)
        XCTAssertEqual(copies.evictions, 0)
    }

    func testPastTheBudgetTheLeastRecentlyUsedGoFirstAcrossCaches() {
        let (budget, recorder, a, b) = twoCaches()
        a.insert("a old", for: 1, bytes: 30)
        budget.endFrame()
        b.insert("b middle", for: 1, bytes: 30)
        budget.endFrame()
        a.insert("a new", for: 2, bytes: 30)
        budget.endFrame()
        // 120 bytes at the frame's end: the oldest entry goes, from the cache that did not ask.
        b.insert("b now", for: 2, bytes: 30)
        XCTAssertEqual(budget.endFrame(), 1)
        XCTAssertEqual(recorder.released, ["a old"])
        XCTAssertEqual(budget.bytes, 90)
        XCTAssertEqual(a.bytes + b.bytes, budget.bytes)
    }

    func testAnEntryUsedInTheFrameIsNeverDropped() {
        let (budget, recorder, a, b) = twoCaches()
        a.insert("a", for: 1, bytes: 80)
        b.insert("b", for: 1, bytes: 80)
        XCTAssertFalse(a.canFit(1))
        XCTAssertFalse(b.makeRoom(for: 10), "no room: both entries are in use")
        XCTAssertEqual(budget.endFrame(), 0, "over the budget, but the frame needed both")
        XCTAssertEqual(budget.bytes, 160)
        XCTAssertEqual(b.value(for: 1), "b")
        XCTAssertEqual(budget.endFrame(), 1, "the next frame used only b")
        XCTAssertEqual(recorder.released, ["a"])
        XCTAssertEqual(budget.bytes, 80)
    }

    func testAfterEachFrameTheCachesKeepNoMoreThanTheBudget() {
        let budget = RenderCacheBudget(budgetBytes: 1_000)
        let recorder = Recorder()
        let caches = [cache(budget, maximumAge: 5, recorder), cache(budget, maximumAge: 30, recorder),
                      cache(budget, maximumAge: 8, recorder)]
        var random: UInt64 = 0x2545_F491
        func next(_ bound: Int) -> Int {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(random >> 33) % bound
        }
        for _ in 0..<400 {
            var usedBytes = 0
            for _ in 0..<next(5) {
                let cache = caches[next(caches.count)], key = next(40), bytes = 10 + next(190)
                if cache.value(for: key) == nil, usedBytes + bytes <= budget.budgetBytes, cache.makeRoom(for: bytes) {
                    cache.insert("entry", for: key, bytes: bytes)
                }
                usedBytes = caches.reduce(0) { $0 + $1.bytesUsed(inFrame: budget.frame) }
            }
            budget.endFrame()
            XCTAssertLessThanOrEqual(budget.bytes, budget.budgetBytes)
            XCTAssertEqual(budget.bytes, caches.reduce(0) { $0 + $1.bytes })
        }
        XCTAssertGreaterThan(caches.reduce(0) { $0 + $1.evictions }, 0, "the budget was under pressure")
    }

    func testTheRenderersCachesShareOneBudget() throws {
        let r = try HeadlessRenderer(pixelWidth: 8, pixelHeight: 8)
        r.renderer.tracksDamage = false
        let red = Bitmap(width: 4, height: 4, fill: RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        let blue = Bitmap(width: 4, height: 4, fill: RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
        // Room for one of the two textures: the one unused in a frame goes at its end, though
        // the texture cache keeps 96 however old within the budget.
        r.renderer.cacheBudget.budgetBytes = 4 * 4 * 4
        for (bitmap, destroyed) in [(red, 0), (blue, 1), (red, 2)] {
            var list = DisplayList()
            list.draw(bitmap, in: Rect(x: 0, y: 0, width: 8, height: 8))
            try r.render(list)
            XCTAssertEqual(r.renderer.counters.texturesDestroyed, destroyed)
            XCTAssertEqual(r.renderer.counters.cachedBytes, 4 * 4 * 4)
        }
        XCTAssertEqual(r.renderer.counters.peakCachedBytes, 4 * 4 * 4)
        XCTAssertEqual(r.renderer.counters.cacheEvictions, 2)
    }
}
