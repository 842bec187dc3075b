import FlickAnimation
import FlickInput
import FlickScene
import FlickTesting
import FlickUI
import XCTest

/// A label's text shadows drawn: its own (`Label.shadowColor`, `shadowOffset`, UILabel's), the
/// glyphs again, unblurred, offset, under the text; and a layer shadow cast by its glyphs'
/// coverage, not its box (ShadowCaster.swift).
final class LabelDrawingImageTests: XCTestCase {
    /// The window's pixels with a 40 pt black "HIH" label at (20, 20), its text shadow in red
    /// `offset` away when `shadow`.
    private func image(shadow: Bool, offset: Size = Size(width: 0, height: 6)) throws -> Bitmap {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let label = Label(text: "HIH", frame: Rect(x: 20, y: 10, width: 160, height: 80))
        label.fontSize = 40
        if shadow {
            label.shadowColor = Color(red: 1, green: 0, blue: 0)
            label.shadowOffset = offset
        }
        window.addSubview(label)
        return try WindowTester(window: window).image()
    }

    private func isRed(_ pixel: RGBA8) -> Bool { pixel.red > 200 && pixel.green < 60 && pixel.blue < 60 }
    private func isDark(_ pixel: RGBA8) -> Bool { pixel.red < 100 && pixel.green < 100 && pixel.blue < 100 }

    func testTheShadowIsTheGlyphsMovedByTheOffsetUnderTheText() throws {
        let plain = try image(shadow: false)
        let shadowed = try image(shadow: true)
        var red = 0, redWithoutGlyphAbove = 0, textChanged = 0
        for y in 0..<shadowed.height {
            for x in 0..<shadowed.width {
                if isDark(plain[x, y]) && !isDark(shadowed[x, y]) { textChanged += 1 }
                guard isRed(shadowed[x, y]) else { continue }
                red += 1
                // Each shadow pixel is a glyph pixel of the plain text, 6 rows up.
                if y < 6 || !isDark(plain[x, y - 6]) { redWithoutGlyphAbove += 1 }
            }
        }
        XCTAssertGreaterThan(red, 100, "the shadow shows below the strokes")
        XCTAssertEqual(redWithoutGlyphAbove, 0, "glyph-shaped, unblurred, 6 points down")
        XCTAssertEqual(textChanged, 0, "the text is drawn over its shadow")
        XCTAssertEqual((0..<plain.height).flatMap { y in (0..<plain.width).map { plain[$0, y] } }.filter(isRed).count, 0)
    }

    /// The window's pixels with a 40 pt black "HIH" label whose glyphs cast a red layer shadow
    /// 8 points down, unblurred (σ = 0): from a clear view holding the label, or from the
    /// label's own layer.
    private func castImage(fromLabelItself: Bool) throws -> (shadowed: Bitmap, plain: Bitmap) {
        func draw(_ shadowed: Bool) throws -> Bitmap {
            let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100))
            let card = View(frame: Rect(x: 20, y: 0, width: 160, height: 80))
            let label = Label(text: "HIH", frame: Rect(x: 0, y: 0, width: 160, height: 80))
            label.fontSize = 40
            card.addSubview(label)
            window.addSubview(card)
            let caster = fromLabelItself ? label.layer : card.layer
            if shadowed {
                caster.shadowColor = Color(red: 1, green: 0, blue: 0)
                caster.shadowOpacity = 1
                caster.shadowRadius = 0
                caster.shadowOffset = Size(width: 0, height: 8)
            }
            return try WindowTester(window: window).image()
        }
        return (try draw(true), try draw(false))
    }

    func testALabelsGlyphsCastTheLayerShadowNotItsBox() throws {
        for fromLabelItself in [false, true] {
            let (shadowed, plain) = try castImage(fromLabelItself: fromLabelItself)
            var red = 0, redWithoutGlyphAbove = 0
            for y in 0..<shadowed.height {
                for x in 0..<shadowed.width where isRed(shadowed[x, y]) {
                    red += 1
                    if y < 8 || !isDark(plain[x, y - 8]) { redWithoutGlyphAbove += 1 }
                }
            }
            let name = fromLabelItself ? "the label's layer" : "a clear view's layer"
            XCTAssertGreaterThan(red, 100, "\(name): the glyphs' shadow shows")
            // A box's shadow would fill the label's 160 × 80 bounds: thousands of red pixels
            // under no glyph.
            XCTAssertLessThanOrEqual(redWithoutGlyphAbove, red / 50, "\(name): glyph-shaped, 8 points down")
        }
    }

    func testUIKitsDefaultOffsetIsAPointUpAndABadOffsetIsRefused() {
        let label = Label(text: "x")
        XCTAssertNil(label.shadowColor)
        XCTAssertEqual(label.shadowOffset, Size(width: 0, height: -1))
        label.shadowOffset = Size(width: .nan, height: 2)
        XCTAssertEqual(label.shadowOffset, Size(width: 0, height: -1), "kept")
    }
}
