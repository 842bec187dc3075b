import FlickRuntime
import XCTest

final class RealtimeSchedulingTests: XCTestCase {
    func testRequestReportsWhatTheThreadGotAndRelinquishRestores() {
        XCTAssertFalse(RealtimeScheduling.isRealtime)
        let granted = RealtimeScheduling.request()
        XCTAssertEqual(RealtimeScheduling.isRealtime, granted, "the answer matches the thread's policy")
        RealtimeScheduling.relinquish()
        XCTAssertFalse(RealtimeScheduling.isRealtime)
        XCTAssertFalse(RealtimeScheduling.request(priority: 1000), "an impossible priority is refused")
        XCTAssertFalse(RealtimeScheduling.isRealtime)
    }
}
