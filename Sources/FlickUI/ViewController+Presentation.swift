import FlickAnimation
import FlickInput

extension ViewController {
    /// A presentation's duration: 0.5 s (Flutter sheet.dart, iOS 18 eyeballed, research note
    /// app-platform §6 [F-SH]).
    public static let presentationDuration: Double = 0.5
    /// The presentation curve: ease-out (Flutter's fastEaseInToSlowEaseOut approximated by
    /// one cubic: our choice).
    public static let presentationTimingFunction = TimingFunction.easeOut
    /// The gap above a page sheet, as a fraction of the window's height: 8 % (Flutter
    /// sheet.dart [F-SH]).
    public static let sheetTopGapFraction: Double = 0.08
    /// The presenter's scale behind a page sheet: 1 − 0.0835 (Flutter sheet.dart [F-SH]).
    public static let presenterScale: Double = 1 - 0.0835
    /// The dimming over the presenter, alpha of black: 10 % (Flutter sheet.dart [F-SH]).
    public static let sheetDimming: Double = 0.1

    /// The controller presenting from here: the root of this one's container chain (UIKit
    /// presents from the nearest full-screen ancestor).
    var presentationRoot: ViewController {
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }

    /// Why presenting `controller` from this one fails, or `nil` when it can.
    public func presentProblem(_ controller: ViewController) -> String? {
        let root = presentationRoot
        if let running = root.presentation, running.dismissal != nil, let presented = root.presentedViewController {
            return
                "\(debugName): presenting \(controller.debugName) while \(presented.debugName) is dragged to dismiss "
                + "is not supported"
        }
        if let presented = root.presentedViewController {
            return "\(debugName): presenting \(controller.debugName) while it already presents \(presented.debugName) "
                + "is not supported"
        }
        if let running = root.presentation, running.isAnimating {
            return "\(debugName): presenting \(controller.debugName) while a presentation runs is not supported"
        }
        if controller.presentingViewController != nil || controller.parent != nil || controller === root {
            return "\(debugName): presenting \(controller.debugName), already shown elsewhere, is not supported"
        }
        if root.viewIfLoaded?.window == nil {
            return "\(debugName): presenting \(controller.debugName) from a controller not in a window is not supported"
        }
        return nil
    }

    /// Presents `controller` over this one's screen (`present(_:animated:completion:)`): a
    /// page sheet slides up over the dimmed, shrunken presenter; a full-screen cover slides up
    /// and the presenter leaves. `completion` runs when it ends. Presenting while a
    /// presentation is shown or runs is logged and refused (UIKit logs "Attempt to present …
    /// which is already presenting"), naming both controllers; `completion` is not called.
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        if let problem = presentProblem(controller) {
            log.error("\(problem); refused")
            return
        }
        let root = presentationRoot
        let window = root.view.window!
        let bounds = window.bounds
        let sheet = controller.modalPresentationStyle == .pageSheet
        var dimming: View?
        if sheet {
            let view = View(frame: bounds)
            view.name = "sheet dimming"
            view.backgroundColor = .black
            view.alpha = 0
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(view)
            dimming = view
        }
        let presentation = ModalPresentation(dimmingView: dimming, presenterView: root.view)
        root.presentation = presentation
        root.presentedViewController = controller
        controller.presentingViewController = root
        controller.isBeingPresented = true
        if !sheet { root.beginAppearanceTransition(false, animated: animated) }
        controller.loadViewIfNeeded()
        controller.beginAppearanceTransition(true, animated: animated)
        let top = sheet ? bounds.height * Self.sheetTopGapFraction : 0
        let frame = Rect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
        controller.view.frame = frame.offsetBy(Point(x: 0, y: bounds.height - top))
        // A turn or resize of the window keeps the sheet's top gap its fraction of the height.
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleTopMargin]
        window.addSubview(controller.view)
        if sheet { installDismissalPan(on: controller, presentation: presentation) }
        presentation.isAnimating = true
        let finish = { [weak root, weak controller] in
            presentation.isAnimating = false
            guard let root, let controller else { return }
            if !sheet {
                root.viewIfLoaded?.removeFromSuperview()
                root.endAppearanceTransition(animated: animated)
            }
            controller.endAppearanceTransition(animated: animated)
            controller.isBeingPresented = false
            completion?()
        }
        let changes = {
            controller.view.frame = frame
            dimming?.alpha = Self.sheetDimming
            if sheet { root.view.transform = Transform3D(scaleX: Self.presenterScale, y: Self.presenterScale) }
        }
        animatePresentation(in: window, animated: animated, changes: changes, completion: finish)
    }

    /// Dismisses the controller this one presented, or this one when it was presented
    /// (`dismiss(animated:completion:)`): it slides down, the presenter returns. With nothing
    /// to dismiss, or while a presentation runs, it logs and calls `completion` at once (UIKit
    /// does nothing).
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let root = presentationRoot
        let presenter = root.presentedViewController != nil ? root : root.presentingViewController
        guard let presenter, let controller = presenter.presentedViewController,
            let presentation = presenter.presentation, let window = controller.viewIfLoaded?.window
        else {
            log.warning("\(debugName).dismiss(animated:): nothing presented; ignored")
            completion?()
            return
        }
        if presentation.dismissal != nil {
            log.error(
                "\(debugName).dismiss(animated:) while \(controller.debugName) is dragged to dismiss; refused")
            completion?()
            return
        }
        guard !presentation.isAnimating else {
            log.error("\(debugName).dismiss(animated:) while the presentation of \(controller.debugName) runs; refused")
            completion?()
            return
        }
        let sheet = presentation.dimmingView != nil
        controller.isBeingDismissed = true
        controller.beginAppearanceTransition(false, animated: animated)
        if !sheet {
            presenter.beginAppearanceTransition(true, animated: animated)
            presenter.view.frame = window.bounds
            window.insertSubview(presenter.view, at: 0)
        }
        presentation.isAnimating = true
        let finish = { [weak presenter, weak controller] in
            guard let presenter, let controller else { return }
            Self.completeDismissal(of: controller, by: presenter, sheet: sheet, animated: animated)
            completion?()
        }
        let changes = {
            controller.view.frame = controller.view.frame.offsetBy(
                Point(x: 0, y: window.bounds.height - controller.view.frame.minY))
            presentation.dimmingView?.alpha = 0
            presentation.presenterView.transform = .identity
        }
        animatePresentation(in: window, animated: animated, changes: changes, completion: finish)
    }

    /// Ends `controller`'s dismissal by `presenter`: views removed, links cut, the
    /// appearance callbacks' `did` half.
    static func completeDismissal(
        of controller: ViewController, by presenter: ViewController, sheet: Bool, animated: Bool
    ) {
        let presentation = presenter.presentation
        presentation?.isAnimating = false
        if let pan = presentation?.dismissalPan { controller.viewIfLoaded?.removeGestureRecognizer(pan) }
        controller.viewIfLoaded?.removeFromSuperview()
        presentation?.dimmingView?.removeFromSuperview()
        presenter.presentation = nil
        presenter.presentedViewController = nil
        controller.presentingViewController = nil
        controller.endAppearanceTransition(animated: animated)
        if !sheet { presenter.endAppearanceTransition(animated: animated) }
        controller.isBeingDismissed = false
    }

    /// Applies a presentation's or dismissal's `changes` in `window`, animated over
    /// `presentationDuration` or at once, then calls `completion`.
    func animatePresentation(
        in window: Window, animated: Bool, changes: () -> Void, completion: @escaping () -> Void
    ) {
        guard animated else {
            window.performWithoutAnimation(changes)
            completion()
            return
        }
        window.animate(
            withDuration: Self.presentationDuration, timingFunction: Self.presentationTimingFunction,
            animations: changes
        ) { _ in completion() }
    }
}
