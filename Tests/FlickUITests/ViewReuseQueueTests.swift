import FlickInput
@testable import FlickUI
import XCTest

/// `ViewReuseQueue`: a view per item named, views of items gone queued and reused, reset on
/// the way, the views of items still named untouched.
final class ViewReuseQueueTests: XCTestCase {
    final class Marker: View {
        var item: Int?
        var resets = 0
    }

    private func makeQueue() -> ViewReuseQueue<Int, Marker> {
        ViewReuseQueue(makeView: { Marker() }, prepareForReuse: { $0.item = nil; $0.resets += 1 })
    }

    private func configure(_ view: Marker, _ item: Int) {
        view.item = item
        view.frame = Rect(x: Double(item) * 10, y: 0, width: 10, height: 10)
    }

    func testEachItemGetsAConfiguredViewInTheContainer() throws {
        let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let queue = makeQueue()
        queue.show([1, 2, 3, 2], in: container, configure: configure)
        XCTAssertEqual(Set(queue.visibleViews.keys), [1, 2, 3], "a repeated item counts once")
        XCTAssertEqual(queue.createdViewCount, 3)
        XCTAssertEqual(container.subviews.count, 3)
        for item in 1...3 {
            let view = try XCTUnwrap(queue.view(for: item))
            XCTAssertEqual(view.item, item)
            XCTAssertTrue(view.superview === container)
        }
        XCTAssertTrue(container.subviews.last === queue.view(for: 3), "added in order, the last in front")
    }

    func testViewsOfItemsGoneAreQueuedResetAndReusedForNewItems() throws {
        let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let queue = makeQueue()
        queue.show([1, 2, 3], in: container, configure: configure)
        let two = try XCTUnwrap(queue.view(for: 2)), three = try XCTUnwrap(queue.view(for: 3))
        two.alpha = 0.5
        queue.show([2, 3, 4, 5], in: container, configure: configure)
        XCTAssertTrue(queue.view(for: 2) === two, "an item still shown keeps its view and its state")
        XCTAssertEqual(two.alpha, 0.5)
        XCTAssertEqual(two.resets, 0)
        XCTAssertTrue(queue.view(for: 3) === three)
        XCTAssertEqual(queue.createdViewCount, 4, "1's view went to 4 or 5; one more was made")
        XCTAssertEqual(queue.queuedViewCount, 0)
        let reused = try XCTUnwrap([4, 5].compactMap { queue.view(for: $0) }.first { $0.resets == 1 })
        XCTAssertEqual(reused.frame.minX, Double(reused.item ?? -1) * 10, "configured again")
        queue.show([], in: container, configure: configure)
        XCTAssertTrue(queue.visibleViews.isEmpty)
        XCTAssertEqual(queue.queuedViewCount, 4)
        XCTAssertTrue(container.subviews.isEmpty, "queued views leave the container")
        XCTAssertTrue(queue.visibleViews.values.allSatisfy { $0.item == nil })
    }

    func testScrollingThroughManyItemsMakesOnlyAScreenfulOfViews() {
        let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let queue = makeQueue()
        for start in 0..<1_000 { queue.show(Array(start..<start + 10), in: container, configure: configure) }
        XCTAssertEqual(queue.createdViewCount, 10)
        XCTAssertEqual(container.subviews.count, 10)
        XCTAssertEqual(queue.visibleViews.keys.sorted(), Array(999..<1_009))
    }

    func testRemoveAllQueuesEveryView() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let queue = makeQueue()
        queue.show([1, 2], in: window, configure: configure)
        queue.removeAll()
        XCTAssertTrue(window.subviews.isEmpty)
        XCTAssertEqual(queue.queuedViewCount, 2)
        queue.show([7], in: window, configure: configure)
        XCTAssertEqual(queue.createdViewCount, 2, "reused")
        XCTAssertEqual(queue.view(for: 7)?.item, 7)
    }
}
