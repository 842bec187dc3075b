import ArgumentParser
import FlickEvdev
import FlickInput
import FlickRuntime

/// `flick replay FILE --touches|--gestures|--scroll [--size WxH] [--rotate DEG]`: decodes a
/// recording and prints what the engine sees, streaming: the file is read, decoded and
/// printed a frame at a time, so memory stays bounded whatever its length. Each mode lives in
/// its own `ReplayCommand+<Mode>.swift` file and shares `openFrames()` and `finish(_:)`.
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
            plus willEndDragging and didEndDecelerating event lines; after a second at rest with no
            finger down it jumps to the next touch.
            With --gestures --json --explain the explanations are JSON too: {"explanation": "…"}.
            Numbers that are not finite are written null. Sizes are in points: the window
            \(Int(ApplicationOptions.windowSideRange.lowerBound))–\(Int(ApplicationOptions.windowSideRange.upperBound)), \
            the content \(Int(ReplayCommand.contentSideRange.lowerBound))–\(Int(ReplayCommand.contentSideRange.upperBound)) per side.
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

    @Option(parsing: .unconditional, help: "Interface rotation in degrees, clockwise: 0, 90, 180 or 270 (-90 is 270).")
    var rotate: Int = 0

    @Flag(help: "Mirror the window's x axis (after rotation).")
    var mirrorX = false

    @Flag(help: "Mirror the window's y axis (after rotation).")
    var mirrorY = false

    @Option(parsing: .unconditional,
            help: "libinput calibration matrix: six numbers \"a b c d e f\" on normalised coordinates.")
    var calibration: String?

    @Flag(help: "Decode the recording even when its device is a touchpad.")
    var allowTouchpad = false

    /// Content sides accepted, points (ours: 10⁷ pt holds a list of 100,000 rows of 100 pt;
    /// beyond that, page counts and offsets stop being sizes a scroll view shows).
    static let contentSideRange = 1.0...10_000_000.0

    func validate() throws {
        let modes = [touches, gestures, scroll].filter { $0 }.count
        guard modes == 1 else {
            throw ValidationError("choose one thing to replay: --touches, --gestures or --scroll")
        }
        if scroll && !json { throw ValidationError("--scroll prints JSON lines: add --json") }
        _ = try windowSize()
        if content != nil { _ = try contentSize() }
        guard WindowMapping.Rotation(degrees: rotate) != nil else {
            throw ValidationError("--rotate must be 0, 90, 180 or 270 (or -90, -180, -270; got \(rotate))")
        }
        if let calibration, CalibrationMatrix(parsing: calibration) == nil {
            throw ValidationError("--calibration needs six numbers, \"a b c d e f\", each within "
                                  + "±\(Int(CalibrationMatrix.coefficientLimit)) (got \"\(QuotedInput.excerpt(calibration))\")")
        }
    }

    func run() throws {
        do {
            if touches { try runTouches() }
            if gestures { try runGestures() }
            if scroll { try runScroll() }
        } catch let error as EvemuError {
            throw CleanExit.failure(error.description)
        } catch let error as RecordingError {
            throw CleanExit.failure(error.description)
        }
    }

    /// The window size from `--size`.
    func windowSize() throws -> Size { try ApplicationOptions.parseSize(size, option: "--size") }

    /// The content size from `--content`, or 4 × the window in each direction.
    func contentSize() throws -> Size {
        guard let content else { return try windowSize() * 4 }
        return try ApplicationOptions.parseSize(content, option: "--content", range: Self.contentSideRange)
    }

    /// Opens the recording as a stream of touch frames mapped as the options say, refusing
    /// non-touchscreens (unless --allow-touchpad). Throws `EvemuError` or `RecordingError`.
    func openFrames() throws -> TouchFrameStream {
        let events = try RecordingFile.stream(path: file)
        try Recording.checkIsTouchscreen(events.device, path: file, allowTouchpad: allowTouchpad)
        let mapping = WindowMapping(description: events.device, windowSize: try windowSize(),
                                    rotation: WindowMapping.Rotation(degrees: rotate) ?? .none,
                                    mirroredHorizontally: mirrorX, mirroredVertically: mirrorY,
                                    calibration: calibration.flatMap(CalibrationMatrix.init(parsing:)) ?? .identity)
        return TouchFrameStream(events, mapping: mapping)
    }

    /// Warns on standard error when the whole recording formed no frame: events without a
    /// single SYN_REPORT decode to nothing, which would otherwise pass in silence.
    func finish(_ frames: TouchFrameStream) {
        let events = frames.events
        if events.eventCount > 0 && !events.sawFrameEnd {
            writeStandardError("flick: warning: \(QuotedInput.escaping(file)): \(events.eventCount) events but no "
                               + "SYN_REPORT (EV_SYN 0): no event forms a frame, so nothing was decoded")
        } else if events.eventCount == 0 {
            writeStandardError("flick: warning: \(QuotedInput.escaping(file)): the recording holds no events")
        }
    }
}
