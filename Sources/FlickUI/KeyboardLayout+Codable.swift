/// Keyboard layouts as JSON-able data, so an app can ship its own: a layout is
/// `{"name": "en-GB", "pages": [{"name": "letters", "switchLabel": "ABC", "shifts": true,
/// "rows": [[{"kind": "character", "text": "q", "alternates": []}, {"kind": "shift",
/// "width": 1.5}, …]]}]}`. Kinds: `character` (with `text`), `shift`, `backspace`, `space`,
/// `return`, `page` (with `page`, the target page's name), `hideKeyboard`, `nextLayout`;
/// `width` defaults to 1, `alternates` to none. Decoding checks the layout as
/// `init(name:pages:)` does and throws `KeyboardLayoutError` naming the layout, page, row and
/// key of the first problem (an unknown kind among them).
extension KeyboardLayout: Codable {
    private struct PageData: Codable {
        var name: String
        var switchLabel: String
        var shifts: Bool?
        var rows: [[KeyData]]
    }

    private struct KeyData: Codable {
        var kind: String
        var text: String?
        var page: String?
        var width: Double?
        var alternates: [String]?
    }

    private enum CodingKeys: String, CodingKey { case name, pages }

    /// Decodes and checks a layout.
    /// - Throws: `KeyboardLayoutError` for a bad layout, the decoder's error for bad JSON.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .name)
        let data = try container.decode([PageData].self, forKey: .pages)
        var pages: [KeyboardPage] = []
        for page in data {
            var rows: [[KeyboardKey]] = []
            for (rowIndex, row) in page.rows.enumerated() {
                var keys: [KeyboardKey] = []
                for (keyIndex, key) in row.enumerated() {
                    let kind = try Self.kind(of: key) { problem in
                        KeyboardLayoutError(
                            layout: name, page: page.name, row: rowIndex + 1, key: keyIndex + 1,
                            problem: problem)
                    }
                    keys.append(
                        KeyboardKey(
                            kind, width: key.width ?? KeyboardKey.standardWidth,
                            alternates: key.alternates ?? []))
                }
                rows.append(keys)
            }
            pages.append(
                KeyboardPage(
                    name: page.name, switchLabel: page.switchLabel, isShiftable: page.shifts ?? false,
                    rows: rows))
        }
        try self.init(name: name, pages: pages)
    }

    /// Encodes the layout in the form `init(from:)` reads.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        let data = pages.map { page in
            PageData(
                name: page.name, switchLabel: page.switchLabel, shifts: page.isShiftable,
                rows: page.rows.map { row in
                    row.map { key in
                        var data = KeyData(
                            kind: "", width: key.width, alternates: key.alternates.isEmpty ? nil : key.alternates)
                        switch key.kind {
                        case .character(let text): data.kind = "character"; data.text = text
                        case .shift: data.kind = "shift"
                        case .backspace: data.kind = "backspace"
                        case .space: data.kind = "space"
                        case .return: data.kind = "return"
                        case .page(let target): data.kind = "page"; data.page = target
                        case .hideKeyboard: data.kind = "hideKeyboard"
                        case .nextLayout: data.kind = "nextLayout"
                        }
                        return data
                    }
                })
        }
        try container.encode(data, forKey: .pages)
    }

    /// The key kinds a description may name.
    public static let keyKindNames = [
        "character", "shift", "backspace", "space", "return", "page", "hideKeyboard",
        "nextLayout",
    ]

    private static func kind(of key: KeyData, error: (String) -> KeyboardLayoutError) throws(KeyboardLayoutError)
        -> KeyboardKey.Kind
    {
        switch key.kind {
        case "character":
            guard let text = key.text else { throw error("a character key with no \"text\"") }
            return .character(text)
        case "shift": return .shift
        case "backspace": return .backspace
        case "space": return .space
        case "return": return .return
        case "page":
            guard let page = key.page else { throw error("a page key with no \"page\" to switch to") }
            return .page(page)
        case "hideKeyboard": return .hideKeyboard
        case "nextLayout": return .nextLayout
        default:
            throw error("unknown key kind '\(key.kind)'; expected one of \(keyKindNames.joined(separator: ", "))")
        }
    }
}
