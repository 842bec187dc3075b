import FlickAnimation
import FlickInput
import FlickScene
import XCTest

/// The layout cache: bounded whatever an app shows, and text in use stays cached.
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
}
