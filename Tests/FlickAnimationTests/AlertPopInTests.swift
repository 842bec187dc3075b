import FlickAnimation
import FlickInput
import Foundation
import XCTest

final class AlertPopInTests: XCTestCase {
    func testAlertPopInScaleKeyframes() throws {
        let popIn = AlertPopIn()
        let scale = popIn.scaleAnimation
        scale.fillMode = .forwards // so that the very end (u = 1) is sampled too
        XCTAssertEqual(scale.keyPath, "transform.scale")
        XCTAssertEqual(scale.duration, 0.2555)
        // Hand-computed (linear segments): u = 0.3 → half-way 0.6…1.1 = 0.85;
        // u = 0.7 → half-way 1.1…0.9 = 1.0; u = 0.9 → half-way 0.9…1.0 = 0.95; u = 0.15 → 0.725.
        for (u, expected) in [(0.0, 0.6), (0.15, 0.725), (0.3, 0.85), (0.6, 1.1), (0.7, 1.0), (0.8, 0.9),
                              (0.9, 0.95), (1.0, 1.0)] {
            XCTAssertEqual(try XCTUnwrap(scale.value(at: u * 0.2555, modelValue: 1)), expected, accuracy: 1e-9,
                           "u = \(u)")
        }
        let fade = popIn.backgroundOpacityAnimation
        XCTAssertEqual(try XCTUnwrap(fade.value(at: 0.2555 / 2, modelValue: 1)), 0.5, accuracy: 1e-9)
        XCTAssertEqual(fade.keyPath, "opacity")
    }
}
