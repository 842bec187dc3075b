import FlickAnimation
import FlickGestures

/// The views of one presentation (`UIPresentationController`'s part): the dimming behind a
/// sheet and whether a presentation or dismissal is animating.
final class ModalPresentation {
    /// The dimming over the presenter (a page sheet only).
    let dimmingView: View?
    /// The presenter's view that shrinks behind a page sheet.
    let presenterView: View
    /// True while the presentation or dismissal animates (or a drag dismisses).
    var isAnimating = false
    /// The drag that dismisses a page sheet (ViewController+SheetDismissal.swift).
    var dismissalPan: PanGestureRecognizer?
    /// The running interactive dismissal, or `nil`.
    var dismissal: SheetDismissal?

    init(dimmingView: View?, presenterView: View) {
        self.dimmingView = dimmingView
        self.presenterView = presenterView
    }
}
