import FlickInput

/// Number formatting of the readable explanations: fixed decimals, no exponent, no negative
/// zero, locale-independent (FlickInput's `JSONLine.fixed`, which the JSON lines use too).
public enum GestureFormat {
    /// `value` with exactly `decimals` digits after the point (rounded half away from zero);
    /// non-finite values read "0" in explanations (JSON lines write them `null`).
    public static func fixed(_ value: Double, decimals: Int) -> String {
        value.isFinite ? JSONLine.fixed(value, decimals: decimals) : "0"
    }
}
