import FlickScene
import XCTest

final class TileKeyTests: XCTestCase {
    func testAParentHoldsItsFourQuarters() {
        let key = TileKey(level: 1, column: 2, row: 3)
        XCTAssertEqual(key.quarters, [TileKey(level: 2, column: 4, row: 6), TileKey(level: 2, column: 5, row: 6),
                                      TileKey(level: 2, column: 4, row: 7), TileKey(level: 2, column: 5, row: 7)])
        XCTAssertTrue(key.quarters.allSatisfy { $0.parent == key })
        XCTAssertEqual(TileKey(level: -1, column: 0, row: 1).parent, TileKey(level: -2, column: 0, row: 0))
    }

    func testQuartersAndParentsStayInIntsRange() {
        XCTAssertEqual(TileKey(level: 1, column: Int.max / 2 + 1, row: 0).quarters, [], "columns past Int.max")
        XCTAssertEqual(TileKey(level: 1, column: 0, row: Int.max / 2).quarters.last?.row, Int.max, "the last row Int.max")
        XCTAssertEqual(TileKey(level: Int.max, column: 0, row: 0).quarters, [])
        XCTAssertNil(TileKey(level: Int.min, column: 0, row: 0).parent)
    }
}
