import FlickInput
import FlickScene
import FlickTestSupport
@testable import FlickUI
import XCTest

/// `ViewController.prepareView(size:pixelsPerPoint:)`: a screen built ahead of its push is
/// loaded and laid out at the size given, and the push's first frame draws it complete with
/// no layout made and no glyph added to the atlas.
final class ViewControllerPreparationTests: XCTestCase {
    /// Labels in a column, each a row of `Column.rowHeight` inset by `Column.inset` at the
    /// sides, placed by the view's own layout pass.
    private final class Column: View {
        static let rowHeight = 30.0, inset = 10.0

        override func layoutSubviews() {
            super.layoutSubviews()
            for (index, row) in subviews.enumerated() {
                row.frame = Rect(
                    x: Self.inset, y: Double(index) * Self.rowHeight, width: bounds.width - 2 * Self.inset,
                    height: Self.rowHeight)
            }
        }
    }

    /// A screen of `lines` as labels drawn with `engine`.
    private final class Screen: ViewController {
        let engine: TextEngine
        let lines: [String]

        init(engine: TextEngine, lines: [String]) {
            self.engine = engine
            self.lines = lines
            super.init()
        }

        override func loadView() { view = Column() }

        override func viewDidLoad() {
            for line in lines {
                let label = Label(text: line)
                label.textEngine = engine
                view.addSubview(label)
            }
        }
    }

    /// Lines that fit the 300 pt column at the default 17 pt (no "…" drawn in their place).
    private static let lines = ["Reminders", "Remind at 09:05", "Check-in"]

    func testPreparedScreenIsLoadedAndLaidOutAtTheSize() {
        let screen = Screen(engine: TextEngine(sources: [BitmapFont()]), lines: Self.lines)
        XCTAssertFalse(screen.isViewLoaded)
        screen.prepareView(size: Size(width: 300, height: 200), pixelsPerPoint: 2)
        XCTAssertTrue(screen.isViewLoaded)
        XCTAssertEqual(screen.view.bounds.size, Size(width: 300, height: 200))
        XCTAssertEqual(screen.view.subviews.count, Self.lines.count)
        XCTAssertEqual(
            screen.view.subviews.last?.frame, Rect(x: 10, y: 60, width: 280, height: Column.rowHeight),
            "the screen's own layout ran at the size given")
    }

    /// Pushes a screen of `Self.lines` on a navigation controller in a window (prepared first
    /// at the size it is shown when `prepared`) and draws the push's first frame. Returns the
    /// glyphs and layouts the frame added to the screen's engine, and the glyph quads it drew.
    private func pushFirstFrame(prepared: Bool) -> (glyphsAdded: Int, layoutsMade: Int, quads: Int) {
        let engine = TextEngine(sources: [BitmapFont()])
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let root = ViewController()
        let navigation = NavigationController(rootViewController: root)
        window.rootViewController = navigation
        _ = window.prepareFrame(at: 0)
        let screen = Screen(engine: engine, lines: Self.lines)
        if prepared { screen.prepareView(size: root.view.bounds.size, pixelsPerPoint: window.displayScale) }
        let glyphs = engine.atlasStatistics.glyphs, layouts = engine.layoutCacheCounts.misses
        navigation.pushViewController(screen, animated: true)
        let list = window.displayList(at: 0.1)
        let quads = list.items.reduce(0) { count, item in
            guard case .mesh(let mesh) = item, mesh.texture != nil else { return count }
            return count + mesh.vertices.count / 4
        }
        return (engine.atlasStatistics.glyphs - glyphs, engine.layoutCacheCounts.misses - layouts, quads)
    }

    func testPushOfAPreparedScreenDrawsItCompleteAndAddsNoGlyphs() {
        let cold = pushFirstFrame(prepared: false)
        XCTAssertGreaterThan(cold.glyphsAdded, 0, "built on the push, the first frame rasterizes its glyphs")
        XCTAssertGreaterThan(cold.layoutsMade, 0, "and lays out its text")
        let warm = pushFirstFrame(prepared: true)
        XCTAssertEqual(warm.glyphsAdded, 0, "prepared, the first frame adds no glyph")
        XCTAssertEqual(warm.layoutsMade, 0, "and lays out no text")
        XCTAssertEqual(warm.quads, cold.quads, "it draws every glyph the cold push draws")
        let glyphCount = Self.lines.reduce(0) { $0 + $1.filter { $0 != " " }.count }
        XCTAssertGreaterThanOrEqual(warm.quads, glyphCount, "the whole screen's text is drawn in the first frame")
    }
}
