#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ArgumentParser
import FlickEvdev
import FlickInput
import FoundationEssentials

/// `flick kiosk-play`: the touchscreen half of the real-kernel tier's demo step.
/// Hidden from `flick --help`.
///
/// - `flick kiosk-play --write FILE [--panel TRACE]` writes the kiosk recording: on the demo's
///   map, a wait, a pinch out, a wait for the zoom to settle and its tiles to be drawn, then
///   a tap on the Gallery tab and a wait. The panel is a real touchscreen's: the device of
///   the evemu recording `TRACE` (a 10-finger panel of `../shared/traces`), its axis ranges
///   and resolution used for the synthesized contacts; without `--panel`, Flick's synthetic
///   1280 × 800 panel.
/// - `flick kiosk-play FILE --start-when PATH` creates a uinput clone of the recording's
///   device (`VirtualTouchscreen`), prints `device /dev/input/eventN`, waits for `PATH` to
///   exist (the demo has opened the device), plays the recording in real time, prints
///   `played`, and holds the device until killed (or `--hold` seconds). With
///   `--last-touch-when PATH` it holds the last touch (the tab tap) until `PATH` exists and
///   then plays it at once: the script creates `PATH` when the demo says it has settled after
///   the pinch (`flick-demo --announce-settled`), so the map is snapshotted with its tiles
///   drawn however slow the machine is, and the recording's settle pause costs no wall time.
struct KioskPlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kiosk-play",
        abstract: "Write or play the kiosk recording through uinput (run by scripts/test-kernel).",
        shouldDisplay: false
    )

    /// Seconds before the first gesture, between the pinch and the tab tap, and after it
    /// (ours: room for the demo's zoom bounce to settle and its tiles to be drawn and faded
    /// in before the snapshot the tab switch takes, in the headless reference replay on
    /// virtual time, where it costs nothing; the live run in the test VM holds the tap until
    /// the demo has settled instead, `--last-touch-when`).
    static let leadIn = 1.0, settle = 20.0, tail = 3.0
    /// The centre of the demo's Gallery tab on its 1280 × 800 layout, points: the second of
    /// five equal tabs along the bottom 64 pt (`DemoTour.tabCenter(1)` in `Demo/`).
    static let galleryTab = Point(x: 1280.0 / 5 * 1.5, y: 800 - 64.0 / 2)

    @Argument(help: "The recording to play.")
    var file: String?

    @Option(help: "Write the kiosk recording to this file and exit.")
    var write: String?

    @Option(help: "With --write: an evemu recording whose device is the panel to clone.")
    var panel: String?

    @Option(help: "Wait for this file to exist before playing.")
    var startWhen: String?

    @Option(help: "Longest wait for --start-when, seconds.")
    var startTimeout: Double = 300

    @Option(help: "Hold the recording's last touch until this file exists, then play it at once.")
    var lastTouchWhen: String?

    @Option(help: "Seconds to keep the device after playing (default: until killed).")
    var hold: Double = .infinity

    func run() throws {
        if let write {
            try Self.recording(panel: panel).write(toFile: write, atomically: true, encoding: .utf8)
            print("wrote \(write)")
            return
        }
        guard let file else { throw ValidationError("give a recording to play, or --write FILE") }
        let recording = try RecordingFile.load(path: file)
        let screen = try VirtualTouchscreen(cloning: recording.device)
        print("device \(screen.devicePath)")
        fflush(nil)
        if let startWhen { try Self.wait(for: startWhen, timeout: startTimeout) }
        // The report that puts the last finger down: held until `lastTouchWhen` exists.
        var heldReport = lastTouchWhen == nil ? nil : Self.lastTouchDownReport(in: recording.events)
        var start = EvdevDevice.monotonicNow()
        var frame: [InputEvent] = []
        for (index, event) in recording.events.enumerated() {
            frame.append(event)
            guard event.type == Evdev.EV_SYN, event.code == Evdev.SYN_REPORT else { continue }
            if index == heldReport, let lastTouchWhen {
                print("holding the last touch until \(lastTouchWhen) exists")
                fflush(nil)
                try Self.wait(for: lastTouchWhen, timeout: startTimeout)
                start = EvdevDevice.monotonicNow() - event.time
                heldReport = nil
            }
            let due = start + event.time
            let wait = due - EvdevDevice.monotonicNow()
            if wait > 0 { usleep(UInt32(wait * 1_000_000)) }
            try screen.write(frame)
            frame.removeAll(keepingCapacity: true)
        }
        print(String(printf: "played %d events in %.2f s", recording.events.count, EvdevDevice.monotonicNow() - start))
        fflush(nil)
        let end = EvdevDevice.monotonicNow() + hold
        while EvdevDevice.monotonicNow() < end { usleep(100_000) }
        screen.destroy()
    }

    /// Waits until `path` exists, polling every 50 ms; throws after `timeout` seconds.
    static func wait(for path: String, timeout: Double) throws {
        let deadline = EvdevDevice.monotonicNow() + timeout
        while !FileManager.default.fileExists(atPath: path) {
            guard EvdevDevice.monotonicNow() < deadline else {
                throw CleanExit.failure("kiosk-play: \(path) did not appear within \(timeout) s")
            }
            usleep(50_000)
        }
    }

    /// The index of the `SYN_REPORT` closing the frame in which the last contact of `events`
    /// goes down (a new tracking id, or `BTN_TOUCH` 1 on a single-touch panel), or `nil`.
    static func lastTouchDownReport(in events: [InputEvent]) -> Int? {
        guard let down = events.lastIndex(where: {
            ($0.type == Evdev.EV_ABS && $0.code == Evdev.ABS_MT_TRACKING_ID && $0.value >= 0)
                || ($0.type == Evdev.EV_KEY && $0.code == Evdev.BTN_TOUCH && $0.value == 1)
        }) else { return nil }
        return events[down...].firstIndex { $0.type == Evdev.EV_SYN && $0.code == Evdev.SYN_REPORT }
    }

    /// The kiosk recording as evemu text, on the panel of `panel` (or the synthetic one).
    static func recording(panel: String?) throws -> String {
        var device = SynthesizedDevice()
        var description: DeviceDescription?
        if let panel {
            let real = try RecordingFile.load(path: panel).device
            guard let axes = real.positionAxes else {
                throw CleanExit.failure("kiosk-play: \(panel) has no position axes")
            }
            device.name = real.name
            device.width = axes.x.maximum - axes.x.minimum + 1
            device.height = axes.y.maximum - axes.y.minimum + 1
            device.resolution = max(1, axes.x.resolution)
            device.slots = max(2, real.slotCount)
            description = real
        }
        var script = GestureScript(start: 0.1)
        script.wait(leadIn)
        script.pinch(center: Point(x: 640, y: 380), fromSpan: 140, toSpan: 420, duration: 0.7)
        script.wait(settle)
        script.tap(at: galleryTab)
        script.wait(tail)
        let synthesizer = TraceSynthesizer(device: device, seed: 15)
        var events = synthesizer.events(for: script)
        if let description, let axes = description.positionAxes, axes.x.minimum != 0 || axes.y.minimum != 0 {
            // The synthesizer counts from 0; move the contacts onto the real axes' ranges.
            for index in events.indices where events[index].type == Evdev.EV_ABS {
                switch events[index].code {
                case Evdev.ABS_X, Evdev.ABS_MT_POSITION_X: events[index].value += axes.x.minimum
                case Evdev.ABS_Y, Evdev.ABS_MT_POSITION_Y: events[index].value += axes.y.minimum
                default: break
                }
            }
        }
        return EvemuWriter().write(device: description ?? device.description, events: events)
    }
}
