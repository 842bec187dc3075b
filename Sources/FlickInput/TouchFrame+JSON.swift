/// The `flick replay --touches` line format, a contract other checks rely on:
/// `{"t": 0.016667, "touches": [{"id": 1, "phase": "began", "x": 640.00, "y": 400.00}]}`.
/// `t` is in seconds with microsecond precision, `x` and `y` in window points with two
/// decimals; a non-finite number is written `null` (`JSONLine`).
extension TouchFrame {
    /// This frame as one JSON object on one line (no newline).
    public var jsonLine: String {
        var line = JSONLine()
        line.add("t", fixed: time, decimals: 6)
        line.add("touches", json: JSONLine.array(touches.map { touch in
            var object = JSONLine()
            object.add("id", touch.id)
            object.add("phase", touch.phase.rawValue)
            object.add("x", fixed: touch.location.x, decimals: 2)
            object.add("y", fixed: touch.location.y, decimals: 2)
            return object.text
        }))
        return line.text
    }
}
