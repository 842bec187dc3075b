import FlickInput
import XCTest

final class IntSaturatingTests: XCTestCase {
    func testSaturatesAtTheLimitAndTruncatesInside() {
        XCTAssertEqual(Int(saturating: 1e23), Int.saturatingLimit)
        XCTAssertEqual(Int(saturating: -1e23), -Int.saturatingLimit)
        XCTAssertEqual(Int(saturating: .infinity), Int.saturatingLimit)
        XCTAssertEqual(Int(saturating: -.infinity), -Int.saturatingLimit)
        XCTAssertEqual(Int(saturating: .nan), 0)
        XCTAssertEqual(Int(saturating: 41.9), 41)
        XCTAssertEqual(Int(saturating: -41.9), -41)
        XCTAssertEqual(Int(saturating: Double(Int.saturatingLimit)), Int.saturatingLimit)
        XCTAssertEqual(Int(saturating: 5e-324), 0)
        // Room left for counts built on it: +1 and a product of two small factors never trap.
        XCTAssertEqual(Int.saturatingLimit + 1, 9_007_199_254_740_993)
    }
}
