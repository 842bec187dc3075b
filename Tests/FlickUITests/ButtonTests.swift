import FlickEvdev
import FlickAnimation
import FlickGestures
import FlickInput
import FlickScene
import FlickScroll
import FlickTestSupport
@testable import FlickUI
import XCTest

/// `Button` through a real window: the tap fires on touch-up-inside, the look follows the
/// state with UIKit's fallback to `.normal`, the image dims while highlighted.
final class ButtonTests: XCTestCase {
    private func makeButton() -> (Window, Button) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let button = Button(frame: Rect(x: 100, y: 100, width: 120, height: 44))
        button.name = "button"
        window.addSubview(button)
        return (window, button)
    }

    private static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
    private static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)

    func testATapFiresOnTouchUpInsideWithThePrimaryAction() {
        let (window, button) = makeButton()
        var events: [String] = []
        button.addAction(for: [.touchDown, .touchUpInside, .primaryActionTriggered, .touchUpOutside]) { _, event in
            events.append("\(event)")
        }
        window.run(TraceBuilder.tap(at: Point(x: 150, y: 120)))
        XCTAssertEqual(events, ["[touchDown]", "[touchUpInside]", "[primaryActionTriggered]"])
        events = []
        window.run(TraceBuilder.drag(from: Point(x: 150, y: 120), by: Point(x: 0, y: 150), start: 2))
        XCTAssertEqual(events, ["[touchDown]", "[touchUpOutside]"], "lifted beyond the 70 pt margin: no action")
    }

    func testTheLookFollowsTheStateAndFallsBackToNormal() {
        let (window, button) = makeButton()
        button.setTitle("OK", for: .normal)
        button.setTitleColor(Self.red, for: .normal)
        button.setTitleColor(Self.blue, for: .highlighted)
        button.setBackgroundColor(Color(white: 0.2), for: .normal)
        XCTAssertEqual(button.titleLabel.text, "OK")
        XCTAssertEqual(button.titleLabel.textColor, Self.red)
        var seen: (String?, Color, Color)?
        button.addAction(for: .touchDown) { control, _ in
            let b = control as! Button
            seen = (b.titleLabel.text, b.titleLabel.textColor, b.backgroundColor)
        }
        window.run(TraceBuilder.tap(at: Point(x: 150, y: 120)))
        XCTAssertEqual(seen?.0, "OK", "no highlighted title: the normal one")
        XCTAssertEqual(seen?.1, Self.blue, "the highlighted colour while down")
        XCTAssertEqual(seen?.2, Color(white: 0.2), "no highlighted background colour: the normal one")
        XCTAssertEqual(button.titleLabel.textColor, Self.red, "back to normal after the lift")
        button.setTitle("SELECTED", for: .selected)
        button.isSelected = true
        XCTAssertEqual(button.currentTitle, "SELECTED")
        XCTAssertEqual(button.titleLabel.textColor, Self.red, "selected colour falls back to normal")
        button.isSelected = false
        button.isEnabled = false
        XCTAssertEqual(button.currentTitle, "OK")
        XCTAssertEqual(button.state, .disabled)
    }

    func testHighlightedImageIsDimmedUnlessOneIsSet() throws {
        let (_, button) = makeButton()
        let image = Image(bitmap: Bitmap(width: 4, height: 4, fill: RGBA8(red: 200, green: 100, blue: 50, alpha: 255)))
        button.setImage(image, for: .normal)
        button.isHighlighted = true
        let dimmed = try XCTUnwrap(button.imageView.image?.bitmap)
        XCTAssertEqual(dimmed[0, 0], RGBA8(red: 110, green: 55, blue: 28, alpha: 255), "×0.55, alpha kept")
        button.adjustsImageWhenHighlighted = false
        XCTAssertEqual(button.imageView.image?.bitmap[0, 0], image.bitmap[0, 0])
        button.adjustsImageWhenHighlighted = true
        let lit = Image(bitmap: Bitmap(width: 4, height: 4, fill: RGBA8(red: 0, green: 255, blue: 0, alpha: 255)))
        button.setImage(lit, for: .highlighted)
        XCTAssertEqual(button.imageView.image?.bitmap[0, 0], lit.bitmap[0, 0], "its own highlighted image, undimmed")
        button.isHighlighted = false
        button.isEnabled = false
        XCTAssertEqual(button.imageView.alpha, Button.disabledImageAlpha)
    }

    func testAStretchableBackgroundFillsAnySizeAndLayoutCentresTheContent() {
        let (window, button) = makeButton()
        let background = Image(bitmap: ImageViewTests.cornerImage())
            .resizableImage(withCapInsets: EdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
        button.setBackgroundImage(background, for: .normal)
        button.setImage(Image(bitmap: Bitmap(width: 10, height: 10)), for: .normal)
        button.setTitle("GO", for: .normal)
        button.titleLabel.fontSize = 8
        button.contentEdgeInsets = EdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
        _ = window.displayList(at: 0)
        XCTAssertEqual(button.backgroundImageView.frame, button.bounds)
        XCTAssertEqual(button.backgroundImageView.layer.contentsCenter.minX, 3.0 / 9, accuracy: 1e-12)
        // Image (10 pt) then title (12 pt) centred: 22 pt wide from x = 49.
        XCTAssertEqual(button.imageView.frame, Rect(x: 49, y: 17, width: 10, height: 10))
        XCTAssertEqual(button.titleLabel.frame, Rect(x: 59, y: 18, width: 12, height: 8))
        XCTAssertEqual(button.sizeThatFits(.init(width: 0, height: 0)), Size(width: 34, height: 18))
        button.sizeToFit()
        XCTAssertEqual(button.frame, Rect(x: 100, y: 100, width: 34, height: 18))
        // Corners stay exact at the new size too.
        let pixels = ImageViewTests.rasterize(window.displayList(at: 1), width: 400, height: 400)
        XCTAssertEqual(pixels[100, 100], ImageViewTests.cornerImage()[0, 0])
        XCTAssertEqual(pixels[133, 117], ImageViewTests.cornerImage()[8, 8])
    }

    func testAButtonInsideATappableViewTakesTheTap() {
        let (window, button) = makeButton()
        let tap = TapGestureRecognizer(name: "tap")
        window.addGestureRecognizer(tap)
        var parentTaps = 0
        tap.addTarget { event in if event.phase == .recognized { parentTaps += 1 } }
        var fired = 0
        button.addAction(for: .primaryActionTriggered) { _, _ in fired += 1 }
        window.run(TraceBuilder.tap(at: Point(x: 150, y: 120)))
        XCTAssertEqual(fired, 1)
        XCTAssertEqual(parentTaps, 0)
    }

    func testBadImagesAreLoggedNotFatal() {
        let (window, button) = makeButton()
        let bad = Image(bitmap: Bitmap(width: 4, height: 4)).resizableImage(
            withCapInsets: EdgeInsets(top: 9, left: 9, bottom: 9, right: 9))
        button.setBackgroundImage(bad, for: .normal)
        button.frame = Rect(x: .nan, y: 0, width: -5, height: 44)
        XCTAssertEqual(button.frame, Rect(x: 0, y: 0, width: 0, height: 44))
        XCTAssertTrue(window.displayList(at: 0).items.isEmpty, "nothing to draw at zero width")
        button.frame = Rect(x: 0, y: 0, width: 50, height: 44)
        let quads = window.displayList(at: 1).items.compactMap { item -> TransformedQuad? in
            if case .quad(let q) = item { return q } else { return nil }
        }
        XCTAssertFalse(quads.isEmpty)
        XCTAssertTrue(quads.allSatisfy { $0.rect.width.isFinite && $0.rect.width >= 0 })
    }

    func testTheTapRecordingFiresAButtonPlacedUnderIt() throws {
        let path = SharedTraces.recordingsDirectory.appendingPathComponent("tap.evemu").path
        try XCTSkipUnless(FileManager.default.fileExists(atPath: path), "\(path) not found")
        let recording = try RecordingFile.load(path: path)
        let size = Size(width: 1280, height: 800)
        let frames = recording.touchFrames(mapping: recording.mapping(windowSize: size))
        let down = try XCTUnwrap(frames.first { !$0.touches.isEmpty }?.touches.first).location
        let window = Window(frame: Rect(origin: .zero, size: size))
        let button = Button(frame: Rect(x: down.x - 60, y: down.y - 22, width: 120, height: 44))
        window.addSubview(button)
        var events: [String] = []
        button.addAction(for: [.touchDown, .touchUpInside, .touchCancel]) { _, event in events.append("\(event)") }
        window.run(frames)
        XCTAssertEqual(events, ["[touchDown]", "[touchUpInside]"])
    }
}
