import FlickInput
import FoundationEssentials
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#endif

/// Writes a command's output file (`flick synth -o`) without ever replacing what is not a
/// regular file: a regular file (or a new one) is replaced atomically (a temporary file
/// renamed over it); a symbolic link is followed and its target written the same way, the
/// link kept; a FIFO or a character device (/dev/stdout, /dev/full) is written through;
/// a directory, a block device or a socket is refused. Failures are `CommandFailure`s.
enum OutputFile {
    /// Links followed before giving up (Linux's own limit before ELOOP, `fs/namei.c` MAXSYMLINKS).
    static let symbolicLinkLimit = 40

    /// Writes `text` to `path` as described above.
    static func write(_ text: String, to path: String) throws {
        let quoted = QuotedInput.excerpt(path)
        guard !path.isEmpty else { throw CommandFailure(description: "expected an output path, got an empty one") }
        var status = stat()
        guard stat(path, &status) == 0 else {
            guard errno == ENOENT else { throw failure(quoted, reason: String(cString: strerror(errno))) }
            return try replace(path: resolved(path), with: text, quoted: quoted)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: try replace(path: resolved(path), with: text, quoted: quoted)
        case S_IFIFO, S_IFCHR: try writeThrough(path: path, text: text, quoted: quoted)
        case S_IFDIR: throw failure(quoted, reason: "it is a directory (give a file name inside it)")
        case S_IFBLK: throw failure(quoted, reason: "it is a block device, which flick never overwrites")
        default: throw failure(quoted, reason: "it is not a regular file")
        }
    }

    /// Opens `path` for a stream of writes (`flick record -o`) without replacing anything: a
    /// new or regular file is truncated, a link followed, a FIFO or character device written
    /// through; a directory, a block device or a socket is refused.
    /// Returns the open descriptor; the caller closes it.
    static func openForStreaming(_ path: String) throws -> Int32 {
        let quoted = QuotedInput.excerpt(path)
        guard !path.isEmpty else { throw CommandFailure(description: "expected an output path, got an empty one") }
        var status = stat()
        if stat(path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFREG, S_IFIFO, S_IFCHR: break
            case S_IFDIR: throw failure(quoted, reason: "it is a directory (give a file name inside it)")
            case S_IFBLK: throw failure(quoted, reason: "it is a block device, which flick never overwrites")
            default: throw failure(quoted, reason: "it is not a regular file")
            }
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(quoted, reason: String(cString: strerror(errno))) }
        return descriptor
    }

    /// Appends `data` to `file` (opened by `openForStreaming`); a failure names `path`.
    static func append(_ text: String, to descriptor: Int32, path: String) throws {
        if let reason = writeAll(text, to: descriptor) { throw failure(QuotedInput.excerpt(path), reason: reason) }
    }

    /// Writes all of `text` to `descriptor`, retrying interrupted writes; the system's reason
    /// when a write fails ("nothing written" when one writes no byte), else nil.
    private static func writeAll(_ text: String, to descriptor: Int32) -> String? {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return written < 0 ? String(cString: strerror(errno)) : "nothing written" }
            offset += written
        }
        return nil
    }

    /// The folder part of `path` ("" for a bare name, "/" for a file at the root), as
    /// `NSString.deletingLastPathComponent` gives it.
    static func folder(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        var folder = trimmed[..<slash]
        while folder.count > 1, folder.hasSuffix("/") { folder = folder.dropLast() }
        return String(folder)
    }

    /// `path` with symbolic links followed (a dangling link gives its target), so a rename
    /// replaces the target and keeps the link.
    static func resolved(_ path: String) -> String {
        var current = path
        for _ in 0..<symbolicLinkLimit {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, Int(PATH_MAX))
            guard count > 0 else { return current }
            let target = String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let folder = Self.folder(of: current)
            current = target.hasPrefix("/") || folder.isEmpty ? target : folder + "/" + target
        }
        return current
    }

    private static func replace(path: String, with text: String, quoted: String) throws {
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            let folder = Self.folder(of: path)
            if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
                throw failure(quoted, reason: "its folder does not exist")
            }
            throw failure(quoted, reason: error.systemReason)
        }
    }

    private static func writeThrough(path: String, text: String, quoted: String) throws {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(quoted, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        if let reason = writeAll(text, to: descriptor) { throw failure(quoted, reason: reason) }
    }

    private static func failure(_ quoted: String, reason: String) -> CommandFailure {
        CommandFailure(description: "\(quoted): cannot write (\(reason))")
    }
}
