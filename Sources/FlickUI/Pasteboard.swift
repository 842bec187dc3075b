import Synchronization

/// A clipboard for text (`UIPasteboard`, text only): what Cut and Copy put and Paste takes.
/// A window uses the process's own (`ProcessPasteboard.shared`) unless the runtime gives it
/// the display's (SDL's clipboard in a desktop window).
public protocol Pasteboard: AnyObject {
    /// The text on the clipboard, or `nil` when it holds none.
    var string: String? { get set }
}

/// The process's own clipboard: shared by the windows of the process, gone when it exits (a
/// kiosk with no display server has no other).
public final class ProcessPasteboard: Pasteboard, Sendable {
    /// The one clipboard of the process.
    public static let shared = ProcessPasteboard()

    private let storage = Mutex<String?>(nil)

    /// An empty clipboard (tests make their own; apps use `shared`).
    public init() {}

    /// The text on the clipboard, or `nil`.
    public var string: String? {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}

extension Window {
    /// The clipboard the window's text views cut, copy and paste with (the process's own by
    /// default; the runtime gives a desktop window SDL's).
    public var pasteboard: any Pasteboard {
        get { inputViewHost.pasteboard }
        set { inputViewHost.pasteboard = newValue }
    }
}
