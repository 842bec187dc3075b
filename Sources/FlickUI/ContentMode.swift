import FlickScene

/// How a view's contents (its drawing or its image) fit its bounds (`UIView.ContentMode`).
/// Each maps to a layer `ContentsGravity`; y grows downwards, so `.top` is the top edge.
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    /// Stretched to fill the bounds (UIKit's default).
    case scaleToFill
    /// Scaled to fit inside, keeping the aspect ratio (letterboxed).
    case scaleAspectFit
    /// Scaled to fill, keeping the aspect ratio (overflows; clip with `clipsToBounds`).
    case scaleAspectFill
    /// Stretched like `scaleToFill`, and redrawn through `draw(in:)` when the bounds size changes.
    case redraw
    /// Unscaled, centred.
    case center
    /// Unscaled, top edge centred.
    case top
    /// Unscaled, bottom edge centred.
    case bottom
    /// Unscaled, left edge centred.
    case left
    /// Unscaled, right edge centred.
    case right
    /// Unscaled, top-left corner.
    case topLeft
    /// Unscaled, top-right corner.
    case topRight
    /// Unscaled, bottom-left corner.
    case bottomLeft
    /// Unscaled, bottom-right corner.
    case bottomRight

    /// The layer gravity that places contents this way.
    public var contentsGravity: ContentsGravity {
        switch self {
        case .scaleToFill, .redraw: return .resize
        case .scaleAspectFit: return .resizeAspect
        case .scaleAspectFill: return .resizeAspectFill
        case .center: return .center
        case .top: return .top
        case .bottom: return .bottom
        case .left: return .left
        case .right: return .right
        case .topLeft: return .topLeft
        case .topRight: return .topRight
        case .bottomLeft: return .bottomLeft
        case .bottomRight: return .bottomRight
        }
    }
}
