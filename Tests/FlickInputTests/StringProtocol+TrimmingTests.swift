import FlickInput
import XCTest

final class StringProtocolTrimmingTests: XCTestCase {
    func testDropsWhiteSpaceAroundTheTextOnly() {
        XCTAssertEqual("  debug\t".trimmingWhiteSpace, "debug")
        XCTAssertEqual("\n layout \n".trimmingWhiteSpace, "layout")
        XCTAssertEqual("a b".trimmingWhiteSpace, "a b", "white space inside stays")
        XCTAssertEqual("x".trimmingWhiteSpace, "x")
    }

    func testAllWhiteSpaceOrNothingGivesEmptyText() {
        XCTAssertEqual(" \t ".trimmingWhiteSpace, "")
        XCTAssertEqual("".trimmingWhiteSpace, "")
        XCTAssertEqual("[ 12 ]".dropFirst().dropLast().trimmingWhiteSpace, "12", "a substring too")
    }
}
