import FlickInput
import FlickRuntime
import XCTest

final class FlickLogEnvironmentTests: XCTestCase {
    func testTheEdgeReadsFlickLogFromTheEnvironment() {
        let before = FlickLog.level
        defer { FlickLog.configure(level: before) }
        XCTAssertEqual(FlickLog.configureFromEnvironment(["FLICK_LOG": " Trace "]), .trace)
        XCTAssertEqual(FlickLog.level, .trace)
        XCTAssertEqual(FlickLog.configureFromEnvironment(["FLICK_LOG": "loud"]), FlickLog.defaultLevel,
                       "not a level name: the default")
        XCTAssertEqual(FlickLog.configureFromEnvironment([:]), FlickLog.defaultLevel, "unset: the default")
        XCTAssertEqual(FlickLog.level, FlickLog.defaultLevel)
    }
}
