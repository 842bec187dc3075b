/// A keyboard's keys as data (the on-screen keyboard, `KeyboardView`, draws and runs any
/// layout): named pages of rows of keys, the first page shown first. The built-in layouts are
/// `englishUS`, `germanDE`, `frenchFR`, `numberPad` and `decimalPad`
/// (KeyboardLayout+BuiltIn.swift); an app adds its own by building one here or decoding one
/// from JSON (KeyboardLayout+Codable.swift). Either way the layout is checked: a bad one is
/// refused with a `KeyboardLayoutError` naming the layout, page, row and key.
public struct KeyboardLayout: Hashable, Sendable {
    /// The layout's name, a BCP 47 tag for the language layouts ("en-US", "de-DE").
    public let name: String
    /// The pages, the first one shown first (letters, then numbers and symbols).
    public let pages: [KeyboardPage]

    /// Creates a layout after checking it: at least one page, unique page names, every page
    /// with rows, every row with keys, every width a positive finite number, every character
    /// key with text, every page-switch key naming a page of the layout.
    /// - Throws: `KeyboardLayoutError` naming the first problem found.
    public init(name: String, pages: [KeyboardPage]) throws(KeyboardLayoutError) {
        try Self.check(name: name, pages: pages)
        self.name = name
        self.pages = pages
    }

    /// Creates a layout known to be valid (the built-in ones, checked by their tests).
    init(checkedName name: String, pages: [KeyboardPage]) {
        self.name = name
        self.pages = pages
    }

    /// The page named `name`, or `nil`.
    public func page(named name: String) -> KeyboardPage? { pages.first { $0.name == name } }

    /// The layout with each page's rows changed by `transform` (page, rows) → rows: what the
    /// keyboard-type variants (email, URL) are made with.
    func mappingRows(_ transform: (KeyboardPage, [[KeyboardKey]]) -> [[KeyboardKey]]) -> KeyboardLayout {
        KeyboardLayout(
            checkedName: name,
            pages: pages.map { page in
                var page = page
                page.rows = transform(page, page.rows)
                return page
            })
    }

    private static func check(name: String, pages: [KeyboardPage]) throws(KeyboardLayoutError) {
        guard !pages.isEmpty else {
            throw KeyboardLayoutError(layout: name, problem: "no pages; expected at least one")
        }
        var names: Set<String> = []
        for page in pages where !names.insert(page.name).inserted {
            throw KeyboardLayoutError(layout: name, page: page.name, problem: "a second page with this name")
        }
        for page in pages {
            guard !page.rows.isEmpty else {
                throw KeyboardLayoutError(layout: name, page: page.name, problem: "no rows; expected at least one")
            }
            for (rowIndex, row) in page.rows.enumerated() {
                guard !row.isEmpty else {
                    throw KeyboardLayoutError(
                        layout: name, page: page.name, row: rowIndex + 1,
                        problem: "no keys; expected at least one")
                }
                for (keyIndex, key) in row.enumerated() {
                    let at = (row: rowIndex + 1, key: keyIndex + 1)
                    guard key.width.isFinite, key.width > 0 else {
                        throw KeyboardLayoutError(
                            layout: name, page: page.name, row: at.row, key: at.key,
                            problem: "width \(key.width) is not a positive number of key units")
                    }
                    switch key.kind {
                    case .character(let text) where text.isEmpty:
                        throw KeyboardLayoutError(
                            layout: name, page: page.name, row: at.row, key: at.key,
                            problem: "a character key with no text")
                    case .page(let target) where !names.contains(target):
                        throw KeyboardLayoutError(
                            layout: name, page: page.name, row: at.row, key: at.key,
                            problem: "switches to page '\(target)', which the layout lacks "
                                + "(pages: \(pages.map(\.name).joined(separator: ", ")))")
                    default:
                        break
                    }
                }
            }
        }
    }
}
