import Dispatch
import ArgumentParser
import FlickEvdev
import FlickInput
import FoundationEssentials

extension BenchCommand {
    /// `flick bench read FILE…`: how fast recordings are read (parsing only, no decoding),
    /// in nanoseconds per event, streamed as a replay reads them. Compares the evemu reader
    /// with the `libinput record` reader on the same events (the YAML reader
    /// within 2× of the evemu reader per event).
    struct Read: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "read",
            abstract: "Measure recording read speed (ns/event, MB/s) for evemu and libinput record files."
        )

        @Argument(help: "Recordings to read (evemu or libinput record).")
        var files: [String]

        @Option(help: "Timed runs per file; the best is reported.")
        var runs: Int = 3

        @Flag(help: "Print one JSON object per file: {\"file\", \"format\", \"events\", \"seconds\", \"ns_per_event\", \"mb_per_s\"}.")
        var json = false

        func validate() throws {
            guard !files.isEmpty else { throw ValidationError("name at least one recording") }
            guard runs > 0 else { throw ValidationError("--runs must be positive") }
        }

        func run() throws {
            for file in files {
                var best = Double.infinity
                var events = 0
                var format = ""
                for _ in 0..<runs {
                    let start = DispatchTime.now().uptimeNanoseconds
                    var stream: RecordingStream
                    do { stream = try RecordingFile.stream(path: file) } catch let error as EvemuError {
                        throw CleanExit.failure(error.description)
                    }
                    var count = 0
                    do { while try stream.next() != nil { count += 1 } } catch let error as EvemuError {
                        throw CleanExit.failure(error.description)
                    }
                    best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
                    events = count
                    format = stream.formatVersion
                }
                let bytes = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
                let nsPerEvent = events > 0 ? best * 1e9 / Double(events) : .nan
                let megabytesPerSecond = Double(bytes) / 1e6 / best
                if json {
                    var line = JSONLine()
                    line.add("file", file)
                    line.add("format", format)
                    line.add("events", events)
                    line.add("seconds", rounded: best, decimals: 4)
                    line.add("ns_per_event", rounded: nsPerEvent, decimals: 1)
                    line.add("mb_per_s", rounded: megabytesPerSecond, decimals: 1)
                    try StandardOutput.line(line)
                } else {
                    try StandardOutput.line("\(QuotedInput.escaping(file)) (\(format)): "
                        + String(printf: "%d events in %.3f s (best of %d): %.1f ns/event, %.0f MB/s", events, best,
                                 runs, nsPerEvent, megabytesPerSecond))
                }
            }
        }
    }
}
