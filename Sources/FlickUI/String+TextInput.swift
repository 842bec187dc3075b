/// Text from a keyboard or the clipboard, made safe to insert.
extension String {
    /// The text with every control character but "\n" and "\t" (C0, DEL, C1) and every
    /// unpaired surrogate or noncharacter replaced by U+FFFD, and "\r\n" and "\r" made "\n":
    /// SDL's text input, a paste or a scanner may carry anything, and a field must draw and
    /// edit what it holds. (Invalid UTF-8 never reaches a `String`: decoding replaces it,
    /// as the runtime's `String(decoding:as:)` does.) Text with nothing to replace is
    /// returned as it is, without copying.
    public var sanitizedForTextInput: String {
        guard unicodeScalars.contains(where: Self.needsReplacement) else { return self }
        var scalars = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            if scalar == "\r" { scalars.append("\n"); continue }
            if scalar == "\n", previousWasCR { continue }
            scalars.append(Self.needsReplacement(scalar) ? "\u{FFFD}" : scalar)
        }
        return String(scalars)
    }

    private static func needsReplacement(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\n" || scalar == "\t" { return false }
        return scalar.properties.generalCategory == .control || scalar.properties.isNoncharacterCodePoint
    }
}
