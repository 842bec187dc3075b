/// Something that moves before a scroll view's content when its drag reaches the top (a page
/// sheet: UIKit hands a downward drag from a list at its top to the sheet, in one gesture).
protocol ScrollDragHandOffTarget: AnyObject {
    /// Takes its part of a drag of `delta` points (positive down) while the content can still
    /// scroll `room` points towards its top; returns the points taken (the content ignores them).
    func scrollView(_ scrollView: ScrollView, takeDrag delta: Double, contentRoom room: Double) -> Double
    /// The drag ended (`ended`: lifted, else cancelled) at `velocity` points per second, down.
    func scrollViewDragDidEnd(_ scrollView: ScrollView, velocity: Double, ended: Bool)
}

/// A scroll view's drag shared with a `ScrollDragHandOffTarget` (ScrollView+HandOff.swift).
struct ScrollDragHandOff {
    /// Who moves first, found when the drag begins.
    weak var target: ScrollDragHandOffTarget?
    /// The drag's vertical translation last seen, points.
    var lastTranslation: Double = 0
    /// The points of the drag the target took so far (its displacement), points.
    var taken: Double = 0
}
