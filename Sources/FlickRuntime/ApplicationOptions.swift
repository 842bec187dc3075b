#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ArgumentParser
import FlickInput
import FlickRender
import FoundationEssentials

/// The command-line options of an `Application`, as an ArgumentParser group an app embeds:
///
/// ```swift
/// @main struct Hello: ParsableCommand {
///     @OptionGroup var app: ApplicationOptions
///     func run() throws { _ = try Application(window: makeWindow()).run(app.configuration()) }
/// }
/// ```
public struct ApplicationOptions: ParsableArguments {
    @Option(help: "Play an evemu recording (or libinput record) instead of live input.")
    public var replay: String?

    @Option(help: "An evdev touchscreen: a path such as /dev/input/event5, or 'auto' (the default in a window).")
    public var device: String?

    @Flag(help: "Never open a window (render into memory, on virtual time when replaying).")
    public var headless = false

    @Option(help: "Window size in points, WxH (default: full screen on a touchscreen, else 1280x800).")
    public var window: String?

    @Option(help: "Frame rate, Hz.")
    public var rate: Double = FrameLoopConfiguration.defaultRate

    @Option(
        parsing: .unconditional,
        help: "Interface rotation against the touchscreen, degrees clockwise: 0, 90, 180 or 270 (-90 is 270).")
    public var rotate: Int = 0

    @Flag(help: "Mirror touches along x (after rotation).")
    public var mirrorX = false

    @Flag(help: "Mirror touches along y (after rotation).")
    public var mirrorY = false

    @Option(help: "libinput calibration matrix: six numbers \"a b c d e f\" on normalised coordinates.")
    public var calibration: String?

    @Option(
        help:
            "SDL video driver: x11, wayland, kmsdrm, …; or drm: Flick's own KMS presenter, for a panel with no GPU (default: SDL's choice; drm instead of SDL's kmsdrm when no GPU draws, and on a panel when no window opens)."
    )
    public var videoDriver: String?

    @Option(
        help:
            "With --video-driver drm: the connector and mode to drive, as CONNECTOR, WxH[@HZ] or CONNECTOR:WxH[@HZ] (HDMI-A-1, 1024x768@60; default: the first connected connector's preferred mode)."
    )
    public var drmOutput: String?

    /// Replay speeds accepted (ours: 1/100 is slow motion fine enough to inspect a fling
    /// frame by frame; 100× plays an hour in 36 s; beyond either, times overflow or vanish).
    public static let speedRange = 0.01...100.0

    @Option(parsing: .unconditional, help: "Replay speed factor (2 plays twice as fast), from 0.01 to 100.")
    public var speed: Double = 1

    /// Replay delays accepted, ms (ours: a second covers every phase of any frame rate from 1 Hz).
    public static let replayDelayRange = 0.0...1000.0

    @Option(
        help:
            "Start the replay this many ms later (0 to 1000): its reports then fall at another phase against the frame deadlines, which latency depends on."
    )
    public var replayDelay: Double = 0

    /// CPU slowdowns accepted (ours: 10× a desktop core is below the slowest board Flick
    /// targets; under 1 would claim a faster CPU than the one measuring).
    public static let cpuSlowdownRange = 1.0...10.0

    @Option(
        help:
            "On virtual time (headless replays): work takes this many times what it measured, as on a CPU that much slower (1 to 10; Chrome DevTools' CPU throttling)."
    )
    public var cpuSlowdown: Double = 1

    @Flag(help: "In a window, end once the replay has played (headless runs always do).")
    public var exitAfterReplay = false

    @Option(help: "Write the last frame (and any snapshots the app takes) as PNGs into this folder.")
    public var snapshots: String?

    /// Display scales accepted, pixels per point (ours: UIKit's screens go from 1 to 3; 4 leaves room).
    public static let scaleRange = 0.5...4.0

    @Option(help: "Display scale, pixels per point, 0.5 to 4 (default: the display's; 1 headless).")
    public var scale: Double?

    @Flag(
        inversion: .prefixedNo,
        help: "Draw frames on demand: none at rest, sleeping until input, a window event or posted work.")
    public var onDemand = true

    @Flag(
        inversion: .prefixedNo, help: "Start each frame at its deadline minus its predicted cost, draining input then.")
    public var lateStart = true

    @Option(help: "Late start: time added to the predicted frame cost, ms.")
    public var startMargin: Double = FrameCostPredictor.defaultMargin * 1000

    @Option(help: "Late start: the percentile of recent frame costs predicted, 0…100.")
    public var costPercentile: Double = FrameCostPredictor.defaultPercentile * 100

    @Option(help: "Late start: frames of an activity the cost prediction looks at.")
    public var costWindow: Int = FrameCostPredictor.defaultWindow

    @Flag(
        inversion: .prefixedNo,
        help:
            "Draw a frame again with input that came after it started, abandoning the redraw (and showing the frame drawn first) when it runs out of time."
    )
    public var lateRedraw = true

    @Option(help: "Late redraw: time added to the predicted redraw cost, ms.")
    public var redrawMargin: Double = FrameLoopConfiguration.defaultRedrawMargin * 1000

    @Flag(
        inversion: .prefixedNo,
        help: "Late redraw: when the redraw found no input, look once more as late as redrawing this frame allows.")
    public var secondLook = true

    @Flag(
        inversion: .prefixedNo, help: "Resample moving touches 5 ms before each present (Android's input resampling).")
    public var resample = true

    @Option(
        help:
            "Predict moving touches this many ms past the resampling instant (0 = off, at most 8; like iOS's predicted touches)."
    )
    public var predictTouches: Double = 0

    @Flag(
        help:
            "In real time, run the frame loop under SCHED_FIFO when the OS allows (root, CAP_SYS_NICE or RLIMIT_RTPRIO): other processes then cannot wake a frame late."
    )
    public var realtime = false

    @Option(
        help: "Keyboard layout of evdev keyboards on a panel with no display server (xkb-data's names: us, de, fr…).")
    public var keyboardLayout: String = XKBKeyboard.defaultLayout

    @Option(
        help:
            "Backend drawing the window: software, gpu (SDL's accelerated renderer, even on a CPU rasteriser), or automatic (gpu on an accelerated renderer that is no CPU rasteriser, else software)."
    )
    public var renderer: String = RendererChoice.automatic.rawValue

    @Option(
        help:
            "xkb options of evdev keyboards on a panel with no display server, comma-separated (compose:ralt: a Compose key on the right Alt)."
    )
    public var keyboardOptions: String?

    /// Options with every default.
    public init() {}

    /// Checks every option, with the option named in the message.
    public func validate() throws {
        if let window { _ = try Self.parseSize(window, option: "--window") }
        guard WindowMapping.Rotation(degrees: rotate) != nil, abs(rotate) < 360 else {
            throw ValidationError("--rotate takes 0, 90, 180 or 270 (or -90, -180, -270; got \(rotate))")
        }
        try Self.checkCalibration(calibration)
        guard RendererChoice(rawValue: renderer) != nil else {
            throw ValidationError("--renderer takes software, gpu or automatic (got \(renderer))")
        }
        if let drmOutput, DRMOutputRequest(parsing: drmOutput) == nil {
            throw ValidationError(
                "--drm-output takes CONNECTOR, WxH, WxH@HZ or CONNECTOR:WxH[@HZ] (HDMI-A-1:1024x768@60; got \(drmOutput))"
            )
        }
        guard rate > 0, rate <= Self.maximumRate else {
            throw ValidationError("--rate must be in 0…1000 Hz (got \(rate))")
        }
        guard Self.speedRange.contains(speed) else {
            throw ValidationError(
                "--speed must be from \(Self.speedRange.lowerBound) to \(Int(Self.speedRange.upperBound))"
                    + " (got \(speed))")
        }
        if let scale, !Self.scaleRange.contains(scale) {
            throw ValidationError(
                "--scale must be from \(Self.scaleRange.lowerBound) to \(Int(Self.scaleRange.upperBound)) (got \(scale))"
            )
        }
        guard Self.replayDelayRange.contains(replayDelay) else {
            throw ValidationError(
                "--replay-delay must be from 0 to \(Int(Self.replayDelayRange.upperBound)) ms (got \(replayDelay))")
        }
        guard Self.cpuSlowdownRange.contains(cpuSlowdown) else {
            throw ValidationError(
                "--cpu-slowdown must be from 1 to \(Int(Self.cpuSlowdownRange.upperBound)) (got \(cpuSlowdown))")
        }
        var status = stat()
        if let snapshots, stat(snapshots, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
            throw ValidationError("--snapshots must be a folder, but \"\(snapshots)\" is a file")
        }
        if replay != nil, device != nil { throw ValidationError("--replay and --device exclude each other") }
        guard predictTouches >= 0, predictTouches <= TouchResampler.maximumPrediction * 1000 else {
            throw ValidationError("--predict-touches must be in 0…\(TouchResampler.maximumPrediction * 1000) ms")
        }
        guard resample || predictTouches == 0 else {
            throw ValidationError("--predict-touches needs resampling (drop --no-resample)")
        }
        guard startMargin >= 0, startMargin.isFinite else { throw ValidationError("--start-margin must be ≥ 0 ms") }
        guard redrawMargin >= 0, redrawMargin.isFinite else { throw ValidationError("--redraw-margin must be ≥ 0 ms") }
        guard costWindow > 0 else { throw ValidationError("--cost-window must be positive") }
        guard (0...100).contains(costPercentile) else { throw ValidationError("--cost-percentile must be in 0…100") }
    }

    /// The highest frame rate accepted, Hz (ours: beyond any panel).
    public static let maximumRate = 1000.0

    /// The configuration the options describe.
    public func configuration(title: String = "Flick") throws -> ApplicationConfiguration {
        try validate()
        let input: ApplicationConfiguration.Input
        if let replay {
            input = .replay(replay)
        } else if let device, device != "auto" {
            input = .device(device)
        } else {
            input = .automatic
        }
        var configuration = ApplicationConfiguration(
            input: input, headless: headless, windowSize: windowSize,
            rate: rate, orientation: orientation, videoDriver: videoDriver, speed: speed,
            replayDelay: replayDelay / 1000, exitAfterReplay: exitAfterReplay,
            snapshotDirectory: snapshots, title: title, startsLate: lateStart, costPredictor: costPredictor,
            resamplesTouches: resample, touchPrediction: predictTouches / 1000, realtimeScheduling: realtime,
            redrawsLateInput: lateRedraw, redrawMargin: redrawMargin / 1000, looksAgainLate: secondLook,
            drawsOnDemand: onDemand, displayScale: scale)
        configuration.drmOutput = drmOutput.flatMap(DRMOutputRequest.init(parsing:)) ?? DRMOutputRequest()
        configuration.keyboardLayout = keyboardLayout
        configuration.renderer = RendererChoice(rawValue: renderer) ?? .automatic
        configuration.keyboardOptions = keyboardOptions
        configuration.cpuSlowdown = cpuSlowdown
        return configuration
    }

    /// The late start's cost prediction from `--cost-window`, `--cost-percentile` and
    /// `--start-margin` (check the options first).
    public var costPredictor: FrameCostPredictor {
        FrameCostPredictor(window: costWindow, percentile: costPercentile / 100, margin: startMargin / 1000)
    }

    /// The window size from `--window`, points, or nil: full screen on a touchscreen, else the
    /// default size (an invalid size gives nil; check the options first).
    public var windowSize: Size? { window.flatMap { try? Self.parseSize($0, option: "--window") } }

    /// The panel orientation from `--rotate`, `--mirror-x`, `--mirror-y` and `--calibration`.
    public var orientation: TouchscreenInput.Orientation {
        Self.orientation(rotate: rotate, mirrorX: mirrorX, mirrorY: mirrorY, calibration: calibration)
    }

    /// The panel orientation for these option values (invalid ones give the identity; check
    /// them first).
    public static func orientation(rotate: Int, mirrorX: Bool, mirrorY: Bool, calibration: String?)
        -> TouchscreenInput.Orientation
    {
        TouchscreenInput.Orientation(
            rotation: WindowMapping.Rotation(degrees: rotate) ?? .none,
            mirroredHorizontally: mirrorX, mirroredVertically: mirrorY,
            calibration: calibration.flatMap(CalibrationMatrix.init(parsing:)) ?? .identity)
    }

    /// Throws a `ValidationError` naming `--calibration` unless `text` is six numbers (or absent).
    public static func checkCalibration(_ text: String?) throws {
        if let text, CalibrationMatrix(parsing: text) == nil {
            throw ValidationError("--calibration needs six numbers, \"a b c d e f\" (got \"\(text)\")")
        }
    }

    /// Window sides accepted, points (ours: 16384 is the largest texture side SDL and GPUs
    /// draw; no screen is larger, and none is under a point).
    public static let windowSideRange = 1.0...16_384.0

    /// A `WIDTHxHEIGHT` size in points (`1280x800`), each side within `range` (a window's by
    /// default), or a `ValidationError` naming `option` (and the range, for a side outside it).
    public static func parseSize(_ text: String, option: String, range: ClosedRange<Double> = windowSideRange) throws
        -> Size
    {
        let parts = text.lowercased().split(separator: "x")
        let quoted = QuotedInput.excerpt(text)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width.isFinite, height.isFinite
        else {
            throw ValidationError("\(option) must be WIDTHxHEIGHT in points, like 1280x800 (got \"\(quoted)\")")
        }
        guard range.contains(width), range.contains(height) else {
            throw ValidationError(
                "\(option) must have sides from \(Int(range.lowerBound)) to \(Int(range.upperBound))"
                    + " points: no screen shows \"\(quoted)\"")
        }
        return Size(width: width, height: height)
    }
}
