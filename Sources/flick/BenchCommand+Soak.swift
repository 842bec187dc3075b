#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ArgumentParser
import FlickInput
import FlickRender
import FlickRuntime
import FlickScene
import FlickUI
import FoundationEssentials

extension BenchCommand {
    /// `flick bench soak`: memory over hours of virtual time. A seeded random session
    /// (`RandomSession`: taps, double taps, long presses, drags, flings, swipes and pinches over
    /// the whole window, its tab bar included) is played through a toolkit window (`SoakScene`)
    /// in the pieces `Application` runs (`FrameLoop` drawing on demand, `WindowFrameWork`, a
    /// headless `SDLFrameRenderer`, a `FrameProfiler`), on virtual time; the process's resident
    /// memory is printed after the warm-up and every `--every` hours. Goal: flat within 5 %
    /// from the warm-up to 24 hours.
    struct Soak: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "soak",
            abstract: "Resident memory over hours of a random touch session on virtual time (goal: flat within 5 %).")

        @Option(help: "Hours of virtual time to play.")
        var hours = 24.0

        @Option(help: "Minutes of virtual time before the first (reference) reading.")
        var warmup = 10.0

        @Option(help: "Hours of virtual time between two readings.")
        var every = 1.0

        @Option(help: "The session's seed.")
        var seed: UInt64 = 1

        @Option(help: "Mean idle gap between two gestures, seconds.")
        var gap = 4.0

        @Option(help: "Window size in points, WxH.")
        var window = "800x500"

        @Option(help: "Frame rate, Hz.")
        var rate = FrameLoopConfiguration.defaultRate

        /// The growth allowed from the warm-up reading to the last, percent (issue goal).
        static let goalPercent = 5.0

        func validate() throws {
            guard hours > 0, warmup >= 0, every > 0, gap > 0, rate > 0 else {
                throw ValidationError("--hours, --every, --gap and --rate must be positive, --warmup at least 0")
            }
            _ = try ApplicationOptions.parseSize(window, option: "--window")
        }

        func run() throws {
            SystemFonts.installStandard()
            let size = try ApplicationOptions.parseSize(window, option: "--window")
            let scene = SoakScene(size: size)
            let clock = MeasuredVirtualClock(start: 0, measure: .threadCPUTime)
            let renderer = try SDLFrameRenderer.headless(width: Int(size.width), height: Int(size.height), opaque: true,
                                                         background: .white)
            let end = hours * 3600
            let input = RandomSessionInput(seed: seed, windowSize: size, start: 0, end: end, meanGap: gap)
            let profiler = FrameProfiler(rate: rate)
            let loop = FrameLoop(work: WindowFrameWork(window: scene.window), renderer: renderer, clock: clock,
                                 inputs: [input], configuration: FrameLoopConfiguration(rate: rate, drawsOnDemand: true),
                                 resampler: TouchResampling(prediction: 0), profiler: profiler)
            let started = Date()
            print("soak: \(Int(size.width))x\(Int(size.height)) window, seed \(seed), a gesture every \(gap) s on average, "
                  + "\(hours) h of virtual time at \(String(printf: "%g", rate)) Hz")
            var reference: Double?
            var checkpoint = warmup * 60
            while true {
                let target = min(checkpoint, end)
                loop.run(while: { clock.now() < target })
                let rss = Self.residentMegabytes()
                let growth = reference.map { (rss / $0 - 1) * 100 }
                print(String(printf: "%7.2f h virtual  %9d frames  %7d gestures  %7d actions  %5d layouts cached  RSS %7.1f MB",
                             clock.now() / 3600, loop.frameCount, input.counts.values.reduce(0, +), scene.actions,
                             TextEngine.standard.cachedLayoutCount, rss)
                      + (growth.map { String(printf: "  %+.1f %%", $0) } ?? "  (reference)")
                      + String(printf: "  (%.0f s real)", Date().timeIntervalSince(started)))
                try StandardOutput.flush()
                if reference == nil { reference = rss }
                if target >= end { break }
                checkpoint += every * 3600
            }
            let counts = RandomSession.Gesture.allCases.map { "\($0.rawValue) \(input.counts[$0] ?? 0)" }
            print("gestures: " + counts.joined(separator: ", ") + "; profiler keeps \(profiler.records.count) records, "
                  + "\(profiler.recordsDropped) dropped")
            if let reference {
                let growth = (Self.residentMegabytes() / reference - 1) * 100
                print(growth <= Self.goalPercent ? String(printf: "goal met: %+.1f %% since the warm-up", growth)
                      : String(printf: "above the goal: %+.1f %% since the warm-up (goal %g %%)", growth, Self.goalPercent))
            }
        }

        /// The process's resident set, megabytes (/proc/self/statm).
        static func residentMegabytes() -> Double {
            guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
            let fields = text.split(separator: " ")
            guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
            return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
        }
    }
}
