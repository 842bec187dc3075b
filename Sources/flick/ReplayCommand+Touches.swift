import FlickInput

/// `flick replay FILE --touches`: one JSON object per frame (a contract other checks rely on).
extension ReplayCommand {
    func runTouches() throws {
        let recording = try loadRecording()
        let frames = recording.touchFrames(mapping: try mapping(for: recording))
        var output = ""
        output.reserveCapacity(frames.count * 96)
        for frame in frames {
            output += frame.jsonLine
            output += "\n"
            if output.utf8.count > 1 << 16 {
                print(output, terminator: "")
                output.removeAll(keepingCapacity: true)
            }
        }
        print(output, terminator: "")
    }
}
