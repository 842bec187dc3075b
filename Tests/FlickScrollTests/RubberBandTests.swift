import XCTest
@testable import FlickScroll

final class RubberBandTests: XCTestCase {
    func testMatchesReferenceTable() {
        // Note §a1/§b3, d = 800.
        let table: [(Double, Double)] = [(10, 5.5), (50, 26.6), (100, 51.5), (200, 96.7), (400, 172.5),
                                         (800, 283.9), (1600, 419.0)]
        for (raw, shown) in table {
            XCTAssertEqual(RubberBand.offset(forOverscroll: raw, dimension: 800), shown, accuracy: 0.05)
            XCTAssertEqual(RubberBand.offset(forOverscroll: -raw, dimension: 800), -shown, accuracy: 0.05)
        }
        XCTAssertLessThan(RubberBand.offset(forOverscroll: 1e9, dimension: 800), 800)
        XCTAssertEqual(RubberBand.offset(forOverscroll: 0, dimension: 800), 0)
    }

    func testInverseRecoversRawOverscroll() {
        for raw in [-1600.0, -37, 0, 3, 250, 5000] {
            let shown = RubberBand.offset(forOverscroll: raw, dimension: 600)
            XCTAssertEqual(RubberBand.overscroll(forOffset: shown, dimension: 600), raw, accuracy: 1e-6 * max(1, abs(raw)))
        }
    }

    func testClampAndUnclampAroundARange() {
        let range = -20.0...500.0
        XCTAssertEqual(RubberBand.clamp(100, to: range, dimension: 800), 100)
        XCTAssertEqual(RubberBand.clamp(900, to: range, dimension: 800), 500 + 172.5, accuracy: 0.05)
        XCTAssertEqual(RubberBand.clamp(-120, to: range, dimension: 800), -20 - 51.5, accuracy: 0.05)
        for raw in [-300.0, 42, 1234] {
            XCTAssertEqual(RubberBand.unclamp(RubberBand.clamp(raw, to: range, dimension: 800), from: range,
                                              dimension: 800), raw, accuracy: 1e-6 * max(1, abs(raw)))
        }
    }
}
