import Dispatch
import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport
import Glibc
import Synchronization
import XCTest

@testable import FlickRender

/// Drawings halved between the calling thread and the helper: each half drawn once, whichever
/// thread draws it, whether the helper runs, sleeps, stops or another drawing holds it; large
/// items drawn in halves give the pixels of one pass.
final class BandWorkerTests: XCTestCase {
    /// What the halves of drawings recorded, from whichever thread drew them (a class, so the
    /// threads share its locks, not a captured local's).
    private final class Record: Sendable {
        let halves = Mutex<[Int]>([])
        let rows = Mutex<[Range<Int>]>([])
        let count = Atomic<Int>(0)
        let helperStarted = Atomic<Bool>(false)
    }

    func testBothHalvesAreDrawnOnceAndTheirResultsCombine() {
        let worker = BandWorker()
        for round in 0..<200 {
            let drawn = Record()
            let result = worker.performHalves { half in
                drawn.halves.withLock { $0.append(half) }
                return !(round % 3 == 1 && half == 1)
            }
            XCTAssertEqual(drawn.halves.withLock { $0.sorted() }, [0, 1], "round \(round)")
            XCTAssertEqual(result, round % 3 != 1, "round \(round): true only when both halves are")
        }
        XCTAssertEqual(worker.drawingsHalved, 200)
        XCTAssertLessThanOrEqual(worker.partsDrawnByHelper, 400)
    }

    func testSmallRowsAreDrawnWholeAndLargeOnesInTwoHalvesCoveringThemOnce() {
        let worker = BandWorker()
        let small = Record()
        XCTAssertTrue(worker.split(rows: 10..<20, width: BandWorker.minimumPixels / 10 - 1) { rows in
            small.rows.withLock { $0.append(rows) }
            return true
        })
        XCTAssertEqual(small.rows.withLock { $0 }, [10..<20])
        XCTAssertEqual(worker.drawingsHalved, 0)
        let large = Record()
        XCTAssertTrue(worker.split(rows: 10..<21, width: BandWorker.minimumPixels / 10) { rows in
            large.rows.withLock { $0.append(rows) }
            return true
        })
        XCTAssertEqual(large.rows.withLock { $0.sorted { $0.lowerBound < $1.lowerBound } }, [10..<15, 15..<21])
        XCTAssertEqual(worker.drawingsHalved, 1)
        let single = Record()
        XCTAssertFalse(worker.split(rows: 3..<4, width: 1_000_000) { rows in
            single.rows.withLock { $0.append(rows) }
            return false
        }, "one row is never halved, and its result is the drawing's")
        XCTAssertEqual(single.rows.withLock { $0 }, [3..<4])
    }

    func testTheProcessorsAreThoseOfTheAffinityMask() {
        // Under `taskset -c 0` one, and the halves are drawn on the calling thread alone.
        XCTAssertGreaterThanOrEqual(BandWorker.processors, 1)
        XCTAssertLessThanOrEqual(BandWorker.processors, Int(sysconf(Int32(_SC_NPROCESSORS_CONF))))
    }

    /// The helper stops after every drawing (no spin, no sleep): each drawing may find it
    /// running, ending, or gone, and must start it again or draw both halves itself.
    func testDrawingsAreWholeWhileTheHelperKeepsStoppingAndStarting() {
        let worker = BandWorker(spinNanoseconds: 0, idleSeconds: 0)
        let halves = Record()
        for _ in 0..<2_000 {
            XCTAssertTrue(worker.performHalves { _ in
                halves.count.add(1, ordering: .relaxed)
                return true
            })
        }
        XCTAssertEqual(halves.count.load(ordering: .relaxed), 4_000)
    }

    /// A helper woken on the CPU of the thread that handed the drawing over leaves the halves to
    /// that thread: it could draw only by taking that CPU from it (here every thread reads CPU 0).
    func testAHelperWokenOnTheCallersCPULeavesTheHalvesToIt() throws {
        try XCTSkipIf(BandWorker.processors < 2, "bound to one CPU: no helper")
        let worker = BandWorker(cpu: { 0 })
        let halves = Record()
        var drawings = 0
        // Until the helper has started and seen a drawing (it starts with the first).
        while worker.drawingsLeftOnCallerCPU == 0, drawings < 1_000_000 {
            XCTAssertTrue(worker.performHalves { _ in
                halves.count.add(1, ordering: .relaxed)
                return true
            })
            drawings += 1
        }
        XCTAssertGreaterThan(worker.drawingsLeftOnCallerCPU, 0, "the helper never saw a drawing")
        XCTAssertEqual(worker.partsDrawnByHelper, 0)
        XCTAssertEqual(halves.count.load(ordering: .relaxed), 2 * drawings)
    }

    /// Draws one drawing in halves on `worker`; a half the calling thread (`onCaller`) takes waits
    /// until the helper has taken the other, or has left the drawing to the calling thread (so a
    /// helper that wrongly declines fails the caller's assertions instead of hanging the test).
    /// Asserts both halves were drawn once.
    private func drawWaitingForTheHelper(
        _ worker: BandWorker, onCaller: @escaping @Sendable () -> Bool, line: UInt = #line
    ) {
        let record = Record()
        XCTAssertTrue(
            worker.performHalves { half in
                if onCaller() {
                    while !record.helperStarted.load(ordering: .acquiring), worker.drawingsLeftOnCallerCPU == 0 {
                        sched_yield()
                    }
                } else {
                    record.helperStarted.store(true, ordering: .releasing)
                }
                record.halves.withLock { $0.append(half) }
                return true
            }, line: line)
        XCTAssertEqual(record.halves.withLock { $0.sorted() }, [0, 1], line: line)
    }

    /// A helper on another CPU draws the halves it takes: a half the calling thread takes here
    /// waits until the helper has taken the other, so the helper takes at least one whatever
    /// the timing (both, when the calling thread is descheduled before it takes any).
    func testAHelperOnAnotherCPUDrawsTheHalfItTakes() throws {
        try XCTSkipIf(BandWorker.processors < 2, "bound to one CPU: no helper")
        let caller = pthread_self()
        let onCaller: @Sendable () -> Bool = { pthread_equal(pthread_self(), caller) != 0 }
        let worker = BandWorker(cpu: { onCaller() ? 0 : 1 })
        drawWaitingForTheHelper(worker, onCaller: onCaller)
        XCTAssertGreaterThanOrEqual(worker.partsDrawnByHelper, 1)
        XCTAssertEqual(worker.drawingsLeftOnCallerCPU, 0)
    }

    /// Where the CPU cannot be read (`sched_getcpu` fails: −1 on every thread), the helper helps
    /// as it did before it checked, and the calling thread yields while it waits for the helper's
    /// half, as it did too: no drawing is left undrawn or waits for ever.
    func testACPUThatCannotBeReadLeavesTheHelperHelping() throws {
        try XCTSkipIf(BandWorker.processors < 2, "bound to one CPU: no helper")
        let caller = pthread_self()
        let onCaller: @Sendable () -> Bool = { pthread_equal(pthread_self(), caller) != 0 }
        let worker = BandWorker(cpu: { -1 })
        drawWaitingForTheHelper(worker, onCaller: onCaller)
        XCTAssertGreaterThanOrEqual(worker.partsDrawnByHelper, 1, "the helper helped")
        XCTAssertEqual(worker.drawingsLeftOnCallerCPU, 0, "−1 is no CPU to leave a drawing on")
    }

    /// Two threads drawing at once: the one that finds the worker taken draws both halves
    /// itself; neither waits for the other or loses a half.
    func testDrawingsFromTwoThreadsAtOnceAreEachDrawnWhole() {
        let worker = BandWorker()
        let halves = Record()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<500 {
                _ = worker.performHalves { _ in
                    halves.count.add(1, ordering: .relaxed)
                    return true
                }
            }
        }
        XCTAssertEqual(halves.count.load(ordering: .relaxed), 4_000)
    }

    /// Copies stretched large, opaque and faded, are drawn in halves and give SDL's pixels
    /// (within SDL's blend's two levels when faded), as the small ones drawn whole in
    /// `SDLRendererScaledCopyTests` do: a half sampled from the wrong rows would be off by far more.
    func testLargeStretchedCopiesDrawnInHalvesGiveSDLsPixels() throws {
        let backdrop = Color(red: 0.8, green: 0.3, blue: 0.55)
        let before = BandWorker.shared.drawingsHalved
        for opacity in [1.0, 0.6] {
            for rect in [Rect(x: 13, y: 7, width: 590, height: 371), Rect(x: -31, y: -17, width: 703, height: 433)] {
                let item = DisplayItem.quad(TransformedQuad(
                    rect: rect, fill: .texture(SDLRendererScaledCopyTests.texels, uv: Rect(x: 0, y: 0, width: 1, height: 1),
                                               tint: .white), opacity: opacity, filter: .linear))
                let pixman = try HeadlessRenderer(pixelWidth: 640, pixelHeight: 400, opaque: true)
                let sdl = try HeadlessRenderer(pixelWidth: 640, pixelHeight: 400, opaque: true)
                for r in [pixman, sdl] {
                    r.renderer.options.cutsScaledCopiesAtEdges = false
                    r.renderer.options.prescalesCopies = false
                }
                sdl.renderer.options.compositesScaledCopies = false
                let a = try pixman.render(DisplayList(items: [item]), background: backdrop)
                let b = try sdl.render(DisplayList(items: [item]), background: backdrop)
                XCTAssertEqual(pixman.renderer.counters.pixmanCopies, 1, "\(opacity) \(rect)")
                XCTAssertLessThanOrEqual(a.largestChannelDifference(from: b), opacity == 1 ? 0 : 2, "\(opacity) \(rect)")
            }
        }
        XCTAssertGreaterThanOrEqual(BandWorker.shared.drawingsHalved - before, 4)
    }

    /// Large cards turned in perspective: their interiors copied and their edges blended span by
    /// span in halves give SDL's pixels exactly, as the small ones in
    /// `SDLRendererInteriorCopyTests` and `SDLRendererTexturedBlendTests` do.
    func testLargeTurnedCardsDrawnInHalvesGiveSDLsPixels() throws {
        let card = BitmapOpacityGridTests.card(width: 480, height: 320, radius: 40)
        var random = SeededGenerator(seed: 0xBA_4D)
        let before = BandWorker.shared.drawingsHalved
        for trial in 0..<8 {
            var list = DisplayList()
            list.fill(Rect(x: 0, y: 0, width: 640, height: 400), color: Color(red: 0.2, green: 0.4, blue: 0.3))
            list.append(TurnedQuads.item(card, trial: trial, random: &random, perspective: 600...1200,
                                         sizes: (360...620, 240...380), width: 640, height: 400))
            let spans = try HeadlessRenderer(pixelWidth: 640, pixelHeight: 400, opaque: true)
            let sdl = try HeadlessRenderer(pixelWidth: 640, pixelHeight: 400, opaque: true)
            sdl.renderer.options.copiesInteriorsBySpans = false
            sdl.renderer.options.blendsTexturedTrianglesBySpans = false
            let a = try spans.render(list), b = try sdl.render(list)
            XCTAssertTrue(a.pixels == b.pixels, "trial \(trial): pixels differ")
        }
        XCTAssertGreaterThan(BandWorker.shared.drawingsHalved - before, 0)
    }
}
