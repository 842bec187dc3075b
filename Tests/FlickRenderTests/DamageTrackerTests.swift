import FlickAnimation
import FlickInput
import FlickScene
import XCTest

@testable import FlickRender

/// `DamageTracker`: which items count as changed, which bounds become damage, how boxes
/// merge and grow, and when a frame is drawn whole.
final class DamageTrackerTests: XCTestCase {
    func entry(_ rect: Rect, color: Color = .black, clip: PixelBox? = nil) -> DamageTracker.Entry {
        let box = PixelBox.covering(x0: rect.minX, y0: rect.minY, x1: rect.maxX, y1: rect.maxY, margin: 1)
        return DamageTracker.Entry(item: .quad(TransformedQuad(rect: rect, fill: .color(color))), clip: clip,
                                   bounds: box)
    }

    static let settings = DamageTracker.Settings(width: 400, height: 300, scale: 1, background: RGBA8(.white),
                                                 options: .standard, opaqueTextureFormat: nil)

    func testTexturesCompareByIdentityAndVersionNotPixels() {
        var a = Bitmap(width: 4, height: 4)
        let twin = Bitmap(width: 4, height: 4)
        XCTAssertEqual(a, twin, "same pixels")
        XCTAssertFalse(DamageTracker.sameBitmap(a, twin), "another identity")
        let copy = a
        XCTAssertTrue(DamageTracker.sameBitmap(a, copy))
        a[0, 0] = RGBA8(red: 1, green: 2, blue: 3, alpha: 255)
        XCTAssertFalse(DamageTracker.sameBitmap(a, copy), "a new version")
        let uv = Rect(x: 0, y: 0, width: 1, height: 1)
        XCTAssertTrue(DamageTracker.same(QuadFill.texture(copy, uv: uv, tint: .white), .texture(copy, uv: uv, tint: .white)))
        XCTAssertFalse(DamageTracker.same(QuadFill.texture(copy, uv: uv, tint: .white), .texture(copy, uv: uv, tint: .black)))
        XCTAssertFalse(DamageTracker.same(QuadFill.color(.white), .texture(copy, uv: uv, tint: .white)))
    }

    func testAnAtlasPageThatGainedGlyphsDrawsItsEarlierTextTheSame() throws {
        let engine = TextEngine(sources: [BitmapFont()])
        func page(_ text: String) throws -> Bitmap {
            var list = DisplayList()
            engine.draw(text, at: Point(x: 0, y: 0), style: TextStyle(font: .system(size: 12)), pixelsPerPoint: 1, into: &list)
            return try XCTUnwrap(list.items.compactMap(\.texture).first)
        }
        let older = try page("ab"), newer = try page("abc")
        XCTAssertEqual(older.identity, newer.identity)
        XCTAssertNotEqual(older.version, newer.version)
        XCTAssertTrue(DamageTracker.sameBitmap(older, newer), "the newer version only adds glyphs")
        var written = newer
        written[0, 0] = .clear
        XCTAssertFalse(DamageTracker.sameBitmap(older, written), "written as a value: its pixels may differ anywhere")
    }

    func testOnlyInsertedRemovedAndChangedItemsAreDamaged() {
        let items = (0..<6).map { entry(Rect(x: Double($0) * 50, y: 0, width: 40, height: 40)) }
        let inserted = entry(Rect(x: 10, y: 200, width: 20, height: 20))
        var new = items
        new.insert(inserted, at: 3)
        XCTAssertEqual(DamageTracker.changedBounds(from: items, to: new), [inserted.bounds])
        XCTAssertEqual(DamageTracker.changedBounds(from: new, to: items), [inserted.bounds])
        var moved = items
        moved[2] = entry(Rect(x: 100, y: 60, width: 40, height: 40))
        XCTAssertEqual(DamageTracker.changedBounds(from: items, to: moved), [items[2].bounds, moved[2].bounds])
        var recoloured = items
        recoloured[4] = entry(Rect(x: 200, y: 0, width: 40, height: 40), color: .white)
        XCTAssertEqual(DamageTracker.changedBounds(from: items, to: recoloured), [items[4].bounds, items[4].bounds])
        var reclipped = items
        reclipped[1].clip = PixelBox(x0: 0, y0: 0, x1: 60, y1: 60)
        XCTAssertEqual(DamageTracker.changedBounds(from: items, to: reclipped).count, 2, "a new clip is a change")
        XCTAssertEqual(DamageTracker.changedBounds(from: items, to: items), [])
    }

    func testItemsTheSameOrMovedShareALookAndOthersRarelyDo() throws {
        // The look tells items apart before they are compared: whatever `same` or `sameMoved`
        // finds alike must share it.
        func quad(_ rect: Rect, _ transform: Transform3D = .identity, fill: QuadFill = .color(.black), opacity: Double = 1)
            -> DisplayItem
        {
            .quad(TransformedQuad(rect: rect, transform: transform, fill: fill, opacity: opacity))
        }
        let card = quad(Rect(x: 10, y: 20, width: 40, height: 30))
        let moved = quad(Rect(x: 10, y: 20, width: 40, height: 30), Transform3D(translationX: 7, y: -3, z: 0))
        XCTAssertTrue(DamageTracker.sameMoved(card, moved, dx: 7, dy: -3))
        XCTAssertEqual(DamageTracker.look(of: card), DamageTracker.look(of: moved))
        XCTAssertEqual(DamageTracker.look(of: quad(Rect(x: 0, y: 0, width: 40, height: 30))), DamageTracker.look(of: card),
                       "where it lies is not its look")
        var negativeZero = Transform3D.identity
        negativeZero.m12 = -0.0
        XCTAssertTrue(DamageTracker.same(card, quad(Rect(x: 10, y: 20, width: 40, height: 30), negativeZero)))
        XCTAssertEqual(DamageTracker.look(of: card),
                       DamageTracker.look(of: quad(Rect(x: 10, y: 20, width: 40, height: 30), negativeZero)), "-0 is 0")
        // A glyph atlas page keeps its look as it gains glyphs; a bitmap written anew does not.
        let engine = TextEngine(sources: [BitmapFont()])
        var list = DisplayList()
        engine.draw("ab", at: Point(x: 0, y: 0), style: TextStyle(font: .system(size: 12)), pixelsPerPoint: 1, into: &list)
        let older = try XCTUnwrap(list.items.first { $0.texture != nil })
        engine.draw("abc", at: Point(x: 0, y: 0), style: TextStyle(font: .system(size: 12)), pixelsPerPoint: 1, into: &list)
        let newer = try XCTUnwrap(list.items.last { $0.texture != nil })
        XCTAssertNotEqual(older.texture?.version, newer.texture?.version)
        guard case .mesh(var text) = newer else { return XCTFail("text is a mesh") }
        let onNewerPage = DisplayItem.mesh(text)
        text.texture = older.texture
        XCTAssertEqual(DamageTracker.look(of: .mesh(text)), DamageTracker.look(of: onNewerPage))
        var photo = Bitmap(width: 4, height: 4)
        let uv = Rect(x: 0, y: 0, width: 1, height: 1)
        let before = quad(Rect(x: 0, y: 0, width: 4, height: 4), fill: .texture(photo, uv: uv, tint: .white))
        photo[0, 0] = RGBA8(red: 1, green: 2, blue: 3, alpha: 255)
        let after = quad(Rect(x: 0, y: 0, width: 4, height: 4), fill: .texture(photo, uv: uv, tint: .white))
        XCTAssertNotEqual(DamageTracker.look(of: before), DamageTracker.look(of: after))
        // Unlike items: another size, colour, opacity or kind.
        let others = [
            quad(Rect(x: 10, y: 20, width: 41, height: 30)), quad(Rect(x: 10, y: 20, width: 40, height: 30), fill: .color(.white)),
            quad(Rect(x: 10, y: 20, width: 40, height: 30), opacity: 0.5), .pushClip(Rect(x: 10, y: 20, width: 40, height: 30)),
        ]
        for (n, other) in others.enumerated() {
            XCTAssertNotEqual(DamageTracker.look(of: card), DamageTracker.look(of: other), "item \(n)")
        }
    }

    func testBoxesMeetingOneQuadInPerspectiveBecomeOne() {
        // A page turn's crossing: the card changed (one box) and its turning panel, nearly
        // edge-on, reaches above and below it (another). Their union is a few more pixels than
        // the two, but the panel is drawn once instead of in each.
        var turned = Transform3D(translationX: 600, y: 90, z: 0)
        turned.m14 = 0.0006
        let panel = DamageTracker.Entry(
            item: .quad(TransformedQuad(rect: Rect(x: 0, y: 0, width: 40, height: 200), transform: turned, fill: .color(.black))),
            clip: nil, bounds: PixelBox(x0: 290, y0: 10, x1: 330, y1: 290))
        let card = PixelBox(x0: 200, y0: 50, x1: 360, y1: 250)
        let target = PixelBox(x0: 0, y0: 0, x1: 400, y1: 300)
        XCTAssertEqual(DamageTracker.finished([card, panel.bounds], entries: [panel], target: target),
                       .boxes([PixelBox(x0: 200, y0: 10, x1: 360, y1: 290)]))
        // A flat item met by both boxes leaves them apart: an L of a map's exposed strips.
        let tile = entry(Rect(x: 0, y: 0, width: 60, height: 60))
        let strips = [PixelBox(x0: 0, y0: 0, x1: 400, y1: 30), PixelBox(x0: 0, y0: 0, x1: 30, y1: 300)]
        XCTAssertEqual(DamageTracker.finished(strips, entries: [tile], target: target), .boxes(strips))
    }

    func testBoxesMergeWhenTheyOverlapAndAreCapped() {
        let a = PixelBox(x0: 0, y0: 0, x1: 10, y1: 10), b = PixelBox(x0: 5, y0: 0, x1: 15, y1: 10)
        XCTAssertEqual(DamageTracker.merged([a, b]), [PixelBox(x0: 0, y0: 0, x1: 15, y1: 10)])
        let far = PixelBox(x0: 100, y0: 100, x1: 110, y1: 110)
        XCTAssertEqual(DamageTracker.merged([a, far]), [a, far], "distant boxes stay apart")
        let many = (0..<10).map { PixelBox(x0: $0 * 40, y0: 0, x1: $0 * 40 + 10, y1: 10) }
        let capped = DamageTracker.merged(many)
        XCTAssertEqual(capped.count, DamageTracker.maximumBoxCount)
        for box in many { XCTAssertTrue(capped.contains { $0.contains(box) }, "\(box) still covered") }
    }

    func testBoxesGrowOverScaledCopiesTheyCut() {
        var copy = entry(Rect(x: 100, y: 100, width: 60, height: 60))
        copy.copyBoxes = [PixelBox(x0: 100, y0: 100, x1: 160, y1: 160)]
        var boxes = [PixelBox(x0: 150, y0: 150, x1: 170, y1: 170)]
        XCTAssertTrue(DamageTracker.grow(&boxes, over: [copy]))
        XCTAssertEqual(boxes, [PixelBox(x0: 100, y0: 100, x1: 170, y1: 170)])
        XCTAssertFalse(DamageTracker.grow(&boxes, over: [copy]), "it holds the copy now")
        var apart = [PixelBox(x0: 160, y0: 100, x1: 170, y1: 110)]
        XCTAssertFalse(DamageTracker.grow(&apart, over: [copy]), "touching is not cutting")
    }

    func testFirstFrameNewSettingsAndLargeDamageAreFull() {
        var tracker = DamageTracker()
        let items = [entry(Rect(x: 0, y: 0, width: 40, height: 40))]
        XCTAssertEqual(tracker.damage(for: items, settings: Self.settings), .full)
        XCTAssertEqual(tracker.damage(for: items, settings: Self.settings), .boxes([]))
        var moved = items
        moved[0] = entry(Rect(x: 10, y: 0, width: 40, height: 40))
        XCTAssertEqual(tracker.damage(for: moved, settings: Self.settings), .boxes([PixelBox(x0: 0, y0: 0, x1: 51, y1: 41)]), "old and new bounds, within the target")
        var resized = Self.settings
        resized.width = 500
        XCTAssertEqual(tracker.damage(for: moved, settings: resized), .full)
        let large = [entry(Rect(x: 0, y: 0, width: 400, height: 250))]
        XCTAssertEqual(tracker.damage(for: large, settings: resized), .full)
        tracker.invalidate()
        XCTAssertEqual(tracker.damage(for: large, settings: resized), .full)
    }
}
