/// Protocol B: slots and tracking ids (kernel `multi-touch-protocol.rst`, research note §1).
extension MultitouchDecoder {
    mutating func processB(_ event: InputEvent) {
        guard event.type == Evdev.EV_ABS else { return }  // BTN_TOUCH, BTN_TOOL_*: tolerated, not needed
        let code = event.code, value = event.value
        if code == Evdev.ABS_MT_SLOT {
            if value >= 0 && Int(value) < slots.count {
                currentSlot = Int(value)
            } else {
                currentSlot = -1
                if !warnedBadSlot {
                    warnedBadSlot = true
                    log.warning("\(device.name): slot \(value) is outside 0..<\(slots.count); dropping its events")
                } else {
                    log.trace("slot \(value) out of range; dropped")
                }
            }
            return
        }
        guard code >= Evdev.ABS_MT_TOUCH_MAJOR, code <= Evdev.ABS_MT_DISTANCE, currentSlot >= 0 else { return }
        let index = currentSlot
        slots[index].confirmed = true
        switch code {
        case Evdev.ABS_MT_TRACKING_ID:
            trackingID(value, slot: index)
        case Evdev.ABS_MT_POSITION_X:
            if slots[index].x != value { slots[index].x = value; slots[index].moved = true }
        case Evdev.ABS_MT_POSITION_Y:
            if slots[index].y != value { slots[index].y = value; slots[index].moved = true }
        case Evdev.ABS_MT_PRESSURE:
            slots[index].pressure = value
        case Evdev.ABS_MT_TOUCH_MAJOR:
            slots[index].major = value
        case Evdev.ABS_MT_TOUCH_MINOR:
            slots[index].minor = value
        case Evdev.ABS_MT_TOOL_TYPE:
            slots[index].tool = value
            if value == Evdev.MT_TOOL_PALM { palm(slot: index) }
        default:
            break
        }
    }

    mutating func trackingID(_ value: Int32, slot index: Int) {
        let finalPhase: TouchPhase = isResyncing ? .cancelled : .ended
        if value < 0 {
            guard slots[index].trackingID >= 0 else {
                log.trace("slot \(index): tracking id -1 on an empty slot; ignored")
                return
            }
            if slots[index].touchID != 0 {
                slots[index].finished = makeTouch(slots[index], slot: index, phase: finalPhase)
                slots[index].touchID = 0
                log.trace("slot \(index): touch lifted (\(finalPhase))")
            } else if slots[index].beginPending {
                slots[index].liftedInFrame = true
            }
            slots[index].trackingID = -1
            slots[index].ignored = false
            return
        }
        let old = slots[index].trackingID
        if old == value { return }
        if old >= 0 {
            log.info("slot \(index): tracking id \(old) replaced by \(value) without -1; ending the old touch")
            if slots[index].touchID != 0 {
                slots[index].finished = makeTouch(slots[index], slot: index, phase: finalPhase)
                slots[index].touchID = 0
            }
        }
        slots[index].trackingID = value
        slots[index].liftedInFrame = false
        slots[index].ignored = slots[index].tool == Evdev.MT_TOOL_PALM
        slots[index].beginPending = !slots[index].ignored
        log.trace("slot \(index): tracking id \(value) begins")
    }

    mutating func palm(slot index: Int) {
        if slots[index].touchID != 0 {
            log.debug("slot \(index): MT_TOOL_PALM mid-touch; cancelling touch \(slots[index].touchID)")
            slots[index].finished = makeTouch(slots[index], slot: index, phase: .cancelled)
            slots[index].touchID = 0
        }
        slots[index].beginPending = false
        slots[index].liftedInFrame = false
        if slots[index].trackingID >= 0 { slots[index].ignored = true }
    }

    mutating func endFrameB(at time: Double, resyncEnds: Bool, into frames: inout [TouchFrame]) {
        var touches: [Touch] = []
        touches.reserveCapacity(lastFrameTouchCount + 2)   // one allocation per frame, not log2(n)
        var liftedWithin: [Touch] = []
        for index in slots.indices {
            if slots[index].touchID == 0 && !slots[index].beginPending && slots[index].finished == nil { continue }
            if let finished = slots[index].finished {
                touches.append(finished)
                slots[index].finished = nil
            }
            if slots[index].beginPending {
                slots[index].beginPending = false
                slots[index].touchID = newTouchID()
                slots[index].confirmed = true
                touches.append(makeTouch(slots[index], slot: index, phase: .began))
                if slots[index].liftedInFrame {
                    liftedWithin.append(makeTouch(slots[index], slot: index, phase: .ended))
                    slots[index].touchID = 0
                    slots[index].liftedInFrame = false
                }
            } else if slots[index].touchID != 0 {
                if resyncEnds && !slots[index].confirmed {
                    log.debug("slot \(index): no news after SYN_DROPPED; cancelling touch \(slots[index].touchID)")
                    touches.append(makeTouch(slots[index], slot: index, phase: .cancelled))
                    slots[index].touchID = 0
                    slots[index].ignored = true
                } else {
                    touches.append(makeTouch(slots[index], slot: index, phase: slots[index].moved ? .moved : .stationary))
                }
            }
            slots[index].moved = false
        }
        lastFrameTouchCount = min(touches.count, 64)
        if !touches.isEmpty { frames.append(emit(TouchFrame(time: time, touches: touches))) }
        if !liftedWithin.isEmpty {
            let liftedIDs = Set(liftedWithin.map(\.id))
            var second = touches.filter { !$0.phase.isFinal && !liftedIDs.contains($0.id) }
            for index in second.indices { second[index].phase = .stationary }
            second.append(contentsOf: liftedWithin)
            second.sort { $0.slot < $1.slot }
            frames.append(emit(TouchFrame(time: time, touches: second)))
        }
    }
}
