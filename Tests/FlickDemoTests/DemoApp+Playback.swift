@testable import flick_demo
import FlickInput
import FlickTestSupport
import XCTest

/// The frame step of `play(_:into:from:until:)`, seconds (a 120 Hz display).
enum DemoAppFrames {
    static let tick = 1.0 / 120
}

extension XCTestCase {
    /// Routes `trace` through `app` as the frame loop does: physics every 1/120 s between
    /// touch frames, each touch frame at its time, a layout pass each step; then on to `end`.
    func play(_ trace: TraceBuilder, into app: DemoApp, from start: Double, until end: Double) {
        var time = start
        func step(to next: Double) {
            // A frame's phases after its input, as the frame loop runs them.
            app.advancePhysics(to: next)
            app.advanceAnimations(to: next)
            app.layout(at: next)
            _ = app.makeDisplayList(at: next)
        }
        for frame in trace.frames {
            while time + DemoAppFrames.tick < frame.time { time += DemoAppFrames.tick; step(to: time) }
            app.deliver([frame], at: frame.time)
            time = max(time, frame.time)
            step(to: time)
        }
        while time < end { time += DemoAppFrames.tick; step(to: time) }
    }
}
