import FlickEvdev
import FlickInput

/// A device `KeyboardReader` reads: a descriptor readable when events wait, and a read of
/// every event available without blocking (`EvdevDevice`; tests give a pipe).
protocol KeyEventDevice: AnyObject {
    /// Readable when events wait.
    var fileDescriptor: Int32 { get }
    /// True once the device is gone; its last read ended with `.deviceGone`.
    var isGone: Bool { get }
    /// Appends every event available now to `inputs`, without blocking (a device found gone
    /// appends `.deviceGone` and sets `isGone`).
    func readAvailable(into inputs: inout [LiveInput])
}

extension EvdevDevice: KeyEventDevice {
    /// `read(into:)`, its status told by `isGone`.
    func readAvailable(into inputs: inout [LiveInput]) { read(into: &inputs) }
}
