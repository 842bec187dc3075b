import CXKBCommon
import FoundationEssentials

/// libxkbcommon's compose table and state for one keyboard: dead keys (the German `´` then
/// `e` types `é`) and Compose-key sequences (Compose `"` `u` types `ü`), read from the
/// locale's Compose file (libX11's, Debian `libx11-data`: /usr/share/X11/locale). It feeds
/// each key press's keysym and keeps the pending sequence (``ComposeSequence``).
final class XKBCompose {
    /// The locale whose Compose file is used.
    let locale: String
    /// The pending sequence.
    private(set) var sequence = ComposeSequence()
    private let table: OpaquePointer
    private let state: OpaquePointer

    /// The compose state for `locale`'s table, or `nil` when libxkbcommon finds no Compose
    /// file for it (libX11's data missing, or a locale it has none for).
    init?(context: OpaquePointer, locale: String) {
        guard
            let table = locale.withCString({
                xkb_compose_table_new_from_locale(context, $0, XKB_COMPOSE_COMPILE_NO_FLAGS)
            })
        else { return nil }
        guard let state = xkb_compose_state_new(table, XKB_COMPOSE_STATE_NO_FLAGS) else {
            xkb_compose_table_unref(table)
            return nil
        }
        self.locale = locale
        self.table = table
        self.state = state
    }

    deinit {
        xkb_compose_state_unref(state)
        xkb_compose_table_unref(table)
    }

    /// Feeds a pressed key's `keysym` (Backspace with `isBackspace`: not fed; it cancels a
    /// pending sequence) and says what the key does.
    func press(_ keysym: xkb_keysym_t, isBackspace: Bool) -> ComposeSequence.Action {
        if isBackspace {
            if sequence.isComposing { xkb_compose_state_reset(state) }
            return sequence.handle(.backspace)
        }
        guard xkb_compose_state_feed(state, keysym) == XKB_COMPOSE_FEED_ACCEPTED else {
            return sequence.handle(.passed)
        }
        switch xkb_compose_state_get_status(state) {
        case XKB_COMPOSE_COMPOSING:
            return sequence.handle(.extended(mark: Self.mark(for: keysym)))
        case XKB_COMPOSE_COMPOSED:
            let text = composedText()
            xkb_compose_state_reset(state)
            return sequence.handle(.composed(text))
        case XKB_COMPOSE_CANCELLED:
            xkb_compose_state_reset(state)
            return sequence.handle(.cancelled)
        default:
            return sequence.handle(.passed)
        }
    }

    /// Drops a pending sequence (the keyboard went away); true when one was pending.
    func cancel() -> Bool {
        xkb_compose_state_reset(state)
        return sequence.cancel()
    }

    /// The composed sequence's text, else its keysym's (a Compose file may give only a keysym).
    private func composedText() -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        var count = xkb_compose_state_get_utf8(state, &buffer, buffer.count)
        if count <= 0 { count = xkb_keysym_to_utf8(xkb_compose_state_get_one_sym(state), &buffer, buffer.count) - 1 }
        guard count > 0 else { return "" }
        return String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Spacing forms of the dead keys, by keysym name, for the marked text (the characters the
    /// macOS and iOS keyboards show for a pending accent; Unicode's spacing modifier letters).
    static let deadKeyMarks: [String: String] = [
        "dead_grave": "`", "dead_acute": "´", "dead_circumflex": "^", "dead_tilde": "~",
        "dead_macron": "¯", "dead_breve": "˘", "dead_abovedot": "˙", "dead_diaeresis": "¨",
        "dead_abovering": "˚", "dead_doubleacute": "˝", "dead_caron": "ˇ", "dead_cedilla": "¸",
        "dead_ogonek": "˛", "dead_iota": "ͺ", "dead_belowdot": ".", "dead_hook": "ˀ",
        "dead_horn": "ʼ", "dead_stroke": "/", "dead_greek": "µ", "dead_currency": "¤",
    ]
    /// The mark of the Compose key (`Multi_key`): a middle dot, as GTK shows it.
    static let composeKeyMark = "·"

    /// What a pending `keysym` shows: a dead key's spacing accent, the Compose key's dot, else
    /// the keysym's own character (the `"` of Compose `"` `u`), else nothing.
    static func mark(for keysym: xkb_keysym_t) -> String {
        if Int32(bitPattern: keysym) == XKB_KEY_Multi_key { return composeKeyMark }
        if let name = XKBKeyboard.name(of: keysym), let mark = deadKeyMarks[name] {
            return mark
        }
        guard let scalar = Unicode.Scalar(xkb_keysym_to_utf32(keysym)), scalar.value >= 0x20, scalar.value != 0x7F
        else { return "" }
        return String(scalar)
    }
}
