import FlickAnimation
import FlickInput

/// Where the window's input view is and where it is going: the keyboard slide as a state
/// machine (see KeyboardPresentation.md). Pure: frames in window points, times in seconds;
/// each call returns the notifications to post, in order.
struct KeyboardPresentation {
    /// The slide's states.
    enum State: Equatable {
        /// Below the window, not drawn.
        case hidden
        /// Sliding in.
        case showing
        /// In place.
        case shown
        /// Sliding out.
        case hiding
    }

    /// The state.
    private(set) var state = State.hidden
    /// The current move: from, to, start time (seconds), duration (seconds).
    private(set) var move = (from: Rect.zero, to: Rect.zero, start: 0.0, duration: 0.0)
    /// The curve of every move.
    let curve = KeyboardSlide.slideCurve

    /// The frame at `time` (window points): along the move while sliding, else its end.
    func frame(at time: Double) -> Rect {
        guard state == .showing || state == .hiding, move.duration > 0 else { return move.to }
        let progress = min(max((time - move.start) / move.duration, 0), 1)
        let eased = curve(progress)
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * eased }
        return Rect(
            x: lerp(move.from.minX, move.to.minX), y: lerp(move.from.minY, move.to.minY),
            width: lerp(move.from.width, move.to.width), height: lerp(move.from.height, move.to.height))
    }

    /// The frame the keyboard is heading for (or rests at), window points; `nil` when it is
    /// hidden or hiding.
    var targetFrame: Rect? { state == .showing || state == .shown ? move.to : nil }

    /// Slides in to `shown` from where it is (from `offscreen`, below the window, when
    /// hidden) at `time`: willChangeFrame, willShow. Nothing when already showing or shown
    /// at that frame; a new frame while shown or showing re-targets the slide.
    mutating func show(at shown: Rect, offscreen: Rect, time: Double) -> [KeyboardNotification] {
        switch state {
        case .shown, .showing:
            guard move.to != shown else { return [] }
        case .hidden, .hiding:
            break
        }
        let from = state == .hidden ? offscreen : frame(at: time)
        state = .showing
        move = (from, shown, time, KeyboardSlide.slideDuration)
        return notifications([.willChangeFrame, .willShow])
    }

    /// Slides out to `offscreen` from where it is at `time`: willChangeFrame, willHide.
    /// Nothing when hidden or already hiding.
    mutating func hide(to offscreen: Rect, time: Double) -> [KeyboardNotification] {
        guard state == .shown || state == .showing else { return [] }
        let from = frame(at: time)
        state = .hiding
        move = (from, offscreen, time, KeyboardSlide.slideDuration)
        return notifications([.willChangeFrame, .willHide])
    }

    /// Moves at once to `shown` (the window resized while the keyboard is in place):
    /// willChangeFrame, didChangeFrame. Only when shown and the frame differs.
    mutating func resize(to shown: Rect, time: Double) -> [KeyboardNotification] {
        guard state == .shown, move.to != shown else { return [] }
        move = (move.to, shown, time, 0)
        return notifications([.willChangeFrame, .didChangeFrame])
    }

    /// Ends a slide whose time is up by `time`: didChangeFrame then didShow or didHide.
    mutating func advance(to time: Double) -> [KeyboardNotification] {
        guard state == .showing || state == .hiding, time >= move.start + move.duration else { return [] }
        let showing = state == .showing
        state = showing ? .shown : .hidden
        return notifications([.didChangeFrame, showing ? .didShow : .didHide])
    }

    private func notifications(_ names: [KeyboardNotification.Name]) -> [KeyboardNotification] {
        names.map {
            KeyboardNotification(
                name: $0, frameBegin: move.from, frameEnd: move.to,
                animationDuration: move.duration, animationCurve: curve, time: move.start)
        }
    }
}
