import FlickAnimation
import FlickInput
import FlickRender
import FlickScene
import XCTest

/// Texture filters through `SDLRenderer`: nearest copies texels, linear blends them, and a
/// texture drawn with both filters in one frame keeps each draw's own filter.
final class TextureFilterRenderingTests: XCTestCase {
    /// A 2×2 checker of pure black and white, opaque.
    static let checker: Bitmap = {
        var b = Bitmap(width: 2, height: 2)
        for y in 0..<2 {
            for x in 0..<2 {
                let v: UInt8 = (x + y) % 2 == 0 ? 0 : 255
                b[x, y] = RGBA8(red: v, green: v, blue: v, alpha: 255)
            }
        }
        return b
    }()

    func quad(at x: Double, _ filter: TextureFilter) -> DisplayItem {
        .quad(TransformedQuad(rect: Rect(x: x, y: 0, width: 32, height: 32),
                              fill: .texture(Self.checker, uv: Rect(x: 0, y: 0, width: 1, height: 1), tint: .white),
                              filter: filter))
    }

    /// The distinct red values in the 32×32 square at `x`.
    func levels(_ image: Bitmap, x: Int) -> Set<UInt8> {
        var seen = Set<UInt8>()
        for py in 0..<32 { for px in x..<(x + 32) { seen.insert(image[px, py].red) } }
        return seen
    }

    func testNearestCopiesTexelsAndLinearBlendsThemEvenForOneTextureInOneFrame() throws {
        let r = try HeadlessRenderer(pixelWidth: 80, pixelHeight: 32)
        let image = try r.render(DisplayList(items: [quad(at: 0, .nearest), quad(at: 40, .linear)]))
        XCTAssertEqual(levels(image, x: 0), [0, 255], "nearest: only the texels' own values")
        XCTAssertGreaterThan(levels(image, x: 40).count, 8, "linear: a ramp between them")
        XCTAssertEqual(image[0, 0].red, 0)
        XCTAssertEqual(image[31, 0].red, 255)
        XCTAssertEqual(r.renderer.counters.filterChanges, 1, "created for nearest, switched once to linear")
        XCTAssertEqual(r.renderer.counters.texturesCreated, 1)
        // The other order in the next frame: the first draw switches back, the second again.
        let swapped = try r.render(DisplayList(items: [quad(at: 40, .nearest), quad(at: 0, .linear)]))
        XCTAssertEqual(levels(swapped, x: 40), [0, 255])
        XCTAssertGreaterThan(levels(swapped, x: 0).count, 8)
        XCTAssertEqual(r.renderer.counters.filterChanges, 3)
    }
}
