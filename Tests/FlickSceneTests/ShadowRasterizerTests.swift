import FlickAnimation
import FlickInput
@testable import FlickScene
import Foundation
import XCTest

/// `ShadowRasterizer`: the blurred shape against the analytic Gaussian, the kernel, the
/// border ring following the corner radius.
final class ShadowRasterizerTests: XCTestCase {
    /// The analytic blur of a box [a, b] by a Gaussian of `sigma` at x (1D).
    private func blurredBox(_ x: Double, from a: Double, to b: Double, sigma: Double) -> Double {
        0.5 * (erf((b - x) / (sigma * 2.0.squareRoot())) - erf((a - x) / (sigma * 2.0.squareRoot())))
    }

    func testAShadowMatchesTheReferenceGaussianWithinTwoLevels() {
        let sigma = 8.0
        let size = Size(width: 200, height: 120)
        let bitmap = ShadowRasterizer.shadowBitmap(size: size, cornerRadius: 0, sigma: sigma, color: .black, scale: 1)
        let pad = ShadowRasterizer.padding(sigma: sigma)
        XCTAssertEqual(pad, 24)
        XCTAssertEqual(bitmap.width, 248)
        XCTAssertEqual(bitmap.height, 168)
        var worst = 0
        // Every pixel: the 2D reference is the product of the two 1D box blurs.
        for y in stride(from: 0, to: bitmap.height, by: 3) {
            for x in 0..<bitmap.width {
                let cx = Double(x) + 0.5, cy = Double(y) + 0.5
                let reference =
                    blurredBox(cx, from: pad, to: pad + size.width, sigma: sigma)
                    * blurredBox(cy, from: pad, to: pad + size.height, sigma: sigma)
                let level = Int((reference * 255).rounded())
                worst = max(worst, abs(Int(bitmap[x, y].alpha) - level))
            }
        }
        XCTAssertLessThanOrEqual(worst, 2, "levels of 255 off the analytic Gaussian")
        XCTAssertEqual(bitmap[124, 84].alpha, 255, "solid in the middle")
        XCTAssertEqual(bitmap[0, 0].alpha, 0, "nothing 3σ out")
        XCTAssertEqual(bitmap[124, 84].red, 0)
    }

    func testTheKernelIsNormalizedAndTheBlurCounted() {
        let kernel = ShadowRasterizer.kernel(sigma: 2)
        XCTAssertEqual(kernel.count, 13)
        XCTAssertEqual(Double(kernel.reduce(0, +)), 1, accuracy: 1e-6)
        XCTAssertEqual(ShadowRasterizer.kernel(sigma: 0), [1])
        let before = ShadowRasterizer.blurCount
        _ = ShadowRasterizer.blurred([0, 1, 0], width: 3, height: 1, sigma: 1)
        XCTAssertEqual(ShadowRasterizer.blurCount, before + 1)
    }

    func testTheBorderRingFollowsTheCornerRadius() {
        let ring = ShadowRasterizer.borderBitmap(
            size: Size(width: 100, height: 60), cornerRadius: 20, borderWidth: 4, color: .white, scale: 1)
        XCTAssertEqual([ring.width, ring.height], [100, 60])
        XCTAssertEqual(ring[50, 1].alpha, 255, "on the top edge")
        XCTAssertEqual(ring[50, 30].alpha, 0, "inside")
        XCTAssertEqual(ring[0, 0].alpha, 0, "the corner is cut")
        XCTAssertEqual(ring[2, 30].alpha, 255, "on the left edge")
        // On the corner's arc, 45° from the centre (20, 20) at the radius minus 2 pt.
        let arc = 20 - 18 * 0.5.squareRoot()
        XCTAssertEqual(ring[Int(arc), Int(arc)].alpha, 255)
    }
}
