import FlickInput
import FlickScene
import FlickScroll
import FlickTestSupport
@testable import FlickUI
import XCTest

/// The shelf layout: a decoration under every row, behind the items, following the rows when
/// the width changes; no shelves for no items; a too-narrow collection view reported.
final class CollectionViewShelfLayoutTests: XCTestCase {
    /// The data source of the last grid made (the collection view holds it weakly).
    var source: ItemSource?

    func makeShelves(_ count: Int) -> (Window, CollectionView, CollectionViewShelfLayout) {
        let layout = CollectionViewShelfLayout(decorationKind: "shelf")
        layout.register(CollectionReusableView.self, forDecorationViewOfKind: "shelf")
        layout.decorationOverlap = 4
        layout.decorationHeight = 12
        let (window, view, source) = makeGrid([count], layout: layout)
        self.source = source
        return (window, view, layout)
    }

    func shelfFrames(_ view: CollectionView) -> [Rect] {
        view.visibleDecorationViews.sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value.frame)
    }

    func testAShelfLiesUnderEveryRowBehindTheItems() throws {
        let (_, view, _) = makeShelves(7)
        // 3 items a row, rows 110 pt apart: shelves from 4 pt above each row's bottom (100, 210, 320).
        XCTAssertEqual(
            shelfFrames(view),
            [
                Rect(x: 0, y: 96, width: 320, height: 12), Rect(x: 0, y: 206, width: 320, height: 12),
                Rect(x: 0, y: 316, width: 320, height: 12),
            ])
        let shelf = try XCTUnwrap(view.visibleDecorationViews.values.first)
        XCTAssertEqual(shelf.layer.zPosition, Double(CollectionViewShelfLayout.decorationZIndex))
        XCTAssertNil(view.lastUpdateError)
        XCTAssertEqual(
            view.collectionViewLayout.layoutAttributesForDecorationView(
                ofKind: "shelf", at: CollectionIndexPath(item: 1))?.frame.minY, 206)
        XCTAssertNil(
            view.collectionViewLayout.layoutAttributesForDecorationView(
                ofKind: "rug", at: CollectionIndexPath(item: 1)))
    }

    func testTheShelvesFollowTheRowsWhenTheWidthChanges() {
        let (window, view, layout) = makeShelves(7)
        // Turned to 480 × 320: 4 items a row, 2 rows.
        window.frame = Rect(x: 0, y: 0, width: 480, height: 320)
        view.frame = window.bounds
        _ = window.prepareFrame(at: 0.1)
        XCTAssertEqual(layout.decorations.map(\.frame.minY), [96, 206])
        XCTAssertEqual(
            shelfFrames(view), [Rect(x: 0, y: 96, width: 480, height: 12), Rect(x: 0, y: 206, width: 480, height: 12)])
        XCTAssertEqual(view.cellForItem(at: CollectionIndexPath(item: 3))?.frame.minY, 0, "a fourth item fits the row")
    }

    func testScrolledShelvesComeAndGoWithTheirRows() {
        let (window, view, _) = makeShelves(60)
        // 20 rows; scrolled 1000 pt, the visible 1000…1480 holds rows 9 (990…1090) to 13.
        view.contentOffset = Point(x: 0, y: 1000)
        _ = window.prepareFrame(at: 0.1)
        XCTAssertEqual(shelfFrames(view).map(\.minY), [1086, 1196, 1306, 1416])
    }

    func testNoItemsMeanNoShelves() {
        let (_, view, layout) = makeShelves(0)
        XCTAssertTrue(layout.decorations.isEmpty)
        XCTAssertTrue(view.visibleDecorationViews.isEmpty)
        XCTAssertNil(view.lastUpdateError)
    }

    func testAWindowNarrowerThanAnItemIsReportedAndEachItemGetsItsShelf() throws {
        let layout = CollectionViewShelfLayout(decorationKind: "shelf")
        layout.register(CollectionReusableView.self, forDecorationViewOfKind: "shelf")
        layout.sectionInset = EdgeInsets(left: 10, right: 10)
        let (window, view, source) = makeGrid([3], layout: layout)
        self.source = source
        window.frame = Rect(x: 0, y: 0, width: 90, height: 480)
        view.frame = window.bounds
        _ = window.prepareFrame(at: 0.1)
        let message = try XCTUnwrap(view.lastUpdateError)
        XCTAssertTrue(message.contains("items 100.0 pt wide do not fit its width 90.0 pt"), message)
        XCTAssertEqual(layout.decorations.count, 3, "one item a row, each on its shelf")
        XCTAssertEqual(layout.decorations.first?.frame.width, 120, "the shelf spans the overflowing item")
    }

    func testAHorizontalShelfLayoutIsAPlainFlowLayout() {
        let layout = CollectionViewShelfLayout(decorationKind: "shelf")
        layout.register(CollectionReusableView.self, forDecorationViewOfKind: "shelf")
        layout.scrollDirection = .horizontal
        let (_, view, _) = makeGrid([7], layout: layout)
        XCTAssertTrue(layout.decorations.isEmpty)
        XCTAssertEqual(view.visibleCells.count, 7)
    }
}
