import FlickAnimation
import FlickInput
import FlickScene
import FlickUI
import XCTest

final class ViewAnimationTests: XCTestCase {
    func testAnimateBlockAnimatesAndReportsFinished() {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var result: Bool?
        View.animate(withDuration: 0.5, animations: { view.alpha = 0 }, completion: { result = $0 })
        XCTAssertEqual(view.alpha, 0) // the model at once
        XCTAssertEqual(view.layer.presentation(at: 1).opacity, 1) // starts on screen
        XCTAssertEqual(view.layer.presentation(at: 1.25).opacity, 1 - TimingFunction.easeInEaseOut(0.5), accuracy: 1e-6)
        XCTAssertEqual(view.layer.animation(forKey: "opacity")?.timingFunction, .easeInEaseOut)
        view.layer.updateAnimations(at: 1.5)
        XCTAssertEqual(result, true)
    }

    func testInterruptedAnimationReportsNotFinished() {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var result: Bool?
        View.animate(withDuration: 1, animations: { view.center = Point(x: 100, y: 0) }, completion: { result = $0 })
        _ = view.layer.presentation(at: 0)
        View.animate(withDuration: 1, animations: { view.center = .zero })
        XCTAssertEqual(result, false) // replaced by the second block
        var immediate: Bool?
        View.animate(withDuration: 1, animations: {}, completion: { immediate = $0 })
        XCTAssertEqual(immediate, true)
    }

    func testPerformWithoutAnimationInsideABlock() {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        View.animate(withDuration: 1, animations: {
            view.alpha = 0.5
            View.performWithoutAnimation { view.backgroundColor = .white }
        })
        XCTAssertNotNil(view.layer.animation(forKey: "opacity"))
        XCTAssertNil(view.layer.animation(forKey: "backgroundColor"))
        XCTAssertEqual(view.backgroundColor, .white)
    }
}
