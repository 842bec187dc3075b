import FlickInput
import Logging

/// The FlickRender module's logger (`flick.render`).
let log = FlickLog.logger("render")
