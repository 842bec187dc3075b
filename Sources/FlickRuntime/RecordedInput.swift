import FlickEvdev
import FlickInput

/// Recorded touch input for replays (`flick profile --replay FILE`): FlickInput's
/// `Recording` (evemu or `libinput record`), decoded by its `MultitouchDecoder` through a
/// `WindowMapping` onto the scene's window, as the same `TouchFrame`s a live device gives.
/// Times are seconds from the recording's first event; `ReplayInputSource` moves them onto
/// the frame clock.
public enum RecordedInput {
    /// The touch frames of the recording at `path`, mapped onto a window of `windowSize`
    /// points. Throws FlickInput's `EvemuError` (`file:line: expected …`) for a file that
    /// cannot be read or parsed, and `RecordingError.notATouchscreen` for a device that is
    /// not a touchscreen (a touchpad passes when `allowTouchpad`).
    /// The file is streamed (`TouchFrameStream`): only the frames are held, not the events.
    public static func touchFrames(path: String, windowSize: Size, allowTouchpad: Bool = false) throws -> [TouchFrame] {
        let events = try RecordingFile.stream(path: path)
        try Recording.checkIsTouchscreen(events.device, path: path, allowTouchpad: allowTouchpad)
        var stream = TouchFrameStream(events, mapping: WindowMapping(description: events.device, windowSize: windowSize))
        var frames: [TouchFrame] = []
        while let frame = try stream.next() { frames.append(frame) }
        log.debug("\(path): \(frames.count) touch frames over \(stream.events.lastEventTime) s")
        return frames
    }

    /// The touch frames of `recording`, mapped onto a window of `windowSize` points.
    public static func touchFrames(of recording: Recording, windowSize: Size, allowTouchpad: Bool = false) throws
        -> [TouchFrame] {
        try recording.checkIsTouchscreen(allowTouchpad: allowTouchpad)
        let frames = recording.touchFrames(mapping: recording.mapping(windowSize: windowSize))
        log.debug("\(recording.path): \(frames.count) touch frames over \(recording.duration) s")
        return frames
    }
}
