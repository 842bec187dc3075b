/// What one `Application.run` did: the input and display it used, the frames it ran, the
/// events it saw, the snapshots it wrote and the problems it met. Handed to the app's
/// `onFinish` hook and returned by `run`.
public struct ApplicationReport: Sendable {
    /// The input used, in words ("replay of tap.evemu (12 frames)", "/dev/input/event5").
    public var input: String
    /// The display used, in words ("headless 1280x800", "video driver x11, renderer software, …").
    public var display: String
    /// Frames run.
    public var frames: Int
    /// Touch frames routed to the window.
    public var touchFrames: Int
    /// Frame-clock seconds from the run's start to its end.
    public var duration: Double
    /// Every application event the run saw, with its time from the run's start (seconds).
    public var events: [TimedEvent]
    /// The PNG files written.
    public var snapshotPaths: [String]
    /// Problems met (a snapshot that could not be read, a touchscreen that went away).
    public var problems: [String]
    /// The frame profile.
    public var profile: ProfileSummary
    /// Seconds from the process's start (its exec) to the first frame presented, in a run on
    /// the real clock (`ProcessStart.secondsToNow(at:)`: 10 ms resolution); `nil` on virtual
    /// time or with no frame.
    public var startup: Double?

    /// An event and when it came, seconds from the run's start.
    public struct TimedEvent: Hashable, Sendable {
        /// Seconds from the run's start.
        public var time: Double
        /// The event.
        public var event: ApplicationEvent
    }

    /// The report as lines of text.
    public var lines: [String] {
        var lines = [
            "Input: \(input)", "Display: \(display)",
            String(printf: "Ran %d frames over %.2f s, %d touch frames routed", frames, duration, touchFrames),
        ]
        if let startup {
            lines.append(
                String(printf: "Startup: first frame presented %.0f ms after the process started", startup * 1000))
        }
        for timed in events { lines.append(String(printf: "  %7.2f s  ", timed.time) + "\(timed.event)") }
        if !snapshotPaths.isEmpty { lines.append("Snapshots:"); lines += snapshotPaths.map { "  " + $0 } }
        if !problems.isEmpty { lines.append("Problems:"); lines += problems.map { "  " + $0 } }
        return lines
    }
}
