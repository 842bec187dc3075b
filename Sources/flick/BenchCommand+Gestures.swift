import FlickBenchmarks
import ArgumentParser
import FlickInput
import FlickGestures
import FoundationEssentials

extension BenchCommand {
    /// `flick bench gestures`: the standard recognizer set's throughput, in touch frames per
    /// second, on a mixed workload of taps, swipes, pans, pinches and rotations (goal: at
    /// least 1 million frames/s in release, issue #4).
    struct Gestures: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "gestures",
            abstract: "Measure the standard gesture set's throughput (touch frames/s)."
        )

        @Option(help: "Times the workload is replayed per run.")
        var repetitions: Int = 1500

        @Option(help: "Timed runs; the best is reported.")
        var runs: Int = 3

        @Flag(help: "Print one JSON object: {\"frames_per_s\": x, \"frames\": n, \"seconds\": s}.")
        var json = false

        /// The throughput goal, touch frames per second (issue #4).
        static let goal = 1_000_000.0

        func validate() throws {
            guard repetitions > 0, runs > 0 else { throw ValidationError("--repetitions and --runs must be positive") }
        }

        func run() throws {
            let workload = GestureBenchmark.workload()
            var best: GestureBenchmark.Result?
            for _ in 0..<runs {
                let result = GestureBenchmark.run(frames: workload, repetitions: repetitions,
                                                  now: { ProcessInfo.processInfo.systemUptime })
                if best == nil || result.framesPerSecond > best!.framesPerSecond { best = result }
            }
            guard let best else { return }
            if json {
                var line = JSONLine()
                line.add("frames_per_s", rounded: best.framesPerSecond, decimals: 0)
                line.add("frames", best.frames)
                line.add("seconds", fixed: best.seconds, decimals: 4)
                try StandardOutput.line(line)
                return
            }
            print("replaying \(workload.count) touch frames × \(repetitions) through the standard set, best of \(runs) runs")
            print(String(printf: "%d frames in %.3f s: %.2f million touch frames/s",
                         best.frames, best.seconds, best.framesPerSecond / 1e6))
            print(best.framesPerSecond >= Gestures.goal ? "goal met (≥ 1 million frames/s)"
                                                        : "below the goal of 1 million frames/s")
        }
    }
}
