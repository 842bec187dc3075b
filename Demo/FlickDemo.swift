import ArgumentParser
import FlickEvdev
import FlickInput
import FlickRender
import FlickRuntime
import FlickScene
import Foundation

/// `flick-demo`: every capability of Flick in one program. With a touchscreen it runs
/// interactively; without one it plays the built-in tour (`Recordings/tour.evemu`), in a
/// window when a display is present, otherwise headless on virtual time, then writes a
/// snapshot of each scene, prints a report and the frame profile, and exits 0.
@main
struct FlickDemo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flick-demo",
        abstract: "Flick's demo: map, gallery, days, transitions and alert scenes on touch input.",
        discussion: """
            Input: a touchscreen (--device), SDL touch events and the mouse in a window (left \
            button = one finger; hold Ctrl/Shift/Alt for a second finger mirrored about the \
            centre), or a recording (--replay). Keys: 1-5 scenes, F1 HUD, R rotates the touchscreen \
            mapping by 90°, Esc quit. \
            A three-finger tap also toggles the HUD.
            """)

    @Option(help: "An evdev touchscreen: a path such as /dev/input/event5, or 'auto' for the first one found.")
    var device: String?

    @Option(help: "Play an evemu recording instead of live input.")
    var replay: String?

    /// Replay speeds accepted (ours: 1/100 is slow motion fine enough to inspect a fling
    /// frame by frame; 100× plays an hour in 36 s; beyond either, times overflow or vanish).
    static let speedRange = 0.01...100.0

    @Option(parsing: .unconditional, help: "Replay speed factor (2 plays twice as fast), from 0.01 to 100.")
    var speed: Double = 1

    @Option(parsing: .unconditional, help: "Rotate the touchscreen mapping: 0, 90, 180 or 270 degrees (-90 is 270).")
    var rotate: Int = 0

    @Option(help: "Folder for the PNG snapshot of each scene.")
    var snapshots: String = "demo-snapshots"

    @Option(help: "Write the frame profile as a Chrome trace (JSON) here when the demo ends.")
    var profile: String?

    @Flag(help: "Never open a window (render into memory, on virtual time when replaying).")
    var headless = false

    @Flag(help: "Play the built-in tour even when a touchscreen is present.")
    var tour = false

    @Option(help: "Frame rate, Hz (60, 120 …).")
    var rate: Double = FrameLoopConfiguration.defaultRate

    @Option(help: "Write the built-in tour as an evemu recording to this file and exit (regenerates Recordings/tour.evemu).")
    var writeTour: String?

    @Flag(inversion: .prefixedNo, help: "Start each frame at its deadline minus its predicted cost, draining input then.")
    var lateStart = true

    @Option(help: "Late start: time added to the predicted frame cost, ms.")
    var startMargin: Double = FrameCostPredictor.defaultMargin * 1000

    @Option(help: "Late start: the percentile of a scene's recent frame costs predicted, 0…100.")
    var costPercentile: Double = FrameCostPredictor.defaultPercentile * 100

    @Option(help: "Late start: frames of a scene the cost prediction looks at.")
    var costWindow: Int = FrameCostPredictor.defaultWindow

    @Flag(inversion: .prefixedNo, help: "Resample moving touches 5 ms before each present (Android's input resampling).")
    var resample = true

    @Option(help: "Predict moving touches this many ms past the resampling instant (0 = off, at most 8; like iOS's predicted touches).")
    var predictTouches: Double = 0

    @Option(help: "Headless virtual time advances by the frame thread's CPU time ('cpu': other processes' load left out) or by wall time ('wall').")
    var measure: MeasuredVirtualClock.Measure = .threadCPUTime

    @Option(help: "Window size in points, WxH (default: full screen on a touchscreen, else 1280x800).")
    var window: String?

    @Flag(help: "Mirror the touchscreen along x (after rotation).")
    var mirrorX = false

    @Flag(help: "Mirror the touchscreen along y (after rotation).")
    var mirrorY = false

    @Option(help: "libinput calibration matrix for the touchscreen: six numbers \"a b c d e f\".")
    var calibration: String?

    @Option(help: "SDL video driver: x11, wayland, kmsdrm, … (default: SDL's choice).")
    var videoDriver: String?

    @Flag(help: "In a window, end after the tour instead of staying interactive (for scripts).")
    var exitAfterTour = false

    mutating func validate() throws {
        try validateHardwareOptions()
        guard WindowMapping.Rotation(degrees: rotate) != nil, [0, 90, 180, 270].contains((rotate % 360 + 360) % 360),
              abs(rotate) < 360 else {
            throw ValidationError("--rotate takes 0, 90, 180 or 270 (or -90, -180, -270)")
        }
        guard Self.speedRange.contains(speed) else {
            throw ValidationError("--speed must be from \(Self.speedRange.lowerBound) to \(Int(Self.speedRange.upperBound))"
                                  + " (got \(speed))")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: snapshots, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw ValidationError("--snapshots must be a folder, but \"\(snapshots)\" is a file")
        }
        guard rate > 0, rate <= 1000 else { throw ValidationError("--rate must be in 0…1000 Hz") }
        guard predictTouches >= 0, predictTouches <= TouchResampler.maximumPrediction * 1000 else {
            throw ValidationError("--predict-touches must be in 0…\(TouchResampler.maximumPrediction * 1000) ms")
        }
        guard startMargin >= 0, startMargin.isFinite else { throw ValidationError("--start-margin must be ≥ 0 ms") }
        guard costWindow > 0 else { throw ValidationError("--cost-window must be positive") }
        guard (0...100).contains(costPercentile) else { throw ValidationError("--cost-percentile must be in 0…100") }
        guard resample || predictTouches == 0 else { throw ValidationError("--predict-touches needs resampling (drop --no-resample)") }
    }

    /// The run's latency options from the flags.
    var latencyOptions: DemoRun.LatencyOptions {
        DemoRun.LatencyOptions(startsLate: lateStart,
                               costPredictor: FrameCostPredictor(window: costWindow, percentile: costPercentile / 100,
                                                                  margin: startMargin / 1000),
                               resampling: resample ? TouchResampling(prediction: predictTouches / 1000) : nil)
    }

    /// Sets the log level from `FLICK_LOG`, then parses the arguments and runs the demo.
    static func main() {
        FlickLog.configureFromEnvironment()
        main(nil)
    }

    func run() throws {
        if let writeTour {
            try Data(DemoTour.evemu().utf8).write(to: URL(fileURLWithPath: writeTour))
            return
        }
        let launcher = DemoLauncher(options: self)
        let status = launcher.launch()
        // The report goes to standard output: a failed write (a full disk, /dev/full) fails the run.
        if let failure = StandardOutputCheck.failure() {
            launcher.say("flick-demo: cannot write the report to standard output: \(failure)")
            throw ExitCode(1)
        }
        if status != 0 { throw ExitCode(status) }
    }
}

extension MeasuredVirtualClock.Measure: ExpressibleByArgument {
    /// "cpu" or "wall".
    public init?(argument: String) {
        switch argument {
        case "cpu": self = .threadCPUTime
        case "wall": self = .wallTime
        default: return nil
        }
    }

    /// The two spellings.
    public static var allValueStrings: [String] { ["cpu", "wall"] }
    /// Shown as the default.
    public var defaultValueDescription: String { self == .threadCPUTime ? "cpu" : "wall" }
}
