/// The built-in layouts, iOS-like (rows from KeyboardKit 7.9 `InputSet.swift` and Qt Virtual
/// Keyboard's de_DE / fr_FR `main.qml`; long-press alternates from KeyboardKit 7.9
/// `EnglishCalloutActionProvider.swift`, French ones from Qt VK), and the variants for a text
/// input's `KeyboardType`.
extension KeyboardLayout {
    /// English (US) QWERTY, with the numbers-and-symbols and second symbols pages.
    public static let englishUS = KeyboardLayout(
        checkedName: "en-US",
        pages: [
            letters(["qwertyuiop", "asdfghjkl", "zxcvbnm"], alternates: englishAlternates),
            numbers(currency: "$"), symbols,
        ])

    /// German (Germany) QWERTZ: z and y swapped, ü ö ä on the letter rows, ß on s.
    public static let germanDE = KeyboardLayout(
        checkedName: "de-DE",
        pages: [
            letters(["qwertzuiopü", "asdfghjklöä", "yxcvbnm"], alternates: englishAlternates),
            numbers(currency: "€"), symbols,
        ])

    /// French (France) AZERTY: a/q and z/w swapped, m on the second row.
    public static let frenchFR = KeyboardLayout(
        checkedName: "fr-FR",
        pages: [
            letters(["azertyuiop", "qsdfghjklm", "wxcvbn'"], alternates: frenchAlternates),
            numbers(currency: "€"), symbols,
        ])

    /// The language layouts built in, by name.
    public static let builtInLayouts = [englishUS, germanDE, frenchFR]

    /// Digits for `KeyboardType.numberPad`: 1–9 in a phone grid, 0 below, with backspace,
    /// return (to finish: iOS's pad has none) and the hide key in a fourth column.
    public static let numberPad = pad(named: "number-pad", bottom: [KeyboardKey(.character("0"), width: 4)])

    /// Digits and a decimal point for `KeyboardType.decimalPad`.
    public static let decimalPad = pad(
        named: "decimal-pad",
        bottom: [KeyboardKey(.character(".")), KeyboardKey(.character("0"), width: 3)])

    /// The layout to show for a text input of `type` when the keyboard's language layout is
    /// this one: itself for `.default`; the number or decimal pad; for `.emailAddress` the
    /// space bar gives room to `@` and `.`, for `.url` it becomes `.`, `/` and `.com` (iOS).
    public func variant(for type: KeyboardType) -> KeyboardLayout {
        switch type {
        case .default: return self
        case .numberPad: return .numberPad
        case .decimalPad: return .decimalPad
        case .emailAddress:
            return replacingSpace { width in
                [KeyboardKey(.space, width: width - 2), KeyboardKey(.character("@")), KeyboardKey(.character("."))]
            }
        case .url:
            return replacingSpace { width in
                [
                    KeyboardKey(.character(".")), KeyboardKey(.character("/")),
                    KeyboardKey(.character(".com"), width: width - 2),
                ]
            }
        }
    }

    /// The layout with the letters page's space bar replaced by `keys(spaceWidth)`.
    private func replacingSpace(with keys: (Double) -> [KeyboardKey]) -> KeyboardLayout {
        mappingRows { page, rows in
            guard page.name == Self.lettersPage else { return rows }
            return rows.map { row in row.flatMap { key in key.kind == .space ? keys(key.width) : [key] } }
        }
    }

    // MARK: - Building blocks

    /// The letters page's name.
    static let lettersPage = "letters"
    /// The numbers-and-symbols page's name.
    static let numbersPage = "numbers"
    /// The second symbols page's name.
    static let symbolsPage = "symbols"
    /// The width of shift and backspace beside the third letter row, in key units (KeyboardKit's
    /// iPhone layout gives them about 1.5 letter widths; est. from its `InputSet` rows).
    static let sideKeyWidth = 1.5
    /// The width of the return key, in key units (est., iOS iPhone proportions).
    static let returnWidth = 2.0

    /// A letters page: three rows of letters, shift and backspace around the third, then the
    /// bottom row. Shift and backspace widen so the third row is as wide as the widest.
    static func letters(_ rows: [String], alternates: [Character: String]) -> KeyboardPage {
        let keys = rows.map { row in
            row.map { letter in
                KeyboardKey(.character(String(letter)), alternates: (alternates[letter] ?? "").map(String.init))
            }
        }
        let units = Double(rows.map(\.count).max() ?? 0)
        let side = max(sideKeyWidth, (units - Double(rows[2].count)) / 2)
        let third = [KeyboardKey(.shift, width: side)] + keys[2] + [KeyboardKey(.backspace, width: side)]
        return KeyboardPage(
            name: lettersPage, switchLabel: "ABC", isShiftable: true,
            rows: [keys[0], keys[1], third, bottomRow(units: units, switchTo: numbersPage)])
    }

    /// The bottom row of every language page: page switch, space, return, hide.
    static func bottomRow(units: Double, switchTo page: String) -> [KeyboardKey] {
        let space = units - 2 * sideKeyWidth - returnWidth
        return [
            KeyboardKey(.page(page), width: sideKeyWidth), KeyboardKey(.space, width: space),
            KeyboardKey(.return, width: returnWidth), KeyboardKey(.hideKeyboard, width: sideKeyWidth),
        ]
    }

    /// The numbers-and-symbols page (iOS "123"), with the local currency first.
    static func numbers(currency: String) -> KeyboardPage {
        let second = ["-", "/", ":", ";", "(", ")", currency, "&", "@", "\""]
        return KeyboardPage(
            name: numbersPage, switchLabel: "123", isShiftable: false,
            rows: [
                "1234567890".map { KeyboardKey(.character(String($0)), alternates: $0 == "0" ? ["°"] : []) },
                second.map {
                    KeyboardKey(
                        .character($0), alternates: englishAlternates[Character($0)].map { $0.map(String.init) } ?? [])
                },
                punctuationRow(switchTo: symbolsPage),
                bottomRow(units: 10, switchTo: lettersPage),
            ])
    }

    /// The second symbols page (iOS "#+=").
    static let symbols = KeyboardPage(
        name: symbolsPage, switchLabel: "#+=", isShiftable: false,
        rows: [
            "[]{}#%^*+=".map { KeyboardKey(.character(String($0))) },
            "_\\|~<>€£¥•".map { KeyboardKey(.character(String($0))) },
            punctuationRow(switchTo: numbersPage),
            bottomRow(units: 10, switchTo: lettersPage),
        ])

    /// The third row of the symbol pages: the other symbol page's key, `. , ? ! '`, backspace.
    static func punctuationRow(switchTo page: String) -> [KeyboardKey] {
        let punctuation = ".,?!'".map { mark in
            KeyboardKey(
                .character(String(mark)), width: 1.4, alternates: (englishAlternates[mark] ?? "").map(String.init))
        }
        return [KeyboardKey(.page(page), width: sideKeyWidth)] + punctuation + [
            KeyboardKey(.backspace, width: sideKeyWidth)
        ]
    }

    /// A digit pad: 1–9, then `bottom`, with backspace, return and hide in a fourth column.
    static func pad(named name: String, bottom: [KeyboardKey]) -> KeyboardLayout {
        func digits(_ row: String) -> [KeyboardKey] { row.map { KeyboardKey(.character(String($0))) } }
        return KeyboardLayout(
            checkedName: name,
            pages: [
                KeyboardPage(
                    name: "digits", switchLabel: "123", isShiftable: false,
                    rows: [
                        digits("123") + [KeyboardKey(.backspace)],
                        digits("456") + [KeyboardKey(.return)],
                        digits("789") + [KeyboardKey(.hideKeyboard)],
                        bottom,
                    ])
            ])
    }

    /// English long-press alternates, iOS-like (KeyboardKit 7.9 `EnglishCalloutActionProvider`).
    static let englishAlternates: [Character: String] = [
        "a": "àáâäæãåā", "c": "çćč", "e": "èéêëēėę", "i": "îïíīįì", "l": "ł", "n": "ñń", "o": "ôöòóœøōõ",
        "s": "ßśš", "u": "ûüùúū", "y": "ÿ", "z": "žźż", "-": "–—•", "$": "€£¥₩₽¢", "&": "§", ".": "…",
        "?": "¿", "!": "¡", "'": "’‘`", "\"": "”“„»«",
    ]

    /// French long-press alternates (Qt Virtual Keyboard fr_FR `main.qml`).
    static let frenchAlternates: [Character: String] = [
        "a": "àâæ", "e": "éèêë", "u": "ùûü", "i": "îï", "o": "ôœ", "y": "ÿ", "c": "ç",
    ]
}
