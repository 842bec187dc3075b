import FlickInput
import XCTest

final class QuotedInputTests: XCTestCase {
    func testControlBytesAreEscaped() {
        XCTAssertEqual(QuotedInput.excerpt("a\u{1b}[2Jb\rc\u{0}d\u{7f}"), "a\\e[2Jb\\rc\\0d\\x7f")
        XCTAssertEqual(QuotedInput.escaping("line one\nline\u{1b}two\r"), "line one\nline\\etwo\\r")
    }

    func testLongInputIsCutToAnExcerpt() {
        let field = String(repeating: "x", count: 10_000_000)
        let excerpt = QuotedInput.excerpt(Array(field.utf8))
        XCTAssertLessThan(excerpt.utf8.count, 100)
        XCTAssertTrue(excerpt.hasSuffix("… (10000000 bytes)"), excerpt)
    }

    func testEvemuErrorsQuoteAShortEscapedExcerpt() {
        let text = "N: x\nE: 0.1 0003 0000 " + String(repeating: "\u{1b}", count: 1_000_000) + "\n"
        XCTAssertThrowsError(try Recording(parsing: text, fileName: "bad\u{1b}.evemu")) { error in
            let message = String(describing: error)
            XCTAssertLessThan(message.utf8.count, 400, message)
            XCTAssertFalse(message.contains("\u{1b}"), message)
            XCTAssertTrue(message.hasPrefix("bad\\e.evemu:2: expected"), message)
        }
    }
}
