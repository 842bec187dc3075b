import FlickInput

/// `flick replay FILE --touches`: one JSON object per frame (a contract other checks rely on),
/// written as each frame is decoded.
extension ReplayCommand {
    func runTouches() throws {
        var frames = try openFrames()
        while let frame = try frames.next() { try StandardOutput.line(frame.jsonLine) }
        finish(frames)
    }
}
