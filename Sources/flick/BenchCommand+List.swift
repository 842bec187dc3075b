import ArgumentParser
import FlickInput
import FlickRender
import FlickRuntime
import FlickScene
import FlickUI
import Foundation

extension BenchCommand {
    /// `flick bench list`: the list workload Flick is compared with LVGL 9.5 on. A full
    /// 1280 × 800 window holding a `ListView` of 1,000 subtitle rows is flung five times at
    /// 1500 px/s (iOS deceleration as it is) and run as `Application` runs a window: the frame
    /// loop drawing on demand, a headless XRGB target with damage tracking (as a software
    /// window draws), on virtual time advanced by the thread's CPU time. It prints the CPU
    /// time of a frame that drew (p50/p99), the whole script's frame CPU, how many frames
    /// drew, ran without drawing (idle frames) or were slept through, and the peak resident
    /// memory.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "A 1,000-row list flung five times: CPU per drawn frame, script total, idle frames, peak RSS.")

        @Option(help: "Rows in the list.")
        var rows = 1_000

        @Option(help: "Flings in the script.")
        var flings = 5

        @Option(help: "Frame rate in Hz.")
        var rate = FrameLoopConfiguration.defaultRate

        @Flag(help: "Print one JSON object: {\"frames_drawn\", \"drawn_p50_ms\", \"drawn_p99_ms\", \"total_ms\", \"idle_frames\", \"idle_ms\", \"slept_frames\", \"peak_rss_mb\", …}.")
        var json = false

        /// Window size, points (the issue's panel: 1280 × 800 at one pixel per point).
        static let windowSize = Size(width: 1280, height: 800)
        /// Fling speed at the lift, points per second (1500 px/s at scale 1).
        static let flingSpeed = 1500.0
        /// How long a fling's finger moves, seconds (est.: a quick flick).
        static let flickDuration = 0.1
        /// Time from one fling to the next, seconds: iOS's normal deceleration from 1500 pt/s
        /// moves for about 3.65 s, so each fling comes to rest before the next.
        static let flingPeriod = 4.5
        /// Touch reports a second while the finger moves (a typical panel: 120 Hz).
        static let touchRate = 120.0
        /// LVGL 9.5's figures on the same work, measured for this project on this kind of
        /// machine (2 cores of AMD EPYC, software rendering, DIRECT mode): a drawn frame 0.67 ms
        /// in place, the whole script 275 ms with the list's theme style removed.
        static let lvglDrawnMs = 0.67, lvglTotalMs = 275.0
        /// Peak RSS goal, megabytes (LVGL's list app peaks at 8–11.5 MB; ours: 40).
        static let rssGoalMB = 40.0

        func validate() throws {
            guard rows > 0, flings > 0, rate > 0, rate.isFinite else {
                throw ValidationError("--rows, --flings and --rate must be positive")
            }
        }

        func run() throws {
            SystemFonts.installStandard()
            let size = Self.windowSize
            let scene = ListWorkloadScene(size: size, rows: rows)
            let clock = MeasuredVirtualClock(start: 0, measure: .threadCPUTime)
            let renderer = try SDLFrameRenderer.headless(width: Int(size.width), height: Int(size.height), opaque: true,
                                                         background: .white)
            let duration = Double(flings) * Self.flingPeriod
            // Upward flicks from the lower part of the window: the list scrolls down its rows.
            let travel = Self.flingSpeed * Self.flickDuration
            var touches: [TouchFrame] = []
            for fling in 0..<flings {
                touches += ScriptedDrag.flicks(start: 0.5 + Double(fling) * Self.flingPeriod, duration: Self.flingPeriod,
                                               period: Self.flingPeriod, rate: Self.touchRate,
                                               from: Point(x: size.width / 2, y: size.height * 0.75),
                                               travel: Point(x: 0, y: -travel), flickDuration: Self.flickDuration)
            }
            let loop = FrameLoop(work: WindowFrameWork(window: scene.window), renderer: renderer, clock: clock,
                                 inputs: [ReplayInputSource(touches)],
                                 configuration: FrameLoopConfiguration(rate: rate, drawsOnDemand: true),
                                 resampler: TouchResampling(prediction: 0))
            let end = 0.5 + duration
            var drawnMs: [Double] = [], idleMs: [Double] = []
            var counted = renderer.renderer.counters.unchangedFrames
            while clock.now() < end {
                guard let record = loop.step() else { continue }
                let unchanged = renderer.renderer.counters.unchangedFrames
                if unchanged > counted { idleMs.append(record.cpuTime * 1000) } else { drawnMs.append(record.cpuTime * 1000) }
                counted = unchanged
            }
            let ticks = Int((end * rate).rounded())
            let slept = max(0, ticks - drawnMs.count - idleMs.count)
            let total = drawnMs.reduce(0, +) + idleMs.reduce(0, +)
            let sorted = drawnMs.sorted()
            func quantile(_ q: Double) -> Double {
                sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * q).rounded()))]
            }
            let peak = Self.peakResidentMegabytes()
            let offset = scene.list.contentOffset.y
            if json {
                let object: [String: Any] = [
                    "rows": rows, "flings": flings, "rate": rate, "frames_drawn": drawnMs.count,
                    "drawn_p50_ms": quantile(0.5), "drawn_p99_ms": quantile(0.99), "total_ms": total,
                    "idle_frames": idleMs.count, "idle_ms": idleMs.reduce(0, +), "slept_frames": slept,
                    "peak_rss_mb": peak, "final_offset": offset,
                ]
                let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
                print(String(decoding: data, as: UTF8.self))
                return
            }
            print("list: \(rows) rows of \(Int(ListWorkloadScene.rowHeight)) pt in \(Int(size.width))x\(Int(size.height)), "
                  + "\(flings) flings at \(Int(Self.flingSpeed)) pt/s, \(String(format: "%g", rate)) Hz, "
                  + "offset at the end \(String(format: "%.0f", offset)) pt")
            print(String(format: "drawn frames: %d, CPU p50 %.3f ms, p99 %.3f ms (LVGL 9.5 in place: %.2f ms; goal p50 ≤ %.3f ms)",
                         drawnMs.count, quantile(0.5), quantile(0.99), Self.lvglDrawnMs, Self.lvglDrawnMs / 2))
            print(String(format: "whole script: %.0f ms of frame CPU (LVGL 9.5: %.0f ms; goal ≤ 1.0×: %.2f×)",
                         total, Self.lvglTotalMs, total / Self.lvglTotalMs))
            print(String(format: "idle frames (ran, drew nothing): %d, %.1f ms in all; frames slept through: %d of %d",
                         idleMs.count, idleMs.reduce(0, +), slept, ticks))
            print(String(format: "peak RSS: %.1f MB (goal ≤ %.0f MB)", peak, Self.rssGoalMB))
        }

        /// The process's peak resident set, megabytes (`VmHWM` in /proc/self/status).
        static func peakResidentMegabytes() -> Double {
            guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
                  let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                  let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
            else { return 0 }
            return kilobytes / 1024
        }
    }
}
