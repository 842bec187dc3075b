import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport
@testable import FlickUI
import XCTest

/// `View.transition(withDuration:options:animations:completion:)` and
/// `beginInteractiveTransition(…)`: which transition each option starts, the contents before
/// and after the block, and the cases that apply the change at once.
final class ViewTransitionTests: XCTestCase {
    let before = Bitmap(width: 60, height: 40), after = Bitmap(width: 60, height: 40)

    /// The windows made (views hold their superview weakly).
    private var windows: [Window] = []

    private func makeView(inWindow: Bool = true) -> (Window, ImageView) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let view = ImageView(image: Image(bitmap: before), frame: Rect(x: 10, y: 10, width: 60, height: 40))
        if inWindow { window.addSubview(view) }
        window.advance(to: 0)
        windows.append(window)
        return (window, view)
    }

    func testEachOptionStartsItsFoldOrFlipWithTheDurationAndTheViewSize() throws {
        let size = Size(width: 60, height: 40)
        let cases: [(View.AnimationOptions, ContentTransition.Driver)] = [
            (.transitionFold, .fold(FoldTransition(size: size, duration: 0.5), startTime: 0)),
            (.transitionUnfold, .fold(FoldTransition(size: size, style: .unfold, duration: 0.5), startTime: 0)),
            (.transitionFlipFromRight, .flip(FlipTransition(size: size, duration: 0.5), startTime: 0)),
            (.transitionFlipFromLeft, .flip(FlipTransition(size: size, direction: .backward, duration: 0.5), startTime: 0)),
            (.transitionFlipFromBottom, .flip(FlipTransition(size: size, orientation: .vertical, duration: 0.5), startTime: 0)),
            (.transitionFlipFromTop, .flip(FlipTransition(size: size, orientation: .vertical, direction: .backward,
                                                          duration: 0.5), startTime: 0)),
        ]
        for (options, driver) in cases {
            let (_, view) = makeView()
            view.transition(withDuration: 0.5, options: options.union(.curveLinear), animations: {})
            XCTAssertEqual(try XCTUnwrap(view.contentTransition).driver, driver)
        }
    }

    func testTheBlockChangesTheContentsAndThePanelsShowBeforeAndAfter() throws {
        let (_, view) = makeView()
        view.transition(withDuration: 0.3, options: .transitionFold, animations: { view.image = Image(bitmap: after) })
        XCTAssertEqual(view.image?.bitmap.identity, after.identity, "the model changes at once")
        let layers = try XCTUnwrap(view.contentTransition).layers
        XCTAssertEqual((layers.sourceContents as? Bitmap)?.identity, before.identity)
        XCTAssertEqual((layers.destinationContents as? Bitmap)?.identity, after.identity)
        XCTAssertTrue(view.layer.sublayers.first === layers.container)
        XCTAssertNil(view.layer.contents, "the view's own contents are not drawn meanwhile")
    }

    func testNoTransitionNoDurationOrNoWindowApplyTheChangeAtOnce() {
        for (options, duration, inWindow) in [(View.AnimationOptions.curveEaseIn, 0.3, true), (.transitionFold, 0, true),
                                              (.transitionFold, .nan, true), (.transitionFold, 0.3, false)] {
            let (_, view) = makeView(inWindow: inWindow)
            var result: Bool?
            view.transition(withDuration: duration, options: options, animations: { view.image = Image(bitmap: after) },
                            completion: { result = $0 })
            XCTAssertEqual(result, true)
            XCTAssertNil(view.contentTransition)
            XCTAssertEqual(view.image?.bitmap.identity, after.identity)
        }
    }

    func testInteractiveTransitionsOnlyForAFoldThatCanCompleteOrAFlip() {
        let (_, view) = makeView()
        var changed = false
        XCTAssertNil(view.beginInteractiveTransition(options: .transitionUnfold, animations: { changed = true }))
        XCTAssertNil(view.beginInteractiveTransition(options: .transitionFold, canComplete: false, animations: { changed = true }))
        XCTAssertNil(view.beginInteractiveTransition(options: [], animations: { changed = true }))
        XCTAssertFalse(changed, "nothing changes when none starts")
        XCTAssertNotNil(view.beginInteractiveTransition(options: .transitionFlipFromTop, canComplete: false, animations: {}))
        let (_, outside) = makeView(inWindow: false)
        XCTAssertNil(outside.beginInteractiveTransition(options: .transitionFold, animations: {}))
    }
}
