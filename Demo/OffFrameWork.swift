/// Where the demo draws map tiles and its scenes' fixed images (gallery photos,
/// transition cards), so the frame's phases never wait for them.
enum OffFrameWork {
    /// On background queues: live runs in real time (a window, a touchscreen).
    case background
    /// On the loop's thread while it waits for each deadline, left out of the time line by
    /// `MeasuredVirtualClock.offFrameWork`, as if another core drew them: headless runs on
    /// virtual time. Deterministic: what one frame asks for is ready for the next.
    case betweenFrames
    /// On the frame, when first needed: tests on a manual clock.
    case inline
}
