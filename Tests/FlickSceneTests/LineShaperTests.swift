@testable import FlickScene
import XCTest

/// The visual reordering of runs (UAX #9 rule L2) and which scalars stay with their base.
final class LineShaperTests: XCTestCase {
    func testRunsAreReversedFromTheHighestLevelDown() {
        XCTAssertEqual(LineShaper.visualOrder([0, 0, 0]), [0, 1, 2])
        XCTAssertEqual(LineShaper.visualOrder([0, 1, 0]), [0, 1, 2], "one run per level: nothing to swap")
        XCTAssertEqual(LineShaper.visualOrder([1, 1, 1]), [2, 1, 0])
        // Right-to-left runs with a left-to-right number inside (levels 1 2 1) and text around.
        XCTAssertEqual(LineShaper.visualOrder([0, 1, 2, 1, 0]), [0, 3, 2, 1, 4])
        XCTAssertEqual(LineShaper.visualOrder([1, 2, 1, 2]), [3, 2, 1, 0])
        XCTAssertEqual(LineShaper.visualOrder([]), [])
    }

    func testMarksJoinersAndSelectorsBelongToTheCharacterBefore() {
        XCTAssertTrue(LineShaper.extendsCharacter("\u{301}"))
        XCTAssertTrue(LineShaper.extendsCharacter("\u{200D}"))
        XCTAssertTrue(LineShaper.extendsCharacter("\u{FE0F}"))
        XCTAssertFalse(LineShaper.extendsCharacter("a"))
        XCTAssertFalse(LineShaper.extendsCharacter(" "))
    }

    func testWithoutAShaperRightToLeftRunsArePlacedReversed() {
        let placer = LineShaper(
            resolve: { ($0 == "x" ? 1 : 0, $0, 6) }, kerning: { _, _, _ in 0 }, advance: { _, _ in nil },
            shape: nil, carets: nil, size: 8)
        let units = Array("abxy".unicodeScalars.enumerated()).map { i, s in
            TextUnit(scalar: s, offset: i, length: 1, level: i >= 2 ? 1 : 0)
        }
        let line = placer.place(units)
        XCTAssertEqual(line.glyphs.map(\.cluster), [0, 1, 3, 2], "a b, then y x read right to left")
        XCTAssertEqual(line.glyphs.map(\.source), [0, 0, 0, 1])
        XCTAssertEqual(line.glyphs.map(\.x), [0, 6, 12, 18])
        XCTAssertEqual(line.width, 24)
        XCTAssertEqual(line.advances, [6, 6, 6, 6])
    }
}
