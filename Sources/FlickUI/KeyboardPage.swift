/// One page of a keyboard layout: the letters, the numbers-and-symbols page, the second
/// symbols page, as rows of keys (top first).
public struct KeyboardPage: Hashable, Sendable {
    /// The name page-switch keys refer to (`KeyboardKey.Kind.page`), e.g. "letters".
    public var name: String
    /// The label of a key that switches to this page ("ABC", "123", "#+=").
    public var switchLabel: String
    /// True when shift upper-cases this page's character keys (letters pages).
    public var isShiftable: Bool
    /// The rows of keys, top first.
    public var rows: [[KeyboardKey]]

    /// Creates a page.
    public init(name: String, switchLabel: String, isShiftable: Bool, rows: [[KeyboardKey]]) {
        self.name = name
        self.switchLabel = switchLabel
        self.isShiftable = isShiftable
        self.rows = rows
    }

    /// The width of the page's widest row, in letter-key units: the keyboard's width holds
    /// that many units.
    public var widthInUnits: Double {
        rows.map { row in row.reduce(0) { $0 + $1.width } }.max() ?? 0
    }
}
