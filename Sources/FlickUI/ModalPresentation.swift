import FlickAnimation

/// The views of one presentation (`UIPresentationController`'s part): the dimming behind a
/// sheet and whether a presentation or dismissal is animating.
final class ModalPresentation {
    /// The dimming over the presenter (a page sheet only).
    let dimmingView: View?
    /// The presenter's view that shrinks behind a page sheet.
    let presenterView: View
    /// True while the presentation or dismissal animates.
    var isAnimating = false

    init(dimmingView: View?, presenterView: View) {
        self.dimmingView = dimmingView
        self.presenterView = presenterView
    }
}
