import Foundation
import Logging

/// The FlickRuntime module's logger (`flick.runtime`), at the level named by `FLICK_LOG`
/// (default `warning`).
///
/// FlickRuntime does not reach FlickInput's `FlickLog` in the dependency graph of this
/// branch (its path runs through FlickRender and FlickEvdev), so the level is read here with
/// the same rule; once those layers are in, this becomes `FlickLog.logger("runtime")`.
let log: Logger = {
    var logger = Logger(label: "flick.runtime")
    let name = ProcessInfo.processInfo.environment["FLICK_LOG"]?
        .trimmingCharacters(in: .whitespaces).lowercased()
    logger.logLevel = name.flatMap(Logger.Level.init(rawValue:)) ?? .warning
    return logger
}()
