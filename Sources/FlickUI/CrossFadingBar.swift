import FlickAnimation

/// A bar whose content cross-fades between screens: `NavigationBar` and `Toolbar`. Each
/// screen's content is one view filling the bar; a transition shows the incoming content over
/// the outgoing one and fades between them by progress (interactive) or in an animation.
open class CrossFadingBar: View {
    /// The content shown (the outgoing one while a cross-fade runs).
    public private(set) var content: View?
    /// The content fading in, while a cross-fade runs.
    public private(set) var incomingContent: View?

    /// Shows `newContent` at once, ending any cross-fade.
    func setContent(_ newContent: View) {
        incomingContent?.removeFromSuperview()
        incomingContent = nil
        content?.removeFromSuperview()
        content = newContent
        newContent.frame = bounds
        newContent.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(newContent)
    }

    /// Starts a cross-fade to `newContent` (transparent at first).
    func beginCrossFade(to newContent: View) {
        incomingContent?.removeFromSuperview()
        incomingContent = newContent
        newContent.frame = bounds
        newContent.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        newContent.alpha = 0
        addSubview(newContent)
    }

    /// Sets the cross-fade's progress, 0 (outgoing shown) to 1 (incoming shown).
    func setCrossFadeProgress(_ progress: Double) {
        incomingContent?.alpha = progress
        content?.alpha = 1 - progress
    }

    /// Ends the cross-fade: the incoming content stays (`finished`) or is dropped.
    func endCrossFade(finished: Bool) {
        guard let incoming = incomingContent else { return }
        incomingContent = nil
        if finished {
            content?.removeFromSuperview()
            content = incoming
            incoming.alpha = 1
        } else {
            incoming.removeFromSuperview()
            content?.alpha = 1
        }
    }
}
