import FlickAnimation
import FlickInput
import FlickScene
import FlickScroll
import FlickTestSupport
@testable import FlickUI
import XCTest

/// `ImageView` and stretchable images through a real window: content modes place the
/// image, a resizable image keeps its corners pixel for pixel at any size.
final class ImageViewTests: XCTestCase {
    /// A 9 × 9 px image: each 3 × 3 corner block has its own colour pattern (a distinct
    /// colour per pixel), the edges and middle plain grey.
    static func cornerImage() -> Bitmap {
        var bitmap = Bitmap(width: 9, height: 9, fill: RGBA8(red: 128, green: 128, blue: 128, alpha: 255))
        for (cx, cy) in [(0, 0), (6, 0), (0, 6), (6, 6)] {
            for y in 0..<3 {
                for x in 0..<3 {
                    bitmap[cx + x, cy + y] = RGBA8(
                        red: UInt8(20 * (cx + x)), green: UInt8(20 * (cy + y)),
                        blue: UInt8(50 + 60 * x), alpha: 255)
                }
            }
        }
        return bitmap
    }

    /// The texture quads of `list` drawn on a canvas of `size` points at 1 px per point: each
    /// quad's texture part is cut out (its uv falls on whole texels here) and drawn into its
    /// rectangle, translated by its transform. Enough for axis-aligned, unrotated layers.
    static func rasterize(_ list: DisplayList, width: Int, height: Int) -> Bitmap {
        var canvas = Canvas(width: width, height: height)
        for item in list.items {
            guard case .quad(let quad) = item, case .texture(let bitmap, let uv, _) = quad.fill,
                let origin = quad.transform.project(quad.rect.origin)
            else { continue }
            let x0 = Int((uv.minX * Double(bitmap.width)).rounded()),
                x1 = Int((uv.maxX * Double(bitmap.width)).rounded())
            let y0 = Int((uv.minY * Double(bitmap.height)).rounded()),
                y1 = Int((uv.maxY * Double(bitmap.height)).rounded())
            guard x1 > x0, y1 > y0 else { continue }
            var part = Bitmap(width: x1 - x0, height: y1 - y0)
            for y in y0..<y1 { for x in x0..<x1 { part[x - x0, y - y0] = bitmap[x, y] } }
            canvas.draw(part, in: Rect(origin: origin, size: quad.rect.size))
        }
        return canvas.makeBitmap()
    }

    func testAStretchableImageKeepsItsCornersExactAtAnySize() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 60))
        let image = Image(bitmap: Self.cornerImage()).resizableImage(
            withCapInsets: EdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
        let view = ImageView(image: image, frame: Rect(x: 0, y: 0, width: 70, height: 40))
        window.addSubview(view)
        let list = window.displayList(at: 0)
        let pixels = Self.rasterize(list, width: 100, height: 60)
        let source = Self.cornerImage()
        for (sx, sy, dx, dy) in [(0, 0, 0, 0), (6, 0, 67, 0), (0, 6, 0, 37), (6, 6, 67, 37)] {
            for y in 0..<3 {
                for x in 0..<3 {
                    XCTAssertEqual(
                        pixels[dx + x, dy + y], source[sx + x, sy + y],
                        "corner pixel (\(sx + x), \(sy + y)) lands unscaled at (\(dx + x), \(dy + y))")
                }
            }
        }
        XCTAssertEqual(pixels[35, 20], RGBA8(red: 128, green: 128, blue: 128, alpha: 255), "the middle stretches")
        XCTAssertEqual(
            pixels[35, 1], RGBA8(red: 128, green: 128, blue: 128, alpha: 255), "the top edge stretches across")
        // The same image plainly stretched scales its corners.
        let plain = ImageView(image: Image(bitmap: source), frame: Rect(x: 0, y: 0, width: 70, height: 40))
        let stretched = Self.rasterize(
            LayerDisplayListBuilder.displayList(for: plain.layer, at: 0), width: 70, height: 40)
        XCTAssertNotEqual(stretched[2, 2], source[2, 2])
    }

    func testContentModesPlaceTheImage() throws {
        let image = Image(
            bitmap: Bitmap(width: 20, height: 10, fill: RGBA8(red: 255, green: 0, blue: 0, alpha: 255)), scale: 2)
        let view = ImageView(image: image, frame: Rect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertEqual(image.size, Size(width: 10, height: 5))
        func placed() -> Rect? {
            LayerDisplayListBuilder.displayList(for: view.layer, at: 0).items.compactMap { item -> Rect? in
                if case .quad(let q) = item, case .texture = q.fill { return q.rect } else { return nil }
            }.first
        }
        let expected: [(ContentMode, Rect)] = [
            (.scaleToFill, Rect(x: 0, y: 0, width: 40, height: 40)),
            (.scaleAspectFit, Rect(x: 0, y: 10, width: 40, height: 20)),
            (.scaleAspectFill, Rect(x: -20, y: 0, width: 80, height: 40)),
            (.center, Rect(x: 15, y: 17.5, width: 10, height: 5)),
            (.top, Rect(x: 15, y: 0, width: 10, height: 5)),
            (.bottomRight, Rect(x: 30, y: 35, width: 10, height: 5)),
        ]
        for (mode, rect) in expected {
            view.contentMode = mode
            XCTAssertEqual(try XCTUnwrap(placed()), rect, "\(mode)")
        }
        XCTAssertEqual(view.sizeThatFits(Size(width: 100, height: 100)), Size(width: 10, height: 5))
        XCTAssertEqual(view.intrinsicContentSize, Size(width: 10, height: 5))
        XCTAssertFalse(view.isUserInteractionEnabled, "image views ignore touches, as UIKit's")
    }

    func testHighlightedImageFallsBackToTheImage() {
        let normal = Image(bitmap: Bitmap(width: 2, height: 2)), lit = Image(bitmap: Bitmap(width: 4, height: 4))
        let view = ImageView(image: normal)
        view.isHighlighted = true
        XCTAssertEqual(view.displayedImage?.size, normal.size)
        view.highlightedImage = lit
        XCTAssertEqual((view.layer.contents as? Bitmap)?.width, 4)
        view.isHighlighted = false
        XCTAssertEqual((view.layer.contents as? Bitmap)?.width, 2)
    }

    func testBadCapInsetsAndScalesAreRepairedWithAMessage() throws {
        let bitmap = Bitmap(width: 10, height: 10)
        let tooBig = Image(bitmap: bitmap).resizableImage(
            withCapInsets: EdgeInsets(top: 8, left: 30, bottom: 8, right: 10))
        XCTAssertEqual(tooBig.capInsets.left, 7.5, accuracy: 1e-12)
        XCTAssertEqual(tooBig.capInsets.right, 2.5, accuracy: 1e-12)
        XCTAssertEqual(tooBig.capInsets.top + tooBig.capInsets.bottom, 10, accuracy: 1e-12)
        let problem = try XCTUnwrap(tooBig.problem)
        XCTAssertTrue(problem.contains("exceed the image width 10.0 pt"), problem)
        XCTAssertEqual(tooBig.contentsCenter.width, 0, accuracy: 1e-12)
        let broken = Image(bitmap: bitmap, scale: .nan).resizableImage(withCapInsets: EdgeInsets(top: .nan, left: -2))
        XCTAssertEqual(broken.scale, 1)
        XCTAssertEqual(broken.capInsets, .zero)
        XCTAssertTrue(broken.problem?.contains("scale nan") ?? false)
        XCTAssertTrue(broken.problem?.contains("cap inset left -2.0") ?? false)
        // A view shows it without crashing; the display list stays finite.
        let view = ImageView(image: tooBig, frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let list = LayerDisplayListBuilder.displayList(for: view.layer, at: 0)
        XCTAssertFalse(list.items.isEmpty)
        for case .quad(let q) in list.items { XCTAssertTrue(q.rect.width.isFinite && q.rect.height.isFinite) }
    }
}
