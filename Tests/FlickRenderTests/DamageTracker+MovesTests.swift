import FlickAnimation
import FlickInput
import FlickScene
import XCTest

@testable import FlickRender

/// Scrolled content moved by whole pixels (`DamageTracker+Moves`, `PixelMove`): frame by frame
/// the pixels of a full redraw, with the moves taken only where they are exact.
final class DamageTrackerMovesTests: XCTestCase {
    static let size = Size(width: 200, height: 150)

    /// A window over a gradient with a bar, and a list clipped under it whose content offset is
    /// noted: opaque rows (some with rounded badges, text-like marks and a clipped label),
    /// inset separators, an indicator that stays put, and a translucent shade over the list's
    /// top drawn after it. `background` is the list's own fill under the rows (`nil`: none, the
    /// gradient shows through the gap after the last row).
    static func frame(offset: Point, rows: Int = 12, listBackground: Color? = .white, shade: Bool = true) -> DisplayList
    {
        var list = DisplayList()
        list.append(
            .quad(
                TransformedQuad(
                    rect: Rect(x: 0, y: 0, width: size.width, height: size.height),
                    fill: .gradient(
                        Gradient(colors: [Color(red: 0.2, green: 0.4, blue: 0.9), .white]),
                        start: Point(x: 0, y: 0), end: Point(x: 1, y: 1)))))
        list.fill(Rect(x: 0, y: 0, width: size.width, height: 20), color: Color(white: 0.95))
        let clip = Rect(x: 10, y: 20, width: 180, height: 120)
        if let listBackground { list.fill(clip, color: listBackground) }
        list.contentOffsets[list.items.count] = offset
        list.append(.pushClip(clip))
        for row in 0..<rows {
            // Rows are layers: a transform places each, its rect at its own origin.
            let place = Transform3D(translationX: clip.minX - offset.x, y: clip.minY + Double(row) * 16.5 - offset.y)
            let tint = row % 4 == 0 ? Color(red: 1, green: 0.95, blue: 0.9) : .white
            list.append(
                .quad(
                    TransformedQuad(
                        rect: Rect(x: 0, y: 0, width: 220, height: 16.5), transform: place, fill: .color(tint))))
            list.append(
                .quad(
                    TransformedQuad(
                        rect: Rect(x: 6, y: 4, width: 20 + Double(row * 5 % 60), height: 8),
                        transform: place, fill: .color(Color(white: 0, alpha: 0.7)))))
            if row % 3 == 1 {
                list.append(
                    .quad(
                        TransformedQuad(
                            rect: Rect(x: 120, y: 3, width: 30, height: 10), transform: place,
                            fill: .color(Color(red: 0.9, green: 0.2, blue: 0.2)), cornerRadius: 5)))
            }
            if row % 5 == 2 {
                // A label clipped to its own bounds inside the row.
                let label = Rect(
                    x: clip.minX + 60 - offset.x, y: clip.minY + Double(row) * 16.5 + 2 - offset.y, width: 30,
                    height: 12)
                list.append(.pushClip(label))
                list.fill(
                    Rect(x: label.minX - 5, y: label.minY + 3, width: 50, height: 6),
                    color: Color(red: 0.1, green: 0.5, blue: 0.2))
                list.append(.popClip)
            }
            list.append(
                .quad(
                    TransformedQuad(
                        rect: Rect(x: 8, y: 15.5, width: 212, height: 1), transform: place,
                        fill: .color(Color(white: 0.8)))))
        }
        // The indicator stays on the clip's right edge as the content moves.
        list.fill(
            Rect(x: clip.maxX - 4, y: clip.minY + 10 + offset.y / 4, width: 3, height: 30),
            color: Color(white: 0, alpha: 0.4), cornerRadius: 1.5)
        list.append(.popClip)
        if shade {
            list.append(
                .quad(
                    TransformedQuad(
                        rect: Rect(x: 0, y: 20, width: size.width, height: 6),
                        fill: .gradient(
                            Gradient(colors: [Color(white: 0, alpha: 0.3), .clear]),
                            start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1)))))
        }
        return list
    }

    /// Renders `lists` damage-tracked and drawn whole (every fast path off on the latter) at
    /// `scale`, asserts equal pixels after every frame, and returns the tracked counters.
    @discardableResult
    func assertSameAsFullRedraw(
        _ lists: [DisplayList], scale: Double = 1, opaque: Bool = true,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> RenderCounters {
        let w = Int(Self.size.width * scale), h = Int(Self.size.height * scale)
        let tracked = try HeadlessRenderer(pixelWidth: w, pixelHeight: h, scale: scale, opaque: opaque)
        let full = try HeadlessRenderer(pixelWidth: w, pixelHeight: h, scale: scale, opaque: opaque)
        full.renderer.tracksDamage = false
        for (k, list) in lists.enumerated() {
            let a = try tracked.render(list), b = try full.render(list)
            guard a.pixels == b.pixels else {
                let first = zip(a.pixels, b.pixels).enumerated().first { $0.element.0 != $0.element.1 }!.offset / 4
                XCTFail(
                    "frame \(k): pixel (\(first % w), \(first / w)) differs (\(tracked.renderer.counters))",
                    file: file, line: line)
                break
            }
        }
        return tracked.renderer.counters
    }

    func testAScriptedScrollMovesPixelsAndMatchesFullRedrawsFrameByFrame() throws {
        // Down in steps of 1 to 9 points, back up, and a pause: whole pixels at scale 1.
        let steps = [0, 3, 12, 21, 22, 31, 31, 40, 37, 29, 28, 14, 5, 0]
        let counters = try assertSameAsFullRedraw(steps.map { Self.frame(offset: Point(x: 0, y: Double($0))) })
        XCTAssertEqual(counters.pixelMoves, steps.count - 2, "every frame that scrolled")
        XCTAssertGreaterThan(counters.movedPixels, 0)
        XCTAssertEqual(counters.fullRedraws, 1, "only the first frame is drawn whole")
    }

    /// A photo grid's list: rows of opaque photos under a clip at `offset`, each stretched from
    /// the middle of its bitmap (texture coordinates between texels, as an aspect-filled photo
    /// shows it) or from the whole of it.
    static func photos(offset: Point) -> DisplayList {
        let bitmap = SDLRendererEdgeCopyTests.texels
        var list = DisplayList()
        list.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), color: Color(white: 0.9))
        let clip = Rect(x: 10, y: 20, width: 180, height: 120)
        list.fill(clip, color: .white)
        list.contentOffsets[list.items.count] = offset
        list.append(.pushClip(clip))
        for row in 0..<8 {
            let place = Transform3D(translationX: clip.minX - offset.x, y: clip.minY + Double(row) * 40 - offset.y)
            let uv = row % 2 == 0
                ? Rect(x: 2.5 / 20, y: 0.3 / 12, width: 14.0 / 20, height: 11.1 / 12) : Rect(x: 0, y: 0, width: 1, height: 1)
            list.append(
                .quad(
                    TransformedQuad(
                        rect: Rect(x: 4, y: 2, width: 171, height: 37), transform: place,
                        fill: .texture(bitmap, uv: uv, tint: .white))))
        }
        list.append(.popClip)
        return list
    }

    func testPhotosPixmanStretchesMoveWithTheirListAndMatchFullRedraws() throws {
        // pixman steps a copy's samples from its own transform, wherever a clip cuts it: the
        // photos move with the content, and only the strip the move exposes is drawn. Until a
        // photo's texture is up (the first frame), nothing says pixman will draw it: the
        // second frame rests.
        let steps = [0, 0, 3, 12, 21, 22, 31, 40, 37, 29, 5]
        let tracked = try HeadlessRenderer(pixelWidth: 200, pixelHeight: 150, opaque: true)
        let full = try HeadlessRenderer(pixelWidth: 200, pixelHeight: 150, opaque: true)
        full.renderer.tracksDamage = false
        var previous = steps[0]
        for step in steps {
            let list = Self.photos(offset: Point(x: 0, y: Double(step)))
            let drawnBefore = tracked.renderer.counters.redrawnPixels
            let a = try tracked.render(list), b = try full.render(list)
            XCTAssertTrue(a.pixels == b.pixels, "offset \(step): differs from a full redraw")
            if step != previous {
                XCTAssertLessThanOrEqual(
                    tracked.renderer.counters.redrawnPixels - drawnBefore, 180 * abs(step - previous),
                    "offset \(step): only the exposed strip is drawn")
            }
            previous = step
        }
        XCTAssertEqual(tracked.renderer.counters.pixelMoves, steps.count - 2)
        XCTAssertGreaterThan(tracked.renderer.counters.pixmanCopies, 0)
    }

    func testHalfPointsAreWholePixelsAtScaleTwo() throws {
        let steps = [0, 0.5, 4, 9.5, 9, 2.5]
        let counters = try assertSameAsFullRedraw(steps.map { Self.frame(offset: Point(x: 0, y: $0)) }, scale: 2)
        XCTAssertEqual(counters.pixelMoves, steps.count - 1)
    }

    func testMovesAlongBothAxesMatchFullRedraws() throws {
        let steps = [Point(x: 0, y: 0), Point(x: 3, y: 2), Point(x: 1, y: 9), Point(x: 8, y: 4)]
        let counters = try assertSameAsFullRedraw(steps.map { Self.frame(offset: $0) })
        XCTAssertEqual(counters.pixelMoves, 3)
    }

    func testFractionalPixelsAreDrawnAgainNotMoved() throws {
        let steps = [0, 0.3, 4.7, 9.25, 12.25]
        let counters = try assertSameAsFullRedraw(steps.map { Self.frame(offset: Point(x: 0, y: $0)) })
        XCTAssertEqual(counters.pixelMoves, 1, "only the step from 9.25 to 12.25 points is whole")
    }

    func testWhatShowsThroughTheListIsDrawnAgainAndStillMatches() throws {
        // No list background: the gradient shows through under the last row, and differs from
        // one place to the next; the rows run out inside the clip. No shade over the list.
        let steps = [0, 6, 15, 30, 42]
        try assertSameAsFullRedraw(
            steps.map { Self.frame(offset: Point(x: 0, y: Double($0)), rows: 8, listBackground: nil) })
        try assertSameAsFullRedraw(
            steps.map {
                Self.frame(offset: Point(x: 0, y: Double($0)), rows: 8, listBackground: nil, shade: false)
            })
        // On a target with alpha too.
        try assertSameAsFullRedraw(steps.map { Self.frame(offset: Point(x: 0, y: Double($0))) }, opaque: false)
    }

    func testAClipThatMovedOrANoteThatLiesDrawsAgain() throws {
        // The content moves with the note: moved.
        var a = Self.frame(offset: .zero), b = Self.frame(offset: Point(x: 0, y: 5))
        let counters = try assertSameAsFullRedraw([a, b])
        XCTAssertEqual(counters.pixelMoves, 1)
        // A note that says the content moved when it did not: every item fails to match, which
        // damages most of the target, so the frame is drawn whole.
        b = Self.frame(offset: .zero)
        b.contentOffsets = b.contentOffsets.mapValues { _ in Point(x: 0, y: 7) }
        XCTAssertEqual(try assertSameAsFullRedraw([a, b]).pixelMoves, 0)
        // The note moved past the clip's height: drawn again.
        a = Self.frame(offset: .zero)
        b = Self.frame(offset: Point(x: 0, y: 130))
        XCTAssertEqual(try assertSameAsFullRedraw([a, b]).pixelMoves, 0)
    }

    func testAnAbandonedRedrawPutsTheFrameBeforeTheMoveBack() throws {
        let r = try HeadlessRenderer(pixelWidth: 200, pixelHeight: 150, opaque: true)
        let before = try r.render(Self.frame(offset: Point(x: 0, y: 10)))
        var asked = 0
        XCTAssertFalse(
            r.renderer.redraw(Self.frame(offset: Point(x: 0, y: 22)), background: .white) { _ in
                asked += 1
                return asked > 3
            })
        XCTAssertEqual(try r.snapshot().pixels, before.pixels)
        // Drawn to the end, the redraw moves the pixels and matches a full redraw.
        XCTAssertTrue(r.renderer.redraw(Self.frame(offset: Point(x: 0, y: 22)), background: .white) { _ in false })
        let full = try HeadlessRenderer(pixelWidth: 200, pixelHeight: 150, opaque: true)
        full.renderer.tracksDamage = false
        XCTAssertEqual(try r.snapshot().pixels, try full.render(Self.frame(offset: Point(x: 0, y: 22))).pixels)
        XCTAssertEqual(r.renderer.counters.pixelMoves, 2)
    }

    func testARedrawAbandonedAtAnyItemAfterAMovePutsTheFrameBackFromStripsItSaved() throws {
        let start = Point(x: 0, y: 10)
        // Up, down, a step past most of the clip, and sideways.
        for offset in [Point(x: 0, y: 22), Point(x: 0, y: 4), Point(x: 0, y: 110), Point(x: 7, y: 10)] {
            let next = Self.frame(offset: offset)
            var abandonedAfterMove = false
            for allowed in 0..<next.items.count {
                let r = try HeadlessRenderer(pixelWidth: 200, pixelHeight: 150, opaque: true)
                let before = try r.render(Self.frame(offset: start))
                var asked = 0
                let drawn = r.renderer.redraw(next, background: .white) { _ in
                    asked += 1
                    return asked > allowed
                }
                if drawn { break }
                XCTAssertEqual(try r.snapshot().pixels, before.pixels, "offset \(offset), abandoned at question \(allowed + 1)")
                if r.renderer.counters.pixelMoves == 1 {
                    abandonedAfterMove = true
                    // A vertical scroll saves its strips and the damage, far less than the clip's 180 × 120.
                    if offset.x == 0, offset.y < 100 {
                        XCTAssertLessThan(r.renderer.redrawBackup.savedPixels, 180 * 120 / 2, "offset \(offset)")
                    }
                }
                // The next frame draws against the frame put back.
                let full = try HeadlessRenderer(pixelWidth: 200, pixelHeight: 150, opaque: true)
                full.renderer.tracksDamage = false
                XCTAssertEqual(try r.render(next).pixels, try full.render(next).pixels, "offset \(offset)")
            }
            if offset.x == 0, offset.y < 100 { XCTAssertTrue(abandonedAfterMove, "offset \(offset)") }
        }
    }
}
