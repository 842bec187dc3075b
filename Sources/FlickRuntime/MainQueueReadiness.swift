import CDispatchMainQueue

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
/// a block is queued. The frame loop does what that run loop does, with libdispatch's two
/// hooks for it (swift-corelibs-libdispatch `queue_private.h`, declared in
/// Sources/CDispatchMainQueue): `pollDescriptor` is the eventfd
/// (`_dispatch_get_main_queue_handle_4CF`), and `drain()` reads it and runs the queued blocks
/// (`_dispatch_main_queue_callback_4CF`). No Foundation is involved: Flick's modules use
/// FoundationEssentials, which has no run loop, so an app's process never maps ICU.
/// `RunLoop` timers are not served: time an app's work with `DispatchQueue.main.asyncAfter`,
/// which wakes the loop.
///
/// Only the main thread may drain the main queue: elsewhere `drain()` does nothing.
public final class MainQueueReadiness: InputReadiness {
    /// The main queue's wake-up eventfd, or `nil` when libdispatch does not offer it.
    public let descriptor: Int32?

    /// Asks libdispatch for the main queue's wake-up descriptor.
    public init() {
        let handle = _dispatch_get_main_queue_handle_4CF()
        descriptor = handle >= 0 ? handle : nil
        if descriptor == nil { log.warning("libdispatch gave no main-queue descriptor: posted work waits for the next frame") }
    }

    /// True on the process's main thread, the only one that may drain the main queue.
    static var isMainThread: Bool { flick_is_main_thread() != 0 }

    /// The main queue's eventfd: readable while blocks wait on the main queue.
    public var pollDescriptor: Int32? { Self.isMainThread ? descriptor : nil }

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
    /// thread and some wait (a poll of the descriptor; without one, every call serves the
    /// queue). Returns true when work was waiting.
    @discardableResult
    public func drain() -> Bool {
        guard Self.isMainThread else { return false }
        let pending = hasPendingWork
        // A frame pays one poll when nothing waits.
        if descriptor != nil && !pending { return false }
        // Reset the eventfd before running the blocks, as CoreFoundation's run loop does: a
        // block posted while they run writes it again and wakes the next wait.
        if let descriptor {
            var count: UInt64 = 0
            _ = read(descriptor, &count, MemoryLayout<UInt64>.size)
        }
        _dispatch_main_queue_callback_4CF(nil)
        return pending
    }
}
