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

    /// The place the caret moves to with the Left (`left`) or Right arrow from `offset` drawn
    /// with `affinity`, on screen, where right-to-left runs reorder the text (at the line's
    /// visual end: where it is, as there is nowhere further that way); `nil` for
    /// left-to-right text (the caret moves through the text).
    func place(visuallyBeside offset: Int, affinity: SelectionAffinity, left: Bool, changingOffset: Bool)
        -> CaretPlace?
    {
        let geometry = caretGeometry
        guard geometry.hasRightToLeftRuns else { return nil }
        return geometry.place(visuallyBeside: offset, affinity: affinity, left: left, changingOffset: changingOffset)
            ?? CaretPlace(offset: offset, affinity: affinity)
    }

    /// Where the caret at `place` is drawn: its x from the text's start (one line).
    func caretPoint(for place: CaretPlace) -> Point {
        Point(x: caretGeometry.x(forOffset: place.offset, affinity: place.affinity), y: 0)
    }
}
