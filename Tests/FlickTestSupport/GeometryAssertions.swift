import FlickInput
import XCTest

/// Asserts that `point` exists and lies within `accuracy` (points) of (`x`, `y`) in each
/// coordinate: the shared check of projected corners, converted points and hit positions.
public func assertPoint(_ point: Point?, _ x: Double, _ y: Double, accuracy: Double = 1e-9,
                        _ message: @autoclosure () -> String = "",
                        file: StaticString = #filePath, line: UInt = #line) {
    guard let point else {
        return XCTFail("no point (behind the eye or edge-on) \(message())", file: file, line: line)
    }
    XCTAssertEqual(point.x, x, accuracy: accuracy, "x \(message())", file: file, line: line)
    XCTAssertEqual(point.y, y, accuracy: accuracy, "y \(message())", file: file, line: line)
}

/// Asserts that two lists of optional points match pairwise within `accuracy` (points);
/// a missing point on either side fails.
public func assertPoints(_ actual: [Point?], _ expected: [Point?], accuracy: Double = 1e-9,
                         file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(actual.count, expected.count, "point count", file: file, line: line)
    for (index, (a, e)) in zip(actual, expected).enumerated() {
        guard let e else { return XCTFail("expected point \(index) missing", file: file, line: line) }
        assertPoint(a, e.x, e.y, accuracy: accuracy, "point \(index)", file: file, line: line)
    }
}
