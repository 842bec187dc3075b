import FlickGestures
import FlickInput
import FlickScene
import FlickScroll
import FlickTestSupport
@testable import FlickUI
import XCTest

/// Rows for the list tests: sections of titled rows, optional headers, heights per row,
/// deletion, and a log of the delegate's selection calls.
final class RowSource: ListViewDataSource, ListViewDelegate {
    var rows: [[String]]
    var titles: [String?] = []
    var heights: (ListIndexPath) -> Double = { _ in 44 }
    var deletes = true
    var selected: [ListIndexPath] = []
    var committed: [ListIndexPath] = []
    var cellsMade = 0
    /// When false, a commit removes the row from the data but tells the list nothing else.
    var deletesOnCommit = true

    init(sections: [Int]) {
        rows = sections.enumerated().map { section, count in (0..<count).map { "s\(section) r\($0)" } }
    }

    func numberOfSections(in listView: ListView) -> Int { rows.count }
    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListViewCell {
        cellsMade += 1
        let cell = listView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.text = rows[indexPath.section][indexPath.row]
        return cell
    }
    func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? {
        titles.indices.contains(section) ? titles[section] : nil
    }
    var supportsDeletion: Bool { deletes }
    func listView(_ listView: ListView, commitDeleteRowAt indexPath: ListIndexPath) {
        committed.append(indexPath)
        rows[indexPath.section].remove(at: indexPath.row)
        if deletesOnCommit { listView.deleteRows(at: [indexPath], with: .automatic) }
    }
    func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double { heights(indexPath) }
    func listView(_ listView: ListView, didSelectRowAt indexPath: ListIndexPath) { selected.append(indexPath) }
    /// The editing calls, as "begin s0 r1" and "end s0 r1" (or "end nil").
    var editing: [String] = []
    func listView(_ listView: ListView, willBeginEditingRowAt indexPath: ListIndexPath) {
        editing.append("begin s\(indexPath.section) r\(indexPath.row)")
    }
    func listView(_ listView: ListView, didEndEditingRowAt indexPath: ListIndexPath?) {
        editing.append(indexPath.map { "end s\($0.section) r\($0.row)" } ?? "end nil")
    }
}

final class ListViewTests: XCTestCase {
    /// A 320 × 480 window filled by a list of `sections` rows.
    private func makeList(_ sections: [Int], configure: (RowSource) -> Void = { _ in })
        -> (Window, ListView, RowSource) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let list = ListView(frame: window.bounds)
        list.name = "rows"
        let source = RowSource(sections: sections)
        configure(source)
        list.register(ListViewCell.self, forCellReuseIdentifier: "row")
        list.dataSource = source
        list.delegate = source
        window.addSubview(list)
        _ = window.prepareFrame(at: 0)
        return (window, list, source)
    }

    func testOnlyTheVisibleRowsHaveCells() {
        let (_, list, source) = makeList([100])
        XCTAssertEqual(list.visibleCells.count, 11, "480 / 44 → rows 0…10")
        XCTAssertEqual(list.visibleCells.first?.text, "s0 r0")
        XCTAssertEqual(source.cellsMade, 11)
        XCTAssertEqual(list.contentSize.height, 4400)
    }

    func testCellsAreReusedAsTheListScrolls() {
        let (window, list, source) = makeList([100])
        let first = list.visibleCells
        list.contentOffset = Point(x: 0, y: 44 * 20)
        _ = window.prepareFrame(at: 0.1)
        XCTAssertEqual(list.visibleCells.first?.indexPath, ListIndexPath(row: 20))
        XCTAssertEqual(list.visibleCells.first?.text, "s0 r20")
        XCTAssertTrue(list.visibleCells.allSatisfy { cell in first.contains { $0 === cell } }, "the same cells, reused")
        XCTAssertEqual(source.rows[0].count, 100)
    }

    func testVariableHeightsPlaceRowsAndFindThem() {
        let (_, list, source) = makeList([10]) { $0.heights = { Double(20 + 10 * $0.row) } }
        XCTAssertEqual(list.rectForRow(at: ListIndexPath(row: 3)), Rect(x: 0, y: 20 + 30 + 40, width: 320, height: 50))
        XCTAssertEqual(list.indexPathForRow(at: Point(x: 10, y: 95)), ListIndexPath(row: 3))
        XCTAssertEqual(list.contentSize.height, 20 * 10 + 10 * 45)
    }

    func testSectionHeadersStickToTheTopUntilTheirSectionEnds() throws {
        let (window, list, _) = makeList([20, 20]) { $0.titles = ["A", "B"] }
        XCTAssertEqual(list.rectForRow(at: ListIndexPath(row: 0, section: 1)).minY, 28 + 880 + 28)
        list.contentOffset = Point(x: 0, y: 300)
        _ = window.prepareFrame(at: 0.1)
        let header = try XCTUnwrap(list.headerViews[0])
        XCTAssertEqual(header.frame.minY, 300, "pinned at the top of the visible area")
        // Section 0 ends at 908: its header is pushed up by section 1's.
        list.contentOffset = Point(x: 0, y: 890)
        _ = window.prepareFrame(at: 0.2)
        XCTAssertEqual(list.headerViews[0]?.frame.minY, 908 - 28)
        XCTAssertEqual(list.headerViews[1]?.frame.minY, 908)
        XCTAssertTrue(list.subviews.last === list.headerViews[1], "headers above the cells")
    }

    func testTouchingARowHighlightsItAfterTheDelayAndTheLiftSelectsIt() throws {
        let (window, list, source) = makeList([30])
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 100, y: 66))
        trace.hold(0.1)
        window.play(trace.frames)
        let cell = try XCTUnwrap(list.cellForRow(at: ListIndexPath(row: 1)))
        XCTAssertFalse(cell.isHighlighted, "not before 150 ms")
        trace.hold(0.1)
        window.play(Array(trace.frames.suffix(12)))
        XCTAssertTrue(cell.isHighlighted)
        trace.up(0)
        window.play(Array(trace.frames.suffix(1)))
        XCTAssertEqual(source.selected, [ListIndexPath(row: 1)])
        XCTAssertTrue(cell.isSelected)
        XCTAssertEqual(list.indexPathForSelectedRow, ListIndexPath(row: 1))
        list.deselectRow(at: ListIndexPath(row: 1), animated: true)
        XCTAssertFalse(cell.isSelected)
        XCTAssertNil(list.indexPathForSelectedRow)
    }

    func testADragCancelsTheHighlightAndSelectsNothing() throws {
        let (window, list, source) = makeList([30])
        var highlighted = false
        window.play(TraceBuilder.drag(from: Point(x: 100, y: 66), by: Point(x: 0, y: -80), duration: 0.2,
                                      holdFirst: 0.2)) { _ in
            highlighted = highlighted || list.cellForRow(at: ListIndexPath(row: 1))?.isHighlighted == true
        }
        XCTAssertTrue(highlighted, "held 200 ms: highlighted first")
        XCTAssertEqual(source.selected, [])
        XCTAssertFalse(list.visibleCells.contains { $0.isHighlighted })
        XCTAssertGreaterThan(list.contentOffset.y, 50)
    }

    func testScrollToRowPutsTheRowAtTheTopMiddleOrBottom() {
        let (window, list, _) = makeList([100])
        list.scrollToRow(at: ListIndexPath(row: 50), at: .top, animated: false)
        XCTAssertEqual(list.contentOffset.y, 2200)
        list.scrollToRow(at: ListIndexPath(row: 50), at: .middle, animated: false)
        XCTAssertEqual(list.contentOffset.y, 2200 + 22 - 240)
        list.scrollToRow(at: ListIndexPath(row: 50), at: .bottom, animated: true)
        XCTAssertEqual(list.model.state, .animating)
        window.play([], settle: 0.5)
        XCTAssertEqual(list.contentOffset.y, 2244 - 480, accuracy: 1e-6)
        XCTAssertTrue(list.indexPathsForVisibleRows.contains(ListIndexPath(row: 50)))
        list.scrollToRow(at: ListIndexPath(row: 99), at: .top, animated: false)
        XCTAssertEqual(list.contentOffset.y, 4400 - 480, "clamped to the end")
    }

    func testScrollToRowAtTheTopLeavesTheRowBelowItsStickyHeader() throws {
        let (window, list, _) = makeList([20, 20]) { $0.titles = ["A", "B"] }
        let row = ListIndexPath(row: 5, section: 1)
        list.scrollToRow(at: row, at: .top, animated: false)
        _ = window.prepareFrame(at: 0.1)
        XCTAssertEqual(list.contentOffset.y, list.rectForRow(at: row).minY - 28)
        XCTAssertEqual(try XCTUnwrap(list.headerViews[1]).frame.maxY, list.rectForRow(at: row).minY,
                       "the pinned header ends where the row starts")
    }

    // MARK: Swipe to delete

    func testTheDelegateHearsWhenASwipeBeginsAndEndsEditingARow() {
        let (window, list, source) = makeList([30])
        window.play(TraceBuilder.drag(from: Point(x: 250, y: 66), by: Point(x: -120, y: 0), duration: 0.2), settle: 0.4)
        XCTAssertEqual(source.editing, ["begin s0 r1"], "revealed: editing goes on")
        window.play(TraceBuilder.tap(at: Point(x: 100, y: 200), start: window.currentTime + 0.1), settle: 0.4)
        XCTAssertEqual(source.editing, ["begin s0 r1", "end s0 r1"], "a tap elsewhere ends it")
        window.play(TraceBuilder.drag(from: Point(x: 250, y: 110), by: Point(x: -20, y: 0), duration: 0.3,
                                      start: window.currentTime + 0.1), settle: 0.4)
        XCTAssertEqual(list.swipe.state, .hidden)
        XCTAssertEqual(source.editing.suffix(2), ["begin s0 r2", "end s0 r2"], "released short: begins and ends")
        window.play(TraceBuilder.drag(from: Point(x: 250, y: 66), by: Point(x: -120, y: 0), duration: 0.2,
                                      start: window.currentTime + 0.1), settle: 0.4)
        window.play(TraceBuilder.tap(at: Point(x: 290, y: 66), start: window.currentTime + 0.1), settle: 0.05)
        XCTAssertEqual(source.committed, [ListIndexPath(row: 1)])
        XCTAssertEqual(source.editing.suffix(2), ["begin s0 r1", "end s0 r1"], "the deletion ends it, after the commit")
    }

    func testAHorizontalSwipeRevealsDeleteAndDeleteRemovesTheRowWithACollapse() throws {
        let (window, list, source) = makeList([30])
        window.play(TraceBuilder.drag(from: Point(x: 250, y: 66), by: Point(x: -120, y: 0), duration: 0.2), settle: 0.4)
        XCTAssertEqual(list.swipe.state, .revealed)
        XCTAssertEqual(list.swipe.row, ListIndexPath(row: 1))
        let cell = try XCTUnwrap(list.cellForRow(at: ListIndexPath(row: 1)))
        XCTAssertEqual(cell.contentView.frame.minX, -SwipeToDelete.buttonWidth)
        XCTAssertEqual(list.contentOffset, .zero, "the list did not scroll")
        XCTAssertEqual(source.selected, [])
        // Tap Delete (at the right end of row 1).
        let start = window.currentTime + 0.1
        window.play(TraceBuilder.tap(at: Point(x: 290, y: 66), start: start), settle: 0.05)
        XCTAssertEqual(source.committed, [ListIndexPath(row: 1)])
        XCTAssertEqual(list.numberOfRows(inSection: 0), 29)
        XCTAssertEqual(list.collapsingCellCount, 1, "the deleted row collapses")
        XCTAssertEqual(list.cellForRow(at: ListIndexPath(row: 1))?.text, "s0 r2", "the next row moved up")
        XCTAssertEqual(list.swipe.state, .hidden)
        window.play([], settle: 0.5)
        XCTAssertEqual(list.collapsingCellCount, 0, "removed once collapsed")
    }

    func testRowTextHeadersAndDeleteAreLabelsThatDrawNoBitmap() throws {
        let (window, list, source) = makeList([30])
        let cell = try XCTUnwrap(list.cellForRow(at: ListIndexPath(row: 1)))
        XCTAssertEqual(cell.textLabel.text, "s0 r1")
        XCTAssertEqual(cell.textLabel.fontSize, Label.defaultFontSize)
        window.play(TraceBuilder.drag(from: Point(x: 250, y: 66), by: Point(x: -120, y: 0), duration: 0.2), settle: 0.4)
        let delete = try XCTUnwrap(cell.deleteButton)
        XCTAssertEqual(delete.titleLabel.text, "Delete")
        XCTAssertEqual(delete.titleLabel.frame, delete.bounds)
        XCTAssertEqual(delete.titleLabel.textAlignment, .center)
        // Glyph meshes from the engine's atlas: revealing Delete draws no layer's bitmap on
        // the frame (its stand-in drew its title into one, 0.84 ms in the demo's Days).
        XCTAssertEqual(window.layer.displayTreeIfNeeded(using: CanvasContentsRenderer()), 0)
        XCTAssertNil(delete.titleLabel.layer.contents)
        XCTAssertEqual(source.committed, [])
        let (titledWindow, titled, titles) = makeList([3, 3]) { $0.titles = ["First", "Second"] }
        let header = try XCTUnwrap(titled.subviews.compactMap { $0.subviews.first as? Label }.first)
        XCTAssertEqual(header.text, "First")
        XCTAssertEqual(header.fontSize, ListView.headerFontSize)
        XCTAssertEqual(titledWindow.layer.displayTreeIfNeeded(using: CanvasContentsRenderer()), 0,
                       "headers and rows draw no bitmap")
        XCTAssertEqual(titles.selected, [])
    }

    func testATapElsewhereHidesDeleteAndSelectsNothing() {
        let (window, list, source) = makeList([30])
        window.play(TraceBuilder.drag(from: Point(x: 250, y: 66), by: Point(x: -120, y: 0), duration: 0.2), settle: 0.4)
        XCTAssertEqual(list.swipe.state, .revealed)
        window.play(TraceBuilder.tap(at: Point(x: 100, y: 200), start: window.currentTime + 0.1), settle: 0.4)
        XCTAssertEqual(list.swipe.state, .hidden)
        XCTAssertEqual(source.selected, [], "the tap only hid Delete")
        XCTAssertEqual(source.committed, [])
        XCTAssertEqual(list.cellForRow(at: ListIndexPath(row: 1))?.contentView.frame.minX, 0)
    }

    func testAVerticalDragOnTheSameCellScrollsTheList() {
        let (window, list, _) = makeList([30])
        window.play(TraceBuilder.drag(from: Point(x: 250, y: 66), by: Point(x: -8, y: -150), duration: 0.2))
        XCTAssertEqual(list.swipe.state, .hidden)
        XCTAssertGreaterThan(list.contentOffset.y, 120)
    }

    func testARightwardSwipeRevealsNothing() {
        let (window, list, _) = makeList([30])
        window.play(TraceBuilder.drag(from: Point(x: 100, y: 66), by: Point(x: 120, y: 0), duration: 0.2))
        XCTAssertEqual(list.swipe.state, .hidden)
        XCTAssertEqual(list.contentOffset, .zero, "a vertical list does not take a horizontal drag")
    }

    // MARK: Updates

    func testInsertedRowsFadeInAndTheRowsBelowSlide() throws {
        let (window, list, source) = makeList([30])
        let below = try XCTUnwrap(list.cellForRow(at: ListIndexPath(row: 2)))
        source.rows[0].insert("new", at: 2)
        list.insertRows(at: [ListIndexPath(row: 2)], with: .fade)
        XCTAssertNil(list.lastUpdateError)
        XCTAssertEqual(list.cellForRow(at: ListIndexPath(row: 2))?.text, "new")
        XCTAssertTrue(list.cellForRow(at: ListIndexPath(row: 3)) === below)
        XCTAssertEqual(below.frame.minY, 132, "model at its new place")
        XCTAssertTrue(below.layer.hasAnimations, "sliding")
        window.play([], settle: 0.5)
        XCTAssertFalse(below.layer.hasAnimations)
        XCTAssertEqual(list.numberOfRows(inSection: 0), 31)
    }

    func testReloadRowsAsksAgain() {
        let (_, list, source) = makeList([30])
        source.rows[0][0] = "changed"
        list.reloadRows(at: [ListIndexPath(row: 0)], with: .none)
        XCTAssertEqual(list.cellForRow(at: ListIndexPath(row: 0))?.text, "changed")
    }

    func testInconsistentCountsAfterADeleteAreReportedNamingTheListAndSection() throws {
        let (_, list, source) = makeList([30])
        // The data source did not remove the row it says was deleted.
        list.deleteRows(at: [ListIndexPath(row: 3)], with: .automatic)
        let message = try XCTUnwrap(list.lastUpdateError)
        XCTAssertTrue(message.contains("list rows"), message)
        XCTAssertTrue(message.contains("section 0: 30 rows before, 1 deleted, 0 inserted"), message)
        XCTAssertTrue(message.contains("reloading"), message)
        XCTAssertEqual(list.numberOfRows(inSection: 0), source.rows[0].count, "recovered by reloading")
    }

    func testInconsistentCountsAfterAnInsertAreReported() throws {
        let (_, list, source) = makeList([30])
        source.rows[0].append("one more")
        list.insertRows(at: [ListIndexPath(row: 40)], with: .fade)
        let message = try XCTUnwrap(list.lastUpdateError)
        XCTAssertTrue(message.contains("cannot insert section 0, row 40 into a section of 31 rows"), message)
        XCTAssertEqual(list.numberOfRows(inSection: 0), 31)
        source.rows[0].append("another")
        list.insertRows(at: [ListIndexPath(row: 31), ListIndexPath(row: 32)], with: .fade)
        XCTAssertTrue(try XCTUnwrap(list.lastUpdateError).contains("section 0: 31 rows before, 0 deleted, 2 inserted"))
    }

    func testARowHeightOfZeroOrNaNIsReportedAndReplaced() throws {
        let (_, list, source) = makeList([10]) { $0.heights = { $0.row == 4 ? .nan : ($0.row == 6 ? 0 : 44) } }
        let message = try XCTUnwrap(list.lastUpdateError)
        XCTAssertTrue(message.contains("list rows") && message.contains("section 0, row 6") && message.contains("0.0"),
                      message)
        XCTAssertEqual(list.rectForRow(at: ListIndexPath(row: 4)).height, ListView.defaultRowHeight)
        XCTAssertEqual(list.rectForRow(at: ListIndexPath(row: 6)).height, ListView.defaultRowHeight)
        XCTAssertEqual(list.contentSize.height, 440)
        XCTAssertEqual(source.rows[0].count, 10)
    }

    // MARK: Reuse bound under a fling

    func testLiveCellsStayWithinVisiblePlusTwoWhileFlinging10000RowsAt8000PointsPerSecond() {
        let (window, list, source) = makeList([10_000])
        var worst = 0, frames = 0, mostVisible = 0
        var cells = Set<ObjectIdentifier>()
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 160, y: 460))
        trace.move([0], by: Point(x: 0, y: -440), duration: 0.05)
        trace.up(0)
        window.play(trace.frames, settle: 4) { _ in
            frames += 1
            let visible = list.indexPathsForVisibleRows.count
            let live = list.subviews.filter { $0 is ListViewCell && !$0.isHidden }.count
            for cell in list.visibleCells { cells.insert(ObjectIdentifier(cell)) }
            mostVisible = max(mostVisible, visible)
            XCTAssertLessThanOrEqual(live, visible + 2)
            worst = max(worst, live - visible)
        }
        XCTAssertGreaterThan(list.contentOffset.y, 3000, "flung at the maximum speed")
        XCTAssertLessThanOrEqual(cells.count, mostVisible + 2, "every other row reused a queued cell")
        XCTAssertGreaterThan(frames, 400)
        XCTAssertLessThanOrEqual(worst, 0)
        XCTAssertEqual(source.rows[0].count, 10_000)
    }
}
