/// A held backspace's repeats, as iOS does it (it accelerates to whole words; its timings are
/// not published): the first deletion is on touch down, repeats start `initialDelay` later and
/// come every `interval`, and from `wordsAfter` held each repeat deletes a whole word
/// (KeyboardKit 8.5 `Gestures+RepeatTimer.swift` and `Keyboard+StandardBehavior.swift`).
/// Held for `t` seconds (`t` < `wordsAfter`), a backspace deletes
/// `1 + max(0, floor((t − initialDelay) / interval) + 1)` characters: 17 for 2 s.
public struct BackspaceRepeat: Hashable, Sendable {
    /// What one repeat deletes.
    public enum Unit: Hashable, Sendable {
        /// The grapheme before the caret.
        case character
        /// The word before the caret (and the spaces after it).
        case word
    }

    /// From touch down to the first repeat, seconds (KeyboardKit 8.5; LatinIME 0.4, Qt VK 0.6).
    public static let initialDelay = 0.5
    /// Between repeats, seconds (KeyboardKit 8.5; LatinIME and Qt VK 0.05).
    public static let interval = 0.1
    /// How long backspace is held before repeats delete whole words, seconds (KeyboardKit 8.5).
    public static let wordsAfter = 3.0
    /// How much earlier than its time a repeat may fire, seconds: times that are sums of
    /// decimal steps (0.5 + 15 × 0.1 against 2.0) differ in the last bits.
    static let tolerance = 1e-9

    /// When backspace went down, seconds.
    public let start: Double
    /// The repeats fired so far.
    public private(set) var fired = 0

    /// Starts the repeats of a backspace pressed at `start` (seconds).
    public init(start: Double) { self.start = start }

    /// The time of the next repeat, seconds.
    public var nextTime: Double { start + Self.initialDelay + Double(fired) * Self.interval }

    /// The repeats due by `time` (seconds), in order, each marked as fired.
    public mutating func due(through time: Double) -> [Unit] {
        var units: [Unit] = []
        while nextTime <= time + Self.tolerance {
            let held = Self.initialDelay + Double(fired) * Self.interval
            units.append(held + Self.tolerance >= Self.wordsAfter ? .word : .character)
            fired += 1
        }
        return units
    }
}
