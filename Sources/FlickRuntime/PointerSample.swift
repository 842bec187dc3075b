import Foundation

/// One pointer position at one instant: the input of `SyntheticScene`. Positions are in
/// points in the scene's viewport; `time` is in seconds on the frame clock's time base.
public struct PointerSample: FrameInput, Hashable, Sendable {
    /// When the sample was taken, in seconds.
    public var time: Double
    /// Horizontal position, points.
    public var x: Double
    /// Vertical position, points.
    public var y: Double
    /// True while the pointer is down; a sample with `false` lifts it.
    public var isDown: Bool

    /// Creates a sample.
    public init(time: Double, x: Double, y: Double, isDown: Bool = true) {
        self.time = time
        self.x = x
        self.y = y
        self.isDown = isDown
    }

    /// A scripted drag: the pointer goes down at (`centerX` + `radius`, `centerY`), circles
    /// the centre once over `duration` seconds sampled at `rate` Hz, and lifts. The samples
    /// start at `start` seconds.
    public static func circularDrag(start: Double, duration: Double, rate: Double, centerX: Double,
                                    centerY: Double, radius: Double) -> [PointerSample] {
        let count = max(1, Int((duration * rate).rounded()))
        var samples: [PointerSample] = []
        samples.reserveCapacity(count + 2)
        for step in 0...count {
            let angle = 2 * Double.pi * Double(step) / Double(count)
            samples.append(PointerSample(time: start + Double(step) / rate, x: centerX + radius * cos(angle),
                                         y: centerY + radius * sin(angle)))
        }
        if let last = samples.last {
            samples.append(PointerSample(time: last.time + 1 / rate, x: last.x, y: last.y, isDown: false))
        }
        return samples
    }
}
