import Dispatch

/// The quality of service of the renderer's work off the frame thread: stretches made ahead
/// (`BackgroundStretcher`), spare capture buffers (`CaptureBuffers`), pages faulted in ahead
/// (`SurfaceBackup.populateInBackground()`, `TargetPixels.populateInBackground()`).
///
/// libdispatch on Linux gives each quality its threads' nice value: 10 for `.background`, 2 for
/// `.utility`, 0 for `.default`, −2 above it when the process may lower a nice value (seen with
/// swift-corelibs-libdispatch 6.3; `BackgroundWorkTests` checks it). The frame thread waits for
/// the band helper's half of a large drawing (`BandWorker`, `.userInteractive`): at `.utility` a
/// stretch sharing the helper's core took a third of it, and that wait grew by milliseconds
/// (missed deadlines in the map's pinches, SoftwarePixelPaths.md); at nice 10, a tenth.
enum BackgroundWork {
    /// The quality of the renderer's background queues.
    static let qos = DispatchQoS.background
}
