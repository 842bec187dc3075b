@testable import flick_demo
import FlickInput
import FlickRender
import FlickRuntime
import FlickScene
import FlickTestSupport
import XCTest

/// Damage tracking end to end: the whole tour drawn every frame on a damage-tracked
/// headless target (as `make demo` draws it) leaves the same pixels at every scene's
/// snapshot as the tour drawn whole every frame. Both redraw the frames whose input came after
/// they started (`FrameLoopConfiguration.redrawsLateInput`) at the same moments, so the late
/// redraws are checked with them: only what changed, or the whole target.
final class DemoDamageTrackingTests: XCTestCase {
    override func setUpWithError() throws { try TestFonts.install(for: self) }

    /// The tour on a manual clock, every frame drawn; `tracksDamage` on or off.
    func tour(tracksDamage: Bool) throws -> DemoRun {
        let size = WindowMapping.defaultWindowSize, scale = DemoTourTests.goldenScale
        let headless = try HeadlessRenderer(pixelWidth: Int(size.width * scale), pixelHeight: Int(size.height * scale),
                                            scale: scale, opaque: true)
        headless.renderer.tracksDamage = tracksDamage
        let renderer = SDLFrameRenderer(target: .headless(headless), background: DemoApp.background)
        // Nothing costs time on a manual clock: a redraw margin above the cutoff leaves the
        // redraws time to run (and none is abandoned).
        let configuration = ApplicationConfiguration(redrawMargin: 2 * FrameLoopConfiguration.defaultRedrawCutoff)
        let run = DemoRun(frames: try DemoLauncher.tourRecording().touchFrames(), renderer: renderer, clock: ManualFrameClock(),
                          configuration: configuration)
        run.run()
        return run
    }

    func testTheTrackedTourEqualsTheTourDrawnWhole() throws {
        let tracked = try tour(tracksDamage: true), whole = try tour(tracksDamage: false)
        let trackedSnapshots = try tracked.snapshots, wholeSnapshots = try whole.snapshots
        XCTAssertEqual(trackedSnapshots.map(\.name), ["Map", "Gallery", "Days", "Transitions", "Alert"])
        XCTAssertEqual(trackedSnapshots.map(\.name), wholeSnapshots.map(\.name))
        for (a, b) in zip(trackedSnapshots, wholeSnapshots) {
            XCTAssertTrue(a.bitmap.pixels == b.bitmap.pixels, "\(a.name): the damage-tracked frame differs from a full redraw")
        }
        let counters = tracked.renderer.renderer.counters
        XCTAssertGreaterThan(counters.partialRedraws + counters.unchangedFrames, counters.fullRedraws,
                             "most frames draw less than the whole window (\(counters))")
        XCTAssertEqual(whole.renderer.renderer.counters.partialRedraws, 0)
        XCTAssertGreaterThan(counters.redraws, 0, "late redraws are part of the comparison")
        XCTAssertEqual(counters.redraws, whole.renderer.renderer.counters.redraws, "at the same moments")
        XCTAssertEqual(counters.abandonedRedraws + whole.renderer.renderer.counters.abandonedRedraws, 0)
    }
}
