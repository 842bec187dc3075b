import ArgumentParser
import FlickInput
import FlickRuntime
import Logging

/// `flick`: the command-line tool. Decodes, records and replays touch input, and
/// profiles and benchmarks the engine.
@main
struct Flick: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flick",
        abstract: "Touch input, gestures, scroll physics and animation for Linux.",
        discussion: "Set FLICK_LOG=trace to trace every recognizer and physics transition.",
        subcommands: Flick.commands
    )

    /// Sets the log level from `FLICK_LOG`, then parses the arguments and runs the command.
    static func main() {
        FlickLog.configureFromEnvironment()
        main(nil)
    }
}
