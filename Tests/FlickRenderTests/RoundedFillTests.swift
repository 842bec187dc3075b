import FlickAnimation
import FlickInput
import FlickRender
import FlickScene
import XCTest

/// One-colour rounded rectangles on screen axes, filled row by row
/// (`SDLRenderer+RoundedFill`): every pixel whose centre lies inside the rounded outline is
/// painted, and no other.
final class RoundedFillTests: XCTestCase {
    /// True when pixel (x, y)'s centre lies inside `rect` (pixels) rounded by `rx × ry`.
    func inside(_ x: Int, _ y: Int, _ rect: Rect, _ rx: Double, _ ry: Double) -> Bool {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        guard rect.contains(Point(x: px, y: py)) else { return false }
        let cx = min(max(px, rect.minX + rx), rect.maxX - rx), cy = min(max(py, rect.minY + ry), rect.maxY - ry)
        let dx = (px - cx) / rx, dy = (py - cy) / ry
        return dx * dx + dy * dy <= 1 + 1e-9
    }

    func testTheOutlineIsTheRoundedRectangleSampledAtPixelCentres() throws {
        let background = RGBA8(red: 0, green: 0, blue: 0, alpha: 255)
        for (scale, alpha) in [(1.0, 1.0), (1.0, 0.5), (2.0, 1.0)] {
            let r = try HeadlessRenderer(pixelWidth: Int(160 * scale), pixelHeight: Int(100 * scale), scale: scale)
            var list = DisplayList()
            list.fill(Rect(x: 10, y: 8, width: 120, height: 80), color: Color(red: 1, green: 1, blue: 1, alpha: alpha),
                      cornerRadius: 16)
            // Scaled 1.5 × 0.5 about the origin: elliptical corners of 12 × 4 points.
            list.append(.quad(TransformedQuad(rect: Rect(x: 100, y: 180, width: 30, height: 20),
                                              transform: Transform3D(scaleX: 1.5, y: 0.5),
                                              fill: .color(Color(red: 1, green: 1, blue: 1, alpha: alpha)), cornerRadius: 8)))
            let image = try r.render(list, background: .black)
            XCTAssertEqual(r.renderer.counters.roundedFills, 2, "scale \(scale)")
            XCTAssertEqual(r.renderer.counters.triangles, 0, "no triangles")
            let cards = [(Rect(x: 10 * scale, y: 8 * scale, width: 120 * scale, height: 80 * scale), 16 * scale, 16 * scale),
                         (Rect(x: 150 * scale, y: 90 * scale, width: 45 * scale, height: 10 * scale), 12 * scale, 4 * scale)]
            var wrong = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let painted = image[x, y] != background
                    let expected = cards.contains { inside(x, y, $0.0, $0.1, $0.2) }
                    if painted != expected { wrong += 1 }
                }
            }
            XCTAssertEqual(wrong, 0, "scale \(scale), alpha \(alpha)")
            let level = UInt8((255 * alpha).rounded())
            XCTAssertEqual(image[Int(70 * scale), Int(48 * scale)].red, level, accuracy: 1, "filled at the colour's alpha")
        }
    }

    func testRotatedRoundedQuadsAreNotRowFilled() throws {
        let r = try HeadlessRenderer(pixelWidth: 100, pixelHeight: 100)
        var list = DisplayList()
        list.append(.quad(TransformedQuad(rect: Rect(x: 20, y: 20, width: 50, height: 40),
                                          transform: Transform3D(rotationAngle: 0.2, x: 0, y: 0, z: 1),
                                          fill: .color(.white), cornerRadius: 8)))
        try r.render(list)
        XCTAssertEqual(r.renderer.counters.roundedFills, 0)
        XCTAssertGreaterThan(r.renderer.counters.triangles, 2)
    }
}
