/// The frame pipeline: once per frame, drain every input source without blocking →
/// deliver input and run recognizers → advance physics and animations to the frame's
/// target presentation time → layout → display list → render → present, each timed as a
/// phase, then paced to a fixed budget.
///
/// Pacing (`FramePacer`): at full rate the loop presents on a grid of deadlines at
/// `origin + n / rate`; a late frame is shown at the next deadline after it finished and
/// counted as missed, never followed by a burst. With a renderer that blocks for vsync the
/// grid follows the vsync it reports. Window events drop the loop to a low rate
/// (unfocused) or to waiting for input (hidden, minimised) and resume it at once
/// (`ActivityState`). On a `ManualFrameClock` the same loop runs on virtual time.
public final class FrameLoop<Work: FrameWork, Renderer: FrameRenderer>
where Renderer.DisplayList == Work.DisplayList {
    /// The scene.
    public let work: Work
    /// The renderer and presenter.
    public let renderer: Renderer
    /// The clock (real or virtual).
    public let clock: any FrameClock
    /// The input sources, drained every frame.
    public let inputs: [any InputSource<Work.Input>]
    /// The profiler every frame is recorded into, if any.
    public let profiler: FrameProfiler?
    /// The configuration.
    public let configuration: FrameLoopConfiguration
    /// The deadline grid.
    public private(set) var pacer: FramePacer
    /// The window's activity state.
    public private(set) var activity = ActivityState()
    /// Frames run so far.
    public private(set) var frameCount = 0
    private var lastShown: Double?

    /// Creates a loop whose first frame starts now (by `clock`).
    public init(work: Work, renderer: Renderer, clock: any FrameClock,
                inputs: [any InputSource<Work.Input>] = [], configuration: FrameLoopConfiguration = FrameLoopConfiguration(),
                profiler: FrameProfiler? = nil) {
        self.work = work
        self.renderer = renderer
        self.clock = clock
        self.inputs = inputs
        self.configuration = configuration
        self.profiler = profiler
        pacer = FramePacer(rate: configuration.rate, start: clock.now())
    }

    /// Runs frames until `frames` have run or the clock reaches `end` seconds.
    public func run(frames: Int, until end: Double = .infinity) {
        let target = frameCount + frames
        while frameCount < target && clock.now() < end {
            step()
        }
    }

    /// Runs iterations while `condition` holds (checked before each; an app's main loop,
    /// e.g. `loop.run { !quitRequested }`).
    public func run(while condition: () -> Bool) {
        while condition() {
            step()
        }
    }

    /// One iteration: applies window events, then runs one frame paced for the current
    /// state, or (suspended) waits for input and runs a frame only if some came. Returns
    /// the frame's record, or `nil` when no frame ran.
    @discardableResult
    public func step() -> FrameRecord? {
        applyWindowEvents()
        switch activity.pacing {
        case .fullRate:
            return runFrame(pacing: .fullRate)
        case .lowRate:
            clock.wait(until: pacer.target, wakingOn: inputs)
            return runFrame(pacing: .lowRate)
        case .waitForInput:
            let woke = clock.wait(until: clock.now() + configuration.suspendedRecheck, wakingOn: inputs)
            return woke ? runFrame(pacing: .waitForInput) : nil
        }
    }

    private func applyWindowEvents() {
        for event in renderer.takeWindowEvents() {
            let before = activity.pacing
            let resumed = activity.handle(event)
            let now = clock.now()
            if resumed {
                pacer.restart(at: now, rate: configuration.rate)
                log.debug("resumed full-rate frames at \(now) s")
            } else if before != activity.pacing, activity.pacing == .lowRate {
                pacer.restart(at: now, rate: configuration.throttledRate)
            }
            if before != activity.pacing { lastShown = nil }
        }
    }

    private func runFrame(pacing: ActivityState.Pacing) -> FrameRecord {
        let start = clock.now()
        let cpuStart = clock.threadCPUTime()
        let target = pacing == .fullRate ? pacer.target : start
        var spans: [FrameRecord.PhaseSpan] = []
        spans.reserveCapacity(FramePhase.allCases.count)
        var mark = start
        func end(_ phase: FramePhase) {
            let now = clock.now()
            spans.append(FrameRecord.PhaseSpan(phase: phase, start: mark, duration: now - mark))
            mark = now
        }

        var delivered: [Work.Input] = []
        for source in inputs { delivered += source.drain(upTo: start) }
        if inputs.count > 1 { delivered.sort { $0.time < $1.time } }
        end(.input)
        work.deliver(delivered, at: start)
        end(.gestures)
        work.advancePhysics(to: target)
        end(.physics)
        work.advanceAnimations(to: target)
        end(.animation)
        work.layout(at: target)
        end(.layout)
        let list = work.makeDisplayList(at: target)
        end(.displayList)
        renderer.render(list, at: target)
        end(.render)
        let finished = mark

        let shown: Double
        var skipped = 0
        let budget = pacer.interval
        if pacing == .fullRate, let displayRate = renderer.vsyncRate {
            let vsync = renderer.present()
            end(.present)
            shown = vsync ?? mark
            skipped = pacer.followVsync(at: shown, rate: displayRate)
        } else if pacing == .fullRate {
            let slot = pacer.slot(finishedAt: finished)
            clock.wait(until: slot.time)
            mark = clock.now()
            shown = mark
            _ = renderer.present()
            end(.present)
            // A wake-up later than half an interval past the slot (a preempted thread) lands
            // the present on a later deadline: count those deadlines too, and aim the next
            // frame after the present that really happened.
            let overshoot = Int(((shown - slot.time) * pacer.rate).rounded())
            skipped = slot.skipped + max(0, overshoot)
            pacer.presented(at: FramePacer.Slot(index: slot.index + max(0, overshoot),
                                                time: pacer.deadline(slot.index + max(0, overshoot)),
                                                skipped: skipped))
        } else {
            shown = clock.now()
            _ = renderer.present()
            end(.present)
            pacer.restart(at: start, rate: configuration.throttledRate)
        }
        let presentStart = spans[spans.count - 1].start

        let interval = pacing == .fullRate ? lastShown.map { shown - $0 } : nil
        lastShown = pacing == .fullRate ? shown : nil
        let record = FrameRecord(
            index: frameCount, pacing: pacing, budget: budget, start: start, target: target, phases: spans,
            presentStart: presentStart, shown: shown, cpuTime: clock.threadCPUTime() - cpuStart,
            interval: interval, skipped: skipped, latencies: delivered.map { shown - $0.time },
            counters: work.counters + renderer.counters)
        if skipped > 0 {
            log.trace("frame \(frameCount) missed: finished \(finished) s, target \(target) s, skipped \(skipped)")
        }
        frameCount += 1
        profiler?.record(record)
        return record
    }
}
