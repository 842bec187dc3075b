import XCTest
@testable import FlickScroll

final class PagingRuleTests: XCTestCase {
    func testPageChoiceMatrix() {
        // Note §b7: fraction p × velocity, width 400, drag started on page 0.
        let rule = PagingRule()
        let fractions = [0.2, 0.45, 0.55, 0.7]
        let expected: [Double: [Int]] = [
            0: [0, 0, 1, 1],
            10: [0, 0, 1, 1],       // Flutter would flip at p = 0.2; a twitch does not here
            100: [0, 0, 1, 1],      // below the 400 pt/s gate the velocity is ignored
            500: [1, 1, 1, 1],      // projection 0.4995·500 = 250 pt
            -500: [0, 0, 0, 0],
        ]
        for (velocity, pages) in expected {
            for (fraction, page) in zip(fractions, pages) {
                XCTAssertEqual(rule.targetPage(offset: fraction * 400, velocity: velocity, pageSize: 400,
                                               startPage: 0, pageCount: 5), page, "p=\(fraction) v=\(velocity)")
            }
        }
    }

    func testAtMostOnePageAndWithinThePages() {
        let rule = PagingRule()
        XCTAssertEqual(rule.targetPage(offset: 450, velocity: 8000, pageSize: 400, startPage: 1, pageCount: 10), 2)
        XCTAssertEqual(rule.targetPage(offset: 350, velocity: -8000, pageSize: 400, startPage: 1, pageCount: 10), 0)
        XCTAssertEqual(rule.targetPage(offset: 1700, velocity: 3000, pageSize: 400, startPage: 4, pageCount: 5), 4)
        XCTAssertEqual(PagingRule(maximumPageJump: 3).targetPage(offset: 450, velocity: 8000, pageSize: 400,
                                                                 startPage: 1, pageCount: 10), 4)
    }

    func testTwitchNeverFlipsThePage() {
        let rule = PagingRule()
        XCTAssertEqual(rule.targetPage(offset: 820, velocity: 3000, pageSize: 400, startPage: 2, pageCount: 5), 2)
        XCTAssertEqual(rule.targetPage(offset: 826, velocity: 3000, pageSize: 400, startPage: 2, pageCount: 5), 3)
        XCTAssertEqual(rule.targetPage(offset: 790, velocity: -500, pageSize: 400, startPage: 2, pageCount: 5), 2)
    }
}
