/// The auto-repeat of a held key as a pure state machine (drawn in
/// FlickRuntime.docc/HardwareKeyboards.md): the kernel's own repeat events are ignored and the
/// last key pressed that repeats (the keymap says which) types again after `delay`, then
/// every `interval`, until it comes up, another repeating key goes down, or the keyboard goes
/// away (`cancel()`). Times are parameters, seconds; it reads no clock.
public struct KeyRepeat: Hashable, Sendable {
    /// Where the repeat is.
    public enum State: String, Hashable, Sendable, CaseIterable {
        /// No repeating key is held.
        case idle
        /// A key is held, not yet for `delay`.
        case delaying
        /// The key is held past `delay` and repeats every `interval`.
        case repeating
    }

    /// How long a key is held before it repeats, seconds: 660 ms, the X server's default
    /// (`XkbDfltRepeatDelay`, xserver xkb/xkbInit.c), which libinput's and most Linux desktops'
    /// settings keep.
    public static let delay = 0.660
    /// The time between repeats, seconds: 40 ms, 25 per second (the X server's
    /// `XkbDfltRepeatInterval`, xserver xkb/xkbInit.c).
    public static let interval = 0.040
    /// The most repeats one `repeats(upTo:)` returns, one second's worth (our choice): after a
    /// stall the missed ones are dropped, not typed in a burst.
    public static let maximumBurst = 25

    /// The state.
    public private(set) var state: State = .idle
    /// The held key's evdev code, while one repeats or waits to.
    public private(set) var code: UInt16?
    /// When the next repeat is due, seconds, or `nil` (idle).
    public private(set) var nextTime: Double?

    /// Idle.
    public init() {}

    /// Key `code` went down at `time`. A key that `repeats` starts over the wait (it replaces
    /// the key that repeated, as X does); one that does not (a modifier) changes nothing.
    public mutating func press(_ code: UInt16, repeats: Bool, at time: Double) {
        guard repeats else { return }
        state = .delaying
        self.code = code
        nextTime = time + Self.delay
    }

    /// Key `code` came up: when it is the repeating one, the repeat ends.
    public mutating func release(_ code: UInt16) {
        guard code == self.code else { return }
        cancel()
    }

    /// The keyboard went away (or the key's target did): the repeat ends.
    public mutating func cancel() {
        state = .idle
        code = nil
        nextTime = nil
    }

    /// The times of the repeats due at or before `time`, in order (at most `maximumBurst`;
    /// later missed ones are skipped). The first one moves the state from delaying to repeating.
    public mutating func repeats(upTo time: Double) -> [Double] {
        guard var next = nextTime, next <= time else { return [] }
        var due: [Double] = []
        while next <= time, due.count < Self.maximumBurst {
            due.append(next)
            next += Self.interval
        }
        if next <= time {
            // A stall: the rest are dropped; the next repeat follows `time` by one interval.
            next = time + Self.interval
        }
        state = .repeating
        nextTime = next
        return due
    }
}
