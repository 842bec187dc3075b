/// The on-screen keyboard's sizes, iOS-matched, in points: the height of a row of keys (a key
/// and its insets), the insets around each key inside its slot, the keys' corner radius. The
/// figures are KeyboardKit 8.5's (`KeyboardLayout+Configuration.swift`, matched to iOS): a
/// row is 54 (iPhone portrait), 40 (iPhone landscape), 64 (iPad portrait), 86 (iPad
/// landscape) tall, so 4 rows make iOS's pre-QuickType heights 216 / 160 / 256 / 344.
public struct KeyboardMetrics: Hashable, Sendable {
    /// The height of one row of keys, insets included, points.
    public var rowHeight: Double
    /// The space left and right of a key inside its slot, points (half the gap between keys).
    public var horizontalInset: Double
    /// The space above and below a key inside its slot, points.
    public var verticalInset: Double
    /// The keys' corner radius, points.
    public var cornerRadius: Double

    /// Creates metrics.
    public init(rowHeight: Double, horizontalInset: Double, verticalInset: Double, cornerRadius: Double) {
        self.rowHeight = rowHeight
        self.horizontalInset = horizontalInset
        self.verticalInset = verticalInset
        self.cornerRadius = cornerRadius
    }

    /// iPhone portrait: row 54, insets h 3 / v 6 (keys 42 tall), radius 5 (KeyboardKit 8.5).
    public static let phonePortrait = KeyboardMetrics(
        rowHeight: 54, horizontalInset: 3, verticalInset: 6, cornerRadius: 5)
    /// iPhone landscape: row 40, insets h 3 / v 4, radius 5 (KeyboardKit 8.5).
    public static let phoneLandscape = KeyboardMetrics(
        rowHeight: 40, horizontalInset: 3, verticalInset: 4, cornerRadius: 5)
    /// iPad portrait: row 64, insets h 5 / v 4, radius 5 (KeyboardKit 8.5).
    public static let padPortrait = KeyboardMetrics(
        rowHeight: 64, horizontalInset: 5, verticalInset: 4, cornerRadius: 5)
    /// iPad landscape: row 86, insets h 7 / v 6, radius 7 (KeyboardKit 8.5).
    public static let padLandscape = KeyboardMetrics(
        rowHeight: 86, horizontalInset: 7, verticalInset: 6, cornerRadius: 7)

    /// The narrowest keyboard given iPad metrics, points: an iPad's portrait width (768 pt,
    /// UIKit's iPad screens); narrower keyboards are phone-sized.
    public static let padMinimumWidth = 768.0

    /// The metrics for a keyboard `width` points wide on a screen in landscape (wider than
    /// tall) or portrait: iPad metrics from `padMinimumWidth` up, phone metrics below.
    public static func metrics(width: Double, isLandscape: Bool) -> KeyboardMetrics {
        if width >= padMinimumWidth { return isLandscape ? .padLandscape : .padPortrait }
        return isLandscape ? .phoneLandscape : .phonePortrait
    }
}
