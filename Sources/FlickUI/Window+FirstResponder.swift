import FlickInput

/// The first responder (`UIWindow`'s): the view keys and text go to first, then up its
/// responder chain (`next`: the superview). A first responder that is hidden, disabled
/// (a disabled control, user interaction off) or removed from the window resigns: removal at
/// once, the others before the next touch frame, deadline or frame.
extension Window {
    /// The view keys and text go to first (`UIWindow`'s first responder), or `nil`.
    public var firstResponder: View? { inputViewHost.firstResponder }

    /// Makes `view` the first responder: it must be in this window, able to
    /// (`canBecomeFirstResponder`) and shown; the current one must let go
    /// (`canResignFirstResponder`). True when `view` is first responder afterwards. Views call
    /// it from `becomeFirstResponder()`.
    func makeFirstResponder(_ view: View) -> Bool {
        if inputViewHost.firstResponder === view { return true }
        guard view.window === self, view.canBecomeFirstResponder, view.canStayFirstResponder else {
            log.debug("\(view.debugName) cannot become first responder")
            return false
        }
        if let current = inputViewHost.firstResponder {
            inputViewHost.isHandingOver = true
            let resigned = current.resignFirstResponder()
            inputViewHost.isHandingOver = false
            guard resigned, inputViewHost.firstResponder == nil else {
                updateInputView(at: currentTime)
                return false
            }
        }
        inputViewHost.firstResponder = view
        log.debug("\(view.debugName) became first responder")
        // The keyboard's will-show comes before the view's did-begin (UIKit's order).
        updateInputView(at: currentTime)
        view.didBecomeFirstResponder()
        return inputViewHost.firstResponder === view
    }

    /// Makes `view` resign when it is the first responder: asked (`canResignFirstResponder`
    /// may refuse) or, with `force`, told. True when it is not first responder afterwards.
    func resignFirstResponder(_ view: View, force: Bool) -> Bool {
        guard inputViewHost.firstResponder === view else { return true }
        if !force, !view.canResignFirstResponder { return false }
        inputViewHost.firstResponder = nil
        log.debug("\(view.debugName) resigned first responder\(force ? " (forced)" : "")")
        updateInputView(at: currentTime)
        // A list kept the cell holding it off screen; it may reuse it now.
        for case let list as ListView in view.responderChain { list.setNeedsLayout() }
        view.didResignFirstResponder()
        return true
    }

    /// A view leaves the window: the first responder resigns if it is inside.
    func firstResponderWillLeave(inside view: View) {
        guard let responder = inputViewHost.firstResponder, responder === view || responder.isDescendant(of: view)
        else { return }
        _ = resignFirstResponder(responder, force: true)
    }

    /// Resigns a first responder that was hidden or disabled, and hides the input view of
    /// one that was freed.
    func validateFirstResponder() {
        if let responder = inputViewHost.firstResponder {
            if !responder.canStayFirstResponder { _ = resignFirstResponder(responder, force: true) }
        } else if inputViewHost.inputViewOwner != nil || inputViewHost.presentation.targetFrame != nil {
            updateInputView(at: currentTime)
        }
    }

    // MARK: Keys and text

    /// Offers a key event to the first responder and up its responder chain (the window
    /// itself when there is no first responder) until one handles it; true when one did.
    /// The event's time advances the window's time.
    @discardableResult
    public func handleKey(_ event: KeyEvent) -> Bool {
        if event.time > currentTime { advance(to: event.time) }
        validateFirstResponder()
        for responder in (firstResponder ?? self).responderChain {
            let handled = event.phase == .pressed ? responder.pressesBegan(event) : responder.pressesEnded(event)
            if handled {
                log.trace("key \(event.key.name) \(event.phase) handled by \(responder.debugName)")
                return true
            }
        }
        return false
    }

    /// Types `text` (a keyboard's committed text: SDL's text input, the on-screen keyboard)
    /// into the first responder, or the nearest view up its chain that takes text
    /// (`KeyInput`). Invalid characters are replaced (`String.sanitizedForTextInput`). True
    /// when a view took it; nothing takes text without a first responder.
    @discardableResult
    public func insertText(_ text: String) -> Bool {
        guard let input = textInputResponder else { return false }
        input.insertText(text.sanitizedForTextInput)
        return true
    }

    /// Deletes backward in the first responder that takes text (as `insertText(_:)`); true
    /// when one did.
    @discardableResult
    public func deleteBackward() -> Bool {
        guard let input = textInputResponder else { return false }
        input.deleteBackward()
        return true
    }

    /// The first view up the first responder's chain that takes text.
    var textInputResponder: (any KeyInput)? {
        validateFirstResponder()
        guard let responder = firstResponder else { return nil }
        for view in responder.responderChain { if let input = view as? any KeyInput { return input } }
        return nil
    }
}
