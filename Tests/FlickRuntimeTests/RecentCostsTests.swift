import FlickInput
@testable import FlickRuntime
import XCTest

/// The sorted window gives what sorting the window gave, at every step.
final class RecentCostsTests: XCTestCase {
    func testRanksMatchASortedWindowAsCostsComeAndGo() {
        var generator = SeededGenerator(seed: 37)
        var recent = RecentCosts(window: 50)
        var reference: [Double] = []
        for step in 0..<400 {
            // Repeated values too: a removal must drop one copy only.
            let cost = Double(Int.random(in: 0..<40, using: &generator)) / 1000
            recent.append(cost, at: step)
            reference.append(cost)
            if reference.count > 50 { reference.removeFirst() }
            let sorted = reference.sorted()
            for rank in [1, 3, 10, 50, 80] {
                XCTAssertEqual(recent.largest(rank: rank), sorted[max(0, sorted.count - rank)], "step \(step), rank \(rank)")
            }
            XCTAssertEqual(recent.first, reference.first)
            XCTAssertEqual(recent.maxOfLast(8), reference.suffix(8).max())
            XCTAssertEqual(recent.maxAfterFirst, reference.count > 1 ? reference.dropFirst().max() : nil)
            XCTAssertEqual(recent.lastRecorded, step)
        }
        XCTAssertEqual(recent.count, 50)
    }

    func testAnEmptyHistoryHasNoCost() {
        let recent = RecentCosts(window: 3)
        XCTAssertNil(recent.first)
        XCTAssertNil(recent.largest(rank: 1))
        XCTAssertNil(recent.maxOfLast(2))
        XCTAssertNil(recent.maxAfterFirst)
    }
}
