import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport
@testable import FlickUI
import XCTest

/// `PageControl` through a real window: the dots' geometry and colours, taps either side of
/// the current dot, the ends, clamping, `hidesForSinglePage`, the background styles, a
/// drag that cancels, and a pager kept in sync as an app does it.
final class PageControlTests: XCTestCase {
    /// A 400 × 400 window with a 200 × 44 page control of 5 pages at (100, 300): default
    /// dots (7 pt, 9 pt apart: 71 pt in all) centred at x = 200, y = 322, so page `n`'s dot
    /// centre is at x = 168 + 16 n in the window.
    private func makeControl(pages: Int = 5) -> (Window, PageControl) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let control = PageControl(frame: Rect(x: 100, y: 300, width: 200, height: 44))
        control.name = "dots"
        control.numberOfPages = pages
        window.addSubview(control)
        _ = window.displayList(at: 0)
        return (window, control)
    }

    /// Records the page after each `valueChanged`, and counts `primaryActionTriggered`.
    private final class Changes {
        var pages: [Int] = []
        var primary = 0
        init(_ control: PageControl) {
            control.addAction(for: .valueChanged) { [unowned self] control, _ in
                self.pages.append((control as! PageControl).currentPage)
            }
            control.addAction(for: .primaryActionTriggered) { [unowned self] _, _ in self.primary += 1 }
        }
    }

    private func tap(_ window: Window, at point: Point, start: Double) {
        window.run(TraceBuilder.tap(at: point, start: start))
    }

    func testTheDotsAreACentredRowOfUIKitsSizeWithTheCurrentOneBright() {
        let (_, control) = makeControl()
        XCTAssertEqual(control.size(forNumberOfPages: 5), Size(width: 5 * 7 + 4 * 9, height: 7))
        XCTAssertEqual(control.size(forNumberOfPages: 0), Size(width: 0, height: 0))
        XCTAssertEqual(control.indicatorLayers.count, 5)
        XCTAssertEqual(control.indicatorRect(forPage: 0), Rect(x: 64.5, y: 18.5, width: 7, height: 7))
        XCTAssertEqual(control.indicatorLayers[2].frame.midX, 100, accuracy: 1e-9, "the middle dot at the centre")
        XCTAssertEqual(control.indicatorLayers[4].frame.maxX, 135.5, accuracy: 1e-9)
        XCTAssertEqual(control.indicatorLayers[0].cornerRadius, 3.5, "round dots")
        XCTAssertEqual(control.indicatorRect(forPage: 5), .zero, "no such page")
        XCTAssertEqual(control.currentPage, 0)
        XCTAssertEqual(control.indicatorLayers[0].backgroundColor, .white)
        for dot in control.indicatorLayers.dropFirst() {
            XCTAssertEqual(dot.backgroundColor, PageControl.defaultPageIndicatorTintColor)
        }
        control.pageIndicatorTintColor = Color(red: 1, green: 0, blue: 0)
        control.currentPageIndicatorTintColor = Color(red: 0, green: 0, blue: 1)
        control.currentPage = 3
        XCTAssertEqual(control.indicatorLayers.map(\.backgroundColor), [
            Color(red: 1, green: 0, blue: 0), Color(red: 1, green: 0, blue: 0), Color(red: 1, green: 0, blue: 0),
            Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 0, blue: 0),
        ])
    }

    func testATapRightOfTheCurrentDotGoesOnePageForwardAndSendsValueChanged() {
        let (window, control) = makeControl()
        let changes = Changes(control)
        tap(window, at: Point(x: 290, y: 322), start: 0)  // far right: still one page only
        XCTAssertEqual(control.currentPage, 1)
        XCTAssertEqual(changes.pages, [1])
        XCTAssertEqual(changes.primary, 1, "the page change is the primary action")
        tap(window, at: Point(x: 190, y: 322), start: 2)  // right of dot 1 (x = 184)
        XCTAssertEqual(control.currentPage, 2)
        XCTAssertEqual(changes.pages, [1, 2])
        XCTAssertEqual(control.indicatorLayers[2].backgroundColor, control.currentPageIndicatorTintColor)
        XCTAssertEqual(control.indicatorLayers[1].backgroundColor, control.pageIndicatorTintColor)
    }

    func testATapLeftOfTheCurrentDotGoesOnePageBack() {
        let (window, control) = makeControl()
        control.currentPage = 3  // dot at x = 216
        let changes = Changes(control)
        tap(window, at: Point(x: 205, y: 322), start: 0)
        XCTAssertEqual(control.currentPage, 2)
        tap(window, at: Point(x: 110, y: 330), start: 2)
        XCTAssertEqual(control.currentPage, 1)
        XCTAssertEqual(changes.pages, [2, 1])
    }

    func testAtTheEndsATapOutwardChangesNothingAndSendsNothing() {
        let (window, control) = makeControl()
        let changes = Changes(control)
        tap(window, at: Point(x: 110, y: 322), start: 0)
        XCTAssertEqual(control.currentPage, 0)
        control.currentPage = 4
        tap(window, at: Point(x: 295, y: 322), start: 2)
        XCTAssertEqual(control.currentPage, 4)
        tap(window, at: Point(x: 232, y: 322), start: 4)  // on the current dot's centre
        XCTAssertEqual(control.currentPage, 4)
        XCTAssertEqual(changes.pages, [], "no change, no event")
    }

    func testSettingThePagesSendsNoEventAndClamps() {
        let (_, control) = makeControl()
        let changes = Changes(control)
        control.currentPage = 9
        XCTAssertEqual(control.currentPage, 4)
        control.currentPage = -2
        XCTAssertEqual(control.currentPage, 0)
        control.currentPage = 4
        control.numberOfPages = 3
        XCTAssertEqual(control.currentPage, 2, "fewer pages clamp the current one")
        XCTAssertEqual(control.indicatorLayers.count, 3)
        XCTAssertEqual(control.layer.sublayers.count, 4, "the capsule and three dots")
        control.numberOfPages = -1
        XCTAssertEqual(control.numberOfPages, 0, "negative counts as none")
        XCTAssertEqual(control.currentPage, 0)
        XCTAssertEqual(control.indicatorLayers.count, 0)
        XCTAssertEqual(changes.pages, [])
    }

    func testADragThatLeavesTheMarginSendsNoChange() {
        let (window, control) = makeControl()
        let changes = Changes(control)
        window.run(TraceBuilder.drag(from: Point(x: 250, y: 322), by: Point(x: 0, y: -150), duration: 0.2))
        XCTAssertEqual(control.currentPage, 0, "lifted 150 pt above: outside the 70 pt margin")
        XCTAssertEqual(changes.pages, [])
        XCTAssertFalse(control.isTracking)
    }

    func testHidesForSinglePageDrawsNothingAndLetsTouchesThrough() {
        let (window, control) = makeControl(pages: 1)
        let below = Control(frame: Rect(x: 0, y: 250, width: 400, height: 150))
        below.name = "below"
        window.insertSubview(below, at: 0)
        var belowTaps = 0
        below.addAction(for: .touchUpInside) { _, _ in belowTaps += 1 }
        XCTAssertFalse(control.isHiddenForSinglePage, "off by default")
        XCTAssertTrue(window.hitTest(Point(x: 200, y: 322)) === control)
        control.hidesForSinglePage = true
        XCTAssertTrue(control.isHiddenForSinglePage)
        XCTAssertTrue(control.indicatorLayers.allSatisfy(\.isHidden))
        XCTAssertTrue(window.hitTest(Point(x: 200, y: 322)) === below)
        tap(window, at: Point(x: 200, y: 322), start: 0)
        XCTAssertEqual(belowTaps, 1)
        control.numberOfPages = 2
        XCTAssertFalse(control.isHiddenForSinglePage, "two pages show")
        XCTAssertFalse(control.indicatorLayers.contains { $0.isHidden })
        XCTAssertTrue(window.hitTest(Point(x: 200, y: 322)) === control)
    }

    func testTheBackgroundShowsAlwaysWhenProminentNeverWhenMinimalAndWhileTrackingWhenAutomatic() {
        let (window, control) = makeControl()
        XCTAssertEqual(control.backgroundStyle, .automatic)
        XCTAssertTrue(control.backgroundLayer.isHidden)
        var trace = TraceBuilder(rate: 120, start: 0)
        trace.down(0, at: Point(x: 250, y: 322))
        trace.hold(0.1)
        let down = trace.frames
        for frame in down { window.handle(frame) }
        XCTAssertFalse(control.backgroundLayer.isHidden, "shown during the interaction")
        trace.up(0)
        window.run(Array(trace.frames.dropFirst(down.count)))
        XCTAssertTrue(control.backgroundLayer.isHidden, "gone after it")
        control.backgroundStyle = .prominent
        XCTAssertFalse(control.backgroundLayer.isHidden)
        _ = window.displayList(at: 2)
        let fitted = control.sizeThatFits(control.bounds.size)
        XCTAssertEqual(fitted, Size(width: 71 + 28, height: 7 + 18))
        XCTAssertEqual(control.backgroundLayer.frame, Rect(x: 50.5, y: 9.5, width: 99, height: 25))
        XCTAssertEqual(control.backgroundLayer.cornerRadius, 12.5, "a capsule")
        control.backgroundStyle = .minimal
        XCTAssertTrue(control.backgroundLayer.isHidden)
    }

    func testLargerDotsAndBadSizesAreKeptOut() {
        let (window, control) = makeControl()
        control.indicatorDiameter = 10
        control.indicatorSpacing = 12
        _ = window.displayList(at: 1)
        XCTAssertEqual(control.size(forNumberOfPages: 5), Size(width: 98, height: 10))
        XCTAssertEqual(control.indicatorLayers[0].frame, Rect(x: 51, y: 17, width: 10, height: 10))
        control.indicatorDiameter = -3
        control.indicatorDiameter = .nan
        control.indicatorSpacing = -1
        control.indicatorSpacing = .infinity
        XCTAssertEqual(control.indicatorDiameter, 10, "refused, kept")
        XCTAssertEqual(control.indicatorSpacing, 12)
    }

    func testADisabledControlIgnoresTaps() {
        let (window, control) = makeControl()
        control.isEnabled = false
        let changes = Changes(control)
        tap(window, at: Point(x: 290, y: 322), start: 0)
        XCTAssertEqual(control.currentPage, 0)
        XCTAssertEqual(changes.pages, [])
    }

    /// The app's side, as the demo's gallery does it: the dots follow a paging scroll view
    /// through its delegate, and a tap on the dots pages it.
    func testKeptInSyncWithAPagerBothWays() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let pager = ScrollView(frame: window.bounds)
        pager.isPagingEnabled = true
        pager.contentSize = Size(width: 1600, height: 400)
        let control = PageControl(frame: Rect(x: 100, y: 350, width: 200, height: 44))
        control.numberOfPages = 4
        window.addSubview(pager)
        window.addSubview(control)
        final class Sync: ScrollViewDelegate {
            let control: PageControl
            init(_ control: PageControl) { self.control = control }
            func scrollViewDidScroll(_ scrollView: ScrollView) {
                control.currentPage = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
            }
        }
        let sync = Sync(control)
        pager.delegate = sync
        control.addAction(for: .valueChanged) { [unowned pager] control, _ in
            let page = Double((control as! PageControl).currentPage)
            pager.setContentOffset(Point(x: page * pager.bounds.width, y: 0), animated: true)
        }
        window.play(TraceBuilder.drag(from: Point(x: 300, y: 200), by: Point(x: -150, y: 0), duration: 0.1), settle: 1.5)
        XCTAssertEqual(pager.contentOffset.x, 400, accuracy: 0.5)
        XCTAssertEqual(control.currentPage, 1, "the dots follow the swipe")
        window.play(TraceBuilder.tap(at: Point(x: 290, y: 372), start: 2), settle: 1)
        XCTAssertEqual(control.currentPage, 2)
        XCTAssertEqual(pager.contentOffset.x, 800, accuracy: 1e-9, "the tap paged the scroll view")
        XCTAssertEqual(pager.model.state, .idle)
    }
}
