import FlickInput
import FlickScene
import FlickTestSupport
@testable import FlickUI
import XCTest

/// Rows at the ends of an inset grouped section: a tapped (selected) first, last or only row
/// shows its highlight clipped to the section's rounded corners, as UIKit's; middle rows and
/// other styles keep square backgrounds.
final class ListViewCellSectionCornersTests: XCTestCase {
    /// A section of one row, then one of three; nothing deselects a tapped row.
    private final class Rows: ListViewDataSource, ListViewDelegate {
        func numberOfSections(in listView: ListView) -> Int { 2 }
        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 1 : 3 }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListViewCell {
            let cell = listView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.text = "row \(indexPath.row)"
            return cell
        }
    }

    private var rows = Rows()

    private func makeList(_ style: ListView.Style) -> (Window, ListView) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let list = ListView(frame: window.bounds, style: style)
        list.dataSource = rows
        list.delegate = rows
        window.addSubview(list)
        _ = window.prepareFrame(at: 0)
        return (window, list)
    }

    /// Taps the row at `indexPath` (its middle) at `time` and lets the list settle.
    private func tap(_ indexPath: ListIndexPath, in list: ListView, window: Window, at time: Double) {
        let rect = list.rectForRow(at: indexPath)
        window.play(
            TraceBuilder.tap(at: Point(x: rect.midX, y: rect.midY - list.bounds.minY), start: time), settle: 0.5)
    }

    private func cell(_ list: ListView, _ row: Int, _ section: Int) throws -> ListViewCell {
        try XCTUnwrap(list.cellForRow(at: ListIndexPath(row: row, section: section)))
    }

    func testASelectedFirstRowIsRoundedAtTheTopOnly() throws {
        let (window, list) = makeList(.insetGrouped)
        tap(ListIndexPath(row: 0, section: 1), in: list, window: window, at: 1)
        let first = try cell(list, 0, 1)
        XCTAssertTrue(first.isSelected)
        XCTAssertEqual(first.sectionCorners, .top)
        let radius = ListView.insetGroupedCornerRadius, size = first.bounds.size
        let background = first.cornerBackgroundView
        XCTAssertFalse(background.isHidden)
        XCTAssertEqual(background.backgroundColor, first.selectedBackgroundColor, "the highlight is the rounded view")
        XCTAssertEqual(first.contentView.backgroundColor, .clear, "no square highlight over it")
        XCTAssertEqual(background.layer.cornerRadius, radius)
        // Filling the row, rounded at the top corners only.
        XCTAssertEqual(background.frame, Rect(x: 0, y: 0, width: size.width, height: size.height))
        XCTAssertEqual(background.layer.maskedCorners, .top)
        XCTAssertTrue(first.clipsToBounds)
        XCTAssertEqual(first.frame.minX, list.sectionBackgrounds[1]?.frame.minX, "flush with the rounded block")
    }

    func testASelectedLastRowIsRoundedAtTheBottomAndAMiddleRowIsSquare() throws {
        let (window, list) = makeList(.insetGrouped)
        tap(ListIndexPath(row: 2, section: 1), in: list, window: window, at: 1)
        let last = try cell(list, 2, 1), size = last.bounds.size
        let radius = ListView.insetGroupedCornerRadius
        XCTAssertTrue(last.isSelected)
        XCTAssertEqual(last.sectionCorners, .bottom)
        XCTAssertEqual(last.cornerBackgroundView.frame, Rect(origin: .zero, size: size))
        XCTAssertEqual(last.cornerBackgroundView.layer.maskedCorners, .bottom)
        XCTAssertEqual(last.cornerBackgroundView.layer.cornerRadius, radius)
        XCTAssertEqual(last.cornerBackgroundView.backgroundColor, last.selectedBackgroundColor)
        tap(ListIndexPath(row: 1, section: 1), in: list, window: window, at: 2)
        let middle = try cell(list, 1, 1)
        XCTAssertTrue(middle.isSelected)
        XCTAssertEqual(middle.sectionCorners, [])
        XCTAssertTrue(middle.cornerBackgroundView.isHidden)
        XCTAssertEqual(middle.contentView.backgroundColor, middle.selectedBackgroundColor, "square, edge to edge")
        XCTAssertEqual(last.cornerBackgroundView.backgroundColor, last.normalBackgroundColor, "the last row deselected")
    }

    func testASingleRowSectionIsRoundedAllRoundWhileHighlighted() throws {
        let (window, list) = makeList(.insetGrouped)
        let only = try cell(list, 0, 0)
        XCTAssertEqual(only.sectionCorners, [.top, .bottom])
        let rect = list.rectForRow(at: ListIndexPath(row: 0, section: 0))
        var trace = TraceBuilder(start: 1)
        trace.down(0, at: Point(x: rect.midX, y: rect.midY))
        trace.hold(0.3)  // past the list's content-touch delay: highlighted, not yet lifted
        window.play(trace.frames)
        XCTAssertTrue(only.isHighlighted)
        XCTAssertEqual(only.cornerBackgroundView.frame, Rect(origin: .zero, size: only.bounds.size), "inside the row")
        XCTAssertEqual(only.cornerBackgroundView.layer.cornerRadius, ListView.insetGroupedCornerRadius)
        XCTAssertEqual(only.cornerBackgroundView.layer.maskedCorners, .all)
        XCTAssertEqual(only.cornerBackgroundView.backgroundColor, only.selectedBackgroundColor)
        XCTAssertEqual(only.contentView.backgroundColor, .clear)
    }

    func testAGroupedListsRowsStaySquare() throws {
        let (window, list) = makeList(.grouped)
        tap(ListIndexPath(row: 0, section: 1), in: list, window: window, at: 1)
        let first = try cell(list, 0, 1)
        XCTAssertTrue(first.isSelected)
        XCTAssertEqual(first.sectionCorners, [])
        XCTAssertTrue(first.cornerBackgroundView.isHidden)
        XCTAssertEqual(first.contentView.backgroundColor, first.selectedBackgroundColor)
    }

    func testARowShorterThanTwoRadiiIsRoundedByHalfItsHeight() throws {
        let (_, list) = makeList(.insetGrouped)
        let only = try cell(list, 0, 0)
        only.frame = Rect(x: only.frame.minX, y: only.frame.minY, width: only.frame.width, height: 12)
        only.layoutIfNeeded()
        XCTAssertEqual(only.cornerBackgroundView.layer.cornerRadius, 6, "no radius past half the row")
    }
}
