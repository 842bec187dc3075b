import FlickInput
import FlickScene

/// A row at the top or bottom of an inset grouped section (`ListView.Style.insetGrouped`)
/// shows its background — and so its highlight and selection — clipped to the section's
/// rounded corners, as UIKit's: the first row's top corners, the last row's bottom corners,
/// all four for a section of one row. The background is then drawn by
/// `cornerBackgroundView`, a view behind the content filling the row, rounded by the section's
/// radius at those corners only (`Layer.maskedCorners`); the content view stays clear. Other
/// rows, and rows of other list styles, keep their background on the content view.
extension ListViewCell {
    /// The corners of an inset grouped section a row sits at.
    public struct SectionCorners: OptionSet, Sendable, Hashable {
        public let rawValue: Int

        /// Creates corners from their raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The section's top corners: the row is its first.
        public static let top = SectionCorners(rawValue: 1 << 0)
        /// The section's bottom corners: the row is its last.
        public static let bottom = SectionCorners(rawValue: 1 << 1)
    }

    func sectionCornersDidChange(_ oldValue: SectionCorners) {
        guard sectionCorners != oldValue else { return }
        updateBackground()
        setNeedsLayout()
    }

    /// Places the rounded background for a row `size` points big (content view coordinates).
    func layoutCornerBackground(in size: Size) {
        guard !sectionCorners.isEmpty else { return }
        // Rounded no more than the row allows (a radius past half its height would not fit).
        let radius = min(max(sectionCornerRadius, 0), size.height / 2)
        var corners: CornerMask = []
        if sectionCorners.contains(.top) { corners.formUnion(.top) }
        if sectionCorners.contains(.bottom) { corners.formUnion(.bottom) }
        cornerBackgroundView.frame = Rect(origin: .zero, size: size)
        cornerBackgroundView.layer.cornerRadius = radius
        cornerBackgroundView.layer.maskedCorners = corners
    }
}
