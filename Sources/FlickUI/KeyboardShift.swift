/// The on-screen keyboard's shift key as a pure state machine (drawn in
/// FlickUI.docc/OnScreenKeyboard.md): one tap turns shift on for one capital, a second tap within
/// `capsLockInterval` locks capitals, and the keyboard turns it on by itself where the text
/// input's autocapitalization asks (`setAutomatic(_:)`). Times in seconds.
public struct KeyboardShift: Hashable, Sendable {
    /// The shift key's state.
    public enum State: String, Hashable, Sendable, CaseIterable {
        /// Lower case.
        case off
        /// The next letter is a capital, then shift turns off.
        case on
        /// Every letter is a capital until shift is tapped again.
        case capsLock
    }

    /// The most time between two taps of shift that locks capitals, seconds (KeyboardKit 8.5's
    /// double-shift interval; LatinIME uses Android's 0.3 s double-tap timeout).
    public static let capsLockInterval = 0.5

    /// The current state.
    public private(set) var state: State = .off
    /// The time of the last tap that a second tap may complete into caps lock.
    private var lastTap: Double?

    /// Creates a shift that is off.
    public init() {}

    /// True when the next letter is a capital.
    public var isOn: Bool { state != .off }

    /// Shift tapped (touch down) at `time`: a second tap within `capsLockInterval` of the last
    /// locks capitals; otherwise off turns on, on and caps lock turn off.
    public mutating func tap(at time: Double) {
        if let lastTap, time - lastTap <= Self.capsLockInterval, state != .capsLock {
            state = .capsLock
            self.lastTap = nil
            return
        }
        switch state {
        case .off:
            state = .on
            lastTap = time
        case .on:
            state = .off
            lastTap = time
        case .capsLock:
            state = .off
            lastTap = nil
        }
    }

    /// A letter was typed: a one-letter shift turns off.
    public mutating func didType() {
        lastTap = nil
        if state == .on { state = .off }
    }

    /// The keyboard's automatic capitals: on where the text input's autocapitalization asks,
    /// off elsewhere; caps lock stays.
    public mutating func setAutomatic(_ on: Bool) {
        guard state != .capsLock else { return }
        state = on ? .on : .off
    }

    /// Shift off, as on a new text input.
    public mutating func reset() {
        state = .off
        lastTap = nil
    }
}
