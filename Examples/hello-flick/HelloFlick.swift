// hello-flick: the quick start. A window with a list, a button and a
// pinch-zoomable image, run live (touchscreen, or a window's touch and mouse) or headless
// from a recording:  hello-flick --replay Examples/hello-flick/hello.evemu --headless
import Flick

@main
struct HelloFlick: ParsableCommand {
    @OptionGroup var options: ApplicationOptions

    func run() throws {
        SystemFonts.installStandard()  // DejaVu Sans through fontconfig
        let screen = HelloScreen(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
        let app = Application(window: screen.window)
        let report = try app.run(options.configuration(title: "hello-flick"))
        print("\(report.frames) frames, zoom \(String(printf: "%.2f", screen.zoom.zoomScale))×")
        if let startup = report.startup {  // live runs: exec to the first frame on screen
            print("first frame presented \(Int((startup * 1000).rounded())) ms after the process started")
        }
    }
}

/// The app's views: a list of fruit on the left, a button below it, an image to pinch.
final class HelloScreen: ListViewDataSource, ListViewDelegate, ScrollViewDelegate {
    let window: Window
    let list = ListView(frame: Rect(x: 0, y: 0, width: 400, height: 720))
    let button = Button(frame: Rect(x: 40, y: 730, width: 320, height: 56))
    let zoom = ScrollView(frame: Rect(x: 420, y: 20, width: 840, height: 760))
    let picture = ImageView(image: HelloScreen.checkerboard())
    let fruit = ["Apple", "Banana", "Cherry", "Damson", "Elderberry", "Fig", "Grape", "Kiwi", "Lemon", "Mango"]
    /// The fruit last tapped.
    private(set) var selected: String?

    init(frame: Rect) {
        window = Window(frame: frame)
        list.rowHeight = 60
        list.dataSource = self
        list.delegate = self
        list.register(ListViewCell.self, forCellReuseIdentifier: "fruit")
        list.accessibilityIdentifier = "fruit-list"
        button.accessibilityIdentifier = "reset-zoom"
        zoom.accessibilityIdentifier = "picture"
        button.setTitle("Reset zoom", for: .normal)
        button.setBackgroundColor(Color(red: 0.2, green: 0.45, blue: 0.9), for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.addAction(for: .touchUpInside) { [unowned self] _, _ in
            print("button tapped: zoom reset")
            zoom.setZoomScale(1, animated: true)
        }
        picture.frame = Rect(x: 0, y: 0, width: 840, height: 760)
        zoom.addSubview(picture)
        zoom.contentSize = picture.frame.size
        zoom.minimumZoomScale = 1
        zoom.maximumZoomScale = 4
        zoom.delegate = self
        for view in [list, button, zoom] as [View] { window.addSubview(view) }
    }

    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { fruit.count }

    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.text = fruit[indexPath.row]
        return cell
    }

    func listView(_ listView: ListView, didSelectRowAt indexPath: ListIndexPath) {
        selected = fruit[indexPath.row]
        print("row \(indexPath.row) tapped: \(fruit[indexPath.row])")
    }

    func viewForZooming(in scrollView: ScrollView) -> View? { picture }

    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
        print("zoom reached \(String(printf: "%.2f", scale))×")
    }

    /// An 840 × 760 checkerboard of 40 pt squares, drawn on the CPU.
    static func checkerboard() -> Image {
        var canvas = Canvas(width: 840, height: 760)
        canvas.fill(Rect(x: 0, y: 0, width: 840, height: 760), color: .white)
        for row in 0..<19 {
            for column in 0..<21 where (row + column) % 2 == 0 {
                let rect = Rect(x: Double(column) * 40, y: Double(row) * 40, width: 40, height: 40)
                canvas.fill(rect, color: Color(red: 0.95, green: 0.6, blue: 0.2))
            }
        }
        return Image(bitmap: canvas.makeBitmap())
    }
}
