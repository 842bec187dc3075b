import Flick
import FlickEvdev
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
            mapping by 90°, Esc quits a desktop window (no key ends a full-screen run: Ctrl-C or SIGINT). \
            A three-finger tap also toggles the HUD. \
            Scene snapshots go into ./demo-snapshots unless --snapshots names another folder.
            """)

    /// The options every Flick app takes: input (`--replay`, `--device`), `--headless`,
    /// `--window`, `--rate`, orientation (`--rotate`, `--mirror-x`, `--mirror-y`,
    /// `--calibration`), `--video-driver`, `--speed`, `--exit-after-replay`, `--snapshots`,
    /// latency (`--late-start`, `--start-margin`, `--cost-percentile`, `--cost-window`,
    /// `--resample`, `--predict-touches`) and `--realtime`.
    @OptionGroup var app: ApplicationOptions

    /// Where the scene snapshots go without `--snapshots`.
    static let defaultSnapshotDirectory = "demo-snapshots"

    /// The folder for the PNG snapshot of each scene: `--snapshots`, else `demo-snapshots`.
    var snapshotDirectory: String { app.snapshots ?? Self.defaultSnapshotDirectory }

    @Option(help: "Write the frame profile as a Chrome trace (JSON) here when the demo ends.")
    var profile: String?

    @Flag(help: "Play the built-in tour even when a touchscreen is present.")
    var tour = false

    @Option(
        help: "Write the built-in tour as an evemu recording to this file and exit (regenerates Recordings/tour.evemu)."
    )
    var writeTour: String?

    @Option(
        help:
            "Headless virtual time advances by the frame thread's CPU time ('cpu': other processes' load left out) or by wall time ('wall')."
    )
    var measure: MeasuredVirtualClock.Measure = .threadCPUTime

    @Flag(help: "In a window, end after the tour instead of staying interactive (scripts; as --exit-after-replay).")
    var exitAfterTour = false

    @Flag(
        help:
            "Print 'flick-demo: settled after N touch frames' to standard error each time every scene comes to rest, and 'flick-demo: SCENE: LINE' as each report line happens (scripts: act once a gesture's tiles and fades are done, or the alert is up, not after a guessed time)."
    )
    var announceSettled = false

    /// Whether a run in a window ends once the tour or replay has played (`--exit-after-tour`
    /// or `--exit-after-replay`).
    var exitsAfterReplay: Bool { exitAfterTour || app.exitAfterReplay }

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
        let status = launch()
        // The report goes to standard output: a failed write (a full disk, /dev/full) fails the run.
        if let failure = StandardOutputCheck.failure() {
            say("flick-demo: cannot write the report to standard output: \(failure)")
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
