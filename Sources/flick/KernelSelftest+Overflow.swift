import FlickEvdev
import FlickInput

extension KernelSelftest {
    /// Frames written without reading in the overflow check. evdev's per-client buffer holds
    /// 8 packets of the device's estimated packet size, at least 64 events, rounded up to a
    /// power of two (kernel `drivers/input/evdev.c`, `EVDEV_BUF_PACKETS`): a few hundred
    /// events for these panels, so 2,000 frames of 3 to 5 events overflow it several times.
    static let floodFrameCount = 2_000

    /// A protocol-A touchscreen (no slots: anonymous contacts closed by SYN_MT_REPORT) on the
    /// panel's ranges, for the protocol-A overflow check.
    static var protocolAPanel: DeviceDescription {
        DeviceDescription(
            name: "Flick Selftest Protocol A", bus: 0x03, vendor: 0xf11c, product: 0x0003, version: 1,
            properties: [Evdev.INPUT_PROP_DIRECT], codes: [Evdev.EV_KEY: [Evdev.BTN_TOUCH]],
            axes: [AxisInfo(code: Evdev.ABS_X, minimum: 0, maximum: 12799, resolution: 10),
                   AxisInfo(code: Evdev.ABS_Y, minimum: 0, maximum: 7999, resolution: 10),
                   AxisInfo(code: Evdev.ABS_MT_POSITION_X, minimum: 0, maximum: 12799, resolution: 10),
                   AxisInfo(code: Evdev.ABS_MT_POSITION_Y, minimum: 0, maximum: 7999, resolution: 10)])
    }

    /// The events of one protocol-A frame: every contact down, each closed by SYN_MT_REPORT,
    /// then BTN_TOUCH and SYN_REPORT (no contacts: one empty SYN_MT_REPORT, kernel
    /// `multi-touch-protocol.rst`).
    static func protocolAFrame(_ contacts: [(x: Int32, y: Int32)]) -> [InputEvent] {
        var events: [InputEvent] = []
        func add(_ type: UInt16, _ code: UInt16, _ value: Int32) {
            events.append(InputEvent(time: 0, type: type, code: code, value: value))
        }
        for contact in contacts {
            add(Evdev.EV_ABS, Evdev.ABS_MT_POSITION_X, contact.x)
            add(Evdev.EV_ABS, Evdev.ABS_MT_POSITION_Y, contact.y)
            add(Evdev.EV_SYN, Evdev.SYN_MT_REPORT, 0)
        }
        if contacts.isEmpty { add(Evdev.EV_SYN, Evdev.SYN_MT_REPORT, 0) }
        add(Evdev.EV_KEY, Evdev.BTN_TOUCH, contacts.isEmpty ? 0 : 1)
        add(Evdev.EV_SYN, Evdev.SYN_REPORT, 0)
        return events
    }

    /// The multitouch protocols the overflow and unplug checks run on.
    enum OverflowProtocol: String {
        /// Slots and tracking ids: libevdev's sync restores them (research note §2).
        case b = "B"
        /// Anonymous contacts: libevdev cannot sync them; the next full frames do.
        case a = "A"
    }

    /// Check 2: fingers A and B down and read; then `floodFrameCount` frames moving A, with
    /// B lifting a quarter of the way in, all written without reading. The kernel must report
    /// SYN_DROPPED; the live source (`EvdevDevice.read` into a `LiveTouchStream`, as in
    /// `EvdevTouchSource`) resynchronises: B's touch ends (lifted or cancelled) and never
    /// comes back, A keeps its identity to its final position, no touch is invented, and
    /// after A lifts no touch is left down.
    static func overflow(_ kind: OverflowProtocol) throws -> String {
        let screen = try VirtualTouchscreen(cloning: kind == .b ? panel : protocolAPanel)
        let device = try EvdevDevice(path: screen.devicePath)
        var stream = LiveTouchStream(device: device.description)

        func read() -> (frames: [TouchFrame], resyncs: Int) {
            var inputs: [LiveInput] = []
            device.read(into: &inputs)
            var frames: [TouchFrame] = []
            for input in inputs { stream.handle(input, into: &frames) }
            return (frames, inputs.filter { $0 == .resync }.count)
        }
        /// Writes one frame with A at `a` and B at `b` (nil: lifted or absent).
        func write(a: (x: Int32, y: Int32)?, b: (x: Int32, y: Int32)?, bLifts: Bool = false, aLifts: Bool = false) throws {
            switch kind {
            case .b:
                var contacts: [(slot: Int32, trackingID: Int32?, x: Int32?, y: Int32?)] = []
                if aLifts { contacts.append((0, -1, nil, nil)) } else if let a { contacts.append((0, nil, a.x, a.y)) }
                if bLifts { contacts.append((1, -1, nil, nil)) } else if let b { contacts.append((1, nil, b.x, b.y)) }
                try screen.write(frame(contacts))
            case .a:
                try screen.write(protocolAFrame([aLifts ? nil : a, bLifts ? nil : b].compactMap { $0 }))
            }
        }

        switch kind {
        case .b: try screen.write(frame([(0, 100, 1000, 1000), (1, 101, 5000, 5000)]))
        case .a: try screen.write(protocolAFrame([(1000, 1000), (5000, 5000)]))
        }
        let down = read().frames
        guard let first = down.last, first.touches.count == 2, first.touches.allSatisfy({ $0.phase == .began }) else {
            throw KernelSelftestFailure("expected both fingers to begin, got \(down.map { summary($0.touches) })")
        }
        let idA = first.touches[0].id
        let idB = first.touches[1].id

        var x: Int32 = 1000
        var bDown = true
        for step in 0..<floodFrameCount {
            x = 1001 + Int32(step % 5000)
            if step == floodFrameCount / 4 {
                try write(a: (x, 2000), b: nil, bLifts: true)
                bDown = false
            } else {
                try write(a: (x, 2000), b: bDown ? (5000, 5000) : nil)
            }
        }
        let flood = read()
        guard flood.resyncs > 0 else {
            throw KernelSelftestFailure("\(floodFrameCount) unread frames did not make the kernel report SYN_DROPPED")
        }
        // Protocol B: libevdev's sync restores the slots at once. Protocol A: libevdev can
        // only discard the stale events; the frames that follow give the contacts.
        try write(a: (x + 7, 2100), b: nil)
        try write(a: (x + 9, 2200), b: nil)
        try write(a: nil, b: nil, aLifts: true)
        let after = read()
        let all = flood.frames + after.frames
        let touches = all.flatMap(\.touches)
        guard let endB = touches.firstIndex(where: { $0.id == idB && $0.phase.isFinal }) else {
            throw KernelSelftestFailure("finger B, lifted during the overflow, was never ended or cancelled: "
                + summary(touches.filter { $0.id == idB }))
        }
        let lastB = touches[endB]
        let laterB = touches[(endB + 1)...].filter { $0.id == idB }
        guard laterB.isEmpty else {
            throw KernelSelftestFailure("finger B came back after it ended: \(summary(Array(laterB)))")
        }
        let aTouches = touches.filter { $0.id == idA }
        guard let endA = aTouches.last, endA.phase == .ended,
              endA.devicePosition == Point(x: Double(x + 9), y: 2200) else {
            throw KernelSelftestFailure("finger A did not keep its touch to the final position and end there: "
                + summary(Array(aTouches.suffix(3))) + "; last frames " + all.suffix(3).map { summary($0.touches) }.joined(separator: " "))
        }
        guard !aTouches.dropLast().contains(where: { $0.phase.isFinal }) else {
            throw KernelSelftestFailure("finger A's touch ended before it lifted: \(summary(aTouches.filter { $0.phase.isFinal }))")
        }
        let strangers = Set(touches.map(\.id)).subtracting([idA, idB])
        guard strangers.isEmpty else {
            throw KernelSelftestFailure("touches invented by the resync: \(strangers.sorted())")
        }
        guard stream.decoder.activeTouchCount == 0, all.last?.activeTouches.isEmpty == true else {
            throw KernelSelftestFailure("\(stream.decoder.activeTouchCount) touch(es) stuck down after every finger lifted")
        }
        screen.destroy()
        return "\(flood.resyncs) SYN_DROPPED, finger B \(lastB.phase.rawValue), finger A ended at its final position,"
            + " 0 touches down"
    }
}
