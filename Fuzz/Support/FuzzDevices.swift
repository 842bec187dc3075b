import FlickInput

/// The devices the event fuzz targets decode for, chosen by the input's first byte: the
/// synthetic 10-slot protocol B panel (the gesture catalogue's), the N-Trig protocol A panel
/// and the single-touch eGalax USB controller with its ABS_Z/ABS_RX quirk (headers copied
/// from `../shared/traces/`).
enum FuzzDevices {
    static let all: [DeviceDescription] = [
        try! Recording(parsing: GestureCatalogue.evemu(for: GestureCatalogue.entry(named: "tap")!)).device,
        try! Recording(parsing: """
        N: N-Trig MultiTouch
        I: 0003 1b96 0001 0000
        P: 00 00 00 00 00 00 00 00
        B: 00 1b 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 24 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 02 00 00 00 00 00 00 00 00
        B: 03 03 00 00 00 00 01 73 00
        B: 04 10 00 00 00 00 00 00 00
        B: 05 00 00 00 00 00 00 00 00
        B: 11 00 00 00 00 00 00 00 00
        B: 12 00 00 00 00 00 00 00 00
        B: 15 00 00 00 00 00 00 00 00
        B: 15 00 00 00 00 00 00 00 00
        A: 00 0 9600 0 0
        A: 01 0 7200 0 0
        A: 28 0 255 0 0
        A: 30 0 9600 0 0
        A: 31 0 7200 0 0
        A: 34 0 1 0 0
        A: 35 0 9600 0 0
        A: 36 0 7200 0 0
        """
        ).device,
        try! Recording(parsing: """
        N: eGalax Inc. USB TouchController
        I: 0003 0eef 0001 0210
        P: 00 00 00 00 00 00 00 00
        B: 00 0b 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 03 00 00 00 00 00
        B: 01 01 04 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 02 00 00 00 00 00 00 00 00
        B: 03 0f 00 00 00 00 00 00 00
        B: 04 10 00 00 00 00 00 00 00
        B: 05 00 00 00 00 00 00 00 00
        B: 11 00 00 00 00 00 00 00 00
        B: 12 00 00 00 00 00 00 00 00
        B: 14 00 00 00 00 00 00 00 00
        B: 15 00 00 00 00 00 00 00 00
        B: 15 00 00 00 00 00 00 00 00
        A: 00 42 1981 0 0 0
        A: 01 42 1981 0 0 0
        A: 02 30 4040 0 0 0
        A: 03 60 4035 0 0 0
        """
        ).device,
    ]

    /// The bytes of an input as a device and evdev events: byte 0 picks the device, then each
    /// 8-byte record is one event: type (0 SYN, 1 KEY, 2–3 ABS), code (KEY codes offset by
    /// 0x100, so BTN_TOUCH is reachable), value (Int32, little-endian), time step (UInt16,
    /// microseconds).
    static func events(_ bytes: UnsafeRawBufferPointer) -> (DeviceDescription, [InputEvent])? {
        guard bytes.count >= 1 else { return nil }
        let device = all[Int(bytes[0]) % all.count]
        return (device, FuzzRecords.events(bytes))
    }
}
