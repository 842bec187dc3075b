import FlickAnimation
import FlickInput
import FlickScene
import FlickUI

/// The toolkit's benchmark scene behind `flick bench ui`: a window
/// of about 300 views — a toolbar of 24 buttons, a side panel of 230 small views and a
/// 10,000-row list whose cells have 3 views of their own — with the list flung at speed by
/// the caller's touch frames. Each frame costs routing (`handle(_:)`), the frame-driven
/// physics, the layout pass and the display list (`displayList(at:)`); cell text is not
/// rasterised here (no contents renderer: drawing belongs to the render benchmarks). Pure.
public final class ListBenchmarkScene: ListViewDataSource, ListViewDelegate {
    /// The window, 800 × 600 points.
    public let window: Window
    /// The list, 600 × 540 points under the toolbar.
    public let list: ListView
    /// The number of rows.
    public let rowCount: Int
    /// The window size, points.
    public static let size = Size(width: 800, height: 600)
    /// Toolbar buttons and side-panel views (with the list's cells: about 300 views).
    public static let toolbarButtons = 24, panelViews = 230

    /// Builds the scene with `rows` rows of 44 pt.
    public init(rows: Int = 10_000) {
        rowCount = rows
        window = Window(frame: Rect(origin: .zero, size: Self.size))
        let toolbar = View(frame: Rect(x: 0, y: 0, width: Self.size.width, height: 60))
        toolbar.name = "toolbar"
        toolbar.backgroundColor = Color(white: 0.95)
        window.addSubview(toolbar)
        for index in 0..<Self.toolbarButtons {
            let button = Control(frame: Rect(x: 4 + Double(index) * 33, y: 14, width: 30, height: 32))
            button.backgroundColor = Color(red: 0.2, green: 0.5, blue: 1)
            toolbar.addSubview(button)
        }
        let panel = View(frame: Rect(x: 600, y: 60, width: 200, height: 540))
        panel.name = "panel"
        window.addSubview(panel)
        for index in 0..<Self.panelViews {
            let tile = View(frame: Rect(x: Double(index % 10) * 20, y: Double(index / 10) * 23, width: 18, height: 21))
            tile.backgroundColor = Color(white: 0.5 + 0.002 * Double(index))
            panel.addSubview(tile)
        }
        list = ListView(frame: Rect(x: 0, y: 60, width: 600, height: 540))
        list.name = "list"
        list.register(ListViewCell.self, forCellReuseIdentifier: "row")
        window.addSubview(list)
        list.dataSource = self
        list.delegate = self
        _ = window.prepareFrame(at: 0)
    }

    /// Every view in the window.
    public var viewCount: Int { window.subtree.count }

    /// Routes one touch frame (window points, seconds).
    public func handle(_ frame: TouchFrame) { window.handle(frame) }

    /// The frame's work at `time` (seconds): deadlines and frame-driven views, layout and
    /// the display list.
    public func displayList(at time: Double) -> DisplayList {
        window.advance(to: time)
        return window.displayList(at: time)
    }

    // MARK: Data source

    /// 10,000 rows in one section.
    public func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { rowCount }

    /// A reused cell with its title.
    public func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.text = "Row \(indexPath.row)"
        return cell
    }
}
