#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import FoundationEssentials

/// When this process started, for startup figures: the kernel's start time of the process
/// (`/proc/self/stat`, field 22, in clock ticks since boot: 10 ms at the usual 100 Hz)
/// against the boot-time clock.
public enum ProcessStart {
    /// Seconds since boot the process started at, or `nil` when `/proc` cannot say.
    public static var secondsSinceBoot: Double? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // After the command name in parentheses: field 3 (state) onwards; start time is 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        guard fields.count > 19, let ticks = Double(fields[19]), ticksPerSecond > 0 else { return nil }
        return ticks / ticksPerSecond
    }

    /// Seconds from the process's start to `time` on CLOCK_MONOTONIC (`MonotonicClock`),
    /// `now` being that clock's present reading; `nil` when the start cannot be read.
    public static func seconds(toMonotonic time: Double, now: Double) -> Double? {
        guard let started = secondsSinceBoot else { return nil }
        var boot = timespec()
        clock_gettime(CLOCK_BOOTTIME, &boot)
        let bootNow = Double(boot.tv_sec) + Double(boot.tv_nsec) / 1e9
        return (bootNow - (now - time)) - started
    }
}
