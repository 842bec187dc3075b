import FlickInput
import FlickScroll

/// Keeping the first responder above the keyboard (`keepsFirstResponderVisible`, UIKit's
/// keyboard layout guide as seed apps use it): the window calls this as the keyboard starts
/// to move. The part of the scroll view the keyboard will cover becomes extra bottom content
/// inset (so every row can still scroll into view), and a first responder inside is
/// scrolled, animated, above the keyboard (a `TextView` that is itself the first responder:
/// its caret).
extension ScrollView {
    /// Room for the keyboard at `keyboard` (window points; `nil` once it hides), then
    /// `firstResponder` scrolled into view when it is inside.
    func makeRoom(forKeyboard keyboard: Rect?, firstResponder: View?) {
        var covered = 0.0
        if let keyboard, let bottom = convert(Point(x: 0, y: bounds.maxY), to: nil)?.y {
            covered = max(0, min(bottom - keyboard.minY, bounds.height))
        }
        if covered != keyboardInset {
            var inset = contentInset
            inset.bottom += covered - keyboardInset
            keyboardInset = covered
            contentInset = inset
        }
        guard let responder = firstResponder, responder === self || responder.isDescendant(of: self) else { return }
        // What to show: a text view editing itself shows its caret; any other responder itself.
        let target: Rect
        if responder === self, let textView = self as? TextView {
            target = textView.caretRect
        } else if let topLeft = responder.convert(Point(x: 0, y: 0), to: self) {
            target = Rect(origin: topLeft, size: responder.bounds.size)
        } else {
            return
        }
        // The least scroll that shows it in the part the keyboard leaves.
        let visible = bounds.height - covered
        var y = contentOffset.y
        if target.maxY > y + visible { y = target.maxY - visible }
        if target.minY < y { y = target.minY }
        let inset = contentInset
        y = min(max(y, -inset.top), max(-inset.top, contentSize.height + inset.bottom - bounds.height))
        guard y != contentOffset.y else { return }
        setContentOffset(Point(x: contentOffset.x, y: y), animated: true)
    }
}
