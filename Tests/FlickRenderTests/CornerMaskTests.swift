import FlickAnimation
import FlickInput
import FlickRender
import FlickScene
import XCTest

/// `Layer.maskedCorners` (`CALayer.maskedCorners`) drawn by the software backend: the
/// background filled row by row, masked contents tessellated, the border and the shadow
/// bitmaps, each rounded at the masked corners only and square at the others.
final class CornerMaskTests: XCTestCase {
    /// The card every test draws: 120 × 80 points at (20, 20) in a 200 × 160 window, rounded by 20.
    private static let card = Rect(x: 20, y: 20, width: 120, height: 80)
    private static let radius = 20.0
    private static let corners: [(CornerMask, name: String)] = [
        (.minXMinY, "top left"), (.maxXMinY, "top right"), (.minXMaxY, "bottom left"), (.maxXMaxY, "bottom right"),
    ]
    private static let masks: [CornerMask] = [.top, .bottom, .all, [.minXMinY, .maxXMaxY], []]

    /// The pixel just inside `corner` of the card (its outermost pixel there): painted when the
    /// corner is square, not when it is rounded by 20.
    private func cornerPixel(_ corner: CornerMask, in rect: Rect = card) -> (x: Int, y: Int) {
        let left = corner == .minXMinY || corner == .minXMaxY, top = corner == .minXMinY || corner == .maxXMinY
        return (Int(left ? rect.minX : rect.maxX - 1), Int(top ? rect.minY : rect.maxY - 1))
    }

    /// True when pixel (x, y)'s centre lies inside `rect` rounded by `radius` at `mask`.
    private func inside(_ x: Int, _ y: Int, _ rect: Rect, _ radius: Double, _ mask: CornerMask) -> Bool {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        guard rect.contains(Point(x: px, y: py)) else { return false }
        let r = mask.radius(radius, towardsX: px - rect.midX, y: py - rect.midY)
        guard r > 0 else { return true }
        let cx = min(max(px, rect.minX + r), rect.maxX - r), cy = min(max(py, rect.minY + r), rect.maxY - r)
        return (px - cx) * (px - cx) + (py - cy) * (py - cy) <= r * r + 1e-9
    }

    private func window() -> Layer {
        let root = Layer(name: "window")
        root.frame = Rect(x: 0, y: 0, width: 200, height: 160)
        root.backgroundColor = .black
        return root
    }

    private func cardLayer(_ mask: CornerMask) -> Layer {
        let card = Layer(name: "card")
        card.frame = Self.card
        card.cornerRadius = Self.radius
        card.maskedCorners = mask
        return card
    }

    func testTheBackgroundIsRoundedAtTheMaskedCornersOnly() throws {
        for mask in Self.masks {
            let root = window(), card = cardLayer(mask)
            card.backgroundColor = .white
            root.addSublayer(card)
            let renderer = try HeadlessRenderer(pixelWidth: 200, pixelHeight: 160)
            let image = try renderer.render(root, at: 0, background: .black)
            XCTAssertEqual(renderer.renderer.counters.roundedFills, mask.isEmpty ? 0 : 1, "mask \(mask.rawValue)")
            var wrong = 0
            for y in 0..<image.height {
                for x in 0..<image.width where (image[x, y].red > 127) != inside(x, y, Self.card, Self.radius, mask) {
                    wrong += 1
                }
            }
            XCTAssertEqual(wrong, 0, "mask \(mask.rawValue): every pixel centre inside the outline painted, no other")
            for (corner, name) in Self.corners {
                let (x, y) = cornerPixel(corner)
                XCTAssertEqual(image[x, y].red, mask.contains(corner) ? 0 : 255, "mask \(mask.rawValue), \(name)")
            }
        }
    }

    func testMaskedContentsAreCutAtTheMaskedCornersOnly() throws {
        var contents = Canvas(width: 120, height: 80, fill: RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        contents.fill(Rect(x: 0, y: 0, width: 120, height: 40), color: Color(red: 0, green: 0, blue: 1))
        for mask in Self.masks {
            let root = window(), card = cardLayer(mask)
            card.contents = contents.bitmap
            card.masksToBounds = true
            root.addSublayer(card)
            let image = try HeadlessRenderer(pixelWidth: 200, pixelHeight: 160).render(root, at: 0, background: .black)
            for (corner, name) in Self.corners {
                let (x, y) = cornerPixel(corner)
                let shown = image[x, y].blue > 127
                XCTAssertEqual(shown, !mask.contains(corner), "mask \(mask.rawValue), \(name)")
            }
            // The middle of each edge shows the contents whatever the mask.
            XCTAssertEqual(image[80, 20].blue, 255, "top edge")
            XCTAssertEqual(image[80, 99].red, 255, "bottom edge")
        }
    }

    func testTheBorderFollowsTheMaskedCorners() throws {
        for mask in Self.masks {
            let root = window(), card = cardLayer(mask)
            card.borderWidth = 4
            card.borderColor = Color(red: 1, green: 0, blue: 0)
            root.addSublayer(card)
            let image = try HeadlessRenderer(pixelWidth: 200, pixelHeight: 160).render(root, at: 0, background: .black)
            for (corner, name) in Self.corners {
                let (x, y) = cornerPixel(corner)
                XCTAssertEqual(image[x, y].red > 127, !mask.contains(corner), "mask \(mask.rawValue), \(name)")
                // Rounded: the ring passes the diagonal about 6 points in (20 − 20/√2); square: it does not.
                let inward = (x: x + (x < 80 ? 6 : -6), y: y + (y < 60 ? 6 : -6))
                XCTAssertEqual(
                    image[inward.x, inward.y].red > 127, mask.contains(corner), "mask \(mask.rawValue), \(name) arc")
            }
            XCTAssertEqual(image[80, 21].red, 255, "the top edge's ring")
            XCTAssertEqual(image[80, 60].red, 0, "nothing inside the ring")
        }
    }

    func testTheShadowFollowsTheMaskedCornersOfTheLayerAndOfItsSublayers() throws {
        for castBySublayer in [false, true] {
            for mask in Self.masks {
                let root = window(), card = cardLayer(mask)
                card.shadowColor = Color(red: 1, green: 0, blue: 0)
                card.shadowOpacity = 1
                card.shadowRadius = 4
                card.shadowOffset = .zero
                if castBySublayer {
                    // A clear card: its panel's composited alpha casts the shadow.
                    let panel = cardLayer(mask)
                    panel.frame = Rect(origin: .zero, size: Self.card.size)
                    panel.backgroundColor = Color(red: 0, green: 0, blue: 1)
                    card.addSublayer(panel)
                } else {
                    card.backgroundColor = Color(red: 0, green: 0, blue: 1)
                }
                root.addSublayer(card)
                let image = try HeadlessRenderer(pixelWidth: 200, pixelHeight: 160).render(root, at: 0, background: .black)
                for (corner, name) in Self.corners {
                    let (x, y) = cornerPixel(corner)
                    // One pixel out diagonally from the corner: in a square corner's shadow
                    // (a fifth of it at σ = 4, Φ(−⅛)²), far from a rounded one's (9 points out).
                    let out = image[x + (x < 80 ? -1 : 1), y + (y < 60 ? -1 : 1)].red
                    let label = "\(castBySublayer ? "sublayer" : "layer"), mask \(mask.rawValue), \(name): \(out)"
                    if mask.contains(corner) { XCTAssertLessThan(out, 10, label) } else { XCTAssertGreaterThan(out, 35, label) }
                }
                XCTAssertGreaterThan(image[80, 19].red, 60, "the shadow along the top edge")
            }
        }
    }
}
