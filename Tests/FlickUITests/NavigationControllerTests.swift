import FlickGestures
import FlickInput
import FlickScroll
import FlickTestSupport
@testable import FlickUI
import XCTest

/// `NavigationController` through a real 320 × 480 window on virtual time: push and pop with
/// their appearance order, the interactive pop by edge swipes at several input rates, its
/// release rule, the paging view's arbitration, the bars, and bad input.
final class NavigationControllerTests: XCTestCase {
    private var journal = JournalingController.Journal()

    private func makeStack(pushing: Bool = true) -> (
        Window, NavigationController, JournalingController, JournalingController
    ) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let a = JournalingController("A", journal: journal)
        let b = JournalingController("B", journal: journal)
        let navigation = NavigationController(rootViewController: a)
        window.rootViewController = navigation
        _ = window.prepareFrame(at: 0)
        if pushing {
            navigation.pushViewController(b, animated: false)
            _ = window.prepareFrame(at: 0)
        }
        journal.lines.removeAll()
        return (window, navigation, a, b)
    }

    func testPushSlidesInFromTheRightInUIKitsOrder() {
        let (window, navigation, a, b) = makeStack(pushing: false)
        navigation.pushViewController(b, animated: true)
        XCTAssertTrue(navigation.isTransitioning)
        var midway: (Double, Double)?
        window.play([], settle: 0.6, rate: 60) { time in
            if midway == nil && time >= 0.1 {
                midway = (
                    b.view.layer.presentation(at: time).position.x,
                    a.view.layer.presentation(at: time).position.x
                )
            }
        }
        let (incoming, covered) = midway!
        XCTAssertGreaterThan(incoming, 160, "the incoming screen is still to the right")
        XCTAssertLessThan(incoming, 160 + 320)
        XCTAssertLessThan(covered, 160, "the covered screen moves left")
        XCTAssertGreaterThanOrEqual(covered, 160 - 320.0 / 3 - 1e-6, "by at most a third")
        XCTAssertEqual(
            journal.lines,
            [
                "B willMove(NavigationController)", "B didLoad", "A willDisappear",
                "B willAppear", "A didDisappear", "B didAppear", "B didMove(NavigationController)",
            ])
        XCTAssertFalse(navigation.isTransitioning)
        XCTAssertNil(a.view.superview)
        XCTAssertEqual(b.view.frame, navigation.transitionView.bounds)
        XCTAssertEqual(navigation.navigationBar.titleLabel?.text, "B")
        XCTAssertEqual(navigation.navigationBar.backButton?.titleLabel.text, "‹ A")
    }

    func testBackButtonPopsInUIKitsOrder() {
        let (window, navigation, a, b) = makeStack()
        var trace = TraceBuilder(rate: 120, start: 0.1)
        trace.down(0, at: Point(x: 40, y: 22))
        trace.hold(0.05)
        trace.up(0)
        window.play(trace.frames, settle: 0.6)
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertTrue(navigation.topViewController === a)
        XCTAssertNil(b.parent)
        XCTAssertEqual(
            journal.lines,
            [
                "B willMove(nil)", "B willDisappear", "A willAppear", "B didDisappear",
                "A didAppear", "B didMove(nil)",
            ])
    }

    /// A drag from x = 5 to `distance` over `duration`, held still `hold` seconds, lifted.
    private func edgeSwipe(
        rate: Double, from x: Double = 5, distance: Double, duration: Double,
        hold: Double = 0
    ) -> [TouchFrame] {
        var trace = TraceBuilder(rate: rate, start: 0.1)
        trace.down(0, at: Point(x: x, y: 240))
        trace.move(0, to: Point(x: x + distance, y: 240), duration: duration)
        if hold > 0 { trace.hold(hold) }
        trace.up(0)
        return trace.frames
    }

    func testEdgeSwipePopsAtEveryInputRate() {
        for rate in [60.0, 120, 240] {
            journal = JournalingController.Journal()
            let (window, navigation, a, b) = makeStack()
            var followed = false
            window.play(edgeSwipe(rate: rate, distance: 220, duration: 0.5), settle: 0.9) { time in
                if time > 0.4 && time < 0.6, navigation.isTransitioning {
                    let x = b.view.layer.presentation(at: time).position.x
                    followed = followed || (x > 160 + 100 && x < 160 + 230)
                }
            }
            XCTAssertTrue(followed, "the screen follows the finger at \(rate) Hz")
            XCTAssertEqual(navigation.viewControllers.count, 1, "\(rate) Hz")
            XCTAssertTrue(navigation.topViewController === a)
            XCTAssertEqual(
                journal.lines,
                [
                    "B willDisappear", "A willAppear", "B willMove(nil)", "B didDisappear",
                    "A didAppear", "B didMove(nil)",
                ], "\(rate) Hz")
            XCTAssertEqual(navigation.navigationBar.titleLabel?.text, "A")
            XCTAssertNil(b.view.superview)
        }
    }

    func testFastShortFlickFromTheEdgeCompletes() {
        let (window, navigation, _, _) = makeStack()
        window.play(edgeSwipe(rate: 120, distance: 60, duration: 0.05), settle: 0.9)
        XCTAssertEqual(navigation.viewControllers.count, 1)
    }

    func testSlowReleaseAtFortyPercentCancelsInUIKitsOrder() {
        let (window, navigation, a, b) = makeStack()
        window.play(edgeSwipe(rate: 120, distance: 0.4 * 320, duration: 1, hold: 0.2), settle: 0.9)
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertTrue(navigation.topViewController === b)
        XCTAssertEqual(
            journal.lines,
            [
                "B willDisappear", "A willAppear", "B willAppear", "A willDisappear",
                "B didAppear", "A didDisappear",
            ])
        XCTAssertNil(a.view.superview)
        XCTAssertEqual(b.view.frame, navigation.transitionView.bounds)
        XCTAssertEqual(navigation.navigationBar.titleLabel?.text, "B")
        XCTAssertFalse(b.isMovingFromParent)
    }

    func testMovingFlagsInTheCallbacks() {
        let (window, navigation, a, b) = makeStack(pushing: false)
        navigation.pushViewController(b, animated: true)
        window.play([], settle: 0.6)
        navigation.popViewController(animated: true)
        window.play([], settle: 0.6)
        XCTAssertEqual(b.flags, ["willAppear: toParent", "willDisappear: fromParent"])
        XCTAssertEqual(a.flags.suffix(2), ["willDisappear: ", "willAppear: "])
        XCTAssertFalse(b.isMovingFromParent)
        XCTAssertFalse(b.isMovingToParent)
        let sheet = JournalingController("S", journal: journal)
        a.present(sheet, animated: true)
        window.play([], settle: 0.6)
        sheet.dismiss(animated: true)
        window.play([], settle: 0.6)
        XCTAssertEqual(sheet.flags, ["willAppear: presented", "willDisappear: dismissed"])
    }

    func testBarButtonItemsShowTheirTitlesAndActAndFollowChanges() throws {
        let (window, navigation, _, b) = makeStack()
        var saves = 0
        b.navigationItem.rightBarButtonItem = BarButtonItem(title: "Save") { saves += 1 }
        let bar = navigation.navigationBar
        let save = try XCTUnwrap(bar.itemButtons.first)
        XCTAssertEqual(save.title(for: .normal), "Save")
        XCTAssertEqual(save.frame.maxX, 320 - NavigationBar.sidePadding / 2, "at the trailing edge")
        XCTAssertNotNil(bar.backButton, "the back button stays")
        let centre = try XCTUnwrap(save.convert(Point(x: save.bounds.midX, y: save.bounds.midY), to: nil))
        window.play(TraceBuilder.tap(at: centre, start: 1), settle: 0.2)
        XCTAssertEqual(saves, 1)
        b.navigationItem.leftBarButtonItem = BarButtonItem(title: "Cancel")
        XCTAssertNil(bar.backButton, "a leading item takes the back button's place")
        XCTAssertEqual(bar.itemButtons.map { $0.title(for: .normal) }, ["Cancel", "Save"])
        b.title = "Edit"
        XCTAssertEqual(bar.titleLabel?.text, "Edit", "the title follows while on top")
        b.navigationItem.rightBarButtonItems = []
        XCTAssertEqual(bar.itemButtons.map { $0.title(for: .normal) }, ["Cancel"])
    }

    func testReleaseRule() {
        XCTAssertTrue(NavigationController.shouldFinishPop(progress: 0.1, velocity: 1))
        XCTAssertFalse(NavigationController.shouldFinishPop(progress: 0.9, velocity: -1))
        XCTAssertTrue(NavigationController.shouldFinishPop(progress: 0.51, velocity: 0.5))
        XCTAssertFalse(NavigationController.shouldFinishPop(progress: 0.4, velocity: 0.9))
    }

    /// A pushed screen holding a horizontal paging view at its second page.
    private func pagingStack() -> (Window, NavigationController, ScrollView) {
        let (window, navigation, _, b) = makeStack()
        let pager = ScrollView(frame: b.view.bounds)
        pager.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        pager.isPagingEnabled = true
        pager.contentSize = Size(width: 3 * 320, height: pager.bounds.height)
        pager.contentOffset = Point(x: 320, y: 0)
        b.view.addSubview(pager)
        navigation.yieldScrollingToEdgePan(in: b.view)
        _ = window.prepareFrame(at: 0.05)
        return (window, navigation, pager)
    }

    func testSwipeFromMidScreenPagesThePagingView() {
        let (window, navigation, pager) = pagingStack()
        window.play(edgeSwipe(rate: 120, from: 100, distance: 200, duration: 0.3), settle: 1.5)
        XCTAssertEqual(navigation.viewControllers.count, 2, "no pop")
        XCTAssertEqual(pager.contentOffset.x, 0, accuracy: 0.5, "paged back to the first page")
    }

    func testSwipeFromTheEdgePopsOverThePagingView() {
        let (window, navigation, pager) = pagingStack()
        window.play(edgeSwipe(rate: 120, distance: 220, duration: 0.4), settle: 1)
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertEqual(pager.contentOffset.x, 320, "the pager did not move")
    }

    func testVerticalDragFromTheEdgeScrollsAList() {
        let (window, navigation, _, b) = makeStack()
        let list = ScrollView(frame: b.view.bounds)
        list.contentSize = Size(width: 320, height: 2000)
        b.view.addSubview(list)
        navigation.yieldScrollingToEdgePan(in: b.view)
        var trace = TraceBuilder(rate: 120, start: 0.1)
        trace.down(0, at: Point(x: 6, y: 400))
        trace.move(0, to: Point(x: 10, y: 200), duration: 0.3)
        trace.hold(0.1)
        trace.up(0)
        window.play(trace.frames, settle: 0.2)
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertGreaterThan(list.contentOffset.y, 150)
    }

    func testToolbarShowsTheTopItemsAndCrossFades() {
        let (window, navigation, a, b) = makeStack(pushing: false)
        navigation.isToolbarHidden = false
        a.toolbarItems = [BarButtonItem(title: "Edit")]
        var tapped = 0
        b.toolbarItems = [BarButtonItem(title: "Share") { tapped += 1 }, BarButtonItem(title: "Delete")]
        _ = window.prepareFrame(at: 0.01)
        XCTAssertEqual(navigation.toolbar.buttons.map { $0.titleLabel.text }, ["Edit"])
        navigation.pushViewController(b, animated: true)
        var faded = false
        window.play([], settle: 0.6) { _ in
            faded = faded || (navigation.toolbar.incomingContent != nil && navigation.toolbar.content != nil)
        }
        XCTAssertTrue(faded)
        XCTAssertEqual(navigation.toolbar.buttons.map { $0.titleLabel.text }, ["Share", "Delete"])
        XCTAssertEqual(navigation.transitionView.frame.height, 480 - 44 - 44)
        var trace = TraceBuilder(rate: 120, start: window.currentTime + 0.1)
        trace.down(0, at: Point(x: 80, y: 458))
        trace.hold(0.05)
        trace.up(0)
        window.play(trace.frames, settle: 0.1)
        XCTAssertEqual(tapped, 1)
    }

    // MARK: - Bad input

    func testPushingAControllerAlreadyInTheStackIsRefused() {
        let (_, navigation, a, b) = makeStack()
        navigation.pushViewController(a, animated: true)
        navigation.pushViewController(b, animated: false)
        XCTAssertTrue(navigation.viewControllers.elementsEqual([a, b], by: ===))
        XCTAssertFalse(navigation.isTransitioning)
        XCTAssertEqual(navigation.pushProblem(a)?.contains("\"A\""), true)
        let other = NavigationController(rootViewController: ViewController())
        other.pushViewController(b, animated: false)
        XCTAssertEqual(other.viewControllers.count, 1)
        XCTAssertEqual(other.pushProblem(b)?.contains("child of"), true)
    }

    func testPoppingTheRootIsRefused() {
        let (_, navigation, a, _) = makeStack(pushing: false)
        XCTAssertNil(navigation.popViewController(animated: true))
        XCTAssertTrue(navigation.viewControllers.elementsEqual([a], by: ===))
        XCTAssertEqual(navigation.popProblem()?.contains("root"), true)
        XCTAssertTrue(journal.lines.isEmpty)
    }

    func testPushDuringATransitionIsRefused() {
        let (window, navigation, _, b) = makeStack(pushing: false)
        navigation.pushViewController(b, animated: true)
        let c = JournalingController("C", journal: journal)
        navigation.pushViewController(c, animated: true)
        XCTAssertNil(navigation.popViewController(animated: true))
        window.play([], settle: 0.6)
        XCTAssertEqual(navigation.viewControllers.map(\.title), ["A", "B"])
        XCTAssertNil(c.parent)
    }

    func testPopToRootAndSetViewControllers() {
        let (window, navigation, a, b) = makeStack()
        let c = JournalingController("C", journal: journal)
        navigation.pushViewController(c, animated: false)
        let popped = navigation.popToRootViewController(animated: true)
        XCTAssertTrue(popped.elementsEqual([b, c], by: ===))
        window.play([], settle: 0.6)
        XCTAssertTrue(navigation.viewControllers.elementsEqual([a], by: ===))
        navigation.setViewControllers([a, b, b])
        XCTAssertEqual(navigation.viewControllers.count, 1, "duplicates refused")
        navigation.setViewControllers([a, c])
        XCTAssertTrue(navigation.topViewController === c)
        XCTAssertTrue(c.view.superview === navigation.transitionView)
    }
}
