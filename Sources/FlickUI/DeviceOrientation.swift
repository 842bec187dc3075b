/// How the device is held (`UIDeviceOrientation`): what an accelerometer, a display's
/// orientation event or a key reports. It is not the interface orientation: a device lying
/// face up or face down says nothing about which way up to draw, so the interface keeps its
/// orientation (research note app-platform §11), and the landscape names are swapped:
/// device `landscapeLeft` is interface `landscapeRight`.
public enum DeviceOrientation: String, CaseIterable, Hashable, Sendable {
    /// Not known (no sensor reading yet).
    case unknown
    /// Upright.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Turned counter-clockwise from upright, its left side down (UIKit: the home button on
    /// the right).
    case landscapeLeft
    /// Turned clockwise from upright, its right side down (UIKit: the home button on the
    /// left).
    case landscapeRight
    /// Lying flat, screen up.
    case faceUp
    /// Lying flat, screen down.
    case faceDown

    /// The interface orientation that reads upright in this device orientation, or `nil`
    /// when it names none (unknown, face up, face down). Device `landscapeLeft` is interface
    /// `landscapeRight` and the other way round (UIKit's documentation, research note
    /// app-platform §11 [A-OR]).
    public var interfaceOrientation: InterfaceOrientation? {
        switch self {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeRight
        case .landscapeRight: .landscapeLeft
        case .unknown, .faceUp, .faceDown: nil
        }
    }

    /// The device orientation whose upright interface is `orientation`.
    public init(_ orientation: InterfaceOrientation) {
        switch orientation {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeRight: self = .landscapeLeft
        case .landscapeLeft: self = .landscapeRight
        }
    }
}
