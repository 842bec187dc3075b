import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport
@testable import FlickUI
import XCTest

/// `Label` as a view: sizing, lines in its bounds, drawing cached until something changes.
final class LabelTests: XCTestCase {
    /// Counts `draw(in:)` calls.
    final class CountingLabel: Label {
        var draws = 0
        override func draw(in context: inout any LayerDrawingContext) {
            draws += 1
            super.draw(in: &context)
        }
    }

    private let renderer = CanvasContentsRenderer()

    func testSizeThatFitsAndSizeToFit() {
        let label = Label(text: "HELLO")
        label.fontSize = 8
        XCTAssertEqual(label.intrinsicContentSize, Size(width: 30, height: 8))
        label.sizeToFit()
        XCTAssertEqual(label.bounds.size, Size(width: 30, height: 8))
        label.text = "AB CD EF GH"
        label.numberOfLines = 0
        XCTAssertEqual(
            label.sizeThatFits(Size(width: 40, height: 0)), Size(width: 30, height: 16), "wrapped in two lines")
        label.numberOfLines = 1
        XCTAssertEqual(
            label.sizeThatFits(Size(width: 40, height: 0)), Size(width: 36, height: 8), "one truncated line, AB CD…")
    }

    func testDisplayedLinesAreLimitedByTheBoundsHeight() {
        let label = Label(text: "AAA BBB CCC DDD EEE", frame: Rect(x: 0, y: 0, width: 42, height: 16))
        label.fontSize = 8
        label.numberOfLines = 0
        XCTAssertEqual(label.displayedLines, ["AAA BBB", "CCC DD…"])
        label.bounds = Rect(x: 0, y: 0, width: 42, height: 100)
        XCTAssertEqual(label.displayedLines, ["AAA BBB", "CCC DDD", "EEE"])
    }

    func testDrawingIsCachedAcrossFramesUntilTextOrSizeChanges() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let label = CountingLabel(text: "HI", frame: Rect(x: 0, y: 0, width: 60, height: 20))
        label.fontSize = 8
        window.addSubview(label)
        for frame in 0..<5 { _ = window.displayList(at: Double(frame) / 60, contentsRenderer: renderer) }
        XCTAssertEqual(label.draws, 1, "drawn once, then the bitmap is reused")
        label.text = "HO"
        _ = window.displayList(at: 0.1, contentsRenderer: renderer)
        _ = window.displayList(at: 0.2, contentsRenderer: renderer)
        XCTAssertEqual(label.draws, 2)
        label.frame = Rect(x: 10, y: 0, width: 60, height: 20)  // moved, same size
        _ = window.displayList(at: 0.3, contentsRenderer: renderer)
        XCTAssertEqual(label.draws, 2, "moving does not redraw")
        label.frame = Rect(x: 10, y: 0, width: 80, height: 20)  // resized: contentMode .redraw
        _ = window.displayList(at: 0.4, contentsRenderer: renderer)
        XCTAssertEqual(label.draws, 3)
        XCTAssertEqual(label.layer.contents?.pixelWidth, 80)
    }

    func testTextIsDrawnInItsColourAligned() throws {
        let label = Label(text: "I", frame: Rect(x: 0, y: 0, width: 30, height: 8))
        label.fontSize = 8
        label.textColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
        func inkColumns() throws -> [Int] {
            label.layer.displayIfNeeded(using: renderer)
            let bitmap = try XCTUnwrap(label.layer.contents as? Bitmap)
            return (0..<bitmap.width).filter { x in (0..<bitmap.height).contains { bitmap[x, $0].alpha > 0 } }
        }
        let left = try inkColumns()
        XCTAssertFalse(left.isEmpty)
        XCTAssertLessThan(left.max()!, 6, "left aligned: ink in the first character cell")
        label.textAlignment = .trailing
        XCTAssertGreaterThanOrEqual(try inkColumns().min()!, 24, "right aligned: ink in the last 6 pt")
        label.textAlignment = .center
        let centred = try inkColumns()
        XCTAssertTrue(centred.allSatisfy { $0 >= 12 && $0 < 18 }, "centred: ink in the middle cell, \(centred)")
        let bitmap = try XCTUnwrap(label.layer.contents as? Bitmap)
        let ink = try XCTUnwrap(
            (0..<bitmap.height).lazy.compactMap { y in centred.lazy.map { bitmap[$0, y] }.first { $0.alpha == 255 } }
                .first)
        XCTAssertEqual(ink, RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
    }

    func testBadFontSizeIsRefused() {
        let label = Label(text: "A")
        label.fontSize = .nan
        XCTAssertEqual(label.fontSize, Label.defaultFontSize)
        label.fontSize = -3
        XCTAssertEqual(label.fontSize, Label.defaultFontSize)
        label.numberOfLines = -4  // counts as no limit
        label.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertEqual(label.displayedLines, ["A"])
    }
}
