import FlickInput
import FlickScene
import FlickTesting
import FlickUI
import XCTest

/// An inset grouped list's selected rows drawn: the first row's highlight rounded at the top
/// corners only, the last row's at the bottom only, a lone row's all round (the cells'
/// `cornerBackgroundView` with `Layer.maskedCorners`, ListViewCell+SectionCorners.swift).
final class ListViewCellSectionCornersImageTests: XCTestCase {
    /// A section of one row, then one of three.
    private final class Rows: ListViewDataSource, ListViewDelegate {
        func numberOfSections(in listView: ListView) -> Int { 2 }
        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 1 : 3 }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListViewCell {
            listView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }

    private let rows = Rows()

    /// The list's pixels with the row at `indexPath` selected (tapped), and that row's cell.
    private func selected(_ indexPath: ListIndexPath) throws -> (image: Bitmap, tester: WindowTester, cell: ListViewCell) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let list = ListView(frame: window.bounds, style: .insetGrouped)
        list.dataSource = rows
        list.delegate = rows
        window.addSubview(list)
        let tester = WindowTester(window: window)
        let cell = try XCTUnwrap(list.cellForRow(at: indexPath))
        try tester.tap(on: cell)
        _ = try tester.settle()
        XCTAssertTrue(cell.isSelected)
        return (try tester.image(), tester, cell)
    }

    /// Whether each corner of `cell` (top left, top right, bottom left, bottom right) shows its
    /// selected colour.
    private func cornersShowingSelection(_ image: Bitmap, _ tester: WindowTester, _ cell: ListViewCell) throws -> [Bool] {
        let frame = try XCTUnwrap(tester.frame(of: cell))
        let selected = RGBA8(cell.selectedBackgroundColor)
        func shows(_ x: Double, _ y: Double) -> Bool {
            let pixel = image[Int(x), Int(y)]
            return abs(Int(pixel.red) - Int(selected.red)) <= 2 && abs(Int(pixel.green) - Int(selected.green)) <= 2
                && abs(Int(pixel.blue) - Int(selected.blue)) <= 2
        }
        // The middle of the row shows it whatever the corners.
        XCTAssertTrue(shows(frame.midX, frame.midY), "the selected colour: \(image[Int(frame.midX), Int(frame.midY)])")
        // A pixel in from the top and bottom edges: clear of the separator on a row's last
        // line, still outside a corner rounded by 10 (its centre 12.7 points from the arc's).
        return [
            shows(frame.minX, frame.minY + 1), shows(frame.maxX - 1, frame.minY + 1), shows(frame.minX, frame.maxY - 2),
            shows(frame.maxX - 1, frame.maxY - 2),
        ]
    }

    func testTheFirstRowIsRoundedAtTheTopAndSquareAtTheBottom() throws {
        let (image, tester, cell) = try selected(ListIndexPath(row: 0, section: 1))
        XCTAssertEqual(try cornersShowingSelection(image, tester, cell), [false, false, true, true])
    }

    func testTheLastRowIsRoundedAtTheBottomAndSquareAtTheTop() throws {
        let (image, tester, cell) = try selected(ListIndexPath(row: 2, section: 1))
        XCTAssertEqual(try cornersShowingSelection(image, tester, cell), [true, true, false, false])
    }

    func testAMiddleRowIsSquareAndALoneRowRoundedAllRound() throws {
        let middle = try selected(ListIndexPath(row: 1, section: 1))
        XCTAssertEqual(try cornersShowingSelection(middle.image, middle.tester, middle.cell), [true, true, true, true])
        let lone = try selected(ListIndexPath(row: 0, section: 0))
        XCTAssertEqual(try cornersShowingSelection(lone.image, lone.tester, lone.cell), [false, false, false, false])
    }
}
