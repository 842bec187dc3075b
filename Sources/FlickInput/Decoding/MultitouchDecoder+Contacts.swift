/// Protocol A (anonymous contacts closed by SYN_MT_REPORT) and single-touch devices: both
/// give the full set of contacts every frame, matched to the previous frame's contacts.
extension MultitouchDecoder {
    mutating func processA(_ event: InputEvent) {
        guard event.type == Evdev.EV_ABS else { return }
        let value = event.value
        switch event.code {
        case Evdev.ABS_MT_POSITION_X: pending.x = value; pending.hasX = true
        case Evdev.ABS_MT_POSITION_Y: pending.y = value; pending.hasY = true
        case Evdev.ABS_MT_TRACKING_ID: pending.trackingID = value
        case Evdev.ABS_MT_PRESSURE: pending.pressure = value
        case Evdev.ABS_MT_TOUCH_MAJOR: pending.major = value
        case Evdev.ABS_MT_TOUCH_MINOR: pending.minor = value
        case Evdev.ABS_MT_TOOL_TYPE: pending.tool = value
        default: break
        }
    }

    /// SYN_MT_REPORT: the contact described since the last one is complete. A bare
    /// SYN_MT_REPORT (no axes) is the protocol's "no contacts" marker.
    mutating func closeContact() {
        if pending.hasX && pending.hasY {
            guard contactsInFrame.count < DeviceDescription.maximumSlotCount else {
                if !warnedBadSlot {
                    warnedBadSlot = true
                    log.warning("\(device.name): more than \(DeviceDescription.maximumSlotCount) contacts in one frame; dropping the rest")
                }
                pending = Contact()
                return
            }
            contactsInFrame.append(pending)
        } else if pending.hasData {
            log.trace("protocol A contact without both coordinates; dropped")
        }
        pending = Contact()
    }

    mutating func processSingle(_ event: InputEvent) {
        switch event.type {
        case Evdev.EV_KEY:
            if event.code == Evdev.BTN_TOUCH {
                buttonTouch = event.value != 0
            } else if event.code >= Evdev.BTN_TOOL_PEN && event.code <= Evdev.BTN_TOOL_QUADTAP {
                let bit = UInt32(1) << UInt32(event.code - Evdev.BTN_TOOL_PEN)
                if event.value != 0 { toolKeys |= bit } else { toolKeys &= ~bit }
            }
        case Evdev.EV_ABS:
            if event.code == singleXCode {
                pending.x = event.value; pending.hasX = true
            } else if event.code == singleYCode {
                pending.y = event.value; pending.hasY = true
            } else if event.code == Evdev.ABS_PRESSURE {
                pending.pressure = event.value
            }
        default:
            break
        }
    }

    /// The single-touch contact of this frame, when the device says it is down. The values
    /// in `pending` persist (single-touch devices send only changes).
    mutating func closeSingleContact() {
        let down: Bool
        switch downRule {
        case .buttonTouch: down = buttonTouch
        case .toolKeys: down = toolKeys != 0
        case .pressure: down = pending.pressure > 0
        case .positionSeen: down = true
        }
        contactsInFrame.removeAll(keepingCapacity: true)
        if down && pending.hasX && pending.hasY { contactsInFrame.append(pending) }
    }

    /// After a drop a single-touch device's key state is unknown: treat it as up, so that a
    /// lift lost in the drop can never leave a touch stuck. A finger still down is cancelled
    /// and reported again only after it lifts and touches again.
    mutating func forgetSingleTouchButtons() {
        buttonTouch = false
        toolKeys = 0
        pending.pressure = 0
    }

    mutating func endFrameContacts(at time: Double, resyncing: Bool, into frames: inout [TouchFrame]) {
        if touchProtocol == .multitouchA && pending.hasData { closeContact() }
        let current = contactsInFrame
        if touchProtocol == .multitouchA { contactsInFrame.removeAll(keepingCapacity: true) }
        if current.isEmpty && contacts.isEmpty { return }
        let assignment = match(current)
        var matched = [Bool](repeating: false, count: contacts.count)
        var touches: [Touch] = []
        var next: [Contact] = []
        next.reserveCapacity(current.count)
        for (index, var contact) in current.enumerated() {
            if let old = assignment[index] {
                matched[old] = true
                let previous = contacts[old]
                contact.touchID = previous.touchID
                contact.ignored = previous.ignored
                if previous.touchID != 0 {
                    if contact.tool == Evdev.MT_TOOL_PALM {
                        log.debug("contact \(previous.touchID) became a palm; cancelled")
                        touches.append(makeTouch(contact, index: index, phase: .cancelled))
                        contact.touchID = 0
                        contact.ignored = true
                    } else {
                        let moved = contact.x != previous.x || contact.y != previous.y
                        touches.append(makeTouch(contact, index: index, phase: moved ? .moved : .stationary))
                    }
                }
            } else if contact.tool == Evdev.MT_TOOL_PALM {
                contact.ignored = true
            } else {
                contact.touchID = newTouchID()
                touches.append(makeTouch(contact, index: index, phase: .began))
            }
            next.append(contact)
        }
        for (index, old) in contacts.enumerated() where !matched[index] && old.touchID != 0 {
            touches.append(makeTouch(old, index: index, phase: resyncing ? .cancelled : .ended))
        }
        contacts = next
        if !touches.isEmpty { frames.append(emit(TouchFrame(time: time, touches: touches))) }
    }

    /// For each contact of this frame, the index of the previous frame's contact it continues:
    /// by tracking id when every contact has one, else greedily by nearest neighbour.
    func match(_ current: [Contact]) -> [Int?] {
        var assignment = [Int?](repeating: nil, count: current.count)
        guard !contacts.isEmpty, !current.isEmpty else { return assignment }
        if current.allSatisfy({ $0.trackingID >= 0 }) && contacts.allSatisfy({ $0.trackingID >= 0 }) {
            // Each previous contact continues at most once. Bad input (found by fuzzing): two
            // contacts of one frame with the same tracking id; the first continues the touch,
            // the second is a touch of its own, so no touch is reported twice in a frame.
            var claimed = [Bool](repeating: false, count: contacts.count)
            for (index, contact) in current.enumerated() {
                guard let old = contacts.indices.first(where: { !claimed[$0] && contacts[$0].trackingID == contact.trackingID })
                else { continue }
                assignment[index] = old
                claimed[old] = true
            }
            return assignment
        }
        if current.count == 1 && contacts.count == 1 { return [0] }
        var pairs: [(distance: Double, new: Int, old: Int)] = []
        pairs.reserveCapacity(current.count * contacts.count)
        for (i, a) in current.enumerated() {
            for (j, b) in contacts.enumerated() {
                let dx = Double(a.x) - Double(b.x), dy = Double(a.y) - Double(b.y)
                pairs.append((dx * dx + dy * dy, i, j))
            }
        }
        pairs.sort { ($0.distance, $0.new, $0.old) < ($1.distance, $1.new, $1.old) }
        var used = [Bool](repeating: false, count: contacts.count)
        for pair in pairs where assignment[pair.new] == nil && !used[pair.old] {
            assignment[pair.new] = pair.old
            used[pair.old] = true
        }
        return assignment
    }
}
