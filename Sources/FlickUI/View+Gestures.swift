import FlickGestures

/// A view is a node of the gesture tree: its recognizers see the touches that hit it or any
/// of its subviews (UIKit's rule), and its superview is the next node up.
extension View: GestureNode {
    /// The superview.
    public var gestureParent: (any GestureNode)? { superview }

    /// `debugName`, so explanations name recognizers "tap@card".
    public var gestureNodeName: String? { debugName }

    /// The view a recognizer is attached to, if it is attached to a view.
    public static func view(of recognizer: GestureRecognizer) -> View? { recognizer.node as? View }

    /// Attaches `recognizer` (`UIView.addGestureRecognizer(_:)`). Adding it again to the same
    /// view does nothing. A recognizer attached to another view moves here, as in UIKit (the
    /// move is logged at notice level, naming both views, since it is often a mistake); one
    /// attached to a node that is not a view (`GestureArbiter.attach(_:to:)`) stops with a
    /// message.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if recognizer.node === self { return }
        if let node = recognizer.node {
            guard let other = node as? View else {
                preconditionFailure("cannot add \(recognizer.name) to \(debugName): it is attached to the node "
                                    + "\(node.gestureNodeName ?? String(describing: type(of: node))) of an arbiter; "
                                    + "detach it there first")
            }
            log.notice("\(recognizer.name) moves from \(other.debugName) to \(debugName) (a recognizer belongs to one view)")
            other.removeGestureRecognizer(recognizer)
        }
        gestureRecognizers.append(recognizer)
        recognizer.node = self
        log.trace("\(recognizer.name) added to \(debugName)")
    }

    /// Detaches `recognizer` (`UIView.removeGestureRecognizer(_:)`): it stops receiving
    /// touches and is reset (a gesture in progress ends without further events). Nothing
    /// happens when it is not attached to this view.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let index = gestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        gestureRecognizers.remove(at: index)
        // The arbiter forgets it (and resets it); it also clears `node`.
        if let window { window.arbiter.detach(recognizer) } else { recognizer.node = nil }
        log.trace("\(recognizer.name) removed from \(debugName)")
    }
}
