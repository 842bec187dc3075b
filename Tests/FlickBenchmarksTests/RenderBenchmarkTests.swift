@testable import FlickBenchmarks
import FlickInput
@testable import FlickRender
import FlickScene
import Foundation
import XCTest

final class RenderBenchmarkTests: XCTestCase {
    func testBothLoopsDrawTheTilesUnblendedAndTheShadesBlended() throws {
        let result = try RenderBenchmark.run(frames: 2, warmUpFrames: 1)
        XCTAssertEqual(result.tiles, 60)
        XCTAssertEqual(result.frames, 2)
        XCTAssertGreaterThan(result.flickTrianglesPerFrame, 2 * 60 + 8, "the fold is subdivided")
        // A fair baseline: the plain loop copies every opaque tile without
        // blending, as Flick does, and blends only the two translucent shades.
        XCTAssertEqual(result.plainUnblendedCopiesPerFrame, 60)
        XCTAssertEqual(result.plainUnblendedGeometryPerFrame, 2, "the opaque fold panels")
        XCTAssertEqual(result.plainBlendedGeometryPerFrame, 2, "the shades")
        // Flick: the toolbar, 60 tiles and the fold's subdivided panels unblended; the shades blended.
        XCTAssertGreaterThanOrEqual(result.flickUnblendedDrawsPerFrame, 1 + 60 + 2)
        XCTAssertGreaterThan(result.flickDrawCallsPerFrame, result.flickUnblendedDrawsPerFrame, "the shades blend")
        XCTAssertEqual(result.ratio, result.flickMs / result.plainMs, accuracy: 1e-12)
        XCTAssertGreaterThan(result.flickAffineMs, 0, "Flick with the fold drawn affine, as the plain loop draws it")
        XCTAssertGreaterThan(result.flickDamageMs, 0, "Flick with damage tracking")
        XCTAssertEqual(result.damageRatio, result.flickDamageMs / result.plainMs, accuracy: 1e-12)
        // The first frame is whole, then only the fold's old and new bounds (600×400 of 1280×800).
        XCTAssertGreaterThan(result.damagedShare, 0.1)
        XCTAssertLessThan(result.damagedShare, 0.5)
    }

    func testDamageTrackedFramesOfTheSweepEqualFullRedraws() throws {
        let scene = RenderBenchmark.makeScene()
        let tracked = try HeadlessRenderer(pixelWidth: 1280, pixelHeight: 800, opaque: true)
        let full = try HeadlessRenderer(pixelWidth: 1280, pixelHeight: 800, opaque: true)
        full.renderer.tracksDamage = false
        for frame in [0, 1, 2, 17, 40, 59, 60] {
            let degrees = RenderBenchmark.foldAngle(frame: frame)
            RenderBenchmark.drawFlickFrame(scene, on: tracked.renderer, degrees: degrees)
            RenderBenchmark.drawFlickFrame(scene, on: full.renderer, degrees: degrees)
            XCTAssertEqual(try tracked.renderer.readPixels().pixels, try full.renderer.readPixels().pixels, "frame \(frame)")
        }
        XCTAssertEqual(tracked.renderer.counters.fullRedraws, 1)
        XCTAssertEqual(tracked.renderer.counters.partialRedraws, 6)
    }

    func testAnInfiniteMeshToleranceDrawsTheFoldAsOneQuadPerPanel() throws {
        let target = try HeadlessRenderer(pixelWidth: 1280, pixelHeight: 800, opaque: true)
        let list = DisplayList(items: RenderBenchmark.foldPanels(texture: Bitmap(width: 600, height: 400, fill: RGBA8(red: 9, green: 9, blue: 9, alpha: 255)),
                                                                 degrees: 60))
        target.renderer.draw(list)
        XCTAssertGreaterThan(target.renderer.counters.triangles, 4 * 2, "subdivided to half a texel")
        let correct = target.renderer.counters.triangles
        target.renderer.options.meshTolerance = .infinity
        target.renderer.draw(list)
        XCTAssertEqual(target.renderer.counters.triangles - correct, 4 * 2, "two panels and two shades, two triangles each")
    }

    func testBothLoopsDrawTheSamePixelsOutsideTheFold() throws {
        for degrees in [10.0, 45, 80] {
            let (flick, plain) = try RenderBenchmark.framePixels(degrees: degrees)
            XCTAssertEqual(flick.width, plain.width)
            XCTAssertEqual(flick.height, plain.height)
            // Flick subdivides the fold for perspective-correct texturing; the plain loop
            // draws each panel as one affine quad: compare everything but the fold's bounds.
            let fold = RenderBenchmark.foldBounds(degrees: degrees)
            var compared = 0, different = 0
            for y in 0..<flick.height {
                for x in 0..<flick.width where !fold.contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
                    compared += 1
                    if flick[x, y] != plain[x, y] { different += 1 }
                }
            }
            XCTAssertGreaterThan(compared, 1280 * 800 / 2, "\(degrees)°")
            XCTAssertEqual(different, 0, "\(degrees)°: the toolbar and tiles are the same pixels in both loops")
        }
    }
}
