import FlickInput

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

    /// The window's shorter side, points, from which it counts as a tablet and gets the iPad's
    /// metrics (est.: the iPad's 768-point short side; a kiosk's 1280 × 800 panel is a tablet,
    /// a 1024 × 600 one a phone on its side). One rule for the keyboard's keys and for the
    /// height an input view gets when it does not size itself (`KeyboardSlide`).
    public static let padMinimumShortSide = 768.0
    /// Rows of keys iOS's keyboard heights are made of: 4 rows make 216 / 160 / 256 / 344 pt.
    public static let standardRowCount = 4

    /// The metrics for a keyboard in a window of `size` points: the iPad's when the window's
    /// shorter side is at least `padMinimumShortSide`, else the iPhone's; landscape when the
    /// window is wider than tall.
    public static func metrics(forWindowSize size: Size) -> KeyboardMetrics {
        let landscape = size.width > size.height
        if min(size.width, size.height) >= padMinimumShortSide { return landscape ? .padLandscape : .padPortrait }
        return landscape ? .phoneLandscape : .phonePortrait
    }
}
