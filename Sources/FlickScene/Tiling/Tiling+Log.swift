import FlickInput
import Logging

/// The tiling part of FlickScene logs as `flick.scene.tiling` (FlickScene's own `log`
/// belongs to the layer tree).
let tileLog = FlickLog.logger("scene.tiling")
