import ArgumentParser
import FlickInput
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
}
