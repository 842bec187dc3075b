import FlickInput

/// The `flick replay --touches` line format:
/// `{"t": 0.016667, "touches": [{"id": 1, "phase": "began", "x": 640.00, "y": 400.00}]}`.
/// `t` has microsecond precision, `x` and `y` are window points with two decimals.
enum TouchFrameJSON {
    /// One frame as one JSON object (no newline).
    static func line(for frame: TouchFrame) -> String {
        var out = "{\"t\": " + fixed(frame.time, 6) + ", \"touches\": ["
        for (index, touch) in frame.touches.enumerated() {
            if index > 0 { out += ", " }
            out += "{\"id\": \(touch.id), \"phase\": \"\(touch.phase.rawValue)\", \"x\": "
                + fixed(touch.location.x, 2) + ", \"y\": " + fixed(touch.location.y, 2) + "}"
        }
        return out + "]}"
    }

    /// `value` with exactly `places` decimals, without Foundation's locale-dependent formatting.
    static func fixed(_ value: Double, _ places: Int) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return String(value) }
        let integer = Int64(scaled)
        let unit = Int64(scale)
        let whole = String(integer / unit)
        let fraction = String(integer % unit)
        let padded = String(repeating: "0", count: places - fraction.count) + fraction
        let sign = value < 0 && integer != 0 ? "-" : ""
        return sign + whole + (places > 0 ? "." + padded : "")
    }
}
