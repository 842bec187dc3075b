import FlickInput
import Logging

/// The FlickScroll module's logger (`flick.scroll`); `FLICK_LOG=trace` traces every
/// scroll-view state transition and every physics hand-off.
let log = FlickLog.logger("scroll")
