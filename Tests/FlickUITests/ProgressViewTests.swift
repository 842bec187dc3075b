import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport
@testable import FlickUI
import XCTest

/// `ProgressView` in a window on virtual time: the fill, its animation, clamping and NaN,
/// the tint and the appearance.
final class ProgressViewTests: XCTestCase {
    func testTheFillSlidesToTheProgress() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 100))
        let bar = ProgressView(frame: Rect(x: 0, y: 10, width: 200, height: 4))
        window.addSubview(bar)
        _ = window.displayList(at: 0)
        XCTAssertEqual(bar.intrinsicContentSize.height, 4)
        bar.setProgress(0.5, animated: true)
        XCTAssertEqual(bar.progressLayer.frame.width, 100, "the model at once")
        _ = window.displayList(at: 1)
        let halfway = bar.progressLayer.presentation(at: 1.125).bounds.width
        XCTAssertEqual(halfway, 100 * TimingFunction.easeInEaseOut(0.5), accuracy: 1e-6)
        bar.progress = 2
        XCTAssertEqual(bar.progress, 1)
        bar.progress = .nan
        XCTAssertEqual(bar.progress, 1)
        XCTAssertEqual(bar.progressLayer.backgroundColor, DynamicColor.systemBlue.light, "the tint")
        window.tintAdjustmentMode = .dimmed
        XCTAssertEqual(bar.progressLayer.backgroundColor, DynamicColor.systemGray.light)
        window.overrideAppearance = .dark
        XCTAssertEqual(bar.backgroundColor, DynamicColor.tertiarySystemFill.dark)
    }
}
