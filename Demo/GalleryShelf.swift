import Flick

/// The Gallery tab's first screen: the gallery's photos on a bookshelf (a `CollectionView`
/// with FlickUI's `CollectionViewShelfLayout`, a `PhotoShelfView` decoration under each row),
/// in a grid that re-flows with the window (a rotation, a resized window). A tap on a photo
/// pushes the pager (`GalleryScene`) at that photo on the tab's navigation controller, as a
/// photos app opens an album's photo: back (its button, or a swipe from the left edge)
/// returns to the shelf, scrolled where it was.
final class GalleryShelf: DemoScreen, CollectionViewDataSource, CollectionViewDelegate {
    /// A photo on the shelf, points (ours: a 3:2 print, three a row on the default window,
    /// two on it turned).
    static let photoSize = Size(width: 360, height: 240)
    /// The space around and between the photos, points (ours), and between rows (room for the
    /// shelf under each row).
    static let margin = 24.0, rowSpacing = 64.0
    /// How far the shelf reaches above a row's bottom edge and its depth, points (ours).
    static let shelfOverlap = 6.0, shelfHeight = 26.0

    /// The pager a tap opens.
    let pager: GalleryScene
    /// The shelves.
    let shelves: CollectionView
    /// The shelves' layout.
    let layout = CollectionViewShelfLayout(decorationKind: PhotoShelfView.kind)
    /// Photos opened from the shelf, in order.
    private(set) var photosOpened: [Int] = []
    /// The farthest the shelves were scrolled down, points.
    private(set) var largestScroll = 0.0

    /// A shelf filling `viewport` (window points) of `pager`'s photos.
    init(viewport: Rect, pager: GalleryScene) {
        self.pager = pager
        shelves = CollectionView(frame: Rect(origin: .zero, size: viewport.size), collectionViewLayout: layout)
        super.init(name: "Gallery", viewport: viewport)
        layout.itemSize = Self.photoSize
        layout.minimumLineSpacing = Self.rowSpacing
        layout.minimumInteritemSpacing = Self.margin
        layout.sectionInset = EdgeInsets(top: Self.margin, left: Self.margin, bottom: Self.margin, right: Self.margin)
        layout.decorationOverlap = Self.shelfOverlap
        layout.decorationHeight = Self.shelfHeight
        layout.register(PhotoShelfView.self, forDecorationViewOfKind: PhotoShelfView.kind)
        shelves.name = "shelves"
        shelves.backgroundColor = Color(red: 0.93, green: 0.90, blue: 0.84)
        shelves.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        shelves.register(PhotoPrintCell.self, forCellWithReuseIdentifier: PhotoPrintCell.identifier)
        shelves.dataSource = self
        shelves.delegate = self
        view.addSubview(shelves)
        fitPhotos()
    }

    /// A new size: the photos shrink (keeping their shape) if a row cannot hold one, so a
    /// window narrower than a photo still shows whole photos; the layout re-flows the rows.
    override func viewDidLayoutSubviews() {
        fitPhotos()
    }

    /// The photo size for the shelf's width: `photoSize`, or narrower to fit the margins.
    private func fitPhotos() {
        let width = min(Self.photoSize.width, max(shelves.bounds.width - 2 * Self.margin, 1))
        let size = Size(width: width, height: width * Self.photoSize.height / Self.photoSize.width)
        if layout.itemSize != size { layout.itemSize = size }
    }

    /// The images of the photos shown so far, by photo: made once, so a cell reused for a
    /// photo it showed before takes the same image (no new upload).
    private var prints: [Int: Image] = [:]

    /// The image of photo `index` (drawn on first use if the pager's have not been yet).
    private func printImage(of index: Int) -> Image {
        if let image = prints[index] { return image }
        let image = Image(bitmap: pager.photos[index], scale: GalleryScene.photoScale)
        prints[index] = image
        return image
    }

    // MARK: Data source and delegate

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        GalleryScene.pageCount
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: CollectionIndexPath)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoPrintCell.identifier, for: indexPath)
        (cell as? PhotoPrintCell)?.show(photo: printImage(of: indexPath.item), name: "photo \(indexPath.item + 1)")
        return cell
    }

    /// A photo tapped: the pager opens at it.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: CollectionIndexPath) {
        collectionView.deselectItem(at: indexPath)
        guard let navigationController, navigationController.topViewController === self else { return }
        photosOpened.append(indexPath.item)
        report.note("photo \(indexPath.item + 1) tapped on the shelf: the pager opens at it", at: currentTime)
        pager.show(page: indexPath.item, at: currentTime)
        navigationController.pushViewController(pager, animated: true)
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        largestScroll = max(largestScroll, scrollView.contentOffset.y)
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { scrollViewDidEndDecelerating(scrollView) }
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        report.note("shelves at rest, scrolled \(Int(scrollView.contentOffset.y.rounded())) pt", at: currentTime)
    }
}

/// A photo on the shelf: the photo, cropped to a 3:2 print, with a white border.
final class PhotoPrintCell: CollectionViewCell {
    static let identifier = "print"
    /// The print's white border, points (ours).
    static let border = 6.0
    let photo = ImageView()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        normalBackgroundColor = .white
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        contentView.addSubview(photo)
    }

    func show(photo image: Image, name text: String) {
        photo.image = image
        name = text
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        photo.frame = contentView.bounds.insetBy(dx: Self.border, dy: Self.border)
    }
}

/// A glass shelf under each row of photos (the shelf layout's decoration view): a pale pane
/// seen from above, and its darker front edge.
final class PhotoShelfView: CollectionReusableView {
    static let kind = "photo shelf"
    /// The front edge's height, points (ours).
    static let edgeHeight = 6.0
    private let edge = View()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        backgroundColor = Color(red: 0.80, green: 0.88, blue: 0.90)
        edge.backgroundColor = Color(red: 0.45, green: 0.58, blue: 0.62)
        addSubview(edge)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        edge.frame = Rect(x: 0, y: bounds.height - Self.edgeHeight, width: bounds.width, height: Self.edgeHeight)
    }
}
