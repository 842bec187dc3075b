@testable import flick_demo
import FlickInput
import FlickRuntime
import FlickScene
import FlickUI
import Synchronization

/// A demo screen on its own in a test, hosted in a window of its own through public API
/// (`Window`, and FlickRuntime's `WindowFrameWork`, as an `Application` runs a window):
/// `handle(_:)`, `advance(to:)` and `draw(into:at:labels:)` drive it as the demo's frame
/// loop would. A screen already in a window (the demo's) uses that one.
extension DemoScreen {
    /// The frame work of each window made for a screen, by the window's identity (the work
    /// keeps its window alive, so an identity is never reused while listed).
    private static let hosts = Mutex<[ObjectIdentifier: HostedWindow]>([:])

    /// The window the screen's view is in; a window of the viewport's size is made for it
    /// (origin 0, so window points are the demo's) when it is in none.
    var window: Window { hostingWork.window }

    private var hostingWork: WindowFrameWork {
        let window =
            view.window
            ?? {
                let frame = view.frame
                let own = Window(frame: Rect(x: 0, y: 0, width: frame.maxX, height: frame.maxY))
                own.name = "\(name) (test window)"
                own.addSubview(view)
                return own
            }()
        let key = ObjectIdentifier(window)
        if let hosted = Self.hosts.withLock({ $0[key] }) { return hosted.work }
        let hosted = HostedWindow(work: WindowFrameWork(window: window))
        Self.hosts.withLock { $0[key] = hosted }
        return hosted.work
    }

    /// Routes `frame` through the window (a deadline due before it fires first).
    func handle(_ frame: TouchFrame) {
        hostingWork.deliver([frame], at: frame.time)
        didAdvance(to: frame.time)
    }

    /// Fires the window's deadlines and advances its frame-driven views to `time`;
    /// animations over by then end and run their completions (whether or not it is drawn).
    func advance(to time: Double) {
        let work = hostingWork
        work.window.advance(to: time)
        work.window.layer.updateAnimationsInTree(at: time)
        didAdvance(to: time)
    }

    /// The window's display list for `time`, labels drawn for `labels.pixelsPerPoint`.
    func draw(into list: inout DisplayList, at time: Double, labels: LabelCache) {
        let work = hostingWork
        work.window.displayScale = labels.pixelsPerPoint
        willDraw(at: time, labels: labels)
        list.append(contentsOf: work.makeDisplayList(at: time))
    }
}

/// A window's frame work, listed across threads (XCTest runs on one; the lock is for
/// Swift's checks).
private final class HostedWindow: @unchecked Sendable {
    let work: WindowFrameWork

    init(work: WindowFrameWork) { self.work = work }
}
