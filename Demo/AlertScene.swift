import FlickAnimation
import FlickGestures
import FlickInput
import FlickScene

/// Alert: a long press anywhere pops in an alert with the classic keyframed scale
/// (`AlertPopIn`: 0.6 → 1.1 → 0.9 → 1.0 over 0.2555 s) over a dimming background that
/// fades in; tapping OK fades it out. A struct state machine (`AlertScene.State`, diagram
/// in FlickDemo.docc/AlertScene.md).
final class AlertScene: DemoScene {
    /// The alert's size, points (ours).
    static let alertSize = Size(width: 440, height: 240)
    /// The OK button's size, points (ours: taller than the 44 pt minimum target).
    static let okSize = Size(width: 180, height: 52)
    /// Where the OK button's centre is, relative to the centre of the content area (above
    /// the tab bar), points (ours: in the alert's lower part, below its text).
    static let okOffset = Point(x: 0, y: 80)
    /// Opacity of the dimming layer when fully in (ours: UIKit's alert dims to about 0.4).
    static let dimOpacity = 0.4
    /// Fade-out on dismissal, seconds (ours: UIKit's alert dismissal is about 0.2 s).
    static let dismissDuration = 0.2
    /// The snapshot is taken this long after the pop-in ends, seconds (ours).
    static let snapshotDelay = 0.25

    /// Where the alert is.
    enum State: Equatable {
        /// Not shown.
        case hidden
        /// Popped in at `since` (the pop-in runs for `AlertPopIn.duration`, then it rests).
        case shown(since: Double)
        /// Fading out since `since`.
        case dismissing(since: Double)
    }

    let name = "Alert"
    let report = SceneReport()
    let viewport: Rect
    private(set) var state: State = .hidden
    private let arbiter = GestureArbiter(defaultSimultaneity: .simultaneous)
    private let node = BasicGestureNode(name: "alert scene")
    private let longPress = LongPressGestureRecognizer(name: "alert long press")
    private let tap = TapGestureRecognizer(name: "alert tap")
    private let popIn = AlertPopIn()
    private var snapshotTaken = false
    /// Times the alert appeared and left.
    private(set) var appearances = 0, dismissals = 0

    init(viewport: Rect) {
        self.viewport = viewport
        arbiter.attach(longPress, to: node)
        arbiter.attach(tap, to: node)
    }

    /// The alert's frame at rest (scale 1), window points.
    var alertFrame: Rect {
        Rect(x: viewport.midX - Self.alertSize.width / 2, y: viewport.midY - Self.alertSize.height / 2,
             width: Self.alertSize.width, height: Self.alertSize.height)
    }

    /// The OK button's frame at rest, window points (`okOffset` below the centre).
    var okFrame: Rect {
        let center = Point(x: viewport.midX, y: viewport.midY) + Self.okOffset
        return Rect(x: center.x - Self.okSize.width / 2, y: center.y - Self.okSize.height / 2,
                    width: Self.okSize.width, height: Self.okSize.height)
    }

    func handle(_ frame: TouchFrame) {
        arbiter.handle(frame) { [node] _ in node }
        apply(arbiter.takeEvents())
    }

    func advance(to time: Double) {
        arbiter.advance(to: time)
        apply(arbiter.takeEvents())
        if case .dismissing(let since) = state, time >= since + Self.dismissDuration {
            transition(to: .hidden, "fade-out over", at: time)
        }
    }

    private func apply(_ events: [GestureEvent]) {
        for event in events {
            if event.recognizer === longPress, event.phase == .began {
                switch state {
                case .hidden:
                    appearances += 1
                    snapshotTaken = false
                    transition(to: .shown(since: event.time), "long press at \(MapScene.format(event.values.location))",
                               at: event.time)
                case .shown, .dismissing: break
                }
            } else if event.recognizer === tap, event.phase == .recognized {
                switch state {
                case .shown where okFrame.contains(event.values.location):
                    dismissals += 1
                    transition(to: .dismissing(since: event.time), "OK tapped", at: event.time)
                case .shown:
                    report.note("tap outside OK: the alert stays (it is modal)", at: event.time)
                case .hidden, .dismissing: break
                }
            }
        }
    }

    private func transition(to next: State, _ reason: String, at time: Double) {
        let text: String
        switch next {
        case .hidden: text = "alert gone"
        case .shown: text = "alert pops in (keyframed scale 0.6, 1.1, 0.9, 1.0; background fades in)"
        case .dismissing: text = "alert fades out"
        }
        report.note("\(reason): \(text)", at: time)
        state = next
    }

    func wantsSnapshot(at time: Double) -> Bool {
        guard case .shown(let since) = state, !snapshotTaken, time >= since + AlertPopIn.duration + Self.snapshotDelay
        else { return false }
        snapshotTaken = true
        return true
    }

    func isSettled(at time: Double) -> Bool {
        switch state {
        case .hidden: return arbiter.nextDeadline == nil
        case .shown(let since): return time >= since + AlertPopIn.duration
        case .dismissing: return false
        }
    }

    /// Scale and opacity of the alert, and opacity of the dimming layer, at `time`.
    func appearance(at time: Double) -> (scale: Double, opacity: Double, dim: Double)? {
        switch state {
        case .hidden: return nil
        case .shown(let since):
            let scale = popIn.scaleAnimation
            scale.beginTime = since
            let fade = popIn.backgroundOpacityAnimation
            fade.beginTime = since
            return (scale.value(at: time, modelValue: 1) ?? 1, 1, fade.value(at: time, modelValue: 1) ?? 1)
        case .dismissing(let since):
            let f = 1 - min(max((time - since) / Self.dismissDuration, 0), 1)
            return (1, f, f)
        }
    }

    func draw(into list: inout DisplayList, at time: Double, labels: LabelCache) {
        list.append(.pushClip(viewport))
        list.fill(viewport, gradient: [Color(red: 0.85, green: 0.9, blue: 0.97), Color(red: 0.65, green: 0.72, blue: 0.85)])
        for row in 0..<5 {
            for column in 0..<8 {
                list.fill(Rect(x: viewport.minX + 60 + Double(column) * 150, y: viewport.minY + 120 + Double(row) * 110,
                               width: 120, height: 80),
                          color: Color(white: 1, alpha: 0.35 + 0.05 * Double((row + column) % 4)), cornerRadius: 12)
            }
        }
        labels.draw("Long press anywhere", centeredAt: Point(x: viewport.midX, y: viewport.minY + 60), size: 32,
                    color: Color(white: 0.2), into: &list)
        if let look = appearance(at: time) {
            list.fill(viewport, color: Color(white: 0, alpha: Self.dimOpacity * look.dim))
            let center = Point(x: viewport.midX, y: viewport.midY)
            let transform = Transform3D(translationX: -center.x, y: -center.y)
                .concatenating(Transform3D(scaleX: look.scale, y: look.scale))
                .concatenating(Transform3D(translationX: center.x, y: center.y))
            func quad(_ rect: Rect, _ fill: QuadFill, radius: Double = 0) {
                list.append(.quad(TransformedQuad(rect: rect, transform: transform, fill: fill, cornerRadius: radius,
                                                  opacity: look.opacity)))
            }
            quad(alertFrame, .color(Color(white: 0.98)), radius: 18)
            quad(okFrame, .color(Color(red: 0.2, green: 0.45, blue: 0.95)), radius: 12)
            for (text, y, size) in [("Flick", alertFrame.minY + 40, 32.0),
                                    ("A long press popped this alert in.", alertFrame.minY + 95, 16.0)] {
                labels.draw(text, centeredAt: Point(x: center.x, y: y), size: size, color: Color(white: 0.15),
                            weight: size > 20 ? .bold : .regular, opacity: look.opacity, transform: transform, into: &list)
            }
            labels.draw("OK", centeredAt: okFrame.center, size: 24, color: .white, weight: .bold, opacity: look.opacity,
                        transform: transform, into: &list)
        }
        list.append(.popClip)
    }
}
