import FlickAnimation
import FlickInput
import FlickTestSupport
@testable import FlickUI
import XCTest

/// A page sheet dragged down through a real window on virtual time: drags dismiss or spring
/// back by the release rule at several input rates, the appearance callbacks turn back on a
/// cancel, a modal sheet rubber-bands and refuses, and dismissing or presenting during the
/// drag is refused.
final class ViewControllerSheetDismissalTests: XCTestCase {
    private var journal = JournalingController.Journal()

    /// Counts a sheet's delegate calls.
    private final class Delegate: PresentationControllerDelegate {
        var allows = true
        var attempts = 0
        var dismissals = 0
        func presentationControllerShouldDismiss(_ controller: ViewController) -> Bool { allows }
        func presentationControllerDidAttemptToDismiss(_ controller: ViewController) { attempts += 1 }
        func presentationControllerDidDismiss(_ controller: ViewController) { dismissals += 1 }
    }

    /// A 320 × 500 window whose root "A" shows the page sheet "S" (40 pt gap, 460 pt tall).
    private func presentSheet() -> (Window, JournalingController, JournalingController) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 500))
        let root = JournalingController("A", journal: journal)
        window.rootViewController = root
        _ = window.prepareFrame(at: 0)
        let sheet = JournalingController("S", journal: journal)
        root.present(sheet, animated: true)
        window.play([], settle: 0.7)
        journal.lines.removeAll()
        return (window, root, sheet)
    }

    /// A drag down on the sheet from y = 150, `distance` points in `duration` seconds.
    private func drag(
        in window: Window, rate: Double, distance: Double, duration: Double, hold: Double = 0
    ) -> [TouchFrame] {
        var trace = TraceBuilder(rate: rate, start: window.currentTime + 0.1)
        trace.down(0, at: Point(x: 160, y: 150))
        trace.move(0, to: Point(x: 160, y: 150 + distance), duration: duration)
        if hold > 0 { trace.hold(hold) }
        trace.up(0)
        return trace.frames
    }

    func testDragPastHalfwayDismissesAtEveryInputRate() {
        for rate in [60.0, 120, 240] {
            journal = JournalingController.Journal()
            let (window, root, sheet) = presentSheet()
            let delegate = Delegate()
            sheet.presentationDelegate = delegate
            var followed = false
            var dimmingFollowed = false
            window.play(drag(in: window, rate: rate, distance: 300, duration: 0.6), settle: 0.6) { time in
                guard root.presentedViewController != nil, sheet.view.layer.presentation(at: time).position.y > 0
                else { return }
                let top = sheet.view.frame.minY
                if top > 40 + 150 && top < 40 + 310 {
                    followed = true
                    let alpha = root.presentation?.dimmingView?.alpha ?? 0
                    dimmingFollowed = dimmingFollowed || (alpha > 0 && alpha < 0.1)
                }
            }
            XCTAssertTrue(followed, "the sheet follows the finger at \(rate) Hz")
            XCTAssertTrue(dimmingFollowed, "the dimming follows the progress at \(rate) Hz")
            XCTAssertNil(root.presentedViewController, "\(rate) Hz")
            XCTAssertNil(sheet.view.superview)
            XCTAssertEqual(root.view.transform, .identity)
            XCTAssertEqual(journal.lines, ["S willDisappear", "S didDisappear"], "\(rate) Hz")
            XCTAssertEqual(sheet.flags, ["willAppear: presented", "willDisappear: dismissed"])
            XCTAssertFalse(sheet.isBeingDismissed)
            XCTAssertEqual(delegate.dismissals, 1)
            XCTAssertEqual(delegate.attempts, 0)
        }
    }

    func testFastShortFlickDownDismisses() {
        for rate in [60.0, 120, 240] {
            let (window, root, _) = presentSheet()
            // 60 pt in 50 ms: 1200 pt/s, 2.6 sheet heights per second, over the 2 that decide.
            window.play(drag(in: window, rate: rate, distance: 60, duration: 0.05), settle: 0.6)
            XCTAssertNil(root.presentedViewController, "\(rate) Hz")
        }
    }

    func testSlowReleaseAtThirtyPercentSpringsBackInUIKitsOrder() {
        for rate in [60.0, 120, 240] {
            journal = JournalingController.Journal()
            let (window, root, sheet) = presentSheet()
            let delegate = Delegate()
            sheet.presentationDelegate = delegate
            window.play(drag(in: window, rate: rate, distance: 0.3 * 460, duration: 1, hold: 0.2), settle: 0.6)
            XCTAssertTrue(root.presentedViewController === sheet, "\(rate) Hz")
            XCTAssertEqual(sheet.view.frame.minY, 40, accuracy: 1e-6)
            XCTAssertEqual(root.presentation?.dimmingView?.alpha ?? 0, 0.1, accuracy: 1e-9)
            XCTAssertEqual(root.view.transform, Transform3D(scaleX: 0.9165, y: 0.9165))
            XCTAssertEqual(journal.lines, ["S willDisappear", "S willAppear", "S didAppear"], "\(rate) Hz")
            XCTAssertFalse(sheet.isBeingDismissed)
            XCTAssertEqual(delegate.dismissals, 0)
            // It is still a sheet that dismisses as usual afterwards.
            sheet.dismiss(animated: true)
            window.play([], settle: 0.7)
            XCTAssertNil(root.presentedViewController)
        }
    }

    func testModalSheetRubberBandsAndRefuses() {
        let (window, root, sheet) = presentSheet()
        sheet.isModalInPresentation = true
        let delegate = Delegate()
        sheet.presentationDelegate = delegate
        var deepest = 0.0
        window.play(drag(in: window, rate: 120, distance: 300, duration: 0.3), settle: 0.6) { _ in
            deepest = max(deepest, sheet.view.frame.minY - 40)
        }
        // 290 pt past the slop on a 460 pt sheet: (1 − 1/(290 · 0.55/460 + 1)) · 460 ≈ 118 pt.
        XCTAssertGreaterThan(deepest, 20, "it moves a little")
        XCTAssertLessThan(deepest, 0.5 * 300, "damped, not with the finger")
        XCTAssertTrue(root.presentedViewController === sheet)
        XCTAssertEqual(sheet.view.frame.minY, 40, accuracy: 1e-6)
        XCTAssertEqual(delegate.attempts, 1)
        XCTAssertEqual(delegate.dismissals, 0)
        XCTAssertEqual(journal.lines, [], "a refusal gives no appearance callbacks")
    }

    func testDelegateCanRefuse() {
        let (window, root, sheet) = presentSheet()
        let delegate = Delegate()
        delegate.allows = false
        sheet.presentationDelegate = delegate
        window.play(drag(in: window, rate: 120, distance: 60, duration: 0.05), settle: 0.6)
        XCTAssertTrue(root.presentedViewController === sheet)
        XCTAssertEqual(delegate.attempts, 1)
    }

    func testDismissingOrPresentingDuringTheDragIsRefused() {
        let (window, root, sheet) = presentSheet()
        let other = JournalingController("T", journal: journal)
        var dismissCompleted = false
        var problem: String?
        var asked = false
        window.play(drag(in: window, rate: 120, distance: 300, duration: 0.6), settle: 0.6) { _ in
            guard !asked, root.presentation?.dismissal != nil else { return }
            asked = true
            sheet.dismiss(animated: true) { dismissCompleted = true }
            problem = root.presentProblem(other)
            root.present(other, animated: true)
        }
        XCTAssertTrue(asked)
        XCTAssertTrue(dismissCompleted, "the refused dismissal's completion runs at once")
        XCTAssertEqual(problem?.contains("\"S\" is dragged to dismiss"), true, problem ?? "no problem")
        XCTAssertEqual(problem?.contains("\"T\""), true)
        XCTAssertNil(root.presentedViewController, "the drag still dismisses")
        XCTAssertNil(other.viewIfLoaded?.superview)
        XCTAssertEqual(journal.lines, ["S willDisappear", "S didDisappear"])
        root.present(other, animated: false)
        XCTAssertTrue(root.presentedViewController === other, "presenting works again afterwards")
    }

    /// The sheet with a 100-row list (44 pt rows) filling it, scrolled 100 pt down.
    private func sheetWithList() -> (Window, JournalingController, JournalingController, ListView, RowSource) {
        let (window, root, sheet) = presentSheet()
        let source = RowSource(sections: [100])
        let list = ListView(frame: sheet.view.bounds)
        list.register(ListViewCell.self, forCellReuseIdentifier: "row")
        list.dataSource = source
        sheet.view.addSubview(list)
        list.contentOffset = Point(x: 0, y: 100)
        window.play([], settle: 0.05)
        return (window, root, sheet, list, source)
    }

    func testDragDownScrollsTheListToItsTopThenMovesTheSheetInOneGesture() {
        for rate in [60.0, 120, 240] {
            journal = JournalingController.Journal()
            let (window, root, sheet, list, _) = sheetWithList()
            var lowestOffset = Double.infinity
            var sheetMovedWithListScrolled = false
            var sheetMovedAtListTop = false
            window.play(drag(in: window, rate: rate, distance: 400, duration: 0.8), settle: 0.6) { _ in
                guard root.presentedViewController != nil, list.window != nil else { return }
                lowestOffset = min(lowestOffset, list.contentOffset.y)
                let moved = sheet.view.frame.minY > 40 + 1e-6
                if moved && list.contentOffset.y > 1 { sheetMovedWithListScrolled = true }
                if moved && abs(list.contentOffset.y) < 1e-6 { sheetMovedAtListTop = true }
            }
            XCTAssertEqual(lowestOffset, 0, accuracy: 1e-6, "the list reaches its top, no rubber band, \(rate) Hz")
            XCTAssertFalse(sheetMovedWithListScrolled, "the list scrolls first, \(rate) Hz")
            XCTAssertTrue(sheetMovedAtListTop, "then the sheet moves, \(rate) Hz")
            // 400 pt less the 10 pt slop and the list's 100: 290 pt of 460, past 0.48.
            XCTAssertNil(root.presentedViewController, "\(rate) Hz")
            XCTAssertEqual(journal.lines, ["S willDisappear", "S didDisappear"], "\(rate) Hz")
        }
    }

    func testDragBackUpMovesTheSheetToItsTopThenScrollsTheList() {
        let (window, root, sheet, list, _) = sheetWithList()
        var trace = TraceBuilder(rate: 120, start: window.currentTime + 0.1)
        trace.down(0, at: Point(x: 160, y: 150))
        trace.move(0, to: Point(x: 160, y: 400), duration: 0.5)
        trace.move(0, to: Point(x: 160, y: 150), duration: 0.5)
        trace.hold(0.2)
        trace.up(0)
        var deepest = 0.0
        var listScrolledWhileSheetDown = false
        window.play(trace.frames, settle: 0.6) { _ in
            let down = sheet.view.frame.minY - 40
            deepest = max(deepest, down)
            if down > 1e-6 && list.contentOffset.y > 1e-6 { listScrolledWhileSheetDown = true }
        }
        XCTAssertGreaterThan(deepest, 100, "the sheet went down")
        XCTAssertFalse(listScrolledWhileSheetDown, "the sheet returns to its top before the list scrolls")
        XCTAssertTrue(root.presentedViewController === sheet)
        XCTAssertEqual(sheet.view.frame.minY, 40, accuracy: 1e-6)
        // Back up by all the sheet took, then the list's 100 pt (the slop aside) scroll back.
        XCTAssertEqual(list.contentOffset.y, 100, accuracy: 12)
        XCTAssertEqual(journal.lines, ["S willDisappear", "S willAppear", "S didAppear"])
    }

    func testReleaseRule() {
        XCTAssertTrue(ViewController.shouldDismissSheet(progress: 0.1, velocity: 2))
        XCTAssertFalse(ViewController.shouldDismissSheet(progress: 0.9, velocity: -2))
        XCTAssertTrue(ViewController.shouldDismissSheet(progress: 0.49, velocity: 1.9))
        XCTAssertFalse(ViewController.shouldDismissSheet(progress: 0.48, velocity: 1.9))
    }
}
