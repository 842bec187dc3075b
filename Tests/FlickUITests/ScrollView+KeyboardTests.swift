import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport
@testable import FlickUI
import XCTest

/// Keyboard-aware layout: an opted-in scroll view scrolls its first responder above the
/// keyboard and makes room for it; a list keeps the cell holding the first responder while
/// it is scrolled off screen (seed 002's settings rows).
final class ScrollViewKeyboardTests: XCTestCase {
    func testAFieldLowInAScrollViewIsScrolledAboveTheKeyboard() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
        window.keyboardViewProvider = { _ in View() }
        let scroll = ScrollView(frame: window.bounds)
        scroll.contentSize = Size(width: 1280, height: 1000)
        scroll.keepsFirstResponderVisible = true
        window.addSubview(scroll)
        let field = TextField(frame: Rect(x: 100, y: 700, width: 300, height: 40))
        scroll.addSubview(field)
        window.play([], settle: 0.1)
        field.becomeFirstResponder()
        window.play([], settle: 1)
        let keyboard = try! XCTUnwrap(window.keyboardFrame)
        let bottom = try! XCTUnwrap(field.convert(Point(x: 0, y: field.bounds.maxY), to: nil)).y
        XCTAssertLessThanOrEqual(bottom, keyboard.minY + 1e-6, "the field is above the keyboard")
        XCTAssertEqual(scroll.contentInset.bottom, keyboard.height, "room for every row")
        field.resignFirstResponder()
        window.play([], settle: 1)
        XCTAssertEqual(scroll.contentInset.bottom, 0, "taken back off")
        let plain = ScrollView(frame: window.bounds)
        XCTAssertFalse(plain.keepsFirstResponderVisible, "an opt-in")
    }

    func testTheCellHoldingTheFirstResponderIsNotReused() {
        final class FieldSource: ListViewDataSource {
            var fields: [Int: TextField] = [:]
            func numberOfSections(in listView: ListView) -> Int { 1 }
            func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 100 }
            func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListViewCell {
                let cell = listView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                let field =
                    cell.subviews.compactMap { $0 as? TextField }.first
                    ?? {
                        let made = TextField(frame: Rect(x: 120, y: 2, width: 180, height: 40))
                        cell.addSubview(made)
                        return made
                    }()
                field.text = "row \(indexPath.row)"
                fields[indexPath.row] = field
                return cell
            }
        }
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let list = ListView(frame: window.bounds)
        let source = FieldSource()
        list.register(ListViewCell.self, forCellReuseIdentifier: "row")
        list.dataSource = source
        window.addSubview(list)
        window.play([], settle: 0.1)
        let field = try! XCTUnwrap(source.fields[1])
        field.becomeFirstResponder()
        let cell = try! XCTUnwrap(list.cellForRow(at: ListIndexPath(row: 1, section: 0)))
        list.setContentOffset(Point(x: 0, y: 2000), animated: false)
        window.play([], settle: 0.1)
        XCTAssertTrue(field.isFirstResponder, "still editing off screen")
        XCTAssertTrue(cell.superview === list, "its cell was kept")
        XCTAssertFalse(list.visibleCells.filter { $0 !== cell }.contains { $0.containsFirstResponder })
        window.insertText("!")
        XCTAssertEqual(field.text, "row 1!", "typing goes on while off screen")
        field.resignFirstResponder()
        window.play([], settle: 0.1)
        XCTAssertNil(list.cellForRow(at: ListIndexPath(row: 1, section: 0)), "reused once it let go")
    }
}
