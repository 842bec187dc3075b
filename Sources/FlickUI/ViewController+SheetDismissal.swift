import FlickAnimation
import FlickGestures
import FlickInput
import FlickScroll

extension ViewController {
    /// The release speed that decides a sheet's dismissal by its direction alone: 2 sheet
    /// heights per second (Flutter sheet.dart, research note app-platform §6 [F-SH]).
    public static let sheetDecidingFlingSpeed: Double = 2
    /// The progress past which a slower release dismisses: 0.48 (Flutter sheet.dart dismisses
    /// when the route's value, 1 at the top, is below 0.52 [F-SH]).
    public static let sheetDecidingProgress: Double = 0.48
    /// A released sheet's spring lasts this times the distance left (in sheet heights),
    /// seconds (Flutter sheet.dart's 300 ms release [F-SH]).
    public static let sheetMaximumReleaseDuration: Double = 0.3
    /// The shortest release animation, seconds (ours, as `NavigationController`'s).
    public static let sheetMinimumReleaseDuration: Double = 0.05

    /// Whether a release at `progress` (0…1 of the sheet's height) with `velocity` (sheet
    /// heights per second, positive down) dismisses: a fling at or over
    /// `sheetDecidingFlingSpeed` decides by its direction, a slower release by
    /// `sheetDecidingProgress`.
    public static func shouldDismissSheet(progress: Double, velocity: Double) -> Bool {
        InteractiveRelease.finishes(
            progress: progress, velocity: velocity, decidingSpeed: sheetDecidingFlingSpeed,
            decidingProgress: sheetDecidingProgress)
    }

    /// How far, in points, a sheet that refuses to be dismissed moves for a drag of `drag`
    /// points down on a sheet `height` points tall: the iOS rubber band (FlickScroll's
    /// `RubberBand`, c = 0.55), none upwards.
    public static func sheetRefusalOffset(forDrag drag: Double, height: Double) -> Double {
        RubberBand.offset(forOverscroll: max(drag, 0), dimension: height)
    }

    /// Adds the drag that dismisses `controller`'s page sheet.
    func installDismissalPan(on controller: ViewController, presentation: ModalPresentation) {
        let pan = PanGestureRecognizer(name: "sheet dismissal")
        pan.addTarget { [weak controller] event in controller?.handleSheetPan(event) }
        controller.view.addGestureRecognizer(pan)
        presentation.dismissalPan = pan
    }

    /// Places the presented sheet `offset` points below its top, the dimming and the
    /// presenter's scale following as a fraction of the sheet's height.
    private func placeSheet(offset: Double, presentation: ModalPresentation, top: Double, height: Double) {
        let fraction = min(max(offset / max(height, 1), 0), 1)
        view.frame = Rect(x: 0, y: top + offset, width: view.frame.width, height: view.frame.height)
        presentation.dimmingView?.alpha = Self.sheetDimming * (1 - fraction)
        let scale = Self.presenterScale + (1 - Self.presenterScale) * fraction
        presentation.presenterView.transform = Transform3D(scaleX: scale, y: scale)
    }

    private func handleSheetPan(_ event: GestureEvent) {
        switch event.phase {
        case .began:
            _ = beginSheetDrag()
        case .changed:
            moveSheet(translation: event.values.translation.y)
        case .ended, .cancelled:
            releaseSheet(velocity: event.values.velocity.y, ended: event.phase == .ended)
        default:
            break
        }
    }

    /// The presenter, the presentation, the sheet's top and height (points), while presented.
    private var sheetGeometry:
        (presenter: ViewController, presentation: ModalPresentation, top: Double, height: Double)?
    {
        guard let presenter = presentingViewController, let presentation = presenter.presentation,
            let window = viewIfLoaded?.window
        else { return nil }
        let top = window.bounds.height * Self.sheetTopGapFraction
        return (presenter, presentation, top, max(window.bounds.height - top, 1))
    }

    /// A drag on the sheet began: starts the interactive dismissal (or refusal). Returns
    /// whether it started.
    private func beginSheetDrag() -> Bool {
        guard let (_, presentation, _, _) = sheetGeometry else { return false }
        guard presentation.dismissal == nil, !presentation.isAnimating else {
            log.warning("\(debugName): drag on the sheet while its presentation or dismissal runs; ignored")
            return false
        }
        let refusing = isModalInPresentation || presentationDelegate?.presentationControllerShouldDismiss(self) == false
        presentation.dismissal = SheetDismissal(refusing: refusing)
        presentation.isAnimating = true
        if !refusing {
            isBeingDismissed = true
            beginAppearanceTransition(false, animated: true)
        }
        return true
    }

    /// The drag on the sheet moved to `translation` points down.
    private func moveSheet(translation: Double) {
        guard let (_, presentation, top, height) = sheetGeometry,
            var dismissal = presentation.dismissal, dismissal.isInteractive
        else { return }
        dismissal.update(translation: translation, height: height)
        presentation.dismissal = dismissal
        let offset: Double
        switch dismissal.state {
        case .tracking(let progress): offset = progress * height
        case .refusing(let shown): offset = shown
        case .finishing, .cancelling: return
        }
        view.performWithoutAnimation {
            placeSheet(offset: offset, presentation: presentation, top: top, height: height)
        }
    }

    /// The drag on the sheet ended (`ended`: lifted, else cancelled) at `velocity` points per
    /// second down: dismisses or springs back.
    private func releaseSheet(velocity: Double, ended: Bool) {
        guard let (presenter, presentation, top, height) = sheetGeometry,
            var dismissal = presentation.dismissal, dismissal.isInteractive
        else { return }
        let refused: Bool
        let progress: Double
        switch dismissal.state {
        case .tracking(let value): (refused, progress) = (false, value)
        case .refusing(let shown): (refused, progress) = (true, shown / height)
        case .finishing, .cancelling: return
        }
        // The event's values: the recognizer may have reset by the time its `ended` is sent.
        let speed = ended ? velocity / height : 0
        log.debug("\(debugName): sheet released at progress \(progress), \(speed) heights/s")
        let finishing = dismissal.release(
            finishing: ended && Self.shouldDismissSheet(progress: progress, velocity: speed))
        let release = InteractiveRelease(
            progress: progress, velocity: speed, finishing: finishing, maximumDuration: Self.sheetMaximumReleaseDuration,
            minimumDuration: Self.sheetMinimumReleaseDuration)
        presentation.dismissal = dismissal
        if refused { presentationDelegate?.presentationControllerDidAttemptToDismiss(self) }
        // Direction turned back: the appearance callbacks turn back too.
        if !finishing && !refused { beginAppearanceTransition(true, animated: true) }
        let target = release.target
        release.run(on: view) { [unowned self] in
            placeSheet(offset: target * height, presentation: presentation, top: top, height: height)
        } completion: { [weak self, weak presenter] in
            guard let self, let presenter else { return }
            self.endSheetDismissal(finishing: finishing, refused: refused, presenter: presenter)
        }
    }

    /// The page sheet presented in `view`'s window whose view holds `view`, or `nil`.
    static func presentedSheet(containing view: View) -> ViewController? {
        var top = view
        while let parent = top.superview, !(parent is Window) { top = parent }
        guard let sheet = top.window?.rootViewController?.presentationRoot.presentedViewController,
            sheet.modalPresentationStyle == .pageSheet, sheet.viewIfLoaded === top
        else { return nil }
        return sheet
    }

    /// The release's spring ended: dismissed as `dismiss(animated:)` ends, or back at the top.
    private func endSheetDismissal(finishing: Bool, refused: Bool, presenter: ViewController) {
        presenter.presentation?.dismissal = nil
        if finishing {
            Self.completeDismissal(of: self, by: presenter, sheet: true, animated: true)
            presentationDelegate?.presentationControllerDidDismiss(self)
            return
        }
        presenter.presentation?.isAnimating = false
        if !refused {
            endAppearanceTransition(animated: true)
            isBeingDismissed = false
        }
    }
}

extension ViewController: ScrollDragHandOffTarget {
    /// The sheet takes a downward drag the content has no room for, and an upward one while
    /// it is below its top; it begins its dismissal when it first moves.
    func scrollView(_ scrollView: ScrollView, takeDrag delta: Double, contentRoom room: Double) -> Double {
        let held = scrollView.dragHandOff.taken
        let take = delta > 0 ? max(delta - room, 0) : max(delta, -held)
        guard take != 0, let presentation = sheetGeometry?.presentation else { return 0 }
        if presentation.dismissal == nil {
            guard take > 0, beginSheetDrag() else { return 0 }
        }
        moveSheet(translation: held + take)
        return take
    }

    /// The drag ended: the sheet, if it began to move, is released.
    func scrollViewDragDidEnd(_ scrollView: ScrollView, velocity: Double, ended: Bool) {
        releaseSheet(velocity: velocity, ended: ended)
    }
}
