/// The `flick replay --touches` line format, a contract other checks rely on:
/// `{"t": 0.016667, "touches": [{"id": 1, "phase": "began", "x": 640.00, "y": 400.00}]}`.
/// `t` is in seconds with microsecond precision, `x` and `y` in window points with two decimals.
extension TouchFrame {
    /// This frame as one JSON object on one line (no newline).
    public var jsonLine: String {
        var out = "{\"t\": " + TouchFrame.fixed(time, places: 6) + ", \"touches\": ["
        for (index, touch) in touches.enumerated() {
            if index > 0 { out += ", " }
            out += "{\"id\": \(touch.id), \"phase\": \"\(touch.phase.rawValue)\", \"x\": "
                + TouchFrame.fixed(touch.location.x, places: 2) + ", \"y\": "
                + TouchFrame.fixed(touch.location.y, places: 2) + "}"
        }
        return out + "]}"
    }

    /// `value` with exactly `places` decimals (0…9), independent of the locale; non-finite values give 0.
    static func fixed(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return "0" }
        var scale: Int64 = 1
        for _ in 0..<min(9, max(0, places)) { scale *= 10 }
        let scaled = (abs(value) * Double(scale)).rounded()
        guard scaled < 9e15 else { return String(value) }
        let integer = Int64(scaled)
        let fraction = String(integer % scale)
        let sign = value < 0 && integer != 0 ? "-" : ""
        let whole = sign + String(integer / scale)
        return places > 0 ? whole + "." + String(repeating: "0", count: places - fraction.count) + fraction : whole
    }
}
