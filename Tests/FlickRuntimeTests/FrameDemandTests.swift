import FlickRuntime
import XCTest

/// Every transition of frames on demand (`FramesOnDemand.md`).
final class FrameDemandTests: XCTestCase {
    func testDrawingAlwaysDraws() {
        var demand = FrameDemand()
        XCTAssertEqual(demand.next(changed: false, changesByItself: false), .draw)
        XCTAssertEqual(demand.next(changed: true, changesByItself: true), .draw)
        XCTAssertEqual(demand.state, .drawing)
    }

    func testAQuietFrameOfASceneAtRestSleeps() {
        var demand = FrameDemand()
        demand.frameEnded(quiet: true, changesByItself: false)
        XCTAssertEqual(demand.state, .sleeping)
        XCTAssertEqual(demand.next(changed: false, changesByItself: false), .sleep)
        XCTAssertEqual(demand.state, .sleeping, "a recheck that found nothing sleeps on")
    }

    func testAFrameThatShowedSomethingOrAMovingSceneDrawsOn() {
        var demand = FrameDemand()
        demand.frameEnded(quiet: false, changesByItself: false)
        XCTAssertEqual(demand.state, .drawing, "input shown: one more frame to see that nothing follows")
        demand.frameEnded(quiet: true, changesByItself: true)
        XCTAssertEqual(demand.state, .drawing, "an animation runs")
    }

    func testSomethingComingWakesWithANewGrid() {
        var demand = FrameDemand(.sleeping)
        XCTAssertEqual(demand.next(changed: true, changesByItself: false), .resume)
        XCTAssertEqual(demand.state, .drawing)
        demand = FrameDemand(.sleeping)
        XCTAssertEqual(demand.next(changed: false, changesByItself: true), .resume, "a deadline fell due")
        XCTAssertEqual(demand.state, .drawing)
    }

    func testAFrameWhileAsleepAndLeavingFullRateDrawAgain() {
        var demand = FrameDemand(.sleeping)
        demand.frameEnded(quiet: true, changesByItself: false)
        XCTAssertEqual(demand.state, .drawing)
        demand = FrameDemand(.sleeping)
        demand.reset()
        XCTAssertEqual(demand.state, .drawing)
    }
}
