#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#endif

/// Whether the demo's report reached standard output.
enum StandardOutputCheck {
    /// Flushes standard output; the system's reason when a write failed, else nil.
    static func failure() -> String? {
        guard fflush(stdout) != 0 || ferror(stdout) != 0 else { return nil }
        return String(cString: strerror(errno))
    }
}
