import ArgumentParser
import FlickInput
import FlickRuntime

extension FlickDemo {
    /// Checks the kiosk options (`--window`, `--calibration`), naming the option.
    func validateHardwareOptions() throws {
        if let window { _ = try ApplicationOptions.parseSize(window, option: "--window") }
        try ApplicationOptions.checkCalibration(calibration)
    }

    /// The window size asked for with `--window`, points.
    var windowSize: Size? { window.flatMap { try? ApplicationOptions.parseSize($0, option: "--window") } }

    /// The touchscreen's orientation from `--rotate`, `--mirror-x`, `--mirror-y`, `--calibration`.
    var orientation: TouchscreenInput.Orientation {
        ApplicationOptions.orientation(rotate: rotate, mirrorX: mirrorX, mirrorY: mirrorY, calibration: calibration)
    }
}
