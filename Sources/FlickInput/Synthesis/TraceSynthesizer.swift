/// Turns a `GestureScript` into the evdev events a real protocol-B touchscreen would send:
/// frames at the device's rate with seeded jitter, positions with seeded noise, slots
/// assigned lowest-free-first, tracking ids counting up, only changed values sent (as the
/// kernel filters), `BTN_TOUCH` and pointer-emulation `ABS_X/ABS_Y` like real drivers,
/// `MT_TOOL_PALM` with a wide contact for palms. Equal inputs give equal outputs.
public struct TraceSynthesizer: Sendable {
    /// The declared device.
    public var device: SynthesizedDevice
    /// The seed of jitter and noise.
    public var seed: UInt64

    /// Creates a synthesizer.
    public init(device: SynthesizedDevice = SynthesizedDevice(), seed: UInt64 = 1) {
        self.device = device
        self.seed = seed
    }

    private struct SlotState {
        var contact = -1
        var trackingID: Int32 = -1
        var x: Int32 = -1
        var y: Int32 = -1
        var major: Int32 = -1
        var tool: Int32 = 0
    }

    /// The events of a script. Each contact is reported from the first frame at or after
    /// its down time to the first frame at or after its lift (at least one frame later).
    /// Contacts the script never lifts are still down when the events end; contacts beyond
    /// the device's slot count are not reported (like a panel that tracks only ten).
    public func events(for script: GestureScript) -> [InputEvent] {
        var random = SeededGenerator(seed: seed)
        let period = 1 / device.rate
        let contacts = script.contacts
        guard !contacts.isEmpty else { return [] }
        let lastEnd = contacts.map { $0.end ?? script.duration }.max() ?? 0
        let firstStart = contacts.map(\.start).min() ?? 0
        let firstFrame = max(0, Int((firstStart / period).rounded(.down)) - 1)
        var startFrame = [Int?](repeating: nil, count: contacts.count)
        var endFrame = [Int?](repeating: nil, count: contacts.count)
        var slots = [SlotState](repeating: SlotState(), count: device.slots)
        var currentSlot: Int32 = 0
        var nextTrackingID: Int32 = 1
        var pointer: (Int32, Int32) = (-1, -1)
        var touching = false
        var events: [InputEvent] = []
        var frame = firstFrame
        var previousTime = -Double.infinity
        while true {
            var time = Double(frame) * period + random.symmetric(device.jitter)
            time = max(time, previousTime + period / 4)
            let eventsBefore = events.count
            func add(_ type: UInt16, _ code: UInt16, _ value: Int32) {
                events.append(InputEvent(time: time, type: type, code: code, value: value))
            }
            func select(_ slot: Int) {
                if currentSlot != Int32(slot) { add(Evdev.EV_ABS, Evdev.ABS_MT_SLOT, Int32(slot)); currentSlot = Int32(slot) }
            }
            // Lifts first, so that their slots are free for contacts that begin now.
            for slot in slots.indices where slots[slot].contact >= 0 {
                let index = slots[slot].contact
                if let end = contacts[index].end, time >= end, let started = startFrame[index], frame > started {
                    select(slot)
                    add(Evdev.EV_ABS, Evdev.ABS_MT_TRACKING_ID, -1)
                    slots[slot].contact = -1
                    slots[slot].trackingID = -1
                    endFrame[index] = frame
                }
            }
            // Touch-downs: lowest free slot.
            for index in contacts.indices where startFrame[index] == nil && time >= contacts[index].start {
                if let end = contacts[index].end, time >= end, frame > Int((contacts[index].start / period).rounded(.up)) + 1 {
                    // It waited for a free slot until it lifted: never reported.
                    startFrame[index] = frame
                    endFrame[index] = frame
                    continue
                }
                guard let slot = slots.firstIndex(where: { $0.contact < 0 }) else { continue }
                startFrame[index] = frame
                slots[slot].contact = index
                select(slot)
                slots[slot].trackingID = nextTrackingID
                add(Evdev.EV_ABS, Evdev.ABS_MT_TRACKING_ID, nextTrackingID)
                nextTrackingID = nextTrackingID >= 65535 ? 0 : nextTrackingID + 1
                slots[slot].x = -1
                slots[slot].y = -1
            }
            // Positions, sizes and tools of every contact down.
            for slot in slots.indices where slots[slot].contact >= 0 {
                let contact = contacts[slots[slot].contact]
                let units = device.deviceUnits(for: contact.position(at: time))
                let x = Int32((units.x + random.symmetric(device.noise)).rounded())
                let y = Int32((units.y + random.symmetric(device.noise)).rounded())
                let isPalm = contact.palmFrom.map { time >= $0 } ?? false
                let tool = isPalm ? Evdev.MT_TOOL_PALM : Evdev.MT_TOOL_FINGER
                let size = Int32(((isPalm ? device.palmSize : device.fingerSize) * Double(device.resolution)).rounded())
                if slots[slot].x != x { select(slot); add(Evdev.EV_ABS, Evdev.ABS_MT_POSITION_X, x); slots[slot].x = x }
                if slots[slot].y != y { select(slot); add(Evdev.EV_ABS, Evdev.ABS_MT_POSITION_Y, y); slots[slot].y = y }
                if slots[slot].major != size {
                    select(slot); add(Evdev.EV_ABS, Evdev.ABS_MT_TOUCH_MAJOR, size); slots[slot].major = size
                }
                if slots[slot].tool != tool {
                    select(slot); add(Evdev.EV_ABS, Evdev.ABS_MT_TOOL_TYPE, tool); slots[slot].tool = tool
                }
            }
            let down = slots.contains { $0.contact >= 0 }
            if down != touching { add(Evdev.EV_KEY, Evdev.BTN_TOUCH, down ? 1 : 0); touching = down }
            if let first = slots.first(where: { $0.contact >= 0 }), (first.x, first.y) != pointer {
                if first.x != pointer.0 { add(Evdev.EV_ABS, Evdev.ABS_X, first.x) }
                if first.y != pointer.1 { add(Evdev.EV_ABS, Evdev.ABS_Y, first.y) }
                pointer = (first.x, first.y)
            }
            if events.count > eventsBefore {
                add(Evdev.EV_SYN, Evdev.SYN_REPORT, 0)
                previousTime = time
            }
            let pending = contacts.indices.contains { endFrame[$0] == nil }
            // A contact the script never lifts stays down to the end (the decoder cancels it);
            // one that found no free slot is never reported.
            if !pending || time > lastEnd + 3 * period { break }
            frame += 1
        }
        return events
    }

    /// A recording of the script on the declared device.
    public func recording(for script: GestureScript, name: String = "<synthesized>") -> Recording {
        Recording(device: device.description, events: events(for: script), path: name)
    }

    /// The script as evemu text, ready to be written to a file.
    public func evemu(for script: GestureScript) -> String {
        EvemuWriter().write(device: device.description, events: events(for: script))
    }
}
