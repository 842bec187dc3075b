import FlickInput
import FlickTestSupport
@testable import FlickUI
import XCTest

/// `TabBarController` through a real window: tapping tabs switches screens with appearance
/// callbacks for the selected one only, each tab's navigation stack is kept, a second tap on
/// the selected tab pops to its root, and duplicates are refused.
final class TabBarControllerTests: XCTestCase {
    private let journal = JournalingController.Journal()

    private func tap(_ window: Window, at point: Point) {
        var trace = TraceBuilder(rate: 120, start: window.currentTime + 0.1)
        trace.down(0, at: point)
        trace.hold(0.05)
        trace.up(0)
        window.play(trace.frames, settle: 0.6)
    }

    func testTabsSwitchAndKeepTheirStacks() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 500))
        let a = JournalingController("A", journal: journal)
        let detail = JournalingController("A2", journal: journal)
        let b = JournalingController("B", journal: journal)
        let navigation = NavigationController(rootViewController: a)
        navigation.title = "Days"
        let tabs = TabBarController(viewControllers: [navigation, b])
        window.rootViewController = tabs
        _ = window.prepareFrame(at: 0)
        navigation.pushViewController(detail, animated: false)
        journal.lines.removeAll()
        let secondTab = Point(x: 300, y: 500 - 24)
        tap(window, at: secondTab)
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertEqual(
            journal.lines, ["A2 willDisappear", "A2 didDisappear", "B didLoad", "B willAppear", "B didAppear"])
        XCTAssertEqual(b.view.frame, Rect(x: 0, y: 0, width: 400, height: 500 - 49))
        tap(window, at: Point(x: 100, y: 500 - 24))
        XCTAssertEqual(tabs.selectedIndex, 0)
        XCTAssertTrue(navigation.topViewController === detail, "the stack is kept")
        tap(window, at: Point(x: 100, y: 500 - 24))
        XCTAssertTrue(navigation.topViewController === a, "a second tap pops to the root")
    }

    func testATallerTabBarShrinksTheContentAndTakesItsTaps() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 500))
        let a = JournalingController("A", journal: journal)
        let b = JournalingController("B", journal: journal)
        let tabs = TabBarController(viewControllers: [a, b])
        tabs.tabBarHeight = 64
        window.rootViewController = tabs
        _ = window.prepareFrame(at: 0)
        XCTAssertEqual(tabs.tabBar.frame, Rect(x: 0, y: 500 - 64, width: 400, height: 64))
        XCTAssertEqual(a.view.frame, Rect(x: 0, y: 0, width: 400, height: 500 - 64))
        // 60 pt above the bottom: inside the taller bar, above UIKit's 49 pt one.
        tap(window, at: Point(x: 300, y: 500 - 60))
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertEqual(b.view.frame, Rect(x: 0, y: 0, width: 400, height: 500 - 64))
    }

    func testDuplicateTabsAreRefused() {
        let a = JournalingController("A", journal: journal)
        let tabs = TabBarController(viewControllers: [a])
        tabs.setViewControllers([a, a])
        XCTAssertEqual(tabs.viewControllers.count, 1)
        tabs.select(5)
        XCTAssertEqual(tabs.selectedIndex, 0)
    }
}
