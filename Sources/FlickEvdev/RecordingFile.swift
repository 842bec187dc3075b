import FlickInput
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A recording file opened for reading: the edge that gives FlickInput's pure reader
/// (`RecordingStream`) its bytes. Only regular files are read; everything else (a
/// directory, an empty path, /dev/null, a FIFO, /dev/zero) is refused with a message that
/// says what it is, as `EvemuError`s at line 0 (`path:0: expected a readable recording …`).
///
/// ```swift
/// var stream = try RecordingFile.stream(path: "Recordings/tap.evemu")   // bounded memory
/// let recording = try RecordingFile.load(path: "Recordings/tap.evemu")  // every event in memory
/// ```
public final class RecordingFile: ByteSource {
    /// The path as given.
    public let path: String
    private let descriptor: Int32

    /// Opens `path`; throws `EvemuError` (line 0) saying why it cannot be read.
    public init(path: String) throws {
        self.path = path
        func refuse(_ reason: String) -> EvemuError {
            EvemuError(file: path, line: 0, message: "expected a readable recording file, but \(reason)")
        }
        guard !path.isEmpty else {
            throw EvemuError(file: "<empty path>", line: 0, message: "expected a recording file path, got an empty one")
        }
        // O_NONBLOCK: opening a FIFO with no writer must not hang before we can refuse it.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw refuse(Self.reason(errno: errno)) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = Self.reason(errno: errno)
            close(descriptor)
            throw refuse(reason)
        }
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFREG else {
            close(descriptor)
            throw refuse(Self.describe(kind: kind))
        }
        // A regular file: blocking reads from here on.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Opens `path` as a stream: the device description now, the events as they are read.
    public static func stream(path: String) throws -> RecordingStream {
        try RecordingStream(source: RecordingFile(path: path), fileName: path)
    }

    /// Reads every event of the recording at `path` into memory.
    public static func load(path: String) throws -> Recording {
        try Recording(reading: stream(path: path))
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        while true {
            let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            if errno == EINTR { continue }
            throw EvemuError(file: path, line: 0, message: "expected a readable recording file, but reading failed: "
                             + Self.reason(errno: errno))
        }
    }

    /// What a file type is, for a refusal: "it is a directory", "it is not a regular file (a FIFO)".
    static func describe(kind: mode_t) -> String {
        switch kind {
        case S_IFDIR: return "it is a directory"
        case S_IFIFO: return "it is not a regular file (a FIFO)"
        case S_IFCHR: return "it is not a regular file (a character device, like /dev/null or /dev/zero)"
        case S_IFBLK: return "it is not a regular file (a block device)"
        case S_IFSOCK: return "it is not a regular file (a socket)"
        default: return "it is not a regular file"
        }
    }

    /// The system's reason for `errno`, in words ("No such file or directory").
    static func reason(errno code: Int32) -> String {
        switch code {
        case ENOENT: return "it does not exist"
        case EACCES, EPERM: return "permission to read it is denied"
        case ENOTDIR: return "a part of its path is not a directory"
        case EISDIR: return "it is a directory"
        default: return String(cString: strerror(code)).lowercased()
        }
    }
}
