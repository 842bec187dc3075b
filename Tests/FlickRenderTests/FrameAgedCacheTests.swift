import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport
import XCTest

@testable import FlickRender

/// The renderer's one cache rule: entries age by frames unused and go least recently used
/// first past the byte budget, never while used in the frame that ends.
final class FrameAgedCacheTests: XCTestCase {
    /// A cache of strings whose dropped values are recorded in `released`.
    private final class Recorder {
        var released: [String] = []
    }

    private func cache(
        maximumAge: Int = 3, budgetBytes: Int = 1_000, retainedCount: Int = 0,
        recorder: Recorder
    ) -> FrameAgedCache<Int, String> {
        FrameAgedCache(maximumAge: maximumAge, budgetBytes: budgetBytes, retainedCount: retainedCount) {
            recorder.released.append($0)
        }
    }

    func testEntriesUnusedForTheMaximumAgeAreDroppedAndUsedOnesAreKept() {
        let recorder = Recorder()
        let c = cache(maximumAge: 3, recorder: recorder)
        c.insert("a", for: 1, bytes: 10)
        c.insert("b", for: 2, bytes: 20)
        c.endFrame()
        for _ in 0..<2 {
            XCTAssertEqual(c.value(for: 2), "b")
            XCTAssertEqual(c.endFrame(), 0)
        }
        // "a" has gone unused for frames 1 and 2; frame 3 is its third.
        XCTAssertEqual(c.peek(1), "a", "peeking does not use it")
        XCTAssertEqual(c.endFrame(), 1)
        XCTAssertNil(c.peek(1))
        XCTAssertEqual(c.peek(2), "b")
        XCTAssertEqual(recorder.released, ["a"])
        XCTAssertEqual(c.bytes, 20)
        XCTAssertEqual(c.count, 1)
        XCTAssertEqual(c.evictions, 1)
    }

    func testPastTheBudgetTheLeastRecentlyUsedGoFirst() {
        let recorder = Recorder()
        let c = cache(maximumAge: 100, budgetBytes: 100, recorder: recorder)
        c.insert("old", for: 1, bytes: 40)
        c.endFrame()
        c.insert("middle", for: 2, bytes: 40)
        c.endFrame()
        _ = c.value(for: 1)
        c.endFrame()
        // Used last: "old" in frame 2, "middle" in frame 1. 120 bytes: one must go.
        c.insert("new", for: 3, bytes: 40)
        XCTAssertEqual(c.bytes, 120, "over the budget only until the frame ends")
        XCTAssertEqual(c.endFrame(), 1)
        XCTAssertEqual(recorder.released, ["middle"])
        XCTAssertEqual(c.bytes, 80)
        XCTAssertEqual(c.evictions, 1)
    }

    func testAnEntryUsedInTheFrameIsNeverEvicted() {
        let recorder = Recorder()
        let c = cache(maximumAge: 1, budgetBytes: 50, recorder: recorder)
        c.insert("a", for: 1, bytes: 60)
        c.insert("b", for: 2, bytes: 60)
        XCTAssertFalse(c.makeRoom(for: 10), "the frame's entries cannot make room")
        // Both used in this frame: kept past the budget.
        XCTAssertEqual(c.endFrame(), 0)
        XCTAssertEqual(c.count, 2)
        _ = c.value(for: 2)
        XCTAssertFalse(c.canFit(0), "b alone is past the budget")
        XCTAssertEqual(c.endFrame(), 1)
        XCTAssertEqual(recorder.released, ["a"])
        XCTAssertEqual(c.peek(2), "b")
    }

    func testMakingRoomDropsOnlyWhatIsNeededOfEntriesNotUsedInTheFrame() {
        let recorder = Recorder()
        let c = cache(maximumAge: 100, budgetBytes: 100, recorder: recorder)
        c.insert("a", for: 1, bytes: 30)
        c.insert("b", for: 2, bytes: 30)
        c.endFrame()
        _ = c.value(for: 2)
        c.insert("c", for: 3, bytes: 30)
        XCTAssertTrue(c.makeRoom(for: 10), "100 bytes fit as they are")
        XCTAssertEqual(recorder.released, [])
        XCTAssertTrue(c.makeRoom(for: 30))
        XCTAssertEqual(recorder.released, ["a"])
        XCTAssertFalse(c.makeRoom(for: 50), "b and c are this frame's")
        XCTAssertEqual(c.count, 2)
    }

    func testRetainedEntriesOutliveTheirAgeButNotTheBudget() {
        let recorder = Recorder()
        let c = cache(maximumAge: 1, budgetBytes: 100, retainedCount: 2, recorder: recorder)
        c.insert("a", for: 1, bytes: 10)
        c.insert("b", for: 2, bytes: 10)
        c.insert("c", for: 3, bytes: 10)
        c.endFrame()
        _ = c.value(for: 2)
        XCTAssertEqual(c.endFrame(), 1, "only down to the retained count")
        XCTAssertEqual(c.count, 2)
        c.budget.budgetBytes = 5
        c.endFrame()
        XCTAssertEqual(c.count, 0, "the budget drops retained entries too")
        XCTAssertEqual(Set(recorder.released), ["a", "b", "c"])
    }

    func testAKeyWhoseSourceChangedIsReplacedAndTheOldValueReleased() {
        let recorder = Recorder()
        let c = cache(recorder: recorder)
        c.insert("version 1", for: 1, bytes: 10)
        c.insert("version 2", for: 1, bytes: 25)
        XCTAssertEqual(c.peek(1), "version 2")
        XCTAssertEqual(c.bytes, 25)
        XCTAssertEqual(c.count, 1)
        XCTAssertEqual(recorder.released, ["version 1"])
        XCTAssertEqual(c.evictions, 0, "a replacement is no eviction")
    }

    func testUpdatingInPlaceMarksTheEntryUsedAndSetsItsCost() {
        let recorder = Recorder()
        let c = cache(maximumAge: 2, recorder: recorder)
        c.insert("a", for: 1, bytes: 1)
        c.endFrame()
        let length = c.update(1, bytes: { $0.count }) { value -> Int in
            value += "bcd"
            return value.count
        }
        XCTAssertEqual(length, 4)
        XCTAssertEqual(c.bytes, 4)
        XCTAssertNil(c.update(2, bytes: { $0.count }) { _ in 0 })
        c.endFrame()
        XCTAssertEqual(c.endFrame(), 0, "used in frame 1: its second unused frame ends")
        XCTAssertEqual(c.endFrame(), 1)
    }

    func testRemovingReleasesAndEverythingIsReleasedOnce() {
        let recorder = Recorder()
        var c: FrameAgedCache<Int, String>? = cache(recorder: recorder)
        c?.insert("a", for: 1, bytes: 1)
        c?.insert("b", for: 2, bytes: 1)
        c?.insert("c", for: 3, bytes: 1)
        XCTAssertEqual(c?.remove(1), true)
        XCTAssertEqual(c?.remove(1), false)
        c?.removeAll { key, usedThisFrame in key == 2 && usedThisFrame }
        XCTAssertEqual(c?.bytes, 1)
        c = nil
        XCTAssertEqual(recorder.released, ["a", "b", "c"])
    }

    func testTheRendererCountsWhatItsCachesHold() throws {
        let r = try HeadlessRenderer(pixelWidth: 8, pixelHeight: 8)
        r.renderer.retainedTextureCount = 0
        r.renderer.tracksDamage = false
        let image = Bitmap(width: 2, height: 3, fill: RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
        var list = DisplayList()
        list.draw(image, in: Rect(x: 0, y: 0, width: 8, height: 8))
        try r.render(list)
        XCTAssertEqual(r.renderer.counters.cachedEntries, 1)
        XCTAssertEqual(r.renderer.counters.cachedBytes, 2 * 3 * 4)
        for _ in 0..<TextureCache.evictionAgeFrames { try r.render(DisplayList()) }
        XCTAssertEqual(r.renderer.counters.cachedEntries, 0)
        XCTAssertEqual(r.renderer.counters.cachedBytes, 0)
        XCTAssertEqual(r.renderer.counters.cacheEvictions, 1)
    }
}
