/// What a text view asks and tells as it is edited (`UITextViewDelegate`), besides what it
/// tells as a scroll view (`ScrollViewDelegate`): set it as the view's `delegate`. Every
/// method has a default (allow, do nothing). The order, as UIKit's:
/// `textViewShouldBeginEditing` → the view becomes first responder (keyboard will-show) →
/// `textViewDidBeginEditing`; per change `textView(_:shouldChangeTextIn:replacementText:)`
/// then `textViewDidChange`; `textViewShouldEndEditing` → the view resigns →
/// `textViewDidEndEditing`.
public protocol TextViewDelegate: ScrollViewDelegate {
    /// May the view start editing (become first responder)?
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// The view is first responder.
    func textViewDidBeginEditing(_ textView: TextView)
    /// May the view stop editing when asked to resign? (A hidden or removed view ends
    /// editing regardless.)
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    /// The view resigned: the place to take its text.
    func textViewDidEndEditing(_ textView: TextView)
    /// May `range` of the text (indices of `textView.text`) become `text`? Typing, Return
    /// ("\n"), deleting, cutting and pasting ask; setting `text` does not.
    func textView(_ textView: TextView, shouldChangeTextIn range: Range<String.Index>, replacementText text: String)
        -> Bool
    /// The text changed by editing (not by setting `text`).
    func textViewDidChange(_ textView: TextView)
    /// The caret moved or the selection changed.
    func textViewDidChangeSelection(_ textView: TextView)
}

extension TextViewDelegate {
    /// Allows.
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: TextView) {}
    /// Allows.
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: TextView) {}
    /// Allows.
    public func textView(
        _ textView: TextView, shouldChangeTextIn range: Range<String.Index>, replacementText text: String
    )
        -> Bool
    { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: TextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: TextView) {}
}
