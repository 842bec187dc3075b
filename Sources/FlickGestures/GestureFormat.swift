/// Number formatting shared by the explanation and JSON writers: fixed decimals, no
/// exponent, no negative zero, locale-independent (and without Foundation's formatter cost).
public enum GestureFormat {
    /// `value` with exactly `decimals` digits after the point (rounded half away from zero);
    /// non-finite values become "0".
    public static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        if scaled >= 9e15 { return String(value) }
        let integer = Int(scaled)
        let negative = value < 0 && integer != 0
        var digits = String(integer)
        if decimals > 0 {
            if digits.count <= decimals {
                digits = String(repeating: "0", count: decimals - digits.count + 1) + digits
            }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
        }
        return negative ? "-" + digits : digits
    }
}
