/// Why frames cannot go straight to a panel through KMS (`DRMPresenter`), in words that say
/// what to do.
public enum DRMError: Error, Equatable, CustomStringConvertible, Sendable {
    /// No DRM device node could be opened (`/dev/dri/card*`).
    case noDevice(String)
    /// The node is not a KMS device (no mode-setting resources).
    case notKMS(path: String)
    /// No connector has a panel attached with a mode.
    case noConnectedPanel(path: String)
    /// The connector or mode asked for (`--drm-output`) is not there; `reason` names what is.
    case noSuchOutput(path: String, reason: String)
    /// Another process holds DRM master (a display server, or another app on this VT).
    case masterHeld(path: String)
    /// A libdrm call failed; `errno`'s text.
    case call(String, path: String, reason: String)

    /// A readable message.
    public var description: String {
        switch self {
        case .noDevice(let reason):
            return "no DRM device to draw on (\(reason)); a panel needs /dev/dri/card0 (its kernel driver loaded, "
                + "the user in the video group)"
        case .notKMS(let path):
            return "\(path) is not a mode-setting (KMS) device"
        case .noConnectedPanel(let path):
            return "\(path): no connector has a panel attached with a mode (check the cable, or the panel's power)"
        case .noSuchOutput(let path, let reason):
            return "\(path): \(reason)"
        case .masterHeld(let path):
            return "\(path): another process holds the display (DRM master: a display server, or another app on "
                + "this VT); stop it, or run on a free VT"
        case .call(let call, let path, let reason):
            return "\(path): \(call) failed: \(reason)"
        }
    }
}
