@testable import FlickUI
import XCTest

/// The caret's iOS 15 blink: opaque, four steps down, off, four steps up, each loop.
final class CaretBlinkTests: XCTestCase {
    func testThePhasesOfOneLoop() {
        let expected: [(Double, Double)] = [
            (0, 1), (0.49, 1), (0.5, 1), (0.54, 0.75), (0.58, 0.5), (0.62, 0.25), (0.65, 0), (0.8, 0),
            (0.86, 0), (0.89, 0.25), (0.93, 0.5), (0.97, 0.75), (1.0, 1), (1.3, 1), (1.7, 0),
        ]
        for (elapsed, opacity) in expected {
            XCTAssertEqual(CaretBlink.opacity(after: elapsed), opacity, accuracy: 1e-12, "at \(elapsed) s")
        }
        XCTAssertEqual(CaretBlink.opacity(after: -1), 1, "before the loop: solid")
        XCTAssertEqual(CaretBlink.opacity(after: .nan), 1)
    }
}
