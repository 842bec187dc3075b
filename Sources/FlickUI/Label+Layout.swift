import FlickInput

/// Line breaking and truncation: which lines a label draws. Pure; widths come from
/// `Label.measure(_:fontSize:)` (Label+Drawing.swift).
extension Label {
    /// The truncation mark (U+2026).
    public static let ellipsis = "…"

    /// The lines `text` is drawn as in a box `width` points wide with room for at most
    /// `maximumLines` lines (0: no limit): paragraphs split at "\n"; with more than one line
    /// allowed they wrap (by character for `.byCharWrapping`, else by word); when the text
    /// does not fit, the last line is truncated with "…" by the truncating modes and cut by
    /// the others. With one line, a line wider than `width` is truncated (or left for the
    /// drawing to clip).
    public static func lines(
        for text: String, fontSize: Double, width: Double, maximumLines: Int,
        lineBreakMode: LineBreakMode
    ) -> [String] {
        guard !text.isEmpty else { return [] }
        let width = width.isNaN ? 0 : width
        let wraps = maximumLines != 1
        var all: [(line: String, paragraph: Int)] = []
        for (index, paragraph) in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .enumerated()
        {
            let wrapped =
                wraps
                ? wrap(paragraph, fontSize: fontSize, width: width, byCharacter: lineBreakMode == .byCharWrapping)
                : [paragraph]
            all += wrapped.map { ($0, index) }
        }
        let limit = maximumLines > 0 ? maximumLines : Int.max
        if all.count <= limit {
            return all.map {
                truncate($0.line, fontSize: fontSize, width: width, mode: lineBreakMode, overflowed: false)
            }
        }
        var shown = all[0..<limit].map(\.line)
        if lineBreakMode.truncates {
            // The last line shown takes the rest of its paragraph, shortened with "…".
            let last = all[limit - 1].paragraph
            let rest = all[(limit - 1)...].prefix { $0.paragraph == last }.map(\.line).joined(separator: " ")
            shown[limit - 1] = truncate(rest, fontSize: fontSize, width: width, mode: lineBreakMode, overflowed: true)
        }
        return shown
    }

    /// `paragraph` broken into lines no wider than `width` (a single character wider than
    /// the line still gets a line of its own).
    static func wrap(_ paragraph: String, fontSize: Double, width: Double, byCharacter: Bool) -> [String] {
        func fits(_ s: String) -> Bool { measure(s, fontSize: fontSize).width <= width }
        guard !fits(paragraph) else { return [paragraph] }
        var lines: [String] = []
        var current = ""
        func breakByCharacters(_ word: String) {
            for character in word {
                let candidate = current + String(character)
                if current.isEmpty || fits(candidate) {
                    current = candidate
                } else {
                    lines.append(current)
                    current = String(character)
                }
            }
        }
        if byCharacter {
            breakByCharacters(paragraph)
        } else {
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
                let candidate = current.isEmpty ? word : current + " " + word
                if fits(candidate) {
                    current = candidate
                } else if fits(word) {
                    lines.append(current)
                    current = word
                } else {
                    // A word wider than the line starts a line of its own, then breaks.
                    if !current.isEmpty { lines.append(current) }
                    current = ""
                    breakByCharacters(word)
                }
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// One line shortened to `width` as `mode` says: the truncating modes put "…" at the
    /// tail, head or middle (always when `overflowed`, the text having more than shown);
    /// the others return it whole (cut when drawn) or, when overflowed, unchanged.
    static func truncate(
        _ line: String, fontSize: Double, width: Double, mode: LineBreakMode,
        overflowed: Bool
    ) -> String {
        func fits(_ s: String) -> Bool { measure(s, fontSize: fontSize).width <= width }
        if !overflowed, fits(line) { return line }
        if overflowed, fits(line + ellipsis), mode == .byTruncatingTail { return line + ellipsis }
        let characters = Array(line)
        /// The largest n in 0...limit with `ok(n)` (ok is monotone: true up to some n).
        func largest(_ limit: Int, _ ok: (Int) -> Bool) -> Int {
            var low = 0, high = limit
            while low < high {
                let mid = (low + high + 1) / 2
                if ok(mid) { low = mid } else { high = mid - 1 }
            }
            return low
        }
        func prefix(_ n: Int) -> String { String(characters[0..<n]).trimmingTrailingSpaces }
        func suffix(_ n: Int) -> String { String(characters[(characters.count - n)...]).trimmingLeadingSpaces }
        switch mode {
        case .byTruncatingTail:
            let n = largest(characters.count) { fits(prefix($0) + ellipsis) }
            return prefix(n) + ellipsis
        case .byTruncatingHead:
            let n = largest(characters.count) { fits(ellipsis + suffix($0)) }
            return ellipsis + suffix(n)
        case .byTruncatingMiddle:
            // Keep as many characters as fit, the extra one at the head.
            let n = largest(characters.count) { fits(prefix(($0 + 1) / 2) + ellipsis + suffix($0 / 2)) }
            return prefix((n + 1) / 2) + ellipsis + suffix(n / 2)
        case .byWordWrapping, .byCharWrapping, .byClipping:
            return line
        }
    }
}

extension String {
    /// Without the spaces at the end.
    fileprivate var trimmingTrailingSpaces: String {
        var s = Substring(self)
        while s.last == " " { s.removeLast() }
        return String(s)
    }

    /// Without the spaces at the start.
    fileprivate var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
