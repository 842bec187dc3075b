import ArgumentParser
import FlickInput
import FlickRuntime
import Logging
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#endif

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

    /// The longest error message written, bytes (ours: every message of ours fits in a few
    /// lines; a longer one quotes input, which is cut so a 10 MB field cannot flood a terminal).
    static let maximumErrorLength = 4096

    /// Sets the log level from `FLICK_LOG`, then runs the command; failures (including a failed write to standard output) print one
    /// escaped, bounded message on standard error in one write and exit non-zero.
    static func main() {
        FlickLog.configureFromEnvironment()
        do {
            var command = try parseAsRoot()
            try command.run()
            try StandardOutput.flush()
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                // --help, --version: the message is the output.
                if !message.isEmpty { try? StandardOutput.line(message) }
                if (try? StandardOutput.flush()) == nil {
                    writeStandardError("flick: cannot write to standard output")
                    Glibc.exit(1)
                }
                Glibc.exit(0)
            }
            fflush(stdout)
            writeStandardError(errorText(message))
            Glibc.exit(code.rawValue)
        }
    }

    /// `message` with control bytes escaped, cut to `maximumErrorLength`.
    static func errorText(_ message: String) -> String {
        let escaped = QuotedInput.escaping(message)
        guard escaped.utf8.count > maximumErrorLength else { return escaped }
        return String(decoding: escaped.utf8.prefix(maximumErrorLength), as: UTF8.self)
            + "… (message cut at \(maximumErrorLength) bytes)"
    }
}
