/// Light or dark (UIKit's `UIUserInterfaceStyle`): the look a view's dynamic colours resolve
/// for (see View+Tint.swift).
public enum Appearance: String, Hashable, Sendable, CaseIterable {
    /// Dark content on light backgrounds (the default).
    case light
    /// Light content on dark backgrounds.
    case dark
}
