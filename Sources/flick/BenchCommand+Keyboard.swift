import FlickBenchmarks
import ArgumentParser
import FlickInput
import FlickRender
import FlickRuntime
import FlickScene
import FlickUI
import FoundationEssentials

extension BenchCommand {
    /// `flick bench keyboard`: the on-screen keyboard's CPU time per frame (touch routing,
    /// key presses, layout, display list with the keys' labels) in a 1280 × 800 window while
    /// typing 10 keys a second, every third key pressed before the one before lifts
    /// (rollover); and the cost of the frame a key goes down in, whose display list first
    /// holds the key's preview bubble. Drawing (rasterising) belongs to `flick bench render`.
    struct Keyboard: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "keyboard",
            abstract: "On-screen keyboard CPU time per frame while typing, and key down to preview in the display list."
        )

        @Option(help: "Frames to measure (after warm-up).")
        var frames = 3000

        @Option(help: "Frame rate in Hz: the virtual time step.")
        var rate = FrameLoopConfiguration.defaultRate

        @Flag(
            help:
                "Print one JSON object: {\"frames\", \"p50_ms\", \"p99_ms\", \"max_ms\", \"mean_ms\", \"key_down_p50_ms\", \"key_down_p99_ms\"}."
        )
        var json = false

        /// Between key downs, seconds (our workload: 10 keys a second, a fast typist).
        static let keyPeriod = 0.1
        /// How long each key is held, seconds; every third key goes down this much after the
        /// one before (before it lifts: rollover).
        static let holdTime = 0.08, rolloverGap = 0.06
        /// The letters typed, round and round.
        static let phrase = Array("thequickbrownfoxjumpsoverthelazydog")

        func validate() throws {
            guard frames > 0, rate > 0, rate.isFinite else {
                throw ValidationError("--frames and --rate must be positive")
            }
        }

        func run() throws {
            SystemFonts.installStandard()
            let work = KeyboardBenchmarkWork()
            // The last key lifts before the last frame, so none is left down.
            let duration = Double(frames + FrameBenchmark.defaultWarmup) / rate - 2 * Self.keyPeriod
            let touches = work.typing(duration: duration)
            let result = FrameBenchmark.measure(work, inputs: [ReplayInputSource(touches)], frames: frames, rate: rate)
            let typed = work.input.count
            let keyDown = work.keyDownCosts(presses: 400)
            if json {
                // The frame figures (all numbers) and the key-down ones, in one object with sorted keys.
                var object = try JSONDecoder().decode([String: Double?].self, from: try result.json())
                object["key_down_p50_ms"] = keyDown.p50
                object["key_down_p99_ms"] = keyDown.p99
                var line = JSONLine()
                for (key, value) in object.sorted(by: { $0.key < $1.key }) {
                    if let value, let whole = Int(exactly: value) { line.add(key, whole) } else if let value {
                        line.add(key, value)
                    } else {
                        line.add(key, json: "null")
                    }
                }
                print(line.text)
                return
            }
            print(
                "keyboard: \(work.keyboard.currentPage.rows.flatMap { $0 }.count) keys, 1280 × 800, typing "
                    + "\(Int(1 / Self.keyPeriod)) keys/s (every third a rollover), \(typed) characters typed, "
                    + "at \(String(printf: "%g", rate)) Hz")
            print(result.text)
            print(
                String(
                    printf: "key down → preview in the display list: p50 %.3f ms, p99 %.3f ms (%d presses)",
                    keyDown.p50, keyDown.p99, keyDown.count))
        }
    }
}

/// A window with the on-screen keyboard typing into a counter, as frame work.
final class KeyboardBenchmarkWork: FrameWork {
    let window = Window(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
    let keyboard = KeyboardView()
    let input = CountingInput()

    init() {
        window.addSubview(keyboard)
        let size = keyboard.sizeThatFits(window.bounds.size)
        keyboard.frame = Rect(x: 0, y: 800 - size.height, width: size.width, height: size.height)
        keyboard.target = input
        window.layoutIfNeeded()
    }

    /// The window point of `letter`'s key.
    func point(of letter: Character) -> Point {
        let frame = keyboard.frame(of: .character(String(letter))) ?? .zero
        return Point(x: keyboard.frame.minX + frame.midX, y: keyboard.frame.minY + frame.midY)
    }

    /// Touch frames typing `BenchCommand.Keyboard.phrase` for `duration` seconds.
    func typing(duration: Double) -> [TouchFrame] {
        typealias Bench = BenchCommand.Keyboard
        var events: [(time: Double, touch: Touch)] = []
        var time = 0.1, index = 0
        while time < duration {
            let location = point(of: Bench.phrase[index % Bench.phrase.count])
            let id = index + 1
            let down = index % 3 == 2 ? time - Bench.keyPeriod + Bench.rolloverGap : time
            events.append((down, Touch(id: id, slot: id % 2, trackingID: id, location: location, phase: .began)))
            events.append(
                (
                    down + Bench.holdTime,
                    Touch(id: id, slot: id % 2, trackingID: id, location: location, phase: .ended)
                ))
            time += Bench.keyPeriod
            index += 1
        }
        events.sort { $0.time < $1.time }
        return events.map { TouchFrame(time: $0.time, touches: [$0.touch]) }
    }

    /// The CPU time of frames in which a key goes down (routing, the preview view added and
    /// laid out, the display list), ms: p50, p99 and the count.
    func keyDownCosts(presses: Int) -> (p50: Double, p99: Double, count: Int) {
        let clock = MonotonicClock()
        var costs: [Double] = []
        var time = max(window.currentTime, 0) + 1
        for index in 0..<presses {
            let location = point(of: BenchCommand.Keyboard.phrase[index % BenchCommand.Keyboard.phrase.count])
            let id = 100_000 + index
            costs.append(
                clock.threadCPUMilliseconds {
                    window.handle(Self.frame(touch: id, at: location, phase: .began, time: time))
                    window.advance(to: time)
                    _ = window.displayList(at: time)
                })
            time += 0.05
            window.handle(Self.frame(touch: id, at: location, phase: .ended, time: time))
            _ = window.displayList(at: time)
            time += 0.05
        }
        costs.sort()
        let p99 = costs[min(costs.count - 1, Int((Double(costs.count) * 0.99).rounded(.down)))]
        return (costs[costs.count / 2], p99, costs.count)
    }

    /// A frame of one touch.
    static func frame(touch id: Int, at location: Point, phase: TouchPhase, time: Double) -> TouchFrame {
        TouchFrame(time: time, touches: [Touch(id: id, slot: 0, trackingID: id, location: location, phase: phase)])
    }

    func deliver(_ inputs: [TouchFrame], at time: Double) {
        for frame in inputs { window.handle(frame) }
    }

    func advancePhysics(to target: Double) { window.advance(to: target) }

    func advanceAnimations(to target: Double) {}

    func layout(at target: Double) {}

    func makeDisplayList(at target: Double) -> DisplayList { window.displayList(at: target) }
}

/// A text input that only counts what it is given.
final class CountingInput: KeyInput {
    private(set) var count = 0
    var hasText: Bool { count > 0 }
    func insertText(_ text: String) { count += text.count }
    func deleteBackward() { count = max(0, count - 1) }
}
