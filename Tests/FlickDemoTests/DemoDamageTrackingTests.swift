@testable import flick_demo
import FlickInput
import FlickRender
import FlickRuntime
import FlickScene
import FlickTestSupport
import XCTest

/// Damage tracking end to end: the whole tour drawn every frame on a damage-tracked
/// headless target (as `make demo` draws it) leaves the same pixels at every scene's
/// snapshot as the tour drawn whole every frame.
final class DemoDamageTrackingTests: XCTestCase {
    override func setUpWithError() throws { try TestFonts.install(for: self) }

    /// The tour on a manual clock, every frame drawn; `tracksDamage` on or off.
    func tour(tracksDamage: Bool) throws -> DemoRun {
        let size = WindowMapping.defaultWindowSize, scale = DemoTourTests.goldenScale
        let headless = try HeadlessRenderer(pixelWidth: Int(size.width * scale), pixelHeight: Int(size.height * scale),
                                            scale: scale, opaque: true)
        headless.renderer.tracksDamage = tracksDamage
        let renderer = SDLFrameRenderer(target: .headless(headless), background: DemoApp.background)
        let run = DemoRun(frames: try DemoLauncher.tourRecording().touchFrames(), renderer: renderer, clock: ManualFrameClock())
        run.run()
        return run
    }

    func testTheTrackedTourEqualsTheTourDrawnWhole() throws {
        let tracked = try tour(tracksDamage: true), whole = try tour(tracksDamage: false)
        XCTAssertEqual(tracked.snapshots.map(\.name), ["Map", "Gallery", "Days", "Transitions", "Alert"])
        XCTAssertEqual(tracked.snapshots.map(\.name), whole.snapshots.map(\.name))
        for (a, b) in zip(tracked.snapshots, whole.snapshots) {
            XCTAssertTrue(a.bitmap.pixels == b.bitmap.pixels, "\(a.name): the damage-tracked frame differs from a full redraw")
        }
        let counters = tracked.renderer.renderer.counters
        XCTAssertGreaterThan(counters.partialRedraws + counters.unchangedFrames, counters.fullRedraws,
                             "most frames draw less than the whole window (\(counters))")
        XCTAssertEqual(whole.renderer.renderer.counters.partialRedraws, 0)
    }
}
