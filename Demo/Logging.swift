import Flick
import Logging

/// The demo's logger (`FLICK_LOG=trace` traces every scene event).
let log = FlickLog.logger("demo")
