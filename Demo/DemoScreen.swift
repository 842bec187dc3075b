import Flick

/// A screen of the demo: a view controller (one tab of `DemoApp`'s `TabBarController`)
/// with what the demo asks of each screen besides UIKit's hooks: its report, its per-frame
/// notes, whether it is at rest, and when it wants a snapshot. Its root view clips to its
/// bounds and stretches with its parent; subclasses build their views in it (in `init`,
/// which loads it) and lay out in `viewDidLayoutSubviews()`.
class DemoScreen: ViewController {
    /// The tab title and the screen's name in the report ("Map", "Days", …).
    let name: String
    /// What the screen did, for the per-screen report.
    let report = SceneReport()
    /// The root view's frame before a parent places it, window points.
    private let initialFrame: Rect

    /// A screen named `name` whose root view starts at `viewport` (window points: the
    /// content area above the tab bar; the tab bar controller sets it again when it shows it).
    init(name: String, viewport: Rect) {
        self.name = name
        initialFrame = viewport
        super.init()
        title = name
    }

    /// The screen's area, window points (the root view's frame).
    var viewport: Rect { view.frame }

    /// The time of the window the screen is in, seconds (0 before it is in one).
    var currentTime: Double { view.window?.currentTime ?? 0 }

    override func loadView() {
        let root = View(frame: initialFrame)
        root.name = name
        root.clipsToBounds = true
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = root
    }

    // MARK: Hooks the demo calls

    /// The window routed a touch frame or advanced to `time` (seconds): the screen's own
    /// per-frame bookkeeping (the Map notes when it comes to rest). Nothing by default.
    func didAdvance(to time: Double) {}

    /// The frame for `time` is about to be drawn with the screen shown: a subclass may set
    /// what it shows lazily (calling `super`). Nothing by default.
    func willDraw(at time: Double, labels: LabelCache) {}

    /// The name of a snapshot the screen wants of the frame drawn for `time` (a moment worth
    /// showing that the snapshot on leaving would miss, like the alert on screen), or `nil`;
    /// none by default. Named after the screen, it stands for the snapshot on leaving.
    func wantedSnapshot(at time: Double) -> String? { nil }

    /// True when the screen is at rest: its window settled (`Window.isSettled`), or not in a
    /// window (a tab not shown moves nothing); a subclass adds what only it knows (tiles
    /// still fading in).
    func isSettled(at time: Double) -> Bool { view.window?.isSettled ?? true }
}
