import FlickEvdev
import FlickInput

/// A live evdev touchscreen as a frame-loop input source: polls the device's descriptor,
/// drains what the kernel buffered without blocking, decodes it into touch frames (kernel
/// CLOCK_MONOTONIC timestamps, the `MonotonicClock` time base). When the device is
/// unplugged its touches arrive cancelled, `isFinished` turns true and `onGone` is called
/// once, so the owner can fall back to other input.
public final class EvdevInputSource: InputSource {
    /// The device and its decoder.
    public let source: EvdevTouchSource
    /// Called once, from `drain(upTo:)`, when the device has gone away.
    public var onGone: ((String) -> Void)?
    private var reportedGone = false

    /// Opens the touchscreen at `path` with `mapping` (throws `EvdevError`: permission,
    /// missing node, not an evdev device).
    public init(path: String, mapping: WindowMapping? = nil) throws {
        source = try EvdevTouchSource(path: path, mapping: mapping)
    }

    /// True once the device is gone.
    public var isFinished: Bool { source.isFinished }

    /// The device's descriptor while it is there.
    public var pollDescriptor: Int32? { source.isFinished ? nil : source.fileDescriptor }

    /// Always `nil`: live input has no schedule.
    public func nextEventTime() -> Double? { nil }

    /// Every frame completed by what the kernel has buffered (all due: they happened).
    public func drain(upTo time: Double) -> [TouchFrame] {
        guard !reportedGone else { return [] }
        let frames = source.readFrames()
        if source.isFinished {
            reportedGone = true
            onGone?(source.device.path)
        }
        return frames
    }
}
