import FlickAnimation
import FlickInput
import FlickScene
import XCTest

final class CanvasTests: XCTestCase {
    let red = Color(red: 1, green: 0, blue: 0)

    func testAxisAlignedRectOnWholePixelsHasHardEdges() {
        var c = Canvas(width: 10, height: 10)
        c.fill(Rect(x: 2, y: 3, width: 4, height: 5), color: red)
        let b = c.bitmap
        XCTAssertEqual(b[2, 3], RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        XCTAssertEqual(b[5, 7], RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        XCTAssertEqual(b[1, 3].alpha, 0)
        XCTAssertEqual(b[6, 3].alpha, 0)
        XCTAssertEqual(b[2, 8].alpha, 0)
    }

    func testHalfCoveredPixelsGetHalfAlpha() {
        var c = Canvas(width: 4, height: 1)
        c.fill(Rect(x: 0.5, y: 0, width: 2, height: 1), color: red)
        XCTAssertEqual(c.bitmap[0, 0].alpha, 128)
        XCTAssertEqual(c.bitmap[1, 0].alpha, 255)
        XCTAssertEqual(c.bitmap[2, 0].alpha, 128)
    }

    func testScaleTwoDrawsTwicePixels() {
        var c = Canvas(width: 8, height: 8, scale: 2)
        c.fill(Rect(x: 1, y: 1, width: 1, height: 1), color: red)
        XCTAssertEqual(c.bitmap[2, 2].alpha, 255)
        XCTAssertEqual(c.bitmap[3, 3].alpha, 255)
        XCTAssertEqual(c.bitmap[4, 4].alpha, 0)
        XCTAssertEqual(c.bitmap[1, 1].alpha, 0)
    }

    func testSourceOverCompositingInStraightAlpha() {
        var c = Canvas(width: 1, height: 1, fill: RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
        c.fill(Rect(x: 0, y: 0, width: 1, height: 1), color: Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        XCTAssertEqual(c.bitmap[0, 0], RGBA8(red: 128, green: 0, blue: 128, alpha: 255))
        var t = Canvas(width: 1, height: 1)
        t.fill(Rect(x: 0, y: 0, width: 1, height: 1), color: Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        XCTAssertEqual(t.bitmap[0, 0], RGBA8(red: 255, green: 0, blue: 0, alpha: 128), "no darkening over clear")
    }

    func testRoundedRectCutsItsCorners() {
        var c = Canvas(width: 20, height: 20)
        c.fill(roundedRect: Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 8, color: red)
        XCTAssertEqual(c.bitmap[0, 0].alpha, 0)
        XCTAssertEqual(c.bitmap[10, 0].alpha, 255)
        XCTAssertEqual(c.bitmap[0, 10].alpha, 255)
        XCTAssertEqual(c.bitmap[10, 10].alpha, 255)
        XCTAssertEqual(c.bitmap[19, 19].alpha, 0)
        let edge = c.bitmap[2, 2].alpha // on the arc: partially covered
        XCTAssertGreaterThan(edge, 0)
        XCTAssertLessThan(edge, 255)
    }

    func testAnOpaqueShapeCoversAnyBackgroundWithItsOwnColourInsideAndBlendsOnItsEdge() {
        let background = RGBA8(red: 0, green: 0, blue: 255, alpha: 100)
        let colour = Color(red: 0.2, green: 0.6, blue: 0.9)
        var c = Canvas(width: 24, height: 24, fill: background)
        c.fill(roundedRect: Rect(x: 2, y: 2, width: 20, height: 20), cornerRadius: 10, color: colour)
        let inside = RGBA8(red: 51, green: 153, blue: 230, alpha: 255)
        XCTAssertEqual(RGBA8(colour), inside)
        for (x, y) in [(12, 12), (12, 3), (3, 12), (20, 12), (7, 7)] {
            XCTAssertEqual(c.bitmap[x, y], inside, "(\(x), \(y)) inside the disc")
        }
        XCTAssertEqual(c.bitmap[0, 0], background, "outside")
        XCTAssertEqual(c.bitmap[23, 23], background, "outside")
        let edge = c.bitmap[18, 4] // about half covered: source-over at part of the colour
        XCTAssertGreaterThan(edge.alpha, background.alpha)
        XCTAssertLessThan(edge.alpha, 255)
        XCTAssertGreaterThan(edge.green, 0)
        XCTAssertLessThan(edge.green, inside.green)
    }

    func testClipAndRestore() {
        var c = Canvas(width: 10, height: 10)
        c.saveState()
        c.clip(to: Rect(x: 0, y: 0, width: 5, height: 10))
        c.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: red)
        XCTAssertEqual(c.bitmap[4, 4].alpha, 255)
        XCTAssertEqual(c.bitmap[5, 4].alpha, 0)
        c.restoreState()
        c.fill(Rect(x: 5, y: 0, width: 1, height: 1), color: red)
        XCTAssertEqual(c.bitmap[5, 0].alpha, 255)
    }

    func testTransformTranslatesAndRotates() {
        var c = Canvas(width: 20, height: 20)
        c.translate(x: 10, y: 10)
        c.rotate(by: .pi / 2) // x axis now points down
        c.fill(Rect(x: 2, y: -1, width: 6, height: 2), color: red)
        XCTAssertEqual(c.bitmap[10, 15].alpha, 255)
        XCTAssertEqual(c.bitmap[15, 10].alpha, 0)
    }

    func testLineHasWidthAndRoundCaps() {
        var c = Canvas(width: 20, height: 10)
        c.strokeLine(from: Point(x: 5, y: 5), to: Point(x: 15, y: 5), lineWidth: 2, color: red)
        XCTAssertEqual(c.bitmap[10, 4].alpha, 255)
        XCTAssertEqual(c.bitmap[10, 5].alpha, 255)
        XCTAssertEqual(c.bitmap[10, 7].alpha, 0)
        XCTAssertGreaterThan(c.bitmap[4, 4].alpha, 0, "round cap reaches past the end point")
        XCTAssertEqual(c.bitmap[2, 5].alpha, 0)
    }

    func testGradientInterpolatesBetweenStops() {
        var c = Canvas(width: 11, height: 1)
        let g = Gradient(colors: [.black, .white])
        c.fill(Rect(x: 0, y: 0, width: 11, height: 1), gradient: g, from: Point(x: 0.5, y: 0), to: Point(x: 10.5, y: 0))
        XCTAssertEqual(c.bitmap[0, 0].red, 0)
        XCTAssertEqual(c.bitmap[5, 0].red, 128)
        XCTAssertEqual(c.bitmap[10, 0].red, 255)
        XCTAssertEqual(g.color(at: -1), .black)
        XCTAssertEqual(Gradient(stops: [GradientStop(location: 0.5, color: .white),
                                        GradientStop(location: 0, color: .black)]).color(at: 0.25).red, 0.5, accuracy: 1e-12)
    }

    func testImageIsScaledBilinearly() {
        var img = Bitmap(width: 2, height: 1)
        img[0, 0] = RGBA8(red: 0, green: 0, blue: 0, alpha: 255)
        img[1, 0] = RGBA8(red: 255, green: 255, blue: 255, alpha: 255)
        var c = Canvas(width: 4, height: 1)
        c.draw(img, in: Rect(x: 0, y: 0, width: 4, height: 1))
        XCTAssertEqual(c.bitmap[0, 0].red, 0)
        XCTAssertEqual(c.bitmap[1, 0].red, 64)
        XCTAssertEqual(c.bitmap[2, 0].red, 191)
        XCTAssertEqual(c.bitmap[3, 0].red, 255)
        var half = Canvas(width: 1, height: 1)
        half.draw(img, in: Rect(x: 0, y: 0, width: 1, height: 1), opacity: 0.5)
        XCTAssertEqual(half.bitmap[0, 0].alpha, 128)
    }

    func testTextDrawsGlyphDotsAndMeasures() {
        // BitmapFont, not the standard engine: this test must not depend on a font file.
        var c = Canvas(width: 12, height: 8)
        c.textEngine = TextEngine(sources: [BitmapFont()])
        c.draw(text: "I", at: .zero, fontSize: 8, color: red)
        // "I" top row is 0x0E: dots 1…3 lit.
        XCTAssertEqual(c.bitmap[0, 0].alpha, 0)
        XCTAssertEqual(c.bitmap[1, 0].alpha, 255)
        XCTAssertEqual(c.bitmap[3, 0].alpha, 255)
        XCTAssertEqual(c.bitmap[4, 0].alpha, 0)
        XCTAssertEqual(c.bitmap[2, 3].alpha, 255)
        XCTAssertEqual(c.bitmap[2, 7].alpha, 0, "leading row stays empty")
        XCTAssertEqual(c.measure(text: "ab\nc", style: TextStyle(font: .system(size: 16), lineLimit: 0)),
                       Size(width: 24, height: 32))
        XCTAssertEqual(BitmapFont.glyph(for: "é"), BitmapFont.glyph(for: "?"))
    }
}
