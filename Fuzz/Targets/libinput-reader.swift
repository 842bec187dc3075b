import FlickInput

/// libFuzzer target: `RecordingStream` reading arbitrary bytes as `libinput record` YAML,
/// then decoding the events. Any input must give events or an `EvemuError`, never a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    FuzzRecording.read(Array(UnsafeBufferPointer(start: data, count: count)), format: .libinputRecord)
    return 0
}
