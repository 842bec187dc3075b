/// Fold transition options, bit flags as in MPFoldTransition's `MPFoldStyle`
/// (research note §2 [M3]): bit 0 unfold, bit 1 cubic, bit 2 horizontal.
public struct FoldStyle: OptionSet, Hashable, Sendable {
    /// The bits: 1 unfold, 2 cubic, 4 horizontal.
    public let rawValue: Int
    /// Creates a style from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Fold the source closed towards the centre, revealing the destination (no bits).
    public static let `default`: FoldStyle = []
    /// Unfold: play the fold in reverse with the images swapped.
    public static let unfold = FoldStyle(rawValue: 1 << 0)
    /// Cubic: the sleeves turn in like the faces of a cube, ±90° to their neighbours.
    public static let cubic = FoldStyle(rawValue: 1 << 1)
    /// Horizontal: fold about a vertical crease (left and right halves).
    public static let horizontal = FoldStyle(rawValue: 1 << 2)
}
