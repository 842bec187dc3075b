import ArgumentParser
import FlickInput

/// `flick replay FILE --touches [--size WxH] [--rotate DEG]`: decodes a recording and prints
/// what the engine sees. Each mode lives in its own `ReplayCommand+<Mode>.swift` file and
/// shares `loadRecording()` and `mapping(for:)`.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a recording (evemu, or libinput record) through the input pipeline.",
        discussion: """
            --touches prints one JSON object per touch frame on its own line:
            {"t": seconds since the first event, "touches": [{"id": n, "phase": "began|moved|stationary|ended|cancelled", "x": points, "y": points}]}
            """
    )

    @Argument(help: "The recording to replay (evemu 1.0–1.3, or libinput record).")
    var file: String

    @Flag(help: "Print the decoded touch frames as JSON lines.")
    var touches = false

    @Option(help: "Window size in points, WxH.")
    var size: String = "1280x800"

    @Option(help: "Interface rotation in degrees, clockwise: 0, 90, 180 or 270.")
    var rotate: Int = 0

    @Flag(help: "Mirror the window's x axis (after rotation).")
    var mirrorX = false

    @Flag(help: "Mirror the window's y axis (after rotation).")
    var mirrorY = false

    @Option(help: "libinput calibration matrix: six numbers \"a b c d e f\" on normalised coordinates.")
    var calibration: String?

    @Flag(help: "Decode the recording even when its device is a touchpad.")
    var allowTouchpad = false

    func validate() throws {
        guard touches else { throw ValidationError("choose what to replay: --touches") }
        _ = try windowSize()
        guard WindowMapping.Rotation(degrees: rotate) != nil else {
            throw ValidationError("--rotate must be 0, 90, 180 or 270 (got \(rotate))")
        }
        if let calibration, CalibrationMatrix(parsing: calibration) == nil {
            throw ValidationError("--calibration needs six numbers, \"a b c d e f\" (got \"\(calibration)\")")
        }
    }

    func run() throws {
        if touches { try runTouches() }
    }

    /// The window size from `--size`.
    func windowSize() throws -> Size {
        let parts = size.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width > 0, height > 0, width.isFinite, height.isFinite else {
            throw ValidationError("--size must be WIDTHxHEIGHT in points, like 1280x800 (got \"\(size)\")")
        }
        return Size(width: width, height: height)
    }

    /// Loads the recording and refuses non-touchscreens (unless --allow-touchpad).
    func loadRecording() throws -> Recording {
        do {
            let recording = try Recording.load(path: file)
            try recording.checkIsTouchscreen(allowTouchpad: allowTouchpad)
            return recording
        } catch let error as EvemuError {
            throw CleanExit.failure(error.description)
        } catch let error as RecordingError {
            throw CleanExit.failure(error.description)
        }
    }

    /// The window mapping the options describe, for `recording`'s device.
    func mapping(for recording: Recording) throws -> WindowMapping {
        recording.mapping(windowSize: try windowSize(), rotation: WindowMapping.Rotation(degrees: rotate) ?? .none,
                          mirroredHorizontally: mirrorX, mirroredVertically: mirrorY,
                          calibration: calibration.flatMap(CalibrationMatrix.init(parsing:)) ?? .identity)
    }
}
