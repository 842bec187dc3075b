import FlickInput
import FlickRender
import FlickScene
import FlickUI

/// Hosts a `Window` on virtual time for a test, as Flutter's `WidgetTester` hosts a widget:
/// it steps frames (`pump()`, `pump(_:)`, `settle(timeout:)`), plays gestures and recordings
/// through the same pipeline as a touchscreen (evdev events decoded into touch frames and
/// routed by the window), records what the controls sent, finds views by identifier and
/// renders the window headless for snapshots. No clock is read and nothing sleeps: a second
/// of gestures and animations runs in a few milliseconds.
///
/// ```swift
/// let tester = try WindowTester(window: screen.window)
/// tester.tap(on: try tester.view(identifiedBy: "save"))
/// try tester.settle()
/// XCTAssertEqual(tester.controlEvents.last?.events, .primaryActionTriggered)
/// ```
///
/// Each frame does what `Application`'s frame loop does for a window: the touch frames due
/// by then are routed (`Window.handle(_:)`), deadlines fire (`Window.advance(to:)`), the
/// animations that actions added begin, then the layout pass and the layer tree's frame
/// (`Window.prepareFrame(at:contentsRenderer:)`).
public final class WindowTester {
    /// Frame rate of `pump()`, Hz (60: a common panel; tests of 120 Hz behaviour set 120).
    public static let defaultFrameRate = 60.0
    /// Report rate of the synthesized touchscreen, Hz (120: a common capacitive panel, as
    /// `SynthesizedDevice.rate`).
    public static let defaultInputRate = 120.0
    /// Longest `settle(timeout:)` pumps before giving up, seconds (ours: the longest scroll
    /// deceleration and spring settle well within it).
    public static let defaultSettleTimeout = 10.0

    /// The window under test.
    public let window: Window
    /// The virtual time, seconds: the time of the last frame pumped or touch frame routed.
    public private(set) var time: Double
    /// Frames per second of `pump()`.
    public var frameRate: Double
    /// The synthesized touchscreen that scripted gestures are played on: its `rate` is the
    /// input rate, its `windowSize` follows the window's size.
    public var device: SynthesizedDevice
    /// The seed of the synthesized touchscreen's jitter and noise (equal seeds, equal runs).
    public var seed: UInt64 = 1
    /// Every frame pumped so far.
    public private(set) var frameCount = 0
    /// What the window's controls sent, in order (see `ControlEventRecord`).
    public internal(set) var controlEvents: [ControlEventRecord] = []
    var observedControls: Set<ObjectIdentifier> = []
    var renderer: HeadlessRenderer?
    private let contents = CanvasContentsRenderer()

    /// Hosts `window` from virtual time `start` (seconds), pumping at `frameRate` Hz and
    /// synthesizing touches at `inputRate` Hz. The window is laid out and its first frame
    /// prepared at `start`.
    public init(
        window: Window, start: Double = 0, frameRate: Double = WindowTester.defaultFrameRate,
        inputRate: Double = WindowTester.defaultInputRate
    ) {
        precondition(
            frameRate > 0 && frameRate.isFinite, "WindowTester: frame rate \(frameRate) Hz is not a positive number")
        precondition(
            inputRate > 0 && inputRate.isFinite, "WindowTester: input rate \(inputRate) Hz is not a positive number")
        self.window = window
        self.time = start
        self.frameRate = frameRate
        device = SynthesizedDevice()
        device.rate = inputRate
        observeControls()
        frame(at: start)
    }

    /// Hosts a new window of `size` points whose root view controller is `rootViewController`
    /// (`Window.rootViewController`: its view fills the window, and its appearance callbacks
    /// run as the window shows it), as `init(window:start:frameRate:inputRate:)` does.
    public convenience init(
        rootViewController: ViewController, size: Size, start: Double = 0,
        frameRate: Double = WindowTester.defaultFrameRate, inputRate: Double = WindowTester.defaultInputRate
    ) {
        let window = Window(frame: Rect(origin: .zero, size: size))
        window.rootViewController = rootViewController
        self.init(window: window, start: start, frameRate: frameRate, inputRate: inputRate)
    }

    /// One frame, `1 / frameRate` seconds after the last.
    public func pump() { pump(1 / frameRate) }

    /// Frames every `1 / frameRate` seconds for `duration` seconds (the last one exactly at
    /// `time + duration`), as a display would draw while that time passes.
    public func pump(_ duration: Double) {
        precondition(duration >= 0, "WindowTester.pump: \(duration) s is negative; virtual time never goes back")
        run(until: time + duration, frames: [])
    }

    /// Pumps frames until the window is settled (`Window.isSettled`: no touch down, no
    /// deadline pending, no animation, no scroll view moving), at most `timeout` seconds of
    /// virtual time. Returns the time it took; throws `WindowTester.NotSettled` naming what
    /// still moves when it did not settle.
    @discardableResult
    public func settle(timeout: Double = WindowTester.defaultSettleTimeout) throws(NotSettled) -> Double {
        let start = time
        while !window.isSettled {
            guard time - start < timeout else { throw NotSettled(timeout: timeout, window: window) }
            pump()
        }
        return time - start
    }

    /// Plays `frames` (window points; times in seconds from now: the first frame of a
    /// recording at 0 plays at the current time), each at its time between the frames pumped
    /// meanwhile, then pumps up to the last one.
    public func play(_ frames: [TouchFrame]) {
        guard let first = frames.first else { return }
        let offset = time - first.time
        let shifted = frames.map { frame in TouchFrame(time: frame.time + offset, touches: frame.touches) }
        run(until: shifted.last!.time, frames: shifted)
    }

    /// Routes `frames` at their times, pumping a frame every `1 / frameRate` seconds, up to `end`.
    private func run(until end: Double, frames: [TouchFrame]) {
        let period = 1 / frameRate
        var next = 0
        while time < end - Self.timeSlack {
            let frameTime = min(time + period, end)
            while next < frames.count, frames[next].time <= frameTime + Self.timeSlack {
                observeControls()
                window.advance(to: max(time, frames[next].time))  // a deadline due before the touch fires first
                window.handle(frames[next])
                time = max(time, frames[next].time)
                next += 1
            }
            frame(at: frameTime)
        }
        for frame in frames[next...] { window.handle(frame) }  // none left unless `end` was before them
    }

    /// Times closer than this are the same instant, seconds (rounding of sums of periods).
    static let timeSlack = 1e-9

    /// One frame at `frameTime`: deadlines, animations begun, layout and the tree's frame.
    private func frame(at frameTime: Double) {
        time = max(time, frameTime)
        window.advance(to: time)
        _ = window.layer.updateAnimationsInTree(at: time)
        _ = window.prepareFrame(at: time, contentsRenderer: contents)
        observeControls()
        frameCount += 1
    }
}
