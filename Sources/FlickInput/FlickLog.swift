import FoundationEssentials
import Logging
import Synchronization

/// Flick's loggers: one per module, at a process-wide level (`trace`, `debug`, `info`,
/// `notice`, `warning`, `error`, `critical`; default `warning`). The executables set the
/// level from the `FLICK_LOG` environment variable at start-up (FlickRuntime's
/// `FlickLog.configureFromEnvironment()`): this core reads no environment.
/// `FLICK_LOG=trace` traces every recognizer and physics transition without code changes.
public enum FlickLog {
    /// The level used until the process configures another (and when `FLICK_LOG` is unset
    /// or not a level name).
    public static let defaultLevel: Logger.Level = .warning

    /// The level named by a `FLICK_LOG` value, or `nil` when the value names none.
    /// Matching ignores case and surrounding white space.
    public static func level(named name: String?) -> Logger.Level? {
        guard let name else { return nil }
        return Logger.Level(rawValue: name.trimmingWhiteSpace.lowercased())
    }

    private static let configuredLevel = Mutex(defaultLevel)

    /// The level in force for this process: `defaultLevel` until `configure(level:)`.
    public static var level: Logger.Level { configuredLevel.withLock { $0 } }

    /// Sets the level of the module loggers made from now on. Executables call it first
    /// thing, before any module logs (each module's logger is made at its first message).
    public static func configure(level: Logger.Level) {
        configuredLevel.withLock { $0 = level }
    }

    /// A logger for one module (label `flick.<module>`), at the level in force.
    /// Messages go to standard error through swift-log's default handler unless the
    /// executable bootstrapped another.
    public static func logger(_ module: String) -> Logger {
        var logger = Logger(label: "flick." + module)
        logger.logLevel = level
        return logger
    }
}
