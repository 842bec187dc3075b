import FlickAnimation
import FlickGestures
import FlickInput
import FlickScene
import FlickScroll
import FlickTestSupport
@testable import FlickUI
import XCTest

/// `TabBar` through a real window: equal-width items, selection on touch-up-inside told to
/// the delegate, the highlight while touched, drags that leave, code that selects silently,
/// item changes, tinted images, disabled items, the 44 pt targets, and an ancestor's taps.
final class TabBarTests: XCTestCase {
    /// Records the delegate's calls.
    private final class Selections: TabBarDelegate {
        var titles: [String] = []
        func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) { titles.append(item.title ?? "?") }
    }

    /// A 500 × 400 window with a 500 × 49 bar along the bottom (y 351…400) of five items
    /// "A"…"E" tagged 0…4 (100 pt each: item n's centre at x = 50 + 100 n, y = 375.5), the
    /// first selected.
    private func makeBar(count: Int = 5, frame: Rect = Rect(x: 0, y: 351, width: 500, height: 49))
        -> (Window, TabBar, Selections) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 500, height: 400))
        let bar = TabBar(frame: frame)
        bar.name = "tabs"
        bar.items = (0..<count).map { TabBarItem(title: String(UnicodeScalar(UInt8(65 + $0))), tag: $0) }
        bar.selectedItem = bar.items.first
        let selections = Selections()
        bar.delegate = selections
        window.addSubview(bar)
        _ = window.displayList(at: 0)
        return (window, bar, selections)
    }

    private func center(of index: Int, in bar: TabBar) -> Point {
        let frame = bar.itemFrame(for: bar.items[index])!
        return Point(x: bar.frame.minX + frame.midX, y: bar.frame.minY + frame.midY)
    }

    func testItemsShareTheWidthEquallyOverTheFullHeightUnderAHairline() throws {
        let (_, bar, _) = makeBar()
        XCTAssertEqual(bar.sizeThatFits(Size(width: 320, height: 1000)), Size(width: 320, height: 49), "UIKit's 49 pt")
        XCTAssertEqual(bar.buttons.map(\.frame), (0..<5).map { Rect(x: Double($0) * 100, y: 0, width: 100, height: 49) })
        XCTAssertEqual(bar.itemFrame(for: bar.items[3]), Rect(x: 300, y: 0, width: 100, height: 49))
        XCTAssertNil(bar.itemFrame(for: TabBarItem(title: "other")), "not an item of the bar")
        XCTAssertEqual(bar.shadowLayer.frame, Rect(x: 0, y: 0, width: 500, height: 1))
        XCTAssertTrue(bar.layer.sublayers.last === bar.shadowLayer, "the hairline in front of the buttons")
        XCTAssertEqual(bar.backgroundColor, TabBar.defaultBarTintColor)
        XCTAssertEqual(bar.buttons.map { $0.titleLabel.text }, ["A", "B", "C", "D", "E"])
        let title = bar.buttons[2].titleLabel.frame
        XCTAssertEqual(title.midY, 24.5, accuracy: 1e-9, "a title alone is centred")
        XCTAssertEqual(title.width, 100)
    }

    func testATapSelectsOnTouchUpInsideAndTellsTheDelegate() {
        let (window, bar, selections) = makeBar()
        var trace = TraceBuilder()
        trace.down(0, at: center(of: 2, in: bar))
        trace.hold(0.08)
        let held = trace.frames.count
        trace.up(0)
        window.run(Array(trace.frames.prefix(held)), flush: 0)
        XCTAssertTrue(bar.selectedItem === bar.items[0], "nothing selected while the finger is down")
        XCTAssertTrue(bar.buttons[2].isHighlighted, "highlighted while touched")
        XCTAssertEqual(bar.buttons[2].titleLabel.alpha, TabBar.highlightedItemAlpha)
        XCTAssertEqual(selections.titles, [])
        window.run(Array(trace.frames.dropFirst(held)))
        XCTAssertTrue(bar.selectedItem === bar.items[2])
        XCTAssertEqual(selections.titles, ["C"])
        XCTAssertFalse(bar.buttons[2].isHighlighted)
        XCTAssertEqual(bar.buttons[2].titleLabel.alpha, 1)
        XCTAssertEqual(bar.buttons.map(\.isSelected), [false, false, true, false, false])
        XCTAssertEqual(bar.buttons[2].titleLabel.textColor, TabBar.defaultTintColor)
        XCTAssertEqual(bar.buttons[0].titleLabel.textColor, TabBar.defaultUnselectedItemTintColor)
    }

    func testTappingTheSelectedItemTellsTheDelegateAgainAndCodeTellsItNothing() {
        let (window, bar, selections) = makeBar()
        window.run(TraceBuilder.tap(at: center(of: 0, in: bar), start: 0))
        XCTAssertEqual(selections.titles, ["A"], "re-selecting is a selection (a controller pops to its root)")
        bar.selectedItem = bar.items[4]
        XCTAssertTrue(bar.selectedItem === bar.items[4])
        bar.selectedItem = TabBarItem(title: "stranger")
        XCTAssertTrue(bar.selectedItem === bar.items[4], "an item of another bar is ignored")
        bar.selectedItem = nil
        XCTAssertEqual(bar.buttons.map(\.isSelected), [false, false, false, false, false])
        XCTAssertEqual(selections.titles, ["A"], "code selects silently")
    }

    func testADragThatLeavesTheMarginSelectsNothingAndEndsTheHighlight() {
        let (window, bar, selections) = makeBar()
        var trace = TraceBuilder()
        trace.down(0, at: center(of: 1, in: bar))
        trace.hold(0.05)
        trace.move([0], by: Point(x: 0, y: -150), duration: 0.2)
        let moved = trace.frames.count
        trace.up(0)
        window.run(Array(trace.frames.prefix(moved)), flush: 0)
        XCTAssertFalse(bar.buttons[1].isHighlighted, "beyond the 70 pt margin")
        XCTAssertEqual(bar.buttons[1].titleLabel.alpha, 1)
        window.run(Array(trace.frames.dropFirst(moved)))
        XCTAssertTrue(bar.selectedItem === bar.items[0])
        XCTAssertEqual(selections.titles, [])
    }

    func testNewItemsKeepTheSelectionOnlyIfItIsAmongThemAndItemChangesShowAtOnce() {
        let (_, bar, _) = makeBar()
        let kept = bar.items[0]
        bar.items = [TabBarItem(title: "X"), kept]
        XCTAssertTrue(bar.selectedItem === kept)
        XCTAssertEqual(bar.buttons.count, 2)
        XCTAssertEqual(bar.subviews.count, 2, "the old buttons are gone")
        XCTAssertTrue(bar.buttons[1].isSelected)
        bar.items = [TabBarItem(title: "Y")]
        XCTAssertNil(bar.selectedItem)
        kept.title = "changed"
        XCTAssertEqual(bar.buttons[0].titleLabel.text, "Y", "an item no longer shown changes nothing")
        bar.items[0].title = "Z"
        XCTAssertEqual(bar.buttons[0].titleLabel.text, "Z")
        bar.tintColor = Color(red: 1, green: 0, blue: 0)
        bar.unselectedItemTintColor = Color(red: 0, green: 1, blue: 0)
        XCTAssertEqual(bar.buttons[0].titleLabel.textColor, Color(red: 0, green: 1, blue: 0))
        bar.selectedItem = bar.items[0]
        XCTAssertEqual(bar.buttons[0].titleLabel.textColor, Color(red: 1, green: 0, blue: 0))
        bar.titleFont = .system(size: 18)
        XCTAssertEqual(bar.buttons[0].titleLabel.font, .system(size: 18))
    }

    func testImagesAreTintedTemplatesAboveTheTitleAndTheSelectedImageShowsWhenSelected() throws {
        let (window, bar, _) = makeBar(count: 2)
        let plain = Image(bitmap: Bitmap(width: 20, height: 10, fill: RGBA8(red: 10, green: 20, blue: 30, alpha: 128)))
        let filled = Image(bitmap: Bitmap(width: 24, height: 24, fill: RGBA8(red: 0, green: 0, blue: 0, alpha: 255)))
        bar.items[1].image = plain
        bar.items[1].selectedImage = filled
        _ = window.displayList(at: 0)
        let button = bar.buttons[1]
        let shown = try XCTUnwrap(button.imageView.image)
        XCTAssertEqual(shown.size, Size(width: 20, height: 10))
        XCTAssertEqual(Array(shown.bitmap.pixels.prefix(4)), [142, 142, 147, 128], "unselected tint, alpha kept")
        XCTAssertLessThan(button.imageView.frame.maxY, button.titleLabel.frame.minY + 1e-9, "image above the title")
        XCTAssertEqual(button.imageView.frame.midX, 125, accuracy: 1e-9, "centred in the button")
        bar.selectedItem = bar.items[1]
        _ = window.displayList(at: 0)
        let selected = try XCTUnwrap(button.imageView.image)
        XCTAssertEqual(selected.size, Size(width: 24, height: 24), "the selected image")
        XCTAssertEqual(Array(selected.bitmap.pixels.prefix(4)), [0, 122, 255, 255], "in the tint colour")
        XCTAssertTrue(button.imageView.image!.isSamePixels(as: selected), "the tinted copy is kept, not remade")
    }

    func testTintingKeepsEachPixelsAlphaTimesTheColours() {
        var bitmap = Bitmap(width: 2, height: 1)
        bitmap[0, 0] = RGBA8(red: 255, green: 255, blue: 255, alpha: 255)
        bitmap[1, 0] = RGBA8(red: 9, green: 9, blue: 9, alpha: 100)
        let tinted = Image(bitmap: bitmap, scale: 2).withTintColor(Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        XCTAssertEqual(Array(tinted.bitmap.pixels), [255, 0, 0, 128, 255, 0, 0, 50])
        XCTAssertEqual(tinted.scale, 2)
    }

    func testADisabledItemTakesNoTapAndIsFaded() {
        let (window, bar, selections) = makeBar()
        bar.items[3].isEnabled = false
        XCTAssertFalse(bar.buttons[3].isEnabled)
        XCTAssertEqual(bar.buttons[3].titleLabel.alpha, TabBar.disabledItemAlpha)
        window.run(TraceBuilder.tap(at: center(of: 3, in: bar), start: 0))
        XCTAssertTrue(bar.selectedItem === bar.items[0])
        XCTAssertEqual(selections.titles, [])
    }

    func testTheSelectionIndicatorSitsBehindTheSelectedItemOnly() {
        let (window, bar, _) = makeBar()
        XCTAssertTrue(bar.buttons.allSatisfy { $0.indicatorLayer.isHidden }, "none by default")
        bar.selectionIndicatorColor = Color(red: 0, green: 0, blue: 1, alpha: 0.15)
        bar.selectionIndicatorInsets = EdgeInsets(top: 6, left: 8, bottom: 6, right: 8)
        bar.selectionIndicatorCornerRadius = 10
        _ = window.displayList(at: 0)
        XCTAssertEqual(bar.buttons.map(\.indicatorLayer.isHidden), [false, true, true, true, true])
        XCTAssertEqual(bar.buttons[0].indicatorLayer.frame, Rect(x: 8, y: 6, width: 84, height: 37))
        XCTAssertEqual(bar.buttons[0].indicatorLayer.cornerRadius, 10)
        XCTAssertTrue(bar.buttons[0].layer.sublayers.first === bar.buttons[0].indicatorLayer, "behind the title")
    }

    func testSmallItemsTakeTouchesWithin44PointsOfTheirCentreTheNearestWinning() {
        // Ten 30 pt items on a 30 pt bar at y 370…400: targets are 44 pt squares.
        let (window, bar, selections) = makeBar(count: 10, frame: Rect(x: 0, y: 370, width: 300, height: 30))
        XCTAssertTrue(window.hitTestWindowPoint(Point(x: 45, y: 364), at: nil) === bar.buttons[1],
                      "6 pt above the bar: inside item B's 44 pt target")
        XCTAssertNil(window.hitTestWindowPoint(Point(x: 45, y: 361), at: nil).flatMap { $0 as? TabBarButton },
                     "9 pt above: beyond it")
        XCTAssertTrue(window.hitTestWindowPoint(Point(x: 59, y: 385), at: nil) === bar.buttons[1], "the nearest centre")
        XCTAssertTrue(window.hitTestWindowPoint(Point(x: 61, y: 385), at: nil) === bar.buttons[2])
        window.run(TraceBuilder.tap(at: Point(x: 75, y: 365), start: 0))
        XCTAssertEqual(selections.titles, ["C"], "a tap just above a small item selects it")
    }

    func testAnAncestorsOneFingerTapLeavesTheTapToTheItemAndAThreeFingerTapStillWorks() {
        let (window, bar, selections) = makeBar()
        var taps = 0, threeFingerTaps = 0
        let tap = TapGestureRecognizer(name: "tap")
        _ = tap.addTarget { event in if event.phase == .recognized { taps += 1 } }
        window.addGestureRecognizer(tap)
        let three = TapGestureRecognizer(name: "three", numberOfTouchesRequired: 3)
        _ = three.addTarget { event in if event.phase == .recognized { threeFingerTaps += 1 } }
        window.addGestureRecognizer(three)
        window.run(TraceBuilder.tap(at: center(of: 4, in: bar), start: 0))
        XCTAssertEqual(selections.titles, ["E"])
        XCTAssertEqual(taps, 0, "the control takes its tap (UIKit's rule)")
        var trace = TraceBuilder(start: 2)
        trace.down([(0, center(of: 1, in: bar)), (1, center(of: 2, in: bar)), (2, center(of: 3, in: bar))])
        trace.hold(0.1)
        trace.up([0, 1, 2])
        window.run(trace.frames)
        XCTAssertEqual(threeFingerTaps, 1)
        XCTAssertEqual(selections.titles, ["E"], "the three-finger tap cancelled the button's touch")
    }
}
