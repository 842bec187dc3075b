@testable import flick_demo
import FlickInput
import FlickRender
import FlickRuntime
import FlickScene
import FlickTestSupport
import XCTest

/// Damage tracking end to end: the whole tour drawn every frame on a damage-tracked
/// headless target (as `make demo` draws it, frames on demand) leaves the same pixels at every scene's
/// snapshot as the tour drawn whole every frame. Both redraw the frames whose input came after
/// they started (`FrameLoopConfiguration.redrawsLateInput`) at the same moments, so the late
/// redraws are checked with them: only what changed, or the whole target.
final class DemoDamageTrackingTests: XCTestCase {
    override func setUpWithError() throws { try TestFonts.install(for: self) }

    /// The tour on a manual clock, every frame drawn; `tracksDamage` on or off.
    func tour(tracksDamage: Bool) throws -> DemoTourRun {
        // Nothing costs time on a manual clock: a redraw margin above the cutoff leaves the
        // redraws time to run (and none is abandoned).
        let configuration = ApplicationConfiguration(redrawMargin: 2 * FrameLoopConfiguration.defaultRedrawCutoff)
        return try DemoTourRun.run(scale: DemoTourTests.goldenScale, configuration: configuration) {
            $0.renderer.tracksDamage = tracksDamage
        }
    }

    func testTheTrackedTourEqualsTheTourDrawnWhole() throws {
        let tracked = try tour(tracksDamage: true), whole = try tour(tracksDamage: false)
        let trackedSnapshots = try tracked.snapshots, wholeSnapshots = try whole.snapshots
        XCTAssertEqual(
            trackedSnapshots.map(\.name), ["map", "photos", "gallery", "settings", "days", "transitions", "alert"])
        XCTAssertEqual(trackedSnapshots.map(\.name), wholeSnapshots.map(\.name))
        for (a, b) in zip(trackedSnapshots, wholeSnapshots) {
            XCTAssertTrue(
                a.bitmap.pixels == b.bitmap.pixels, "\(a.name): the damage-tracked frame differs from a full redraw")
        }
        let counters = tracked.renderCounters
        XCTAssertGreaterThan(
            counters.partialRedraws + counters.unchangedFrames, counters.fullRedraws,
            "most frames draw less than the whole window (\(counters))")
        XCTAssertEqual(whole.renderCounters.partialRedraws, 0)
        XCTAssertGreaterThan(counters.redraws, 0, "late redraws are part of the comparison")
        XCTAssertEqual(counters.redraws, whole.renderCounters.redraws, "at the same moments")
        XCTAssertEqual(counters.abandonedRedraws + whole.renderCounters.abandonedRedraws, 0)
    }
}
