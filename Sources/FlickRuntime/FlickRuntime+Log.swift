import FlickInput
import Logging

/// The FlickRuntime module's logger (`flick.runtime`), at the level `FLICK_LOG` names
/// (`FlickLog.configureFromEnvironment()`).
let log: Logger = FlickLog.logger("runtime")
