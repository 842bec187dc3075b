import FlickInput

/// A clip of a frame whose layer noted its bounds origin (`DisplayList.contentOffsets`: a
/// scroll view's content offset), with the entries drawn inside it: what `DamageTracker` looks
/// at for content that moved by whole pixels.
struct ScrolledClip: Equatable {
    /// The entries (indices into the frame's) between the clip's push and its pop.
    var entries: Range<Int>
    /// The clip, pixels, snapped as drawn and within the target.
    var clip: PixelBox
    /// The clipping layer's bounds origin, points.
    var origin: Point
}
