import FlickInput

/// Where typed text goes on screen, for an input method's candidate window (SDL's
/// `SDL_SetTextInputRect`, UIKit's `UITextInput.caretRect(for:)`).
extension Window {
    /// The first responder's caret, window points, as last laid out (a `TextField`'s
    /// `caretView`); the responder's bounds for another view that takes text; `nil` when the
    /// first responder takes no text (or is not in this window).
    public var textInputRect: Rect? {
        guard let responder = firstResponder, responder is any KeyInput, responder.window === self else { return nil }
        let view = (responder as? TextField)?.caretView ?? responder
        guard let origin = view.convert(Point(x: 0, y: 0), to: nil) else { return nil }
        return Rect(x: origin.x, y: origin.y, width: view.bounds.width, height: view.bounds.height)
    }
}
