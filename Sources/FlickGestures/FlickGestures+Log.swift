import FlickInput
import Logging

/// The FlickGestures module's logger (`flick.gestures`); `FLICK_LOG=trace` traces every
/// recognizer transition.
let log = FlickLog.logger("gestures")
