/// Turns evdev events into `TouchFrame`s: a pure state machine (no clock, no I/O) that
/// implements the kernel's multitouch protocols B and A, single-touch devices and
/// SYN_DROPPED recovery (research note §1, §2, §7.2–7.3). Diagram: `FlickInput.docc/MultitouchDecoding.md`.
///
/// Rules, each with a test in `MultitouchDecoderTests`:
/// - Protocol B: slots, deltas only, `ABS_MT_SLOT` omitted when unchanged, frames closed by
///   `SYN_REPORT`. A tracking id replaced without -1 ends the old touch and begins a new one;
///   -1 on an empty slot is ignored; slot numbers outside the device's range are dropped with
///   a warning (with the events that follow them up to the next `ABS_MT_SLOT`); axis updates
///   on a slot without a tracking id are remembered but never start a touch; `MT_TOOL_PALM`
///   cancels the touch and the slot is ignored until its contact lifts.
/// - `SYN_DROPPED`: everything up to the next `SYN_REPORT` is discarded; then for
///   `resyncFrameCount` frames the decoder takes the state from the events that follow
///   (libevdev's synthesized frames when live, the device's next frames in a recording).
///   Touches lifted during that window, and touches that get no event in it, are
///   cancelled; slots whose touch was cancelled that way stay ignored until their
///   contact lifts or changes id, so a touch is never left stuck and never invented.
///   The current slot after a drop is unknown (the kernel resends ABS_MT_SLOT only when it
///   changes): the decoder keeps the last one it saw.
/// - Protocol A (`SYN_MT_REPORT`): contacts are matched frame to frame by tracking id when
///   every contact has one, else by nearest neighbour.
/// - Single touch: one contact on the device's single-touch axes, down while `BTN_TOUCH`
///   (or a `BTN_TOOL_*` key, or pressure, whichever the device has) says so.
/// - `BTN_TOUCH` and `BTN_TOOL_*` are tolerated, never required; nor is `ABS_X`.
/// - A touch that begins and lifts inside one frame (a 50 µs tap) gives two frames with the
///   same time: one where it began, one where it ended.
/// - Frame times never go backwards: an earlier `SYN_REPORT` time is raised to the last
///   frame's (logged once).
/// - `finish(at:)` cancels whatever is still down (a recording that ends mid-touch, an
///   unplugged device).
///
/// `Touch.id`s start at 1 and are never reused.
public struct MultitouchDecoder: Sendable {
    /// How many frames after a SYN_DROPPED the decoder takes as the resynchronised state:
    /// libevdev's sync emits at most two frames (research note §2).
    public static let resyncFrameCount = 2

    /// Where the decoder is with respect to lost events.
    public enum State: Hashable, Sendable {
        /// Normal decoding.
        case synced
        /// A SYN_DROPPED arrived: discarding events up to the next SYN_REPORT.
        case dropping
        /// After a drop: `framesLeft` more frames are taken as the resynchronised state.
        case resyncing(framesLeft: Int)
    }

    /// The current state.
    public private(set) var state: State = .synced
    /// The device being decoded.
    public let device: DeviceDescription
    /// The protocol in use (from the description).
    public let touchProtocol: DeviceDescription.TouchProtocol
    /// Device-to-window mapping applied to every touch.
    public var mapping: WindowMapping
    /// The number of frames emitted so far.
    public private(set) var frameCount = 0
    /// The number of events processed so far.
    public private(set) var eventCount = 0

    var slots: [Slot]
    var currentSlot = 0
    var nextTouchID = 1
    var lastFrameTouchCount = 0
    var lastFrameTime = -Double.infinity
    var warnedOutOfRange = false
    var warnedBadSlot = false
    var warnedBackwardsTime = false
    var hasPressure: Bool
    var hasMajor: Bool
    var hasMinor: Bool
    // Protocol A.
    var pending = Contact()
    var contactsInFrame: [Contact] = []
    var contacts: [Contact] = []
    // Single touch.
    var singleXCode: UInt16
    var singleYCode: UInt16
    var downRule: SingleTouchDownRule
    var buttonTouch = false
    var toolKeys: UInt32 = 0

    /// One protocol-B slot's state.
    struct Slot: Sendable {
        var trackingID: Int32 = -1
        var x: Int32 = 0
        var y: Int32 = 0
        var pressure: Int32 = 0
        var major: Int32 = 0
        var minor: Int32 = 0
        var tool: Int32 = 0
        /// The decoder's touch id, 0 when no touch is reported for this slot.
        var touchID = 0
        /// A contact the decoder ignores until it lifts (palm, or cancelled by a resync).
        var ignored = false
        var beginPending = false
        var liftedInFrame = false
        var moved = false
        var confirmed = true
        /// A touch of this slot that ended or was cancelled earlier in this frame.
        var finished: Touch?
    }

    /// One protocol-A or single-touch contact.
    struct Contact: Sendable {
        var touchID = 0
        var trackingID: Int32 = -1
        var x: Int32 = 0
        var y: Int32 = 0
        var hasX = false
        var hasY = false
        var pressure: Int32 = 0
        var major: Int32 = 0
        var minor: Int32 = 0
        var tool: Int32 = 0
        var ignored = false
        var confirmed = true
        var hasData: Bool { hasX || hasY }
    }

    /// How a single-touch device says a contact is down.
    enum SingleTouchDownRule: Sendable { case buttonTouch, toolKeys, pressure, positionSeen }

    /// Creates a decoder for a device, mapping positions with `mapping` (by default the
    /// device's position axes to the default window size).
    public init(device: DeviceDescription, mapping: WindowMapping? = nil) {
        self.device = device
        self.touchProtocol = device.touchProtocol
        self.mapping = mapping ?? WindowMapping(description: device)
        slots = Array(repeating: Slot(), count: max(1, device.slotCount))
        let isSingle = touchProtocol == .singleTouch
        hasPressure = device.axes[isSingle ? Evdev.ABS_PRESSURE : Evdev.ABS_MT_PRESSURE] != nil
        hasMajor = !isSingle && device.axes[Evdev.ABS_MT_TOUCH_MAJOR] != nil
        hasMinor = !isSingle && device.axes[Evdev.ABS_MT_TOUCH_MINOR] != nil
        singleXCode = device.singleTouchAxisCodes.x
        singleYCode = device.singleTouchAxisCodes.y
        let keys = device.codes[Evdev.EV_KEY] ?? []
        if keys.contains(Evdev.BTN_TOUCH) {
            downRule = .buttonTouch
        } else if keys.contains(where: { $0 >= Evdev.BTN_TOOL_PEN && $0 <= Evdev.BTN_TOOL_QUADTAP && $0 != Evdev.BTN_TOUCH }) {
            downRule = .toolKeys
        } else if hasPressure {
            downRule = .pressure
        } else {
            downRule = .positionSeen
        }
    }

    /// The number of touches currently down (reported and not yet ended or cancelled).
    public var activeTouchCount: Int {
        switch touchProtocol {
        case .multitouchB: return slots.reduce(0) { $0 + ($1.touchID != 0 ? 1 : 0) }
        case .multitouchA, .singleTouch, .none: return contacts.reduce(0) { $0 + ($1.touchID != 0 ? 1 : 0) }
        }
    }

    /// Decodes a whole event sequence (for example a recording), appending `finish(at:)`'s
    /// cancellations at the time of the last event when `finishing` is true.
    public mutating func decode<S: Sequence>(_ events: S, finishing: Bool = true) -> [TouchFrame]
    where S.Element == InputEvent {
        var frames: [TouchFrame] = []
        var lastTime = 0.0
        for event in events {
            process(event, into: &frames)
            lastTime = event.time
        }
        if finishing, let last = finish(at: lastTime) { frames.append(last) }
        return frames
    }

    /// Processes one event; a `SYN_REPORT` appends the frame(s) it closes to `frames`.
    public mutating func process(_ event: InputEvent, into frames: inout [TouchFrame]) {
        eventCount &+= 1
        switch state {
        case .dropping:
            if event.type == Evdev.EV_SYN && event.code == Evdev.SYN_REPORT {
                log.trace("decoder: dropping → resyncing at \(event.time)")
                if touchProtocol == .multitouchA {
                    // Protocol A frames carry the full state: the next one replaces the partial one.
                    pending = Contact()
                    contactsInFrame.removeAll(keepingCapacity: true)
                }
                state = .resyncing(framesLeft: MultitouchDecoder.resyncFrameCount)
                markUnconfirmed()
            }
            return
        case .synced, .resyncing:
            break
        }
        if event.type == Evdev.EV_SYN {
            switch event.code {
            case Evdev.SYN_REPORT:
                endFrame(at: event.time, into: &frames)
            case Evdev.SYN_DROPPED:
                log.warning("SYN_DROPPED at \(event.time) s: events were lost; resynchronising")
                log.trace("decoder: \(state) → dropping")
                state = .dropping
            case Evdev.SYN_MT_REPORT:
                if touchProtocol == .multitouchA { closeContact() }
            default:
                break
            }
            return
        }
        switch touchProtocol {
        case .multitouchB: processB(event)
        case .multitouchA: processA(event)
        case .singleTouch: processSingle(event)
        case .none: break
        }
    }

    /// Enters the resynchronising state directly, without discarding anything: for a live
    /// source whose library (libevdev) has already drained the kernel queue and is about to
    /// deliver the synchronised state as events.
    public mutating func resynchronize() {
        log.trace("decoder: \(state) → resyncing (live sync)")
        state = .resyncing(framesLeft: MultitouchDecoder.resyncFrameCount)
        markUnconfirmed()
    }

    /// Cancels every touch still down (end of a recording, unplugged device) and returns the
    /// frame that reports the cancellations at `time`, or `nil` when nothing was down. The
    /// cancelled touches carry the latest values seen, including those of an unclosed frame.
    /// The decoder is back in `.synced` afterwards.
    public mutating func finish(at time: Double) -> TouchFrame? {
        log.trace("decoder: \(state) → synced (finish at \(time))")
        state = .synced
        var touches: [Touch] = []
        for index in slots.indices {
            if var lifted = slots[index].finished {
                // Lifted in a frame that never closed: reported, so it must be finished here.
                lifted.phase = .cancelled
                touches.append(lifted)
            }
            if slots[index].touchID != 0 {
                touches.append(makeTouch(slots[index], slot: index, phase: .cancelled))
            }
            slots[index] = Slot(x: slots[index].x, y: slots[index].y)
        }
        for (index, contact) in contacts.enumerated() where contact.touchID != 0 {
            touches.append(makeTouch(contact, index: index, phase: .cancelled))
        }
        contacts.removeAll()
        discardPartialFrame()
        buttonTouch = false
        toolKeys = 0
        guard !touches.isEmpty else { return nil }
        log.debug("cancelled \(touches.count) touch(es) still down at \(time) s")
        return emit(TouchFrame(time: max(time, lastFrameTime), touches: touches))
    }

    // MARK: - Frames

    mutating func endFrame(at time: Double, into frames: inout [TouchFrame]) {
        var frameTime = time
        if frameTime < lastFrameTime {
            if !warnedBackwardsTime {
                warnedBackwardsTime = true
                log.warning("event time went backwards (\(time) s after \(lastFrameTime) s); holding frame times")
            }
            frameTime = lastFrameTime
        }
        var resyncEnds = false
        let wasResyncing = isResyncing
        if case .resyncing(let left) = state {
            if left <= 1 {
                resyncEnds = true
                log.trace("decoder: resyncing → synced at \(frameTime)")
                state = .synced
            } else {
                log.trace("decoder: resyncing(\(left)) → resyncing(\(left - 1))")
                state = .resyncing(framesLeft: left - 1)
            }
        }
        switch touchProtocol {
        case .multitouchB: endFrameB(at: frameTime, resyncEnds: resyncEnds, into: &frames)
        case .multitouchA: endFrameContacts(at: frameTime, resyncing: wasResyncing, into: &frames)
        case .singleTouch:
            closeSingleContact()
            endFrameContacts(at: frameTime, resyncing: wasResyncing, into: &frames)
        case .none: break
        }
    }

    mutating func emit(_ frame: TouchFrame) -> TouchFrame {
        lastFrameTime = frame.time
        frameCount &+= 1
        if !warnedOutOfRange {
            for touch in frame.touches
            where !mapping.isInRange(x: touch.devicePosition.x, y: touch.devicePosition.y) {
                warnedOutOfRange = true
                log.warning("\(device.name): position \(touch.devicePosition) lies outside the advertised range; kept unclamped")
                break
            }
        }
        return frame
    }

    var isResyncing: Bool {
        if case .resyncing = state { return true }
        return false
    }

    mutating func markUnconfirmed() {
        for index in slots.indices where slots[index].touchID != 0 { slots[index].confirmed = false }
        for index in contacts.indices where contacts[index].touchID != 0 { contacts[index].confirmed = false }
        if touchProtocol == .singleTouch { forgetSingleTouchButtons() }
    }

    mutating func discardPartialFrame() {
        for index in slots.indices {
            slots[index].moved = false
            slots[index].finished = nil
            if slots[index].beginPending || slots[index].liftedInFrame {
                slots[index].beginPending = false
                slots[index].liftedInFrame = false
            }
        }
        if touchProtocol == .multitouchA { pending = Contact() }
        contactsInFrame.removeAll(keepingCapacity: true)
    }

    // MARK: - Touch values

    @inline(__always)
    func makeTouch(_ slot: Slot, slot index: Int, phase: TouchPhase) -> Touch {
        let x = Double(slot.x), y = Double(slot.y)
        return Touch(id: slot.touchID, slot: index, trackingID: Int(slot.trackingID),
                     devicePosition: Point(x: x, y: y), millimetres: mapping.millimetres(x: x, y: y),
                     location: mapping.location(x: x, y: y),
                     pressure: hasPressure ? Double(slot.pressure) : nil,
                     touchMajor: hasMajor ? Double(slot.major) : nil,
                     touchMinor: hasMinor ? Double(slot.minor) : nil,
                     toolType: Touch.ToolType(rawValue: Int(slot.tool)) ?? .finger, phase: phase)
    }

    @inline(__always)
    func makeTouch(_ contact: Contact, index: Int, phase: TouchPhase) -> Touch {
        let x = Double(contact.x), y = Double(contact.y)
        return Touch(id: contact.touchID, slot: index, trackingID: Int(contact.trackingID),
                     devicePosition: Point(x: x, y: y), millimetres: mapping.millimetres(x: x, y: y),
                     location: mapping.location(x: x, y: y),
                     pressure: hasPressure ? Double(contact.pressure) : nil,
                     touchMajor: hasMajor ? Double(contact.major) : nil,
                     touchMinor: hasMinor ? Double(contact.minor) : nil,
                     toolType: Touch.ToolType(rawValue: Int(contact.tool)) ?? .finger, phase: phase)
    }

    mutating func newTouchID() -> Int {
        defer { nextTouchID += 1 }
        return nextTouchID
    }
}
