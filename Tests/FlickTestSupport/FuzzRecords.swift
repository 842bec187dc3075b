import FlickInput

/// The fuzz targets' byte format for evdev events (`Fuzz/`, `make fuzz`), shared by the
/// targets (scripts/fuzz compiles this file into them) and the regression tests that replay
/// what they found: after the first byte (which picks the device), each 8-byte record is one
/// event — type (0 SYN, 1 KEY, 2–3 ABS), code (KEY codes offset by 0x100, so BTN_TOUCH is
/// reachable), value (Int32, little-endian), time step (UInt16, microseconds).
public enum FuzzRecords {
    /// The events encoded in `bytes` (the first byte is skipped: it picks the device).
    public static func events<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [InputEvent] where Bytes.Index == Int {
        var events: [InputEvent] = []
        var time = 0.0
        var offset = bytes.startIndex + 1
        while offset + 8 <= bytes.endIndex {
            let kind = bytes[offset] % 4
            let type: UInt16 = kind == 0 ? Evdev.EV_SYN : kind == 1 ? Evdev.EV_KEY : Evdev.EV_ABS
            let code = UInt16(bytes[offset + 1]) | (type == Evdev.EV_KEY ? 0x100 : 0)
            var value: UInt32 = 0
            for index in 0..<4 { value |= UInt32(bytes[offset + 2 + index]) << (8 * index) }
            time += Double(UInt16(bytes[offset + 6]) | UInt16(bytes[offset + 7]) << 8) / 1_000_000
            events.append(InputEvent(time: time, type: type, code: code, value: Int32(bitPattern: value)))
            offset += 8
        }
        return events
    }
}
