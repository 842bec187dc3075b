import FlickInput
import Logging

/// The FlickBenchmarks module's logger (`flick.bench`).
let log = FlickLog.logger("bench")
