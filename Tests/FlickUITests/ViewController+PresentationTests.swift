import FlickAnimation
import FlickInput
import FlickTestSupport
@testable import FlickUI
import XCTest

/// `present(_:animated:completion:)` and `dismiss(animated:completion:)` through a real
/// window on virtual time: the page sheet's geometry and callbacks, the full-screen cover's,
/// and presenting twice.
final class ViewControllerPresentationTests: XCTestCase {
    private let journal = JournalingController.Journal()

    private func makeWindow() -> (Window, JournalingController) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 500))
        let root = JournalingController("A", journal: journal)
        window.rootViewController = root
        _ = window.prepareFrame(at: 0)
        journal.lines.removeAll()
        return (window, root)
    }

    func testPageSheetSlidesUpOverTheShrunkenPresenterAndDismisses() {
        let (window, root) = makeWindow()
        let sheet = JournalingController("S", journal: journal)
        var presented = 0
        root.present(sheet, animated: true) { presented += 1 }
        XCTAssertTrue(sheet.isBeingPresented)
        var midway: Double?
        window.play([], settle: 0.7) { time in
            if midway == nil && time >= 0.2 { midway = sheet.view.layer.presentation(at: time).position.y }
        }
        XCTAssertEqual(presented, 1)
        XCTAssertGreaterThan(midway!, sheet.view.center.y, "still sliding up at 0.2 s")
        XCTAssertEqual(sheet.view.frame.minY, 40, accuracy: 1e-9, "8 % of 500 pt")
        XCTAssertEqual(root.view.transform, Transform3D(scaleX: 0.9165, y: 0.9165))
        XCTAssertTrue(root.presentedViewController === sheet)
        XCTAssertTrue(sheet.presentingViewController === root)
        XCTAssertFalse(sheet.isBeingPresented)
        sheet.dismiss(animated: true)
        window.play([], settle: 0.7)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(sheet.view.superview)
        XCTAssertEqual(root.view.transform, .identity)
        XCTAssertEqual(
            journal.lines, ["S didLoad", "S willAppear", "S didAppear", "S willDisappear", "S didDisappear"],
            "the presenter of a page sheet gets no callbacks")
    }

    func testFullScreenCoverReplacesThePresenterInUIKitsOrder() {
        let (window, root) = makeWindow()
        let cover = JournalingController("C", journal: journal)
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: true)
        window.play([], settle: 0.7)
        XCTAssertNil(root.view.superview)
        XCTAssertEqual(cover.view.frame, window.bounds)
        root.dismiss(animated: true)
        window.play([], settle: 0.7)
        XCTAssertTrue(root.view.superview === window)
        XCTAssertEqual(
            journal.lines,
            [
                "A willDisappear", "C didLoad", "C willAppear", "A didDisappear", "C didAppear",
                "C willDisappear", "A willAppear", "C didDisappear", "A didAppear",
            ])
    }

    func testPresentingWhileAPresentationRunsOrIsShownIsRefused() {
        let (window, root) = makeWindow()
        let first = JournalingController("S", journal: journal)
        let second = JournalingController("T", journal: journal)
        root.present(first, animated: true)
        var called = false
        root.present(second, animated: true) { called = true }
        XCTAssertEqual(root.presentProblem(second)?.contains("\"S\""), true)
        root.dismiss(animated: true)
        XCTAssertTrue(root.presentedViewController === first, "dismissing mid-presentation is refused")
        window.play([], settle: 0.7)
        root.present(second, animated: false)
        XCTAssertFalse(called)
        XCTAssertNil(second.presentingViewController)
        XCTAssertTrue(root.presentedViewController === first)
    }
}
