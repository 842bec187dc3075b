#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import FoundationEssentials
import Synchronization

/// Set by the SIGINT handler: an atomic store is async-signal-safe, where taking a lock or
/// posting to a queue is not.
private let interruptReceived = Atomic<Bool>(false)

/// Ctrl-C (SIGINT) or a stop (SIGTERM: `systemctl stop`) during a run: the run ends at its
/// next frame, cleanly (its report, snapshots and trace are still written, a held VT given
/// back), instead of the process dying mid-frame. A loop
/// asleep at rest sees it when it next wakes (at most `FrameLoopConfiguration.idleRecheck`).
/// (A dispatch signal source was tried: on Linux it needs the signal blocked in every
/// thread, and with it ignored, as Apple's documentation asks, the signal never arrived.)
final class Interruption: Sendable {
    /// Catches SIGINT and SIGTERM until `cancel()`.
    init() {
        interruptReceived.store(false, ordering: .relaxed)
        for number in Self.signals { signal(number) { _ in interruptReceived.store(true, ordering: .relaxed) } }
    }

    /// The signals that end a run.
    static let signals = [SIGINT, SIGTERM]

    /// True once SIGINT or SIGTERM arrived.
    var isSet: Bool { interruptReceived.load(ordering: .relaxed) }

    /// Restores the default handling.
    func cancel() { for number in Self.signals { signal(number, SIG_DFL) } }
}
