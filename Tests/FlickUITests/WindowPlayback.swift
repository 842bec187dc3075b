import FlickInput
import FlickScene
import FlickTestSupport
@testable import FlickUI

extension Window {
    /// Plays `frames` as a frame loop would: each touch frame, then `advance(to:)` and the
    /// frame's scene work (layout, display list) at its time; then `settle` more seconds of
    /// frames at `rate` Hz with no touches. `eachFrame` runs after every frame's scene work.
    func play(_ frames: [TouchFrame], settle: Double = 0, rate: Double = 120,
              eachFrame: (Double) -> Void = { _ in }) {
        var time = frames.first?.time ?? max(currentTime, 0)
        for frame in frames {
            handle(frame)
            time = frame.time
            advance(to: time)
            _ = prepareFrame(at: time)
            eachFrame(time)
        }
        let end = time + settle
        while time + 1 / rate <= end + 1e-9 {
            time += 1 / rate
            advance(to: time)
            _ = prepareFrame(at: time)
            eachFrame(time)
        }
    }
}

extension Window {
    /// Plays a frame loop's `steps` (`FrameGrid.steps(_:until:)`): each touch frame as it
    /// comes, and at each present `advance(to:)` and the frame's scene work.
    func play(_ steps: [FrameGrid.Step]) {
        for step in steps {
            switch step {
            case .touches(let frame):
                handle(frame)
            case .present(let time):
                advance(to: time)
                _ = prepareFrame(at: time)
            }
        }
    }
}
