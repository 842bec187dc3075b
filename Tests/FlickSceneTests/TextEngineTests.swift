import FlickAnimation
import FlickInput
import FlickScene
import XCTest

/// The layout cache: bounded whatever an app shows, and text in use stays cached. Glyph
/// preparation in pieces: short, lazy, and the same glyphs as in one go.
final class TextEngineTests: XCTestCase {
    private let style = TextStyle(font: .system(size: 17))

    func testTextSeenOnceLeavesAndTheCacheStaysBounded() {
        let engine = TextEngine(sources: [BitmapFont()])
        // A label counting actions for days: every text is new.
        for action in 0..<(3 * TextEngine.layoutCacheCapacity) {
            _ = engine.layout("Checked in (\(action))", style: style)
            XCTAssertLessThanOrEqual(engine.cachedLayoutCount, TextEngine.layoutCacheCapacity)
        }
        XCTAssertEqual(engine.layoutCacheCounts.misses, 3 * TextEngine.layoutCacheCapacity)
        XCTAssertGreaterThanOrEqual(engine.cachedLayoutCount, TextEngine.layoutCacheCapacity / 2)
    }

    func testTextInUseSurvivesGenerations() {
        let engine = TextEngine(sources: [BitmapFont()])
        _ = engine.layout("Settings", style: style)
        for action in 0..<(4 * TextEngine.layoutCacheCapacity) {
            _ = engine.layout("tick \(action)", style: style)
            // The screen's title is drawn every so often (each frame's labels).
            if action % 100 == 0 { _ = engine.layout("Settings", style: style) }
        }
        XCTAssertEqual(engine.layoutCacheCounts.misses, 1 + 4 * TextEngine.layoutCacheCapacity,
                       "the title was laid out once")
    }

    func testGlyphPreparationInPiecesIsShortLazyAndCoversWhatOneGoDoes() {
        let characters = String(String.UnicodeScalarView((32...126).compactMap(Unicode.Scalar.init)))
        let fonts: [Font] = [.system(size: 12), .system(size: 24, weight: .bold)]
        let whole = TextEngine(sources: [BitmapFont()])
        whole.prepareGlyphs(characters, fonts: fonts, pixelsPerPoint: 2)

        let pieced = TextEngine(sources: [BitmapFont()])
        let pieces = pieced.glyphPreparation(characters, fonts: fonts, pixelsPerPoint: 2, charactersPerPiece: 24)
        // 95 characters: three pieces of 24 and one of 23, per font.
        XCTAssertEqual(pieces.count, 2 * 4)
        XCTAssertEqual(pieced.atlasStatistics.glyphs, 0, "made, not run: nothing rasterized yet")
        var grown: [Int] = []
        for piece in pieces {
            let before = pieced.atlasStatistics.glyphs
            piece()
            grown.append(pieced.atlasStatistics.glyphs - before)
        }
        XCTAssertTrue(grown.allSatisfy { $0 <= 24 }, "each piece rasterizes at most its 24 characters: \(grown)")
        XCTAssertEqual(pieced.atlasStatistics.glyphs, whole.atlasStatistics.glyphs)
        XCTAssertGreaterThan(pieced.atlasStatistics.glyphs, 2 * 80)
        for piece in pieces { piece() }
        XCTAssertEqual(pieced.atlasStatistics.glyphs, whole.atlasStatistics.glyphs, "a piece run again adds nothing")
    }
}
