import Dispatch
import Glibc
import Synchronization
import XCTest

@testable import FlickRender

/// The renderer's background work runs on threads of nice 10 or more, below the frame thread
/// (nice 0) and the band helper, on every queue it uses.
final class BackgroundWorkTests: XCTestCase {
    /// The nice value of the thread that runs a block `queue` is given (`async`: `sync` may run
    /// the block on the caller's thread).
    func niceness(on queue: DispatchQueue) -> Int32 {
        let seen = Mutex<Int32?>(nil)
        let done = DispatchSemaphore(value: 0)
        queue.async {
            errno = 0
            let value = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
            seen.withLock { $0 = errno == 0 ? value : nil }
            done.signal()
        }
        done.wait()
        return seen.withLock { $0 } ?? .min
    }

    func testStretchesCaptureSparesAndPageFaultsAheadRunBelowTheFrameThread() {
        let lowest: Int32 = 10
        XCTAssertGreaterThanOrEqual(niceness(on: BackgroundStretcher().queue), lowest, "stretches")
        XCTAssertGreaterThanOrEqual(niceness(on: CaptureBuffers().queue), lowest, "capture spares")
        XCTAssertGreaterThanOrEqual(
            niceness(on: .global(qos: BackgroundWork.qos.qosClass)), lowest, "pages faulted in ahead")
        errno = 0
        let caller = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        XCTAssertLessThan(caller, lowest, "the calling thread is left as it was")
    }
}
