import Dispatch
import FlickEvdev
import FlickInput
import FoundationEssentials
import Synchronization

/// A touchscreen read through libevdev that may come and go: the frame loop's one input
/// source for the panel. It holds the open device (`EvdevInputSource`), maps it onto the
/// output with the orientation (rotation, mirroring, calibration) and then onto the
/// content (`PanelPlacement`), and, with `watchesForDevices`, picks up a touchscreen plugged
/// in mid-run: `DeviceWatcher` notices `/dev/input` changing and the candidates are opened on
/// a background queue (never on the frame thread), then adopted at the next drain. An
/// unplugged device's touches arrive cancelled (`EvdevInputSource`), `onChange` reports
/// `.touchscreenRemoved`, and the source waits for the next one.
public final class TouchscreenInput: InputSource {
    /// Which device to read.
    public enum Selection: Hashable, Sendable {
        /// This node (`/dev/input/event5`); when it goes, the same path is waited for.
        case path(String)
        /// The first touchscreen found (`DeviceDiscovery`), and any plugged in later.
        case automatic
    }

    /// How the panel is turned against the interface.
    public struct Orientation: Hashable, Sendable {
        /// The interface rotation relative to the panel's native axes.
        public var rotation: WindowMapping.Rotation
        /// Flip x after rotation.
        public var mirroredHorizontally: Bool
        /// Flip y after rotation.
        public var mirroredVertically: Bool
        /// libinput calibration matrix on normalised device coordinates.
        public var calibration: CalibrationMatrix

        /// An orientation (default: native, no mirroring, no calibration).
        public init(rotation: WindowMapping.Rotation = .none, mirroredHorizontally: Bool = false,
                    mirroredVertically: Bool = false, calibration: CalibrationMatrix = .identity) {
            self.rotation = rotation
            self.mirroredHorizontally = mirroredHorizontally
            self.mirroredVertically = mirroredVertically
            self.calibration = calibration
        }
    }

    /// What to read.
    public let selection: Selection
    /// True when devices plugged in mid-run are picked up.
    public let watchesForDevices: Bool
    /// The panel's orientation; changing it remaps the open device at once.
    public var orientation: Orientation { didSet { remap() } }
    /// Where the content lies on the panel's output; changing it remaps at once.
    public var placement: PanelPlacement { didSet { remap() } }
    /// Called on the frame thread with `.touchscreenAdded` / `.touchscreenRemoved`.
    public var onChange: ((ApplicationEvent) -> Void)?
    /// The device read now, if any.
    public private(set) var device: EvdevInputSource?
    /// The device's name (what SDL calls it too), while one is read.
    public var deviceName: String? { device?.source.device.description.name }
    private let watcher: DeviceWatcher?
    private let found = FoundDevice()
    private let queue = DispatchQueue(label: "flick.touchscreen-probe", qos: .utility)

    /// Reads `selection`, opening it now when it is there. Throws the open's error
    /// (`EvdevError`, `RecordingError.notATouchscreen`) only for an explicit path that
    /// exists and cannot be read; a missing device is waited for when `watchesForDevices`.
    public init(selection: Selection, orientation: Orientation = Orientation(), placement: PanelPlacement,
                watchesForDevices: Bool = true, directory: String = DeviceDiscovery.defaultDirectory) throws {
        self.selection = selection
        self.orientation = orientation
        self.placement = placement
        self.watchesForDevices = watchesForDevices
        watcher = watchesForDevices ? DeviceWatcher(directory: directory) : nil
        switch selection {
        case .path(let path):
            if FileManager.default.fileExists(atPath: path) || !watchesForDevices {
                device = try Self.open(path: path)
            }
        case .automatic:
            if let path = try? DeviceDiscovery.firstTouchscreen(directory: directory) {
                device = try? Self.open(path: path)
            }
        }
        remap()
    }

    /// Opens `path` as a touchscreen (refusing touchpads and other devices).
    static func open(path: String) throws -> EvdevInputSource {
        let source = try EvdevInputSource(path: path)
        let description = source.source.device.description
        guard description.classification == .touchscreen else {
            throw RecordingError.notATouchscreen(path: path, name: description.name,
                                                 classification: description.classification)
        }
        return source
    }

    private func remap() {
        guard let device else { return }
        device.source.setMapping(WindowMapping(
            description: device.source.device.description, windowSize: placement.outputSize,
            rotation: orientation.rotation, mirroredHorizontally: orientation.mirroredHorizontally,
            mirroredVertically: orientation.mirroredVertically, calibration: orientation.calibration))
    }

    /// The device's descriptor, else the watcher's (so a waiting loop wakes on a plug-in).
    public var pollDescriptor: Int32? { device?.pollDescriptor ?? watcher?.pollDescriptor }

    /// A held frame's time, if any.
    public func nextEventTime() -> Double? { device?.nextEventTime() }

    /// The device's frames due by `time`, placed on the content; adopts a device found in
    /// the background, and starts a probe when `/dev/input` changed while none is read.
    public func drain(upTo time: Double) -> [TouchFrame] {
        if device == nil, let adopted = found.take() {
            device = adopted
            remap()
            log.notice("touchscreen \(adopted.source.device.path) picked up")
            onChange?(.touchscreenAdded(adopted.source.device.path))
        }
        let changed = watcher?.poll(at: time) ?? false
        if device == nil, changed || found.takeRescanRequest() { probe() }
        guard let current = device else { return [] }
        let frames = current.drain(upTo: time)
        if current.isFinished {
            device = nil
            log.notice("touchscreen \(current.source.device.path) gone")
            onChange?(.touchscreenRemoved(current.source.device.path))
            if watchesForDevices { probe() }
        }
        return frames.map(placement.place)
    }

    /// Looks for the device on the background queue; what it opens waits in `found`.
    private func probe() {
        guard let watcher, found.beginProbe() else { return }
        let selection = selection, directory = watcher.directory, found = found
        queue.async {
            let path: String?
            switch selection {
            case .path(let wanted): path = FileManager.default.fileExists(atPath: wanted) ? wanted : nil
            case .automatic: path = try? DeviceDiscovery.firstTouchscreen(directory: directory)
            }
            found.finishProbe(with: path.flatMap { try? TouchscreenInput.open(path: $0) })
        }
    }
}

/// The background probe's state and the device it opened, shared with the frame thread
/// under a lock.
private final class FoundDevice: @unchecked Sendable {
    private let lock = Mutex(())
    private var device: EvdevInputSource?
    private var probing = false
    private var changedWhileProbing = false
    private var rescan = false

    /// Marks a probe as running; false when one already is (the change that asked is kept,
    /// and asks again once that probe ends: a device plugged in during a probe is not missed).
    func beginProbe() -> Bool {
        lock.withLock { _ in
            if probing {
                changedWhileProbing = true
                return false
            }
            probing = true
            return true
        }
    }

    /// Ends the probe, keeping what it opened.
    func finishProbe(with opened: EvdevInputSource?) {
        lock.withLock { _ in
            if let opened { device = opened }
            probing = false
            rescan = changedWhileProbing && opened == nil
            changedWhileProbing = false
        }
    }

    /// True once, when the folder changed during a probe that found nothing.
    func takeRescanRequest() -> Bool {
        lock.withLock { _ in
            defer { rescan = false }
            return rescan
        }
    }

    /// The device opened by a probe, once.
    func take() -> EvdevInputSource? {
        lock.withLock { _ in
            defer { device = nil }
            return device
        }
    }
}
