import FlickAnimation
import FlickInput
import FlickScene

/// A fold or flip running on a view's contents (its image or drawing: `layer.contents`),
/// from the contents before a change to the contents after it: what
/// `View.transition(withDuration:options:animations:completion:)` and
/// `View.beginInteractiveTransition(options:canComplete:animations:completion:)` start, and
/// `View.contentTransition` holds while it runs. Diagram:
/// `FlickUI.docc/ContentTransitions.md`.
///
/// The panels (`TransitionPanel`s of FlickAnimation's `FoldTransition`/`FlipTransition`)
/// are FlickScene `TransitionLayers` in a sublayer of the view's layer, below its
/// subviews; the view's own contents are taken off its layer meanwhile (`contents` nil:
/// nothing is drawn for them) and put back at the end unless the app set others, and its
/// background and subviews stay as they are. The window advances it with its
/// frame-driven views (at each touch frame, `Window.advance(to:)` and each frame), so the
/// completion runs at its time whether or not a frame is drawn.
///
/// Timed transitions run their duration. Interactive ones (`InteractiveFold`,
/// `InteractiveFlip`) follow a gesture: the app feeds the pinch distance or the pan
/// translation (`update(pinchDistance:)`, `update(translation:)`) and the release
/// (`end(pinchVelocity:lastDistance:)`, `end(velocity:)`); they then settle to the end or
/// back, and a new touch while settling catches them (`begin(pinchDistance:)`, `begin()`).
/// Times are the window's (`Window.currentTime`, seconds).
public final class ContentTransition {
    /// What moves the panels.
    public enum Driver: Hashable, Sendable {
        /// A timed fold or unfold that began at `startTime` (seconds).
        case fold(FoldTransition, startTime: Double)
        /// A timed page flip that began at `startTime` (seconds).
        case flip(FlipTransition, startTime: Double)
        /// A fold a pinch drives.
        case interactiveFold(InteractiveFold)
        /// A page flip a pan drives.
        case interactiveFlip(InteractiveFlip)
    }

    /// Where the transition is.
    public enum State: Hashable, Sendable {
        /// On screen: timed and running, or driven by a gesture (tracking or settling).
        case running
        /// Over at its end: the view shows the contents after the change.
        case finished
        /// Over at its start (an interactive one settled back) or replaced by another
        /// transition on the same view before its end.
        case cancelled
    }

    /// What moves the panels; an interactive driver changes as the gesture feeds it.
    public private(set) var driver: Driver
    /// Where the transition is.
    public private(set) var state: State = .running
    /// The view whose contents transition.
    public private(set) weak var view: View?
    /// The panel layers (a sublayer of the view's layer while running).
    public let layers: TransitionLayers
    private var completion: ((Bool) -> Void)?

    /// Starts `driver` on `view`'s layer, from `source` to `destination` contents.
    init(view: View, driver: Driver, source: (any LayerContents)?, destination: (any LayerContents)?,
         completion: ((Bool) -> Void)?) {
        self.view = view
        self.driver = driver
        self.completion = completion
        layers = TransitionLayers(frame: view.bounds, source: source, destination: destination)
        view.performWithoutAnimation { view.layer.contents = nil }
        view.layer.insertSublayer(layers.container, at: 0)
    }

    /// True while the panels follow a finger (an interactive transition before release).
    public var isTracking: Bool {
        switch driver {
        case .fold, .flip: return false
        case .interactiveFold(let fold): if case .tracking = fold.interaction.state { return true } else { return false }
        case .interactiveFlip(let flip): if case .tracking = flip.interaction.state { return true } else { return false }
        }
    }

    /// When the transition ends on its own, window time in seconds: a timed one at its start
    /// plus its duration, an interactive one at the end of its settle. `nil` while a finger
    /// drives it and once it is over. The frame that advances to it runs the completion (a
    /// card's new contents shown, a page's next spread laid out): a step in cost a frame
    /// scheduler can foresee (`Window.pendingGestureStep(before:)`).
    public var endTime: Double? {
        guard state == .running else { return nil }
        switch driver {
        case .fold(let fold, let start): return start + fold.duration
        case .flip(let flip, let start): return start + flip.duration
        case .interactiveFold(let fold): return fold.interaction.settleEndTime
        case .interactiveFlip(let flip): return flip.interaction.settleEndTime
        }
    }

    /// The panels at `time` (seconds), in paint order.
    public func panels(at time: Double) -> [TransitionPanel] {
        switch driver {
        case .fold(let fold, let start): return fold.panels(at: time - start)
        case .flip(let flip, let start): return flip.panels(at: time - start)
        case .interactiveFold(let fold): return fold.panels(at: time)
        case .interactiveFlip(let flip): return flip.panels(at: time)
        }
    }

    /// How far along the transition is at `time`, 0 (the contents before) … 1 (after):
    /// the fold angle over 90°, or the flip's stage progress over 2.
    public func fractionComplete(at time: Double) -> Double {
        switch driver {
        case .fold(let fold, let start):
            let angle = fold.angle(at: time - start) / (.pi / 2)
            return fold.style.contains(.unfold) ? 1 - angle : angle
        case .flip(let flip, let start): return flip.stageProgress(at: time - start) / 2
        case .interactiveFold(let fold): return fold.interaction.progress(at: time)
        case .interactiveFlip(let flip): return flip.stageProgress(at: time) / 2
        }
    }

    // MARK: Interactive fold (a pinch)

    /// The pinch's fingers came down (again) `distance` points apart: a settling fold is
    /// caught where it is.
    public func begin(pinchDistance distance: Double) {
        guard case .interactiveFold(var fold) = driver, state == .running else { return ignored("begin(pinchDistance:)") }
        fold.begin(pinchDistance: distance, at: now)
        driver = .interactiveFold(fold)
    }

    /// The pinch's fingers are `distance` points apart: the fold follows.
    public func update(pinchDistance distance: Double) {
        guard case .interactiveFold(var fold) = driver, state == .running else { return ignored("update(pinchDistance:)") }
        fold.update(pinchDistance: distance)
        driver = .interactiveFold(fold)
    }

    /// The pinch ended with its distance changing at `velocity` points per second, last
    /// `lastDistance` points apart: the fold settles to its end or back (`InteractiveFold`).
    public func end(pinchVelocity velocity: Double, lastDistance: Double) {
        guard case .interactiveFold(var fold) = driver, state == .running else { return ignored("end(pinchVelocity:)") }
        fold.end(pinchVelocity: velocity, lastDistance: lastDistance, at: now)
        driver = .interactiveFold(fold)
    }

    // MARK: Interactive flip (a pan)

    /// The pan began (again): a settling flip is caught where it is, and later
    /// translations count from here.
    public func begin() {
        guard case .interactiveFlip(var flip) = driver, state == .running else { return ignored("begin()") }
        flip.begin(at: now)
        driver = .interactiveFlip(flip)
    }

    /// The pan's translation along the turning axis since it began, points: the page follows.
    public func update(translation: Double) {
        guard case .interactiveFlip(var flip) = driver, state == .running else { return ignored("update(translation:)") }
        flip.update(translation: translation)
        driver = .interactiveFlip(flip)
    }

    /// The pan ended moving at `velocity` points per second along the turning axis: the
    /// page settles to its end or back (`InteractiveFlip`).
    public func end(velocity: Double) {
        guard case .interactiveFlip(var flip) = driver, state == .running else { return ignored("end(velocity:)") }
        flip.end(velocity: velocity, at: now)
        driver = .interactiveFlip(flip)
    }

    private func ignored(_ call: String) {
        log.debug("content transition of \(view?.debugName ?? "?"): \(call) does not apply to \(driver) (\(state))")
    }

    /// The window's time, seconds (0 before it has seen any).
    private var now: Double {
        guard let time = view?.window?.currentTime, time.isFinite else { return 0 }
        return time
    }

    // MARK: Frames

    /// Lays the panels out for `time` (seconds) and ends the transition when it is over.
    func advance(to time: Double) {
        guard state == .running else { return }
        let over: Bool?
        switch driver {
        case .fold(let fold, let start): over = fold.isDone(at: time - start) ? true : nil
        case .flip(let flip, let start): over = flip.isDone(at: time - start) ? true : nil
        case .interactiveFold(var fold):
            fold.advance(to: time)
            driver = .interactiveFold(fold)
            over = Self.outcome(of: fold.interaction)
        case .interactiveFlip(var flip):
            flip.advance(to: time)
            driver = .interactiveFlip(flip)
            over = Self.outcome(of: flip.interaction)
        }
        if let finished = over {
            end(finished: finished)
        } else {
            layers.update(with: panels(at: time))
        }
    }

    /// True when a settled interaction finished, false when it went back, `nil` while it runs.
    private static func outcome(of interaction: InteractiveProgress) -> Bool? {
        switch interaction.state {
        case .finished: return true
        case .cancelled: return false
        case .idle, .tracking, .settling: return nil
        }
    }

    /// Takes the panels away, puts the view's contents back (the destination, unless the
    /// app set contents meanwhile) and runs the completion
    /// with `finished` (false: cancelled or replaced).
    func end(finished: Bool) {
        guard state == .running else { return }
        state = finished ? .finished : .cancelled
        log.trace("content transition of \(view?.debugName ?? "?") \(state)")
        layers.container.removeFromSuperlayer()
        if let view {
            if view.layer.contents == nil {
                view.performWithoutAnimation { view.layer.contents = layers.destinationContents }
            }
            if view.contentTransition === self { view.contentTransition = nil }
            view.window?.contentTransitions.removeAll { $0 === self }
        }
        let completion = self.completion
        self.completion = nil
        completion?(finished)
    }
}
