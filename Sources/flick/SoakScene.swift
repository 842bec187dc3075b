import FlickAnimation
import FlickInput
import FlickScene
import FlickUI

/// The window `flick bench soak` runs for hours: a tab bar whose tabs show a 1,000-row list,
/// a zoomable checkerboard or a page of buttons, each with a label and a button above it,
/// as a kiosk app is built; every gesture of a random session has something to act on.
final class SoakScene: ListViewDataSource, TabBarDelegate, ScrollViewDelegate {
    let window: Window
    let tabBar: TabBar
    let list: ListView
    let zoom: ScrollView
    let picture: ImageView
    let buttons: View
    let status = Label(frame: .zero)
    /// Taps on buttons and rows so far (actions that ran).
    private(set) var actions = 0
    /// Rows of the list.
    static let rows = 1_000

    init(size: Size) {
        window = Window(frame: Rect(origin: .zero, size: size))
        let barHeight = RandomSession.bottomStripHeight
        let content = Rect(x: 0, y: 40, width: size.width, height: size.height - 40 - barHeight)
        status.frame = Rect(x: 8, y: 8, width: size.width / 2, height: 24)
        status.text = "soak"
        list = ListView(frame: content)
        zoom = ScrollView(frame: content)
        picture = ImageView(image: Self.checkerboard(size: content.size))
        buttons = View(frame: content)
        tabBar = TabBar(frame: Rect(x: 0, y: size.height - barHeight, width: size.width, height: barHeight))
        list.rowHeight = 44
        list.register(ListViewCell.self, forCellReuseIdentifier: "row")
        list.dataSource = self
        picture.frame = Rect(origin: .zero, size: content.size)
        zoom.addSubview(picture)
        zoom.contentSize = content.size
        zoom.minimumZoomScale = 1
        zoom.maximumZoomScale = 4
        zoom.delegate = self
        for index in 0..<12 {
            let button = Button(frame: Rect(x: 16 + Double(index % 4) * (content.width - 32) / 4,
                                            y: 16 + Double(index / 4) * 64, width: (content.width - 32) / 4 - 8, height: 52))
            button.setTitle("Button \(index + 1)", for: .normal)
            button.addAction(for: .touchUpInside) { [unowned self] _, _ in act("button \(index + 1)") }
            buttons.addSubview(button)
        }
        tabBar.items = ["List", "Picture", "Buttons"].enumerated().map { TabBarItem(title: $1, tag: $0) }
        tabBar.selectedItem = tabBar.items.first
        tabBar.delegate = self
        for view in [status, list, zoom, buttons, tabBar] as [View] { window.addSubview(view) }
        show(tab: 0)
    }

    private func act(_ what: String) {
        actions += 1
        status.text = "\(what) (\(actions))"
    }

    private func show(tab: Int) {
        list.isHidden = tab != 0
        zoom.isHidden = tab != 1
        buttons.isHidden = tab != 2
    }

    func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {
        show(tab: item.tag)
        act("tab \(item.tag)")
    }

    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { Self.rows }

    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.text = "Row \(indexPath.row)"
        return cell
    }

    func viewForZooming(in scrollView: ScrollView) -> View? { picture }

    /// A checkerboard of 40 pt squares filling `size`.
    static func checkerboard(size: Size) -> Image {
        let width = Int(size.width), height = Int(size.height)
        var canvas = Canvas(width: width, height: height)
        canvas.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), color: .white)
        for row in 0..<(height / 40 + 1) {
            for column in 0..<(width / 40 + 1) where (row + column) % 2 == 0 {
                canvas.fill(Rect(x: Double(column) * 40, y: Double(row) * 40, width: 40, height: 40),
                            color: Color(red: 0.95, green: 0.6, blue: 0.2))
            }
        }
        return Image(bitmap: canvas.makeBitmap())
    }
}
