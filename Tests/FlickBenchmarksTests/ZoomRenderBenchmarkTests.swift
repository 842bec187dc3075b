import FlickBenchmarks
import FlickAnimation
import FlickInput
import FlickRender
import FlickScene
import XCTest

final class ZoomRenderBenchmarkTests: XCTestCase {
    func testTheFrameHoldsMagnifiedFallbacksUnderFadingTilesAcrossTheEdges() {
        let list = ZoomRenderBenchmark.displayList(filter: .nearest)
        let textures = list.items.compactMap { item -> TransformedQuad? in
            if case .quad(let quad) = item, case .texture = quad.fill { return quad }
            return nil
        }
        XCTAssertTrue(textures.allSatisfy { $0.filter == .nearest })
        // The parts of the 0.5× level's 512-point tiles under the 1× level's 256-point tiles.
        let magnified4x = textures.filter { quad in
            guard case .texture(_, let uv, _) = quad.fill else { return false }
            return quad.transform.m11 == 2 && quad.rect.width <= 256 && uv.width == quad.rect.width / 512
        }
        XCTAssertFalse(magnified4x.isEmpty, "fallbacks of the 0.5× level (512-point tiles) drawn at 2×, in parts")
        XCTAssertTrue(magnified4x.allSatisfy { $0.opacity == 1 })
        let fading = textures.filter { $0.opacity < 1 }
        XCTAssertFalse(fading.isEmpty, "the new level fades in")
        let view = Rect(origin: .zero, size: ZoomRenderBenchmark.viewport)
        let crossing = textures.filter { quad in
            guard let a = quad.transform.project(quad.rect.origin),
                  let b = quad.transform.project(Point(x: quad.rect.maxX, y: quad.rect.maxY)) else { return false }
            let r = Rect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y)
            return r.intersects(view) && r.intersection(view) != r
        }
        XCTAssertGreaterThan(crossing.count, 4, "tiles crossing the edges")
    }

    func testEveryConfigurationIsMeasured() throws {
        let result = try ZoomRenderBenchmark.run(frames: 1, warmUpFrames: 0)
        XCTAssertEqual(result.frames, 1)
        XCTAssertGreaterThan(result.quads, 10)
        for ms in [result.linearMs, result.nearestMs, result.linearSDLMs, result.nearestSDLMs, result.linearUncutMs, result.nearestUncutMs] {
            XCTAssertGreaterThan(ms, 0)
        }
    }
}
