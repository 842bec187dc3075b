import FlickEvdev
import ArgumentParser
import FlickInput

/// `flick replay FILE --touches|--gestures|--scroll [--size WxH] [--rotate DEG]`: decodes a
/// recording and prints what the engine sees. Each mode lives in its own `ReplayCommand+<Mode>.swift` file and
/// shares `loadRecording()` and `mapping(for:)`.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a recording (evemu, or libinput record) through the input pipeline.",
        discussion: """
            --touches prints one JSON object per touch frame on its own line:
            {"t": seconds since the first event, "touches": [{"id": n, "phase": "began|moved|stationary|ended|cancelled", "x": points, "y": points}]}
            --gestures runs the standard recognizer set on one full-window view; with --json one
            object per gesture event and a summary line, with --explain every recognizer's
            transitions and their reasons.
            --scroll --json runs a full-window scroll view, frames every 1/60 s of virtual time:
            {"t": s, "offset": [x, y], "zoom": s, "state": "idle|tracking|dragging|decelerating|bouncing|paging"}
            plus willEndDragging and didEndDecelerating event lines.
            """
    )

    @Argument(help: "The recording to replay (evemu 1.0–1.3, or libinput record).")
    var file: String

    @Flag(help: "Print the decoded touch frames as JSON lines.")
    var touches = false

    @Flag(help: "Recognize gestures with the standard set on one full-window view.")
    var gestures = false

    @Flag(help: "Run a full-window scroll view on the recording.")
    var scroll = false

    @Flag(help: "With --gestures or --scroll: print JSON lines (the stable contract).")
    var json = false

    @Flag(help: "With --gestures: print every recognizer's transitions with their reasons.")
    var explain = false

    @Flag(help: "With --gestures: include `changed` events.")
    var verbose = false

    @Flag(help: "With --gestures: fire single taps at once and retract them if a double tap follows.")
    var optimisticTap = false

    @Option(help: "With --scroll: content size in points, WxH (default: 4 × the window in each direction).")
    var content: String?

    @Flag(help: "With --scroll: enable paging (pages the size of the window).")
    var paging = false

    @Flag(help: "With --scroll: enable directional lock.")
    var lock = false

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
        let modes = [touches, gestures, scroll].filter { $0 }.count
        guard modes == 1 else {
            throw ValidationError("choose one thing to replay: --touches, --gestures or --scroll")
        }
        if scroll && !json { throw ValidationError("--scroll prints JSON lines: add --json") }
        _ = try windowSize()
        if content != nil { _ = try contentSize() }
        guard WindowMapping.Rotation(degrees: rotate) != nil else {
            throw ValidationError("--rotate must be 0, 90, 180 or 270 (got \(rotate))")
        }
        if let calibration, CalibrationMatrix(parsing: calibration) == nil {
            throw ValidationError("--calibration needs six numbers, \"a b c d e f\" (got \"\(calibration)\")")
        }
    }

    func run() throws {
        if touches { try runTouches() }
        if gestures { try runGestures() }
        if scroll { try runScroll() }
    }

    /// The window size from `--size`.
    func windowSize() throws -> Size { try Self.parseSize(size, option: "--size") }

    /// The content size from `--content`, or 4 × the window in each direction.
    func contentSize() throws -> Size {
        guard let content else { return try windowSize() * 4 }
        return try Self.parseSize(content, option: "--content")
    }

    /// A `WIDTHxHEIGHT` size in points.
    static func parseSize(_ text: String, option: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width > 0, height > 0, width.isFinite, height.isFinite else {
            throw ValidationError("\(option) must be WIDTHxHEIGHT in points, like 1280x800 (got \"\(text)\")")
        }
        return Size(width: width, height: height)
    }

    /// Loads the recording and refuses non-touchscreens (unless --allow-touchpad).
    func loadRecording() throws -> Recording {
        do {
            let recording = try RecordingFile.load(path: file)
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
