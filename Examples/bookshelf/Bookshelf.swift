// flick-bookshelf: a bookshelf of 300 coloured book covers on the public API: a collection
// view whose shelf layout (FlickUI's CollectionViewShelfLayout) puts a wooden shelf — a
// decoration view this example registers and draws — under each row of books, as the iBooks
// Store's grid did. A tap on a book prints its title; a fling scrolls
// the shelves, reusing the cells and shelves that leave the screen. Run live, or headless
// from its recording:
//   flick-bookshelf --replay Examples/bookshelf/bookshelf.evemu --headless
// It prints each book tapped, and at the end where the shelves came to rest and how many
// cells were ever made for the 300 books.
import Flick

@main
struct FlickBookshelf: ParsableCommand {
    @OptionGroup var options: ApplicationOptions

    func run() throws {
        SystemFonts.installStandard()
        let shelf = Bookshelf(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
        let app = Application(window: shelf.window)
        let report = try app.run(options.configuration(title: "flick-bookshelf"))
        let profile = report.profile
        print(shelf.summary)
        print(
            String(
                printf: "%d frames, frame p50 %.2f ms p99 %.2f ms, %d missed",
                report.frames, profile.frameMs.p50, profile.frameMs.p99, profile.missed))
    }
}

/// The window: a collection view of books on shelves.
final class Bookshelf: CollectionViewDataSource, CollectionViewDelegate {
    /// How many books the shelves hold.
    static let bookCount = 300
    let window: Window
    let books: CollectionView
    private var cellsMade = 0

    init(frame: Rect) {
        window = Window(frame: frame)
        books = CollectionView(frame: window.bounds, collectionViewLayout: Bookshelf.makeLayout())
        books.name = "books"
        books.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        books.backgroundColor = Color(red: 0.93, green: 0.90, blue: 0.84)
        books.register(BookCell.self, forCellWithReuseIdentifier: BookCell.identifier)
        books.dataSource = self
        books.delegate = self
        window.addSubview(books)
    }

    /// The grid: FlickUI's shelf layout places a decoration view of `ShelfView.kind` under
    /// each row of books; the app registers its own view for that kind and draws the shelf.
    static func makeLayout() -> CollectionViewShelfLayout {
        let layout = CollectionViewShelfLayout(decorationKind: ShelfView.kind)
        layout.itemSize = Size(width: 140, height: 200)
        layout.minimumLineSpacing = 48
        layout.minimumInteritemSpacing = 30
        layout.sectionInset = EdgeInsets(top: 40, left: 40, bottom: 40, right: 40)
        layout.register(ShelfView.self, forDecorationViewOfKind: ShelfView.kind)
        return layout
    }

    /// The title of book `index`: a classic, with a volume number after the first round.
    static func title(of index: Int) -> String {
        let title = titles[index % titles.count]
        let volume = index / titles.count + 1
        return volume == 1 ? title : "\(title) \(volume)"
    }

    static let titles = [
        "Moby-Dick", "Emma", "Middlemarch", "Ulysses", "Dracula", "Walden", "Persuasion", "Beloved", "Hamlet",
        "Candide", "Ivanhoe", "Kidnapped", "Frankenstein", "Don Quixote", "The Odyssey", "Jane Eyre", "Dubliners",
        "Little Women", "Great Expectations", "Heart of Darkness", "The Idiot", "Lolita", "Rebecca", "Sula",
    ]

    /// A cover colour per book, from a muted palette.
    static func color(of index: Int) -> Color {
        let palette = [
            Color(red: 0.62, green: 0.18, blue: 0.16), Color(red: 0.15, green: 0.33, blue: 0.52),
            Color(red: 0.20, green: 0.45, blue: 0.30), Color(red: 0.78, green: 0.55, blue: 0.16),
            Color(red: 0.40, green: 0.25, blue: 0.48), Color(red: 0.13, green: 0.13, blue: 0.15),
            Color(red: 0.70, green: 0.35, blue: 0.22),
        ]
        return palette[(index * 5 + index / 7) % palette.count]
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        Bookshelf.bookCount
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: CollectionIndexPath)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: BookCell.identifier, for: indexPath)
        if let book = cell as? BookCell {
            if !book.isConfigured {
                book.isConfigured = true
                cellsMade += 1
            }
            book.show(title: Bookshelf.title(of: indexPath.item), color: Bookshelf.color(of: indexPath.item))
        }
        return cell
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: CollectionIndexPath) {
        print("tapped \(Bookshelf.title(of: indexPath.item))")
        collectionView.deselectItem(at: indexPath)
    }

    /// Where the shelves rest and how many cells the books took.
    var summary: String {
        let visible = books.indexPathsForVisibleItems.map(\.item)
        return "final: scrolled to y \(Int(books.contentOffset.y)), books \(visible.min() ?? 0)–\(visible.max() ?? 0) "
            + "on screen, \(cellsMade) cells made for \(Bookshelf.bookCount) books"
    }
}

/// A wooden shelf: a lighter top board seen from above and a darker front edge with a
/// highlight along it.
final class ShelfView: CollectionReusableView {
    static let kind = "shelf"
    private let top = View()
    private let front = View()
    private let highlight = View()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        top.backgroundColor = Color(red: 0.66, green: 0.46, blue: 0.27)
        front.backgroundColor = Color(red: 0.45, green: 0.29, blue: 0.16)
        highlight.backgroundColor = Color(red: 0.78, green: 0.60, blue: 0.40)
        for view in [top, front, highlight] { addSubview(view) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        top.frame = Rect(x: 0, y: 0, width: size.width, height: size.height * 0.4)
        front.frame = Rect(x: 0, y: size.height * 0.4, width: size.width, height: size.height * 0.6)
        highlight.frame = Rect(x: 0, y: size.height * 0.4, width: size.width, height: 2)
    }
}

/// A book cover: its colour, a pale band, and the title in white.
final class BookCell: CollectionViewCell {
    static let identifier = "book"
    var isConfigured = false
    private let band = View()
    private let title = Label()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        band.backgroundColor = Color(white: 1, alpha: 0.25)
        contentView.addSubview(band)
        title.textColor = .white
        title.fontSize = 16
        title.numberOfLines = 3
        title.textAlignment = .center
        contentView.addSubview(title)
    }

    func show(title text: String, color: Color) {
        title.text = text
        normalBackgroundColor = color
        name = text
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        band.frame = Rect(x: 0, y: 24, width: size.width, height: 6)
        title.frame = Rect(x: 10, y: 44, width: size.width - 20, height: size.height - 60)
    }
}
