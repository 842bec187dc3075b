import ArgumentParser
import FlickInput
import FlickRuntime

extension FlickDemo {
    /// Checks the kiosk options (`--window`, `--calibration`), naming the option.
    func validateHardwareOptions() throws {
        if let window { _ = try ApplicationOptions.parseSize(window, option: "--window") }
        if let calibration, CalibrationMatrix(parsing: calibration) == nil {
            throw ValidationError("--calibration needs six numbers, \"a b c d e f\" (got \"\(calibration)\")")
        }
    }

    /// The window size asked for with `--window`, points.
    var windowSize: Size? { window.flatMap { try? ApplicationOptions.parseSize($0, option: "--window") } }

    /// The touchscreen's orientation from `--rotate`, `--mirror-x`, `--mirror-y`, `--calibration`.
    var orientation: TouchscreenInput.Orientation {
        TouchscreenInput.Orientation(rotation: WindowMapping.Rotation(degrees: rotate) ?? .none,
                                     mirroredHorizontally: mirrorX, mirroredVertically: mirrorY,
                                     calibration: calibration.flatMap(CalibrationMatrix.init(parsing:)) ?? .identity)
    }
}
