import FlickAnimation
import FlickInput
@testable import FlickScene
import XCTest

/// A clear layer's shadow cast by its sublayers' composited alpha (ShadowCaster.swift,
/// ShadowRasterizer+Composite.swift), as Core Animation's: the outline of what is drawn, not the
/// layer's box; blurred again only when a sublayer changes.
final class ShadowCasterTests: XCTestCase {
    /// A clear 200 × 100 card at (100, 100) with a 60 × 60 opaque square sublayer at each end,
    /// 80 pt apart; σ = 4, no offset.
    private func makeCard() -> (root: Layer, card: Layer, left: Layer, right: Layer) {
        let root = Layer(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 800, height: 600)
        let card = Layer(name: "card")
        card.frame = Rect(x: 100, y: 100, width: 200, height: 100)
        card.shadowOpacity = 1
        card.shadowRadius = 4
        card.shadowOffset = Size(width: 0, height: 0)
        let left = Layer(name: "left"), right = Layer(name: "right")
        left.frame = Rect(x: 0, y: 20, width: 60, height: 60)
        right.frame = Rect(x: 140, y: 20, width: 60, height: 60)
        for square in [left, right] {
            square.backgroundColor = .white
            card.addSublayer(square)
        }
        root.addSublayer(card)
        return (root, card, left, right)
    }

    private func shadow(_ root: Layer, at time: Double = 0) throws -> (quad: TransformedQuad, bitmap: Bitmap) {
        let list = LayerDisplayListBuilder.displayList(for: root, at: time)
        guard case .quad(let quad) = try XCTUnwrap(list.items.first), case .texture(let bitmap, _, _) = quad.fill
        else { throw XCTSkip("no shadow first in \(list.items)") }
        return (quad, bitmap)
    }

    func testTheShadowFollowsTheSublayersNotTheBox() throws {
        let (root, card, _, _) = makeCard()
        let (quad, bitmap) = try shadow(root)
        // The squares span the card's width and y 20…80: 3σ = 12 pt around.
        XCTAssertEqual(quad.rect, Rect(x: -12, y: 8, width: 224, height: 84), "the sublayers' extent, 3σ around")
        // Each square casts what a lone 60 × 60 box casts, within 2 levels (the reference
        // Gaussian of ShadowRasterizerTests), and the gap between them stays clear.
        let box = ShadowRasterizer.shadowBitmap(
            size: Size(width: 60, height: 60), cornerRadius: 0, sigma: 4, color: .black, scale: 1)
        var worst = 0
        for y in 0..<box.height {
            for x in 0..<box.width / 2 {
                worst = max(worst, abs(Int(bitmap[x, y].alpha) - Int(box[x, y].alpha)))
                let mirrored = bitmap.width - 1 - x
                worst = max(worst, abs(Int(bitmap[mirrored, y].alpha) - Int(box[box.width - 1 - x, y].alpha)))
            }
        }
        XCTAssertLessThanOrEqual(worst, 2, "each square's shadow within 2 levels of a box's")
        XCTAssertEqual(bitmap[112, 42].alpha, 0, "nothing cast in the clear middle of the card")
        XCTAssertGreaterThan(bitmap[42, 42].alpha, 250, "full under a square")
        XCTAssertEqual(card.shadowBlurCount, 1)
    }

    func testAMovingCardBlursOnceAndAChangedSublayerBlursAgain() throws {
        let (root, card, left, right) = makeCard()
        for step in 0..<60 {
            card.position = Point(x: 200 + Double(step) * 3, y: 150)
            _ = try shadow(root, at: Double(step) / 60)
        }
        XCTAssertEqual(card.shadowBlurCount, 1, "moved 60 frames, blurred once")
        right.position = Point(x: 150, y: 40)
        _ = try shadow(root, at: 1)
        XCTAssertEqual(card.shadowBlurCount, 2, "a sublayer moved inside the card: a new shadow")
        left.backgroundColor = .clear
        let (quad, _) = try shadow(root, at: 2)
        XCTAssertEqual(card.shadowBlurCount, 3)
        XCTAssertEqual(quad.rect.minX, 120 - 12, "the clear square no longer casts: the moved one's left edge, 3σ out")
        left.isHidden = true
        right.isHidden = true
        let list = LayerDisplayListBuilder.displayList(for: root, at: 3)
        guard case .quad(let boxShadow) = list.items.first, case .texture = boxShadow.fill else {
            return XCTFail("with every sublayer hidden, the plain shape's shadow: \(list.items)")
        }
        XCTAssertEqual(boxShadow.rect.width, 224, "the card's bounds, 3σ around")
    }

    func testAMaskingSublayerClipsWhatItsSublayersCast() throws {
        let (root, _, left, _) = makeCard()
        left.masksToBounds = true
        left.cornerRadius = 30
        let overhang = Layer(name: "overhang")
        overhang.frame = Rect(x: 30, y: -20, width: 100, height: 40)
        overhang.backgroundColor = .white
        left.addSublayer(overhang)
        let (_, bitmap) = try shadow(root)
        // Grid x = card x + 12, y = card y − 8. Inside the round square: cast; the overhang's
        // part outside the masking square (card y 10, above the square's top at 20): not cast.
        XCTAssertGreaterThan(bitmap[42, 42].alpha, 250)
        XCTAssertLessThan(bitmap[12 + 70, 10 - 8].alpha, 10, "clipped by its masking superlayer")
        XCTAssertLessThan(bitmap[12 + 3, 20 - 8 + 3].alpha, 128, "the round corner casts round")
    }

    func testARotatedSublayerCastsItsTurnedOutline() throws {
        let (root, card, left, right) = makeCard()
        right.removeFromSuperlayer()
        left.transform = Transform3D.identity.rotated(by: .pi / 4, x: 0, y: 0, z: 1)
        let (quad, bitmap) = try shadow(root)
        // A 60 pt square turned 45° about its centre (30, 50) spans 30 ± 42.4 pt.
        XCTAssertEqual(quad.rect.width, 2 * 60 / 2.0.squareRoot() + 24, accuracy: 1, "whole pixels")
        let centre = (x: Int(quad.rect.width / 2), y: Int(quad.rect.height / 2))
        XCTAssertGreaterThan(bitmap[centre.x, centre.y].alpha, 250, "under the diamond's centre")
        XCTAssertLessThan(bitmap[centre.x - 30, centre.y - 30].alpha, 60, "its box's corner is outside the diamond")
        XCTAssertEqual(card.shadowBlurCount, 1)
    }

    func testTooManySublayersFallBackToTheBoundsShape() throws {
        let (root, card, _, _) = makeCard()
        for index in 0..<Layer.maximumShadowCasters {
            let dot = Layer()
            dot.frame = Rect(x: Double(index % 20) * 10, y: Double(index / 20) * 7, width: 2, height: 2)
            dot.backgroundColor = .white
            card.addSublayer(dot)
        }
        let (quad, _) = try shadow(root)
        XCTAssertEqual(quad.rect, Rect(x: -12, y: -12, width: 224, height: 124), "the card's rounded bounds cast it")
    }

    /// A layer whose display items draw one 20 × 10 pt glyph quad at (50, 30) from a white
    /// page with the coverage in its alpha (a text atlas's).
    private func glyphLayer(varyingWithTime: Bool) -> Layer {
        let text = Layer(name: "text")
        text.frame = Rect(x: 0, y: 0, width: 200, height: 100)
        var page = Bitmap(width: 20, height: 10, fill: RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        page[0, 0] = RGBA8(red: 255, green: 255, blue: 255, alpha: 0)
        text.displayItemsProvider = { [page] _, _ in
            var mesh = Mesh(texture: page, isCoverageMask: true)
            let corners = [Point(x: 50, y: 30), Point(x: 70, y: 30), Point(x: 70, y: 40), Point(x: 50, y: 40)]
            let uvs = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]
            mesh.vertices = zip(corners, uvs).map { MeshVertex(position: $0, uv: $1, color: .black) }
            mesh.indices = [0, 1, 2, 0, 2, 3]
            return [.mesh(mesh)]
        }
        text.displayItemsVaryWithTime = varyingWithTime
        return text
    }

    func testTextGlyphsCastTheirCoverageNotTheLayersBox() throws {
        for onTheShadowedLayer in [false, true] {
            let (root, card, left, right) = makeCard()
            left.removeFromSuperlayer()
            right.removeFromSuperlayer()
            let text = glyphLayer(varyingWithTime: false)
            if onTheShadowedLayer {
                card.displayItemsProvider = text.displayItemsProvider
                card.displayItemsVaryWithTime = false
            } else {
                card.addSublayer(text)
            }
            let (quad, bitmap) = try shadow(root)
            XCTAssertEqual(
                quad.rect, Rect(x: 50 - 12, y: 30 - 12, width: 20 + 24, height: 10 + 24),
                "the glyph's extent, 3σ around (on the shadowed layer: \(onTheShadowedLayer))")
            XCTAssertGreaterThan(bitmap[22, 17].alpha, 150, "under the glyph (σ = 4 over a 20 × 10 glyph: about 199)")
        }
        // Items that change with time by themselves (tiles fading in) are not asked: the clear
        // card then draws nothing that casts, so no shadow, as in Core Animation.
        let (root, card, left, right) = makeCard()
        left.removeFromSuperlayer()
        right.removeFromSuperlayer()
        card.addSublayer(glyphLayer(varyingWithTime: true))
        let items = LayerDisplayListBuilder.displayList(for: root, at: 0).items
        XCTAssertFalse(
            items.contains {
                guard case .quad(let quad) = $0, case .texture = quad.fill else { return false }
                return true
            }, "no shadow quad: \(items)")
    }
}
