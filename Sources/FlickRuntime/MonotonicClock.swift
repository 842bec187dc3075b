#if canImport(Glibc)
import Glibc
#endif

/// The real clock: CLOCK_MONOTONIC for wall time, CLOCK_THREAD_CPUTIME_ID for CPU time,
/// `clock_nanosleep(TIMER_ABSTIME)` for waits without input, and `poll` (whole
/// milliseconds, then an absolute sleep for the sub-millisecond rest) for waits that input
/// can end. Absolute deadlines mean a late
/// wake-up never accumulates into the next frame's deadline.
public final class MonotonicClock: FrameClock {
    /// Creates the clock.
    public init() {}

    /// Monotonic time in seconds (CLOCK_MONOTONIC).
    public func now() -> Double { Self.read(CLOCK_MONOTONIC) }

    /// CPU time of the calling thread in seconds (CLOCK_THREAD_CPUTIME_ID).
    public func threadCPUTime() -> Double { Self.read(CLOCK_THREAD_CPUTIME_ID) }

    /// Waits until `deadline` or until a source's descriptor is readable (or a source
    /// without a descriptor has an event due). Returns `true` when input ended the wait.
    @discardableResult
    public func wait(until deadline: Double, wakingOn sources: [any InputReadiness]) -> Bool {
        var end = deadline
        var descriptors: [pollfd] = []
        for source in sources {
            if let fd = source.pollDescriptor {
                descriptors.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0))
            } else if let next = source.nextEventTime() {
                end = min(end, next)
            }
        }
        if descriptors.isEmpty {
            sleep(until: end)
            return end < deadline
        }
        while true {
            let remaining = end - now()
            if remaining <= 0 { return end < deadline }
            let milliseconds = Int32(min(remaining * 1000, Double(Int32.max)).rounded(.down))
            let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
            if ready > 0 { return true }
            if ready < 0 && errno != EINTR {
                log.warning("poll failed (errno \(errno)); sleeping to the deadline instead")
                sleep(until: end)
                return end < deadline
            }
            if milliseconds == 0 {
                sleep(until: end)
                return end < deadline
            }
        }
    }

    /// Sleeps until the absolute monotonic time `deadline`, resuming after signals.
    private func sleep(until deadline: Double) {
        var target = Self.makeTimespec(of: deadline)
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &target, nil) == EINTR {}
    }

    private static func read(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    private static func makeTimespec(of seconds: Double) -> timespec {
        let clamped = max(0, seconds)
        let whole = clamped.rounded(.down)
        let nanoseconds = min(999_999_999, Int((clamped - whole) * 1e9))
        return Glibc.timespec(tv_sec: Int(whole), tv_nsec: nanoseconds)
    }
}
