import FlickRuntime
import XCTest

final class StringPrintfTests: XCTestCase {
    func testFillsInNumbersByCsRules() {
        XCTAssertEqual(String(printf: "%.2f", 1.005), "1.00", "binary 1.005 is just below the half")
        XCTAssertEqual(String(printf: "%.2f", 2.5), "2.50")
        XCTAssertEqual(String(printf: "%02d-", 7), "07-")
        XCTAssertEqual(String(printf: "%+.1f %%", -3.25), "-3.2 %")
        XCTAssertEqual(String(printf: "%7.2f h, %9d frames", 1.5, 1_234_567), "   1.50 h,   1234567 frames")
        XCTAssertEqual(String(printf: "%g Hz", 60.0), "60 Hz")
    }

    func testTheCLocaleWhateverTheEnvironment() {
        // Never localized: a decimal point, no grouping, as `flick bench`'s figures need.
        XCTAssertEqual(String(printf: "%.3f ms", 1234.5), "1234.500 ms")
    }

    func testEmptyAndLongResults() {
        XCTAssertEqual(String(printf: ""), "")
        let long = String(printf: "%0500d", 1)
        XCTAssertEqual(long.count, 500)
        XCTAssertTrue(long.hasSuffix("01"))
        XCTAssertEqual(String(printf: "ü %d", 1), "ü 1", "UTF-8 text around the figures is kept")
    }
}
