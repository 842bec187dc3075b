import ArgumentParser
import FlickBenchmarks
import FlickRender
import FlickRuntime
import FoundationEssentials

extension BenchCommand {
    /// `flick bench list`: the whole pipeline on the list workload that compares with LVGL — a
    /// 1280 × 800 window holding a list of 1,000 rows (title, subtitle, separator), five
    /// scripted flings at 1500 pt/s with iOS's deceleration, drawn by SDL's software renderer
    /// headless on virtual time. Prints the CPU time per drawn frame (p50/p99), the CPU time
    /// of the whole script, the drawn and idle frames (an idle frame changed no pixel) and the
    /// process's peak RSS.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "Whole-pipeline CPU per frame and peak RSS: a 1,000-row list flung five times (LVGL's workload).")

        @Option(help: "Frame rate in Hz.")
        var rate = FrameLoopConfiguration.defaultRate

        @Flag(help: "Print one JSON object (times in ms, RSS in MiB).")
        var json = false

        func validate() throws {
            guard rate > 0, rate.isFinite else { throw ValidationError("--rate must be a positive number of Hz") }
        }

        func run() throws {
            SystemFonts.installStandard()
            let result = try ListFlingBenchmark.run(rate: rate)
            if json {
                try StandardOutput.line(String(decoding: try result.json(), as: UTF8.self))
            } else {
                try StandardOutput.line(
                    "list: \(ListFlingBenchmark.rows) rows in a \(Int(ListFlingBenchmark.size.width))"
                        + "×\(Int(ListFlingBenchmark.size.height)) window, \(ListFlingBenchmark.flings) flings "
                        + "at \(Int(ListFlingBenchmark.flingSpeed)) pt/s, software, virtual time, "
                        + "\(String(printf: "%g", rate)) Hz")
                try StandardOutput.line(result.text)
            }
        }
    }
}
