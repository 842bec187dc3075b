import FlickGestures
import FlickInput

/// The recognizers a scroll view runs on raw touch frames, under a `GestureArbiter`:
/// FlickGestures' `PanGestureRecognizer` (10 pt slop, least-squares `VelocityTracker`) and
/// `PinchGestureRecognizer`, recognizing together as in UIScrollView, and a two-tap
/// `TapGestureRecognizer` for double-tap zoom (it fails once the pan begins). It also
/// follows the raw touches for content delivery.
///
/// This is a reference type (the recognizers are classes). A copy of a `ScrollModel` that
/// is fed frames while no finger is down gets recognizers of its own, so copies taken at
/// rest behave as values; copies taken mid-gesture share the gesture until it ends.
final class ScrollGestures {
    let arbiter = GestureArbiter()
    let node = BasicGestureNode(name: "scroll view")
    let pan = PanGestureRecognizer(name: "scroll pan")
    let pinch = PinchGestureRecognizer(name: "scroll pinch")
    let doubleTap = TapGestureRecognizer(name: "scroll double tap", numberOfTapsRequired: 2)

    /// The touches down, by id, with their start and latest locations.
    var down: [Int: (start: Point, location: Point)] = [:]
    /// The first touch of the session.
    var primary: Int?
    /// Whether the session has moved into a pan or pinch (then it is not a tap).
    var gestured = false
    /// The pan's travel from touch-down to its begin (the slop), points; captured at
    /// `began` because the recognizer resets once its touches end.
    var panBase = Point.zero

    init() {
        // The scroll model follows the raw touches for its content (`down`); the arbiter's
        // own touch deliveries were never drained and grew by one per touch per frame
        // (a long replay or a long-running app leaked without bound).
        arbiter.collectsTouchDeliveries = false
        arbiter.attach(pan, to: node)
        arbiter.attach(pinch, to: node)
        arbiter.attach(doubleTap, to: node)
        pan.allowSimultaneousRecognition(with: pinch)
    }

    /// Gives a scroll view its own recognizers when it was copied at rest (no finger down),
    /// so copies behave as values.
    static func makeUnique(_ gestures: inout ScrollGestures) {
        if !isKnownUniquelyReferenced(&gestures) && gestures.down.isEmpty { gestures = ScrollGestures() }
    }

    /// Records the frame's new touches; `sessionBegan` gets the location of the touch that
    /// starts a session (the first one down when none was).
    func trackBegan(_ frame: TouchFrame, sessionBegan: (Point) -> Void) {
        for touch in frame.touches where touch.phase == .began {
            if down.isEmpty {
                primary = touch.id
                gestured = false
                sessionBegan(touch.location)
            }
            down[touch.id] = (touch.location, touch.location)
        }
    }

    /// Forgets the frame's lifted touches. Returns them when that ended the session (no
    /// finger left down), `nil` otherwise.
    func trackLifted(_ frame: TouchFrame) -> [Touch]? {
        let lifted = frame.touches.filter { $0.phase.isFinal }
        for touch in lifted { down[touch.id] = nil }
        return !lifted.isEmpty && down.isEmpty ? lifted : nil
    }
}

extension ScrollModel {
    /// Feeds one touch frame (locations in the scroll view's coordinates, time in seconds).
    ///
    /// The raw touches drive tracking and the content: the session's first touch-down is
    /// `touchesBegan`, its moves before a drag go to the content, a lift without a drag is
    /// `touchesEnded`. The pan and pinch recognizers drive `panBegan/Changed/Ended` and
    /// `pinchBegan/Changed/Ended`, the double-tap recognizer `doubleTap(at:time:)`, at their
    /// own (interpolated) event times. Frames must come in time order.
    public mutating func handle(_ frame: TouchFrame) {
        ScrollGestures.makeUnique(&self.gestures)
        let gestures = self.gestures
        let time = frame.time
        gestures.trackBegan(frame) { touchesBegan(at: $0, time: time) }
        for touch in frame.touches where touch.phase != .began {
            gestures.down[touch.id]?.location = touch.location
        }

        gestures.arbiter.handle(frame) { _ in gestures.node }
        for event in gestures.arbiter.takeEvents() { apply(event, gestures: gestures) }

        if let primary = gestures.primary, let touch = frame.touches.first(where: { $0.id == primary }),
           touch.phase == .moved, state == .tracking {
            touchesMoved(to: touch.location, time: time)
        }
        if let lifted = gestures.trackLifted(frame) {
            let last = lifted.first { $0.id == gestures.primary } ?? lifted[0]
            if last.phase == .cancelled { touchesCancelled(time: time) } else { touchesEnded(time: time) }
            gestures.primary = nil
        }
        advance(to: time)
    }

    private mutating func apply(_ event: GestureEvent, gestures: ScrollGestures) {
        let values = event.values
        if event.recognizer === gestures.pan {
            // The scroll view measures translation from touch-down (for the directional
            // lock); the recognizer from its own begin: add the slop travel back.
            if event.phase == .began { gestures.panBase = gestures.pan.totalTranslation - gestures.pan.translation }
            let base = gestures.panBase
            switch event.phase {
            case .began:
                gestures.gestured = true
                panBegan(translation: base, time: event.time)
            case .changed:
                panChanged(translation: base + values.translation, time: event.time, isResampled: values.isResampled)
            case .ended:
                panEnded(translation: base + values.translation, velocity: values.velocity, time: event.time)
            case .cancelled:
                panCancelled(time: event.time)
            case .recognized, .retracted:
                break
            }
        } else if event.recognizer === gestures.doubleTap {
            if event.phase == .recognized { doubleTap(at: values.location, time: event.time) }
        } else if event.recognizer === gestures.pinch {
            switch event.phase {
            case .began:
                gestures.gestured = true
                pinchBegan(focal: values.location, time: event.time)
            case .changed:
                pinchChanged(scale: values.scale, focal: values.location, time: event.time,
                              isResampled: values.isResampled)
            case .ended, .cancelled:
                pinchEnded(time: event.time)
            case .recognized, .retracted:
                break
            }
        }
    }
}
