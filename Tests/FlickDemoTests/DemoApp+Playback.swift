@testable import flick_demo
import FlickInput
import FlickRuntime
import FlickScene
import FlickTestSupport
import Synchronization
import XCTest

/// The frame step of `play(_:into:from:until:)`, seconds (a 120 Hz display).
enum DemoAppFrames {
    static let tick = 1.0 / 120
}

/// The demo's frames in a test, as an `Application` runs them (`DemoApp+Application.swift`),
/// through public API: the window's `WindowFrameWork` routes touches, fires deadlines and
/// lays out; `DemoApp.willDraw(at:)` runs before each display list, as `Application.willDraw`.
extension DemoApp {
    /// The frame work of each demo's window, by the window's identity (the work keeps its
    /// window alive, so an identity is never reused while listed).
    private static let works = Mutex<[ObjectIdentifier: HostedDemoWork]>([:])

    /// The window's frame work.
    var frameWork: WindowFrameWork {
        let key = ObjectIdentifier(window)
        if let hosted = Self.works.withLock({ $0[key] }) { return hosted.work }
        let hosted = HostedDemoWork(work: WindowFrameWork(window: window))
        Self.works.withLock { $0[key] = hosted }
        return hosted.work
    }

    /// Routes `inputs` at `time` (deadlines due before each fire first).
    func deliver(_ inputs: [TouchFrame], at time: Double) { frameWork.deliver(inputs, at: time) }
    /// The frame's physics phase.
    func advancePhysics(to target: Double) { frameWork.advancePhysics(to: target) }
    /// The frame's animation phase.
    func advanceAnimations(to target: Double) { frameWork.advanceAnimations(to: target) }
    /// The layout pass.
    func layout(at target: Double) { frameWork.layout(at: target) }
    /// The frame's display list, after the demo's `willDraw(at:)`.
    func makeDisplayList(at target: Double) -> DisplayList {
        willDraw(at: target)
        return frameWork.makeDisplayList(at: target)
    }
    /// The window's cost step for a frame presenting at `target`.
    func costStep(before target: Double) -> FrameCostStep? { frameWork.costStep(before: target) }
    /// Whether `step` ran in the last delivery.
    func ran(_ step: FrameCostStep) -> Bool { frameWork.ran(step) }
}

/// A window's frame work, listed across threads (XCTest runs on one; the lock is for
/// Swift's checks).
private final class HostedDemoWork: @unchecked Sendable {
    let work: WindowFrameWork

    init(work: WindowFrameWork) { self.work = work }
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
