import FlickInput
import FlickScroll

/// `flick replay FILE --scroll --json [--content WxH] [--paging] [--lock] [--size WxH]`: a
/// full-window scroll view on the recording, one JSON object per 1/60 s virtual frame plus
/// event lines (a contract other checks rely on), streamed as they are made.
extension ReplayCommand {
    func runScroll() throws {
        var frames = try openFrames()
        try ScrollReplay.stream(window: try windowSize(), content: try contentSize(), paging: paging, lock: lock,
                                next: { try frames.next() }, emit: { try StandardOutput.line($0) })
        finish(frames)
    }
}
