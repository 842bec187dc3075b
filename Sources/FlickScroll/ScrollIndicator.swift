import FlickInput

/// One scroll indicator as it should be drawn: its frame in the scroll view's coordinates
/// (points from the visible area's top-left) and its opacity.
public struct ScrollIndicator: Hashable, Sendable {
    /// The indicator's rectangle, points.
    public var frame: Rect
    /// Opacity 0…1.
    public var alpha: Double

    /// How long indicators stay opaque after the motion stops, in seconds (chosen by us;
    /// the note has no source for indicator timings).
    public static let fadeDelay = 0.5
    /// How long the fade-out takes, in seconds (chosen by us).
    public static let fadeDuration = 0.25
    /// How long `flashScrollIndicators()` keeps them opaque, in seconds (chosen by us).
    public static let flashDuration = 0.75
    /// Indicator thickness, points (chosen by us, close to UIKit's look).
    public static let thickness = 3.0
    /// Gap between the indicator and the visible area's edge, points (chosen by us).
    public static let margin = 3.0
    /// Shortest indicator length in normal scrolling, points (chosen by us).
    public static let minimumLength = 36.0
    /// Shortest length while the content is stretched past an edge, points (chosen by us).
    public static let minimumStretchedLength = 7.0
}

extension ScrollModel {
    /// The opacity of the indicators at the view's current time: 1 while the content
    /// moves (and `fadeDelay` after), then fading linearly to 0 over `fadeDuration`.
    public var scrollIndicatorAlpha: Double {
        if time <= indicatorsVisibleUntil { return 1 }
        return max(0, 1 - (time - indicatorsVisibleUntil) / ScrollIndicator.fadeDuration)
    }

    /// Shows the indicators for `ScrollIndicator.flashDuration` seconds, then fades them.
    public mutating func flashScrollIndicators() {
        indicatorsVisibleUntil = max(indicatorsVisibleUntil, time + ScrollIndicator.flashDuration)
    }

    /// The indicator for `axis`, or `nil` when it is hidden (turned off, the axis cannot
    /// scroll, or fully faded). It runs along the trailing edge (right for vertical,
    /// bottom for horizontal) inside `scrollIndicatorInsets`, with a length proportional
    /// to the visible fraction of the content, shortened by any stretch past an edge.
    public func scrollIndicator(_ axis: Axis) -> ScrollIndicator? {
        let shows = axis == .horizontal ? showsHorizontalScrollIndicator : showsVerticalScrollIndicator
        let alpha = scrollIndicatorAlpha
        guard shows, canScroll(axis), alpha > 0 else { return nil }
        let insets = scrollIndicatorInsets
        let m = ScrollIndicator.margin, thickness = ScrollIndicator.thickness
        let trackStart = (axis == .horizontal ? insets.left : insets.top) + m
        let trackEnd = size[axis] - (axis == .horizontal ? insets.right : insets.bottom) - m
        let track = max(0, trackEnd - trackStart)
        let range = offsetRange(axis)
        let extent = max(contentSize[axis], size[axis])
        var length = max(ScrollIndicator.minimumLength, track * size[axis] / extent)
        let offset = contentOffsetStorage[axis]
        let stretch = offset < range.lowerBound ? range.lowerBound - offset
            : offset > range.upperBound ? offset - range.upperBound : 0
        length = min(track, max(ScrollIndicator.minimumStretchedLength, length - stretch))
        let span = range.upperBound - range.lowerBound
        let progress = span > 0 ? min(max((offset - range.lowerBound) / span, 0), 1) : 0
        let start = trackStart + progress * (track - length)
        let frame: Rect
        if axis == .vertical {
            frame = Rect(x: size.width - (insets.right + m + thickness), y: start, width: thickness, height: length)
        } else {
            frame = Rect(x: start, y: size.height - (insets.bottom + m + thickness), width: length, height: thickness)
        }
        return ScrollIndicator(frame: frame, alpha: alpha)
    }
}
