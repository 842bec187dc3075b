import FlickInput

extension ScrollModel {
    /// Moves the content to `offset` (points), at once or with a 0.3 s ease-in-out
    /// (`animating`, then `scrollViewDidEndScrollingAnimation`). Stops any running motion.
    public mutating func setContentOffset(_ offset: Point, animated: Bool) {
        _ = stopMotion()
        guard animated, offset != contentOffsetStorage else {
            setOffset(offset)
            if state != .tracking && state != .dragging && state != .zooming { transition(to: .idle, "offset set") }
            return
        }
        motion = .animation(x: EaseInOutSimulation(from: contentOffsetStorage.x, to: offset.x, time: time),
                            y: EaseInOutSimulation(from: contentOffsetStorage.y, to: offset.y, time: time))
        transition(to: .animating, "offset animation")
        runMotion()
    }

    /// Scrolls the least distance that makes `rect` (content coordinates, points) visible,
    /// as far as the offset range allows; a rect larger than the visible area aligns its
    /// top-left corner. Nothing happens when it is already visible.
    public mutating func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        var offset = contentOffsetStorage
        for axis in Axis.allCases {
            let low = rect.origin[axis], extent = rect.size[axis]
            if extent >= size[axis] || low < offset[axis] {
                offset[axis] = low
            } else if low + extent > offset[axis] + size[axis] {
                offset[axis] = low + extent - size[axis]
            }
        }
        let target = clampedOffset(offset)
        guard target != contentOffsetStorage else { return }
        setContentOffset(target, animated: animated)
    }
}
