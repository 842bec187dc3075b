import FlickInput
import FlickRuntime
import FlickScene
import FlickUI

/// A demo scene that is an app of toolkit views: the bridge between the demo's tabs
/// (`DemoScene`) and a FlickUI `Window` covering the scene's viewport. Subclasses build
/// their views in `window` and react through recognizers and control actions; the bridge
/// routes the scene's touch frames to the window, fires its deadlines, ends finished
/// animations (so completions run at their time whether or not the tab is drawn) and
/// returns the window's display list, clipped to the viewport. Public FlickUI and
/// FlickRuntime API only (the window runs through FlickRuntime's `WindowFrameWork`, as an
/// `Application`'s does).
class ToolkitScene: DemoScene {
    let name: String
    let report = SceneReport()
    /// The scene's area, window points (the window's frame).
    let viewport: Rect
    /// The scene's root view: its frame is `viewport`, so touch locations (window points of
    /// the demo) and the drawing need no conversion.
    let window: Window
    private let work: WindowFrameWork

    /// A scene named `name` (the tab title) over `viewport` (window points).
    init(name: String, viewport: Rect) {
        self.name = name
        self.viewport = viewport
        window = Window(frame: viewport)
        window.name = name
        work = WindowFrameWork(window: window)
    }

    /// Routes `frame` to the window (a deadline due before it fires first).
    func handle(_ frame: TouchFrame) {
        work.deliver([frame], at: frame.time)
        endFinishedAnimations(at: frame.time)
    }

    /// Fires the window's deadlines and advances its frame-driven views to `time`.
    func advance(to time: Double) {
        window.advance(to: time)
        endFinishedAnimations(at: time)
    }

    /// Animations added by the actions just run begin now (`time`), as Core Animation's
    /// commit at the end of the event; those over by `time` end and run their completions.
    private func endFinishedAnimations(at time: Double) {
        window.layer.updateAnimationsInTree(at: time)
    }

    /// The window's display list for `time`, clipped to the viewport. Labels get the
    /// renderer's pixels per point (`labels.pixelsPerPoint`) so their glyphs are sharp.
    func draw(into list: inout DisplayList, at time: Double, labels: LabelCache) {
        for case let label as Label in window.subtree where label.layer.contentsScale != labels.pixelsPerPoint {
            label.layer.contentsScale = labels.pixelsPerPoint
        }
        list.append(.pushClip(viewport))
        list.append(contentsOf: work.makeDisplayList(at: time))
        list.append(.popClip)
    }

    /// No snapshot of its own by default; a subclass overrides it (a class member, so the
    /// override is what `DemoScene` calls).
    func wantsSnapshot(at time: Double) -> Bool { false }

    /// True when no recognizer waits on a deadline and no layer animates.
    func isSettled(at time: Double) -> Bool { work.isSettled }

    /// The window's activity (`WindowFrameWork.frameCostKey`: its large views shown, and
    /// whether layers animate), so each activity's frame cost is predicted from its own frames.
    var frameCostKey: Int { work.frameCostKey }

    /// A recognizer deadline due by `target` fires in the frame presenting at `target`
    /// whenever it starts (`advance(to:)` fires deadlines up to the target): −∞ then.
    func costStep(before target: Double) -> Double? {
        guard let deadline = window.nextDeadline, deadline <= target else { return nil }
        return -.infinity
    }
}
