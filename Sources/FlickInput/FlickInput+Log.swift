import Logging

/// The FlickInput module's logger (`flick.input`).
let log = FlickLog.logger("input")
