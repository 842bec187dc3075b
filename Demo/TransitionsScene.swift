import Flick
import Foundation

/// Transitions: an app of toolkit views. A stack of cards shown by one `ImageView`; its
/// recognizers change the card through FlickUI's content transitions: a swipe up folds the
/// card away onto the next (`.transitionFold`), a swipe down unfolds the previous one back
/// (`.transitionUnfold`), a pinch drives a fold (`InteractiveFold`) and a horizontal pan
/// turns the page (`InteractiveFlip`, left forward, right back); both follow the fingers,
/// then finish or spring back on release. A quick horizontal swipe is a pan released fast:
/// the page turns on by itself (MPFlipViewController's 125 pt/s rule). The recognizers'
/// actions drive an explicit `TransitionsScene.State` (diagram in FlickDemo.docc/TransitionsScene.md).
final class TransitionsScene: DemoScreen, GestureRecognizerDelegate {
    /// Card size, points (ours).
    static let cardSize = Size(width: 640, height: 440)
    /// Number of cards (ours).
    static let cardCount = 8
    /// Flip settle duration over the whole turn, seconds (MPFlipTransition's default of
    /// 0.3 s is hard to follow on a page this large; ours: 0.6 s).
    static let flipDuration = 0.6
    /// The backdrop's vertical gradient, top to bottom (ours).
    static let backdropColors = [Color(red: 0.16, green: 0.18, blue: 0.24), Color(red: 0.08, green: 0.09, blue: 0.12)]
    /// The hint's and the counter's distance from the top edge and below the card, points (ours).
    static let hintInset = 40.0, counterGap = 40.0
    /// The least room left and right of the card, points (ours: a card scaled to fit a
    /// narrow panel keeps clear of the edges).
    static let cardMargin = 20.0

    /// What the card is doing.
    enum State: Equatable {
        /// Card `current` shown, nothing moving.
        case resting
        /// A swipe's timed fold (or unfold, `unfold`) to card `to`.
        case folding(to: Int, unfold: Bool)
        /// A pinch drives (or has released) a fold to card `to`.
        case pinching(to: Int)
        /// A pan drives (or has released) a page turn to card `to` (`current` when there is no
        /// card that way: the page rubber-bands).
        case turning(to: Int)
    }

    private(set) var state: State = .resting
    /// The card shown at rest (0-based).
    private(set) var current = 0
    /// The cards' pictures.
    let cards: PreparedImages
    /// The card on screen; its recognizers drive the transitions.
    let cardView = ImageView()
    /// The cards before and after the one shown, hidden, their images made ready while hidden
    /// (`preparesContentsWhileHidden`, as Flutter's `precacheImage`): a fold or a page turn
    /// then draws a card uploaded and scanned already. The first frame of a pinch fold onto a
    /// card not shown before uploaded it and scanned its opaque interior: 4.4 ms, 3.7 prepared
    /// (the fold's later frames cost 2.0–2.3; the rest was the barely turned card blended whole,
    /// which `SDLRenderer` now splits), a missed deadline at 60 Hz in half the headless tours
    /// before.
    let neighbours = [ImageView(), ImageView()]
    /// "card N of 8".
    let counter = Label()
    private let swipe = SwipeGestureRecognizer(name: "card swipe", directions: [.up, .down])
    private let pinch = PinchGestureRecognizer(name: "card pinch")
    private let pan = PanGestureRecognizer(name: "card pan", maximumNumberOfTouches: 1)
    /// The pinch's finger distance when it began, points (its scale is relative to it).
    private var pinchSpread = 0.0
    /// Completed transitions, by kind; pinch folds and page turns that sprang back.
    private(set) var folds = 0, unfolds = 0, flips = 0, pinchFoldsCompleted = 0, pinchFoldsReturned = 0,
                     flipsReturned = 0

    /// The card stack centred in `viewport` (window points); the cards are drawn where
    /// `work` says.
    init(viewport: Rect, work: OffFrameWork) {
        cards = PreparedImages(count: Self.cardCount, work: work, draw: TransitionsScene.drawCard)
        super.init(name: "Transitions", viewport: viewport)
        view.layer.gradient = LinearGradient(
            stops: [ColorStop(location: 0, color: Self.backdropColors[0]), ColorStop(location: 1, color: Self.backdropColors[1])],
            startPoint: Point(x: 0.5, y: 0), endPoint: Point(x: 0.5, y: 1))
        cardView.name = "card"
        cardView.isUserInteractionEnabled = true
        for neighbour in neighbours {
            neighbour.isHidden = true
            neighbour.layer.preparesContentsWhileHidden = true
            view.addSubview(neighbour)
        }
        view.addSubview(cardView)
        let hint = label("swipe up: fold  -  down: unfold  -  drag or swipe left/right: flip  -  pinch: fold with your fingers",
                         centerY: Self.hintInset)
        hint.autoresizingMask = .flexibleWidth
        view.addSubview(hint)
        counter.frame = label("", centerY: 0).frame
        counter.font = .system(size: 16)
        counter.textColor = Color(white: 0.8)
        counter.textAlignment = .center
        view.addSubview(counter)
        viewDidLayoutSubviews()
        showCounter()
        for recognizer in [swipe, pinch, pan] as [GestureRecognizer] {
            recognizer.delegate = self
            cardView.addGestureRecognizer(recognizer)
        }
        swipe.addTarget { [unowned self] event in
            if event.phase == .recognized, let direction = event.values.direction { swiped(direction, at: event.time) }
        }
        pinch.addTarget { [unowned self] event in pinched(event) }
        pan.addTarget { [unowned self] event in panned(event) }
    }

    /// The card centred, at `cardSize` or scaled down to fit between the hint and the
    /// bottom (a small or landscape panel), and the counter `counterGap` below it; on every
    /// size change (a rotation, a resized window).
    override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        let room = Size(width: bounds.width - 2 * Self.cardMargin,
                        height: bounds.height - 2 * (Self.hintInset + Self.counterGap))
        let scale = max(min(1, room.width / Self.cardSize.width, room.height / Self.cardSize.height), 0)
        let size = Size(width: Self.cardSize.width * scale, height: Self.cardSize.height * scale)
        cardView.frame = AlertScene.rect(centeredAt: bounds.center, size: size)
        for neighbour in neighbours { neighbour.frame = cardView.frame }
        counter.frame = Rect(x: 0, y: cardView.frame.maxY + Self.counterGap - counter.frame.height / 2,
                             width: bounds.width, height: counter.frame.height)
    }

    private func label(_ text: String, centerY: Double) -> Label {
        let label = Label(text: text, frame: Rect(x: 0, y: centerY - 15, width: view.bounds.width, height: 30))
        label.font = .system(size: 16)
        label.textColor = Color(white: 0.8)
        label.textAlignment = .center
        return label
    }

    private func showCounter() { counter.text = "card \(current + 1) of \(Self.cardCount)" }

    /// Card `index`'s picture as an image.
    private func image(_ index: Int) -> Image { Image(bitmap: cards[index]) }

    /// The recognizers begin only where the state lets them: a swipe at rest, a pinch at
    /// rest with a card to fold onto (or to catch its own fold), a pan at rest when it moves
    /// more across than up or down (or to catch its own turn). A vertical drag thus stays a
    /// swipe; a horizontal one is the pan's from its first 10 points.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        let catching = cardView.contentTransition?.isTracking == false
        if recognizer === swipe { return state == .resting }
        if recognizer === pinch {
            if case .pinching = state { return catching }
            return state == .resting && current + 1 < Self.cardCount
        }
        guard recognizer === pan, abs(pan.totalTranslation.x) > abs(pan.totalTranslation.y) else { return false }
        if case .turning = state { return catching }
        return state == .resting
    }

    // MARK: State

    private func swiped(_ direction: SwipeDirection, at time: Double) {
        let up = direction == .up
        let next = up ? current + 1 : current - 1
        guard state == .resting, (0..<Self.cardCount).contains(next) else {
            report.note("swipe \(direction): no card that way", at: time)
            return
        }
        transition(to: .folding(to: next, unfold: !up),
                   up ? "swipe up: card \(current + 1) folds away onto card \(next + 1)"
                      : "swipe down: card \(next + 1) unfolds over card \(current + 1)", at: time)
        cardView.transition(withDuration: FoldTransition.defaultDuration, options: up ? .transitionFold : .transitionUnfold,
                            animations: { cardView.image = image(next) }) { [unowned self] finished in
            if finished, up { folds += 1 } else if finished { unfolds += 1 }
            rest(on: next, up ? "fold done" : "unfold done")
        }
    }

    private func pinched(_ event: GestureEvent) {
        let distance = pinchSpread * event.values.scale
        switch (event.phase, state) {
        case (.began, .resting):
            pinchSpread = Self.spread(of: pinch)
            let next = current + 1
            transition(to: .pinching(to: next), "pinch: the fold follows the fingers", at: event.time)
            cardView.beginInteractiveTransition(
                options: .transitionFold, animations: { cardView.image = image(next) },
                completion: settled(on: next, counting: \.pinchFoldsCompleted, \.pinchFoldsReturned,
                                    "pinch fold completed", "pinch fold sprang back")
            )?.begin(pinchDistance: pinchSpread)
        case (.began, .pinching):
            pinchSpread = Self.spread(of: pinch)
            cardView.contentTransition?.begin(pinchDistance: pinchSpread)
            report.note("pinch: the fingers catch the fold", at: event.time)
        case (.changed, .pinching):
            cardView.contentTransition?.update(pinchDistance: distance)
        case (.ended, .pinching), (.cancelled, .pinching):
            guard let transition = cardView.contentTransition else { return }
            let velocity = event.phase == .ended ? pinchSpread * event.values.scaleVelocity : 0
            transition.end(pinchVelocity: velocity, lastDistance: distance)
            report.note(String(format: "pinch released at %.0f%% folded, %.0f pt/s",
                               100 * transition.fractionComplete(at: event.time), velocity), at: event.time)
        default: break
        }
    }

    private func panned(_ event: GestureEvent) {
        let dx = event.values.translation.x
        switch (event.phase, state) {
        case (.began, .resting):
            let forward = pan.totalTranslation.x < 0
            let next = forward ? current + 1 : current - 1
            let canTurn = (0..<Self.cardCount).contains(next)
            transition(to: .turning(to: canTurn ? next : current),
                       canTurn ? "pan \(forward ? "left" : "right"): the page follows the finger towards card \(next + 1)"
                               : "pan \(forward ? "left" : "right"): no card that way, the page rubber-bands", at: event.time)
            cardView.beginInteractiveTransition(withDuration: Self.flipDuration,
                                                options: forward ? .transitionFlipFromRight : .transitionFlipFromLeft,
                                                canComplete: canTurn,
                                                animations: { if canTurn { cardView.image = image(next) } },
                                                completion: settled(on: next, counting: \.flips, \.flipsReturned,
                                                                    "flip done", "page sprang back"))?.begin()
        case (.began, .turning):
            cardView.contentTransition?.begin()
            report.note("pan: the finger catches the page", at: event.time)
        case (.changed, .turning):
            cardView.contentTransition?.update(translation: dx)
        case (.ended, .turning), (.cancelled, .turning):
            guard let transition = cardView.contentTransition else { return }
            let velocity = event.phase == .ended ? event.values.velocity.x : 0
            transition.end(velocity: velocity)
            report.note(String(format: "pan released at %.0f pt/s, %.0f%% turned", velocity,
                               100 * transition.fractionComplete(at: event.time)), at: event.time)
        default: break
        }
    }

    /// Two fingers' distance (more: twice their mean distance from the centroid), points.
    static func spread(of recognizer: GestureRecognizer) -> Double {
        let points = recognizer.trackedTouches.filter { !$0.isFinal }.map(\.location)
        guard !points.isEmpty else { return 0 }
        let center = recognizer.centroid()
        return 2 * points.map { $0.distance(to: center) }.reduce(0, +) / Double(points.count)
    }

    /// The completion of an interactive transition to card `next`: counts it in `completed`
    /// or `returned` and rests on the card it settled on (putting the current card back).
    private func settled(on next: Int, counting completed: ReferenceWritableKeyPath<TransitionsScene, Int>,
                         _ returned: ReferenceWritableKeyPath<TransitionsScene, Int>, _ done: String,
                         _ back: String) -> (Bool) -> Void {
        { [unowned self] finished in
            self[keyPath: finished ? completed : returned] += 1
            if !finished { cardView.image = image(current) }
            rest(on: finished ? next : current, finished ? done : back)
        }
    }

    private func rest(on card: Int, _ reason: String) {
        current = card
        showCounter()
        transition(to: .resting, "\(reason): card \(card + 1) shown", at: currentTime)
    }

    private func transition(to next: State, _ text: String, at time: Double) {
        report.note(text, at: time)
        state = next
    }

    /// The first card's image is set when the scene is first drawn: the cards are drawn off
    /// the frame (`PreparedImages`), and asking for one at start-up would draw it on the spot.
    /// The neighbouring cards are prepared once drawn, never drawn for it on the frame.
    override func willDraw(at time: Double, labels: LabelCache) {
        if cardView.image == nil { cardView.image = image(current) }
        for (neighbour, index) in zip(neighbours, [current - 1, current + 1]) {
            let bitmap = (0..<Self.cardCount).contains(index) ? cards.readyImage(index) : nil
            if neighbour.image?.bitmap.identity != bitmap?.identity { neighbour.image = bitmap.map { Image(bitmap: $0) } }
        }
        super.willDraw(at: time, labels: labels)
    }

    /// At rest, with no recognizer deadline and no animation.
    override func isSettled(at time: Double) -> Bool { state == .resting && super.isSettled(at: time) }

    /// Card `index`'s picture.
    static func drawCard(_ index: Int) -> Bitmap {
        let size = Self.cardSize
        var canvas = Canvas(width: Int(size.width), height: Int(size.height))
        let t = Double(index) / Double(Self.cardCount) * 2 * Double.pi
        let base = Color(red: 0.5 + 0.4 * sin(t), green: 0.5 + 0.4 * sin(t + 2.1), blue: 0.5 + 0.4 * sin(t + 4.2))
        canvas.fill(roundedRect: Rect(origin: .zero, size: size), cornerRadius: 24, color: base)
        for stripe in 0..<6 {
            canvas.fill(Rect(x: 0, y: 300 + Double(stripe) * 20, width: size.width, height: 10),
                        color: Color(white: 1, alpha: 0.12 + 0.04 * Double(stripe)))
        }
        canvas.draw(text: "\(index + 1)", at: Point(x: 40, y: 40), fontSize: 160, color: Color(white: 1, alpha: 0.9))
        canvas.draw(text: "Card \(index + 1)", at: Point(x: 300, y: 80), fontSize: 40, color: .white)
        canvas.draw(text: ["Fold", "Unfold", "Flip", "Pinch"][index % 4] + " me", at: Point(x: 300, y: 140),
                    fontSize: 24, color: Color(white: 1, alpha: 0.85))
        return canvas.makeBitmap()
    }
}
