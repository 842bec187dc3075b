import FlickInput
import Logging

/// The FlickUI module's logger (`flick.ui`): `FLICK_LOG=trace` traces every routing decision
/// (hit view, recognizers offered, deliveries, actions).
let log = FlickLog.logger("ui")
