/// Makes the input a frame shows sample the finger at one instant per frame: after a
/// frame's real input is drained, the loop asks for one synthetic input to deliver after it
/// (FlickInput's `TouchResampler` for touch frames, through `TouchResampling`). Synthetic
/// inputs count for no latency: latency stays measured on the real ones.
public protocol FrameInputResampler<Input>: AnyObject {
    /// The input the loop drains.
    associatedtype Input: FrameInput

    /// The synthetic input to deliver after `inputs` (this frame's real input, in time
    /// order) for a frame presented at `present` seconds, or `nil` for none.
    func resampled(after inputs: [Input], presentingAt present: Double) -> Input?
}
