/// How a presented controller is shown (`UIModalPresentationStyle`).
public enum ModalPresentationStyle: String, Sendable {
    /// Covers the window; the presenter leaves the tree (and gets disappear callbacks).
    case fullScreen
    /// A sheet over a dimmed, slightly shrunken presenter that stays in the tree and gets no
    /// appearance callbacks (iOS 13, research note app-platform §11 [HACK-13]).
    case pageSheet
}
