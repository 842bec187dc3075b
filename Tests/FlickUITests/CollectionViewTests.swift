import FlickInput
import FlickScene
import FlickScroll
import FlickTestSupport
@testable import FlickUI
import XCTest

/// Items for the collection view tests: sections of titled items, headers, and a log of
/// the delegate's selection calls.
final class ItemSource: CollectionViewDataSource, CollectionViewDelegate {
    var items: [[String]]
    var selected: [CollectionIndexPath] = []
    var cellsMade = 0

    init(sections: [Int]) {
        items = sections.enumerated().map { section, count in (0..<count).map { "s\(section) i\($0)" } }
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { items.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        items[section].count
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: CollectionIndexPath)
        -> CollectionViewCell
    {
        cellsMade += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        cell.name = items[indexPath.section][indexPath.item]
        return cell
    }
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: CollectionIndexPath
    ) -> CollectionReusableView? {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "header",
            for: indexPath)
        view.name = "header \(indexPath.section)"
        return view
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: CollectionIndexPath) {
        selected.append(indexPath)
    }
}

/// A shelf layout (the bookshelf seed's grid) with an 8 pt shelf right under each line.
func makeShelfTestLayout() -> CollectionViewShelfLayout {
    let layout = CollectionViewShelfLayout(decorationKind: "shelf")
    layout.decorationOverlap = 0
    layout.decorationHeight = 8
    layout.register(CollectionReusableView.self, forDecorationViewOfKind: "shelf")
    return layout
}

/// A flow layout counting its `prepare()` calls.
final class CountingFlowLayout: CollectionViewFlowLayout {
    var prepares = 0
    override func prepare() {
        super.prepare()
        prepares += 1
    }
}

/// A layout that places one cell at a path the data source does not have.
final class StrayLayout: CollectionViewLayout {
    override var collectionViewContentSize: Size { Size(width: 320, height: 480) }
    override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] {
        [
            CollectionViewLayoutAttributes(
                forCellWith: CollectionIndexPath(item: 0), frame: Rect(x: 0, y: 0, width: 50, height: 50)),
            CollectionViewLayoutAttributes(
                forCellWith: CollectionIndexPath(item: 7, section: 2),
                frame: Rect(x: 60, y: 0, width: 50, height: 50)),
        ]
    }
}

/// A 320 × 480 window filled by a collection view of `sections` items, 100 × 100 pt
/// items 10 pt apart in a flow layout (3 per row, 110 pt apart each way).
func makeGrid(_ sections: [Int], layout: CollectionViewFlowLayout = CollectionViewFlowLayout())
    -> (Window, CollectionView, ItemSource)
{
    let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    layout.itemSize = Size(width: 100, height: 100)
    let view = CollectionView(frame: window.bounds, collectionViewLayout: layout)
    view.name = "grid"
    let source = ItemSource(sections: sections)
    view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
    view.register(
        CollectionReusableView.self, forSupplementaryViewOfKind: CollectionViewFlowLayout.elementKindSectionHeader,
        withReuseIdentifier: "header")
    view.dataSource = source
    view.delegate = source
    window.addSubview(view)
    _ = window.prepareFrame(at: 0)
    return (window, view, source)
}

final class CollectionViewTests: XCTestCase {
    func testATapSelectsTheTouchedItemAfterHighlightingIt() throws {
        let (window, view, source) = makeGrid([30])
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 160, y: 160))
        trace.hold(0.2)
        window.play(trace.frames)
        let cell = try XCTUnwrap(view.cellForItem(at: CollectionIndexPath(item: 4)))
        XCTAssertTrue(cell.isHighlighted, "highlighted after the content-touch delay")
        trace.up(0)
        window.play(Array(trace.frames.suffix(1)))
        XCTAssertEqual(source.selected, [CollectionIndexPath(item: 4)])
        XCTAssertTrue(cell.isSelected)
        XCTAssertFalse(cell.isHighlighted)
        XCTAssertEqual(view.indexPathsForSelectedItems, [CollectionIndexPath(item: 4)])
    }

    func testADragScrollsAndSelectsNothing() {
        let (window, view, source) = makeGrid([60])
        window.play(TraceBuilder.drag(from: Point(x: 160, y: 300), by: Point(x: 0, y: -150), duration: 0.2), settle: 1)
        XCTAssertTrue(source.selected.isEmpty)
        XCTAssertGreaterThan(view.contentOffset.y, 100)
    }

    func testLiveCellsStayWithinTheVisibleItemsPlusARowWhileFlinging10000Items() {
        let (window, view, source) = makeGrid([10_000])
        var frames = 0, mostVisible = 0
        var cells = Set<ObjectIdentifier>()
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 160, y: 460))
        trace.move([0], by: Point(x: 0, y: -440), duration: 0.05)
        trace.up(0)
        window.play(trace.frames, settle: 4) { _ in
            frames += 1
            let visible = view.subviews.filter { $0 is CollectionViewCell }
                .filter { $0.frame.intersects(view.bounds) }.count
            let live = view.subviews.filter { $0 is CollectionViewCell && !$0.isHidden }.count
            for cell in view.visibleCells { cells.insert(ObjectIdentifier(cell)) }
            mostVisible = max(mostVisible, visible)
            XCTAssertLessThanOrEqual(live, visible + 3, "at most a row (3 items) beyond the visible ones")
        }
        XCTAssertGreaterThan(view.contentOffset.y, 3000, "flung")
        XCTAssertLessThanOrEqual(cells.count, mostVisible + 3, "every other item reused a queued cell")
        XCTAssertGreaterThan(frames, 400)
        XCTAssertGreaterThan(source.cellsMade, cells.count, "cells were configured again for new items")
    }

    func testALayoutPlacingAMissingItemIsReportedAndTheItemSkipped() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let view = CollectionView(frame: window.bounds, collectionViewLayout: StrayLayout())
        view.name = "stray"
        let source = ItemSource(sections: [1])
        view.dataSource = source
        window.addSubview(view)
        _ = window.prepareFrame(at: 0)
        let message = try XCTUnwrap(view.lastUpdateError)
        XCTAssertTrue(
            message.contains(
                "collection view stray: the layout placed a cell at section 2, item 7, but the "
                    + "data source has 1 sections"), message)
        XCTAssertEqual(view.visibleCells.count, 1)
    }

    func testDecorationViewsAppearWhereTheLayoutPutsThem() throws {
        let (window, view, source) = makeGrid([7], layout: makeShelfTestLayout())
        let shelves = view.visibleDecorationViews.sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
        XCTAssertEqual(
            shelves.map(\.frame),
            [
                Rect(x: 0, y: 100, width: 320, height: 8),
                Rect(x: 0, y: 210, width: 320, height: 8),
                Rect(x: 0, y: 320, width: 320, height: 8),
            ])
        XCTAssertEqual(shelves.first?.layer.zPosition, -1, "behind the books")
        XCTAssertFalse(shelves.contains { $0.isUserInteractionEnabled }, "touches pass through to the books")
        view.contentOffset = Point(x: 0, y: 0)
        _ = window.prepareFrame(at: 0.1)
        XCTAssertEqual(view.visibleDecorationViews.count, 3)
        XCTAssertEqual(source.cellsMade, 7)
    }

    func testAnUnregisteredDecorationKindIsReportedOnce() throws {
        let layout = makeShelfTestLayout()
        layout.decorationClasses = [:]
        let (_, view, _) = makeGrid([7], layout: layout)
        XCTAssertTrue(
            try XCTUnwrap(view.lastUpdateError).contains(
                "decoration views of kind \"shelf\" but registered "
                    + "no class"))
        XCTAssertTrue(view.visibleDecorationViews.isEmpty)
    }
}
