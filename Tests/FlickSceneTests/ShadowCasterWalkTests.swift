import FlickAnimation
import FlickInput
@testable import FlickScene
import XCTest

/// A clear shadowed layer keeps the walk of its subtree (ShadowCasterWalk.swift) while nothing
/// below it changes: frames that only move the card walk nothing; a change anywhere below, a
/// sublayer added or removed, an animation below, or a new shape of the card's own walks again.
final class ShadowCasterWalkTests: XCTestCase {
    /// A clear 200 × 100 card holding `count` 16 × 16 tiles, one of them with a badge
    /// sublayer; σ = 4.
    private func makeCard(tiles count: Int = 40) -> (root: Layer, card: Layer, tiles: [Layer], badge: Layer) {
        let root = Layer(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 800, height: 600)
        let card = Layer(name: "card")
        card.frame = Rect(x: 100, y: 100, width: 200, height: 100)
        card.shadowOpacity = 0.5
        card.shadowRadius = 4
        var tiles: [Layer] = []
        for index in 0..<count {
            let tile = Layer(name: "tile \(index)")
            tile.frame = Rect(x: Double(index % 10) * 20, y: Double(index / 10) * 20, width: 16, height: 16)
            tile.backgroundColor = .white
            card.addSublayer(tile)
            tiles.append(tile)
        }
        let badge = Layer(name: "badge")
        badge.frame = Rect(x: 4, y: 4, width: 8, height: 8)
        badge.backgroundColor = .black
        tiles[0].addSublayer(badge)
        root.addSublayer(card)
        return (root, card, tiles, badge)
    }

    /// One frame as a window makes it: prepared (changes settled), then its display list.
    @discardableResult
    private func frame(_ root: Layer, at time: Double) -> DisplayList {
        LayerDisplayListBuilder.displayList(for: root.prepareFrame(at: time, contentsRenderer: nil))
    }

    func testAMovingCardWalksItsSubtreeOnce() {
        let (root, card, _, _) = makeCard()
        for step in 0..<120 {
            card.position = Point(x: 200 + Double(step) * 3, y: 150 + Double(step))
            card.opacity = step.isMultiple(of: 2) ? 1 : 0.9
            frame(root, at: Double(step) / 120)
        }
        XCTAssertEqual(card.shadowCasterWalkCount, 1, "120 frames moved and faded, one walk")
        XCTAssertEqual(card.shadowBlurCount, 1)
    }

    func testAChangeBelowTheCardWalksAgainOnce() {
        let (root, card, tiles, badge) = makeCard()
        frame(root, at: 0)
        frame(root, at: 0.01)
        XCTAssertEqual(card.shadowCasterWalkCount, 1)
        tiles[5].backgroundColor = .clear
        frame(root, at: 0.02)
        frame(root, at: 0.03)
        XCTAssertEqual(card.shadowCasterWalkCount, 2, "a tile cleared: one walk, then kept")
        XCTAssertEqual(card.shadowBlurCount, 2)
        badge.position = Point(x: 10, y: 10)
        frame(root, at: 0.04)
        frame(root, at: 0.05)
        XCTAssertEqual(card.shadowCasterWalkCount, 3, "a change two levels down")
        let extra = Layer(name: "extra")
        extra.frame = Rect(x: 0, y: 80, width: 200, height: 20)
        extra.backgroundColor = .white
        card.addSublayer(extra)
        frame(root, at: 0.06)
        frame(root, at: 0.07)
        XCTAssertEqual(card.shadowCasterWalkCount, 4, "a sublayer added")
        extra.removeFromSuperlayer()
        frame(root, at: 0.08)
        XCTAssertEqual(card.shadowCasterWalkCount, 5, "and removed")
        card.bounds = Rect(x: 0, y: 0, width: 220, height: 100)
        frame(root, at: 0.09)
        XCTAssertEqual(card.shadowCasterWalkCount, 6, "the card's own bounds")
        frame(root, at: 0.1)
        XCTAssertEqual(card.shadowCasterWalkCount, 6)
    }

    func testAnAnimationBelowTheCardWalksEveryFrameUntilItEnds() {
        let (root, card, tiles, _) = makeCard()
        frame(root, at: 0)
        tiles[3].add(BasicAnimation<Double>(keyPath: "opacity", from: 0, to: 1, duration: 0.1), forKey: "fade", at: 0)
        for step in 1...11 { frame(root, at: Double(step) / 120) }
        XCTAssertEqual(card.shadowCasterWalkCount, 1 + 11, "the tile fades in: every frame walks")
        XCTAssertGreaterThan(card.shadowBlurCount, 8, "and its shadow follows")
        for step in 12...30 { frame(root, at: Double(step) / 120) }
        XCTAssertEqual(card.shadowCasterWalkCount, 1 + 12, "ended at 0.1 s: that frame walks, the next keep it")
    }

    func testAKeptWalkCastsTheSameShadowAsAFreshOne() throws {
        let (root, card, tiles, _) = makeCard()
        frame(root, at: 0)
        tiles[7].backgroundColor = Color(white: 1, alpha: 0.5)
        frame(root, at: 0.01)
        card.position = Point(x: 400, y: 300)
        let kept = frame(root, at: 0.02)
        XCTAssertEqual(card.shadowCasterWalkCount, 2)
        // The same card made afresh, there, walked once.
        let (otherRoot, other, otherTiles, _) = makeCard()
        otherTiles[7].backgroundColor = Color(white: 1, alpha: 0.5)
        other.position = Point(x: 400, y: 300)
        let fresh = frame(otherRoot, at: 0.02)
        XCTAssertEqual(other.shadowCasterWalkCount, 1)
        guard case .quad(let a) = try XCTUnwrap(kept.items.first), case .texture(let keptBitmap, _, _) = a.fill,
            case .quad(let b) = try XCTUnwrap(fresh.items.first), case .texture(let freshBitmap, _, _) = b.fill
        else { return XCTFail("the card's shadow first: \(kept.items.prefix(2))") }
        XCTAssertEqual(a.rect, b.rect)
        XCTAssertEqual(a.transform, b.transform)
        XCTAssertEqual(keptBitmap.pixels, freshBitmap.pixels)
    }
}
