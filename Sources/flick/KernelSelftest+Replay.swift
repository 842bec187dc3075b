import FlickEvdev
import FlickInput

extension KernelSelftest {
    /// Check 1: plays a recording into a uinput clone of its own device, frame by frame,
    /// reading each frame back through `EvdevTouchSource` (so the kernel's small per-client
    /// buffer never overflows), unplugs the clone at the end, and compares the decoded
    /// frames with the file's direct replay (`Recording.touchFrames`).
    ///
    /// Frames are compared, not bytes: the kernel stamps its own times and drops unchanged
    /// values and empty frames, so both sides are reduced to their `significantFrames`.
    static func replay(path: String) throws -> String {
        let recording = try RecordingFile.load(path: path)
        if let dropped = recording.events.firstIndex(where: { $0.type == Evdev.EV_SYN && $0.code == Evdev.SYN_DROPPED }) {
            // uinput cannot inject a drop (the kernel ignores a written SYN_DROPPED): the
            // overflow check makes real ones instead.
            throw KernelSelftestFailure("event \(dropped + 1) is a SYN_DROPPED, which uinput cannot replay;"
                + " keep such recordings out of the folders given to kernel-selftest")
        }
        let mapping = recording.mapping()
        let expected = significantFrames(recording.touchFrames(mapping: mapping))

        let screen = try VirtualTouchscreen(cloning: recording.device)
        let source = try EvdevTouchSource(path: screen.devicePath, mapping: mapping)
        try checkSameDevice(recorded: recording.device, live: source.device.description)

        var live: [TouchFrame] = []
        var frameStart = recording.events.startIndex
        for (index, event) in recording.events.enumerated()
        where event.type == Evdev.EV_SYN && event.code == Evdev.SYN_REPORT {
            try screen.write(recording.events[frameStart...index])
            frameStart = index + 1
            live += source.readFrames()
        }
        // A partial last frame: written, but the kernel delivers nothing without SYN_REPORT.
        try screen.write(recording.events[frameStart...])
        live += source.readFrames()
        screen.destroy()
        live += source.readFrames()
        guard source.isFinished else {
            throw KernelSelftestFailure("the source did not end after the clone was destroyed")
        }

        let got = significantFrames(live)
        if let mismatch = firstDifference(expected: expected, got: got) { throw KernelSelftestFailure(mismatch) }
        let touches = Set(expected.flatMap { $0.map(\.id) }).count
        return "\(recording.events.count) events, \(expected.count) frames, \(touches) touch(es) equal"
    }

    /// The frames a reader can tell apart through the kernel: frames where every touch is
    /// stationary with the values it already had (the kernel drops such frames, and empty
    /// ones) are left out; times are left out (the kernel uses its own clock).
    static func significantFrames(_ frames: [TouchFrame]) -> [[Touch]] {
        var last: [Int: Touch] = [:]
        var result: [[Touch]] = []
        for frame in frames {
            let unchanged = frame.touches.allSatisfy { touch in
                guard touch.phase == .stationary, let previous = last[touch.id] else { return false }
                return sameValues(previous, touch)
            }
            for touch in frame.touches { last[touch.id] = touch }
            if !unchanged { result.append(frame.touches) }
        }
        return result
    }

    /// True when two appearances of a touch carry the same measurements (phase aside).
    static func sameValues(_ a: Touch, _ b: Touch) -> Bool {
        a.trackingID == b.trackingID && a.devicePosition == b.devicePosition && a.pressure == b.pressure
            && a.touchMajor == b.touchMajor && a.touchMinor == b.touchMinor && a.toolType == b.toolType
    }

    /// Where two frame sequences first differ, in words; `nil` when they are equal.
    static func firstDifference(expected: [[Touch]], got: [[Touch]]) -> String? {
        for index in 0..<min(expected.count, got.count) where expected[index] != got[index] {
            return "frame \(index + 1) of \(expected.count) differs: file \(summary(expected[index]))"
                + " live \(summary(got[index]))"
        }
        guard expected.count == got.count else {
            let extra = expected.count > got.count
                ? "missing live: \(summary(expected[got.count]))" : "extra live: \(summary(got[expected.count]))"
            return "the file gives \(expected.count) frames, the live device \(got.count) (\(extra))"
        }
        return nil
    }

    /// Throws unless the description read back from the kernel matches the recorded one in
    /// everything decoding depends on (fuzz aside: the clone has fuzz 0; `EV_SYN`, `EV_REP`
    /// and `EV_FF` aside: the clone does not carry them).
    static func checkSameDevice(recorded: DeviceDescription, live: DeviceDescription) throws {
        var differences: [String] = []
        if recorded.name != live.name { differences.append("name \"\(recorded.name)\" → \"\(live.name)\"") }
        if (recorded.bus, recorded.vendor, recorded.product, recorded.version)
            != (live.bus, live.vendor, live.product, live.version) {
            differences.append("ids")
        }
        if recorded.properties != live.properties { differences.append("properties") }
        for type in Set(recorded.codes.keys).union(live.codes.keys).sorted()
        where ![Evdev.EV_SYN, Evdev.EV_REP, Evdev.EV_FF].contains(type)
            && (recorded.codes[type] ?? []) != (live.codes[type] ?? []) {
            differences.append("codes of \(Evdev.name(ofType: type) ?? "type \(type)")")
        }
        for (code, axis) in recorded.axes {
            var zeroFuzz = axis
            zeroFuzz.fuzz = 0
            if live.axes[code] != zeroFuzz { differences.append("axis \(Evdev.name(ofCode: code, type: Evdev.EV_ABS) ?? "\(code)")") }
        }
        if recorded.singleTouchAxisCodes != live.singleTouchAxisCodes { differences.append("single-touch axes (quirk)") }
        guard differences.isEmpty else {
            throw KernelSelftestFailure("the kernel's device differs from the recording's: "
                + differences.joined(separator: ", "))
        }
    }
}
