@testable import FlickUI
import XCTest

/// Line breaking and truncation with the built-in font: at 8 pt every character is 6 pt
/// wide and "…" is drawn as "...", 18 pt.
final class LabelLayoutTests: XCTestCase {
    private func lines(_ text: String, width: Double, lines: Int, _ mode: LineBreakMode = .byTruncatingTail) -> [String]
    {
        Label.lines(for: text, fontSize: 8, width: width, maximumLines: lines, lineBreakMode: mode)
    }

    func testOneLineTruncatesAtTheTailHeadOrMiddle() {
        XCTAssertEqual(lines("HELLO WORLD", width: 40, lines: 1), ["HELLO…"])  // 3 × 6 + 18 = 36 ≤ 40
        XCTAssertEqual(lines("HELLO WORLD", width: 40, lines: 1, .byTruncatingHead), ["…WORLD"])
        XCTAssertEqual(lines("HELLO WORLD", width: 40, lines: 1, .byTruncatingMiddle), ["HEL…LD"])
        XCTAssertEqual(lines("HELLO WORLD", width: 40, lines: 1, .byClipping), ["HELLO WORLD"], "cut when drawn")
        XCTAssertEqual(lines("HELLO", width: 40, lines: 1), ["HELLO"], "fits: untouched")
        XCTAssertEqual(lines("HELLO WORLD", width: 10, lines: 1), ["…"], "no room for any character")
    }

    func testTruncationDropsTheSpaceBeforeTheEllipsis() {
        XCTAssertEqual(lines("AB CDEFGH", width: 36, lines: 1), ["AB CD…"])  // "AB " + … would leave a gap
        XCTAssertEqual(lines("AB CDEFGH", width: 42, lines: 1), ["AB CDE…"], "by character, as UIKit")
    }

    func testWrapsByWordAndLongWordsByCharacter() {
        XCTAssertEqual(lines("AB CD EF GH", width: 40, lines: 0), ["AB CD", "EF GH"])
        XCTAssertEqual(lines("A ABCDEFGHIJ", width: 24, lines: 0), ["A", "ABCD", "EFGH", "IJ"])
        XCTAssertEqual(lines("ABCDEFGHIJ", width: 24, lines: 0, .byCharWrapping), ["ABCD", "EFGH", "IJ"])
        XCTAssertEqual(lines("ONE\nTWO", width: 100, lines: 0), ["ONE", "TWO"])
        XCTAssertEqual(
            lines("ONE\n\nTWO", width: 100, lines: 0), ["ONE", "", "TWO"], "empty paragraphs keep their line")
    }

    func testTheLastAllowedLineIsTruncatedWhenTextRemains() {
        XCTAssertEqual(lines("AAA BBB CCC DDD EEE", width: 42, lines: 2), ["AAA BBB", "CCC DD…"])
        XCTAssertEqual(lines("AAA BBB CCC DDD EEE", width: 42, lines: 2, .byWordWrapping), ["AAA BBB", "CCC DDD"])
        XCTAssertEqual(lines("ONE\nTWO", width: 100, lines: 1), ["ONE…"], "a second paragraph is text that remains")
    }

    func testDegenerateInput() {
        XCTAssertEqual(lines("", width: 40, lines: 0), [])
        XCTAssertEqual(lines("ABC", width: .nan, lines: 0), ["…", "…", "…"], "no width: a line per character, no hang")
        XCTAssertEqual(lines("ABC", width: -5, lines: 1), ["…"])
        XCTAssertEqual(lines("ABC DEF", width: .infinity, lines: 0), ["ABC DEF"])
    }
}
