import FlickAnimation
import FlickInput
import FlickScene
import FlickScroll
import FlickTestSupport
@testable import FlickUI
import XCTest

/// Cell styles, accessories and separators (ListViewCell+Style.swift) in a list in a window.
final class ListViewCellStyleTests: XCTestCase {
    private final class Source: ListViewDataSource {
        var style: ListViewCell.Style = .default
        var accessory: ListViewCell.AccessoryType = .none
        var separatorInset = EdgeInsets(left: 16)
        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 5 }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListViewCell {
            let cell = listView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.style = style
            cell.accessoryType = accessory
            cell.separatorInset = separatorInset
            cell.showsSeparator = true
            cell.text = "Row \(indexPath.row)"
            cell.detailTextLabel.text = "Detail"
            return cell
        }
    }

    private func makeList(_ style: ListViewCell.Style, _ accessory: ListViewCell.AccessoryType = .none)
        -> (Window, ListView, ListViewCell, Source)
    {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 400))
        let list = ListView(frame: window.bounds)
        list.rowHeight = 60
        let source = Source()
        source.style = style
        source.accessory = accessory
        list.dataSource = source
        window.addSubview(list)
        _ = window.displayList(at: 0)
        return (window, list, list.cellForRow(at: ListIndexPath(row: 1))!, source)
    }

    func testEachStylePlacesTheTextAndTheDetail() {
        let (_, _, plain, _) = makeList(.default)
        XCTAssertTrue(plain.detailTextLabel.isHidden)
        XCTAssertEqual(plain.textLabel.frame, Rect(x: 16, y: 0, width: 288, height: 60))

        let (_, _, subtitle, _) = makeList(.subtitle)
        XCTAssertFalse(subtitle.detailTextLabel.isHidden)
        XCTAssertEqual(subtitle.detailTextLabel.fontSize, 13)
        XCTAssertEqual(subtitle.detailTextLabel.frame.minY, subtitle.textLabel.frame.maxY, "under the text")
        XCTAssertEqual(
            subtitle.textLabel.frame.minY + subtitle.detailTextLabel.frame.maxY, 60, accuracy: 1e-9, "centred as a pair"
        )
        XCTAssertEqual(subtitle.detailTextLabel.textColor, DynamicColor.secondaryLabel.light)

        let (_, _, value1, _) = makeList(.value1)
        XCTAssertEqual(value1.detailTextLabel.frame.maxX, 304, "at the trailing edge")
        XCTAssertLessThanOrEqual(value1.textLabel.frame.maxX, value1.detailTextLabel.frame.minX)
        XCTAssertEqual(value1.detailTextLabel.textAlignment, .trailing)

        let (_, _, value2, _) = makeList(.value2)
        XCTAssertEqual(value2.textLabel.frame.width, 80)
        XCTAssertEqual(value2.textLabel.textAlignment, .trailing)
        XCTAssertEqual(value2.textLabel.textColor, DynamicColor.systemBlue.light, "tinted")
        XCTAssertEqual(value2.detailTextLabel.frame.minX, 104)
    }

    func testAccessoriesSitAtTheTrailingEdgeAndTakeTheTint() {
        let (window, _, cell, _) = makeList(.value1, .disclosureIndicator)
        let accessory = try! XCTUnwrap(cell.accessoryView)
        XCTAssertEqual(accessory.frame, Rect(x: 284, y: 20, width: 20, height: 20))
        XCTAssertEqual(cell.detailTextLabel.frame.maxX, 276, "the detail moves left of it")
        XCTAssertEqual((accessory.subviews.first as? Label)?.textColor, DynamicColor.systemGray.light)
        cell.accessoryType = .checkmark
        XCTAssertEqual((cell.accessoryView?.subviews.first as? Label)?.text, "\u{2713}")
        XCTAssertEqual((cell.accessoryView?.subviews.first as? Label)?.textColor, DynamicColor.systemBlue.light)
        cell.accessoryType = .detailButton
        XCTAssertEqual(cell.accessoryView?.layer.borderWidth, 1.5, "a ringed i")
        window.tintColor = Color(red: 1, green: 0, blue: 0)
        XCTAssertEqual(cell.accessoryView?.layer.borderColor, Color(red: 1, green: 0, blue: 0))
        cell.accessoryType = .none
        XCTAssertNil(cell.accessoryView)
    }

    func testSeparatorsAreInsetHairlinesThatFollowTheAppearance() {
        let (window, list, cell, source) = makeList(.default)
        XCTAssertEqual(cell.separatorLayer.frame, Rect(x: 16, y: 59, width: 304, height: 1))
        XCTAssertFalse(cell.separatorLayer.isHidden)
        XCTAssertTrue(ListViewCell(reuseIdentifier: nil).separatorLayer.isHidden, "off unless asked for")
        XCTAssertEqual(cell.separatorLayer.backgroundColor, DynamicColor.separator.light)
        source.separatorInset = EdgeInsets(left: 60, right: 10)
        list.reloadData()
        window.overrideAppearance = .dark
        window.displayScale = 2
        _ = window.displayList(at: 0.1)
        let again = try! XCTUnwrap(list.cellForRow(at: ListIndexPath(row: 1)))
        XCTAssertEqual(again.separatorLayer.frame, Rect(x: 60, y: 59.5, width: 250, height: 0.5), "one pixel at 2×")
        XCTAssertEqual(again.separatorLayer.backgroundColor, DynamicColor.separator.dark)
        XCTAssertEqual(again.textLabel.textColor, .white)
    }
}
