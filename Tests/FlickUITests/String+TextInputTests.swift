@testable import FlickUI
import XCTest

/// Text from keyboards and the clipboard made safe.
final class StringTextInputTests: XCTestCase {
    func testControlsAreReplacedAndLineEndsUnified() {
        XCTAssertEqual("a\u{0}b\u{1B}c\u{7F}\u{85}".sanitizedForTextInput, "a\u{FFFD}b\u{FFFD}c\u{FFFD}\u{FFFD}")
        XCTAssertEqual("1\r\n2\r3\n4\t".sanitizedForTextInput, "1\n2\n3\n4\t")
        XCTAssertEqual("\u{FFFF}".sanitizedForTextInput, "\u{FFFD}", "a noncharacter")
        XCTAssertEqual("héllo 👍".sanitizedForTextInput, "héllo 👍")
        let invalid = String(decoding: [0x61, 0xFF, 0xC3, 0x62] as [UInt8], as: UTF8.self)
        XCTAssertEqual(invalid.sanitizedForTextInput, "a\u{FFFD}\u{FFFD}b", "decoded invalid UTF-8 stays replaced")
    }
}
