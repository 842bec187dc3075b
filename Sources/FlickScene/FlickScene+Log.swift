import FlickInput
import Logging

/// The FlickScene module's logger (`flick.scene`).
let log = FlickLog.logger("scene")
