import FlickAnimation
import FlickInput
import FlickScene

extension TextField {
    /// Shows the selection highlight over `spans` (points from the text's start, left to
    /// right; empty: no selection): one view per span, as a selection across right-to-left
    /// runs shows as several stretches of the line.
    func placeSelection(_ spans: [ClosedRange<Double>], origin: Double, lineTop: Double, lineHeight: Double) {
        while selectionSpanViews.count < spans.count - 1 {
            let view = View()
            view.isUserInteractionEnabled = false
            contentView.insertSubview(view, at: (contentView.subviews.firstIndex { $0 === selectionView } ?? 0) + 1)
            selectionSpanViews.append(view)
        }
        let color = Color(red: tintColor.red, green: tintColor.green, blue: tintColor.blue, alpha: Self.selectionAlpha)
        for (index, view) in ([selectionView] + selectionSpanViews).enumerated() {
            view.isHidden = index >= spans.count
            guard index < spans.count else { continue }
            let span = spans[index]
            view.backgroundColor = color
            view.frame = Rect(
                x: origin + span.lowerBound, y: lineTop, width: span.upperBound - span.lowerBound, height: lineHeight)
        }
    }

    /// The offset the caret moves to with the Left (`left`) or Right arrow from `offset`, on
    /// screen, where right-to-left runs reorder the text; `nil` for left-to-right text (the
    /// caret moves through the text) or at the line's visual end.
    func offset(visuallyBeside offset: Int, left: Bool) -> Int? {
        caretGeometry.offset(visuallyBeside: offset, left: left)
    }
}
