import FlickInput
import FlickScroll
import FlickTestSupport
@testable import FlickUI
import XCTest

/// An endless list of numbers: it holds `windowSections` sections of 10 rows (50 pt, under a
/// 20 pt header) starting at section `firstSection` of the endless sequence; from
/// `scrollViewDidScroll` it re-centres on the top row once that row is more than
/// `threshold` sections from the middle (when `recentres`).
final class EndlessNumbers: ListViewDataSource, ListViewDelegate {
    static let rowsPerSection = 10, rowHeight = 50.0, headerHeight = 20.0
    static var sectionHeight: Double { Double(rowsPerSection) * rowHeight + headerHeight }
    var firstSection: Int
    let windowSections: Int
    var recentres = true
    var threshold = 3
    /// The scroll state at each re-centre.
    var recentreStates: [ScrollModel.State] = []
    weak var list: ListView?

    init(firstSection: Int, windowSections: Int = 12) {
        self.firstSection = firstSection
        self.windowSections = windowSections
    }

    /// The number shown at `indexPath`.
    func number(at indexPath: ListIndexPath) -> Int {
        (firstSection + indexPath.section) * Self.rowsPerSection + indexPath.row
    }

    /// Where the list is in the endless content: the window's start plus the offset, points.
    var endlessOffset: Double { Double(firstSection) * Self.sectionHeight + (list?.contentOffset.y ?? 0) }

    func numberOfSections(in listView: ListView) -> Int { windowSections }
    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { Self.rowsPerSection }
    /// Cells asked for.
    var cellsMade = 0
    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListViewCell {
        cellsMade += 1
        let cell = listView.dequeueReusableCell(withIdentifier: "n", for: indexPath)
        cell.text = "\(number(at: indexPath))"
        return cell
    }
    func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? { "from \(number(at: ListIndexPath(row: 0, section: section)))" }
    func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double { Self.rowHeight }
    func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double? { Self.headerHeight }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard recentres, let list, let top = list.indexPathsForVisibleRows.first else { return }
        let shift = top.section - windowSections / 2
        guard abs(shift) > threshold else { return }
        firstSection += shift
        recentreStates.append(list.model.state)
        list.reloadData(keepingRowAt: top, movedTo: ListIndexPath(row: top.row, section: top.section - shift))
    }
}

final class ListViewRecentringTests: XCTestCase {
    private func makeList(_ source: EndlessNumbers) -> (Window, ListView) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let list = ListView(frame: window.bounds)
        list.name = "numbers"
        list.register(ListViewCell.self, forCellReuseIdentifier: "n")
        list.dataSource = source
        list.delegate = source
        source.list = list
        window.addSubview(list)
        list.contentOffset = Point(x: 0, y: Double(source.windowSections / 2) * EndlessNumbers.sectionHeight)
        _ = window.prepareFrame(at: 0)
        return (window, list)
    }

    func testReloadKeepingARowShiftsTheOffsetSoTheRowStaysOnScreen() throws {
        let source = EndlessNumbers(firstSection: 100)
        source.recentres = false
        let (window, list) = makeList(source)
        list.contentOffset = Point(x: 0, y: 4000)
        _ = window.prepareFrame(at: 0.1)
        let row = try XCTUnwrap(list.indexPathsForVisibleRows.dropFirst(2).first)
        let number = source.number(at: row)
        let onScreen = list.rectForRow(at: row).minY - list.contentOffset.y
        let cells = list.visibleCells, made = source.cellsMade
        let headers = list.headerViews.sorted { $0.key < $1.key }.map(\.value)
        source.firstSection += 5
        list.reloadData(keepingRowAt: row, movedTo: ListIndexPath(row: row.row, section: row.section - 5))
        _ = window.prepareFrame(at: 0.2)
        XCTAssertTrue(zip(list.visibleCells, cells).allSatisfy { $0 === $1 } && list.visibleCells.count == cells.count,
                      "the cells on screen stayed with their rows")
        XCTAssertEqual(source.cellsMade, made, "and the data source was not asked for them again")
        XCTAssertTrue(zip(list.headerViews.sorted { $0.key < $1.key }.map(\.value), headers).allSatisfy { $0 === $1 },
                      "the headers on screen stayed")
        XCTAssertEqual(list.contentOffset.y, 4000 - 5 * EndlessNumbers.sectionHeight, accuracy: 1e-9)
        let moved = ListIndexPath(row: row.row, section: row.section - 5)
        XCTAssertEqual(list.rectForRow(at: moved).minY - list.contentOffset.y, onScreen, accuracy: 1e-9)
        XCTAssertEqual(list.cellForRow(at: moved)?.text, "\(number)", "the same number, at the same place")
        XCTAssertNil(list.lastUpdateError)
    }

    func testAnEndlessListRecentredFromScrollViewDidScrollMovesWithoutAJumpThroughADragAndAFling() {
        // Eight sections (4,160 pt), re-centred once the top is two sections past the middle.
        let source = EndlessNumbers(firstSection: 1_000, windowSections: 8)
        source.threshold = 1
        let (window, list) = makeList(source)
        list.contentOffset = Point(x: 0, y: 5.6 * EndlessNumbers.sectionHeight)
        _ = window.prepareFrame(at: 0)
        var last = source.endlessOffset, biggestStep = 0.0, backwards = 0
        let start = last
        // A drag up across the threshold (0.4 sections away), then a fast fling.
        var trace = TraceBuilder(rate: 120)
        trace.down(0, at: Point(x: 160, y: 470))
        trace.move([0], by: Point(x: 0, y: -250), duration: 0.3)
        trace.move([0], by: Point(x: 0, y: -300), duration: 0.04)
        trace.up(0)
        window.play(trace.frames, settle: 8) { _ in
            let now = source.endlessOffset
            biggestStep = max(biggestStep, abs(now - last))
            if now < last - 1e-9, !list.isDragging { backwards += 1 }
            last = now
            // What is drawn agrees: the top cell's number sits where the endless offset says.
            if let cell = list.visibleCells.first, let indexPath = cell.indexPath {
                let number = source.number(at: indexPath)
                let expected = Double(number / 10) * EndlessNumbers.sectionHeight + EndlessNumbers.headerHeight
                    + Double(number % 10) * EndlessNumbers.rowHeight - now
                XCTAssertEqual(cell.frame.minY - list.contentOffset.y, expected, accuracy: 1e-6)
            }
        }
        XCTAssertTrue(source.recentreStates.contains(.dragging), "\(source.recentreStates)")
        XCTAssertTrue(source.recentreStates.contains(.decelerating), "\(source.recentreStates)")
        XCTAssertGreaterThanOrEqual(source.recentreStates.filter { $0 == .decelerating }.count, 2)
        XCTAssertGreaterThan(last - start, list.contentSize.height - 480, "travelled further than the window's whole range")
        XCTAssertLessThan(biggestStep, 8000.0 / 120 + 1, "never more than one frame of the fastest fling")
        XCTAssertEqual(backwards, 0, "the fling never stepped back at a re-centre")
        XCTAssertEqual(list.model.state, .idle, "at rest, not bouncing at the window's end")
        XCTAssertNil(list.lastUpdateError)
    }

    func testARowThatDoesNotExistIsReportedAndTheListReloadsWithoutShifting() throws {
        let source = EndlessNumbers(firstSection: 0)
        source.recentres = false
        let (window, list) = makeList(source)
        let offset = list.contentOffset
        list.reloadData(keepingRowAt: ListIndexPath(row: 3, section: 40), movedTo: ListIndexPath(row: 3))
        _ = window.prepareFrame(at: 0.1)
        let message = try XCTUnwrap(list.lastUpdateError)
        XCTAssertTrue(message.contains("list numbers") && message.contains("section 40, row 3 did not exist"), message)
        XCTAssertEqual(list.contentOffset, offset)
        list.reloadData(keepingRowAt: ListIndexPath(row: 3), movedTo: ListIndexPath(row: 30))
        XCTAssertTrue(try XCTUnwrap(list.lastUpdateError).contains("section 0, row 30 does not exist after"))
        XCTAssertEqual(list.contentOffset, offset)
    }
}
