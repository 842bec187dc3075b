import FlickInput
import FlickScroll

/// `flick replay FILE --scroll --json [--content WxH] [--paging] [--lock] [--size WxH]`: a
/// full-window scroll view on the recording, one JSON object per 1/60 s virtual frame plus
/// event lines (a contract other checks rely on).
extension ReplayCommand {
    func runScroll() throws {
        let recording = try loadRecording()
        let frames = recording.touchFrames(mapping: try mapping(for: recording))
        let lines = ScrollReplay.run(frames: frames, window: try windowSize(), content: try contentSize(),
                                     paging: paging, lock: lock)
        print(lines.joined(separator: "\n"))
    }
}
