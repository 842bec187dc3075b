extension ViewController {
    /// Where a controller is in its appearance cycle (UIKit's private `_appearState`); the
    /// state machine is drawn in FlickUI.docc, Screens.md.
    public enum AppearanceState: String, Sendable {
        /// Not in the visible tree (the start).
        case disappeared
        /// `viewWillAppear` was called; `viewDidAppear` not yet.
        case appearing
        /// In the visible tree.
        case appeared
        /// `viewWillDisappear` was called; `viewDidDisappear` not yet.
        case disappearing
    }

    /// Starts an appearance transition (`UIViewController.beginAppearanceTransition`): calls
    /// `viewWillAppear` (`isAppearing`) or `viewWillDisappear`, then forwards to the children
    /// shown. A call that does not change the direction does nothing, so a cancelled
    /// interactive transition that turns back calls the other `will` method.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (appearanceState, isAppearing) {
        case (.disappeared, true), (.disappearing, true):
            appearanceState = .appearing
            viewWillAppear(animated)
        case (.appeared, false), (.appearing, false):
            appearanceState = .disappearing
            viewWillDisappear(animated)
        default:
            return
        }
        for child in appearanceChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the transition begun last (`endAppearanceTransition`): `viewDidAppear` or
    /// `viewDidDisappear`, then the children's. Without one begun it does nothing.
    public func endAppearanceTransition(animated: Bool = false) {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(animated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(animated)
        default:
            return
        }
        for child in appearanceChildren { child.endAppearanceTransition(animated: animated) }
    }
}
