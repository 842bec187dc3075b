import FlickInput
import Foundation
import XCTest

final class JSONLineTests: XCTestCase {
    func testKeysKeepTheirOrderAndStringsAreEscaped() throws {
        var line = JSONLine()
        line.add("z", 1)
        line.add("a", "quote \" backslash \\ newline \n escape \u{1b}[2J nul \u{0}")
        line.add("m", true)
        XCTAssertTrue(line.text.hasPrefix("{\"z\": 1, \"a\": "), line.text)
        XCTAssertFalse(line.text.contains("\u{1b}"))
        XCTAssertFalse(line.text.contains("\n"))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.text.utf8)) as? [String: Any])
        XCTAssertEqual(object["a"] as? String, "quote \" backslash \\ newline \n escape \u{1b}[2J nul \u{0}")
    }

    func testNonFiniteNumbersAreNullEverywhere() throws {
        XCTAssertEqual(JSONLine.fixed(.nan, decimals: 2), "null")
        XCTAssertEqual(JSONLine.rounded(.infinity, decimals: 3), "null")
        XCTAssertEqual(JSONLine.number(-.infinity), "null")
        var frame = TouchFrame(time: .nan, touches: [Touch(id: 1, location: Point(x: .infinity, y: 2), phase: .began)])
        XCTAssertEqual(frame.jsonLine, "{\"t\": null, \"touches\": [{\"id\": 1, \"phase\": \"began\", \"x\": null, \"y\": 2.00}]}")
        frame.time = 0.5
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(frame.jsonLine.utf8)))
        struct Figures: Encodable { var b = Double.nan; var a = 2.5; var c = [1.0, .infinity] }
        XCTAssertEqual(try JSONLine.encoding(Figures()), "{\"a\": 2.5, \"b\": null, \"c\": [1, null]}")
    }

    func testNumbersAreFixedOrRoundedWithoutLocaleOrNegativeZero() {
        XCTAssertEqual(JSONLine.fixed(640, decimals: 2), "640.00")
        XCTAssertEqual(JSONLine.fixed(-0.0001, decimals: 2), "0.00")
        XCTAssertEqual(JSONLine.fixed(-2.5, decimals: 1), "-2.5")
        XCTAssertEqual(JSONLine.rounded(-0.0001, decimals: 3), "0")
        XCTAssertEqual(JSONLine.rounded(12.5, decimals: 3), "12.5")
        XCTAssertEqual(JSONLine.number(3), "3")
        XCTAssertEqual(JSONLine.number(0.25), "0.25")
    }

    func testNestedEncodableObjectsSortTheirKeys() throws {
        struct Inner: Encodable { var y = 1; var x = "é" }
        struct Outer: Encodable { var inner = Inner(); var list = [Inner()]; var map = ["b": 1, "a": 2] }
        XCTAssertEqual(try JSONLine.encoding(Outer()),
                       "{\"inner\": {\"x\": \"é\", \"y\": 1}, \"list\": [{\"x\": \"é\", \"y\": 1}], \"map\": {\"a\": 2, \"b\": 1}}")
    }
}
