#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ArgumentParser
import FlickInput
import FoundationEssentials

extension BenchCommand {
    /// `flick bench decode`: multitouch decoding throughput on one core, in events per
    /// second, over a large synthesized stream (goal: at least 5 million events/s, issue #3).
    struct Decode: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "decode",
            abstract: "Measure MultitouchDecoder throughput (events/s) on one core."
        )

        @Option(help: "Events to decode per run (the stream is repeated to reach it).")
        var events: Int = 20_000_000

        @Option(help: "Fingers down at once in the synthesized stream (1–10).")
        var fingers: Int = 10

        @Option(help: "Panel report rate of the synthesized stream, Hz.")
        var rate: Double = 240

        @Option(help: "Timed runs; the best is reported.")
        var runs: Int = 3

        func validate() throws {
            guard (1...10).contains(fingers) else { throw ValidationError("--fingers must be 1 to 10") }
            guard events > 0, runs > 0, rate > 0 else { throw ValidationError("--events, --runs and --rate must be positive") }
        }

        func run() throws {
            var panel = SynthesizedDevice()
            panel.rate = rate
            let chunk = TraceSynthesizer(device: panel, seed: 1).events(for: Decode.script(fingers: fingers))
            let chunkLength = (chunk.last?.time ?? 0) + 1 / rate
            var stream: [InputEvent] = []
            stream.reserveCapacity(events + chunk.count)
            var offset = 0.0
            while stream.count < events {
                for event in chunk {
                    stream.append(InputEvent(time: event.time + offset, type: event.type, code: event.code, value: event.value))
                }
                offset += chunkLength
            }
            stream.removeLast(stream.count - events)
            print("decoding \(stream.count) events (\(fingers) fingers moving, \(Int(rate)) Hz, "
                  + "\(Int(Double(chunk.count) / chunkLength)) events/s of input), best of \(runs) runs")
            var best = Double.infinity
            var frames = 0, touches = 0
            for _ in 0..<runs {
                var decoder = MultitouchDecoder(device: panel.description)
                var output: [TouchFrame] = []
                output.reserveCapacity(1024)
                frames = 0
                touches = 0
                let start = ContinuousClock.now
                for event in stream {
                    decoder.process(event, into: &output)
                    if output.count >= 1024 {
                        frames += output.count
                        for frame in output { touches += frame.touches.count }
                        output.removeAll(keepingCapacity: true)
                    }
                }
                frames += output.count
                for frame in output { touches += frame.touches.count }
                let elapsed = ContinuousClock.now - start
                let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
                best = min(best, seconds)
            }
            let rateFigure = Double(stream.count) / best
            print("frames: \(frames), touches reported: \(touches)")
            print(String(printf: "best run: %.3f s, %.2f million events/s, %.1f ns/event, %.0f frames/s",
                         best, rateFigure / 1e6, best / Double(stream.count) * 1e9, Double(frames) / best))
            print(rateFigure >= Decode.goal ? "goal met (≥ 5 million events/s)" : "below the goal of 5 million events/s")
        }

        /// The throughput goal, events per second (issue #3).
        static let goal = 5_000_000.0

        /// Ten (or `fingers`) fingers circling for 10 s, then lifting.
        static func script(fingers: Int) -> GestureScript {
            var script = GestureScript()
            let ids = Array(0..<fingers)
            script.down(ids.map { ($0, Point(x: 200 + Double($0) * 90, y: 400)) })
            script.move(ids, duration: 10) { finger, start, progress in
                let angle = progress * 40 * Double.pi + Double(finger)
                return start + Point(x: cos(angle), y: sin(angle)) * 60
            }
            script.upAll()
            return script
        }
    }
}
