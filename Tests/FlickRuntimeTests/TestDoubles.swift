import FlickInput
import FlickRuntime

/// A scene that charges a scripted cost to a manual clock for each phase, and records
/// what the loop asked of it.
final class CostedWork: FrameWork, FrameCostHints {
    typealias Input = TouchFrame
    typealias DisplayList = Int

    let clock: ManualFrameClock
    /// Cost in seconds of `phase` in frame `index`.
    var cost: (_ index: Int, _ phase: FramePhase) -> Double
    private(set) var frame = 0
    private(set) var delivered: [[TouchFrame]] = []
    private(set) var physicsTargets: [Double] = []
    private(set) var animationTargets: [Double] = []
    var liveTiles = 0
    /// The frames (by index) that run a foreseen step in cost, and the step they run.
    var steps: [Int: FrameCostStep] = [:]
    /// The frames (by index) that ran the possible step `steps` planned them with.
    var ranSteps: Set<Int> = []

    init(clock: ManualFrameClock, cost: @escaping (_ index: Int, _ phase: FramePhase) -> Double = { _, _ in 0 }) {
        self.clock = clock
        self.cost = cost
    }

    func deliver(_ inputs: [TouchFrame], at time: Double) {
        clock.advance(by: cost(frame, .gestures))
        delivered.append(inputs)
        if let key = keyOnDelivery?(frame, inputs) { keyDelivered = key }
    }
    func advancePhysics(to target: Double) {
        clock.advance(by: cost(frame, .physics))
        physicsTargets.append(target)
    }
    func advanceAnimations(to target: Double) {
        clock.advance(by: cost(frame, .animation))
        animationTargets.append(target)
    }
    func layout(at target: Double) { clock.advance(by: cost(frame, .layout)) }
    func makeDisplayList(at target: Double) -> Int {
        clock.advance(by: cost(frame, .displayList))
        liveTiles = frame % 7
        defer { frame += 1 }
        return frame
    }
    var counters: FrameCounters { FrameCounters(liveTiles: liveTiles, uploads: 1, poolHits: 2) }
    /// The cost key read while `frame` is the index of the next display list (0 throughout
    /// unless set).
    var keyOf: (Int) -> Int = { _ in 0 }
    /// The key input delivered while `frame` is the index of the next display list makes the
    /// scene read from then on (an activity the delivery started), or `nil` for none.
    var keyOnDelivery: ((Int, [TouchFrame]) -> Int?)?
    private var keyDelivered: Int?
    var frameCostKey: Int { keyDelivered ?? keyOf(frame) }
    func costStep(before target: Double) -> FrameCostStep? { steps[frame] }
    /// Whether the picture changed with no input while `frame` is the index of the next display
    /// list (asked by a loop that skips unchanged frames; true throughout unless set).
    var picturesChange: (Int) -> Bool = { _ in true }
    func needsDisplayList(at target: Double) -> Bool { picturesChange(frame) }
    /// Read after the frame's display list (`frame` has moved on by one).
    func ran(_ step: FrameCostStep) -> Bool { step.isCertain || ranSteps.contains(frame - 1) }
}

/// A renderer that charges scripted render/present costs to a manual clock, can block for
/// a simulated vsync, and reports window events scheduled at clock times.
final class TestRenderer: FrameRenderer {
    typealias DisplayList = Int

    let clock: ManualFrameClock
    var renderCost: (Int) -> Double
    var presentCost: Double
    /// When set: vsync at `phase + n / rate`; present blocks until the next one.
    var vsync: (rate: Double, phase: Double)?
    /// Window events and the clock time from which they are reported.
    var scheduledEvents: [(time: Double, event: WindowEvent)] = []
    private(set) var rendered: [Int] = []
    private(set) var presents: [Double] = []

    init(clock: ManualFrameClock, renderCost: @escaping (Int) -> Double = { _ in 0 }, presentCost: Double = 0) {
        self.clock = clock
        self.renderCost = renderCost
        self.presentCost = presentCost
    }

    func render(_ list: Int, at target: Double) {
        clock.advance(by: renderCost(list))
        rendered.append(list)
        onScreen = list
    }

    func present() -> Double? {
        clock.advance(by: presentCost)
        guard let vsync else {
            presents.append(clock.now())
            return nil
        }
        var n = ((clock.now() - vsync.phase) * vsync.rate).rounded(.up)
        if vsync.phase + n / vsync.rate < clock.now() { n += 1 }
        let time = vsync.phase + n / vsync.rate
        clock.wait(until: time)
        presents.append(time)
        return time
    }

    var vsyncRate: Double? { vsync?.rate }

    /// When true, the renderer announces its next scheduled window event to the loop's waits.
    var announcesWindowEvents = false

    var windowEventReadiness: (any InputReadiness)? {
        announcesWindowEvents ? ScheduledReadiness(time: scheduledEvents.map(\.time).min()) : nil
    }

    func takeWindowEvents() -> [WindowEvent] {
        let due = scheduledEvents.filter { $0.time <= clock.now() }
        scheduledEvents.removeAll { $0.time <= clock.now() }
        return due.map(\.event)
    }

    var counters: FrameCounters { FrameCounters(uploads: 3) }

    /// When set, the renderer can redraw, and a redraw of list n costs `redrawCost(n)` seconds,
    /// drawn as `redrawItems` items, each after asking whether to abandon.
    var redrawCost: ((Int) -> Double)?
    /// Every redraw asked for: the list, and whether it was drawn whole.
    private(set) var redrawn: [(list: Int, drawn: Bool)] = []
    /// The list on screen: the last one rendered or redrawn whole.
    private(set) var onScreen: Int?

    var canRedraw: Bool { redrawCost != nil }
    /// Times `prepareRedraws()` was called.
    private(set) var redrawPreparations = 0
    func prepareRedraws() { redrawPreparations += 1 }

    /// Items a redraw draws.
    var redrawItems = 100
    /// What putting the frame drawn before back costs a redraw abandoned after drawing an item,
    /// seconds.
    var putBackCost = 0.0

    /// Pixels a redraw saves before its first item (asked about before it saves), and what
    /// saving them costs, seconds; 0 for none.
    var savedPixels = 0
    var saveCost = 0.0

    func redraw(_ list: Int, at target: Double, abandoningWhen shouldAbandon: (Int) -> Bool) -> Bool {
        let cost = redrawCost?(list) ?? 0
        if savedPixels > 0 {
            if shouldAbandon(savedPixels) {
                redrawn.append((list, false))
                return false
            }
            clock.advance(by: saveCost)
        }
        for item in 0..<redrawItems {
            if shouldAbandon(0) {
                if item > 0 || savedPixels > 0 { clock.advance(by: putBackCost) }
                redrawn.append((list, false))
                return false
            }
            clock.advance(by: cost / Double(redrawItems))
        }
        redrawn.append((list, true))
        onScreen = list
        return true
    }
}

/// A uniform cost for every engine phase of every frame.
func uniformCost(_ seconds: Double) -> (Int, FramePhase) -> Double {
    { _, _ in seconds }
}

/// A manual clock whose waits wake late by a scripted amount, like a preempted thread.
final class LateWakingClock: FrameClock {
    let base: ManualFrameClock
    /// Extra seconds added to wait number `n` (0-based).
    var lateness: (Int) -> Double
    private(set) var waits = 0

    init(base: ManualFrameClock, lateness: @escaping (Int) -> Double) {
        self.base = base
        self.lateness = lateness
    }

    func now() -> Double { base.now() }
    func threadCPUTime() -> Double { base.threadCPUTime() }
    func wait(until deadline: Double, wakingOn sources: [any InputReadiness]) -> Bool {
        let woke = base.wait(until: deadline, wakingOn: sources)
        base.wait(until: base.now() + lateness(waits))
        waits += 1
        return woke
    }
}

/// Readiness at a known time (a scheduled window event), for virtual-time waits.
final class ScheduledReadiness: InputReadiness {
    let time: Double?
    init(time: Double?) { self.time = time }
    var pollDescriptor: Int32? { nil }
    func nextEventTime() -> Double? { time }
}
