import FlickGestures
import FlickInput
import FlickUI

/// A view that handles its touches and logs each handler call as "phase:name×count@time"
/// (deliveredAt), shared by the routing tests.
final class TouchLogView: View {
    /// Every handler call, oldest first, shared between the views of one test.
    let journal: Journal
    /// The events of each call, in order.
    private(set) var events: [TouchEvent] = []

    /// A log shared by several views.
    final class Journal {
        var lines: [String] = []
    }

    init(_ name: String, frame: Rect, journal: Journal) {
        self.journal = journal
        super.init(frame: frame)
        self.name = name
    }

    private func note(_ phase: String, _ touches: [Touch], _ event: TouchEvent) {
        events.append(event)
        journal.lines.append("\(phase):\(debugName)×\(touches.count)")
    }

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { note("began", touches, event) }
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) { note("moved", touches, event) }
    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { note("ended", touches, event) }
    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { note("cancelled", touches, event) }
}

/// Collects a recognizer's events through its target action, as an app would.
final class ActionLog {
    private(set) var events: [GestureEvent] = []

    /// Adds a target to each recognizer that appends its events here.
    init(_ recognizers: [GestureRecognizer]) {
        for recognizer in recognizers { recognizer.addTarget { [unowned self] in self.events.append($0) } }
    }

    /// "name:phase" per event, without `changed`.
    var milestones: [String] {
        events.filter { $0.phase != .changed }.map { "\($0.recognizer.name):\($0.phase.rawValue)" }
    }
}

extension Window {
    /// Feeds frames, then advances `flush` seconds past the last one (deadlines fire).
    func run(_ frames: [TouchFrame], flush: Double = 1) {
        for frame in frames { handle(frame) }
        if let last = frames.last { advance(to: last.time + flush) }
    }
}
