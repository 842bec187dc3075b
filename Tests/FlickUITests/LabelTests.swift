import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport
@testable import FlickUI
import XCTest

/// `Label` as a view over a `BitmapFont` engine (no font file): at 8 pt every glyph, "…"
/// included, is 6 pt wide and a line 8 pt high. Sizing, lines in its bounds, the text as
/// glyph meshes in the frame's display list, and non-ASCII through pinned DejaVu Sans.
final class LabelTests: XCTestCase {
    private let engine = TextEngine(sources: [BitmapFont()])

    private func label(_ text: String, frame: Rect = .zero, lines: Int = 1) -> Label {
        let label = Label(text: text, frame: frame)
        label.textEngine = engine
        label.fontSize = 8
        label.numberOfLines = lines
        return label
    }

    /// The text meshes of a window's frame.
    private func meshes(_ window: Window, at time: Double = 0) -> [Mesh] {
        window.displayList(at: time).items.compactMap { if case .mesh(let m) = $0 { return m } else { return nil } }
    }

    /// The window rectangle of each glyph quad (four vertices a glyph).
    private func quads(_ mesh: Mesh) -> [Rect] {
        stride(from: 0, to: mesh.vertices.count, by: 4).map { i in
            let a = mesh.vertices[i].position, c = mesh.vertices[i + 2].position
            return Rect(x: a.x, y: a.y, width: c.x - a.x, height: c.y - a.y)
        }
    }

    func testSizeThatFitsAndSizeToFitComeFromTheEnginesMeasurement() {
        let label = label("HELLO")
        XCTAssertEqual(label.intrinsicContentSize, Size(width: 30, height: 8))
        label.sizeToFit()
        XCTAssertEqual(label.bounds.size, Size(width: 30, height: 8))
        label.text = "AB CD EF GH"
        label.numberOfLines = 0
        XCTAssertEqual(label.sizeThatFits(Size(width: 40, height: 0)), Size(width: 30, height: 16), "two lines")
        label.numberOfLines = 1
        XCTAssertEqual(label.sizeThatFits(Size(width: 40, height: 0)), Size(width: 36, height: 8), "AB CD…")
        label.text = nil
        XCTAssertEqual(label.intrinsicContentSize, Size(width: 0, height: 0))
    }

    /// A source with a line 1.25 em high: the label's lines follow the font, not its size.
    struct TallLines: GlyphSource {
        var name: String { "tall" }
        func lineMetrics(weight: FontWeight) -> LineMetrics { LineMetrics(ascent: 1, descent: 0.25, lineHeight: 1.25) }
        func advance(of scalar: Unicode.Scalar, weight: FontWeight) -> Double? { scalar == "A" ? 0.5 : nil }
        func kerning(between left: Unicode.Scalar, and right: Unicode.Scalar, weight: FontWeight) -> Double { 0 }
        func mask(of scalar: Unicode.Scalar, weight: FontWeight, pixelsPerEm: Int) -> GlyphMask? { nil }
    }

    func testLineHeightComesFromTheFontsMetrics() {
        let label = label("AA\nAA", lines: 0)
        label.textEngine = TextEngine(sources: [TallLines()])
        XCTAssertEqual(label.lineHeight, 10)
        XCTAssertEqual(label.intrinsicContentSize, Size(width: 8, height: 20), "2 × 1.25 em at 8 pt")
        label.bounds = Rect(x: 0, y: 0, width: 100, height: 19)
        XCTAssertEqual(label.displayedLines, ["AA…"], "19 pt holds one 10 pt line")
    }

    func testDisplayedLinesAreLimitedByTheBoundsHeightAndFollowTheLineBreakMode() {
        let label = label("AAA BBB CCC DDD EEE", frame: Rect(x: 0, y: 0, width: 42, height: 16), lines: 0)
        XCTAssertEqual(label.displayedLines, ["AAA BBB", "CCC DD…"])
        label.lineBreakMode = .byTruncatingHead
        XCTAssertEqual(label.displayedLines, ["AAA BBB", "…DD EEE"])
        label.lineBreakMode = .byTruncatingMiddle
        XCTAssertEqual(label.displayedLines, ["AAA BBB", "CCC…EEE"])
        label.lineBreakMode = .byWordWrapping
        XCTAssertEqual(label.displayedLines, ["AAA BBB", "CCC DDD"])
        label.lineBreakMode = .byCharWrapping
        label.text = "AB CDEFGHIJ"
        label.bounds = Rect(x: 0, y: 0, width: 24, height: 100)
        XCTAssertEqual(label.displayedLines, ["AB C", "DEFG", "HIJ"])
        label.lineBreakMode = .byTruncatingTail
        label.text = "AAA BBB CCC DDD EEE"
        label.bounds = Rect(x: 0, y: 0, width: 42, height: 100)
        XCTAssertEqual(label.displayedLines, ["AAA BBB", "CCC DDD", "EEE"])
    }

    func testLineBreakModesMapOntoTheEnginesWrappingAndTruncation() {
        XCTAssertEqual(LineBreakMode.allCases.map(\.truncation), [.wrap, .wrap, .clip, .head, .tail, .middle])
        XCTAssertEqual(LineBreakMode.allCases.map(\.wrapping), [.word, .character, .word, .word, .word, .word])
        XCTAssertEqual(
            LineBreakMode.allCases.filter(\.truncates), [.byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle])
    }

    func testTextIsGlyphMeshesAlignedAndCentredVerticallyWithNoBitmap() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let label = label("I", frame: Rect(x: 10, y: 20, width: 30, height: 20))
        label.textColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
        window.addSubview(label)
        func glyph() throws -> Rect { try XCTUnwrap(quads(XCTUnwrap(meshes(window).first)).first) }
        let left = try glyph()
        XCTAssertNil(label.layer.contents, "no bitmap: the glyphs come from the atlas")
        // BitmapFont's "I": 7 dots high from the line's top, its ink in the 6-dot cell.
        XCTAssertEqual(left.minY, 20 + 6, "centred: (20 − 8) / 2 = 6 pt below the top")
        XCTAssertEqual(left.height, 7)
        XCTAssertTrue(left.minX >= 10 && left.maxX <= 16, "leading: in the first cell, \(left)")
        label.textAlignment = .trailing
        let right = try glyph()
        XCTAssertTrue(right.minX >= 34 && right.maxX <= 40, "trailing: in the last 6 pt, \(right)")
        label.textAlignment = .center
        let centre = try glyph()
        XCTAssertTrue(centre.minX >= 22 && centre.maxX <= 28, "centred: in the middle cell, \(centre)")
        let mesh = try XCTUnwrap(meshes(window).first)
        XCTAssertEqual(Set(mesh.vertices.map(\.color)), [Color(red: 1, green: 0, blue: 0, alpha: 1)])
        label.alpha = 0.5
        XCTAssertEqual(try XCTUnwrap(meshes(window).first).vertices.first?.color.alpha, 0.5, "the layer's opacity")
        label.text = ""
        XCTAssertTrue(meshes(window).isEmpty, "no text, nothing drawn")
        XCTAssertEqual(label.displayedLines, [])
    }

    func testNaturalAlignmentPutsARightToLeftLabelOnTheRight() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let label = label("ab", frame: Rect(x: 10, y: 20, width: 60, height: 20))
        label.textEngine = TextEngine(sources: [BitmapFont()], shaper: BidiTestShaper())
        window.addSubview(label)
        XCTAssertEqual(label.textAlignment, .natural, "UILabel's default")
        func glyphs() throws -> [Rect] { try quads(XCTUnwrap(meshes(window).first)) }
        XCTAssertEqual(try glyphs().map(\.minX).min() ?? -1, 10, accuracy: 1, "Latin: from the left edge")
        label.text = "אב"
        XCTAssertEqual(try glyphs().map(\.maxX).max() ?? -1, 70, accuracy: 1, "Hebrew: to the right edge")
        label.textAlignment = .leading
        XCTAssertEqual(try glyphs().map(\.minX).min() ?? -1, 10, accuracy: 1, "leading: the interface's left")
    }

    func testALabelCounterScaledInsideAZoomedViewKeepsItsGlyphsOnWholePoints() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let zoomed = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        // 0.72 · (1 / 0.72) rounds to 0.9999999999999999 in doubles.
        let zoom = 0.72
        zoomed.transform = Transform3D(scaleX: zoom, y: zoom)
        let text = label("I", frame: Rect(x: 100.3, y: 50.6, width: 30, height: 20))
        text.transform = Transform3D(scaleX: 1 / zoom, y: 1 / zoom)
        zoomed.addSubview(text)
        window.addSubview(zoomed)
        let glyph = try XCTUnwrap(quads(XCTUnwrap(meshes(window).first)).first)
        XCTAssertEqual(glyph.height, 7, "the label's own size on screen")
        for value in [glyph.minX, glyph.minY, glyph.maxX, glyph.maxY] {
            XCTAssertEqual(value, value.rounded(), accuracy: 1e-9, "on whole points (pixels at scale 1): \(glyph)")
        }
    }

    func testLabelsInARowAreOneDrawAndAreLaidOutOnce() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let labels = (0..<10).map { label("ROW \($0)", frame: Rect(x: 0, y: Double($0) * 10, width: 60, height: 10)) }
        labels.forEach(window.addSubview)
        let first = meshes(window)
        XCTAssertEqual(first.count, 1, "ten labels, one mesh")
        XCTAssertEqual(first[0].triangleCount, 2 * 10 * 4, "two triangles a glyph, none for spaces")
        let misses = engine.layoutCacheCounts.misses
        for frame in 1..<5 { _ = meshes(window, at: Double(frame) / 60) }
        XCTAssertEqual(engine.layoutCacheCounts.misses, misses, "later frames reuse the cached layouts")
        labels[3].frame = Rect(x: 50, y: 30, width: 60, height: 10)
        let moved = try XCTUnwrap(meshes(window, at: 0.1).first)
        XCTAssertEqual(engine.layoutCacheCounts.misses, misses, "moving does not lay out again")
        XCTAssertTrue(quads(moved).contains { $0.minX >= 50 && $0.minY >= 30 && $0.maxY <= 40 }, "drawn where it moved")
    }

    func testAFramesLabelsPlaceTheirNewGlyphsBeforeAnyMeshHoldsTheAtlasPage() throws {
        // Ten labels of glyphs the atlas has not seen, each under its own coloured view (so
        // their meshes do not merge): had each label placed its glyphs while making its mesh,
        // each mesh would hold another version of the page, each addition a copy of it.
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        for (i, letter) in "ABCDEFGHIJ".enumerated() {
            let backing = View(frame: Rect(x: 0, y: Double(i) * 12, width: 60, height: 12))
            backing.backgroundColor = Color(red: 0.9, green: 0.9, blue: 0.9)
            backing.addSubview(label(String(letter), frame: Rect(x: 0, y: 0, width: 60, height: 10)))
            window.addSubview(backing)
        }
        let texts = meshes(window).filter(\.isCoverageMask)
        XCTAssertEqual(texts.count, 10, "one mesh a label")
        let versions = Set(texts.compactMap(\.texture?.version))
        XCTAssertEqual(versions.count, 1, "every mesh holds the page as it is after the frame's last glyph")
    }

    func testALabelKeepsItsTextPlacedUntilItChangesOrTheAtlasStartsOver() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let row = label("KEEP", frame: Rect(x: 0, y: 0, width: 60, height: 10))
        window.addSubview(row)
        let first = try XCTUnwrap(meshes(window).first)
        let counts = engine.layoutCacheCounts
        for frame in 1..<5 {
            XCTAssertEqual(try XCTUnwrap(meshes(window, at: Double(frame) / 60).first).vertices, first.vertices)
        }
        XCTAssertEqual(engine.layoutCacheCounts.hits, counts.hits, "later frames look no layout up")
        XCTAssertEqual(engine.layoutCacheCounts.misses, counts.misses)
        row.text = "KEPT"
        _ = meshes(window, at: 0.1)
        XCTAssertEqual(engine.layoutCacheCounts.misses, counts.misses + 1, "a new text is laid out")
        row.frame = Rect(x: 0, y: 0, width: 80, height: 10)
        _ = meshes(window, at: 0.2)
        XCTAssertEqual(engine.layoutCacheCounts.misses, counts.misses + 2, "so is the text for new bounds")
        // The atlas starts over (large glyphs fill its pages): the kept placement is made again,
        // drawing what a label made afresh draws.
        engine.prepareGlyphs("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", fonts: [.system(size: 300)], pixelsPerPoint: 2)
        XCTAssertGreaterThan(engine.atlasStatistics.resets, 0)
        let kept = try XCTUnwrap(meshes(window, at: 0.3).first)
        let other = Window(frame: window.frame)
        other.addSubview(label("KEPT", frame: row.frame))
        let fresh = try XCTUnwrap(meshes(other, at: 0.3).first)
        XCTAssertEqual(kept.vertices, fresh.vertices)
        XCTAssertEqual(kept.texture?.identity, fresh.texture?.identity)
    }

    func testNonASCIIDrawsItsOwnGlyphsWithDejaVuSans() throws {
        let dejaVu = try TestFonts.engine()
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 40))
        let label = Label(text: "é ß €", frame: Rect(x: 0, y: 0, width: 200, height: 40))
        label.textEngine = dejaVu
        label.font = .system(size: 20)
        window.addSubview(label)
        let glyphs = label.textLayout.lines[0].glyphs.filter { $0.scalar != " " }
        XCTAssertEqual(glyphs.map(\.scalar), ["é", "ß", "\u{20AC}"], "each drawn as itself, not U+FFFD")
        XCTAssertEqual(Set(glyphs.map(\.source)), [0], "from DejaVu Sans, not the 5×7 fallback")
        XCTAssertEqual(label.lineHeight, dejaVu.lineMetrics(for: .system(size: 20)).lineHeight)
        XCTAssertNotEqual(label.lineHeight, 20, "the font's line height, not its size")
        let mesh = try XCTUnwrap(meshes(window).first)
        let page = try XCTUnwrap(mesh.texture)
        XCTAssertEqual(mesh.triangleCount, 6, "three glyphs")
        for i in stride(from: 0, to: mesh.vertices.count, by: 4) {
            // The glyph's atlas cell has ink (coverage in the alpha channel).
            let u0 = Int(mesh.vertices[i].uv.x * Double(page.width)),
                v0 = Int(mesh.vertices[i].uv.y * Double(page.height))
            let u1 = Int(mesh.vertices[i + 2].uv.x * Double(page.width))
            let v1 = Int(mesh.vertices[i + 2].uv.y * Double(page.height))
            let ink = (v0..<v1).flatMap { y in (u0..<u1).map { page[$0, y].alpha } }.filter { $0 > 128 }.count
            XCTAssertGreaterThan(ink, 20, "glyph \(i / 4) has ink")
        }
    }

    func testBadFontSizeIsRefused() {
        let label = label("A")
        label.fontSize = .nan
        XCTAssertEqual(label.fontSize, 8)
        label.font = .system(size: -3)
        XCTAssertEqual(label.font, .system(size: 8))
        label.numberOfLines = -4  // counts as no limit
        label.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertEqual(label.displayedLines, ["A"])
    }
}

extension LabelTests {
    func testTextOverflowingTheBoundsIsClippedToThem() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let label = label("HI", frame: Rect(x: 10, y: 20, width: 30, height: 4))
        window.addSubview(label)
        let items = window.displayList(at: 0).items
        let push = try XCTUnwrap(items.firstIndex { if case .pushClip = $0 { return true } else { return false } })
        guard case .pushClip(let rect) = items[push] else { return XCTFail("no clip") }
        XCTAssertEqual(rect, Rect(x: 10, y: 20, width: 30, height: 4), "an 8 pt line in a 4 pt label")
        guard case .mesh = items[push + 1], case .popClip = items[push + 2] else { return XCTFail("\(items)") }
        label.bounds = Rect(x: 0, y: 0, width: 30, height: 8)
        XCTAssertFalse(
            window.displayList(at: 0.1).items.contains { if case .pushClip = $0 { return true } else { return false } },
            "text that fits adds no clip")
    }

    // MARK: Display scale

    /// Atlas texels across the first glyph quad of the window's frame, and the quad's
    /// width in points.
    private func firstGlyphTexels(_ window: Window) throws -> (texels: Double, points: Double) {
        let mesh = try XCTUnwrap(meshes(window).first)
        let texture = try XCTUnwrap(mesh.texture)
        let a = mesh.vertices[0], c = mesh.vertices[2]
        return ((c.uv.x - a.uv.x) * Double(texture.width), c.position.x - a.position.x)
    }

    func testALabelDrawsItsGlyphsForItsWindowsDisplayScale() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        window.displayScale = 2
        let text = label("I", frame: Rect(x: 10, y: 20, width: 30, height: 20))
        XCTAssertEqual(text.layer.contentsScale, 1, "no window yet")
        let container = View(frame: window.bounds)
        container.addSubview(text)
        window.addSubview(container)
        XCTAssertEqual(text.layer.contentsScale, 2, "joined a 2× window (with its superview)")
        var glyph = try firstGlyphTexels(window)
        XCTAssertEqual(glyph.texels, 2 * glyph.points, accuracy: 1e-9, "two texels a point: sharp at 2×")
        window.displayScale = 3
        XCTAssertEqual(text.layer.contentsScale, 3, "the window's new scale reaches the tree")
        glyph = try firstGlyphTexels(window)
        XCTAssertEqual(glyph.texels, 3 * glyph.points, accuracy: 1e-9, "drawn again for the new scale")
        text.removeFromSuperview()
        XCTAssertEqual(text.layer.contentsScale, 3, "out of a window it keeps the last scale")
        let plain = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        plain.addSubview(text)
        XCTAssertEqual(text.layer.contentsScale, 1, "a 1× window")
    }
}
