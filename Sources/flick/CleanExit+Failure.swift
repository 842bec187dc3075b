import ArgumentParser

/// Command failures that print a message and exit non-zero.
struct CommandFailure: Error, CustomStringConvertible {
    /// What went wrong, shown to the user.
    var description: String
}

extension CleanExit {
    /// A failure with a message: `flick` prints it on standard error and exits with code 1.
    static func failure(_ message: String) -> any Error { CommandFailure(description: message) }
}
