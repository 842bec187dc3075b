import FlickAnimation
import FlickInput
import FlickScene

extension View.AnimationOptions {
    /// A page flip (MPFlipTransition, `FlipTransition`) turning the left half over to the
    /// right (backward), like turning back a page. Flick's flips turn a half about the
    /// centre spine, as MPFlip does, rather than UIKit's whole-view card flip. UIKit's
    /// transition field value 1 (bits 20–23).
    public static let transitionFlipFromLeft = Self(rawValue: 1 << 20)
    /// A page flip turning the right half over to the left (forward), like turning a book's
    /// page. UIKit's value 2.
    public static let transitionFlipFromRight = Self(rawValue: 2 << 20)
    /// A page flip about a horizontal spine turning the top half down (backward). UIKit's value 6.
    public static let transitionFlipFromTop = Self(rawValue: 6 << 20)
    /// A page flip about a horizontal spine turning the bottom half up (forward). UIKit's value 7.
    public static let transitionFlipFromBottom = Self(rawValue: 7 << 20)
    /// MPFoldTransition's fold (`FoldTransition`): the contents fold away along the
    /// horizontal centre line onto the new contents, which open from the top and bottom
    /// edges (ours: transition field value 8; UIKit has no fold).
    public static let transitionFold = Self(rawValue: 8 << 20)
    /// MPFoldTransition's unfold: the new contents unfold from the centre line over the old
    /// (ours: value 9).
    public static let transitionUnfold = Self(rawValue: 9 << 20)

    /// The bits of the transition field (UIKit: bits 20–23).
    static let transitionMask: UInt32 = 0xF << 20

    /// The transition the transition field names, `nil` when it names none.
    var transition: View.TransitionKind? {
        switch rawValue & Self.transitionMask {
        case Self.transitionFlipFromLeft.rawValue: return .flip(.horizontal, .backward)
        case Self.transitionFlipFromRight.rawValue: return .flip(.horizontal, .forward)
        case Self.transitionFlipFromTop.rawValue: return .flip(.vertical, .backward)
        case Self.transitionFlipFromBottom.rawValue: return .flip(.vertical, .forward)
        case Self.transitionFold.rawValue: return .fold(.default)
        case Self.transitionUnfold.rawValue: return .fold(.unfold)
        default: return nil
        }
    }
}

/// Fold and flip transitions of a view's contents (`UIView.transition(with:duration:options:
/// animations:completion:)`, with MPFoldTransition's and MPFlipTransition's geometry), timed
/// or driven by a gesture. See `ContentTransition`.
extension View {
    /// A transition the options name.
    enum TransitionKind: Hashable {
        case fold(FoldStyle)
        case flip(FlipTransition.Orientation, FlipTransition.Direction)
    }

    /// Changes the view's contents in `animations` (an image view's `image`, a redraw)
    /// with the fold or flip `options` names (`.transitionFold`, `.transitionUnfold`,
    /// `.transitionFlipFromRight` …) over `duration` seconds (`UIView.transition(with:
    /// duration:options:animations:completion:)`, an instance method like Flick's
    /// `animate`). The contents before and after the block are the transition's two
    /// images: the view's own contents only (its background and subviews do not take part:
    /// Flick draws no snapshot of a subtree). The fold eases out, the unfold eases in, the
    /// flip eases in then out (MPFold's and MPFlip's curves).
    ///
    /// `completion` runs with `true` in the window pass that ends it, or with `false` when
    /// another transition replaces it first. With no transition in `options`, a duration
    /// that is not a positive number or a view outside a window, the change applies at once
    /// and `completion(true)` runs (logged).
    public func transition(withDuration duration: Double, options: AnimationOptions, animations: () -> Void,
                           completion: ((Bool) -> Void)? = nil) {
        let source = layer.contents
        performWithoutAnimation(animations)
        guard let kind = options.transition, duration.isFinite, duration > 0, let window else {
            log.warning("\(debugName): no transition in the options, no positive duration (\(duration) s) or no window; the change applies at once")
            completion?(true)
            return
        }
        let start = window.currentTime.isFinite ? window.currentTime : 0
        let driver: ContentTransition.Driver
        switch kind {
        case .fold(let style):
            driver = .fold(FoldTransition(size: bounds.size, style: style, duration: duration), startTime: start)
        case .flip(let orientation, let direction):
            driver = .flip(FlipTransition(size: bounds.size, orientation: orientation, direction: direction,
                                          duration: duration), startTime: start)
        }
        startContentTransition(driver, from: source, completion: completion)
    }

    /// Changes the view's contents in `animations` behind a fold or flip that a gesture
    /// drives (`UIPercentDrivenInteractiveTransition` for a view's contents): `.transitionFold`
    /// gives an `InteractiveFold` (feed it the pinch), a flip option an `InteractiveFlip`
    /// (feed it the pan along its axis). `canComplete` false makes a flip rubber-band and
    /// always settle back (no page that way; a fold then does not start). `duration` is
    /// the time a settle over the whole range takes, seconds.
    ///
    /// Feed the returned transition the gesture (see `ContentTransition`). `completion`
    /// runs with `true` when it settles at its end, `false` when it settles back or is
    /// replaced: then set the contents back to what they were (the block's change stays
    /// in the model, as UIKit's). `nil` (and nothing changes) for options with no fold or
    /// flip, `.transitionUnfold`, a fold that cannot complete, or a view outside a window.
    @discardableResult
    public func beginInteractiveTransition(withDuration duration: Double = FoldTransition.defaultDuration,
                                           options: AnimationOptions, canComplete: Bool = true,
                                           animations: () -> Void,
                                           completion: ((Bool) -> Void)? = nil) -> ContentTransition? {
        guard let kind = options.transition, window != nil else {
            log.warning("\(debugName): no interactive transition for these options outside a window")
            return nil
        }
        let settle = duration.isFinite && duration > 0 ? duration : FoldTransition.defaultDuration
        let driver: ContentTransition.Driver
        switch kind {
        case .fold(let style):
            guard style == .default, canComplete else {
                log.warning("\(debugName): an interactive fold must fold (not unfold) to contents that exist")
                return nil
            }
            driver = .interactiveFold(InteractiveFold(transition: FoldTransition(size: bounds.size, duration: settle)))
        case .flip(let orientation, let direction):
            driver = .interactiveFlip(InteractiveFlip(
                transition: FlipTransition(size: bounds.size, orientation: orientation, direction: direction,
                                           duration: settle),
                canTurn: canComplete))
        }
        let source = layer.contents
        performWithoutAnimation(animations)
        return startContentTransition(driver, from: source, completion: completion)
    }

    /// Replaces any running transition (its completion gets `false`), then starts `driver`
    /// from `source` to the view's contents now, laid out for the window's time.
    @discardableResult
    private func startContentTransition(_ driver: ContentTransition.Driver, from source: (any LayerContents)?,
                                        completion: ((Bool) -> Void)?) -> ContentTransition {
        contentTransition?.end(finished: false)
        let transition = ContentTransition(view: self, driver: driver, source: source, destination: layer.contents,
                                           completion: completion)
        contentTransition = transition
        if let window {
            window.contentTransitions.append(transition)
            transition.advance(to: window.currentTime.isFinite ? window.currentTime : 0)
        }
        log.trace("\(debugName): content transition \(driver)")
        return transition
    }
}
