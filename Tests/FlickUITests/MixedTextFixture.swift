import FlickInput
import FlickScene
import FlickTestSupport
@testable import FlickUI
import XCTest

/// Mixed-direction text in a field of a real window, for the caret tests: over `BitmapFont`
/// (every glyph one advance wide) with `BidiTestShaper`'s levels, "ab אב cd" shows as
/// "ab בא cd".
enum MixedTextFixture {
    /// BitmapFont glyphs with the test shaper's levels.
    static let engine = TextEngine(sources: [BitmapFont()], shaper: BidiTestShaper())

    /// One BitmapFont glyph's advance at 17 pt, points.
    static var advance: Double {
        Label.defaultFontSize * Double(BitmapFont.advanceDots) / Double(BitmapFont.lineHeightDots)
    }

    /// A 1280 × 800 window whose keyboard is an empty view.
    static func makeWindow() -> Window {
        let window = Window(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
        window.keyboardViewProvider = { _ in View() }
        return window
    }

    /// A 300 × 40 pt field at (100, 100) holding `text` in `engine` (the fixture's when
    /// `nil`), aligned `.leading` so positions count from the left end (right-to-left
    /// paragraphs too), laid out in a window.
    static func makeField(_ text: String, engine: TextEngine? = nil) -> (Window, TextField) {
        let window = makeWindow()
        let field = TextField(frame: Rect(x: 100, y: 100, width: 300, height: 40))
        field.textEngine = engine ?? Self.engine
        field.textAlignment = .leading
        field.text = text
        window.addSubview(field)
        window.play([], settle: 0.1)
        return (window, field)
    }

    /// A 300 × 200 pt text view at (100, 100) holding `text` in the fixture's engine, laid
    /// out in a window and editing.
    static func makeTextView(_ text: String) -> (Window, TextView) {
        let window = makeWindow()
        let view = TextView(frame: Rect(x: 100, y: 100, width: 300, height: 200))
        view.textEngine = engine
        view.text = text
        window.addSubview(view)
        window.play([], settle: 0.1)
        view.becomeFirstResponder()
        return (window, view)
    }

    /// The window x of `x` points from a fixture field's text start.
    static func windowX(_ x: Double) -> Double { 100 + TextField.horizontalPadding + x }

    /// Presses `key` 0.05 s on, then lets the window settle for 0.02 s.
    static func press(
        _ key: Key, _ modifiers: KeyModifiers = [], in window: Window, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        window.advance(to: window.currentTime + 0.05)
        XCTAssertTrue(
            window.handleKey(KeyEvent(key: key, modifiers: modifiers, time: window.currentTime)), file: file, line: line
        )
        window.play([], settle: 0.02)
    }
}
