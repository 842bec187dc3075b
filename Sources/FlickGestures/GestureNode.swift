/// Something recognizers attach to: a view in FlickScene, or any owner's node. Only the parent
/// link matters here; hit testing is the owner's (it hands the arbiter the node hit by the
/// first touch, and the arbiter walks up the parents).
public protocol GestureNode: AnyObject {
    /// The node containing this one, `nil` for the root.
    var gestureParent: (any GestureNode)? { get }
    /// Recognizers the node holds itself (FlickUI's `View.addGestureRecognizer(_:)`), offered
    /// after the ones attached through `GestureArbiter.attach(_:to:)`. Default: none.
    var gestureRecognizers: [GestureRecognizer] { get }
    /// A name for explanations, which then name recognizers "tap@name" (FlickUI's views give
    /// `View.name` or their type name). Default: `nil` (recognizers go by their own name).
    var gestureNodeName: String? { get }
    /// Asked, for each of `recognizer`'s touches, of the node that touch hit, when the
    /// recognizer is about to begin or be recognized (`UIView.gestureRecognizerShouldBegin(_:)`
    /// [U1]): returning false fails it. UIKit's controls refuse their ancestors' single taps
    /// this way, so a button inside a tappable view gets the tap. Default: true.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool
}

extension GestureNode {
    /// Default: no recognizers of its own.
    public var gestureRecognizers: [GestureRecognizer] { [] }
    /// Default: no name in explanations.
    public var gestureNodeName: String? { nil }
    /// Default: let every recognizer begin.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
}

/// A minimal concrete node: a name and a parent. For tests, replays and owners without a
/// view tree of their own.
public final class BasicGestureNode: GestureNode {
    /// A name for diagnostics.
    public let name: String
    /// The parent node (held weakly; parents usually own their children).
    public weak var parent: BasicGestureNode?

    /// Creates a node under `parent`.
    public init(name: String, parent: BasicGestureNode? = nil) {
        self.name = name
        self.parent = parent
    }

    /// The parent, as a `GestureNode`.
    public var gestureParent: (any GestureNode)? { parent }
}
