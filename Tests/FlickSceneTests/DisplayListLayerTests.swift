import FlickAnimation
import FlickInput
import FlickScene
import XCTest

final class DisplayListLayerTests: XCTestCase {
    func quads(_ list: DisplayList) -> [TransformedQuad] {
        list.items.compactMap { if case .quad(let q) = $0 { return q } else { return nil } }
    }

    func testBackgroundsAndContentsInPaintOrderWithAccumulatedOpacity() throws {
        let root = Layer(), child = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 200, height: 100)
        root.position = Point(x: 100, y: 50)
        root.backgroundColor = Color(white: 0.5)
        root.opacity = 0.5
        child.bounds = Rect(x: 0, y: 0, width: 40, height: 20)
        child.position = Point(x: 50, y: 50)
        child.cornerRadius = 6
        child.backgroundColor = .black
        child.contents = Bitmap(width: 80, height: 40)
        child.contentsScale = 2
        root.addSublayer(child)
        let q = quads(LayerDisplayListBuilder.displayList(for: root, at: 0))
        XCTAssertEqual(q.count, 3)
        XCTAssertEqual(q[0].rect, Rect(x: 0, y: 0, width: 200, height: 100))
        XCTAssertEqual(q[0].opacity, 0.5)
        XCTAssertEqual(q[1].cornerRadius, 6)
        guard case .texture(let bitmap, let uv, _) = q[2].fill else { return XCTFail("contents") }
        XCTAssertEqual(bitmap.width, 80)
        XCTAssertEqual(uv, Rect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(q[2].rect, Rect(x: 0, y: 0, width: 40, height: 20), "80 px at scale 2 fill 40 pt")
        XCTAssertEqual(q[2].cornerRadius, 0, "contents are rounded only when masked")
        let corner = try XCTUnwrap(q[2].transform.project(.zero))
        XCTAssertEqual(corner, Point(x: 30, y: 40))
    }

    func testMasksToBoundsClipsDescendantsAndCutsContents() {
        let root = Layer(), clipper = Layer(), inner = Layer(), sibling = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 300, height: 300)
        root.position = Point(x: 150, y: 150)
        clipper.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        clipper.position = Point(x: 60, y: 60)
        clipper.masksToBounds = true
        clipper.cornerRadius = 10
        clipper.contents = Bitmap(width: 200, height: 100)
        clipper.contentsGravity = .topLeft
        inner.bounds = Rect(x: 0, y: 0, width: 50, height: 50)
        inner.backgroundColor = .black
        sibling.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        sibling.backgroundColor = .white
        root.addSublayer(clipper)
        clipper.addSublayer(inner)
        root.addSublayer(sibling)
        let list = LayerDisplayListBuilder.displayList(for: root, at: 0)
        XCTAssertTrue(list.isBalanced)
        let kinds = list.items.map { item -> String in
            switch item {
            case .quad: return "quad"
            case .mesh: return "mesh"
            case .pushClip(let r): return "push \(r)"
            case .popClip: return "pop"
            }
        }
        XCTAssertEqual(kinds, ["quad", "push (10.0, 10.0, 100.0, 100.0)", "quad", "pop", "quad"])
        guard case .quad(let contents) = list.items[0], case .texture(_, let uv, _) = contents.fill else {
            return XCTFail("contents first")
        }
        XCTAssertEqual(contents.rect, Rect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(uv, Rect(x: 0, y: 0, width: 0.5, height: 1), "the overflowing half is cut")
        XCTAssertEqual(contents.cornerRadius, 10)
    }

    func testAClipNotesItsLayersBoundsOriginAsTheContentOffset() {
        // A scroll view: a clipping layer whose bounds origin is its content offset.
        let root = Layer(), scroller = Layer(), row = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 300, height: 300)
        root.position = Point(x: 150, y: 150)
        root.backgroundColor = .white
        scroller.bounds = Rect(x: 0, y: 37.5, width: 200, height: 100)
        scroller.position = Point(x: 100, y: 150)
        scroller.masksToBounds = true
        row.bounds = Rect(x: 0, y: 0, width: 200, height: 44)
        row.position = Point(x: 100, y: 80)
        row.backgroundColor = .black
        root.addSublayer(scroller)
        scroller.addSublayer(row)
        let list = LayerDisplayListBuilder.displayList(for: root, at: 0)
        guard let push = list.items.firstIndex(where: { if case .pushClip = $0 { true } else { false } }) else {
            return XCTFail("a clip")
        }
        XCTAssertEqual(list.contentOffsets, [push: Point(x: 0, y: 37.5)])
        // Appended after other items, the note follows its clip.
        var whole = DisplayList()
        whole.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: .black)
        whole.append(contentsOf: list)
        XCTAssertEqual(whole.contentOffsets, [push + 1: Point(x: 0, y: 37.5)])
        guard case .pushClip = whole.items[push + 1] else { return XCTFail("the note names the clip") }
    }

    func testRotatedClipBecomesTheBoundingBoxOfItsCorners() {
        let root = Layer(), clipper = Layer(), inner = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 300, height: 300)
        root.position = Point(x: 150, y: 150)
        clipper.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        clipper.position = Point(x: 150, y: 150)
        clipper.transform = Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)
        clipper.masksToBounds = true
        inner.bounds = Rect(x: 0, y: 0, width: 50, height: 50)
        inner.backgroundColor = .black
        root.addSublayer(clipper)
        clipper.addSublayer(inner)
        let list = LayerDisplayListBuilder.displayList(for: root, at: 0)
        guard case .pushClip(let r) = list.items.first else { return XCTFail("clip first") }
        let half = 50 * 2.0.squareRoot()
        XCTAssertEqual(r.minX, 150 - half, accuracy: 1e-9)
        XCTAssertEqual(r.width, 2 * half, accuracy: 1e-9)
    }

    func testContentsRectAndGradientLayers() {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 100, height: 50)
        layer.position = Point(x: 50, y: 25)
        layer.contents = Bitmap(width: 200, height: 50)
        layer.contentsRect = Rect(x: 0.5, y: 0, width: 0.5, height: 1)
        layer.contentsGravity = .center
        layer.gradient = LinearGradient(stops: [ColorStop(location: 0, color: .black), ColorStop(location: 1, color: .clear)],
                                        startPoint: Point(x: 0.5, y: 0), endPoint: Point(x: 0.5, y: 1))
        let q = quads(LayerDisplayListBuilder.displayList(for: layer, at: 0))
        XCTAssertEqual(q.count, 2)
        guard case .gradient(let g, let start, _) = q[0].fill else { return XCTFail("gradient first") }
        XCTAssertEqual(g.color(at: 0.5).alpha, 0.5, accuracy: 1e-12)
        XCTAssertEqual(start, Point(x: 0.5, y: 0))
        guard case .texture(_, let uv, _) = q[1].fill else { return XCTFail("contents") }
        XCTAssertEqual(uv, Rect(x: 0.5, y: 0, width: 0.5, height: 1))
        XCTAssertEqual(q[1].rect, Rect(x: 0, y: 0, width: 100, height: 50), "the shown half is 100 px wide, centred")
    }

    func testContentsUseTheMagnificationFilterWhenEnlargedAndTheMinificationFilterOtherwise() {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 100, height: 50)
        layer.position = Point(x: 50, y: 25)
        layer.contentsScale = 2
        layer.contents = Bitmap(width: 200, height: 100)
        layer.magnificationFilter = .nearest
        layer.minificationFilter = .linear
        func filter() -> TextureFilter? { quads(LayerDisplayListBuilder.displayList(for: layer, at: 0)).last?.filter }
        XCTAssertEqual(filter(), .linear, "2 texels a point on a 2× screen: not enlarged")
        layer.transform = Transform3D(scaleX: 1.5, y: 1.5)
        XCTAssertEqual(filter(), .nearest, "enlarged 1.5×")
        layer.transform = Transform3D(scaleX: 0.5, y: 0.5)
        XCTAssertEqual(filter(), .linear, "shrunk")
        layer.minificationFilter = .nearest
        XCTAssertEqual(filter(), .nearest)
        layer.transform = .identity
        layer.contentsScale = 1
        layer.magnificationFilter = .linear
        XCTAssertEqual(filter(), .nearest, "200 texels over 100 points on a 1× screen: shrunk")
    }

    func testDrawHandlersRenderIntoBitmapContents() throws {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 10, height: 5)
        layer.contentsScale = 2
        layer.drawHandler = { context in
            guard var canvas = context as? Canvas else { return }
            XCTAssertEqual(canvas.pointSize, Size(width: 10, height: 5))
            canvas.fill(Rect(x: 0, y: 0, width: 5, height: 5), color: .black)
            context = canvas
        }
        layer.setNeedsDisplay()
        XCTAssertTrue(layer.displayIfNeeded(using: CanvasContentsRenderer()))
        let contents = try XCTUnwrap(layer.contents as? Bitmap)
        XCTAssertEqual(contents.pixelWidth, 20)
        XCTAssertEqual(contents[9, 9].alpha, 255)
        XCTAssertEqual(contents[10, 0].alpha, 0)
    }

    // MARK: Nine-slice (contentsCenter)

    /// A 60 × 40 pt layer showing a 12 × 12 px image at scale 2 (6 × 6 pt) with the middle
    /// 4 × 4 px stretchable: caps of 2 pt (4 px) on every side.
    private func nineSliceLayer() -> Layer {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 60, height: 40)
        layer.position = Point(x: 30, y: 20)
        layer.contents = Bitmap(width: 12, height: 12)
        layer.contentsScale = 2
        layer.contentsCenter = Rect(x: 4.0 / 12, y: 4.0 / 12, width: 4.0 / 12, height: 4.0 / 12)
        return layer
    }

    func testContentsCenterEmitsNineQuadsWithUnscaledCorners() throws {
        let q = quads(LayerDisplayListBuilder.displayList(for: nineSliceLayer(), at: 0))
        XCTAssertEqual(q.count, 9)
        let rects = q.map(\.rect)
        // Corners: 2 pt × 2 pt (4 px at scale 2), exactly the image's corners.
        XCTAssertEqual(rects[0], Rect(x: 0, y: 0, width: 2, height: 2))
        XCTAssertEqual(rects[2], Rect(x: 58, y: 0, width: 2, height: 2))
        XCTAssertEqual(rects[6], Rect(x: 0, y: 38, width: 2, height: 2))
        XCTAssertEqual(rects[8], Rect(x: 58, y: 38, width: 2, height: 2))
        // Edges stretch along one axis only; the middle takes the rest.
        XCTAssertEqual(rects[1], Rect(x: 2, y: 0, width: 56, height: 2))
        XCTAssertEqual(rects[3], Rect(x: 0, y: 2, width: 2, height: 36))
        XCTAssertEqual(rects[4], Rect(x: 2, y: 2, width: 56, height: 36))
        guard case .texture(_, let topLeftUV, _) = q[0].fill, case .texture(_, let middleUV, _) = q[4].fill,
              case .texture(_, let bottomRightUV, _) = q[8].fill else { return XCTFail("textures") }
        XCTAssertEqual(topLeftUV, Rect(x: 0, y: 0, width: 4.0 / 12, height: 4.0 / 12))
        XCTAssertEqual(middleUV.minX, 4.0 / 12, accuracy: 1e-12)
        XCTAssertEqual(middleUV.width, 4.0 / 12, accuracy: 1e-12)
        XCTAssertEqual(bottomRightUV.maxX, 1, accuracy: 1e-12)
        XCTAssertEqual(bottomRightUV.maxY, 1, accuracy: 1e-12)
        // Together the pieces tile the bounds exactly.
        XCTAssertEqual(rects.reduce(0) { $0 + $1.width * $1.height }, 60 * 40, accuracy: 1e-9)
    }

    func testDefaultContentsCenterAndUnscaledPlacementStayOneQuad() {
        let layer = nineSliceLayer()
        layer.contentsCenter = Rect(x: 0, y: 0, width: 1, height: 1)
        XCTAssertEqual(quads(LayerDisplayListBuilder.displayList(for: layer, at: 0)).count, 1)
        let centred = nineSliceLayer()
        centred.contentsGravity = .center // shown at its own size: nothing to stretch
        XCTAssertEqual(quads(LayerDisplayListBuilder.displayList(for: centred, at: 0)).count, 1)
    }

    func testCapsShrinkInProportionWhenTheLayerIsSmallerThanThem() {
        let layer = nineSliceLayer()
        layer.bounds = Rect(x: 0, y: 0, width: 3, height: 40) // narrower than the 2 + 2 pt caps
        let q = quads(LayerDisplayListBuilder.displayList(for: layer, at: 0))
        XCTAssertEqual(q.count, 6, "no middle column")
        XCTAssertEqual(q[0].rect.width, 1.5, accuracy: 1e-12)
        XCTAssertEqual(q[1].rect.minX, 1.5, accuracy: 1e-12)
    }

    func testBrokenContentsCenterStretchesTheWholeImage() {
        let layer = nineSliceLayer()
        layer.contentsCenter = Rect(x: .nan, y: 0, width: 1, height: 1)
        XCTAssertEqual(quads(LayerDisplayListBuilder.displayList(for: layer, at: 0)).count, 1)
        layer.contentsCenter = Rect(x: -1, y: 0.25, width: 5, height: 0.5) // clamped: stretch rows only
        XCTAssertEqual(quads(LayerDisplayListBuilder.displayList(for: layer, at: 0)).count, 3)
    }

    func testDisplayItemsProviderDrawsAfterTheLayerAndBeforeSublayers() {
        let root = Layer(), child = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        root.backgroundColor = .white
        child.bounds = Rect(x: 0, y: 0, width: 5, height: 5)
        child.backgroundColor = .black
        root.addSublayer(child)
        var seenTime: Double?
        root.displayItemsProvider = { item, time in
            seenTime = time
            return [.quad(TransformedQuad(rect: item.properties.bounds, fill: .color(Color(white: 0.5))))]
        }
        let q = quads(LayerDisplayListBuilder.displayList(for: root, at: 2.5))
        XCTAssertEqual(q.map { if case .color(let c) = $0.fill { return c.red } else { return -1 } }, [1, 0.5, 0])
        XCTAssertEqual(seenTime, 2.5)
        XCTAssertEqual(quads(LayerDisplayListBuilder.displayList(for: root.flattenedForRendering(at: 0))).count, 2,
                       "without a time the provider is not asked")
    }

    func testEveryLayersPreparerRunsBeforeAnyProvider() {
        let root = Layer(), child = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        child.bounds = Rect(x: 0, y: 0, width: 5, height: 5)
        root.addSublayer(child)
        var calls: [String] = []
        root.displayItemsPreparer = { _ in calls.append("prepare root") }
        child.displayItemsPreparer = { _ in calls.append("prepare child") }
        root.displayItemsProvider = { _, _ in calls.append("provide root"); return [] }
        child.displayItemsProvider = { _, _ in calls.append("provide child"); return [] }
        _ = LayerDisplayListBuilder.displayList(for: root, at: 0)
        XCTAssertEqual(calls, ["prepare root", "prepare child", "provide root", "provide child"])
        calls = []
        _ = LayerDisplayListBuilder.displayList(for: root.flattenedForRendering(at: 0))
        XCTAssertEqual(calls, [], "without a time neither is asked")
    }

    func testAHiddenLayerThatPreparesItsContentsIsListedForPreparationNotDrawn() throws {
        let root = Layer(), overlay = Layer(), dimming = Layer(), hiddenBadge = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 200, height: 100)
        root.position = Point(x: 100, y: 50)
        overlay.bounds = root.bounds
        overlay.position = root.position
        overlay.backgroundColor = Color(white: 0.5)
        overlay.isHidden = true
        dimming.bounds = root.bounds
        dimming.position = root.position
        dimming.contents = Bitmap(width: 20, height: 10)
        dimming.opacity = 0  // fades in when shown
        hiddenBadge.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        hiddenBadge.contents = Bitmap(width: 10, height: 10)
        hiddenBadge.isHidden = true
        root.addSublayer(overlay)
        overlay.addSublayer(dimming)
        overlay.addSublayer(hiddenBadge)

        XCTAssertTrue(LayerDisplayListBuilder.displayList(for: root, at: 0).preparations.isEmpty, "not asked for: nothing")
        overlay.preparesContentsWhileHidden = true
        let items = root.flattenedForRendering(at: 0)
        XCTAssertEqual(items.map(\.isPreparation), [false, true, true], "the root, the overlay and its transparent dimming")
        XCTAssertEqual(items[2].opacity, 1, "prepared as if shown")
        let list = LayerDisplayListBuilder.displayList(for: root, at: 0)
        XCTAssertTrue(list.items.isEmpty, "nothing drawn")
        XCTAssertEqual(list.preparations.count, 1, "the dimming's contents only: no colour fill, no hidden badge")
        guard case .quad(let quad) = try XCTUnwrap(list.preparations.first), case .texture(let bitmap, _, _) = quad.fill
        else { return XCTFail("a textured quad") }
        XCTAssertEqual(bitmap.width, 20)
        XCTAssertEqual(list.preparations.first?.texture?.identity, bitmap.identity, "the bitmap it draws")
        XCTAssertTrue(list.preparations.first?.isTextured ?? false)
        XCTAssertNil(DisplayItem.popClip.texture, "a clip draws none")
        XCTAssertEqual(quad.rect, Rect(x: 0, y: 0, width: 200, height: 100), "placed as it will be drawn")

        overlay.isHidden = false
        dimming.opacity = 1
        let shown = LayerDisplayListBuilder.displayList(for: root, at: 0)
        XCTAssertTrue(shown.preparations.isEmpty, "shown: drawn, not prepared")
        XCTAssertEqual(quads(shown).count, 2, "the overlay's fill and the dimming")
    }
}
