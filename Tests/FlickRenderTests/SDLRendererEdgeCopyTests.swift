import FlickAnimation
import FlickInput
@testable import FlickRender
import FlickScene
import XCTest

/// Scaled copies cut at the target's edges (`SDLRenderer+EdgeCopy`).
final class SDLRendererEdgeCopyTests: XCTestCase {
    typealias Span = SDLRenderer.CopySpan

    func testSpansInsideTheTargetOrUnscaledAreLeftWhole() {
        let inside = Span(source: 0, sourceLength: 20, destination: 4, destinationLength: 80)
        XCTAssertEqual(SDLRenderer.cut(inside, to: 100), [inside])
        let unscaled = Span(source: 3, sourceLength: 50, destination: -10, destinationLength: 50)
        XCTAssertEqual(SDLRenderer.cut(unscaled, to: 30), [unscaled], "SDL clips unscaled copies exactly")
        XCTAssertEqual(SDLRenderer.cut(Span(source: 0, sourceLength: 20, destination: -90, destinationLength: 80), to: 100), [],
                       "wholly outside")
    }

    func testAMagnifiedSpanCrossingBothEdgesKeepsItsWholeTexelsInPlace() {
        // Texel k covers pixels −10 + 4k ..< −6 + 4k; pixels 0 ..< 64 are visible.
        let span = Span(source: 0, sourceLength: 20, destination: -10, destinationLength: 80)
        XCTAssertEqual(SDLRenderer.cut(span, to: 64), [
            Span(source: 2, sourceLength: 1, destination: 0, destinationLength: 2),   // texel 2, cut by the left edge
            Span(source: 3, sourceLength: 15, destination: 2, destinationLength: 60), // texels 3…17 where they belong
            Span(source: 18, sourceLength: 1, destination: 62, destinationLength: 2), // texel 18, cut by the right edge
        ])
    }

    func testAllVisiblePixelsInOneTexelMakeOneStrip() {
        // Texel k covers pixels −30 + 20k ..< −10 + 20k.
        let span = Span(source: 5, sourceLength: 4, destination: -30, destinationLength: 80)
        XCTAssertEqual(SDLRenderer.cut(span, to: 8), [Span(source: 6, sourceLength: 1, destination: 0, destinationLength: 8)])
        XCTAssertEqual(SDLRenderer.cut(span, to: 12), [
            Span(source: 6, sourceLength: 1, destination: 0, destinationLength: 10),
            Span(source: 7, sourceLength: 1, destination: 10, destinationLength: 2),
        ], "two cut texels and no whole one")
    }

    func testCutSpansTileTheVisiblePixelsWithTexelsNearTheirTruePlaces() {
        var generator = SeededGenerator(seed: 20_261_122)
        for _ in 0..<20_000 {
            let sourceLength = Int.random(in: 1...300, using: &generator)
            let destinationLength = Int.random(in: 1...1200, using: &generator)
            let destination = Int.random(in: -1300...700, using: &generator)
            let source = Int.random(in: 0...50, using: &generator)
            let limit = Int.random(in: 1...800, using: &generator)
            let span = Span(source: source, sourceLength: sourceLength, destination: destination,
                            destinationLength: destinationLength)
            let pieces = SDLRenderer.cut(span, to: limit)
            let v0 = max(destination, 0), v1 = min(destination + destinationLength, limit)
            guard v1 > v0 else { XCTAssertEqual(pieces, []); continue }
            guard sourceLength != destinationLength else {
                XCTAssertEqual(pieces, [span], "unscaled: SDL clips it exactly")
                continue
            }
            XCTAssertEqual(pieces.first?.destination, v0, "\(span) to \(limit)")
            var next = v0
            let scale = Double(destinationLength) / Double(sourceLength)
            for piece in pieces {
                XCTAssertEqual(piece.destination, next, "contiguous: \(span) to \(limit)")
                XCTAssertGreaterThan(piece.destinationLength, 0)
                XCTAssertGreaterThanOrEqual(piece.source, source)
                XCTAssertLessThanOrEqual(piece.source + piece.sourceLength, source + sourceLength)
                next = piece.destination + piece.destinationLength
                if piece.sourceLength > 1 || pieces.count == 1 && piece.sourceLength == sourceLength {
                    let truth = Double(destination) + Double(piece.source - source) * scale
                    if truth >= Double(v0) {
                        XCTAssertLessThanOrEqual(abs(Double(piece.destination) - truth), 0.5 + 1e-9, "\(span) to \(limit)")
                    }
                }
            }
            XCTAssertEqual(next, v1, "covers every visible pixel: \(span) to \(limit)")
        }
    }

    /// A texture with a distinct colour in every texel.
    static let texels: Bitmap = {
        var b = Bitmap(width: 20, height: 12)
        for y in 0..<12 {
            for x in 0..<20 {
                b[x, y] = RGBA8(red: UInt8(x * 12), green: UInt8(y * 20), blue: UInt8((x * 7 + y * 11) % 256), alpha: 255)
            }
        }
        return b
    }()

    func texelQuad(at origin: Point, opacity: Double) -> DisplayItem {
        .quad(TransformedQuad(rect: Rect(x: origin.x, y: origin.y, width: 80, height: 48),
                              fill: .texture(Self.texels, uv: Rect(x: 0, y: 0, width: 1, height: 1), tint: .white),
                              opacity: opacity, filter: .nearest))
    }

    func testCutCopiesDrawTheSamePixelsAsTheUncutCopyInALargerTarget() throws {
        for opacity in [1.0, 0.6] {
            // Crosses the left, top and right edges of a 64×40 target, magnified 4×.
            // SDL's own stretch, cut (an opaque copy would otherwise go to pixman).
            let small = try HeadlessRenderer(pixelWidth: 64, pixelHeight: 40)
            small.renderer.options.compositesScaledCopies = false
            let cut = try small.render(DisplayList(items: [texelQuad(at: Point(x: -10, y: -7), opacity: opacity)]),
                                       background: .black)
            XCTAssertGreaterThan(small.renderer.counters.cutCopies, 1, "drawn in pieces")
            // The same copy 30 px further right and down, wholly inside a larger target.
            let large = try HeadlessRenderer(pixelWidth: 128, pixelHeight: 96)
            large.renderer.options.compositesScaledCopies = false
            let whole = try large.render(DisplayList(items: [texelQuad(at: Point(x: 20, y: 23), opacity: opacity)]),
                                         background: .black)
            XCTAssertEqual(large.renderer.counters.cutCopies, 0)
            for y in 0..<40 {
                for x in 0..<64 {
                    XCTAssertEqual(cut[x, y], whole[x + 30, y + 30], "pixel (\(x), \(y)) at opacity \(opacity)")
                }
            }
        }
    }
}
