import FlickInput
import Logging

/// The FlickEvdev module's logger (`flick.evdev`).
let log = FlickLog.logger("evdev")
