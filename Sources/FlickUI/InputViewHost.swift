import FlickInput

/// The window's text-input state, kept in one object so `Window` holds a single stored
/// property for it: the first responder, the input view's container and slide, keyboard
/// observers, the keyboard factory and the hardware-keyboard flag (see
/// Window+FirstResponder.swift and Window+Keyboard.swift).
final class InputViewHost {
    /// The view keys and text go to first (`Window.firstResponder`).
    weak var firstResponder: View?
    /// The view holding the input view at the bottom of the window (made on first show).
    var container: InputViewContainer?
    /// The slide of the container.
    var presentation = KeyboardPresentation()
    /// The observers of keyboard notifications, by identifier.
    var observers: [(id: Int, handler: (KeyboardNotification) -> Void)] = []
    /// The next observer identifier.
    var nextObserverID = 0
    /// Makes the on-screen keyboard for a text responder (`Window.keyboardViewProvider`).
    var keyboardViewProvider: ((any TextInputTraits) -> View)?
    /// True while a hardware keyboard is attached (`Window.isHardwareKeyboardAttached`).
    var isHardwareKeyboardAttached = false
    /// Show the on-screen keyboard even with a hardware keyboard attached.
    var showsKeyboardWithHardwareKeyboard = false
    /// The clipboard (`Window.pasteboard`).
    var pasteboard: any Pasteboard = ProcessPasteboard.shared
    /// True while the first responder resigns to hand over to another: the input view
    /// stays up (no will-hide between two fields).
    var isHandingOver = false
    /// The responder whose input view the container shows (to rebuild it on a change).
    weak var inputViewOwner: View?
}

/// The view the window slides its input view in with: as wide as the window, at the
/// bottom, moved by the window's `KeyboardPresentation` each frame (`FrameDriven`), hidden
/// while the keyboard is.
final class InputViewContainer: View, FrameDriven {
    /// The view shown (the on-screen keyboard or a responder's `inputView`).
    var content: View? {
        didSet {
            guard content !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let content { addSubview(content) }
            setNeedsLayout()
        }
    }

    override func layoutSubviews() {
        content?.frame = bounds
    }

    func advance(to time: Double) {
        window?.advanceKeyboard(to: time)
    }

    var isMoving: Bool {
        guard let window else { return false }
        let state = window.inputViewHost.presentation.state
        return state == .showing || state == .hiding
    }
}
