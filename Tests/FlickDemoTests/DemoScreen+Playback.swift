@testable import flick_demo
import FlickInput
import FlickScene
import FlickTestSupport
import XCTest

extension XCTestCase {
    /// Feeds `trace`'s frames to `scene` as the demo's frame loop does on a manual clock: the
    /// scene is stepped (advanced, then drawn when `labels` is given, which also lays its views
    /// out and requests tiles) at `start`, every 1/120 s between touch frames, right after
    /// each touch frame, and on to `end` (seconds); `eachFrame` runs after every step with its
    /// time. `start` defaults to where the scene's window is (0 for a new scene), so
    /// successive calls continue one timeline.
    func play(_ trace: TraceBuilder, into scene: DemoScreen, until end: Double, from start: Double? = nil,
              drawingWith labels: LabelCache? = nil, eachFrame: (Double) -> Void = { _ in }) {
        var time = start ?? max(0, scene.window.currentTime)
        func step(to next: Double) {
            scene.advance(to: next)
            if let labels {
                var list = DisplayList()
                scene.draw(into: &list, at: next, labels: labels)
            }
            eachFrame(next)
        }
        step(to: time)
        for frame in trace.frames {
            while time + 1.0 / 120 < frame.time { time += 1.0 / 120; step(to: time) }
            scene.handle(frame)
            time = frame.time
            step(to: time)
        }
        while time < end { time += 1.0 / 120; step(to: time) }
    }
}

extension XCTestCase {
    /// Plays a frame loop's `steps` (`FrameGrid.steps(_:until:)`) into `scene`: each touch
    /// frame as it comes (real or resampled), and at each present the scene stepped as
    /// `play(_:into:until:)` steps it (advanced, then drawn when `labels` is given).
    func play(_ steps: [FrameGrid.Step], into scene: DemoScreen, drawingWith labels: LabelCache? = nil) {
        for step in steps {
            switch step {
            case .touches(let frame):
                scene.handle(frame)
            case .present(let time):
                scene.advance(to: time)
                guard let labels else { continue }
                var list = DisplayList()
                scene.draw(into: &list, at: time, labels: labels)
            }
        }
    }
}
