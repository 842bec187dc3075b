import FlickAnimation
import FlickInput
import FlickRender
import FlickScene
import FlickScroll
import Foundation

/// Gallery: a horizontal pager of photo pages (three image files, then procedurally drawn
/// landscapes), each a vertical list (the photo, then notes). The page's list sits inside the pager as
/// FlickScroll's `NestedScrollModels`: directional lock decides the axis of a drag, a
/// vertical drag scrolls the list, a horizontal one pages; a page indicator shows where
/// you are.
final class GalleryScene: DemoScene {
    /// Number of pages (our choice).
    static let pageCount = 6
    /// The photo's height at the top of each list, points (ours).
    static let photoHeight = 420.0
    /// Notes under the photo, and their row height in points (ours).
    static let noteCount = 24, noteHeight = 64.0
    /// Pixels per point of the photo bitmaps (0.5: drawn at half resolution and
    /// stretched, a cheap soft photo look; ours).
    static let photoScale = 0.5

    let name = "Gallery"
    let report = SceneReport()
    let viewport: Rect
    private(set) var nested: NestedScrollModels
    private var lists: [ScrollModel]
    private var activePage = 0
    /// The photos of the pages.
    let photos: PreparedImages
    /// Pages at rest so far, in order (starts with 0).
    private(set) var pagesVisited: [Int] = [0]
    /// Largest list offset reached on any page, points.
    private(set) var largestListOffset = 0.0
    /// Pager offset seen while a list scrolled vertically (directional lock keeps it 0 away).
    private(set) var pagerDriftDuringListDrags = 0.0
    private var lastOuterState: ScrollModel.State = .idle
    /// Pager and list offsets when the current touch session began.
    private var sessionStart: (pager: Double, list: Double)?
    private var lastInnerState: ScrollModel.State = .idle

    /// A gallery filling `viewport` (window points); its photos are drawn where `work` says.
    init(viewport: Rect, work: OffFrameWork) {
        self.viewport = viewport
        var outer = ScrollModel(size: viewport.size,
                               contentSize: Size(width: viewport.width * Double(Self.pageCount), height: viewport.height))
        outer.isPagingEnabled = true
        outer.isDirectionalLockEnabled = true
        outer.showsVerticalScrollIndicator = false
        lists = (0..<Self.pageCount).map { _ in
            var list = ScrollModel(size: viewport.size, contentSize: Size(
                width: viewport.width, height: Self.photoHeight + Double(Self.noteCount) * Self.noteHeight))
            list.isDirectionalLockEnabled = true
            list.showsHorizontalScrollIndicator = false
            return list
        }
        let width = viewport.width
        photos = PreparedImages(count: Self.pageCount, work: work) { page in
            page < Self.imageFiles.count ? GalleryScene.loadPhoto(page, width: width) : GalleryScene.drawPhoto(page, width: width)
        }
        nested = NestedScrollModels(outer: outer, inner: lists[0], innerFrame: Self.pageFrame(0, viewport.size))
    }

    static func pageFrame(_ page: Int, _ size: Size) -> Rect {
        Rect(x: Double(page) * size.width, y: 0, width: size.width, height: size.height)
    }

    /// The page nearest the pager's offset.
    var currentPage: Int {
        min(max(Int((nested.outer.contentOffset.x / viewport.width).rounded()), 0), Self.pageCount - 1)
    }

    func handle(_ frame: TouchFrame) {
        var local = frame
        for index in local.touches.indices { local.touches[index].location -= viewport.origin }
        if let first = local.touches.first(where: { $0.phase == .began }), local.touches.allSatisfy({ $0.phase == .began }) {
            let page = min(max(Int(((nested.outer.contentOffset.x + first.location.x) / viewport.width).rounded(.down)), 0),
                           Self.pageCount - 1)
            if page != activePage {
                lists[activePage] = nested.inner
                nested.inner = lists[page]
                nested.innerFrame = Self.pageFrame(page, viewport.size)
                activePage = page
            }
        }
        if local.touches.contains(where: { $0.phase == .began }), sessionStart == nil {
            sessionStart = (nested.outer.contentOffset.x, nested.inner.contentOffset.y)
        }
        nested.handle(local)
        if local.activeTouches.isEmpty { sessionStart = nil }
        observe(at: frame.time)
    }

    func advance(to time: Double) {
        nested.advance(to: time)
        observe(at: time)
    }

    private func observe(at time: Double) {
        let outer = nested.outer, inner = nested.inner
        if inner.state != lastInnerState {
            if inner.state == .dragging { report.note("page \(activePage + 1): drag on the list", at: time) }
            if inner.state == .decelerating { report.note("page \(activePage + 1): list fling", at: time) }
            lastInnerState = inner.state
        }
        if let start = sessionStart, abs(inner.contentOffset.y - start.list) > Self.noteHeight {
            pagerDriftDuringListDrags = max(pagerDriftDuringListDrags, abs(outer.contentOffset.x - start.pager))
        }
        largestListOffset = max(largestListOffset, inner.contentOffset.y)
        if outer.state != lastOuterState {
            switch outer.state {
            case .paging: report.note("paging to page \(currentPage + 1)", at: time)
            case .idle:
                if currentPage != pagesVisited.last {
                    pagesVisited.append(currentPage)
                    report.note("at rest on page \(currentPage + 1) of \(Self.pageCount)", at: time)
                }
            case .tracking, .dragging, .decelerating, .bouncing, .zooming, .animating: break
            }
            lastOuterState = outer.state
        }
    }

    func isSettled(at time: Double) -> Bool { nested.outer.state == .idle && nested.inner.state == .idle }

    func draw(into list: inout DisplayList, at time: Double, labels: LabelCache) {
        list.append(.pushClip(viewport))
        let pagerX = nested.outer.contentOffset.x
        for page in 0..<Self.pageCount {
            let x = viewport.minX + Double(page) * viewport.width - pagerX
            guard x < viewport.maxX, x + viewport.width > viewport.minX else { continue }
            let offsetY = page == activePage ? nested.inner.contentOffset.y : lists[page].contentOffset.y
            drawPage(page, at: Point(x: x, y: viewport.minY - offsetY), into: &list, labels: labels)
        }
        // Page indicator.
        let dot = 10.0, gap = 12.0
        let total = Double(Self.pageCount) * dot + Double(Self.pageCount - 1) * gap
        let y = viewport.maxY - 28
        list.fill(Rect(x: viewport.midX - total / 2 - 14, y: y - 9, width: total + 28, height: dot + 18),
                  color: Color(white: 0, alpha: 0.45), cornerRadius: 14)
        let position = pagerX / viewport.width
        for page in 0..<Self.pageCount {
            let nearness = max(0, 1 - abs(position - Double(page)))
            list.fill(Rect(x: viewport.midX - total / 2 + Double(page) * (dot + gap), y: y, width: dot, height: dot),
                      color: Color(white: 1, alpha: 0.35 + 0.65 * nearness), cornerRadius: dot / 2)
        }
        list.append(.popClip)
    }

    private func drawPage(_ page: Int, at origin: Point, into list: inout DisplayList, labels: LabelCache) {
        let width = viewport.width
        list.draw(photos[page], in: Rect(x: origin.x, y: origin.y, width: width, height: Self.photoHeight))
        labels.draw("Photo \(page + 1) of \(Self.pageCount)", at: Point(x: origin.x + 24, y: origin.y + 20), size: 24,
                    color: .white, into: &list)
        for note in 0..<Self.noteCount {
            let y = origin.y + Self.photoHeight + Double(note) * Self.noteHeight
            guard y < viewport.maxY, y + Self.noteHeight > viewport.minY else { continue }
            list.fill(Rect(x: origin.x, y: y, width: width, height: Self.noteHeight),
                      color: note % 2 == 0 ? Color(white: 0.97) : Color(white: 0.93))
            list.fill(Rect(x: origin.x + 20, y: y + 12, width: 40, height: 40),
                      color: Self.palette(page, note), cornerRadius: 8)
            labels.draw("Note \(note + 1) on photo \(page + 1)", at: Point(x: origin.x + 76, y: y + 16), size: 16,
                        color: Color(white: 0.15), into: &list)
            labels.draw("drag up and down to scroll the list, sideways to page", at: Point(x: origin.x + 76, y: y + 38),
                        size: 11, color: Color(white: 0.45), into: &list)
        }
    }

    static func palette(_ page: Int, _ note: Int) -> Color {
        let t = Double((page * 7 + note * 3) % 12) / 12 * 2 * Double.pi
        return Color(red: 0.55 + 0.35 * sin(t), green: 0.55 + 0.35 * sin(t + 2.1), blue: 0.55 + 0.35 * sin(t + 4.2))
    }

    /// The real images shown on the first pages (Demo/Resources/Gallery, drawn by
    /// scripts/make-gallery-images.py, CC0): two JPEGs and a PNG.
    static let imageFiles = ["dunes.jpg", "peaks.jpg", "tiles.png"]

    /// The image file of `page` decoded by `ImageLoader` (off the frame: `PreparedImages`
    /// calls this on its queue), scaled to fill the photo `width` points wide and cropped
    /// (aspect fill); a file that will not load shows the loader's placeholder.
    static func loadPhoto(_ page: Int, width: Double) -> Bitmap {
        let name = imageFiles[page]
        let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Gallery")
            ?? URL(fileURLWithPath: "Gallery/" + name)
        let image = ImageLoader.image(contentsOf: url)
        let size = Size(width: width, height: Self.photoHeight)
        var canvas = Canvas(width: Int(size.width * Self.photoScale), height: Int(size.height * Self.photoScale),
                            scale: Self.photoScale)
        let fill = max(size.width / Double(image.width), size.height / Double(image.height))
        let drawn = Size(width: Double(image.width) * fill, height: Double(image.height) * fill)
        canvas.draw(image, in: Rect(x: (size.width - drawn.width) / 2, y: (size.height - drawn.height) / 2,
                                    width: drawn.width, height: drawn.height))
        return canvas.makeBitmap()
    }

    /// The photo of `page`, `width` points wide: sky gradient, sun, two mountain ranges, a lake.
    static func drawPhoto(_ page: Int, width: Double) -> Bitmap {
        let size = Size(width: width, height: Self.photoHeight)
        var canvas = Canvas(width: Int(size.width * Self.photoScale), height: Int(size.height * Self.photoScale),
                            scale: Self.photoScale)
        let t = Double(page) / Double(Self.pageCount)
        let skyTop = Color(red: 0.15 + 0.5 * t, green: 0.35 + 0.2 * sin(t * 3), blue: 0.75 - 0.3 * t)
        let skyBottom = Color(red: 0.95, green: 0.75 + 0.1 * t, blue: 0.55 + 0.3 * t)
        canvas.fill(Rect(origin: .zero, size: size), gradient: Gradient(colors: [skyTop, skyBottom]),
                    from: Point(x: 0, y: 0), to: Point(x: 0, y: size.height * 0.7))
        let sun = Point(x: size.width * (0.2 + 0.6 * t), y: size.height * 0.3)
        canvas.fill(roundedRect: Rect(x: sun.x - 40, y: sun.y - 40, width: 80, height: 80), cornerRadius: 40,
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
                    canvas.fill(Rect(x: x + f * w, y: base - height, width: w / 12 + 1, height: height + size.height),
                                color: Color(red: shade, green: shade + 0.1 + 0.05 * Double(layer), blue: shade + 0.15))
                }
                x += w * 0.7
                k = MapScene.hash(k, 7)
            }
        }
        canvas.fill(Rect(x: 0, y: size.height * 0.85, width: size.width, height: size.height * 0.15),
                    gradient: Gradient(colors: [Color(red: 0.3, green: 0.5, blue: 0.7), Color(red: 0.15, green: 0.3, blue: 0.5)]),
                    from: Point(x: 0, y: size.height * 0.85), to: Point(x: 0, y: size.height))
        return canvas.makeBitmap()
    }
}
