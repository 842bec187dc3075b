#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import FlickEvdev
import FlickInput
import FlickRuntime
import FoundationEssentials

extension KernelSelftest {
    /// The longest a plugged-in touchscreen may take to be picked up, seconds (ours: inotify
    /// reports at once; the probe opens a few nodes on a background queue).
    static let hotplugLimit = 5.0

    /// Check 5: hot-plug through `TouchscreenInput`, the runtime's source for the
    /// demo and apps. With no touchscreen it waits; a uinput touchscreen created then is
    /// picked up (inotify on /dev/input, opened off the calling thread) and its touches
    /// arrive; destroyed with a finger down, the touch arrives cancelled, the input reports
    /// the removal and waits again, without blocking; plugged in again, it is picked up again.
    static func hotplug() throws -> String {
        let placement = PanelPlacement.filling(Size(width: 1280, height: 800))
        let input = try TouchscreenInput(selection: .automatic, placement: placement)
        guard input.device == nil else { throw KernelSelftestFailure("a touchscreen was already there: \(input.deviceName ?? "?")") }
        var changes: [ApplicationEvent] = []
        input.onChange = { changes.append($0) }
        var pickups: [Double] = []
        for round in 1...2 {
            let screen = try VirtualTouchscreen(cloning: panel)
            let plugged = EvdevDevice.monotonicNow()
            while input.device == nil {
                guard EvdevDevice.monotonicNow() - plugged < hotplugLimit else {
                    throw KernelSelftestFailure("round \(round): \(screen.devicePath) not picked up within \(hotplugLimit) s")
                }
                _ = input.drain(upTo: EvdevDevice.monotonicNow())
                usleep(10_000)
            }
            pickups.append(EvdevDevice.monotonicNow() - plugged)
            try screen.write(frame([(0, 40, 6400, 4000)]))
            var down: [TouchFrame] = []
            let wrote = EvdevDevice.monotonicNow()
            while down.isEmpty, EvdevDevice.monotonicNow() - wrote < 1 {
                down += input.drain(upTo: EvdevDevice.monotonicNow() + 1)
                usleep(5_000)
            }
            guard let touch = down.first?.touches.first, touch.phase == .began,
                  abs(touch.location.x - 640) < 1, abs(touch.location.y - 400) < 1 else {
                throw KernelSelftestFailure("round \(round): expected a touch down at (640, 400), got \(down.map { summary($0.touches) })")
            }
            let start = EvdevDevice.monotonicNow()
            screen.destroy()
            var gone: [TouchFrame] = []
            while input.device != nil, EvdevDevice.monotonicNow() - start < 1 {
                gone += input.drain(upTo: EvdevDevice.monotonicNow() + 1)
            }
            let took = EvdevDevice.monotonicNow() - start
            guard input.device == nil, gone.last?.touches.map(\.phase) == [.cancelled] else {
                throw KernelSelftestFailure("round \(round): the unplug was not noticed, or its touch not cancelled: \(gone.map { summary($0.touches) })")
            }
            guard took < 0.5 else { throw KernelSelftestFailure("round \(round): the unplug took \(took) s") }
        }
        let kinds = changes.map { change -> String in
            switch change {
            case .touchscreenAdded: "added"
            case .touchscreenRemoved: "removed"
            default: "\(change)"
            }
        }
        guard kinds == ["added", "removed", "added", "removed"] else {
            throw KernelSelftestFailure("expected added, removed twice; got \(kinds)")
        }
        return String(printf: "picked up in %.0f and %.0f ms, touch cancelled on unplug, twice", pickups[0] * 1000, pickups[1] * 1000)
    }
}
