import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The main dispatch queue as a frame-loop wake-up source: blocks posted with
/// `DispatchQueue.main.async` (and `@MainActor` tasks, which Swift enqueues there) from any
/// thread make its descriptor readable and end the loop's wait, and `drain()` runs them on
/// the frame thread between frames.
///
/// On Linux nothing runs the main queue while a frame loop owns the main thread: Foundation's
/// `RunLoop` drains it only when run, and waits on an eventfd libdispatch writes to whenever
/// a block is queued. `drain()` runs `RunLoop.main` for no time (its public way of serving the
/// queue, CF timers and sources included); `pollDescriptor` is that same eventfd, read from
/// libdispatch's `_dispatch_get_main_queue_handle_4CF` (the handle CoreFoundation's run loop
/// polls; swift-corelibs-libdispatch `queue_private.h`). Without it (another libdispatch),
/// `pollDescriptor` is `nil` and posted work waits for the loop's next wake-up.
///
/// Only the main thread may drain the main queue: elsewhere `drain()` does nothing.
public final class MainQueueReadiness: InputReadiness {
    /// The main queue's wake-up eventfd, or `nil` when libdispatch does not offer it.
    public let descriptor: Int32?

    /// Looks the main queue's wake-up descriptor up.
    public init() { descriptor = Self.lookUpDescriptor() }

    /// The main queue's eventfd: readable while blocks wait on the main queue.
    public var pollDescriptor: Int32? { Thread.isMainThread ? descriptor : nil }

    /// Never known in advance.
    public func nextEventTime() -> Double? { nil }

    /// True when blocks wait on the main queue (its descriptor is readable); false when none
    /// do or it cannot be told (no descriptor).
    public var hasPendingWork: Bool {
        guard let descriptor else { return false }
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0
    }

    /// Runs the blocks waiting on the main queue on the calling thread, when it is the main
    /// thread and some wait (a poll of the descriptor; without one, every call runs the run
    /// loop). The run loop pass also fires `RunLoop` timers then, but only then: time an app's
    /// work with `DispatchQueue.main.asyncAfter`, which wakes the loop. Returns true when work
    /// was waiting.
    @discardableResult
    public func drain() -> Bool {
        guard Thread.isMainThread else { return false }
        let pending = hasPendingWork
        // A frame pays one poll when nothing waits, not a run loop pass (several system calls).
        if descriptor != nil && !pending { return false }
        // A date in the past: one pass of the run loop, serving the main queue, never waiting.
        _ = RunLoop.main.run(mode: .default, before: Date.distantPast)
        return pending
    }

    /// libdispatch's `_dispatch_get_main_queue_handle_4CF()`, or `nil` when it is not there.
    private static func lookUpDescriptor() -> Int32? {
        // RTLD_DEFAULT (a null handle on glibc): every library loaded, libdispatch among them.
        guard let symbol = dlsym(nil, Self.handleSymbol) else {
            log.warning("libdispatch has no \(Self.handleSymbol): main-queue work waits for the loop's next wake-up")
            return nil
        }
        typealias Handle = @convention(c) () -> Int32
        let handle = unsafeBitCast(symbol, to: Handle.self)()
        return handle >= 0 ? handle : nil
    }

    /// The libdispatch entry CoreFoundation's run loop gets the main queue's descriptor from.
    static let handleSymbol = "_dispatch_get_main_queue_handle_4CF"
}
