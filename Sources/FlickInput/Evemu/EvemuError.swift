/// A malformed evemu recording: where, and what was expected there.
///
/// Its description reads `file:line: expected …`, the way compilers report errors.
public struct EvemuError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file name (or the label given for text read from memory).
    public var file: String
    /// The 1-based line number; 0 when the problem is the file as a whole.
    public var line: Int
    /// What the reader expected to find, starting with "expected".
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`, with control bytes escaped (`QuotedInput`): a recording cannot
    /// reach the terminal through an error.
    public var description: String { QuotedInput.escaping("\(file):\(line): \(message)") }
}
