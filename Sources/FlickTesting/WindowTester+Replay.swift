import FlickInput
import FoundationEssentials

/// Recordings played into the window: evemu (or `libinput record`) text held in memory, its
/// bytes, or a file, decoded and mapped onto the window as a touchscreen's would be.
extension WindowTester {
    /// Plays `recording` (its first event now), mapped onto the window's size. Throws
    /// `RecordingError.notATouchscreen` for a device that is not a touchscreen.
    public func replay(_ recording: Recording) throws {
        try recording.checkIsTouchscreen(allowTouchpad: false)
        play(recording.touchFrames(mapping: recording.mapping(windowSize: window.bounds.size)))
    }

    /// Plays evemu text (what `flick record` and `flick synth` write). Throws FlickInput's
    /// `EvemuError` (`name:line: expected …`) for text that does not parse.
    public func replay(evemu text: String, name: String = "<recording>") throws {
        try replay(Recording(parsing: text, fileName: name))
    }

    /// Plays evemu bytes (UTF-8).
    public func replay(evemu data: Data, name: String = "<recording>") throws {
        try replay(evemu: String(decoding: data, as: UTF8.self), name: name)
    }

    /// Plays the recording in the file at `url`.
    public func replay(contentsOf url: URL) throws {
        try replay(evemu: try String(contentsOf: url, encoding: .utf8), name: url.path)
    }
}
