import FlickInput
import FlickTestSupport
@testable import FlickUI
import XCTest

/// `ViewController`: the lazy view, layout callbacks through the window's layout pass, the
/// root controller's appearance, containment and its bad input.
final class ViewControllerTests: XCTestCase {
    func testViewLoadsLazilyOnce() {
        let journal = JournalingController.Journal()
        let controller = JournalingController("A", journal: journal)
        XCTAssertFalse(controller.isViewLoaded)
        XCTAssertNil(controller.viewIfLoaded)
        let view = controller.view
        XCTAssertTrue(controller.isViewLoaded)
        XCTAssertTrue(controller.view === view)
        XCTAssertTrue(view.viewController === controller)
        XCTAssertEqual(journal.lines, ["A didLoad"])
    }

    func testRootViewControllerFillsTheWindowAppearsAndGetsLayoutCallbacks() {
        let journal = JournalingController.Journal()
        let controller = JournalingController("A", journal: journal)
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        XCTAssertEqual(controller.view.frame, window.bounds)
        XCTAssertEqual(journal.lines, ["A didLoad", "A willAppear", "A didAppear"])
        _ = window.prepareFrame(at: 0)
        XCTAssertEqual(controller.layouts, 1)
        window.frame = Rect(x: 0, y: 0, width: 480, height: 320)
        _ = window.prepareFrame(at: 0.1)
        XCTAssertEqual(controller.view.frame, window.bounds)
        let other = JournalingController("B", journal: journal)
        window.rootViewController = other
        XCTAssertNil(controller.view.superview)
        XCTAssertEqual(
            journal.lines.suffix(5), ["A willDisappear", "A didDisappear", "B didLoad", "B willAppear", "B didAppear"])
    }

    func testContainmentCallsWillAndDidMoveAndRefusesStrangers() {
        let journal = JournalingController.Journal()
        let parent = JournalingController("P", journal: journal)
        let child = JournalingController("C", journal: journal)
        let stranger = JournalingController("S", journal: journal)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        XCTAssertTrue(child.parent === parent)
        XCTAssertEqual(parent.children.count, 1)
        parent.removeChild(stranger)
        XCTAssertEqual(parent.children.count, 1, "a stranger is refused")
        child.addChild(parent)
        XCTAssertTrue(parent.parent == nil, "a cycle is refused")
        XCTAssertTrue(child.children.isEmpty)
        parent.removeChild(child)
        XCTAssertNil(child.parent)
        XCTAssertNil(child.view.superview)
        XCTAssertEqual(
            journal.lines.filter { $0.contains("Move") },
            ["C willMove(P)", "C didMove(P)", "C willMove(nil)", "C didMove(nil)"])
    }

    func testCancelledAppearanceTurnsBack() {
        let journal = JournalingController.Journal()
        let controller = JournalingController("A", journal: journal)
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(false, animated: true)
        controller.beginAppearanceTransition(true, animated: true)
        controller.endAppearanceTransition()
        controller.endAppearanceTransition()
        XCTAssertEqual(
            journal.lines, ["A willAppear", "A didAppear", "A willDisappear", "A willAppear", "A didAppear"])
        XCTAssertEqual(controller.appearanceState, .appeared)
    }
}
