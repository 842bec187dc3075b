import FlickInput

/// A display's frame grid for replaying touch frames as the frame loop delivers them, on a
/// manual clock: presents every 1/`rate` s from `phase`; each display frame drains the real
/// touch frames stamped up to its start (`lead` before its present) and, when `resamples`,
/// then gets the frame FlickInput's `TouchResampler` makes for its present (what
/// FlickRuntime's `TouchResampling` delivers). Used to check that resampling changes only what
/// frames show, never where things come to rest.
public struct FrameGrid: Sendable, CustomStringConvertible {
    /// One thing the frame loop does, in order.
    public enum Step: Sendable {
        /// Deliver a touch frame (real, or `isResampled`).
        case touches(TouchFrame)
        /// Advance to a present, seconds, and make the frame.
        case present(Double)
    }

    /// How long before its present a frame drains input, seconds (a late frame start's lead;
    /// ours, as ScrollModelResamplingTests has used: 4 ms).
    public static let defaultLead = 0.004

    /// Presents per second.
    public var rate: Double
    /// The first present, seconds.
    public var phase: Double
    /// How long before its present a frame drains its input, seconds.
    public var lead: Double
    /// Whether each frame gets a resampled touch frame for its present.
    public var resamples: Bool

    /// Creates a grid of `rate` presents per second from `phase` seconds, draining `lead`
    /// seconds before each present, resampling when `resamples`.
    public init(rate: Double, phase: Double = 0, lead: Double = FrameGrid.defaultLead, resamples: Bool = true) {
        precondition(rate > 0 && lead >= 0 && lead < 1 / rate, "a grid has a positive rate and a lead within a frame")
        self.rate = rate
        self.phase = phase
        self.lead = lead
        self.resamples = resamples
    }

    /// Grids that resample: 60, 90 and 120 Hz, each at a phase of 0 and at odd offsets (so the
    /// reports fall at every place in the frame).
    public static let resampling: [FrameGrid] = [
        FrameGrid(rate: 60), FrameGrid(rate: 60, phase: 0.0041), FrameGrid(rate: 60, phase: 0.0097),
        FrameGrid(rate: 90, phase: 0.0023), FrameGrid(rate: 90, phase: 0.0071),
        FrameGrid(rate: 120), FrameGrid(rate: 120, phase: 0.0037), FrameGrid(rate: 120, phase: 0.0061),
    ]

    /// The steps that play `frames` (time order) up to the present at or past `end` seconds.
    public func steps(_ frames: [TouchFrame], until end: Double) -> [Step] {
        var resampler = TouchResampler()
        var steps: [Step] = []
        var next = 0, index = 0
        var present = phase
        while present < end + 1 / rate {
            var drained: [TouchFrame] = []
            while next < frames.count, frames[next].time <= present - lead {
                drained.append(frames[next])
                next += 1
            }
            steps += drained.map { .touches($0) }
            if resamples, let synthetic = resampler.resampledFrame(after: drained, presentingAt: present) {
                steps.append(.touches(synthetic))
            }
            steps.append(.present(present))
            index += 1
            present = phase + Double(index) / rate
        }
        return steps
    }

    /// How many resampled frames `steps` hold.
    public static func resampledCount(_ steps: [Step]) -> Int {
        steps.reduce(0) { count, step in
            if case .touches(let frame) = step, frame.isResampled { return count + 1 }
            return count
        }
    }

    /// The rate, phase and resampling, for assertion messages.
    public var description: String {
        "\(rate) Hz from \(phase) s\(resamples ? ", resampled" : "")"
    }
}
