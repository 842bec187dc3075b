/// The phases of one frame, in pipeline order. The raw values are the names used in the
/// profiler's JSON (`phases_ms`) and Chrome trace.
public enum FramePhase: String, CaseIterable, Codable, Sendable {
    /// Draining every input source (non-blocking reads or due replay events).
    case input
    /// Delivering touches and running gesture recognizers.
    case gestures
    /// Advancing scroll physics to the frame's target presentation time.
    case physics
    /// Advancing animations to the frame's target presentation time.
    case animation
    /// Layout of the layer tree.
    case layout
    /// Building the display list.
    case displayList = "display_list"
    /// Rendering the display list (rasterising, texture uploads, draw calls).
    case render
    /// Late redraw: draining the input that came after the frame started, and the scene and
    /// render steps again with it (`FrameLoopConfiguration.redrawsLateInput`); empty in a
    /// frame that did not redraw.
    case redraw
    /// Presenting the frame (swap, or blocking for vsync when the presenter has it).
    case present

    /// The phases the scene runs: everything before rendering (what `bench frame`
    /// measures as engine time).
    public static let engine: [FramePhase] = [.input, .gestures, .physics, .animation, .layout, .displayList]
}
