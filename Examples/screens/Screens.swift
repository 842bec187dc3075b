// flick-screens: a two-screen kiosk app on the public API: a navigation controller with a
// list of items; a tap pushes an item's detail (a drag from the left edge goes back); the
// detail's button presents a page sheet holding a long list, scrolled to the item, which a
// drag down dismisses (the list scrolls to its top first, then the sheet follows, in one
// drag) as does its Done button. Run live, or headless from its recording:
//   flick-screens --replay Examples/screens/screens.evemu --headless
// It prints each navigation event, then a summary and the frame times.
import Flick

@main
struct FlickScreens: ParsableCommand {
    @OptionGroup var options: ApplicationOptions

    func run() throws {
        SystemFonts.installStandard()
        let window = Window(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
        let journal = Journal()
        let items = ItemsController(journal: journal)
        window.rootViewController = NavigationController(rootViewController: items)
        let app = Application(window: window)
        let report = try app.run(options.configuration(title: "flick-screens"))
        print("final: \(journal.events.count) events")
        let profile = report.profile
        print(
            String(
                printf: "%d frames, frame p50 %.2f ms p99 %.2f ms, %d missed",
                report.frames, profile.frameMs.p50, profile.frameMs.p99, profile.missed))
    }
}

/// Prints and keeps the navigation events.
final class Journal {
    private(set) var events: [String] = []

    func note(_ event: String) {
        events.append(event)
        print(event)
    }
}

/// The first screen: 30 items; a tap pushes the item's detail.
final class ItemsController: ViewController, ListViewDataSource, ListViewDelegate {
    let journal: Journal
    let list = ListView()

    init(journal: Journal) {
        self.journal = journal
        super.init()
        title = "Items"
    }

    override func viewDidLoad() {
        list.frame = view.bounds
        list.register(ListViewCell.self, forCellReuseIdentifier: "item")
        list.dataSource = self
        list.delegate = self
        view.addSubview(list)
    }

    override func viewDidLayoutSubviews() { list.frame = view.bounds }

    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 30 }

    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.text = "Item \(indexPath.row + 1)"
        return cell
    }

    func listView(_ listView: ListView, didSelectRowAt indexPath: ListIndexPath) {
        listView.deselectRow(at: indexPath, animated: true)
        navigationController?.pushViewController(
            DetailController(item: indexPath.row + 1, journal: journal), animated: true)
    }
}

/// The second screen: an item, and a button that presents its history in a page sheet.
final class DetailController: ViewController {
    let item: Int
    let journal: Journal
    let button = Button()

    init(item: Int, journal: Journal) {
        self.item = item
        self.journal = journal
        super.init()
        title = "Item \(item)"
    }

    override func viewDidLoad() {
        view.backgroundColor = .white
        button.setTitle("Show history", for: .normal)
        button.frame = Rect(x: 340, y: 250, width: 600, height: 200)
        _ = button.addAction(for: .primaryActionTriggered) { [unowned self] _, _ in
            self.present(HistoryController(item: item, journal: journal), animated: true)
        }
        view.addSubview(button)
    }

    override func viewDidAppear(_ animated: Bool) {
        if isMovingToParent { journal.note("pushed \(title!)") }
    }

    override func viewDidDisappear(_ animated: Bool) {
        if isMovingFromParent { journal.note("popped \(title!)") }
    }
}

/// The page sheet: 60 history lines, opened scrolled to the item, and a Done button.
final class HistoryController: ViewController, ListViewDataSource, PresentationControllerDelegate {
    /// The Done button's height at the top of the sheet, points (our layout).
    static let doneHeight: Double = 56
    let item: Int
    let journal: Journal
    let list = ListView()
    let done = Button()

    init(item: Int, journal: Journal) {
        self.item = item
        self.journal = journal
        super.init()
        title = "History of item \(item)"
        presentationDelegate = self
    }

    override func viewDidLoad() {
        view.backgroundColor = .white
        done.setTitle("Done", for: .normal)
        _ = done.addAction(for: .primaryActionTriggered) { [unowned self] _, _ in self.dismiss(animated: true) }
        view.addSubview(done)
        list.register(ListViewCell.self, forCellReuseIdentifier: "line")
        list.dataSource = self
        view.addSubview(list)
        viewDidLayoutSubviews()
        list.contentOffset = Point(x: 0, y: Double(item) * list.rowHeight)
    }

    override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        done.frame = Rect(x: bounds.width - 160, y: 0, width: 160, height: Self.doneHeight)
        list.frame = Rect(
            x: 0, y: Self.doneHeight, width: bounds.width, height: max(bounds.height - Self.doneHeight, 0))
    }

    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 60 }

    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListViewCell {
        let cell = listView.dequeueReusableCell(withIdentifier: "line", for: indexPath)
        cell.text = "Item \(item), change \(indexPath.row + 1)"
        return cell
    }

    override func viewDidAppear(_ animated: Bool) {
        if isBeingPresented { journal.note("presented \(title!)") }
        if isBeingDismissed { journal.note("cancelled dismissal of \(title!)") }
    }

    override func viewDidDisappear(_ animated: Bool) {
        if isBeingDismissed { journal.note("dismissed \(title!)") }
    }

    func presentationControllerDidDismiss(_ controller: ViewController) {
        journal.note("dismissed by dragging")
    }
}
