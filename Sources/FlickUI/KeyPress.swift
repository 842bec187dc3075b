/// One finger on the on-screen keyboard as a pure state machine (drawn in
/// FlickUI.docc/OnScreenKeyboard.md): the key under it (by its index on the shown page), when it
/// came onto that key, and the long-press alternates it is choosing among. `KeyboardView`
/// feeds it the finger's phases and acts on what it returns. Times in seconds.
public struct KeyPress: Hashable, Sendable {
    /// Where the press is.
    public enum State: String, Hashable, Sendable, CaseIterable {
        /// Down on a key (its preview shown); slides move it to the key under the finger.
        case pressed
        /// Held past `longPressDelay` on a key with alternates: they are shown and slides
        /// choose among them.
        case alternates
        /// Done: lifted, or released early by a newer press (rollover); it typed its key.
        case committed
        /// Done without typing: the touch was cancelled or the page changed under it.
        case cancelled
    }

    /// What a finished press types.
    public enum Output: Hashable, Sendable {
        /// The key (acts as its kind says).
        case key(KeyboardKey)
        /// A chosen alternate's text.
        case alternate(String)
    }

    /// How long a finger stays on a key with alternates before they are shown, seconds
    /// (KeyboardKit 8.5 and Qt Virtual Keyboard 0.5; LatinIME 0.3; UIKit's not published).
    public static let longPressDelay = 0.5

    /// The touch's identifier.
    public let touchID: Int
    /// The state.
    public private(set) var state: State = .pressed
    /// The key under the finger.
    public private(set) var key: KeyboardKey
    /// The key's index among the shown page's keys (rows read left to right, top first).
    public private(set) var keyIndex: Int
    /// When the finger came onto the key, seconds (the long press counts from there).
    public private(set) var since: Double
    /// The alternate chosen while they are shown (an index into `key.alternates`).
    public private(set) var selectedAlternate = 0

    /// A press of `key` (at `keyIndex`) by touch `touchID` at `time` (seconds).
    public init(touchID: Int, key: KeyboardKey, keyIndex: Int, at time: Double) {
        self.touchID = touchID
        self.key = key
        self.keyIndex = keyIndex
        self.since = time
    }

    /// True until the press commits or is cancelled.
    public var isActive: Bool { state == .pressed || state == .alternates }

    /// When the alternates are due to be shown (seconds), or `nil` (none, or not pressed).
    public var alternatesDeadline: Double? {
        state == .pressed && !key.alternates.isEmpty ? since + Self.longPressDelay : nil
    }

    /// The finger slid onto `key` (at `keyIndex`) at `time`. While pressed, a key that acts on
    /// lift takes the press (and the long press starts over); shift and backspace neither give
    /// nor take it. Returns true when the press moved.
    public mutating func slide(onto key: KeyboardKey, keyIndex: Int, at time: Double) -> Bool {
        guard state == .pressed, keyIndex != self.keyIndex, key.actsOnLift, self.key.actsOnLift else { return false }
        self.key = key
        self.keyIndex = keyIndex
        since = time
        return true
    }

    /// The long press is due at `time`: the alternates show, the first one chosen. Returns
    /// true when they did.
    public mutating func showAlternates(at time: Double) -> Bool {
        guard let deadline = alternatesDeadline, time >= deadline else { return false }
        state = .alternates
        selectedAlternate = 0
        return true
    }

    /// The finger slid over alternate `index` (clamped to the alternates).
    public mutating func selectAlternate(_ index: Int) {
        guard state == .alternates else { return }
        selectedAlternate = min(max(index, 0), key.alternates.count - 1)
    }

    /// The finger lifted, or a newer press released this one (rollover): what it types, if
    /// anything (shift and backspace acted on touch down and type nothing more).
    public mutating func commit() -> Output? {
        switch state {
        case .pressed:
            state = .committed
            return key.actsOnLift ? .key(key) : nil
        case .alternates:
            state = .committed
            return .alternate(key.alternates[selectedAlternate])
        case .committed, .cancelled:
            return nil
        }
    }

    /// The touch was cancelled (or the page changed under it): nothing is typed.
    public mutating func cancel() {
        guard isActive else { return }
        state = .cancelled
    }
}
