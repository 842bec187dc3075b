/// Turns recorded transitions into readable lines for `flick replay FILE --gestures --explain`:
///
/// ```
///   0.018 s  pan            possible → began       translation reached 10.00 pt (sample showed 12.50 pt, overshoot 2.50 pt)
///   0.208 s  tap            possible → failed      movement 190.00 pt exceeds the limit 45.00 pt
/// ```
public enum GestureExplanationFormatter {
    /// One line per record, in time order (stable for equal times); `changed` records are
    /// left out unless `includeChanges`.
    public static func lines(for records: [GestureTransitionRecord], includeChanges: Bool = false) -> [String] {
        let kept = records.enumerated().filter { includeChanges || $0.element.to != .changed }
            .sorted { $0.element.time != $1.element.time ? $0.element.time < $1.element.time : $0.offset < $1.offset }
        let width = max(12, kept.map(\.element.recognizer.count).max() ?? 0)
        return kept.map { line(for: $0.element, nameWidth: width) }
    }

    /// The records of several recognizers merged in time order.
    public static func lines(for recognizers: [GestureRecognizer], includeChanges: Bool = false) -> [String] {
        lines(for: recognizers.flatMap(\.explanation), includeChanges: includeChanges)
    }

    /// One record as text.
    public static func line(for record: GestureTransitionRecord, nameWidth: Int = 12) -> String {
        let time = GestureFormat.fixed(record.time, decimals: 3) + " s"
        let name = record.recognizer.padding(to: nameWidth)
        let change = record.from == record.to && record.reason != .reset
            ? "(\(record.from.rawValue))"
            : "\(record.from.rawValue) → \(record.to.rawValue)"
        return "\(time.leftPadding(to: 9))  \(name)  \(change.padding(to: 22))  \(record.reason)"
    }
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    fileprivate func leftPadding(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
