/// The one JSON-lines writer behind every `flick` output (`replay --touches`, `--gestures`,
/// `--scroll`, `profile --json`, `bench … --json`, `devices --json`): one object per line,
/// keys in the order they are added (the contracts fix that order), strings escaped, numbers
/// written without a locale and without exponent where they fit.
///
/// Non-finite numbers (NaN, ±infinity) are written `null` everywhere: it is valid JSON, and a
/// reader cannot mistake it for a real 0 (before, two writers printed "0" and one "null").
///
/// Foundation's `JSONEncoder` and `JSONSerialization` are not used because the contracts need
/// what they cannot give: a fixed number of decimals (`"x": 640.00`) and the documented key
/// order (`JSONSerialization` orders keys by hash, `JSONEncoder` only sorts them).
///
/// ```swift
/// var line = JSONLine()
/// line.add("t", fixed: 0.016667, decimals: 6)
/// line.add("phase", "began")
/// print(line.text)   // {"t": 0.016667, "phase": "began"}
/// ```
public struct JSONLine: Sendable {
    private var body = ""
    private var count = 0

    /// An empty object.
    public init() {}

    /// The object as one line (no newline).
    public var text: String { "{" + body + "}" }

    private mutating func key(_ key: String) {
        if count > 0 { body += ", " }
        count += 1
        body += JSONLine.string(key)
        body += ": "
    }

    /// Adds a string value (escaped).
    public mutating func add(_ key: String, _ value: String) { self.key(key); body += JSONLine.string(value) }

    /// Adds an integer.
    public mutating func add(_ key: String, _ value: Int) { self.key(key); body += String(value) }

    /// Adds a Boolean.
    public mutating func add(_ key: String, _ value: Bool) { self.key(key); body += value ? "true" : "false" }

    /// Adds a number in its shortest round-trip form (`null` when not finite).
    public mutating func add(_ key: String, _ value: Double) { self.key(key); body += JSONLine.number(value) }

    /// Adds a number with exactly `decimals` digits after the point (`null` when not finite).
    public mutating func add(_ key: String, fixed value: Double, decimals: Int) {
        self.key(key)
        body += JSONLine.fixed(value, decimals: decimals)
    }

    /// Adds a number rounded to `decimals` places without trailing zeros (`null` when not finite).
    public mutating func add(_ key: String, rounded value: Double, decimals: Int) {
        self.key(key)
        body += JSONLine.rounded(value, decimals: decimals)
    }

    /// Adds a value already written as JSON (an array or object from `array(_:)` or `text`).
    public mutating func add(_ key: String, json: String) { self.key(key); body += json }

    /// `[a, b, …]` from values already written as JSON.
    public static func array<S: Sequence>(_ values: S) -> String where S.Element == String {
        "[" + values.joined(separator: ", ") + "]"
    }

    /// `value` as a JSON string literal: quotes, backslashes and every control byte escaped
    /// (RFC 8259 §7), so a device name from a file can never break a line or a terminal.
    public static func string(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7f || (0x80..<0xa0).contains(scalar.value):
                out += "\\u" + hex4(scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The largest magnitude written with fixed decimals; larger values use Swift's shortest
    /// representation (`1e+16`, valid JSON). Ours: 9·10¹⁵ keeps the scaled value exact in a Double.
    static let largestFixedMagnitude = 9e15

    /// `value` with exactly `decimals` digits after the point (0 to 9), rounded half away
    /// from zero, no negative zero; `null` when not finite.
    public static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "null" }
        let places = min(9, max(0, decimals))
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < largestFixedMagnitude else { return String(value) }
        let integer = Int64(scaled)
        var digits = String(integer)
        if places > 0 {
            if digits.count <= places { digits = String(repeating: "0", count: places - digits.count + 1) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -places))
        }
        return value < 0 && integer != 0 ? "-" + digits : digits
    }

    /// `value` in its shortest round-trip digits, integral values without ".0" (as
    /// `JSONEncoder` writes them); `null` when not finite.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < largestFixedMagnitude { return String(Int64(value)) }
        return String(value)
    }

    /// `value` rounded to `decimals` places without trailing zeros (`0.5`, `12`), no negative
    /// zero; `null` when not finite.
    public static func rounded(_ value: Double, decimals: Int) -> String {
        var text = fixed(value, decimals: decimals)
        guard text != "null", text.contains("."), !text.contains("e") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
