/// A gesture script's text did not parse: where, and what was expected.
public struct GestureScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The script's name (a file path, or `<script>`).
    public var source: String
    /// The line, from 1.
    public var line: Int
    /// What was expected and found.
    public var reason: String

    /// `source:line: reason`.
    public var description: String { "\(QuotedInput.escaping(source)):\(line): \(reason)" }
}
