/// A failure-requirement set-up that would make recognizers wait for each other forever.
public enum GestureDependencyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Adding the requirement would close a cycle; `cycle` names the recognizers along it,
    /// starting and ending with the same one.
    case cycle([String])

    /// Readable text.
    public var description: String {
        switch self {
        case let .cycle(names):
            return "failure requirements would form a cycle: " + names.joined(separator: " requires ")
                + " to fail"
        }
    }
}
