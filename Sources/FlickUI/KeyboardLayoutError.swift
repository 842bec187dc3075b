/// What is wrong with a keyboard layout's description: names the layout, the page, the row
/// and the key (rows and keys counted from 1), and what was expected.
public struct KeyboardLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The layout's name ("" when the description had none).
    public let layout: String
    /// The page's name, when the problem is in a page.
    public let page: String?
    /// The row, counted from 1 (top), when the problem is in a row.
    public let row: Int?
    /// The key, counted from 1 (left), when the problem is in a key.
    public let key: Int?
    /// What is wrong and what was expected.
    public let problem: String

    /// Creates an error.
    public init(layout: String, page: String? = nil, row: Int? = nil, key: Int? = nil, problem: String) {
        self.layout = layout
        self.page = page
        self.row = row
        self.key = key
        self.problem = problem
    }

    /// "keyboard layout 'x', page 'letters', row 2, key 3: <problem>".
    public var description: String {
        var place = "keyboard layout '\(layout)'"
        if let page { place += ", page '\(page)'" }
        if let row { place += ", row \(row)" }
        if let key { place += ", key \(key)" }
        return "\(place): \(problem)"
    }
}
