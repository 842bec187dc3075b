import FlickGestures
import FlickInput
import FlickTestSupport

/// Runs touch frames through an arbiter with recognizers on one full-window node and
/// collects the events, as a test would (FlickTestSupport cannot import FlickGestures, so
/// this helper lives with the gesture tests).
final class GestureHarness {
    let arbiter: GestureArbiter
    let root = BasicGestureNode(name: "root")
    private(set) var events: [GestureEvent] = []
    private(set) var deliveries: [TouchDelivery] = []

    init(_ recognizers: [GestureRecognizer], simultaneity: GestureArbiter.Simultaneity = .exclusive) {
        arbiter = GestureArbiter(defaultSimultaneity: simultaneity)
        arbiter.recordsExplanations = true
        for recognizer in recognizers { arbiter.attach(recognizer, to: root) }
    }

    /// Feeds frames, then advances to `flush` seconds after the last one (deadlines fire).
    @discardableResult
    func run(_ frames: [TouchFrame], flush: Double? = 1) -> [GestureEvent] {
        for frame in frames {
            arbiter.handle(frame) { [root] _ in root }
            events += arbiter.takeEvents()
            deliveries += arbiter.takeDeliveries()
        }
        if let flush, let last = frames.last { advance(to: last.time + flush) }
        return events
    }

    func advance(to time: Double) {
        arbiter.advance(to: time)
        events += arbiter.takeEvents()
        deliveries += arbiter.takeDeliveries()
    }

    /// "name:phase" for each event, e.g. ["pan:began", "pan:changed", "pan:ended"].
    var summary: [String] { events.map { "\($0.recognizer.name):\($0.phase.rawValue)" } }

    /// The summary without `changed` events.
    var milestones: [String] { events.filter { $0.phase != .changed }.map { "\($0.recognizer.name):\($0.phase.rawValue)" } }

    func events(of recognizer: GestureRecognizer) -> [GestureEvent] {
        events.filter { $0.recognizer === recognizer }
    }
}

extension GestureRecognizer {
    /// The recorded transitions as "from→to" strings.
    var transitions: [String] {
        explanation.filter { $0.from != $0.to || $0.reason == .reset }.map { "\($0.from.rawValue)→\($0.to.rawValue)" }
    }
}
