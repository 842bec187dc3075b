import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension Error {
    /// Why a file operation failed, in the system's words ("No such file or directory"), for
    /// a message that names the file itself; other errors as they describe themselves.
    /// Foundation's `localizedDescription` does this through NSError, which is not in
    /// FoundationEssentials (Flick's modules leave full Foundation out so a process never
    /// maps ICU); within the package only.
    package var systemReason: String {
        if let posix = self as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        guard let cocoa = self as? CocoaError else { return String(describing: self) }
        if let posix = cocoa.underlying as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        switch cocoa.code {
        case .fileNoSuchFile, .fileReadNoSuchFile: return String(cString: strerror(ENOENT))
        case .fileReadNoPermission, .fileWriteNoPermission: return String(cString: strerror(EACCES))
        case .fileWriteOutOfSpace: return String(cString: strerror(ENOSPC))
        case .fileWriteVolumeReadOnly: return String(cString: strerror(EROFS))
        default: return "file error \(cocoa.code.rawValue)"
        }
    }
}
