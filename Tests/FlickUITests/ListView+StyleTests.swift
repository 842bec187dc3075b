import FlickInput
import FlickTestSupport
@testable import FlickUI
import XCTest

/// Grouped and inset grouped lists through a real window on virtual time: where the blocks,
/// titles, footers and rows go, what the cells look like, headers that scroll away, a tap
/// on a row, and a plain list left as it was.
final class ListViewStyleTests: XCTestCase {
    /// Two sections of 2 and 3 rows: the first titled with a footer, the second bare.
    private final class Settings: ListViewDataSource, ListViewDelegate {
        var footer: String? = "Shown to visitors at the door."
        var selected: [ListIndexPath] = []
        func numberOfSections(in listView: ListView) -> Int { 2 }
        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 2 : 3 }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListViewCell {
            let cell = listView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.text = "row \(indexPath.row)"
            return cell
        }
        func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? {
            section == 0 ? "Display" : nil
        }
        func listView(_ listView: ListView, titleForFooterInSection section: Int) -> String? {
            section == 0 ? footer : nil
        }
        func listView(_ listView: ListView, didSelectRowAt indexPath: ListIndexPath) { selected.append(indexPath) }
    }

    private func makeList(_ style: ListView.Style, width: Double = 400) -> (Window, ListView, Settings) {
        let window = Window(frame: Rect(x: 0, y: 0, width: width, height: 300))
        let list = ListView(frame: window.bounds, style: style)
        let source = Settings()
        list.dataSource = source
        list.delegate = source
        window.addSubview(list)
        _ = window.prepareFrame(at: 0)
        return (window, list, source)
    }

    func testAGroupedListSetsItsSectionsApart() throws {
        let (_, list, _) = makeList(.grouped)
        XCTAssertEqual(list.rectForRow(at: ListIndexPath(row: 0, section: 0)), Rect(x: 0, y: 38, width: 400, height: 44))
        let footer = try XCTUnwrap(list.footerViews[0])
        XCTAssertEqual(footer.frame.minY, 38 + 88, "the footer right under the block")
        let text = try XCTUnwrap(footer.subviews.first as? Label)
        XCTAssertEqual(text.frame.minY, ListView.groupedTextMargin)
        XCTAssertEqual(text.frame.minX, ListViewCell.textInset, "aligned with the rows' text")
        let second = list.rectForRow(at: ListIndexPath(row: 0, section: 1))
        XCTAssertEqual(second.minY, footer.frame.maxY + ListView.groupedSectionSpacing, accuracy: 1e-9)
        XCTAssertEqual(footer.frame.height, ListView.groupedTextMargin + text.frame.height + ListView.groupedSectionSpacing)
        let block = try XCTUnwrap(list.sectionBackgrounds[1])
        XCTAssertEqual(block.frame, Rect(x: 0, y: second.minY, width: 400, height: 132))
        XCTAssertEqual(block.layer.cornerRadius, 0, "edge to edge, square")
        let title = try XCTUnwrap(list.headerViews[0]?.subviews.first as? Label)
        XCTAssertEqual(title.text, "DISPLAY")
        XCTAssertEqual(title.frame.maxY, ListView.groupedHeaderTitleHeight - ListView.groupedTextMargin, accuracy: 1e-9)
        XCTAssertNil(list.headerViews[1], "no title, no header view: only the gap")
        XCTAssertEqual(list.contentSize.height, block.frame.maxY + ListView.groupedSectionSpacing)
    }

    func testAnInsetGroupedListRoundsAndInsetsItsBlocks() throws {
        let (_, list, _) = makeList(.insetGrouped)
        XCTAssertEqual(list.rectForRow(at: ListIndexPath(row: 1, section: 0)), Rect(x: 16, y: 82, width: 368, height: 44))
        let block = try XCTUnwrap(list.sectionBackgrounds[0])
        XCTAssertEqual(block.frame, Rect(x: 16, y: 38, width: 368, height: 88))
        XCTAssertEqual(block.layer.cornerRadius, ListView.insetGroupedCornerRadius)
        let title = try XCTUnwrap(list.headerViews[0]?.subviews.first as? Label)
        XCTAssertEqual(title.frame.minX, 32, "over the rows' text")
        let (_, wide, _) = makeList(.insetGrouped, width: 800)
        XCTAssertEqual(wide.rectForRow(at: ListIndexPath(row: 0, section: 0)).minX, 20, "the wide margin")
    }

    func testGroupedCellsShowTheBlockAndSeparatorsBetweenRows() throws {
        let (_, list, _) = makeList(.insetGrouped)
        let cells = (0..<3).map { list.cellForRow(at: ListIndexPath(row: $0, section: 1)) }
        XCTAssertEqual(cells.map { $0?.showsSeparator }, [true, true, false], "none under a section's last row")
        XCTAssertEqual(cells[0]?.normalBackgroundColor, .clear, "the block's colour shows through")
        XCTAssertEqual(list.backgroundColor, DynamicColor.systemGroupedBackground.resolved(for: .light))
    }

    func testHeadersScrollWithTheContent() throws {
        let (window, list, _) = makeList(.grouped)
        let header = try XCTUnwrap(list.headerViews[0])
        list.contentOffset = Point(x: 0, y: 30)
        _ = window.prepareFrame(at: 1)
        XCTAssertEqual(header.frame.minY, 0, "not sticky: it stays at the top of its section")
        list.contentOffset = Point(x: 0, y: 200)
        _ = window.prepareFrame(at: 2)
        XCTAssertNil(list.headerViews[0], "scrolled away, removed")
        XCTAssertNil(list.sectionBackgrounds[0])
    }

    func testATapOnAGroupedRowSelectsIt() {
        let (window, list, source) = makeList(.insetGrouped)
        window.play(TraceBuilder.tap(at: Point(x: 200, y: 38 + 44 + 22), start: 1), settle: 0.5)
        XCTAssertEqual(source.selected, [ListIndexPath(row: 1, section: 0)])
        window.play(TraceBuilder.tap(at: Point(x: 5, y: 38 + 22), start: 2), settle: 0.5)
        XCTAssertEqual(source.selected.count, 1, "the margin beside an inset block is no row")
        XCTAssertNil(list.indexPathForRow(at: Point(x: 5, y: 60)))
        XCTAssertEqual(list.indexPathForRow(at: Point(x: 20, y: 60)), ListIndexPath(row: 0, section: 0))
    }

    func testAPlainListHasNoFootersOrBlocks() {
        let (_, list, _) = makeList(.plain)
        XCTAssertEqual(list.rectForRow(at: ListIndexPath(row: 0, section: 0)).minY, ListView.defaultSectionHeaderHeight)
        XCTAssertTrue(list.footerViews.isEmpty)
        XCTAssertTrue(list.sectionBackgrounds.isEmpty)
    }
}
