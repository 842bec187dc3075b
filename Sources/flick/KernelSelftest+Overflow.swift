import FlickEvdev
import FlickInput

extension KernelSelftest {
    /// Frames written without reading in the overflow check. evdev's per-client buffer holds
    /// 8 packets of the device's estimated packet size, at least 64 events, rounded up to a
    /// power of two (kernel `drivers/input/evdev.c`, `EVDEV_BUF_PACKETS`): a few hundred
    /// events for this panel, so 2,000 frames of 3 events overflow it several times.
    static let floodFrameCount = 2_000

    /// Check 2: two fingers down and read; then `floodFrameCount` frames moving finger A,
    /// with finger B lifting a quarter of the way in, all written without reading. The
    /// kernel must report SYN_DROPPED; libevdev syncs and the live source resynchronises:
    /// finger B's touch ends (lifted or cancelled) and never comes back, finger A keeps its
    /// identity at its final position, and after A lifts no touch is left down.
    static func overflow() throws -> String {
        let screen = try VirtualTouchscreen(cloning: panel)
        let device = try EvdevDevice(path: screen.devicePath)
        var stream = LiveTouchStream(device: device.description)

        func read() -> (frames: [TouchFrame], resyncs: Int) {
            var inputs: [LiveInput] = []
            device.read(into: &inputs)
            var frames: [TouchFrame] = []
            for input in inputs { stream.handle(input, into: &frames) }
            return (frames, inputs.filter { $0 == .resync }.count)
        }

        try screen.write(frame([(0, 100, 1000, 1000), (1, 101, 5000, 5000)]))
        let down = read().frames
        guard let first = down.last, first.touches.count == 2, first.touches.allSatisfy({ $0.phase == .began }) else {
            throw KernelSelftestFailure("expected both fingers to begin, got \(down.map { summary($0.touches) })")
        }
        let idA = first.touches[0].id
        let idB = first.touches[1].id

        var x: Int32 = 1000
        for step in 0..<floodFrameCount {
            x = 1000 + Int32(step % 5000)
            if step == floodFrameCount / 4 {
                try screen.write(frame([(1, -1, nil, nil)]))
            }
            try screen.write(frame([(0, nil, x, 2000)]))
        }
        let flood = read()
        guard flood.resyncs > 0 else {
            throw KernelSelftestFailure("\(floodFrameCount) unread frames did not make the kernel report SYN_DROPPED")
        }
        let afterFlood = flood.frames.flatMap(\.touches)
        guard let lastB = afterFlood.last(where: { $0.id == idB }), lastB.phase.isFinal else {
            throw KernelSelftestFailure("finger B, lifted during the overflow, was not ended or cancelled: "
                + summary(afterFlood.filter { $0.id == idB }))
        }

        try screen.write(frame([(0, nil, x + 7, 2100)]))
        try screen.write(frame([(0, nil, x + 9, 2200)]))
        try screen.write(frame([(0, -1, nil, nil)]))
        let after = read()
        let all = flood.frames + after.frames
        let laterB = all.flatMap(\.touches).drop(while: { $0 != lastB }).dropFirst().filter { $0.id == idB }
        guard laterB.isEmpty else {
            throw KernelSelftestFailure("finger B came back after it ended: \(summary(Array(laterB)))")
        }
        let aTouches = all.flatMap(\.touches).filter { $0.id == idA }
        guard let endA = aTouches.last, endA.phase == .ended, endA.devicePosition == Point(x: Double(x + 9), y: 2200) else {
            throw KernelSelftestFailure("finger A did not keep its touch to the final position and end there: "
                + summary(Array(aTouches.suffix(3))))
        }
        guard !aTouches.dropLast().contains(where: { $0.phase.isFinal }) else {
            throw KernelSelftestFailure("finger A's touch ended before it lifted: \(summary(aTouches.filter { $0.phase.isFinal }))")
        }
        guard stream.decoder.activeTouchCount == 0, all.last?.activeTouches.isEmpty == true else {
            throw KernelSelftestFailure("\(stream.decoder.activeTouchCount) touch(es) stuck down after every finger lifted")
        }
        screen.destroy()
        return "\(flood.resyncs) SYN_DROPPED, finger B \(lastB.phase.rawValue), finger A ended at its final position,"
            + " 0 touches down"
    }
}
