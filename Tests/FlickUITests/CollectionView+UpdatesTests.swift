import FlickInput
import Foundation
import FlickScene
import FlickScroll
import FlickTestSupport
@testable import FlickUI
import XCTest

final class CollectionViewUpdatesTests: XCTestCase {
    func testInsertedItemsFadeInAndTheOthersSlideToTheirNewPlaces() throws {
        let (window, view, source) = makeGrid([30])
        let moved = try XCTUnwrap(view.cellForItem(at: CollectionIndexPath(item: 2)))
        source.items[0].insert("new", at: 1)
        view.insertItems(at: [CollectionIndexPath(item: 1)])
        XCTAssertNil(view.lastUpdateError)
        let inserted = try XCTUnwrap(view.cellForItem(at: CollectionIndexPath(item: 1)))
        XCTAssertEqual(inserted.name, "new")
        XCTAssertTrue(view.cellForItem(at: CollectionIndexPath(item: 3)) === moved)
        XCTAssertEqual(moved.frame, Rect(x: 0, y: 110, width: 100, height: 100), "model at its new place")
        XCTAssertTrue(moved.layer.hasAnimations, "sliding")
        XCTAssertEqual(inserted.alpha, 1)
        XCTAssertTrue(inserted.layer.hasAnimations, "fading in")
        window.play([], settle: Double(CollectionView.updateAnimationDuration) + 0.1)
        XCTAssertFalse(moved.layer.hasAnimations)
        XCTAssertEqual(view.numberOfItems(inSection: 0), 31)
    }

    func testDeletedItemsFadeOutAndAreQueuedWhenTheAnimationEnds() throws {
        let (window, view, source) = makeGrid([30])
        let deleted = try XCTUnwrap(view.cellForItem(at: CollectionIndexPath(item: 0)))
        let next = try XCTUnwrap(view.cellForItem(at: CollectionIndexPath(item: 1)))
        source.items[0].remove(at: 0)
        view.deleteItems(at: [CollectionIndexPath(item: 0)])
        XCTAssertNil(view.lastUpdateError)
        XCTAssertTrue(view.cellForItem(at: CollectionIndexPath(item: 0)) === next)
        XCTAssertEqual(deleted.alpha, 0)
        XCTAssertEqual(view.disappearingViewCount, 1)
        XCTAssertTrue(deleted.superview === view, "still fading")
        window.play([], settle: 0.4)
        XCTAssertEqual(view.disappearingViewCount, 0)
        XCTAssertNil(deleted.superview)
        XCTAssertEqual(next.frame.minX, 0)
    }

    func testAMovedItemSlidesToItsNewPlaceAndKeepsItsSelection() throws {
        let (window, view, source) = makeGrid([30])
        view.selectItem(at: CollectionIndexPath(item: 0))
        let cell = try XCTUnwrap(view.cellForItem(at: CollectionIndexPath(item: 0)))
        let item = source.items[0].remove(at: 0)
        source.items[0].insert(item, at: 5)
        view.moveItem(at: CollectionIndexPath(item: 0), to: CollectionIndexPath(item: 5))
        XCTAssertNil(view.lastUpdateError)
        XCTAssertTrue(view.cellForItem(at: CollectionIndexPath(item: 5)) === cell)
        XCTAssertEqual(view.indexPathsForSelectedItems, [CollectionIndexPath(item: 5)])
        XCTAssertTrue(cell.layer.hasAnimations)
        window.play([], settle: 0.4)
        XCTAssertEqual(cell.frame, Rect(x: 220, y: 110, width: 100, height: 100))
        XCTAssertTrue(cell.isSelected)
    }

    func testCountsThatDoNotMatchAnInsertAreReportedAndTheViewReloads() throws {
        let (_, view, source) = makeGrid([30])
        // The data source forgot to add the item it announces.
        view.insertItems(at: [CollectionIndexPath(item: 3)])
        let message = try XCTUnwrap(view.lastUpdateError)
        XCTAssertTrue(message.contains("collection view grid"), message)
        XCTAssertTrue(
            message.contains(
                "section 0: 30 items before, 0 deleted or moved out, 1 inserted or moved in, "
                    + "but the data source now has 30 items (expected 31)"), message)
        XCTAssertTrue(message.contains("reloading"), message)
        XCTAssertEqual(view.numberOfItems(inSection: 0), source.items[0].count)
        XCTAssertEqual(view.visibleCells.count, 15, "recovered by reloading")
    }

    func testAnOutOfRangeDeleteOrInsertIsReportedNamingThePath() throws {
        let (_, view, source) = makeGrid([30])
        view.deleteItems(at: [CollectionIndexPath(item: 40)])
        XCTAssertTrue(
            try XCTUnwrap(view.lastUpdateError).contains(
                "cannot delete or move section 0, item 40, which "
                    + "does not exist (section 0 had 30 items)"))
        source.items[0].append("more")
        view.insertItems(at: [CollectionIndexPath(item: 50)])
        XCTAssertTrue(
            try XCTUnwrap(view.lastUpdateError).contains(
                "cannot insert section 0, item 50 into a section "
                    + "of 31 items"))
        XCTAssertEqual(view.numberOfItems(inSection: 0), 31)
    }

    func testABatchReadsDeletionsBeforeAndInsertionsAfterAndCompletesOnce() throws {
        let (window, view, source) = makeGrid([10])
        let third = try XCTUnwrap(view.cellForItem(at: CollectionIndexPath(item: 3)))
        // Delete items 0 and 1 (old paths) and insert one at 0 (new path), as UIKit reads them.
        source.items[0].removeSubrange(0...1)
        source.items[0].insert("new", at: 0)
        var completions: [Bool] = []
        view.performBatchUpdates({
            view.insertItems(at: [CollectionIndexPath(item: 0)])
            view.deleteItems(at: [CollectionIndexPath(item: 0), CollectionIndexPath(item: 1)])
        }, completion: { completions.append($0) })
        XCTAssertNil(view.lastUpdateError)
        XCTAssertTrue(view.cellForItem(at: CollectionIndexPath(item: 2)) === third, "old 3 is new 2")
        XCTAssertEqual(view.cellForItem(at: CollectionIndexPath(item: 0))?.name, "new")
        XCTAssertEqual(completions, [], "not before the animation ends")
        window.play([], settle: CollectionView.updateAnimationDuration + 0.1)
        XCTAssertEqual(completions, [true])
        XCTAssertEqual(view.numberOfItems(inSection: 0), 9)
    }

    func testSectionsMayBeNamedByAnyIndexSequenceInAnyOrder() {
        let (_, view, source) = makeGrid([1, 1, 1, 1])
        source.items.removeSubrange(1...2)
        source.items.append(["x"])
        view.performBatchUpdates({
            view.deleteSections([2, 1, 2])  // unsorted, repeated: as the index set {1, 2}
            view.insertSections(2..<3)
        })
        XCTAssertNil(view.lastUpdateError)
        XCTAssertEqual(view.numberOfSections, 3)
        XCTAssertEqual(view.cellForItem(at: CollectionIndexPath(item: 0, section: 2))?.name, "x")
    }

    func testSectionsAreInsertedAndDeletedWithTheirItems() throws {
        let (window, view, source) = makeGrid([2, 2, 2])
        let lastSection = try XCTUnwrap(view.cellForItem(at: CollectionIndexPath(item: 0, section: 2)))
        source.items.remove(at: 0)
        source.items.insert(["a", "b", "c"], at: 1)
        view.performBatchUpdates({
            view.deleteSections(IndexSet(integer: 0))
            view.insertSections(IndexSet(integer: 1))
        })
        XCTAssertNil(view.lastUpdateError)
        XCTAssertEqual(view.numberOfSections, 3)
        XCTAssertEqual(view.numberOfItems(inSection: 1), 3)
        XCTAssertTrue(
            view.cellForItem(at: CollectionIndexPath(item: 0, section: 2)) === lastSection,
            "old section 2 stays section 2: one deleted before it, one inserted before it")
        XCTAssertEqual(view.cellForItem(at: CollectionIndexPath(item: 2, section: 1))?.name, "c", "new items made")
        window.play([], settle: 0.4)
        XCTAssertEqual(view.disappearingViewCount, 0)
    }

    func testAReloadedItemGetsANewCellInPlace() throws {
        let (window, view, source) = makeGrid([6])
        let old = try XCTUnwrap(view.cellForItem(at: CollectionIndexPath(item: 4)))
        source.items[0][4] = "changed"
        view.reloadItems(at: [CollectionIndexPath(item: 4)])
        let new = try XCTUnwrap(view.cellForItem(at: CollectionIndexPath(item: 4)))
        XCTAssertEqual(new.name, "changed")
        XCTAssertEqual(old.alpha, 0, "the old cell fades out")
        XCTAssertEqual(new.frame, old.frame)
        window.play([], settle: 0.4)
        XCTAssertNil(old.superview)
    }

    func testABatchThatContradictsTheDataSourceCompletesFalseAndReloads() {
        let (_, view, source) = makeGrid([5])
        source.items[0].removeLast()
        var completions: [Bool] = []
        view.performBatchUpdates({ view.insertItems(at: [CollectionIndexPath(item: 0)]) }, completion: {
            completions.append($0)
        })
        XCTAssertEqual(view.lastUpdateError?.contains("section 0: 5 items before"), true, view.lastUpdateError ?? "")
        XCTAssertEqual(view.numberOfItems(inSection: 0), 4, "reloaded from the data source")
        source.items.append(["x"])
        view.insertSections(IndexSet(integer: 5))
        XCTAssertEqual(view.lastUpdateError?.contains("cannot insert section 5"), true, view.lastUpdateError ?? "")
        XCTAssertEqual(view.numberOfSections, 2)
    }
}
