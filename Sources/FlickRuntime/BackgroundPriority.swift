#if canImport(Glibc)
import Glibc
#endif

/// The scheduling priority of threads that draw off the frame loop (tiles, images): on
/// Linux a nice value is per thread, and raising it lets the frame thread (nice 0) win a
/// shared core. libdispatch gives a queue's threads the nice value of its quality (10 for
/// `.background`, 2 for `.utility`, −2 for `.userInitiated` when privileged: FlickRender's
/// `BackgroundWork`), so a worker asked for at a high quality would outrank the frame thread;
/// the workers lower their own thread as they start a work item, whatever its quality.
public enum BackgroundPriority {
    /// Nice value of drawing threads (our choice: 10; the Linux scheduler weighs nice 10 at
    /// 110 against 1024 for nice 0, so a busy worker takes about a tenth of a core it shares
    /// with the frame thread).
    public static let niceness: Int32 = 10

    /// Raises the calling thread's nice value to `niceness` (never lowers it; raising needs
    /// no privilege). Pooled dispatch threads keep it for later work: in Flick they only run
    /// background drawing.
    public static func lowerCurrentThread() {
        #if os(Linux)
        let thread: id_t = 0 // Linux: 0 is the calling thread (nice is per thread under NPTL)
        errno = 0
        let current = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), thread)
        guard errno == 0, current < niceness else { return }
        if setpriority(__priority_which_t(PRIO_PROCESS.rawValue), thread, niceness) != 0 {
            log.debug("could not lower a drawing thread's priority (errno \(errno))")
        }
        #endif
    }

    /// The calling thread's nice value (Linux), or 0 where unknown.
    public static var currentNiceness: Int32 {
        #if os(Linux)
        errno = 0
        let value = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        return errno == 0 ? value : 0
        #else
        return 0
        #endif
    }
}
