import FlickGestures
import FlickInput
import FlickScroll

/// libFuzzer target: arbitrary evdev events decoded into touch frames, then through the
/// standard gesture set and a scroll view (paging and directional lock chosen by the input),
/// as `flick replay --gestures` and `--scroll` run them. No trap, finite output.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: count)
    guard let (device, events) = FuzzDevices.events(bytes) else { return 0 }
    var decoder = MultitouchDecoder(device: device)
    let frames = decoder.decode(events)
    FuzzChecks.check(frames)
    let window = Size(width: 1280, height: 800)
    for line in GestureReplay.lines(frames: frames, windowSize: window, options: .init(verbose: true, explain: true)) {
        precondition(!line.contains("nan") && !line.contains("inf"), "non-finite number in \(line)")
    }
    let flags = bytes[0] >> 2
    var index = 0
    ScrollReplay.stream(window: window, content: window * 4, paging: flags & 1 != 0, lock: flags & 2 != 0,
                        next: {
                            defer { index += 1 }
                            return index < frames.count ? frames[index] : nil
                        },
                        emit: { line in precondition(!line.contains("null"), "non-finite number in \(line)") })
    return 0
}
