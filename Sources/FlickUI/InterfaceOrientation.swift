import FlickInput

/// Which way up the interface is drawn (`UIInterfaceOrientation`), named as UIKit names
/// them for a device held in that orientation.
///
/// Each has a clockwise turn from `portrait` (`angle`): the interface of `.landscapeRight`
/// (a device turned counter-clockwise, its home button on the right) is drawn turned 90°
/// clockwise against the device, so it reads upright. The turn against a panel is the
/// difference of two angles (`rotation(against:)`).
public enum InterfaceOrientation: String, CaseIterable, Hashable, Sendable {
    /// Upright on a portrait device.
    case portrait
    /// Upside down on a portrait device.
    case portraitUpsideDown
    /// Landscape, the device turned clockwise (its home button on the left): the interface
    /// turned 270° clockwise against the device.
    case landscapeLeft
    /// Landscape, the device turned counter-clockwise (its home button on the right): the
    /// interface turned 90° clockwise against the device.
    case landscapeRight

    /// The clockwise turn from `portrait`, degrees.
    public var angle: Int {
        switch self {
        case .portrait: 0
        case .landscapeRight: 90
        case .portraitUpsideDown: 180
        case .landscapeLeft: 270
        }
    }

    /// The orientation turned `degrees` clockwise from `portrait`, or `nil` when the angle is
    /// not a multiple of 90° (negative angles and whole turns are normalised).
    public init?(angle degrees: Int) {
        guard let rotation = WindowMapping.Rotation(degrees: degrees) else { return nil }
        switch rotation {
        case .none: self = .portrait
        case .clockwise90: self = .landscapeRight
        case .upsideDown: self = .portraitUpsideDown
        case .clockwise270: self = .landscapeLeft
        }
    }

    /// True for the two portrait orientations.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// True for the two landscape orientations.
    public var isLandscape: Bool { !isPortrait }

    /// How far this orientation is turned clockwise against `native`, the one a panel shows
    /// unturned: what a presenter turns the drawn interface by, and a touchscreen mapping
    /// its touches by (`WindowMapping.Rotation`).
    public func rotation(against native: InterfaceOrientation) -> WindowMapping.Rotation {
        WindowMapping.Rotation(degrees: angle - native.angle) ?? .none
    }

    /// This orientation turned by `rotation` clockwise.
    public func turned(by rotation: WindowMapping.Rotation) -> InterfaceOrientation {
        InterfaceOrientation(angle: angle + rotation.rawValue) ?? self
    }

    /// The orientation a panel of `size` shows unturned: `.portrait` when it is at least as
    /// tall as wide, else `.landscapeRight` (a landscape panel taken as an iPad lying in
    /// landscape with its home button on the right; our choice, it only names the turns).
    public static func native(for size: Size) -> InterfaceOrientation {
        size.height >= size.width ? .portrait : .landscapeRight
    }
}
