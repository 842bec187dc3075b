import FlickInput
import Logging
import XCTest

final class FlickLogTests: XCTestCase {
    func testLevelNamesAreParsedIgnoringCaseAndSpace() {
        XCTAssertEqual(FlickLog.level(named: "trace"), .trace)
        XCTAssertEqual(FlickLog.level(named: " DEBUG "), .debug)
        XCTAssertEqual(FlickLog.level(named: "error"), .error)
        XCTAssertNil(FlickLog.level(named: "loud"))
        XCTAssertNil(FlickLog.level(named: nil))
    }

    func testModuleLoggersAreLabelledAndUseTheProcessLevel() {
        let logger = FlickLog.logger("input")
        XCTAssertEqual(logger.label, "flick.input")
        XCTAssertEqual(logger.logLevel, FlickLog.level)
    }
}

final class FlickLogConfigurationTests: XCTestCase {
    func testConfiguringSetsTheLevelOfLoggersMadeAfterwards() {
        let before = FlickLog.level
        defer { FlickLog.configure(level: before) }
        FlickLog.configure(level: .trace)
        XCTAssertEqual(FlickLog.level, .trace)
        XCTAssertEqual(FlickLog.logger("test").logLevel, .trace)
        FlickLog.configure(level: .error)
        XCTAssertEqual(FlickLog.logger("test").logLevel, .error)
    }
}
