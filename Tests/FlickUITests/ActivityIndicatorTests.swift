import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport
@testable import FlickUI
import XCTest

/// `ActivityIndicator` in a window on virtual time: eight ticks, one step per eighth of a
/// second, hidden while stopped, ticks shown one by one, the appearance.
final class ActivityIndicatorTests: XCTestCase {
    func testItStepsOneTickAnEighthOfASecondAndHidesWhenStopped() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let spinner = ActivityIndicator(style: .medium, frame: Rect(x: 50, y: 50, width: 0, height: 0))
        window.addSubview(spinner)
        XCTAssertEqual(spinner.frame.size, Size(width: 20, height: 20))
        XCTAssertTrue(spinner.isHidden, "stopped: hidden")
        XCTAssertTrue(window.isSettled)
        spinner.startAnimating()
        XCTAssertFalse(spinner.isHidden)
        var leading: [Int] = []
        window.play([], settle: 1, rate: 120) { _ in leading.append(spinner.leadingTick) }
        XCTAssertFalse(window.isSettled, "turning")
        // 120 frames over one second from the first (t = 1/120): a step every 15 frames.
        XCTAssertEqual(Array(leading.prefix(16)), Array(repeating: 0, count: 15) + [1])
        XCTAssertEqual(Set(leading), Set(0..<8), "a whole turn a second")
        let alphas = spinner.tickLayers.map { ($0.backgroundColor.alpha * 255).rounded() }
        let lead = spinner.leadingTick
        XCTAssertEqual(alphas[lead], 147)
        XCTAssertEqual(alphas[(lead + 7) % 8], 122, "the tick behind the leader")
        XCTAssertEqual(alphas.sorted(), [47, 47, 47, 47, 72, 97, 122, 147])
        spinner.stopAnimating()
        XCTAssertTrue(spinner.isHidden)
        XCTAssertTrue(window.isSettled)
    }

    func testTicksShowOneByOneAndFollowTheAppearance() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let spinner = ActivityIndicator(style: .large)
        spinner.hidesWhenStopped = false
        window.addSubview(spinner)
        _ = window.displayList(at: 0)
        XCTAssertEqual(spinner.frame.size, Size(width: 37, height: 37))
        spinner.visibleTickCount = 3
        XCTAssertEqual(spinner.tickLayers.map(\.isHidden), [false, false, false, true, true, true, true, true])
        // The tick at 3 o'clock lies from r/3 to r right of the centre, r/5 wide.
        let tick = spinner.tickLayers[2]
        XCTAssertEqual(tick.position.x, 18.5 + 18.5 * 2 / 3, accuracy: 1e-9)
        XCTAssertEqual(tick.bounds.size.width, 18.5 / 5, accuracy: 1e-9)
        window.overrideAppearance = .dark
        let dark = DynamicColor.activityTick.dark
        XCTAssertEqual(spinner.tickLayers[0].backgroundColor, dark.withAlpha(147.0 / 255))
    }
}
