/// The interface orientations a controller can be shown in (`UIInterfaceOrientationMask`).
public struct InterfaceOrientationMask: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt8
    /// Creates a mask from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Upright portrait.
    public static let portrait = InterfaceOrientationMask(rawValue: 1 << 0)
    /// Upside-down portrait.
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 1)
    /// Landscape, the device turned clockwise.
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 2)
    /// Landscape, the device turned counter-clockwise.
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
    /// Both landscape orientations.
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation (UIKit's default on iPad, and Flick's: a kiosk panel may be mounted
    /// any way up).
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    /// Every orientation but upside-down portrait (UIKit's default on iPhone).
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]

    /// The mask holding only `orientation`.
    public init(_ orientation: InterfaceOrientation) {
        switch orientation {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeLeft
        case .landscapeRight: self = .landscapeRight
        }
    }

    /// True when the mask holds `orientation`.
    public func allows(_ orientation: InterfaceOrientation) -> Bool { contains(Self(orientation)) }

    /// The orientations held, in UIKit's order of preference (portrait, landscape right,
    /// landscape left, upside down): the first is where an interface goes when its current
    /// orientation stops being supported and the device's is not either.
    public var orientations: [InterfaceOrientation] {
        [.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown].filter(allows)
    }
}
