/// A gesture script as text, for writing recordings without code (`flick synth --script`):
/// one step a line (or steps separated by `;`), `#` to the end of a line a comment, positions
/// `X,Y` in window points, times in seconds. Each gesture starts where the previous one ended;
/// `wait` puts time between them (two taps with no wait are a double tap).
///
/// ```text
/// tap 200,150                  # one finger (add "fingers 2" for two)
/// wait 0.6
/// double-tap 640,400
/// long-press 640,400 1.0       # held 1 s (0.8 by default)
/// drag 100,400 to 600,400 0.5  # moved in 0.5 s, held before lifting: no fling
/// swipe 840,400 to 440,400     # lifted while moving: a fling
/// pinch 840,400 120 to 400     # the fingers' distance, points
/// rotate 640,400 100 90        # fingers 100 pt from the centre, turning 90° clockwise
/// ```
extension GestureScript {
    /// Appends the steps of `text` (see the type's documentation) to the script. Throws
    /// `GestureScriptError` naming the source, the line and what was expected.
    public mutating func append(parsing text: String, source: String = "<script>") throws(GestureScriptError) {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            for step in code.split(separator: ";") {
                var words = StepWords(step, source: source, line: index + 1)
                guard let verb = words.next() else { continue }
                try perform(verb, &words)
                try words.finish()
            }
        }
    }

    /// A script of `text`'s steps, starting at `start` seconds.
    public init(parsing text: String, source: String = "<script>", start: Double = 0) throws(GestureScriptError) {
        self.init(start: start)
        try append(parsing: text, source: source)
    }

    private mutating func perform(_ verb: String, _ words: inout StepWords) throws(GestureScriptError) {
        switch verb {
        case "tap":
            let point = try words.point()
            let fingers = try words.keyword("fingers") ? try words.count() : 1
            tap(at: point, fingers: fingers, duration: Timing.tap)
        case "double-tap":
            let point = try words.point()
            tap(at: point, duration: Timing.tap)
            wait(Timing.doubleTapGap)
            tap(at: point, duration: Timing.tap)
        case "long-press":
            let point = try words.point()
            tap(at: point, duration: try words.optionalSeconds() ?? Timing.longPress)
        case "drag", "swipe":
            let start = try words.point()
            try words.expect("to")
            let end = try words.point()
            if verb == "drag" {
                pan(from: start, by: end - start, duration: try words.optionalSeconds() ?? Timing.drag)
            } else {
                swipe(from: start, by: end - start, duration: try words.optionalSeconds() ?? Timing.swipe)
            }
        case "pinch":
            let center = try words.point()
            let from = try words.number("a span in points")
            try words.expect("to")
            let to = try words.number("a span in points")
            pinch(
                center: center, fromSpan: from, toSpan: to,
                duration: try words.optionalSeconds() ?? Timing.twoFingerMove)
        case "rotate":
            let center = try words.point()
            let radius = try words.number("a radius in points")
            let degrees = try words.number("an angle in degrees")
            rotate(
                center: center, radius: radius, by: degrees * .pi / 180,
                duration: try words.optionalSeconds() ?? Timing.twoFingerMove)
        case "wait":
            wait(try words.seconds())
        default:
            throw words.error(
                "expected a step (tap, double-tap, long-press, drag, swipe, pinch, rotate, wait), found \"\(QuotedInput.excerpt(verb))\""
            )
        }
    }
}

/// The words of one step, read left to right.
private struct StepWords {
    /// Largest count of fingers a tap may name (a panel's usual ten slots).
    static let maximumFingers = 10
    /// Longest time a step may take, seconds (ours: a minute; longer is a typo).
    static let maximumSeconds = 60.0

    var words: [Substring]
    var index = 0
    let source: String
    let line: Int

    init(_ step: Substring, source: String, line: Int) {
        words = step.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
        self.source = source
        self.line = line
    }

    func error(_ reason: String) -> GestureScriptError {
        GestureScriptError(source: source, line: line, reason: reason)
    }

    private var found: String {
        index < words.count ? "\"\(QuotedInput.excerpt(String(words[index])))\"" : "the end of the step"
    }

    mutating func next() -> String? {
        guard index < words.count else { return nil }
        index += 1
        return String(words[index - 1])
    }

    mutating func point() throws(GestureScriptError) -> Point {
        let parts = index < words.count ? words[index].split(separator: ",", omittingEmptySubsequences: false) : []
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else {
            throw error("expected a position X,Y in points, found \(found)")
        }
        index += 1
        return Point(x: x, y: y)
    }

    mutating func number(_ what: String) throws(GestureScriptError) -> Double {
        guard index < words.count, let value = Double(words[index]), value.isFinite else {
            throw error("expected \(what), found \(found)")
        }
        index += 1
        return value
    }

    mutating func seconds() throws(GestureScriptError) -> Double {
        let before = found
        let value = try number("a time in seconds")
        guard value >= 0, value <= Self.maximumSeconds else {
            throw error("expected a time from 0 to \(Int(Self.maximumSeconds)) seconds, found \(before)")
        }
        return value
    }

    mutating func optionalSeconds() throws(GestureScriptError) -> Double? {
        index < words.count ? try seconds() : nil
    }

    mutating func count() throws(GestureScriptError) -> Int {
        guard index < words.count, let value = Int(words[index]), (1...Self.maximumFingers).contains(value) else {
            throw error("expected a count of fingers from 1 to \(Self.maximumFingers), found \(found)")
        }
        index += 1
        return value
    }

    mutating func keyword(_ word: String) throws(GestureScriptError) -> Bool {
        guard index < words.count, words[index] == word else { return false }
        index += 1
        return true
    }

    mutating func expect(_ word: String) throws(GestureScriptError) {
        guard try keyword(word) else { throw error("expected \"\(word)\", found \(found)") }
    }

    func finish() throws(GestureScriptError) {
        guard index == words.count else { throw error("expected the end of the step, found \(found)") }
    }
}
