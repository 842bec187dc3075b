import FlickInput

/// The input view host (UIKit's keyboard window): while a view that takes text is first
/// responder, the window slides its input view — the responder's `inputView`, else the
/// on-screen keyboard from `keyboardViewProvider` (`KeyboardView` unless the app says) — in
/// from the bottom, as wide as the window and as tall as the keyboard's rows (a custom input
/// view's own frame; else `KeyboardSlide.height(forWindowSize:)`), and out when it resigns, telling its observers (`KeyboardNotification`).
/// Opted-in scroll views (`ScrollView.keepsFirstResponderVisible`) make room for it.
extension Window {
    /// Makes the on-screen keyboard for a text responder (its traits: keyboard type, return
    /// key). `nil` (the default): `Window.standardKeyboard(for:)`, FlickUI's `KeyboardView`.
    public var keyboardViewProvider: ((any TextInputTraits) -> View)? {
        get { inputViewHost.keyboardViewProvider }
        set { inputViewHost.keyboardViewProvider = newValue }
    }

    /// True while a hardware keyboard is attached (set by the runtime): the on-screen
    /// keyboard then stays hidden unless `showsKeyboardWithHardwareKeyboard`, as on an iPad
    /// with a keyboard. A responder's own `inputView` still shows.
    public var isHardwareKeyboardAttached: Bool {
        get { inputViewHost.isHardwareKeyboardAttached }
        set { setInputFlag(\.isHardwareKeyboardAttached, to: newValue) }
    }

    /// The app asks for the on-screen keyboard even with a hardware keyboard attached
    /// (false by default).
    public var showsKeyboardWithHardwareKeyboard: Bool {
        get { inputViewHost.showsKeyboardWithHardwareKeyboard }
        set { setInputFlag(\.showsKeyboardWithHardwareKeyboard, to: newValue) }
    }

    /// Sets a flag deciding whether the on-screen keyboard shows, and shows or hides it.
    private func setInputFlag(_ flag: ReferenceWritableKeyPath<InputViewHost, Bool>, to value: Bool) {
        guard inputViewHost[keyPath: flag] != value else { return }
        inputViewHost[keyPath: flag] = value
        updateInputView(at: currentTime)
    }

    /// The input view's frame now, window points, or `nil` while it is hidden.
    public var keyboardFrame: Rect? {
        inputViewHost.presentation.state == .hidden ? nil : inputViewHost.presentation.frame(at: currentTime)
    }

    /// The view shown as the input view now (the keyboard or a responder's `inputView`).
    public var currentInputView: View? { inputViewHost.container?.content }

    /// Calls `handler` with every keyboard notification, synchronously, in registration
    /// order; returns an identifier for `removeKeyboardObserver(_:)`.
    @discardableResult
    public func addKeyboardObserver(_ handler: @escaping (KeyboardNotification) -> Void) -> Int {
        let id = inputViewHost.nextObserverID
        inputViewHost.nextObserverID += 1
        inputViewHost.observers.append((id, handler))
        return id
    }

    /// Removes the observer `addKeyboardObserver(_:)` returned `id` for.
    public func removeKeyboardObserver(_ id: Int) { inputViewHost.observers.removeAll { $0.id == id } }

    // MARK: Showing and hiding

    /// The input view the first responder wants now.
    private var wantedInputView: View? {
        guard let responder = inputViewHost.firstResponder else { return nil }
        if let own = responder.inputView { return own }
        guard let traits = responder as? any TextInputTraits,
            !inputViewHost.isHardwareKeyboardAttached || inputViewHost.showsKeyboardWithHardwareKeyboard
        else { return nil }
        let provider = inputViewHost.keyboardViewProvider ?? Window.standardKeyboard
        // The keyboard already shown for this responder stays (its state: shift, page).
        if inputViewHost.inputViewOwner === responder, let shown = inputViewHost.container?.content,
            inputViewHost.presentation.targetFrame != nil
        {
            return shown
        }
        return provider(traits)
    }

    /// Shows, swaps or hides the input view for the current first responder at `time`.
    func updateInputView(at time: Double) {
        let host = inputViewHost
        guard !host.isHandingOver else { return }
        // Before any input the window's time is -infinity; a slide starts at 0 then.
        let time = time.isFinite ? time : 0
        let offscreen = offscreenKeyboardFrame
        guard let view = wantedInputView else {
            host.inputViewOwner = nil
            post(host.presentation.hide(to: offscreen, time: time))
            return
        }
        let container = host.container ?? makeInputViewContainer()
        container.content = view
        host.inputViewOwner = host.firstResponder
        bringSubviewToFront(container)
        container.isHidden = false
        if let keyboard = view as? KeyboardView, keyboard.onDismiss == nil {
            // Its hide key resigns the responder (which may refuse), as UIKit's.
            keyboard.onDismiss = { [weak self] in _ = self?.firstResponder?.resignFirstResponder() }
        }
        let height = inputViewHeight(of: view)
        let shown = Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        let notes = host.presentation.show(at: shown, offscreen: offscreen, time: time)
        container.frame = host.presentation.frame(at: time)
        post(notes)
        if notes.isEmpty, let frame = host.presentation.targetFrame { keepFirstResponderVisible(above: frame) }
    }

    /// The on-screen keyboard a window shows when its app sets no `keyboardViewProvider`:
    /// FlickUI's `KeyboardView` (its built-in layouts, en-US first) typing into `traits`.
    public static func standardKeyboard(for traits: any TextInputTraits) -> View {
        let keyboard = KeyboardView()
        keyboard.name = "keyboard"
        keyboard.target = traits
        return keyboard
    }

    /// The frame `view` rests at once the window has slid it in as its input view, window
    /// points: the window's width along its bottom edge, as tall as `view` is shown (a
    /// `KeyboardView` as its rows, at most the window's height): the frame keyboard
    /// notifications end at (UIKit's `keyboardFrameEndUserInfoKey`), known before it is
    /// shown (a script placing taps on keys, a layout made ahead). A keyboard's rows follow
    /// the window it is in: measure one added to this window.
    public func restingFrame(ofInputView view: View) -> Rect {
        let height = inputViewHeight(of: view)
        return Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    /// How tall `view` is shown: a responder's own input view as tall as its frame, a
    /// `KeyboardView` as its rows (`sizeThatFits(_:)`), anything else (or a view of no height)
    /// `KeyboardSlide.height(forWindowSize:)`; at most the window's height.
    private func inputViewHeight(of view: View) -> Double {
        var height = 0.0
        if view === inputViewHost.firstResponder?.inputView {
            height = view.frame.height
        } else if let keyboard = view as? KeyboardView {
            height = keyboard.sizeThatFits(Size(width: bounds.width, height: bounds.height)).height
        }
        guard height.isFinite, height > 0 else { return KeyboardSlide.height(forWindowSize: bounds.size) }
        return min(height, bounds.height)
    }

    /// Where the keyboard rests when hidden: just below the window, as tall as it would be.
    private var offscreenKeyboardFrame: Rect {
        let height =
            inputViewHost.presentation.targetFrame?.height ?? KeyboardSlide.height(forWindowSize: bounds.size)
        return Rect(x: 0, y: bounds.height, width: bounds.width, height: height)
    }

    private func makeInputViewContainer() -> InputViewContainer {
        let container = InputViewContainer(frame: offscreenKeyboardFrame)
        container.name = "input view"
        container.isHidden = true
        inputViewHost.container = container
        addSubview(container)
        return container
    }

    /// Moves the input view to where its slide is at `time`, ends a finished slide (its
    /// did-notifications), and follows a window resize while shown.
    func advanceKeyboard(to time: Double) {
        let host = inputViewHost
        guard let container = host.container, time.isFinite else { return }
        var notes = host.presentation.advance(to: time)
        if host.presentation.state == .shown, let shown = host.presentation.targetFrame,
            shown.width != bounds.width || shown.maxY != bounds.height
        {
            let height = host.container?.content.map(inputViewHeight(of:)) ?? shown.height
            notes += host.presentation.resize(
                to: Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height), time: time)
        }
        let frame = host.presentation.frame(at: time)
        if container.frame != frame { container.frame = frame }
        if host.presentation.state == .hidden, !container.isHidden {
            container.isHidden = true
            container.content = nil
        }
        post(notes)
    }

    /// Tells the observers, then makes opted-in scroll views follow a will-notification.
    private func post(_ notes: [KeyboardNotification]) {
        for note in notes {
            log.debug("keyboard \(note.name.rawValue) \(note.frameBegin) → \(note.frameEnd)")
            for observer in inputViewHost.observers { observer.handler(note) }
        }
        if let last = notes.last(where: \.isWill) {
            keepFirstResponderVisible(above: last.name == .willHide ? nil : last.frameEnd)
        }
    }

    /// Gives every opted-in scroll view room for the keyboard at `keyboard` (window points;
    /// `nil` when hiding) and scrolls the one holding the first responder to show it.
    private func keepFirstResponderVisible(above keyboard: Rect?) {
        for case let scrollView as ScrollView in subtree where scrollView.keepsFirstResponderVisible {
            scrollView.makeRoom(forKeyboard: keyboard, firstResponder: firstResponder)
        }
    }
}
