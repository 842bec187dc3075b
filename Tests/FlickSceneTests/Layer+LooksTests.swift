import FlickAnimation
import FlickInput
@testable import FlickScene
import XCTest

/// Shadows and borders in the display list (Layer+Looks.swift): placed under the background
/// with the offset, cached while the layer moves, clipped by `masksToBounds`, bad input.
final class LayerLooksTests: XCTestCase {
    private func makeCard() -> (root: Layer, card: Layer) {
        let root = Layer(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 800, height: 600)
        let card = Layer(name: "card")
        card.frame = Rect(x: 100, y: 100, width: 200, height: 120)
        card.backgroundColor = .white
        card.cornerRadius = 12
        card.shadowOpacity = 0.3
        card.shadowRadius = 10
        card.shadowOffset = Size(width: 0, height: 4)
        root.addSublayer(card)
        return (root, card)
    }

    private func textures(_ list: DisplayList) -> [TransformedQuad] {
        list.items.compactMap {
            guard case .quad(let quad) = $0, case .texture = quad.fill else { return nil }
            return quad
        }
    }

    func testTheShadowIsDrawnUnderTheBackgroundOffsetAndFaded() {
        let (root, card) = makeCard()
        XCTAssertEqual(Layer().shadowOffset, Size(width: 0, height: -3), "Core Animation's default")
        XCTAssertEqual(Layer().shadowOpacity, 0)
        let list = LayerDisplayListBuilder.displayList(for: root, at: 0)
        guard case .quad(let shadow) = list.items[0], case .texture(let bitmap, _, _) = shadow.fill else {
            return XCTFail("the shadow first: \(list.items)")
        }
        guard case .quad(let background) = list.items[1], case .color(.white) = background.fill else {
            return XCTFail("then the background")
        }
        XCTAssertEqual(shadow.opacity, 0.3)
        XCTAssertEqual(shadow.rect, Rect(x: -30, y: -26, width: 260, height: 180), "3σ around, 4 pt down")
        XCTAssertEqual([bitmap.width, bitmap.height], [260, 180])
        XCTAssertEqual(card.shadowBlurCount, 1)
    }

    func testAMovingCardBlursItsShadowOnce() {
        let (root, card) = makeCard()
        let before = ShadowRasterizer.blurCount
        for step in 0..<120 {
            card.position = Point(x: 200 + Double(step) * 4, y: 160)
            let list = LayerDisplayListBuilder.displayList(for: root, at: Double(step) / 120)
            XCTAssertEqual(textures(list).count, 1)
        }
        XCTAssertEqual(card.shadowBlurCount, 1, "moved 120 frames, blurred once")
        XCTAssertEqual(ShadowRasterizer.blurCount - before, 1)
        card.bounds = Rect(x: 0, y: 0, width: 220, height: 120)
        _ = LayerDisplayListBuilder.displayList(for: root, at: 2)
        XCTAssertEqual(card.shadowBlurCount, 2, "a new size blurs again")
        card.shadowPath = ShadowPath(rect: Rect(x: 10, y: 10, width: 50, height: 50), cornerRadius: 25)
        let list = LayerDisplayListBuilder.displayList(for: root, at: 3)
        XCTAssertEqual(textures(list).first?.rect, Rect(x: -20, y: -16, width: 110, height: 110))
    }

    func testMasksToBoundsClipsTheShadowAway() {
        let (root, card) = makeCard()
        card.masksToBounds = true
        XCTAssertTrue(textures(LayerDisplayListBuilder.displayList(for: root, at: 0)).isEmpty, "seed 001: clipped")
        card.masksToBounds = false
        // An ancestor's clip cuts it at the ancestor's edge.
        root.masksToBounds = true
        let list = LayerDisplayListBuilder.displayList(for: root, at: 0)
        guard case .pushClip(let clip) = list.items.first(where: { if case .pushClip = $0 { true } else { false } })
        else {
            return XCTFail("a clip")
        }
        XCTAssertEqual(clip, Rect(x: 0, y: 0, width: 800, height: 600))
    }

    func testTheBorderIsDrawnOverTheContentsFollowingTheCorners() {
        let (root, card) = makeCard()
        card.shadowOpacity = 0
        card.borderWidth = 2
        card.borderColor = Color(red: 1, green: 0, blue: 0)
        let list = LayerDisplayListBuilder.displayList(for: root, at: 0)
        guard case .quad(let border) = list.items.last, case .texture(let ring, _, _) = border.fill else {
            return XCTFail("the border last")
        }
        XCTAssertEqual(border.rect, Rect(x: 0, y: 0, width: 200, height: 120))
        XCTAssertEqual(ring[100, 0].red, 255)
        XCTAssertEqual(ring[0, 0].alpha, 0)
    }

    func testBadValuesAreRefusedWithMessagesNamingTheLayer() {
        let (_, card) = makeCard()
        XCTAssertEqual(
            card.shadowRadiusProblem(.nan),
            "layer card: shadowRadius nan is not a finite, non-negative number; keeping 10.0")
        card.shadowRadius = .nan
        card.shadowRadius = -1
        card.shadowOpacity = .nan
        card.borderWidth = .infinity
        card.shadowOffset = Size(width: .nan, height: 0)
        XCTAssertEqual(card.shadowRadius, 10)
        XCTAssertEqual(card.shadowOpacity, 0.3)
        XCTAssertEqual(card.borderWidth, 0)
        XCTAssertEqual(card.shadowOffset, Size(width: 0, height: 4))
        card.shadowOpacity = 5
        XCTAssertEqual(card.shadowOpacity, 1, "clamped")
    }

    /// A 40 × 40 bitmap whose left half is opaque and right half clear.
    private func halfOpaqueIcon() -> Bitmap {
        var icon = Bitmap(width: 40, height: 40)
        for y in 0..<40 { for x in 0..<20 { icon[x, y] = RGBA8(red: 200, green: 30, blue: 30, alpha: 255) } }
        return icon
    }

    /// A clear layer at (100, 100) showing `icon` with a blurred shadow.
    private func makeIconLayer(_ icon: Bitmap) -> (root: Layer, icon: Layer) {
        let root = Layer(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 800, height: 600)
        let layer = Layer(name: "icon")
        layer.frame = Rect(x: 100, y: 100, width: 40, height: 40)
        layer.contents = icon
        layer.shadowOpacity = 1
        layer.shadowRadius = 3
        layer.shadowOffset = Size(width: 0, height: 0)
        root.addSublayer(layer)
        return (root, layer)
    }

    func testAClearLayersShadowFollowsItsContentsAlpha() throws {
        let (root, layer) = makeIconLayer(halfOpaqueIcon())
        let list = LayerDisplayListBuilder.displayList(for: root, at: 0)
        guard case .quad(let shadow) = list.items[0], case .texture(let bitmap, _, _) = shadow.fill else {
            return XCTFail("the shadow first: \(list.items)")
        }
        XCTAssertEqual(shadow.rect, Rect(x: -9, y: -9, width: 58, height: 58), "the contents' rect, 3σ around")
        // Cross-check: the left half's alpha casts the shadow a 20 × 40 box casts, moved left
        // by 10 pt (the box is centred on its own 20 pt width).
        let box = ShadowRasterizer.shadowBitmap(
            size: Size(width: 20, height: 40), cornerRadius: 0, sigma: 3, color: .black, scale: 1)
        var worst = 0
        for y in 0..<box.height {
            for x in 0..<box.width {
                worst = max(worst, abs(Int(bitmap[x, y].alpha) - Int(box[x, y].alpha)))
            }
        }
        XCTAssertLessThanOrEqual(worst, 2, "within 2 levels of the box's shadow")
        XCTAssertLessThan(bitmap[45, 29].alpha, 10, "nothing under the clear right half")
        XCTAssertEqual(layer.shadowBlurCount, 1)
    }

    func testAContentsShadowIsBlurredAgainOnlyWhenTheContentsChange() {
        var icon = halfOpaqueIcon()
        let (root, layer) = makeIconLayer(icon)
        for step in 0..<30 {
            layer.position = Point(x: 200 + Double(step) * 3, y: 200)
            _ = LayerDisplayListBuilder.displayList(for: root, at: Double(step) / 60)
        }
        XCTAssertEqual(layer.shadowBlurCount, 1, "moved 30 frames, blurred once")
        icon[30, 30] = RGBA8(red: 0, green: 0, blue: 0, alpha: 255)
        layer.contents = icon
        _ = LayerDisplayListBuilder.displayList(for: root, at: 1)
        XCTAssertEqual(layer.shadowBlurCount, 2, "new pixels, a new shadow")
        layer.backgroundColor = .white
        let list = LayerDisplayListBuilder.displayList(for: root, at: 2)
        guard case .quad(let shadow) = list.items[0] else { return XCTFail("a shadow") }
        XCTAssertEqual(shadow.rect.width, 58, "with a background, the box's shadow (the whole bounds)")
        XCTAssertEqual(layer.shadowBlurCount, 3)
    }
}
