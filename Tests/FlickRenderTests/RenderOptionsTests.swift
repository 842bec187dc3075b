import FlickAnimation
import FlickInput
import FlickRender
import FlickScene
import XCTest

/// The renderer's options: the presets, and the standard fast paths against the reference
/// path on a frame of fills, a gradient, a rounded rectangle and a translucent card.
final class RenderOptionsTests: XCTestCase {
    func testThePresetsTurnEveryFastPathOnOrOff() {
        let standard = RenderOptions.standard, reference = RenderOptions.reference
        let paths: [KeyPath<RenderOptions, Bool>] = [
            \.usesOpaqueFastPath, \.cutsScaledCopiesAtEdges, \.prescalesCopies, \.drawsOpaqueInteriors,
            \.compositesGlyphs, \.compositesScaledCopies, \.blendsTranslucentMeshesBySpans, \.skipsOccludedItems,
            \.fillsDirectly, \.copiesInteriorsBySpans, \.blendsTexturedTrianglesBySpans, \.crossFadesTiles,
        ]
        for path in paths {
            XCTAssertTrue(standard[keyPath: path])
            XCTAssertFalse(reference[keyPath: path])
        }
        XCTAssertEqual(standard.meshTolerance, reference.meshTolerance, "both tessellate to half a texel")
        XCTAssertNotEqual(standard, reference)
    }

    func testTheStandardPathsDrawTheReferencePixels() throws {
        var list = DisplayList()
        list.fill(Rect(x: 0, y: 0, width: 240, height: 160), color: Color(white: 0.94))
        list.fill(Rect(x: 10, y: 10, width: 100, height: 60), color: Color(red: 0.2, green: 0.5, blue: 0.9))
        list.append(.quad(TransformedQuad(
            rect: Rect(x: 120, y: 10, width: 110, height: 60),
            fill: .gradient(Gradient(colors: [.white, Color(red: 0.9, green: 0.3, blue: 0.1)]),
                            start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1)))))
        list.append(.quad(TransformedQuad(rect: Rect(x: 10, y: 80, width: 100, height: 70),
                                          fill: .color(Color(red: 0.1, green: 0.7, blue: 0.3)), cornerRadius: 12)))
        list.append(.quad(TransformedQuad(rect: Rect(x: 60, y: 40, width: 150, height: 90),
                                          fill: .color(Color(white: 0, alpha: 0.4)), cornerRadius: 8)))
        let standard = try HeadlessRenderer(pixelWidth: 240, pixelHeight: 160, opaque: true)
        let reference = try HeadlessRenderer(pixelWidth: 240, pixelHeight: 160, opaque: true)
        reference.renderer.options = .reference
        let a = try standard.render(list), b = try reference.render(list)
        // Pixels off by more than two levels in a channel lie only in the rounded corners,
        // which the fast path fills exact to pixel centres and the reference path tessellates
        // into fans; everywhere else the pixels are the reference's.
        let corners = [(Rect(x: 10, y: 80, width: 100, height: 70), 12.0), (Rect(x: 60, y: 40, width: 150, height: 90), 8.0)]
            .flatMap { rect, radius in
                [Rect(x: rect.minX, y: rect.minY, width: radius, height: radius),
                 Rect(x: rect.maxX - radius, y: rect.minY, width: radius, height: radius),
                 Rect(x: rect.minX, y: rect.maxY - radius, width: radius, height: radius),
                 Rect(x: rect.maxX - radius, y: rect.maxY - radius, width: radius, height: radius)]
                    .map { $0.insetBy(dx: -1, dy: -1) }
            }
        var differing = 0
        for y in 0..<160 {
            for x in 0..<240 {
                let index = (y * 240 + x) * 4
                guard (0..<4).contains(where: { abs(Int(a.pixels[index + $0]) - Int(b.pixels[index + $0])) > 2 }) else { continue }
                differing += 1
                let center = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                XCTAssertTrue(corners.contains { $0.contains(center) }, "pixel (\(x), \(y)) differs outside the corners")
            }
        }
        XCTAssertLessThan(differing, corners.count * 16, "a few pixels a corner")
        XCTAssertGreaterThan(standard.renderer.counters.directFills, 0, "the standard options took a fast path")
        XCTAssertEqual(reference.renderer.counters.directFills, 0)
    }
}
