import FlickInput
import Logging

/// The FlickAnimation module's logger (`flick.animation`).
let log = FlickLog.logger("animation")
