import FlickInput
import FlickScene
import FlickScroll
import FlickTestSupport
@testable import FlickUI
import XCTest

final class CollectionViewFlowLayoutTests: XCTestCase {
    func testTheFlowLayoutFillsRowsAndOnlyTheVisibleItemsHaveCells() throws {
        let (_, view, source) = makeGrid([100])
        // 320 pt across: 3 items of 100, 10 pt apart; rows 110 pt apart; 480 pt shows rows 0…4.
        XCTAssertEqual(view.visibleCells.count, 15)
        XCTAssertEqual(source.cellsMade, 15)
        XCTAssertEqual(
            view.cellForItem(at: CollectionIndexPath(item: 4))?.frame, Rect(x: 110, y: 110, width: 100, height: 100))
        XCTAssertEqual(view.contentSize, Size(width: 320, height: 34 * 110 - 10))
    }

    func testSectionsAndTheirHeadersAreLaidOutInOrder() throws {
        let layout = CollectionViewFlowLayout()
        layout.headerReferenceSize = Size(width: 0, height: 30)
        let (_, view, _) = makeGrid([4, 3], layout: layout)
        // Section 0: header 0…30, rows at 30 and 140 (ends 240); section 1: header 240…270.
        XCTAssertEqual(
            view.supplementaryView(
                forElementKind: CollectionViewFlowLayout.elementKindSectionHeader,
                at: CollectionIndexPath(item: 0, section: 1))?.frame,
            Rect(x: 0, y: 240, width: 320, height: 30))
        XCTAssertEqual(view.cellForItem(at: CollectionIndexPath(item: 3))?.frame.minY, 140)
        XCTAssertEqual(view.cellForItem(at: CollectionIndexPath(item: 0, section: 1))?.frame.minY, 270)
        XCTAssertEqual(view.collectionViewLayout.collectionViewContentSize.height, 370)
    }

    func testAHorizontalFlowLayoutFillsColumns() {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.sectionInset = EdgeInsets(left: 5, right: 5)
        let (_, view, _) = makeGrid([20], layout: layout)
        // 480 pt tall: 4 items of 100 per column (insets left/right act along the scrolling).
        XCTAssertEqual(view.cellForItem(at: CollectionIndexPath(item: 5))?.frame.minX, 5 + 110)
        XCTAssertEqual(view.cellForItem(at: CollectionIndexPath(item: 4))?.frame.minY, 0)
        XCTAssertEqual(view.contentSize.width, 5 + 5 * 110 - 10 + 5)
        XCTAssertEqual(view.contentSize.height, 480)
    }

    func testABoundsChangeInvalidatesTheFlowLayoutOnlyWhenItsWidthChanges() throws {
        let layout = CountingFlowLayout()
        let (window, view, source) = makeGrid([30], layout: layout)
        let prepared = layout.prepares
        view.contentOffset = Point(x: 0, y: 50)
        _ = window.prepareFrame(at: 0.1)
        XCTAssertEqual(layout.prepares, prepared, "a scroll keeps the layout")
        view.frame = Rect(x: 0, y: 0, width: 430, height: 480)
        _ = window.prepareFrame(at: 0.2)
        // 420 pt across: 4 items per row now.
        XCTAssertEqual(view.cellForItem(at: CollectionIndexPath(item: 4))?.frame.minY, 110)
        XCTAssertEqual(view.cellForItem(at: CollectionIndexPath(item: 3))?.frame.minY, 0)
        XCTAssertEqual(view.contentSize.width, 430)
        XCTAssertEqual(layout.prepares, prepared + 1)
        XCTAssertEqual(source.items[0].count, 30)
    }

    func testPinnedHeadersStayAtTheTopUntilTheirSectionEnds() throws {
        let layout = CollectionViewFlowLayout()
        layout.headerReferenceSize = Size(width: 0, height: 40)
        layout.sectionHeadersPinToVisibleBounds = true
        let (window, view, source) = makeGrid([9, 9], layout: layout)
        // Section 0: header 0–40, 3 rows of 100 with 10 between: items end at 360.
        view.contentOffset = Point(x: 0, y: 200)
        _ = window.prepareFrame(at: 1)
        let header = try XCTUnwrap(
            view.supplementaryView(forElementKind: CollectionViewFlowLayout.elementKindSectionHeader, at: CollectionIndexPath(item: 0, section: 0)))
        XCTAssertEqual(header.frame.minY, 200, "pinned to the visible top")
        XCTAssertEqual(header.layer.zPosition, Double(CollectionViewFlowLayout.pinnedHeaderZIndex), "over the items")
        view.contentOffset = Point(x: 0, y: 340)
        _ = window.prepareFrame(at: 2)
        XCTAssertEqual(header.frame.maxY, 360, "pushed up by its section's end")
        let next = try XCTUnwrap(
            view.supplementaryView(forElementKind: CollectionViewFlowLayout.elementKindSectionHeader, at: CollectionIndexPath(item: 0, section: 1)))
        XCTAssertEqual(next.frame.minY, 360, "the next one where its section starts")
        layout.sectionHeadersPinToVisibleBounds = false
        view.contentOffset = Point(x: 0, y: 200)
        _ = window.prepareFrame(at: 3)
        XCTAssertNil(
            view.supplementaryView(forElementKind: CollectionViewFlowLayout.elementKindSectionHeader, at: CollectionIndexPath(item: 0, section: 0)),
            "unpinned, it scrolled away")
        withExtendedLifetime(source) {}  // the collection view holds its data source weakly
    }
}
