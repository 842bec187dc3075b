import FlickInput
import FlickScene
import FlickUI

/// A toolkit `Window` as the frame loop's scene: each frame routes the drained touch frames
/// (`window.handle(_:)`, in time order), fires recognizer deadlines up to the frame's start
/// (`window.advance(to:)`, so a long press or a double-tap timeout fires between touch
/// frames), runs the layout pass and builds the display list for the frame's target time
/// (`window.displayList(at:contentsRenderer:)`; `draw(in:)` content through
/// `CanvasContentsRenderer`).
public final class WindowFrameWork: FrameWork {
    /// The window.
    public let window: Window
    /// Called at the start of each frame's gestures phase with the frame's start (seconds),
    /// before touches are routed: the application applies resizes, rotations and keys here.
    public var beforeInput: ((Double) -> Void)?
    /// Called in the physics phase with the frame's target time (seconds): an app's own
    /// per-frame model update.
    public var onFrame: ((Double) -> Void)?
    private let contents = CanvasContentsRenderer()
    /// Touch frames routed so far.
    public private(set) var framesRouted = 0

    /// Runs `window`.
    public init(window: Window) { self.window = window }

    /// Routes `inputs`, then fires deadlines up to `time`.
    public func deliver(_ inputs: [TouchFrame], at time: Double) {
        beforeInput?(time)
        for frame in inputs {
            // A deadline due before this frame fires first (a long press before the lift).
            if let deadline = window.nextDeadline, deadline < frame.time { window.advance(to: deadline) }
            window.handle(frame)
        }
        framesRouted += inputs.count
        window.advance(to: time)
    }

    /// The app's per-frame hook.
    public func advancePhysics(to target: Double) { onFrame?(target) }

    /// Animations advance when the layer tree is prepared (`makeDisplayList(at:)`).
    public func advanceAnimations(to target: Double) {}

    /// The layout pass.
    public func layout(at target: Double) { window.layoutIfNeeded() }

    /// The window's display list for `target`.
    public func makeDisplayList(at target: Double) -> DisplayList {
        window.displayList(at: target, contentsRenderer: contents)
    }

    /// True when no recognizer waits on a deadline and no layer animates.
    public var isSettled: Bool {
        window.nextDeadline == nil && !window.subtree.contains { $0.layer.hasAnimations }
    }
}
