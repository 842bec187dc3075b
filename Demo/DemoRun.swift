import Flick
import Foundation

/// One run of the demo through the frame loop: a `DemoApp`, a renderer, a clock and the
/// input sources, until the replay has played and the scenes are at rest (or the user
/// quits). Snapshots of the scenes are collected in memory; nothing is written here.
final class DemoRun {
    /// The day the Days list starts on in reproducible runs: 2026-11-22, a Sunday (days
    /// since 1970-01-01; the tour's first tap expects a plain day at the top).
    static let tourFirstDay = 20_779
    /// Time from the run's start to the replay's time 0, seconds (`ProfileSession.inputLead`).
    static let inputLead = ProfileSession.inputLead
    /// Extra time after the last replayed frame before a run may end, seconds (ours: every
    /// fling, bounce and fade in the tour settles within it).
    static let settleAllowance = 1.0
    /// Longest a replay run continues after its input waiting for rest, seconds (ours: a
    /// bound, so a scene that never settles cannot hang the demo).
    static let settleLimit = 10.0

    let app: DemoApp
    let renderer: SDLFrameRenderer
    let clock: any FrameClock
    let profiler: FrameProfiler
    let loop: FrameLoop<DemoApp, SDLFrameRenderer>
    /// The replay, when the run plays one.
    let replay: ReplayInputSource<TouchFrame>?
    /// (scene name, pixels) in the order taken, as captured on the frame thread.
    private(set) var captures: [(name: String, pixels: PixelCapture)] = []
    /// The snapshots, converted to bitmaps now (off the frame).
    var snapshots: [(name: String, bitmap: Bitmap)] {
        get throws { try captures.map { ($0.name, try $0.pixels.bitmap()) } }
    }
    /// Problems met during the run (snapshot read-backs that failed, a device that left).
    private(set) var problems: [String] = []
    /// Set to stop the run at the next frame.
    var stopRequested = false
    /// When false (a window without `--exit-after-tour`), the run goes on after the replay
    /// until the user quits.
    var exitsAfterReplay = true
    /// Called on the frame thread each time every scene comes to rest (`DemoApp.isSettled`)
    /// after it was not, with the touch frames delivered so far (`--announce-settled`).
    var onSettled: ((Int) -> Void)?
    /// Whether the scenes were at rest at the last check (for `onSettled`).
    private var wasSettled = false
    /// Set from another thread (Ctrl-C) to stop the run at the next frame.
    let interruption = StopFlag()
    /// When the run started and the replay's last frame is due, seconds on `clock`.
    let startTime: Double
    let replayEnd: Double?
    /// Idle time cut from the replay, seconds (`TouchFrame.compressingIdleGaps`).
    private(set) var skippedIdleTime = 0.0

    /// Sets up a run. `frames` are replayed (times from the recording's start, scaled by
    /// 1/`speed`); `extraInputs` are live sources. The loop's rate, late start and touch
    /// resampling are an app's (`ApplicationConfiguration.frameLoop`, `makeTouchResampling()`).
    init(frames: [TouchFrame]?, speed: Double = 1, renderer: SDLFrameRenderer, clock: any FrameClock,
         extraInputs: [any InputSource<TouchFrame>] = [], firstDay: Int = DemoRun.tourFirstDay,
         work: OffFrameWork = .inline, configuration: ApplicationConfiguration = ApplicationConfiguration()) {
        self.renderer = renderer
        self.clock = clock
        profiler = FrameProfiler(rate: configuration.rate)
        app = DemoApp(firstDay: firstDay, work: work, profiler: profiler)
        app.labels.pixelsPerPoint = renderer.renderer.scale
        app.window.displayScale = renderer.renderer.scale // labels draw their glyphs for it
        app.labels.prepare() // before the first frame: glyphs are rasterized off the frame
        if case .betweenFrames = work, let measured = clock as? MeasuredVirtualClock {
            measured.offFrameWork = { [unowned app] in app.drawBetweenFrames() }
        }
        startTime = clock.now()
        var inputs = extraInputs
        if let frames {
            // Pauses with no finger down longer than the settle limit are cut to it: every
            // scene is at rest by then, so the run jumps to the next touch instead of stepping
            // through idle time frame by frame (a clock jump of 10⁶ s would never end).
            let (scaled, skipped) = TouchFrame.compressingIdleGaps(frames.map { frame -> TouchFrame in
                var f = frame
                f.time /= speed
                return f
            }, longerThan: Self.settleLimit)
            skippedIdleTime = skipped
            let offset = startTime + Self.inputLead + configuration.replayDelay
            let source = ReplayInputSource(scaled, offset: offset)
            replay = source
            inputs.append(source)
            replayEnd = offset + (scaled.last?.time ?? 0)
        } else {
            replay = nil
            replayEnd = nil
        }
        loop = FrameLoop(work: app, renderer: renderer, clock: clock, inputs: inputs, configuration: configuration.frameLoop,
                         resampler: configuration.makeTouchResampling(), profiler: profiler)
        renderer.prepareCapture()
        app.snapshotHandler = { [unowned self] name in
            do {
                captures.append((name, try renderer.capture()))
            } catch {
                problems.append("snapshot of \(name) failed: \(error)")
            }
        }
    }

    /// True while the run should go on: not stopped, and for a replay, not yet played
    /// out and settled.
    func shouldContinue() -> Bool {
        if stopRequested || interruption.isSet { return false }
        let now = clock.now()
        if let onSettled {
            let settled = app.isSettled(at: now)
            if settled, !wasSettled { onSettled(app.touchFramesDelivered) }
            wasSettled = settled
        }
        guard let end = replayEnd, exitsAfterReplay else { return true }
        if now < end + Self.settleAllowance { return true }
        return !app.isSettled(at: now) && now < end + Self.settleLimit
    }

    /// Runs to the end and takes the last snapshot.
    func run() {
        loop.run { shouldContinue() }
        app.captureCurrentIfNeeded()
    }

    /// Records a problem met outside the loop (a device gone).
    func note(_ problem: String) { problems.append(problem) }

    /// Writes the snapshots as `NN-scene.png` into `directory`; returns the paths.
    func writeSnapshots(to directory: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return try captures.enumerated().map { index, snapshot in
            let path = (directory as NSString).appendingPathComponent(
                String(format: "%02d-%@.png", index + 1, snapshot.name.lowercased()))
            try ImageCodec.writePNG(try snapshot.pixels.bitmap(), to: URL(fileURLWithPath: path))
            return path
        }
    }

    /// The readable report: per scene, what happened (times from the run's start).
    func reportText() -> String {
        var lines = ["Demo report (times from the start of the run)"]
        lines.append("App:")
        lines += app.report.lines(origin: startTime)
        for scene in app.scenes {
            lines.append("\(scene.name):")
            let events = scene.report.lines(origin: startTime)
            lines += events.isEmpty ? ["  (not used)"] : events
        }
        lines.append("Checks:")
        lines += checks().map { "  [\($0.passed ? "ok" : "--")] \($0.text)" }
        if !problems.isEmpty { lines.append("Problems:"); lines += problems.map { "  " + $0 } }
        return lines.joined(separator: "\n")
    }

    /// What each scene should have done on the tour, and whether it did.
    func checks() -> [(text: String, passed: Bool)] {
        let map = app.map, gallery = app.gallery, days = app.days, transitions = app.transitions, alert = app.alert
        let moved = map.mapOffset.distance(to: MapScene.initialOffset)
        return [
            (String(format: "map moved %.0f pt from its start", moved), moved > 100),
            (String(format: "map bounced at the edge (%.0f pt past it)", map.largestOverscroll), map.largestOverscroll > 20),
            (String(format: "map zoomed to %.2f×, bounced past the maximum %d time(s)", map.largestZoom, map.zoomBounces),
             map.largestZoom > MapScene.maximumZoom && map.zoomBounces > 0),
            ("map zoomed by double tap \(map.doubleTapZooms) time(s)", map.doubleTapZooms >= 2),
            ("gallery pages at rest: \(gallery.pagesVisited.map { "\($0 + 1)" }.joined(separator: " → "))",
             Set(gallery.pagesVisited).count >= 3),
            (String(format: "gallery list scrolled to %.0f pt with the pager held (drift %.1f pt)",
                    gallery.largestListOffset, gallery.pagerDriftDuringListDrags),
             gallery.largestListOffset > 100 && gallery.pagerDriftDuringListDrags < 1),
            (String(format: "gallery: %d photo sheet(s) presented, zoomed to %.2f×, %d closed", gallery.sheetsPresented,
                    gallery.largestSheetZoom, gallery.sheetsDismissed),
             gallery.sheetsPresented >= 1 && gallery.largestSheetZoom > 1.5 && gallery.sheetsDismissed >= 1),
            ("days: \(days.buttonTaps) button tap(s), \(days.buttonTouchesCancelledByDrag) drag(s) took a button's touch",
             days.buttonTaps >= 1 && days.buttonTouchesCancelledByDrag >= 1),
            ("days: re-centred \(days.recentres) time(s) as it scrolled", days.recentres >= 1),
            ("days: \(days.detailsPushed) day detail(s) pushed, \(days.edgeSwipes) edge swipe(s), back to the list \(days.returnsToList) time(s)",
             days.detailsPushed >= 1 && days.edgeSwipes >= 1 && days.returnsToList >= 1
                 && app.daysNavigation.topViewController === days),
            ("days: \(days.reveals) delete reveal(s), \(days.revealCancels) cancelled, \(days.deleted.count) row(s) deleted",
             days.reveals >= 2 && days.revealCancels >= 1 && days.deleted.count == 1),
            ("transitions: \(transitions.folds) fold(s), \(transitions.unfolds) unfold(s), \(transitions.flips) flip(s)",
             transitions.folds >= 1 && transitions.unfolds >= 1 && transitions.flips >= 2),
            ("transitions: pinch fold completed \(transitions.pinchFoldsCompleted), sprang back \(transitions.pinchFoldsReturned)",
             transitions.pinchFoldsCompleted >= 1 && transitions.pinchFoldsReturned >= 1),
            ("transitions: a page turned by a slow drag sprang back \(transitions.flipsReturned) time(s)",
             transitions.flipsReturned >= 1),
            ("alert appeared \(alert.appearances) time(s), dismissed \(alert.dismissals) time(s), now \(alert.state == .hidden ? "gone" : "up")",
             alert.appearances >= 1 && alert.dismissals >= 1 && alert.state == .hidden),
            ("snapshots of \(Set(captures.map(\.name)).count) scene(s)", Set(captures.map(\.name)).count == app.scenes.count),
        ]
    }
}
