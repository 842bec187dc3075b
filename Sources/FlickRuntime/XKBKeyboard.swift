import CXKBCommon
import FlickUI
import FoundationEssentials

/// A hardware keyboard's keymap and key state through libxkbcommon, for evdev keyboards with
/// no display server to apply the layout (a kiosk on KMS): the keymap is compiled from RMLVO
/// names (the `evdev` rules, the `pc105` model, a layout such as `us` or `de`) out of
/// xkb-data, and each evdev key code goes through `xkb_state` to FlickUI's key events and the
/// text it types (`KeyboardInput`), as SDL's text input does in a window.
///
/// Dead keys and Compose-key sequences go through the locale's compose table (``ComposeSequence``):
/// a pending sequence shows as marked text, the composed character replaces it. With no
/// compose table for the locale, keys type their plain keysyms and a dead key types nothing.
public final class XKBKeyboard {
    /// Where xkb-data keeps its rules and their layout lists (Debian's `xkb-data`).
    public static let rulesDirectory = "/usr/share/X11/xkb/rules"
    /// The rules the keymap is compiled with: evdev key codes (the kernel's, plus 8).
    public static let rules = "evdev"
    /// The keyboard model: the common 105-key PC keyboard (xkb-data's default).
    public static let model = "pc105"
    /// The layout used when none is given, or the given one is unknown.
    public static let defaultLayout = "us"
    /// X's key codes are the kernel's plus 8 (the X protocol reserves 0–7; xkb-data's
    /// `keycodes/evdev`).
    public static let evdevOffset: UInt32 = 8

    /// The layout the keymap was compiled with.
    public let layout: String
    /// The xkb options the keymap was compiled with (such as `compose:ralt`), or `nil`.
    public let options: String?
    /// The locale whose compose table applies, or `nil` when it has none (plain keysyms).
    public var composeLocale: String? { compose?.locale }
    private let context: OpaquePointer
    private let keymap: OpaquePointer
    private let state: OpaquePointer
    private let compose: XKBCompose?

    /// Compiles the keymap for `layout` (an xkb-data layout name such as `us`, `de`, `fr`) with
    /// xkb `options` (comma-separated, such as `compose:ralt` for a Compose key on the right
    /// Alt), and loads `locale`'s compose table (from the environment by default:
    /// ``composeLocale(in:)``). Throws `XKBError` when the name is not among the layouts in
    /// `rulesDirectory`'s `evdev.lst` (or `base.lst`), or libxkbcommon cannot compile it. A
    /// locale with no compose table is logged, and keys then type plain keysyms.
    public init(
        layout: String, options: String? = nil, rulesDirectory: String = XKBKeyboard.rulesDirectory,
        locale: String = XKBKeyboard.composeLocale(in: ProcessInfo.processInfo.environment)
    ) throws(XKBError) {
        let known = Self.availableLayouts(rulesDirectory: rulesDirectory)
        if !known.isEmpty, !known.contains(layout) {
            throw XKBError.unknownLayout(layout, available: known)
        }
        guard let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else { throw XKBError.noContext }
        // Unknown names are reported by `unknownLayout` above; libxkbcommon's own messages
        // (to stderr) would only repeat them.
        xkb_context_set_log_level(context, XKB_LOG_LEVEL_CRITICAL)
        let compiled: OpaquePointer? = Self.rules.withCString { rules in
            Self.model.withCString { model in
                layout.withCString { layoutName in
                    Self.withOptionalCString(options) { optionNames in
                        var names = xkb_rule_names(
                            rules: rules, model: model, layout: layoutName, variant: nil, options: optionNames)
                        return xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS)
                    }
                }
            }
        }
        guard let keymap = compiled else {
            xkb_context_unref(context)
            throw XKBError.cannotCompile(layout)
        }
        guard let state = xkb_state_new(keymap) else {
            xkb_keymap_unref(keymap)
            xkb_context_unref(context)
            throw XKBError.cannotCompile(layout)
        }
        self.layout = layout
        self.options = options
        self.context = context
        self.keymap = keymap
        self.state = state
        compose = XKBCompose(context: context, locale: locale)
        if compose == nil {
            log.warning(
                "no compose table for locale \"\(locale)\" (libX11's /usr/share/X11/locale, Debian libx11-data): dead keys and Compose sequences type nothing"
            )
        }
    }

    /// The locale whose compose table applies, from `environment` as locale(7) and
    /// libxkbcommon's compose guide (xkbcommon-compose.h) say: the first set of `LC_ALL`,
    /// `LC_CTYPE` and `LANG`, else `C` (which libxkbcommon maps to en_US.UTF-8's table).
    public static func composeLocale(in environment: [String: String]) -> String {
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = environment[name], !value.isEmpty { return value }
        }
        return "C"
    }

    private static func withOptionalCString<Result>(
        _ string: String?, _ body: (UnsafePointer<CChar>?) -> Result
    ) -> Result {
        guard let string else { return body(nil) }
        return string.withCString { body($0) }
    }

    deinit {
        xkb_state_unref(state)
        xkb_keymap_unref(keymap)
        xkb_context_unref(context)
    }

    /// The keyboard for `layout`, else (an unknown name: `problem` says which, and which
    /// layouts there are) the default `us`; `nil` when not even that compiles (no xkb-data).
    public static func opening(
        layout: String, options: String? = nil, rulesDirectory: String = XKBKeyboard.rulesDirectory
    ) -> (keyboard: XKBKeyboard?, problem: String?) {
        do {
            return (try XKBKeyboard(layout: layout, options: options, rulesDirectory: rulesDirectory), nil)
        } catch {
            guard layout != defaultLayout else { return (nil, "\(error)") }
            let fallback = try? XKBKeyboard(layout: defaultLayout, options: options, rulesDirectory: rulesDirectory)
            return (fallback, "\(error); using \(defaultLayout)")
        }
    }

    /// The layout names xkb-data lists (the `! layout` section of `evdev.lst`, else
    /// `base.lst`), in the file's order; empty when neither can be read.
    public static func availableLayouts(rulesDirectory: String = XKBKeyboard.rulesDirectory) -> [String] {
        for file in ["evdev.lst", "base.lst"] {
            guard let text = try? String(contentsOfFile: rulesDirectory + "/" + file, encoding: .utf8) else { continue }
            let layouts = layoutNames(inList: text)
            if !layouts.isEmpty { return layouts }
        }
        return []
    }

    /// The names in the `! layout` section of an xkb-data `.lst` file's text.
    static func layoutNames(inList text: String) -> [String] {
        var names: [String] = []
        var inLayouts = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("!") {
                inLayouts = line.dropFirst().trimmingWhiteSpace == "layout"
                continue
            }
            if inLayouts, let name = line.split(separator: " ", omittingEmptySubsequences: true).first {
                names.append(String(name))
            }
        }
        return names
    }

    // MARK: Keys

    /// True when `code` (an evdev key code) names a key of the keymap.
    public func hasKey(_ code: UInt16) -> Bool {
        let keycode = UInt32(code) + Self.evdevOffset
        return keycode >= xkb_keymap_min_keycode(keymap) && keycode <= xkb_keymap_max_keycode(keymap)
            && xkb_keymap_num_layouts_for_key(keymap, keycode) > 0
    }

    /// True when the keymap says `code` repeats while held (letters do; modifiers do not).
    public func repeats(_ code: UInt16) -> Bool {
        hasKey(code) && xkb_keymap_key_repeats(keymap, UInt32(code) + Self.evdevOffset) != 0
    }

    /// The modifiers in effect now.
    public var modifiers: KeyModifiers {
        var modifiers: KeyModifiers = []
        let names: [(String, KeyModifiers)] = [
            ("Shift", .shift), ("Control", .control), ("Mod1", .alternate), ("Mod4", .command), ("Lock", .capsLock),
        ]
        for (name, modifier) in names where xkb_state_mod_name_is_active(state, name, XKB_STATE_MODS_EFFECTIVE) > 0 {
            modifiers.insert(modifier)
        }
        return modifiers
    }

    /// Key `code` (an evdev key code) went down (`pressed`) or up at `time` (seconds), or
    /// repeats while held (`isRepeat`, pressed): its key event and, going down with neither
    /// Ctrl nor Alt held, the text it types, through the compose table: a key that starts or
    /// extends a dead-key or Compose sequence gives marked text (`.composition`), the one that
    /// completes it the composed text (which replaces the marked text), and one that cancels
    /// it (Backspace included) only the end of the marked text, not even its key event. A code
    /// the keymap does not have gives nothing (logged), and changes no state.
    public func handle(code: UInt16, pressed: Bool, isRepeat: Bool = false, at time: Double) -> [KeyboardInput] {
        guard hasKey(code) else {
            log.debug("evdev key code \(code) is not in the \(layout) keymap; ignored")
            return []
        }
        let keycode = UInt32(code) + Self.evdevOffset
        // What the key types is read before the key changes the state (xkbcommon's guide).
        let held = modifiers
        let key = key(for: keycode)
        var inputs: [KeyboardInput] = [
            .key(
                KeyEvent(
                    key: key, phase: pressed ? .pressed : .released, modifiers: held, isRepeat: isRepeat, time: time))
        ]
        if pressed, held.intersection([.control, .alternate, .command]).isEmpty {
            let action =
                compose?.press(xkb_state_key_get_one_sym(state, keycode), isBackspace: key == .backspace) ?? .typeKey
            switch action {
            case .typeKey:
                if let text = text(of: keycode) { inputs.append(.text(text)) }
            case .mark(let marked):
                inputs.append(.composition(marked, cursor: marked.count))
            case .commit(let text):
                inputs.append(text.isEmpty ? .composition("", cursor: 0) : .text(text))
            case .drop:
                inputs = [.composition("", cursor: 0)]
            }
        }
        if !isRepeat { xkb_state_update_key(state, keycode, pressed ? XKB_KEY_DOWN : XKB_KEY_UP) }
        return inputs
    }

    /// Lets go of every key (a keyboard unplugged with keys down): modifiers end, and a
    /// pending dead-key or Compose sequence drops (its marked text ends: the inputs returned).
    @discardableResult
    public func releaseAll() -> [KeyboardInput] {
        let minimum = xkb_keymap_min_keycode(keymap), maximum = xkb_keymap_max_keycode(keymap)
        for keycode in minimum...maximum { xkb_state_update_key(state, keycode, XKB_KEY_UP) }
        return compose?.cancel() ?? false ? [.composition("", cursor: 0)] : []
    }

    /// The text `keycode` types in the current state, or `nil` (none, or a control character
    /// such as Return's carriage return: those act as keys).
    private func text(of keycode: UInt32) -> String? {
        var buffer = [CChar](repeating: 0, count: 64)
        let count = xkb_state_key_get_utf8(state, keycode, &buffer, buffer.count)
        guard count > 0 else { return nil }
        let text = String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let printable = text.unicodeScalars.contains { $0.value >= 0x20 && $0.value != 0x7F }
        return printable ? text : nil
    }

    /// FlickUI's key for `keycode`: an editing key by its keysym, else the character of its
    /// first level (lowercase, unmodified: `y` on a US keymap, `z` on a German one), else the
    /// keysym's name.
    private func key(for keycode: UInt32) -> Key {
        let symbol = xkb_state_key_get_one_sym(state, keycode)
        switch Int32(bitPattern: symbol) {
        case XKB_KEY_Return, XKB_KEY_KP_Enter: return .returnKey
        case XKB_KEY_Escape: return .escape
        case XKB_KEY_BackSpace: return .backspace
        case XKB_KEY_Delete, XKB_KEY_KP_Delete: return .delete
        case XKB_KEY_Tab, XKB_KEY_ISO_Left_Tab: return .tab
        case XKB_KEY_Left, XKB_KEY_KP_Left: return .leftArrow
        case XKB_KEY_Right, XKB_KEY_KP_Right: return .rightArrow
        case XKB_KEY_Up, XKB_KEY_KP_Up: return .upArrow
        case XKB_KEY_Down, XKB_KEY_KP_Down: return .downArrow
        case XKB_KEY_Home, XKB_KEY_KP_Home: return .home
        case XKB_KEY_End, XKB_KEY_KP_End: return .end
        case XKB_KEY_Prior, XKB_KEY_KP_Prior: return .pageUp
        case XKB_KEY_Next, XKB_KEY_KP_Next: return .pageDown
        default: break
        }
        var symbols: UnsafePointer<xkb_keysym_t>?
        let layoutIndex = xkb_state_key_get_layout(state, keycode)
        if xkb_keymap_key_get_syms_by_level(keymap, keycode, layoutIndex == UInt32.max ? 0 : layoutIndex, 0, &symbols)
            > 0,
            let base = symbols?.pointee, let scalar = Unicode.Scalar(xkb_keysym_to_utf32(base)), scalar.value >= 0x20,
            scalar.value != 0x7F
        {
            return .character(Character(String(scalar).lowercased()))
        }
        return .other(Self.name(of: symbol) ?? "keycode \(keycode)")
    }

    /// The keysym's xkb name (`dead_acute`, `Return`), or nil when libxkbcommon has none.
    static func name(of keysym: xkb_keysym_t) -> String? {
        var name = [CChar](repeating: 0, count: keysymNameCapacity)
        let count = xkb_keysym_get_name(keysym, &name, name.count)
        guard count > 0 else { return nil }
        return String(decoding: name.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Bytes for a keysym's name with its terminator: xkbcommon's longest names are under 40
    /// (`xkbcommon/xkbcommon-keysyms.h`).
    static let keysymNameCapacity = 64
}

/// Why a keymap could not be made.
public enum XKBError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The layout is not among xkb-data's (the ones found listed).
    case unknownLayout(String, available: [String])
    /// libxkbcommon could not make a context (out of memory).
    case noContext
    /// libxkbcommon could not compile the layout (xkb-data missing or broken).
    case cannotCompile(String)

    /// What went wrong and what to do.
    public var description: String {
        switch self {
        case .unknownLayout(let name, let available):
            "unknown keyboard layout \"\(name)\": xkb-data (\(XKBKeyboard.rulesDirectory)/evdev.lst) has "
                + "\(available.count) layouts: \(available.joined(separator: ", "))"
        case .noContext:
            "libxkbcommon could not make a context"
        case .cannotCompile(let name):
            "libxkbcommon could not compile the keyboard layout \"\(name)\" (is xkb-data installed?)"
        }
    }
}
