import FlickInput
import FlickTestSupport
@testable import FlickUI
import XCTest

/// `FrameDriven` views: advanced after touch frames, at `advance(to:)` and before each
/// frame's layout, while they are in the window's tree.
final class WindowFrameDrivenTests: XCTestCase {
    /// Records the times it is advanced to, and the layout passes after them.
    final class Ticker: View, FrameDriven {
        var times: [Double] = []
        var laidOutAfterAdvance = 0
        var isMoving = false
        func advance(to time: Double) {
            times.append(time)
            setNeedsLayout()
        }
        override func layoutSubviews() { if !times.isEmpty { laidOutAfterAdvance += 1 } }
    }

    func testAFrameDrivenViewIsAdvancedWhileInTheTree() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let holder = View(frame: window.bounds)
        let ticker = Ticker(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        holder.addSubview(ticker)
        window.advance(to: 0.1)
        XCTAssertEqual(ticker.times, [], "not in a window yet")
        window.addSubview(holder)
        window.handle(TouchFrame(time: 0.2, touches: [Touch(id: 1, location: Point(x: 10, y: 10), phase: .began)]))
        window.advance(to: 0.25)
        _ = window.prepareFrame(at: 0.3)
        XCTAssertEqual(ticker.times, [0.2, 0.25, 0.3])
        XCTAssertEqual(ticker.laidOutAfterAdvance, 1, "advanced before the frame's layout pass")
        XCTAssertEqual(window.currentTime, 0.3)
        holder.removeFromSuperview()
        _ = window.prepareFrame(at: 0.4)
        XCTAssertEqual(ticker.times.last, 0.3, "left the tree: no more frames")
        window.addSubview(holder)
        _ = window.prepareFrame(at: 0.5)
        XCTAssertEqual(ticker.times.last, 0.5, "back in the tree")
        window.addSubview(holder)
        _ = window.prepareFrame(at: 0.6)
        XCTAssertEqual(ticker.times.filter { $0 == 0.6 }.count, 1, "registered once")
    }
}
