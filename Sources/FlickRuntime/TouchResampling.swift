import FlickInput

/// The frame loop's touch resampling: FlickInput's pure `TouchResampler` (Android's 5 ms
/// resampling latency, optional prediction up to 8 ms) kept across frames.
public final class TouchResampling: FrameInputResampler {
    /// The resampler and its history.
    public private(set) var resampler: TouchResampler
    /// Synthetic frames made so far.
    public private(set) var resampledFrames = 0

    /// Creates resampling `latency` seconds before each present, predicting `prediction`
    /// seconds further (0: off).
    public init(latency: Double = TouchResampler.androidLatency, prediction: Double = 0) {
        resampler = TouchResampler(latency: latency, prediction: prediction)
    }

    /// The resampled touch frame to deliver after `inputs`, if the touches are moving.
    public func resampled(after inputs: [TouchFrame], presentingAt present: Double) -> TouchFrame? {
        let frame = resampler.resampledFrame(after: inputs, presentingAt: present)
        if frame != nil { resampledFrames += 1 }
        return frame
    }
}
