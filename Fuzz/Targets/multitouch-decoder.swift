import FlickInput

/// libFuzzer target: `MultitouchDecoder` fed arbitrary evdev events (`FuzzDevices.events`)
/// for each kind of device. Every frame must be well formed: finite times that never go
/// backwards, each touch id reported once per frame, and no touch left down at the end.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let (device, events) = FuzzDevices.events(UnsafeRawBufferPointer(start: data, count: count)) else { return 0 }
    var decoder = MultitouchDecoder(device: device)
    FuzzChecks.check(decoder.decode(events))
    precondition(decoder.activeTouchCount == 0, "touches left down after finish")
    return 0
}
