import Dispatch
@testable import FlickRuntime
import Foundation
import XCTest

/// Ctrl-C during a run: SIGINT is caught (the process lives on) and seen by the loop.
final class InterruptionTests: XCTestCase {
    /// How long the signal's handler may take to run on a loaded machine, seconds (a bound
    /// on a wait for an event, not a timing the test measures).
    static let deliveryBound = 10.0

    func testSIGINTIsCaughtUntilCancelled() {
        let interruption = Interruption()
        XCTAssertFalse(interruption.isSet)
        raise(SIGINT)
        let give = DispatchTime.now() + Self.deliveryBound
        while !interruption.isSet, DispatchTime.now() < give { usleep(1_000) }
        XCTAssertTrue(interruption.isSet, "the signal reached the run, and the process lives on")
        interruption.cancel()
        let previous = signal(SIGINT, SIG_DFL)
        XCTAssertEqual(
            unsafeBitCast(previous, to: Int.self), unsafeBitCast(SIG_DFL, to: Int.self),
            "the default handling is back")
    }
}
