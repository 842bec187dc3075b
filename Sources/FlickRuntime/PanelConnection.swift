/// Whether the panel Flick's KMS presenter drives is still attached (`DRMPresenter`), from
/// the connector's status read every `checkInterval` presents: a panel unplugged mid-run
/// stops the presents (no flips to a connector with nothing on it, no error per frame) and
/// is reported once; plugged back, its mode is set again and presents resume, reported once.
///
/// ```mermaid
/// stateDiagram-v2
///     [*] --> connected
///     connected --> connected: observe(attached) / none
///     connected --> disconnected: observe(detached) / stopPresenting
///     disconnected --> disconnected: observe(detached) / none
///     disconnected --> connected: observe(attached) / restoreMode
/// ```
///
/// Pure: the presenter reads the status and carries the actions out.
struct PanelConnection: Hashable, Sendable {
    /// Where the panel is.
    enum State: Hashable, Sendable {
        /// Attached: frames are flipped to it.
        case connected
        /// Detached since the present counted `since`: frames are drawn, not shown.
        case disconnected(since: Int)
    }

    /// What the presenter does after an observation.
    enum Action: Hashable, Sendable {
        /// Nothing changes.
        case none
        /// Stop flipping; report the panel gone.
        case stopPresenting
        /// Set the mode on the CRTC again (the panel is back); report it.
        case restoreMode
    }

    /// How many presents pass between two reads of the connector's status: about once a
    /// second at 60 Hz (ours: a read is one ioctl without probing, `drmModeGetConnectorCurrent`,
    /// and a kiosk panel is rarely unplugged).
    static let checkInterval = 60

    private(set) var state = State.connected
    /// Presents counted so far.
    private(set) var presents = 0

    /// True when the present about to be made should read the status first.
    mutating func countPresent() -> Bool {
        presents += 1
        // While detached, every present checks: the panel coming back is shown at once.
        if case .disconnected = state { return true }
        return presents % Self.checkInterval == 0
    }

    /// True while frames are flipped to the panel.
    var isPresenting: Bool { state == .connected }

    /// The connector reads `attached` (connected, with modes).
    mutating func observe(attached: Bool) -> Action {
        switch (state, attached) {
        case (.connected, true), (.disconnected, false):
            return .none
        case (.connected, false):
            state = .disconnected(since: presents)
            return .stopPresenting
        case (.disconnected, true):
            state = .connected
            return .restoreMode
        }
    }
}
