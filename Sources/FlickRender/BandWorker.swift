import CSched
import Dispatch
import FoundationEssentials
import Glibc
import Synchronization

/// A second thread that draws half of a large drawing while the frame thread draws the
/// other half: the rows of a stretch or a blend, the spans of a triangle walk, each half
/// writing its own pixels (LVGL 9 draws with several software draw units at once, its
/// `LV_DRAW_SW_DRAW_UNIT_CNT`). The pixels are those of one pass: every half samples and
/// blends as the whole does.
///
/// The helper is a block on its own dispatch queue. Woken by a drawing, it waits for the next
/// one by spinning for `spinNanoseconds`, since a frame's large items come tens of
/// microseconds apart and waking a sleeping thread costs more than a half of a small item
/// (measured by us on this 2-core Xeon: two halves of 20 µs took 42 µs through
/// `DispatchQueue.concurrentPerform`, 21 µs with the helper spinning); then it sleeps on a
/// semaphore, and ends after `idleSeconds` without work, so a window at rest has no thread
/// that wakes. The frame thread never waits for the helper to start: it takes the halves
/// itself in turn, and the helper only the ones left. Once the helper has taken a half, the
/// frame thread waits for it, spinning: work sharing the helper's core stretches that wait, so
/// the renderer's own runs at a low priority (`BackgroundWork`). A helper woken onto the frame
/// thread's own CPU (the other one busy) leaves the drawing to it rather than take that CPU
/// from it. A process bound to one CPU draws both halves itself.
///
/// ```mermaid
/// stateDiagram-v2
///     [*] --> stopped
///     stopped --> spinning: perform (queued)
///     spinning --> spinning: perform (takes a half)
///     spinning --> sleeping: spinNanoseconds without work
///     sleeping --> spinning: perform (signalled)
///     sleeping --> stopped: idleSeconds without work
/// ```
final class BandWorker: Sendable {
    /// The worker the renderers share: one helper thread a process, used by one drawing at a
    /// time (a drawing on another thread meanwhile draws alone).
    static let shared = BandWorker()

    /// How long the helper waits for the next drawing before it sleeps, nanoseconds (ours, from
    /// 8-phase sweeps of the demo's tour at 60 Hz on this 2-core Xeon VM: a frame's large items
    /// come tens of µs apart. Sleeping at once, a woken helper came too late to help the map's
    /// pinches; spinning 0.5 ms, it was still spinning while the frame thread moved a scrolled
    /// view's pixels, which then took 2.7 ms instead of 0.44, and missed deadlines went 7 →
    /// 16; 0.1 ms gave the fewest late inputs, 944 against 1,099 drawing alone.)
    static let defaultSpinNanoseconds: UInt64 = 100_000
    /// How long the helper sleeps without work before its block ends, seconds (ours).
    static let defaultIdleSeconds = 2.0

    /// How long the helper waits for the next drawing before it sleeps, nanoseconds.
    let spinNanoseconds: UInt64
    /// How long the helper sleeps without work before its block ends, seconds.
    let idleSeconds: Double
    /// The CPU the calling thread runs on now, −1 where unknown (`currentCPU`).
    private let cpu: @Sendable () -> Int

    private let queue = DispatchQueue(label: "flick.render.bands", qos: .userInteractive)
    private let wake = DispatchSemaphore(value: 0)
    /// Bumped for every drawing handed over.
    private let generation = Atomic<Int>(0)
    /// The next part to take, of the drawing of `generation`.
    private let nextPart = Atomic<Int>(0)
    /// Parts drawn, of the drawing of `generation`.
    private let partsDrawn = Atomic<Int>(0)
    /// True while a drawing uses the worker.
    private let inUse = Atomic<Bool>(false)
    /// True while the helper's block runs.
    private let helperRuns = Atomic<Bool>(false)
    /// True while the helper sleeps on `wake`.
    private let helperSleeps = Atomic<Bool>(false)
    /// The CPU the calling thread handed the drawing over on.
    private let callerCPU = Atomic<Int>(-1)
    /// The CPU the helper last took a part on.
    private let helperCPU = Atomic<Int>(-1)
    /// Drawings the helper left to the calling thread, woken on its CPU, for tests.
    private let leftOnCallerCPU = Atomic<Int>(0)
    /// Parts the helper drew, for tests.
    private let helperParts = Atomic<Int>(0)
    /// Drawings drawn in halves, for tests.
    private let halvedDrawings = Atomic<Int>(0)
    /// The drawing handed over: written before `generation` is bumped, read by the helper after
    /// it takes a part; only one drawing at a time (`inUse`).
    private let job = Mutex<Job?>(nil)

    private struct Job: @unchecked Sendable {
        /// Draws part 0 or 1 of the drawing.
        var body: (Int) -> Void
    }

    /// A worker whose helper spins `spinNanoseconds` and sleeps `idleSeconds` between drawings;
    /// `cpu` reads the CPU the calling thread runs on.
    init(
        spinNanoseconds: UInt64 = defaultSpinNanoseconds, idleSeconds: Double = defaultIdleSeconds,
        cpu: @escaping @Sendable () -> Int = { currentCPU }
    ) {
        self.spinNanoseconds = spinNanoseconds
        self.idleSeconds = idleSeconds
        self.cpu = cpu
    }

    /// Parts the helper thread has drawn so far (the rest were drawn by the callers).
    var partsDrawnByHelper: Int { helperParts.load(ordering: .relaxed) }
    /// Drawings handed to `performHalves` so far, drawn with the helper or not.
    var drawingsHalved: Int { halvedDrawings.load(ordering: .relaxed) }
    /// Drawings the helper, woken on the calling thread's CPU, left to that thread so far.
    var drawingsLeftOnCallerCPU: Int { leftOnCallerCPU.load(ordering: .relaxed) }

    /// Calls `body(0)` and `body(1)`, at once on the calling thread and the helper when the
    /// helper is free, and returns when both have returned: true when both returned true. The
    /// two calls must write apart and may share only what both read.
    func performHalves(_ body: (Int) -> Bool) -> Bool {
        halvedDrawings.add(1, ordering: .relaxed)
        // On one CPU the helper could run only while the frame thread waits for it.
        guard Self.processors > 1, inUse.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged
        else {
            let first = body(0)
            return body(1) && first
        }
        defer { inUse.store(false, ordering: .releasing) }
        return withUnsafeTemporaryAllocation(of: Bool.self, capacity: 2) { results in
            // Each half writes its own result; the counters' ordering publishes it.
            results.initialize(repeating: false)
            let drawHalf: (Int) -> Void = { results[$0] = body($0) }
            handOver(drawHalf)
            return results[0] && results[1]
        }
    }

    /// Draws the two parts of `body` with the helper (`performHalves`).
    private func handOver(_ body: (Int) -> Void) {
        withoutActuallyEscaping(body) { body in
            job.withLock { $0 = Job(body: body) }
            // Counters first, then the generation: a part taken is one of this drawing.
            partsDrawn.store(0, ordering: .relaxed)
            nextPart.store(0, ordering: .releasing)
            callerCPU.store(cpu(), ordering: .relaxed)
            generation.add(1, ordering: .sequentiallyConsistent)
            if helperSleeps.exchange(false, ordering: .sequentiallyConsistent) {
                wake.signal()
            } else if !helperRuns.load(ordering: .sequentiallyConsistent) {
                startHelper()
            }
            drawParts()
            // The helper is drawing a part it took: it ends in about the time ours took, on the
            // other CPU, so this thread spins. Yielding there handed this CPU to whatever waited
            // for it, a tile or a stretch drawn at nice 10, for its whole slice: 1–4 ms of the
            // map's pinch in real time. Only a helper moved onto this CPU is yielded to.
            while partsDrawn.load(ordering: .acquiring) < 2 {
                let here = cpu()
                if here < 0 || here == helperCPU.load(ordering: .relaxed) { sched_yield() }
            }
            job.withLock { $0 = nil }
        }
    }

    /// Takes the parts left of the drawing handed over and draws them. A part below 2 is one
    /// of the drawing handed over: its counters were reset after it was handed over, and every
    /// drawing ends with its counter past 2 (each thread stops on a part past the last).
    private func drawParts(byHelper: Bool = false) {
        while true {
            let part = nextPart.add(1, ordering: .acquiringAndReleasing).oldValue
            guard part < 2 else { return }
            drawPart(part)
            if byHelper { helperParts.add(1, ordering: .relaxed) }
            partsDrawn.add(1, ordering: .releasing)
        }
    }

    /// Draws `part` of the drawing handed over. Its own function, so the helper lets go of the
    /// drawing before the part counts as drawn: the drawing's body must not outlive it.
    @inline(never)
    private func drawPart(_ part: Int) {
        guard let job = job.withLock({ $0 }) else { return }
        job.body(part)
    }

    private func startHelper() {
        guard helperRuns.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent).exchanged
        else { return }
        queue.async { self.helperLoop() }
    }

    /// The helper: draws what is left of each drawing handed over, spinning, then sleeping,
    /// between them; ends after `idleSeconds` without one.
    private func helperLoop() {
        var seen = generation.load(ordering: .acquiring) - 1
        while true {
            let spinUntil = DispatchTime.now().uptimeNanoseconds + spinNanoseconds
            var current = generation.load(ordering: .acquiring)
            while current == seen, DispatchTime.now().uptimeNanoseconds < spinUntil {
                current = generation.load(ordering: .acquiring)
            }
            if current != seen {
                seen = current
                // Woken onto the CPU of the thread that handed the drawing over (the other one
                // busy), the helper could draw only by taking that CPU from it, which it did: at
                // nice −2 it preempted the frame thread for 0.36 ms (median) at each wake-up, in
                // real time. It leaves the parts to that thread and sleeps again.
                let here = cpu()
                if here < 0 || here != callerCPU.load(ordering: .relaxed) {
                    helperCPU.store(here, ordering: .relaxed)
                    drawParts(byHelper: true)
                    continue
                }
                leftOnCallerCPU.add(1, ordering: .relaxed)
            }
            helperSleeps.store(true, ordering: .sequentiallyConsistent)
            // A drawing handed over before the flag was seen set is not slept through.
            if generation.load(ordering: .sequentiallyConsistent) != seen {
                if helperSleeps.exchange(false, ordering: .sequentiallyConsistent) { continue }
                // The drawing signalled: take its signal.
                wake.wait()
                continue
            }
            if wake.wait(timeout: .now() + idleSeconds) == .timedOut {
                // No signal can come once the flag is down, but one may have come before.
                if helperSleeps.exchange(false, ordering: .sequentiallyConsistent) {
                    helperRuns.store(false, ordering: .sequentiallyConsistent)
                    // A drawing that saw the helper running before it ended starts none.
                    return
                }
                wake.wait()
            }
        }
    }
}

extension BandWorker {
    /// The CPUs this process may run on, at least 1: those of its affinity mask (which
    /// `taskset` narrows; read from `/proc/self/status`, as Swift's Glibc module has no
    /// `sched_getaffinity`), at most `ProcessInfo.activeProcessorCount` (its cgroup's quota).
    static let processors: Int = {
        let active = max(1, ProcessInfo.processInfo.activeProcessorCount)
        guard let status = try? Data(contentsOf: URL(fileURLWithPath: "/proc/self/status")),
              let line = String(decoding: status, as: UTF8.self).split(separator: "\n")
                .first(where: { $0.hasPrefix("Cpus_allowed:") })
        else { return active }
        // A mask in hexadecimal words split by commas: "Cpus_allowed:\t00000003".
        let allowed = line.dropFirst("Cpus_allowed:".count).reduce(0) { count, digit in
            count + (digit.hexDigitValue?.nonzeroBitCount ?? 0)
        }
        return max(1, min(allowed, active))
    }()

    /// The CPU the calling thread runs on now (`sched_getcpu`: glibc reads it from the kernel's
    /// restartable-sequence area, without a system call), −1 where unknown.
    static var currentCPU: Int { Int(flick_current_cpu()) }

    /// Fewer pixels than this are drawn in one go: handing half over costs more than it saves
    /// (ours: about 2 µs of handover and a pixman image or two against 1–3 ns a pixel).
    static let minimumPixels = 20_000

    /// Calls `body` with `rows` whole when `rows.count × width` is under `minimumPixels`, else
    /// with its top and bottom halves, at once (`performHalves`); true when every call
    /// returned true.
    func split(rows: Range<Int>, width: Int, _ body: (Range<Int>) -> Bool) -> Bool {
        guard rows.count >= 2, rows.count * max(0, width) >= Self.minimumPixels else { return body(rows) }
        let middle = rows.lowerBound + rows.count / 2
        return performHalves { half in body(half == 0 ? rows.lowerBound..<middle : middle..<rows.upperBound) }
    }
}
