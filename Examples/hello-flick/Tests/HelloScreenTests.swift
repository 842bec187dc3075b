// The quick start's tests, as an app author writes them with FlickTesting: the screen in a
// `WindowTester` on virtual time, scripted gestures played through the touch pipeline,
// what happened queried, and the window compared with a reference image
// (__Snapshots__/HelloScreenTests/; SNAPSHOT_TESTING_RECORD=all re-records it).
import Flick
import FlickTesting
import XCTest

@testable import hello_flick

final class HelloScreenTests: XCTestCase {
    private var screen: HelloScreen!
    private var tester: WindowTester!

    override func setUpWithError() throws {
        try WindowTester.installTestFonts(for: self)
        screen = HelloScreen(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
        tester = WindowTester(window: screen.window)
    }

    func testTappingARowSelectsItsFruit() throws {
        let list = try tester.view(identifiedBy: "fruit-list", as: ListView.self)
        tester.tap(at: Point(x: 200, y: 150))  // rows are 60 pt: the third, "Cherry"
        try tester.settle()
        XCTAssertEqual(screen.selected, "Cherry")
        XCTAssertEqual(list.contentOffset, .zero, "a tap does not scroll")
        assertSnapshot(of: tester, as: .image)
    }

    func testTheButtonResetsThePinchedZoom() throws {
        let picture = try tester.view(identifiedBy: "picture", as: ScrollView.self)
        try tester.pinch(on: picture, fromSpan: 120, toSpan: 400)
        try tester.settle()
        XCTAssertGreaterThan(picture.zoomScale, 2.5, "the fingers spread 120 → 400 pt: about 3.3×")

        try tester.tap(on: try tester.view(identifiedBy: "reset-zoom"))
        try tester.settle()
        XCTAssertEqual(picture.zoomScale, 1, accuracy: 1e-9)
        let sent = tester.controlEvents.filter { $0.controlName == "reset-zoom" }.map(\.event)
        XCTAssertEqual(sent.first, .touchDown)
        XCTAssertEqual(sent.suffix(2), [.touchUpInside, .primaryActionTriggered], "the finger lifted on the button")
        XCTAssertEqual(Set(sent.dropFirst().dropLast(2)).subtracting([.touchDragInside]), [], "it moved only inside")
    }

    func testAFlingScrollsTheList() throws {
        let list = try tester.view(identifiedBy: "fruit-list", as: ListView.self)
        list.frame = Rect(x: 0, y: 0, width: 400, height: 300)  // ten rows of 60 pt overflow it
        tester.fling(from: Point(x: 200, y: 250), velocity: Point(x: 0, y: -1500))
        try tester.settle()
        XCTAssertGreaterThan(list.contentOffset.y, 100)
        XCTAssertEqual(screen.selected, nil, "a fling selects nothing")
        assertSnapshot(of: tester, as: .image(of: "fruit-list"))
    }

    func testARecordingInMemoryReplaysLikeAFile() throws {
        var script = GestureScript(start: 0.1)
        script.tap(at: Point(x: 200, y: 390))  // the seventh row, "Grape"
        let evemu = TraceSynthesizer(seed: 7).evemu(for: script)
        try tester.replay(evemu: evemu)
        try tester.settle()
        XCTAssertEqual(screen.selected, "Grape")
    }

    func testALookupForAMissingViewSaysWhatThereIs() {
        XCTAssertThrowsError(try tester.view(identifiedBy: "basket")) { error in
            XCTAssertEqual(
                "\(error)", "no view identified by \"basket\"; the window has: fruit-list, picture, reset-zoom")
        }
    }
}
