extension StringProtocol {
    /// The text without the white space (spaces, tabs, line breaks) around it. Foundation's
    /// `trimmingCharacters(in:)` is not in FoundationEssentials, which Flick's modules import
    /// in place of Foundation so a process never maps ICU (see FlickRender's
    /// `Memory` article); within the package only.
    package var trimmingWhiteSpace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        return String(self[first...last])
    }
}
