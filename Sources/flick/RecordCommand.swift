#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ArgumentParser
import FlickEvdev
import FlickInput
import FlickRuntime
import FoundationEssentials
import Synchronization

/// Set by the SIGINT handler; the record loop stops when it is true.
private let interrupted = Atomic<Bool>(false)

/// `flick record [DEVICE|auto] -o FILE [--duration SECONDS]`: records a device to an evemu
/// file that evemu-play and libinput's tools accept. Ctrl-C ends it with a valid file.
/// `flick record --window -o FILE`: records a window's mouse and touch instead
/// (RecordCommand+Window.swift).
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record an input device, or a window's mouse and touch (--window), to an evemu file (Ctrl-C to stop)."
    )

    @Argument(help: "A device node (/dev/input/event3), or auto for the first touchscreen.")
    var device: String = "auto"

    @Option(name: [.short, .customLong("output")], help: "The evemu file to write.")
    var output: String

    @Option(help: "Stop after this many seconds.")
    var duration: Double?

    @Flag(help: "Grab the device while recording (other programs stop seeing it). Off by default.")
    var grab = false

    @Flag(
        help:
            "Record a window's mouse and touch instead of a device: the mouse is one finger, a modifier held adds a second mirrored about the centre. Esc or closing the window ends it."
    )
    var window = false

    @Option(help: "With --window: its size, WxH points (default 1280x800).")
    var windowSize: String?

    func validate() throws {
        if let duration, !(duration > 0) { throw ValidationError("--duration must be a positive number of seconds") }
        if window && (device != "auto" || grab) {
            throw ValidationError("--window records the window: name no device, no --grab")
        }
        if !window && windowSize != nil { throw ValidationError("--window-size applies to --window only") }
        if let windowSize { _ = try ApplicationOptions.parseSize(windowSize, option: "--window-size") }
    }

    func run() throws {
        if window { return try recordWindow() }
        let path: String
        let source: EvdevDevice
        do {
            path = device == "auto" ? try DeviceDiscovery.firstTouchscreen() : device
            source = try EvdevDevice(path: path, grab: grab)
        } catch let error as EvdevError {
            throw CleanExit.failure(error.description)
        }
        // Written in place, never renamed over: a FIFO or /dev/stdout works, a device node stays one.
        let file = try OutputFile.openForStreaming(output)
        defer { close(file) }
        var writer = EvemuStreamWriter()
        try OutputFile.append(writer.header(for: source.description), to: file, path: output)
        signal(SIGINT) { _ in interrupted.store(true, ordering: .relaxed) }
        writeStandardError("recording \(path) (\"\(source.description.name)\") to \(output); Ctrl-C to stop")
        let start = EvdevDevice.monotonicNow()
        var inputs: [LiveInput] = []
        var gone = false
        while !interrupted.load(ordering: .relaxed) && !gone {
            if let duration, EvdevDevice.monotonicNow() - start >= duration { break }
            guard source.wait(timeout: 0.1) else { continue }
            inputs.removeAll(keepingCapacity: true)
            gone = source.read(into: &inputs) == .gone
            var text = ""
            for input in inputs {
                switch input {
                case .event(let event): text += writer.line(for: event)
                case .resync: text += writer.comment("SYN_DROPPED: events were lost; libevdev's resynchronised state follows")
                case .deviceGone: text += writer.comment("the device was unplugged")
                }
            }
            try OutputFile.append(text, to: file, path: output)
        }
        signal(SIGINT, SIG_DFL)
        writeStandardError("\(writer.eventCount) events written to \(output)\(gone ? " (device unplugged)" : "")")
    }
}
