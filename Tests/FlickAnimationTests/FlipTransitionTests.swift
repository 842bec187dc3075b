import FlickAnimation
import FlickInput
import FlickTestSupport
import Foundation
import XCTest

final class FlipTransitionTests: XCTestCase {
    /// A 400 × 300 view: half width 200, perspective distance 933.33.
    private let flip = FlipTransition(size: Size(width: 400, height: 300))

    private func panel(_ panels: [TransitionPanel], _ role: TransitionPanel.Role) throws -> TransitionPanel {
        try XCTUnwrap(panels.first { $0.role == role })
    }

    func testFirstStageLiftsTheRightHalfTowardsTheEye() throws {
        let panels = flip.panels(stageProgress: 0.5) // 45°
        let front = try panel(panels, .front)
        XCTAssertEqual(front.textureRect, Rect(x: 200, y: 0, width: 200, height: 300))
        XCTAssertEqual(front.content, .source)
        // Spine corners stay put.
        assertPoint(front.projectedCorners[0], 200, 0)
        assertPoint(front.projectedCorners[3], 200, 300)
        // Outer edge: x = 200·cos 45°, z = +200·sin 45° (towards the eye), w = 1 − sin 45°/4.6666667.
        let w = 1 - sin(Double.pi / 4) / 4.6666667
        XCTAssertEqual(front.cornersInSpace[1].z, 200 * sin(Double.pi / 4), accuracy: 1e-9)
        assertPoint(front.projectedCorners[1], 200 + 200 * cos(Double.pi / 4) / w, 150 - 150 / w)
        assertPoint(front.projectedCorners[1], 366.6767, -26.7873, accuracy: 1e-4) // hand-computed (Python)
        XCTAssertEqual(front.shading?.opacity ?? 0, 0.05, accuracy: 1e-12)
        XCTAssertEqual(try panel(panels, .reveal).overlayOpacity, cos(Double.pi / 4) / 3, accuracy: 1e-12)
        XCTAssertEqual(try panel(panels, .facing).overlayOpacity, 0)
        XCTAssertEqual(panels.last?.role, .front) // the turning page is drawn last
        XCTAssertFalse(try panel(panels, .back).isVisible)
    }

    func testSecondStageLandsTheDestinationHalf() throws {
        // A flip at 120°: the landing page is 60° off flat, q = 1 − 60/90.
        let panels = flip.panels(stageProgress: 1 + 1.0 / 3)
        let back = try panel(panels, .back)
        XCTAssertTrue(back.isVisible)
        XCTAssertFalse(try panel(panels, .front).isVisible)
        XCTAssertEqual(panels.last?.role, .back)
        XCTAssertEqual(back.content, .destination)
        XCTAssertEqual(back.textureRect, Rect(x: 0, y: 0, width: 200, height: 300))
        let angle = Double.pi / 3
        let w = 1 - sin(angle) / 4.6666667
        assertPoint(back.projectedCorners[0], 200 - 200 * cos(angle) / w, 150 - 150 / w)
        assertPoint(back.projectedCorners[1], 200, 0)
        XCTAssertEqual(back.shading?.opacity ?? 0, 0.1 * (2.0 / 3), accuracy: 1e-12)
        XCTAssertEqual(try panel(panels, .facing).overlayOpacity, sin(Double.pi / 2 / 3) / 3, accuracy: 1e-12)
        // At the end the destination lies flat over the left half.
        let end = try panel(flip.panels(stageProgress: 2), .back)
        assertPoint(end.projectedCorners[0], 0, 0)
        assertPoint(end.projectedCorners[2], 200, 300)
        for corner in end.cornersInSpace { XCTAssertEqual(corner.w, 1, accuracy: 1e-12) }
    }

    func testStagesTimingAndDirectionAndOrientation() throws {
        XCTAssertEqual(flip.stageProgress(atProgress: 0.25), TimingFunction.easeIn(0.5), accuracy: 1e-12)
        XCTAssertEqual(flip.stageProgress(atProgress: 0.75), 1 + TimingFunction.easeOut(0.5), accuracy: 1e-12)
        XCTAssertEqual(flip.stageProgress(at: 0.3), 2)
        XCTAssertTrue(flip.isDone(at: 0.3))
        let backward = FlipTransition(size: Size(width: 400, height: 300), direction: .backward)
        let front = try panel(backward.panels(stageProgress: 0.5), .front)
        XCTAssertEqual(front.textureRect, Rect(x: 0, y: 0, width: 200, height: 300))
        XCTAssertGreaterThan(front.cornersInSpace[0].z, 0) // the left outer edge comes towards the eye
        assertPoint(front.projectedCorners[1], 200, 0)
        let vertical = FlipTransition(size: Size(width: 400, height: 300), orientation: .vertical)
        let bottom = try panel(vertical.panels(stageProgress: 0.5), .front)
        XCTAssertEqual(bottom.textureRect, Rect(x: 0, y: 150, width: 400, height: 150))
        XCTAssertGreaterThan(bottom.cornersInSpace[2].z, 0)
        XCTAssertEqual(try XCTUnwrap(bottom.projectedCorners[0]).y, 150, accuracy: 1e-9) // spine
        let reverse = FlipTransition(size: Size(width: 400, height: 300), reversePerspective: true)
        let reversed = reverse.panels(stageProgress: 0.5)
        XCTAssertEqual(try panel(reversed, .reveal).overlayOpacity, 0)
        XCTAssertLessThan(try XCTUnwrap(panel(reversed, .front).projectedCorners[1]).x, 200 + 200 * cos(Double.pi / 4))
    }

    func testDropShadowRampsUpOffTheFlat() {
        XCTAssertEqual(FlipTransition.dropShadowOpacity(stageProgress: 0), 0)
        XCTAssertEqual(FlipTransition.dropShadowOpacity(stageProgress: 1.0 / 16), 0.125, accuracy: 1e-12)
        XCTAssertEqual(FlipTransition.dropShadowOpacity(stageProgress: 0.5), 0.25)
        XCTAssertEqual(FlipTransition.dropShadowOpacity(stageProgress: 2 - 1.0 / 32), 0.0625, accuracy: 1e-12)
        XCTAssertEqual(FlipTransition.dropShadowOpacity(stageProgress: 2), 0)
    }
}
