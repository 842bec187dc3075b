/// A dead-key or Compose sequence being typed, as a pure state machine (drawn in
/// FlickRuntime.docc/HardwareKeyboards.md): it turns what libxkbcommon's compose state said
/// about each key press (``Step``) into what the first responder gets (``Action``). While a
/// sequence is pending the field shows its keys as marked text (a dead acute as `´`, the
/// Compose key as `·`), as the iOS and macOS keyboards show a dead key's accent; the composed
/// character replaces it; a cancelled sequence drops, with the key that cancelled it (as
/// libX11 does: xkbcommon-compose.h, "Cancellation Behavior"); Backspace cancels a pending
/// sequence and deletes nothing.
public struct ComposeSequence: Hashable, Sendable {
    /// Where the sequence is.
    public enum State: Hashable, Sendable {
        /// No sequence is pending: keys type their own text.
        case idle
        /// A sequence is pending; `marked` shows the keys typed so far.
        case composing(marked: String)
    }

    /// What libxkbcommon's compose state said about one key press, or Backspace.
    public enum Step: Hashable, Sendable {
        /// The key is not in a sequence (`XKB_COMPOSE_NOTHING`), or it is a modifier, which
        /// sequences ignore (`XKB_COMPOSE_FEED_IGNORED`).
        case passed
        /// The key starts or extends a sequence (`XKB_COMPOSE_COMPOSING`); `mark` shows it.
        case extended(mark: String)
        /// The key completes a sequence (`XKB_COMPOSE_COMPOSED`) that types `text` (empty: a
        /// sequence with a keysym and no text).
        case composed(String)
        /// The key matches no sequence that was pending (`XKB_COMPOSE_CANCELLED`).
        case cancelled
        /// Backspace went down (it is not fed to the compose state).
        case backspace
    }

    /// What the key press does.
    public enum Action: Hashable, Sendable {
        /// The key acts as it would with no sequence: its key event and its own text.
        case typeKey
        /// The key is swallowed; the sequence so far shows as `marked` text.
        case mark(String)
        /// The key is swallowed; `text` replaces the marked text (empty: it goes away).
        case commit(String)
        /// The key is swallowed, and so is the marked text: the sequence is dropped.
        case drop
    }

    /// The state.
    public private(set) var state: State = .idle

    /// Idle.
    public init() {}

    /// True while a sequence is pending.
    public var isComposing: Bool { state != .idle }

    /// Takes one key press's `step` and says what the key does.
    public mutating func handle(_ step: Step) -> Action {
        switch (state, step) {
        case (.idle, .passed), (.idle, .backspace), (.idle, .cancelled):
            // Nothing is pending, so nothing can be cancelled: the key acts as itself.
            return .typeKey
        case (.composing, .passed):
            // A modifier (Shift for `"` in Compose " u) leaves the sequence pending.
            return .typeKey
        case (.idle, .extended(let mark)):
            state = .composing(marked: mark)
            return .mark(mark)
        case (.composing(let marked), .extended(let mark)):
            state = .composing(marked: marked + mark)
            return .mark(marked + mark)
        case (_, .composed(let text)):
            state = .idle
            return .commit(text)
        case (.composing, .cancelled), (.composing, .backspace):
            state = .idle
            return .drop
        }
    }

    /// Ends a pending sequence (the keyboard went away); true when one was dropped.
    public mutating func cancel() -> Bool {
        defer { state = .idle }
        return isComposing
    }
}
