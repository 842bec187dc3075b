@testable import FlickUI
import XCTest

/// Editing operations on grapheme boundaries (UTF-8 offsets).
final class TextEditingStateTests: XCTestCase {
    func testMovingAndDeletingByGrapheme() {
        var state = TextEditingState(text: "a👍🏽e\u{301}")
        XCTAssertEqual(state.head, state.endOffset)
        state.moveLeft(extending: false)
        XCTAssertEqual(state.head, "a👍🏽".utf8.count, "over e + combining acute at once")
        state.moveLeft(extending: true)
        XCTAssertEqual(state.selectedText, "👍🏽", "the emoji with its skin tone is one step")
        state.moveLeft(extending: false)
        XCTAssertEqual(state.selection, 1..<1, "a selection collapses to its start")
        state.moveRight(extending: false)
        let deletion = try! XCTUnwrap(state.backwardDeletion())
        XCTAssertEqual(deletion.range, 1..<"a👍🏽".utf8.count)
        state.replace(deletion.range, with: deletion.replacement)
        XCTAssertEqual(state.text, "ae\u{301}")
        XCTAssertEqual(state.head, 1)
        XCTAssertEqual(state.forwardDeletion()?.range, 1..<4)
        state.moveCaret(to: 0)
        XCTAssertNil(state.backwardDeletion(), "nothing before the start")
        state.moveCaret(to: state.endOffset)
        XCTAssertNil(state.forwardDeletion(), "nothing after the end")
        state.selectAll()
        XCTAssertEqual(state.insertion("x").range, 0..<state.endOffset)
    }

    func testSelectingAWord() {
        var state = TextEditingState(text: "Hello, wide world!")
        state.selectWord(at: 9)
        XCTAssertEqual(state.selectedText, "wide")
        state.selectWord(at: 7)
        XCTAssertEqual(state.selectedText, "wide", "at a word's start")
        state.selectWord(at: 11)
        XCTAssertEqual(state.selectedText, "wide", "at its end")
        state.selectWord(at: 5)
        XCTAssertEqual(state.selectedText, "Hello", "at the end of Hello, before the comma")
        state.selectWord(at: state.endOffset)
        XCTAssertEqual(state.selectedText, "!", "at the end: the punctuation")
        var empty = TextEditingState()
        empty.selectWord(at: 0)
        XCTAssertEqual(empty.selection, 0..<0)
    }
}
