import Flick
import Foundation

/// Gallery's pager, pushed from the shelf (`GalleryShelf`) at the photo tapped: an app of
/// toolkit views. A paging, horizontal `ScrollView` of twelve pages (three
/// image files, then procedurally drawn landscapes); each page a vertical `ListView` — its
/// photo (an `ImageView`), then notes. Both have directional lock, and the nested hand-off
/// is perpendicular: a mostly vertical drag is refused by the pager (its only axis is
/// horizontal) and scrolls the page's list, a mostly horizontal one is refused by the list
/// and pages. A `PageControl` over the bottom edge follows the pager (`scrollViewDidScroll`)
/// and, tapped left or right of its current dot, pages it (`setContentOffset(_:animated:)`).
/// The photos are drawn off the frame (`PreparedImages`); a page's list joins the pager when
/// it first comes into view, and pages out of view are hidden (as Apple's PageControl sample
/// loads its pages), so a frame draws at most the two pages on screen. A tap on a photo
/// presents it as a page sheet (`PhotoSheet`) to pinch, closed with its Done button.
final class GalleryScene: DemoScreen, ListViewDataSource, ListViewDelegate {
    /// Number of pages (our choice).
    static let pageCount = 12
    /// The photo's height at the top of each list, points (ours).
    static let photoHeight = 420.0
    /// Notes under the photo, and their row height in points (ours).
    static let noteCount = 24, noteHeight = 64.0
    /// Pixels per point of the photo bitmaps (0.5: drawn at half resolution and
    /// stretched, a cheap soft photo look; ours).
    static let photoScale = 0.5
    /// The page control's dots, points: diameter and gap (ours: larger than UIKit's 7 and
    /// 9 pt for a kiosk), and its height (above the 44 pt minimum touch target), at the
    /// bottom edge.
    static let dotDiameter = 10.0, dotSpacing = 12.0, pageControlHeight = 46.0

    /// The pager.
    let pager = ScrollView()
    /// The pages' lists, left to right.
    let lists: [ListView]
    /// The dots.
    let pageControl = PageControl()
    /// The photos of the pages.
    let photos: PreparedImages
    /// Pages at rest so far, in order (starts with 0).
    private(set) var pagesVisited: [Int] = [0]
    /// Largest list offset reached on any page, points.
    private(set) var largestListOffset = 0.0
    /// Pager offset change seen while a list was dragged more than a row from where the drag
    /// began, points (the hand-off keeps it 0).
    private(set) var pagerDriftDuringListDrags = 0.0
    /// Photos presented as sheets, the largest zoom a sheet came to rest at, sheets closed.
    private(set) var sheetsPresented = 0, largestSheetZoom = 1.0, sheetsDismissed = 0
    /// Pager and list offsets when the current list drag began.
    private var dragStart: (pager: Double, list: Double)?
    /// True while the pager moves to the page the page control asked for (its dots stay
    /// on that page meanwhile).
    private var pagingFromControl = false

    /// A gallery filling `viewport` (window points); its photos are drawn where `work` says.
    init(viewport: Rect, work: OffFrameWork) {
        let width = viewport.width
        photos = PreparedImages(count: Self.pageCount, work: work) { page in
            page < Self.imageFiles.count
                ? GalleryScene.loadPhoto(page, width: width) : GalleryScene.drawPhoto(page, width: width)
        }
        lists = (0..<Self.pageCount).map { page in
            let list = ListView()
            list.name = "page \(page + 1)"
            list.isDirectionalLockEnabled = true
            list.showsHorizontalScrollIndicator = false
            // Clear, not the list's white: the rows cover the page, and the renderer clears to the
            // demo's dark background, which shows past the ends (a full-page fill costs a
            // software renderer about a million pixel operations a frame).
            list.backgroundColor = .clear
            list.register(PhotoCell.self, forCellReuseIdentifier: PhotoCell.identifier)
            list.register(NoteCell.self, forCellReuseIdentifier: NoteCell.identifier)
            return list
        }
        super.init(name: "Photos", viewport: viewport)
        pager.name = "pager"
        pager.isPagingEnabled = true
        pager.isDirectionalLockEnabled = true
        pager.showsVerticalScrollIndicator = false
        pager.showsHorizontalScrollIndicator = false  // the page control shows where it is
        layOutPages()
        pager.delegate = self
        view.addSubview(pager)
        for list in lists {
            list.dataSource = self
            list.delegate = self
        }
        pageControl.name = "page control"
        pageControl.numberOfPages = Self.pageCount
        pageControl.backgroundStyle = .prominent
        pageControl.indicatorDiameter = Self.dotDiameter
        pageControl.indicatorSpacing = Self.dotSpacing
        layOutPageControl()
        pageControl.addAction(for: .valueChanged) { [unowned self] control, _ in
            pageControlChanged(to: (control as! PageControl).currentPage)
        }
        view.addSubview(pageControl)
        showVisiblePages()
    }

    /// Builds the pager ahead of its first push, for a window of `windowSize` drawn at
    /// `pixelsPerPoint` (`ViewController.prepareView(size:pixelsPerPoint:)`): laid out at the
    /// size it is pushed at, between the navigation bar and the tab bar, so the push's first
    /// frame lays out only the page tapped (known only at the tap), as a page view controller
    /// builds only the page it shows.
    func prepare(in windowSize: Size, pixelsPerPoint: Double) {
        prepareView(size: DemoSettingsScreen.size(in: windowSize), pixelsPerPoint: pixelsPerPoint)
    }

    /// Called when the pager is about to leave the screen (back to the shelf, another tab).
    var onLeave: (() -> Void)?

    /// Puts the pager at rest on `page` (clamped to the pages), without animation: where the
    /// shelf opens it at `time` seconds (the pager is not in the window yet: the shelf's time).
    func show(page: Int, at time: Double) {
        loadViewIfNeeded()
        let page = min(max(page, 0), Self.pageCount - 1)
        pager.setContentOffset(Point(x: Double(page) * pager.bounds.width, y: 0), animated: false)
        pagerDidRest(at: time)
        showVisiblePages()
    }

    override func viewWillDisappear(_ animated: Bool) {
        onLeave?()
    }

    /// The page nearest the pager's offset.
    var currentPage: Int { page(at: pager.contentOffset.x) }

    /// The page nearest the pager offset `x`, points.
    private func page(at x: Double) -> Int {
        let width = pager.bounds.width
        guard width > 0 else { return 0 }
        return min(max(Int((x / width).rounded()), 0), Self.pageCount - 1)
    }

    /// A new size (a rotation, a resized window): the pages take the new width and the pager
    /// stays on its page, and the dots stay centred at the bottom (a UIKit paging app does
    /// this in `viewDidLayoutSubviews`). A pager moving between pages is put at rest on the
    /// page nearest, as it would be after a rotation.
    override func viewDidLayoutSubviews() {
        guard pager.frame.size != view.bounds.size else { return }
        let page = currentPage
        layOutPages()
        pager.setContentOffset(Point(x: Double(page) * pager.bounds.width, y: 0), animated: false)
        pagerDidRest(at: currentTime)
        layOutPageControl()
        showVisiblePages()
    }

    /// The pager fills the scene; its pages side by side, each the pager's size.
    private func layOutPages() {
        let size = view.bounds.size
        pager.frame = view.bounds
        pager.contentSize = Size(width: size.width * Double(Self.pageCount), height: size.height)
        for (page, list) in lists.enumerated() {
            list.frame = Rect(x: Double(page) * size.width, y: 0, width: size.width, height: size.height)
        }
    }

    /// The dots centred along the bottom edge.
    private func layOutPageControl() {
        let bounds = view.bounds
        let dotsWidth = pageControl.sizeThatFits(bounds.size).width
        pageControl.frame = Rect(
            x: (bounds.width - dotsWidth) / 2, y: bounds.height - Self.pageControlHeight,
            width: dotsWidth, height: Self.pageControlHeight)
    }

    /// Lists of the pages on screen join the pager (the first time) and show; the others hide.
    private func showVisiblePages() {
        let x = pager.contentOffset.x, width = pager.bounds.width
        for (page, list) in lists.enumerated() {
            let visible = Double(page + 1) * width > x && Double(page) * width < x + width
            if visible, list.superview == nil { pager.addSubview(list) }
            if list.isHidden == visible { list.isHidden = !visible }
        }
    }

    private func pageControlChanged(to page: Int) {
        report.note("page control: to page \(page + 1)", at: currentTime)
        pagingFromControl = true
        pager.setContentOffset(Point(x: Double(page) * pager.bounds.width, y: 0), animated: true)
    }

    /// The pager came to rest (after a swipe or the page control's animation).
    private func pagerDidRest(at time: Double) {
        pagingFromControl = false
        pageControl.currentPage = currentPage
        if currentPage != pagesVisited.last {
            pagesVisited.append(currentPage)
            report.note("at rest on page \(currentPage + 1) of \(Self.pageCount)", at: time)
        }
    }

    private func page(of scrollView: ScrollView) -> Int? { lists.firstIndex { $0 === scrollView } }

    // MARK: Scroll views

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        if scrollView === pager {
            showVisiblePages()
            if !pagingFromControl { pageControl.currentPage = currentPage }
            return
        }
        largestListOffset = max(largestListOffset, scrollView.contentOffset.y)
        if let start = dragStart, abs(scrollView.contentOffset.y - start.list) > Self.noteHeight {
            pagerDriftDuringListDrags = max(pagerDriftDuringListDrags, abs(pager.contentOffset.x - start.pager))
        }
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        guard let page = page(of: scrollView) else {
            pagingFromControl = false  // a drag takes over from the page control's animation
            return
        }
        dragStart = (pager.contentOffset.x, scrollView.contentOffset.y)
        report.note("page \(page + 1): drag on the list", at: currentTime)
    }

    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point,
        targetContentOffset: inout Point
    ) {
        guard scrollView === pager else { return }
        let target = page(at: targetContentOffset.x)
        report.note("paging to page \(target + 1)", at: currentTime)
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        guard let page = page(of: scrollView) else { return }
        dragStart = nil
        if decelerate { report.note("page \(page + 1): list fling", at: currentTime) }
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        if scrollView === pager { pagerDidRest(at: currentTime) }
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        if scrollView === pager { pagerDidRest(at: currentTime) }
    }

    // MARK: Lists

    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 1 + Self.noteCount }

    func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double {
        indexPath.row == 0 ? Self.photoHeight : Self.noteHeight
    }

    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) -> ListViewCell {
        let page = page(of: listView) ?? 0
        if indexPath.row == 0 {
            let cell = listView.dequeueReusableCell(withIdentifier: PhotoCell.identifier, for: indexPath) as! PhotoCell
            cell.show(
                photo: Image(bitmap: photos[page], scale: Self.photoScale),
                title: "Photo \(page + 1) of \(Self.pageCount)")
            return cell
        }
        let note = indexPath.row - 1
        let cell = listView.dequeueReusableCell(withIdentifier: NoteCell.identifier, for: indexPath) as! NoteCell
        cell.show(
            title: "Note \(note + 1) on photo \(page + 1)", swatch: Self.palette(page, note),
            background: note % 2 == 0 ? Color(white: 0.97) : Color(white: 0.93))
        return cell
    }

    /// A note's swatch colour on `page`.
    static func palette(_ page: Int, _ note: Int) -> Color {
        let t = Double((page * 7 + note * 3) % 12) / 12 * 2 * Double.pi
        return Color(red: 0.55 + 0.35 * sin(t), green: 0.55 + 0.35 * sin(t + 2.1), blue: 0.55 + 0.35 * sin(t + 4.2))
    }

    /// A row tapped: the photo (row 0) is presented as a sheet; notes are not selectable.
    func listView(_ listView: ListView, didSelectRowAt indexPath: ListIndexPath) {
        listView.deselectRow(at: indexPath, animated: false)
        guard indexPath.row == 0, let page = page(of: listView) else { return }
        let sheet = PhotoSheet(image: Image(bitmap: photos[page], scale: Self.photoScale), title: "Photo \(page + 1)")
        sheet.onZoom = { [unowned self] scale in
            largestSheetZoom = max(largestSheetZoom, scale)
            report.note(String(format: "sheet: photo %d zoomed to %.2f×", page + 1, scale), at: currentTime)
        }
        sheet.onDone = { [unowned self] in
            sheetsDismissed += 1
            report.note("sheet: Done, photo \(page + 1) slides down", at: currentTime)
        }
        sheetsPresented += 1
        report.note("photo \(page + 1) tapped: presented as a page sheet", at: currentTime)
        present(sheet, animated: true)
    }

    // MARK: Photos

    /// The real images shown on the first pages (Demo/Resources/Gallery, drawn by
    /// scripts/make-gallery-images.py, CC0): two JPEGs and a PNG.
    static let imageFiles = ["dunes.jpg", "peaks.jpg", "tiles.png"]

    /// The image file of `page` decoded by `ImageLoader` (off the frame: `PreparedImages`
    /// calls this on its queue), scaled to fill the photo `width` points wide and cropped
    /// (aspect fill); a file that will not load shows the loader's placeholder.
    static func loadPhoto(_ page: Int, width: Double) -> Bitmap {
        let name = imageFiles[page]
        let url =
            Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Gallery")
            ?? URL(fileURLWithPath: "Gallery/" + name)
        let image = ImageLoader.image(contentsOf: url)
        let size = Size(width: width, height: Self.photoHeight)
        var canvas = Canvas(
            width: Int(size.width * Self.photoScale), height: Int(size.height * Self.photoScale),
            scale: Self.photoScale)
        let fill = max(size.width / Double(image.width), size.height / Double(image.height))
        let drawn = Size(width: Double(image.width) * fill, height: Double(image.height) * fill)
        canvas.draw(
            image,
            in: Rect(
                x: (size.width - drawn.width) / 2, y: (size.height - drawn.height) / 2,
                width: drawn.width, height: drawn.height))
        return canvas.makeBitmap()
    }

    /// The photo of `page`, `width` points wide: sky gradient, sun, two mountain ranges, a lake.
    static func drawPhoto(_ page: Int, width: Double) -> Bitmap {
        let size = Size(width: width, height: Self.photoHeight)
        var canvas = Canvas(
            width: Int(size.width * Self.photoScale), height: Int(size.height * Self.photoScale),
            scale: Self.photoScale)
        let t = Double(page) / Double(Self.pageCount)
        let skyTop = Color(red: 0.15 + 0.5 * t, green: 0.35 + 0.2 * sin(t * 3), blue: 0.75 - 0.3 * t)
        let skyBottom = Color(red: 0.95, green: 0.75 + 0.1 * t, blue: 0.55 + 0.3 * t)
        canvas.fill(
            Rect(origin: .zero, size: size), gradient: Gradient(colors: [skyTop, skyBottom]),
            from: Point(x: 0, y: 0), to: Point(x: 0, y: size.height * 0.7))
        let sun = Point(x: size.width * (0.2 + 0.6 * t), y: size.height * 0.3)
        canvas.fill(
            roundedRect: Rect(x: sun.x - 40, y: sun.y - 40, width: 80, height: 80), cornerRadius: 40,
            color: Color(red: 1, green: 0.9, blue: 0.6))
        for (layer, shade) in [(0, 0.35), (1, 0.2)] {
            let base = size.height * (0.62 + 0.1 * Double(layer))
            var x = 0.0
            var k = MapScene.hash(page, layer)
            while x < size.width {
                let w = 120.0 + Double(k % 160), h = 60.0 + Double((k / 160) % 120)
                for step in 0..<12 {
                    let f = Double(step) / 12
                    let height = h * (1 - abs(2 * f - 1))
                    canvas.fill(
                        Rect(x: x + f * w, y: base - height, width: w / 12 + 1, height: height + size.height),
                        color: Color(red: shade, green: shade + 0.1 + 0.05 * Double(layer), blue: shade + 0.15))
                }
                x += w * 0.7
                k = MapScene.hash(k, 7)
            }
        }
        canvas.fill(
            Rect(x: 0, y: size.height * 0.85, width: size.width, height: size.height * 0.15),
            gradient: Gradient(colors: [
                Color(red: 0.3, green: 0.5, blue: 0.7), Color(red: 0.15, green: 0.3, blue: 0.5),
            ]),
            from: Point(x: 0, y: size.height * 0.85), to: Point(x: 0, y: size.height))
        return canvas.makeBitmap()
    }
}

/// A gallery list's first row: the page's photo with its title over the top-left corner.
final class PhotoCell: ListViewCell {
    static let identifier = "photo"
    let photo = ImageView()
    let title = Label()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        normalBackgroundColor = .clear  // the photo covers the row
        // Drawn for the gallery's first width: at another (a rotated or resized window) it
        // fills the row, cropped.
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        title.font = .system(size: 24)
        title.textColor = .white
        contentView.addSubview(photo)
        contentView.addSubview(title)
    }

    func show(photo image: Image, title text: String) {
        photo.image = image
        title.text = text
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        photo.frame = contentView.bounds
        title.frame = Rect(x: 24, y: 20, width: max(bounds.width - 48, 0), height: title.lineHeight)
    }
}

/// A gallery note: a colour swatch, a title and a hint, on alternating greys.
final class NoteCell: ListViewCell {
    static let identifier = "note"
    let swatch = View(frame: Rect(x: 20, y: 12, width: 40, height: 40))
    let title = Label()
    let hint = Label(text: "drag up and down to scroll the list, sideways to page")

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        swatch.layer.cornerRadius = 8
        swatch.isUserInteractionEnabled = false
        title.font = .system(size: 16)
        title.textColor = Color(white: 0.15)
        hint.font = .system(size: 11)
        hint.textColor = Color(white: 0.45)
        for view in [swatch, title, hint] { contentView.addSubview(view) }
    }

    func show(title text: String, swatch color: Color, background: Color) {
        normalBackgroundColor = background
        swatch.backgroundColor = color
        title.text = text
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = max(bounds.width - 92, 0)
        title.frame = Rect(x: 76, y: 16, width: width, height: title.lineHeight)
        hint.frame = Rect(x: 76, y: 38, width: width, height: hint.lineHeight)
    }
}
