import FlickAnimation
import FlickInput
import FlickTestSupport
import Foundation
import XCTest

final class FoldTransitionTests: XCTestCase {
    /// A 300 × 200 view: h = 100, perspective distance 466.67.
    private let fold = FoldTransition(size: Size(width: 300, height: 200))

    private func panel(_ panels: [TransitionPanel], _ role: TransitionPanel.Role) throws -> TransitionPanel {
        try XCTUnwrap(panels.first { $0.role == role })
    }

    func testProjectedCornersMatchHandComputedValues() throws {
        // Hand-computed (Python, formulas of research note §2): crease corners at
        // x = 150 ∓ 150/(1 + sin θ/4.6666667), y = 100; outer edges at y = 100 ∓ 100·cos θ;
        // the upper panel's centre (150 ± …, y = h/2 in the panel) at depth −50·sin θ.
        let expected: [(Double, crease: (Double, Double), top: Double, bottom: Double, mid: (Double, Double))] = [
            (30, (14.516128938605618, 285.4838710613944), 13.397459621556123, 186.60254037844388,
             (7.627118592358528, 58.90048929699776)),
            (60, (23.479313168142838, 276.5206868318572), 50, 150, (12.736468347349984, 77.12274472455832)),
            (85, (26.387579389478972, 273.61242061052104), 91.28442572523419, 108.71557427476581,
             (14.466217942847464, 96.06248418580321)),
        ]
        for (degrees, crease, top, bottom, mid) in expected {
            let panels = fold.panels(angle: degrees * .pi / 180)
            let upper = try panel(panels, .upperFold), lower = try panel(panels, .lowerFold)
            let u = upper.projectedCorners, l = lower.projectedCorners
            assertPoint(u[0], 0, top, accuracy: 1e-6)
            assertPoint(u[1], 300, top, accuracy: 1e-6)
            assertPoint(u[2], crease.1, 100, accuracy: 1e-6)
            assertPoint(u[3], crease.0, 100, accuracy: 1e-6)
            assertPoint(l[0], crease.0, 100, accuracy: 1e-6)
            assertPoint(l[1], crease.1, 100, accuracy: 1e-6)
            assertPoint(l[2], 300, bottom, accuracy: 1e-6)
            assertPoint(l[3], 0, bottom, accuracy: 1e-6)
            assertPoint(upper.transform.project(Point(x: 0, y: 50)), mid.0, mid.1, accuracy: 1e-6)
        }
    }

    func testCreaseStaysAtTheCentreAtAnyFrameRate() throws {
        for rate in [30.0, 60, 120, 144, 37] {
            var t = 0.0
            while t <= fold.duration {
                let panels = fold.panels(at: t)
                let upper = try panel(panels, .upperFold)
                for corner in [upper.projectedCorners[2], upper.projectedCorners[3]] {
                    XCTAssertEqual(try XCTUnwrap(corner).y, 100, accuracy: 1e-9, "t = \(t) at \(rate) Hz")
                }
                // The container's extent is 2h·cos θ, centred on the view.
                let theta = fold.angle(at: t)
                let topEdge = try XCTUnwrap(upper.projectedCorners[0]).y
                let bottomEdge = try XCTUnwrap(panel(panels, .lowerFold).projectedCorners[2]).y
                XCTAssertEqual(bottomEdge - topEdge, fold.containerExtent(angle: theta), accuracy: 1e-9)
                XCTAssertEqual((bottomEdge + topEdge) / 2, 100, accuracy: 1e-9)
                t += 1 / rate
            }
        }
    }

    func testSleevesStayFlatAndTouchTheFold() throws {
        for degrees in [0.0, 30, 60, 85, 90] {
            let theta = degrees * .pi / 180
            let panels = fold.panels(angle: theta)
            for role in [TransitionPanel.Role.topSleeve, .bottomSleeve] {
                let sleeve = try panel(panels, role)
                for corner in sleeve.cornersInSpace {
                    XCTAssertEqual(corner.z, 0, accuracy: 1e-9, "\(role) at \(degrees)°")
                    XCTAssertEqual(corner.w, 1, accuracy: 1e-12, "\(role) at \(degrees)°")
                }
            }
            let top = try panel(panels, .topSleeve).projectedCorners
            assertPoint(top[3], 0, 100 - 100 * cos(theta), accuracy: 1e-6)
            assertPoint(top[0], 0, -100 * cos(theta), accuracy: 1e-6)
            let bottom = try panel(panels, .bottomSleeve).projectedCorners
            assertPoint(bottom[0], 0, 100 + 100 * cos(theta), accuracy: 1e-6)
        }
        // At the end the destination halves fill the view exactly.
        let end = fold.panels(angle: .pi / 2)
        assertPoint(try panel(end, .topSleeve).projectedCorners[0], 0, 0, accuracy: 1e-6)
        assertPoint(try panel(end, .bottomSleeve).projectedCorners[2], 300, 200, accuracy: 1e-6)
        XCTAssertFalse(try panel(end, .upperFold).isVisible)
    }

    func testCreaseDepthAndPerspective() throws {
        let theta = 60 * Double.pi / 180
        let upper = try panel(fold.panels(angle: theta), .upperFold)
        let crease = upper.cornersInSpace[2]
        XCTAssertEqual(crease.z, -100 * sin(theta), accuracy: 1e-9)
        XCTAssertEqual(crease.w, 1 + sin(theta) / 4.6666667, accuracy: 1e-9)
        XCTAssertEqual(fold.m34, -1 / (4.6666667 * 100), accuracy: 1e-15)
    }

    func testShadingImagesAndTiming() throws {
        let theta = 60 * Double.pi / 180
        let panels = fold.panels(angle: theta)
        let upper = try panel(panels, .upperFold), lower = try panel(panels, .lowerFold)
        XCTAssertEqual(upper.shading?.opacity ?? 0, 0.125, accuracy: 1e-12) // 0.25·(1 − cos 60°)
        XCTAssertEqual(lower.shading?.stops.last?.color.alpha, 0.25) // black → black@0.25 in normal mode
        XCTAssertNil(try panel(panels, .topSleeve).shading)
        XCTAssertEqual(upper.content, .source)
        XCTAssertEqual(lower.textureRect, Rect(x: 0, y: 100, width: 300, height: 100))
        XCTAssertEqual(try panel(panels, .topSleeve).content, .destination)
        // Fold eases out; unfold eases in, swaps the images and runs the angle backwards.
        XCTAssertEqual(fold.timingFunction, .easeOut)
        XCTAssertEqual(fold.angle(atProgress: 0.5), .pi / 2 * TimingFunction.easeOut(0.5), accuracy: 1e-12)
        let unfold = FoldTransition(size: Size(width: 300, height: 200), style: .unfold)
        XCTAssertEqual(unfold.timingFunction, .easeIn)
        XCTAssertEqual(unfold.angle(atProgress: 0), .pi / 2)
        XCTAssertEqual(unfold.angle(atProgress: 1), 0)
        XCTAssertEqual(try panel(unfold.panels(angle: 1), .upperFold).content, .destination)
        XCTAssertTrue(fold.isDone(at: 0.3))
        XCTAssertFalse(fold.isDone(at: 0.29))
    }

    func testHorizontalFoldCreasesAtTheVerticalCentreLine() throws {
        let horizontal = FoldTransition(size: Size(width: 400, height: 300), style: .horizontal)
        XCTAssertEqual(horizontal.halfExtent, 200)
        let theta = 30 * Double.pi / 180
        let panels = horizontal.panels(angle: theta)
        let left = try panel(panels, .upperFold)
        XCTAssertEqual(left.textureRect, Rect(x: 0, y: 0, width: 200, height: 300))
        let corners = left.projectedCorners
        // Left edge at x = 200 − 200·cos θ; crease at x = 200, its ends pulled to the centre line y = 150.
        let w = 1 + sin(theta) / 4.6666667
        assertPoint(corners[0], 200 - 200 * cos(theta), 0, accuracy: 1e-6)
        assertPoint(corners[1], 200, 150 - 150 / w, accuracy: 1e-6)
        assertPoint(corners[2], 200, 150 + 150 / w, accuracy: 1e-6)
        XCTAssertEqual(left.cornersInSpace[1].z, -200 * sin(theta), accuracy: 1e-9)
        let right = try panel(panels, .lowerFold)
        assertPoint(right.projectedCorners[1], 200 + 200 * cos(theta), 0, accuracy: 1e-6)
    }

    func testCubicSleevesTurnInLikeCubeFaces() throws {
        let cubic = FoldTransition(size: Size(width: 300, height: 200), style: .cubic)
        let start = cubic.panels(angle: 0)
        let topAtStart = try panel(start, .topSleeve).projectedCorners
        // At the start the sleeve stands at 90° behind the top edge, going away from the eye: it
        // projects inside the upper fold (drawn over it), from y = 0 to 100 − 100/(1 + 1/4.667).
        XCTAssertEqual(try XCTUnwrap(topAtStart[3]).y, 0, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(topAtStart[0]).y, 100 - 100 / (1 + 1 / 4.6666667), accuracy: 1e-9)
        for corner in try panel(start, .topSleeve).cornersInSpace { XCTAssertLessThanOrEqual(corner.z, 1e-9) }
        let end = cubic.panels(angle: .pi / 2)
        for corner in try panel(end, .bottomSleeve).cornersInSpace { XCTAssertEqual(corner.z, 0, accuracy: 1e-9) }
        let mid = cubic.panels(angle: .pi / 4)
        XCTAssertEqual(try panel(mid, .topSleeve).shading?.opacity ?? 0, 0.25 * (1 - sin(Double.pi / 4)),
                       accuracy: 1e-12)
        XCTAssertEqual(try panel(mid, .lowerFold).shading?.stops.last?.color.alpha, 0) // black → clear
        // The top sleeve's lower edge stays on the fold's top edge (a closed cube face).
        let top = try panel(mid, .topSleeve).projectedCorners, upper = try panel(mid, .upperFold).projectedCorners
        assertPoint(top[3], try XCTUnwrap(upper[0]).x, try XCTUnwrap(upper[0]).y, accuracy: 1e-6)
    }
}
