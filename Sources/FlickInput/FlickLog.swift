import Foundation
import Logging

/// Flick's loggers: one per module, with the level taken from the `FLICK_LOG`
/// environment variable (`trace`, `debug`, `info`, `notice`, `warning`, `error`,
/// `critical`; default `warning`). `FLICK_LOG=trace` traces every recognizer and
/// physics transition without code changes.
public enum FlickLog {
    /// The level used when `FLICK_LOG` is unset or not a level name.
    public static let defaultLevel: Logger.Level = .warning

    /// The level named by a `FLICK_LOG` value, or `nil` when the value names none.
    /// Matching ignores case and surrounding white space.
    public static func level(named name: String?) -> Logger.Level? {
        guard let name else { return nil }
        return Logger.Level(rawValue: name.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// The level in force for this process, read from `FLICK_LOG` once.
    public static let level: Logger.Level =
        level(named: ProcessInfo.processInfo.environment["FLICK_LOG"]) ?? defaultLevel

    /// A logger for one module (label `flick.<module>`), at the level in force.
    /// Messages go to standard error through swift-log's default handler unless the
    /// executable bootstrapped another.
    public static func logger(_ module: String) -> Logger {
        var logger = Logger(label: "flick." + module)
        logger.logLevel = level
        return logger
    }
}
