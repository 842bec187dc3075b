import FlickAnimation
import FlickGestures
import FlickInput
import FlickScene
import Foundation

/// Transitions: a stack of cards. Swipe up folds the card away onto the next
/// (`FoldTransition`), swipe down unfolds the previous one back, swipe left turns the
/// page forward and swipe right back (`FlipTransition`), and a two-finger pinch drives a
/// fold directly (`InteractiveFold`): it follows the fingers, then finishes or springs
/// back on release.
final class TransitionsScene: DemoScene {
    /// Card size, points (ours).
    static let cardSize = Size(width: 640, height: 440)
    /// Number of cards (ours).
    static let cardCount = 8
    /// Flip duration, seconds (MPFlipTransition's default of 0.3 s is hard to follow on a
    /// page this large; ours: 0.6 s).
    static let flipDuration = 0.6

    enum Motion {
        case fold(FoldTransition, from: Int, to: Int, start: Double)
        case flip(FlipTransition, from: Int, to: Int, start: Double)
        case pinch(InteractiveFold, from: Int, to: Int, pinching: Bool)
    }

    let name = "Transitions"
    let report = SceneReport()
    let viewport: Rect
    let cardRect: Rect
    private(set) var current = 0
    private(set) var motion: Motion?
    /// The cards' pictures.
    let cards: PreparedImages
    private let arbiter = GestureArbiter(defaultSimultaneity: .simultaneous)
    private let node = BasicGestureNode(name: "card")
    private let swipe = SwipeGestureRecognizer(name: "card swipe", directions: Set(SwipeDirection.allCases))
    private var pinchSamples: [(time: Double, distance: Double)] = []
    /// Completed transitions, by kind, and pinch folds that sprang back.
    private(set) var folds = 0, unfolds = 0, flips = 0, pinchFoldsCompleted = 0, pinchFoldsReturned = 0

    /// The card stack centred in `viewport` (window points); the cards are drawn where
    /// `work` says.
    init(viewport: Rect, work: OffFrameWork) {
        self.viewport = viewport
        cardRect = Rect(x: viewport.midX - Self.cardSize.width / 2, y: viewport.midY - Self.cardSize.height / 2,
                        width: Self.cardSize.width, height: Self.cardSize.height)
        cards = PreparedImages(count: Self.cardCount, work: work, draw: TransitionsScene.drawCard)
        arbiter.attach(swipe, to: node)
    }

    func handle(_ frame: TouchFrame) {
        arbiter.handle(frame) { [node] _ in node }
        for event in arbiter.takeEvents() where event.phase == .recognized {
            if let direction = event.values.direction { swiped(direction, at: event.time) }
        }
        handlePinch(frame)
    }

    private func swiped(_ direction: SwipeDirection, at time: Double) {
        guard motion == nil else { return }
        switch direction {
        case .up where current + 1 < Self.cardCount:
            motion = .fold(FoldTransition(size: Self.cardSize), from: current, to: current + 1, start: time)
            report.note("swipe up: card \(current + 1) folds away onto card \(current + 2)", at: time)
        case .down where current > 0:
            motion = .fold(FoldTransition(size: Self.cardSize, style: .unfold), from: current, to: current - 1, start: time)
            report.note("swipe down: card \(current) unfolds over card \(current + 1)", at: time)
        case .left where current + 1 < Self.cardCount:
            motion = .flip(FlipTransition(size: Self.cardSize, duration: Self.flipDuration), from: current,
                           to: current + 1, start: time)
            report.note("swipe left: page flips forward to card \(current + 2)", at: time)
        case .right where current > 0:
            motion = .flip(FlipTransition(size: Self.cardSize, direction: .backward, duration: Self.flipDuration),
                           from: current, to: current - 1, start: time)
            report.note("swipe right: page flips back to card \(current)", at: time)
        case .up, .down, .left, .right:
            report.note("swipe \(direction): no card that way", at: time)
        }
    }

    private func handlePinch(_ frame: TouchFrame) {
        let active = frame.activeTouches
        let time = frame.time
        if active.count >= 2 {
            let distance = active[0].location.distance(to: active[1].location)
            pinchSamples.append((time, distance))
            if pinchSamples.count > 8 { pinchSamples.removeFirst() }
            switch motion {
            case nil where current + 1 < Self.cardCount:
                var fold = InteractiveFold(transition: FoldTransition(size: Self.cardSize))
                fold.begin(pinchDistance: distance, at: time)
                motion = .pinch(fold, from: current, to: current + 1, pinching: true)
                report.note("pinch: the fold follows the fingers", at: time)
            case .pinch(var fold, let from, let to, false):
                fold.begin(pinchDistance: distance, at: time)
                motion = .pinch(fold, from: from, to: to, pinching: true)
            case .pinch(var fold, let from, let to, true):
                fold.update(pinchDistance: distance)
                motion = .pinch(fold, from: from, to: to, pinching: true)
            default: break
            }
        } else if case .pinch(var fold, let from, let to, true) = motion {
            let velocity = pinchVelocity()
            fold.end(pinchVelocity: velocity, lastDistance: pinchSamples.last?.distance ?? 0, at: time)
            motion = .pinch(fold, from: from, to: to, pinching: false)
            report.note(String(format: "pinch released at %.0f%% folded, %.0f pt/s", 100 * fold.angle(at: time) / (.pi / 2),
                               velocity), at: time)
            pinchSamples.removeAll()
        }
    }

    /// The rate of change of the finger distance over the last samples, points per second.
    private func pinchVelocity() -> Double {
        guard let last = pinchSamples.last, let first = pinchSamples.first, last.time > first.time else { return 0 }
        return (last.distance - first.distance) / (last.time - first.time)
    }

    func advance(to time: Double) {
        arbiter.advance(to: time)
        for event in arbiter.takeEvents() where event.phase == .recognized {
            if let direction = event.values.direction { swiped(direction, at: event.time) }
        }
        switch motion {
        case .fold(let fold, _, let to, let start) where fold.isDone(at: time - start):
            if fold.style.contains(.unfold) { unfolds += 1 } else { folds += 1 }
            finish(to: to, at: time, what: fold.style.contains(.unfold) ? "unfold" : "fold")
        case .flip(let flip, _, let to, let start) where flip.isDone(at: time - start):
            flips += 1
            finish(to: to, at: time, what: "flip")
        case .pinch(var fold, let from, let to, false):
            fold.advance(to: time)
            if fold.isDone(at: time) {
                if case .finished = fold.interaction.state {
                    pinchFoldsCompleted += 1
                    finish(to: to, at: time, what: "pinch fold completed")
                } else {
                    pinchFoldsReturned += 1
                    motion = nil
                    current = from
                    report.note("pinch fold sprang back to card \(from + 1)", at: time)
                }
            } else {
                motion = .pinch(fold, from: from, to: to, pinching: false)
            }
        default: break
        }
    }

    private func finish(to card: Int, at time: Double, what: String) {
        current = card
        motion = nil
        report.note("\(what) done: card \(card + 1) shown", at: time)
    }

    func isSettled(at time: Double) -> Bool { motion == nil && arbiter.nextDeadline == nil }

    func draw(into list: inout DisplayList, at time: Double, labels: LabelCache) {
        list.append(.pushClip(viewport))
        list.fill(viewport, gradient: [Color(red: 0.16, green: 0.18, blue: 0.24), Color(red: 0.08, green: 0.09, blue: 0.12)])
        labels.draw("swipe up: fold  -  down: unfold  -  left/right: flip  -  pinch: fold with your fingers",
                    centeredAt: Point(x: viewport.midX, y: viewport.minY + 40), size: 16, color: Color(white: 0.8),
                    into: &list)
        labels.draw("card \(current + 1) of \(Self.cardCount)", centeredAt: Point(x: viewport.midX, y: cardRect.maxY + 40),
                    size: 16, color: Color(white: 0.8), into: &list)
        let place = Transform3D(translationX: cardRect.minX, y: cardRect.minY)
        switch motion {
        case nil:
            list.draw(cards[current], in: cardRect)
        case .fold(let fold, let from, let to, let start):
            drawPanels(fold.panels(at: time - start), from: from, to: to, place: place, into: &list)
        case .flip(let flip, let from, let to, let start):
            drawPanels(flip.panels(at: time - start), from: from, to: to, place: place, into: &list)
        case .pinch(let fold, let from, let to, _):
            drawPanels(fold.panels(at: time), from: from, to: to, place: place, into: &list)
        }
        list.append(.popClip)
    }

    private func drawPanels(_ panels: [TransitionPanel], from: Int, to: Int, place: Transform3D,
                            into list: inout DisplayList) {
        let size = Self.cardSize
        for panel in panels where panel.isVisible {
            let image = cards[panel.content == .source ? from : to]
            let r = panel.textureRect
            let uv = Rect(x: r.minX / size.width, y: r.minY / size.height, width: r.width / size.width,
                          height: r.height / size.height)
            let local = Rect(origin: .zero, size: panel.size)
            let transform = panel.transform.concatenating(place)
            list.append(.quad(TransformedQuad(rect: local, transform: transform, fill: .texture(image, uv: uv, tint: .white))))
            if let shading = panel.shading, shading.opacity > 0 {
                let gradient = Gradient(stops: shading.stops.map { GradientStop(location: $0.location, color: $0.color) })
                list.append(.quad(TransformedQuad(rect: local, transform: transform,
                                                  fill: .gradient(gradient, start: shading.startPoint, end: shading.endPoint),
                                                  opacity: shading.opacity)))
            }
            if panel.overlayOpacity > 0 {
                list.append(.quad(TransformedQuad(rect: local, transform: transform, fill: .color(.black),
                                                  opacity: panel.overlayOpacity)))
            }
        }
    }

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

extension DisplayList {
    /// Appends `rect` filled with a vertical gradient through `colors`.
    mutating func fill(_ rect: Rect, gradient colors: [Color]) {
        append(.quad(TransformedQuad(rect: rect, fill: .gradient(Gradient(colors: colors), start: Point(x: 0.5, y: 0),
                                                                 end: Point(x: 0.5, y: 1)))))
    }
}
