import FlickScene

extension KeyboardView {
    /// Rasterizes into `engine`'s glyph atlas at `pixelsPerPoint` (the window's
    /// `displayScale`) every label a keyboard of `layout` can show, at the sizes it draws
    /// them: each page's characters in both cases and the shift key's symbols at
    /// `characterFontSize`, the function keys' labels (printable ASCII, backspace, hide
    /// keyboard) at `functionFontSize`, and the characters with their alternates at
    /// `popupFontSize` (the preview bubble and the long-press strip). Call it off the frame
    /// (before the first frame): otherwise the keyboard's first slide-in, its first letter
    /// after the shift and its first long press each rasterize and upload their new glyphs on
    /// the frame, enough to miss a 120 Hz deadline.
    public static func prepareGlyphs(
        for layout: KeyboardLayout = .englishUS, engine: TextEngine = .standard, pixelsPerPoint: Double
    ) {
        for piece in glyphPreparation(for: layout, engine: engine, pixelsPerPoint: pixelsPerPoint) { piece() }
    }

    /// `prepareGlyphs(for:engine:pixelsPerPoint:)` as short pieces to run one at a time
    /// between frames (`TextEngine.glyphPreparation`, `Application.performWhenIdle`): all of
    /// them together take tens of milliseconds, past any frame's budget.
    public static func glyphPreparation(
        for layout: KeyboardLayout = .englishUS, engine: TextEngine = .standard, pixelsPerPoint: Double
    ) -> [() -> Void] {
        var characters = "⇧⇪", popups = ""
        for page in layout.pages {
            for row in page.rows {
                for key in row {
                    guard case .character(let text) = key.kind else { continue }
                    let shown = page.isShiftable ? text + text.uppercased() : text
                    characters += shown
                    popups += shown + key.alternates.joined() + key.alternates.joined().uppercased()
                }
            }
        }
        let ascii = String(String.UnicodeScalarView((32...126).compactMap(Unicode.Scalar.init)))
        return [(characters, characterFontSize), (ascii + "⌫⌨", functionFontSize), (popups, popupFontSize)]
            .flatMap { text, size in
                engine.glyphPreparation(text, fonts: [.system(size: size)], pixelsPerPoint: pixelsPerPoint)
            }
    }
}
