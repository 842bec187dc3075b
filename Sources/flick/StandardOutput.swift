import FlickInput
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#endif

/// The one output sink of every `flick` command: text and JSON lines go to C's `stdout`
/// (the stream Swift's `print` uses too, so the order of lines holds), and a failed write
/// (a full disk, /dev/full) is an error that ends the command with exit status 1, never a
/// silent loss. Lines stream out as they are made: stdio writes in blocks when standard
/// output is a file or a pipe, per line on a terminal.
enum StandardOutput {
    /// Appends `text` and a newline; throws `CommandFailure` once a write has failed.
    static func line(_ text: String) throws {
        var text = text
        text.append("\n")
        try write(text)
    }

    /// Appends one JSON object as a line.
    static func line(_ json: JSONLine) throws { try line(json.text) }

    /// Appends `text` as it is.
    static func write(_ text: String) throws {
        var text = text
        text.withUTF8 { bytes in _ = fwrite(bytes.baseAddress, 1, bytes.count, stdout) }
        try check()
    }

    /// Writes out everything buffered and throws if any write failed.
    static func flush() throws {
        fflush(stdout)
        try check()
    }

    /// Throws `CommandFailure` naming the system's reason when a write to standard output failed.
    static func check() throws {
        guard ferror(stdout) != 0 else { return }
        let reason = errno != 0 ? String(cString: strerror(errno)) : "write error"
        throw CommandFailure(description: "cannot write to standard output: \(reason)")
    }
}

/// Writes `text` to standard error in one write(2) (messages are short: see `Flick.main`).
func writeStandardError(_ text: String) {
    var bytes = Array(text.utf8)
    if bytes.last != 0x0a { bytes.append(0x0a) }
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeBytes { Glibc.write(STDERR_FILENO, $0.baseAddress! + offset, $0.count - offset) }
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
    }
}

/// Everything on standard input until its end (`flick synth -`); what was read before a
/// failed read (the failure ends the input, as an end of file would).
func readStandardInput() -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = chunk.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return bytes }
        bytes += chunk[..<count]
    }
}
