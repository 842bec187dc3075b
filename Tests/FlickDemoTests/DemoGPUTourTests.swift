@testable import flick_demo
import FlickInput
import FlickRender
import FlickRuntime
import FlickScene
import FlickTestSupport
import FlickTesting
import Foundation
import XCTest

/// The tour drawn by the GPU backend (`--renderer gpu`) in a window of SDL's `offscreen` driver,
/// whose EGL draws on Mesa's llvmpipe, on the same manual clock as the headless tour drawn by
/// the software backend: each scene's snapshot within the golden tolerance of the software
/// backend's, but for edges (`ImageDifference.pixelsOffEdges`: GL's fill rule, and bilinear
/// sampling of turned text and tiles where SDL's software triangles sample nearest).
final class DemoGPUTourTests: XCTestCase {
    override func setUpWithError() throws { try TestFonts.install(for: self) }

    /// Pixels per point of both runs: the offscreen window's own (it has no high-DPI scale).
    static let scale = 1.0

    func testEverySceneOnTheGPUBackendMatchesTheSoftwareBackend() throws {
        // Drawn only for its snapshots, as the goldens' run (`DemoTourTests`): a snapshot draws the frame whole.
        let software = try DemoTourRun.run(scale: Self.scale) { $0.drawsEveryFrame = false }
        let previous = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
        // `DisplayEnvironment.prepare` sets it for the window; later tests get their own back.
        defer { if let previous { setenv("SDL_VIDEODRIVER", previous, 1) } else { unsetenv("SDL_VIDEODRIVER") } }
        var configuration = ApplicationConfiguration(videoDriver: "offscreen", exitAfterReplay: true)
        configuration.renderer = .gpu
        let gpu = try DemoTourRun.run(scale: Self.scale, configuration: configuration, headless: false)
        guard gpu.report.display.contains("backend gpu") else {
            throw XCTSkip("no GPU backend offscreen: \(gpu.report.display); \(gpu.report.problems)")
        }
        let expected = try software.snapshots, actual = try gpu.snapshots
        XCTAssertEqual(actual.map(\.name), expected.map(\.name), "the same scenes, in the same order")
        for (e, a) in zip(expected, actual) {
            guard ImageDifference.sizeMismatch(e.bitmap, a.bitmap) == nil else {
                XCTFail("\(a.name): \(ImageDifference.sizeMismatch(e.bitmap, a.bitmap)!)")
                continue
            }
            let difference = ImageDifference(expected: e.bitmap, actual: a.bitmap)
            let offEdges = ImageDifference.pixelsOffEdges(expected: e.bitmap, actual: a.bitmap)
            let allowed = ImageDifference.allowedPixels(width: a.bitmap.width, height: a.bitmap.height)
            print(
                "tour on the gpu backend, \(a.name): \(difference.differingPixels) pixels beyond "
                    + "\(ImageDifference.defaultChannelTolerance) levels, \(offEdges) off edges (allowed \(allowed)), "
                    + "largest channel difference \(difference.largestChannelDifference)")
            XCTAssertLessThanOrEqual(offEdges, allowed, "\(a.name): pixels the software backend's edges do not explain")
        }
    }
}
