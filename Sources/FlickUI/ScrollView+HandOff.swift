import FlickInput

extension ScrollView {
    /// The drag began at `translation`: finds the page sheet holding this scroll view, if
    /// any, to hand the drag to at the content's top.
    func beginDragHandOff(at translation: Point) {
        dragHandOff = ScrollDragHandOff()
        dragHandOff.lastTranslation = translation.y
        guard canScrollVertically else { return }
        dragHandOff.target = ViewController.presentedSheet(containing: self)
    }

    /// The drag's `translation` less what the target took: the content's own drag.
    func handOffTranslation(_ translation: Point) -> Point {
        guard let target = dragHandOff.target else { return translation }
        let delta = translation.y - dragHandOff.lastTranslation
        dragHandOff.lastTranslation = translation.y
        let room = max(contentOffset.y + contentInset.top, 0)
        dragHandOff.taken += target.scrollView(self, takeDrag: delta, contentRoom: room)
        return Point(x: translation.x, y: translation.y - dragHandOff.taken)
    }

    /// The drag ended at `velocity`: the target hears of it; the content keeps no vertical
    /// fling while the target is displaced (it rests at its top).
    func endDragHandOff(velocity: Point, ended: Bool) -> Point {
        guard let target = dragHandOff.target else { return velocity }
        let displaced = dragHandOff.taken > 0
        dragHandOff.target = ViewController.presentedSheet(containing: self)
        target.scrollViewDragDidEnd(self, velocity: velocity.y, ended: ended)
        return displaced ? Point(x: velocity.x, y: 0) : velocity
    }

    /// True when the content is taller than the viewport (or always bounces vertically).
    private var canScrollVertically: Bool {
        alwaysBounceVertical || contentSize.height + contentInset.top + contentInset.bottom > bounds.height
    }
}
