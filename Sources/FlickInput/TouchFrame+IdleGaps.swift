/// Idle time in a replay costs nothing: a pause with no finger down (a recording whose clock
/// jumped by 10⁶ s, or a long rest) is shortened, so a replay on a frame clock jumps to the
/// next touch instead of stepping through the pause frame by frame.
extension TouchFrame {
    /// `frames` (in time order) with every pause longer than `limit` seconds during which no
    /// touch is down shortened to `limit`: the frames after it move earlier by the excess.
    /// Returns the frames and the seconds removed. Pauses while a touch is down are kept: a
    /// held finger is input.
    public static func compressingIdleGaps(_ frames: [TouchFrame], longerThan limit: Double)
        -> (frames: [TouchFrame], removed: Double) {
        var result = frames
        var down = Set<Int>()
        var removed = 0.0
        var previous: Double?
        for index in result.indices {
            let original = frames[index].time
            if let previous, down.isEmpty, original - previous > limit {
                removed += original - previous - limit
            }
            previous = original
            result[index].time = original - removed
            for touch in frames[index].touches {
                if touch.phase.isFinal { down.remove(touch.id) } else { down.insert(touch.id) }
            }
        }
        return (result, removed)
    }
}
