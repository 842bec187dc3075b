import Foundation
import XCTest

/// `flick profile`'s latency options, end to end.
final class ProfileCommandTests: XCTestCase {
    func testTheReplayDelayAndTheSecondLookReachTheRun() throws {
        let result = try FlickCommand.run(["profile", "--scene", "synthetic", "--virtual", "--frames", "30",
                                           "--replay-delay", "4"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("late redraw, second look, input 4 ms later"), result.standardOutput)
        let off = try FlickCommand.run(["profile", "--scene", "synthetic", "--virtual", "--frames", "30", "--no-second-look"])
        XCTAssertEqual(off.status, 0, off.standardError)
        XCTAssertFalse(off.standardOutput.contains("second look"), off.standardOutput)
        XCTAssertFalse(off.standardOutput.contains("ms later"), off.standardOutput)
    }

    func testAReplayDelayOutOfRangeIsRefusedByName() throws {
        for delay in ["1001", "nan"] {
            let result = try FlickCommand.run(["profile", "--scene", "synthetic", "--virtual", "--replay-delay", delay])
            XCTAssertNotEqual(result.status, 0, delay)
            XCTAssertTrue(result.standardError.contains("--replay-delay"), result.standardError)
        }
    }
}
