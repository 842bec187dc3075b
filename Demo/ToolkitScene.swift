import FlickInput
import FlickRuntime
import FlickScene
import FlickUI

/// A demo scene that is an app of toolkit views (a view controller, in UIKit's terms): its
/// root `view` covers the scene's viewport, and subclasses build their views in it and react
/// through recognizers and control actions. The demo (`DemoApp`) puts every scene's view in
/// its one window, shows the selected one and routes touches through that window; a scene
/// made on its own (the scene tests) keeps the private window it is created in, which
/// `handle(_:)`, `advance(to:)` and `draw(into:at:labels:)` drive as the demo's frame loop
/// would. Public FlickUI and FlickRuntime API only (the private window runs through
/// FlickRuntime's `WindowFrameWork`, as an `Application`'s does).
class ToolkitScene {
    /// The tab title.
    let name: String
    /// What the scene did, for the per-scene report.
    let report = SceneReport()
    /// The scene's area, window points (the root view's frame: it follows the demo's window
    /// when that is resized, `DemoApp.resize(to:at:)`).
    var viewport: Rect { view.frame }
    /// The scene's root view: its frame is `viewport` in a window whose origin is the demo's,
    /// so touch locations (window points of the demo) and the drawing need no conversion. It
    /// clips its subviews to the viewport, and stretches with its window (flexible width and
    /// height); its layout pass ends with the scene's `viewDidLayoutSubviews()`.
    let view: View
    /// The window the view is in: the demo's, or the scene's own until the demo adopts it.
    var window: Window { view.window ?? ownWork.window }
    /// The private window the scene is created in, as a frame loop's scene.
    private let ownWork: WindowFrameWork

    /// A scene named `name` (the tab title) over `viewport` (window points).
    init(name: String, viewport: Rect) {
        self.name = name
        let root = RootView(frame: viewport)
        view = root
        view.name = name
        view.clipsToBounds = true
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let own = Window(frame: Rect(x: 0, y: 0, width: viewport.maxX, height: viewport.maxY))
        own.name = "\(name) (own window)"
        own.addSubview(view)
        ownWork = WindowFrameWork(window: own)
        root.scene = self
    }

    // MARK: Hooks the demo calls

    /// The root view has been laid out (its size set, its subviews autoresized): a subclass
    /// lays out what autoresizing masks cannot say (UIViewController's hook of that name;
    /// after a rotation or window resize, as at the first layout pass). Nothing by default.
    func viewDidLayoutSubviews() {}

    /// The window routed a touch frame or advanced to `time` (seconds): the scene's own
    /// per-frame bookkeeping (the Map notes when it comes to rest). Nothing by default.
    func didAdvance(to time: Double) {}

    /// The frame for `time` is about to be drawn with the scene on screen: a subclass may set
    /// what it shows lazily (calling `super`). Nothing by default (labels draw for the
    /// window's `displayScale`, set once from the renderer's scale).
    func willDraw(at time: Double, labels: LabelCache) {}

    /// True when the scene wants a snapshot of the frame drawn for `time` (a moment worth
    /// showing that the snapshot on leaving would miss, like the alert on screen); none by
    /// default.
    func wantsSnapshot(at time: Double) -> Bool { false }

    /// True when the scene's window is (`Window.isSettled`: no touch down, deadline,
    /// animation, moving scroll view or running transition); a subclass adds what only it
    /// knows (tiles still fading in).
    func isSettled(at time: Double) -> Bool { window.isSettled }

    // MARK: On its own

    /// Routes `frame` through the private window (a deadline due before it fires first).
    func handle(_ frame: TouchFrame) {
        ownWork.deliver([frame], at: frame.time)
        didAdvance(to: frame.time)
    }

    /// Fires the private window's deadlines and advances its frame-driven views to `time`;
    /// animations over by then end and run their completions (whether or not it is drawn).
    func advance(to time: Double) {
        ownWork.window.advance(to: time)
        ownWork.window.layer.updateAnimationsInTree(at: time)
        didAdvance(to: time)
    }

    /// The private window's display list for `time`, its labels drawn for
    /// `labels.pixelsPerPoint` (the private window's display scale).
    func draw(into list: inout DisplayList, at time: Double, labels: LabelCache) {
        ownWork.window.displayScale = labels.pixelsPerPoint
        willDraw(at: time, labels: labels)
        list.append(contentsOf: ownWork.makeDisplayList(at: time))
    }
}

/// A scene's root view: its layout pass calls the scene's `viewDidLayoutSubviews()` (a view
/// controller's view, in UIKit's terms).
private final class RootView: View {
    weak var scene: ToolkitScene?

    override func layoutSubviews() {
        super.layoutSubviews()
        scene?.viewDidLayoutSubviews()
    }
}
