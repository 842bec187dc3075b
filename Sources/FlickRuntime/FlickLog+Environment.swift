import FlickInput
import FoundationEssentials
import Logging

extension FlickLog {
    /// The environment variable naming the log level.
    public static let environmentVariable = "FLICK_LOG"

    /// Sets the level from `FLICK_LOG` in `environment` (the process's by default; unset or
    /// not a level name: `defaultLevel`) and returns it. The executables call it first thing.
    @discardableResult
    public static func configureFromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Logger.Level {
        let level = level(named: environment[environmentVariable]) ?? defaultLevel
        configure(level: level)
        return level
    }
}
