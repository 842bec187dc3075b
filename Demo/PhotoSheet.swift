import Flick

/// A gallery photo presented as a page sheet (`present(_:animated:)` from the Gallery): the
/// photo fills a zooming `ScrollView` (pinch between `minimumZoom` and `maximumZoom`, with
/// zoom bounce), and a Done button at the top right dismisses it. The sheet's own drag to
/// dismiss is FlickUI's to add; until it lands, Done is the way out.
final class PhotoSheet: ViewController, ScrollViewDelegate {
    /// Zoom limits (ours: the photo fitted, to four times).
    static let minimumZoom = 1.0, maximumZoom = 4.0
    /// The Done button's size and its inset from the sheet's top-right corner, points (ours:
    /// a 44 pt touch target, UIKit's minimum, wide enough for its title).
    static let doneSize = Size(width: 96, height: 44), doneInset = 12.0

    /// The photo shown.
    let photo = ImageView()
    /// The photo's zooming scroll view.
    let scrollView = ScrollView()
    /// Dismisses the sheet.
    let doneButton = Button()
    /// Called when the sheet zoomed and came to rest, with the zoom scale.
    var onZoom: ((Double) -> Void)?
    /// Called when Done was tapped.
    var onDone: (() -> Void)?

    /// A sheet showing `image`, titled `title`.
    init(image: Image, title: String) {
        super.init()
        self.title = title
        photo.image = image
    }

    override func viewDidLoad() {
        view.name = "photo sheet"
        view.backgroundColor = .black
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.name = "photo scroll view"
        scrollView.minimumZoomScale = Self.minimumZoom
        scrollView.maximumZoomScale = Self.maximumZoom
        scrollView.delegate = self
        photo.contentMode = .scaleAspectFit
        photo.name = "sheet photo"
        scrollView.addSubview(photo)
        view.addSubview(scrollView)
        doneButton.setTitle("Done", for: .normal)
        doneButton.name = "Done"
        doneButton.autoresizingMask = [.flexibleLeftMargin]
        doneButton.addAction(for: .touchUpInside) { [unowned self] _, _ in
            onDone?()
            dismiss(animated: true)
        }
        view.addSubview(doneButton)
    }

    override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        if scrollView.zoomScale == 1 {
            photo.frame = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
            scrollView.contentSize = bounds.size
        }
        doneButton.frame = Rect(
            x: bounds.width - Self.doneSize.width - Self.doneInset, y: Self.doneInset,
            width: Self.doneSize.width, height: Self.doneSize.height)
    }

    // MARK: ScrollViewDelegate

    func viewForZooming(in scrollView: ScrollView) -> View? { photo }

    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
        onZoom?(scale)
    }
}
