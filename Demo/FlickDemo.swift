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
            centre), or a recording (--replay). Keys: 1-5 scenes, F1 HUD, Esc quit. \
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

    @Option(help: "Frame rate, Hz.")
    var rate: Double = FrameLoopConfiguration.defaultRate

    mutating func validate() throws {
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
    }

    func run() throws {
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
