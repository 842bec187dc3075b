@testable import flick_demo
import FlickInput
import FlickScene
import FlickTestSupport
import XCTest

extension XCTestCase {
    /// Feeds `trace`'s frames to `scene` with the scene advanced between them at 120 Hz, then
    /// on to `end` (seconds), as the demo's frame loop does on a manual clock. With `labels`,
    /// each step also builds the scene's display list (tiles are requested and faded in,
    /// views laid out), as a drawn frame does.
    func play(_ trace: TraceBuilder, into scene: any DemoScene, until end: Double, drawingWith labels: LabelCache? = nil) {
        var time = 0.0
        func step(to next: Double) {
            scene.advance(to: next)
            if let labels {
                var list = DisplayList()
                scene.draw(into: &list, at: next, labels: labels)
            }
        }
        for frame in trace.frames {
            while time + 1.0 / 120 < frame.time { time += 1.0 / 120; step(to: time) }
            scene.handle(frame)
            time = frame.time
        }
        while time < end { time += 1.0 / 120; step(to: time) }
    }
}
