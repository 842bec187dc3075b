import FlickInput

/// A view inside the scroll view's content that can receive touches, as the scroll
/// view's `contentHitTest` reports it.
public struct ContentView: Hashable, Sendable {
    /// A name for the view (for tests and logs).
    public var name: String
    /// True for controls (buttons, switches): by default a drag does not cancel their
    /// touches (UIKit's `touchesShouldCancel(in:)` returns false for a `UIControl`).
    public var isControl: Bool

    /// Creates a content view description.
    public init(name: String, isControl: Bool = false) {
        self.name = name
        self.isControl = isControl
    }
}

/// What the scroll view forwards to its content: UIKit's touchesBegan/Moved/Ended/Cancelled
/// on the content view under the finger. Locations are in the scroll view's coordinates
/// (points from the visible area's top-left corner); times in seconds.
public enum ContentTouchEvent: Hashable, Sendable {
    /// The content view received the touch-down (possibly delayed by `delaysContentTouches`).
    case began(ContentView, location: Point, time: Double)
    /// The touch moved while the content owned it.
    case moved(ContentView, location: Point, time: Double)
    /// The finger lifted while the content owned the touch.
    case ended(ContentView, location: Point, time: Double)
    /// The scroll view took the touch over for a drag (`touchesCancelled`).
    case cancelled(ContentView, time: Double)

    /// The event time, in seconds.
    public var time: Double {
        switch self {
        case .began(_, _, let time), .moved(_, _, let time), .ended(_, _, let time), .cancelled(_, let time): time
        }
    }
}
