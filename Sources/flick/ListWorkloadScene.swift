import FlickInput
import FlickScene
import FlickUI

/// The window `flick bench list` flings: a full-window `ListView` of `rows` subtitle cells
/// (a title, a grey subtitle and an inset separator), the workload LVGL's list demo is
/// compared on.
final class ListWorkloadScene: ListViewDataSource {
    let window: Window
    let list: ListView
    /// Rows of the list.
    let rows: Int
    /// Row height, points (UIKit's subtitle row: 44 pt plus room for the second line; est.).
    static let rowHeight = 60.0

    init(size: Size, rows: Int) {
        self.rows = rows
        window = Window(frame: Rect(origin: .zero, size: size))
        window.backgroundColor = .white
        list = ListView(frame: Rect(origin: .zero, size: size))
        list.rowHeight = Self.rowHeight
        list.register(ListViewCell.self, forCellReuseIdentifier: "row")
        list.dataSource = self
        window.addSubview(list)
    }

    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { rows }

    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.style = .subtitle
        cell.text = "Item \(indexPath.row + 1)"
        cell.detailTextLabel.text = "Subtitle of item \(indexPath.row + 1)"
        return cell
    }
}
