import FlickAnimation
import FlickInput
import FlickRuntime
import FlickScene

/// The demo as a frame-loop scene: five `DemoScene`s behind a tab bar, a HUD, and the
/// routing of touch sessions (a session that starts on the tab bar picks a tab; one that
/// starts above it goes to the current scene; a quick three-finger tap toggles the HUD).
/// Headless-drivable: everything is a function of the delivered frames and the times.
final class DemoApp: FrameWork {
    /// The tab bar's height, points (ours: a UIKit tab bar of 49 pt plus room for labels at
    /// kiosk viewing distance; `DemoTour` is scripted for it).
    static let tabBarHeight = 64.0
    /// Longest three-finger tap, seconds, and farthest any of its fingers may move, points
    /// (ours: a tap, Flutter's kTouchSlop-like 18 pt per finger, doubled for three fingers).
    static let hudTapDuration = 0.4, hudTapSlop = 36.0
    /// Farthest a tab tap may move, points (FlickGestures' tap slop, 18 pt).
    static let tabTapSlop = 18.0
    /// The window background.
    static let background = Color(white: 0.1)

    let size: Size
    let map: MapScene
    let gallery: GalleryScene
    let days: DaysScene
    let transitions: TransitionsScene
    let alert: AlertScene
    let scenes: [any DemoScene]
    let labels = LabelCache()
    let hud: HUD
    /// The scene shown.
    private(set) var current = 0
    /// True while the HUD is shown.
    private(set) var isHUDVisible = false
    /// Called with a scene's name when the frame last rendered is worth a snapshot: before
    /// leaving a scene not yet captured, and when a scene asks. The renderer reads back the
    /// last frame it drew.
    var snapshotHandler: ((String) -> Void)?
    /// The scenes shown: (time, scene index), the first from the start (time −∞).
    private(set) var shownScenes: [(time: Double, scene: Int)] = [(-Double.infinity, 0)]
    /// The app's own log (tab switches, HUD toggles).
    let report = SceneReport()
    private var captured: Set<Int> = []
    private var pendingSnapshot: Int?
    private var session: Session?
    private var lastTime = 0.0
    private var lastTileCounters = TileCounters()

    private struct Session {
        enum Target { case tabBar, scene }
        var target: Target
        var start: Double
        var starts: [Int: Point] = [:]
        var travel = 0.0
        var maxTouches = 0
    }

    /// A demo in a window of `size` points; `firstDay` is the Days list's first day
    /// (days since 1970-01-01); tiles and the scenes' fixed images are drawn where `work`
    /// says.
    init(size: Size = WindowMapping.defaultWindowSize, firstDay: Int, work: OffFrameWork, profiler: FrameProfiler?) {
        self.size = size
        let content = Rect(x: 0, y: 0, width: size.width, height: size.height - Self.tabBarHeight)
        map = MapScene(viewport: content, work: work)
        gallery = GalleryScene(viewport: content, work: work)
        days = DaysScene(viewport: content, firstDay: firstDay)
        transitions = TransitionsScene(viewport: content, work: work)
        alert = AlertScene(viewport: content)
        scenes = [map, gallery, days, transitions, alert]
        hud = HUD(profiler: profiler)
    }

    /// Draws the tiles and images waiting for `.betweenFrames` work (the run calls it while
    /// the loop waits for a deadline).
    func drawBetweenFrames() {
        (map.mapView.worker as? DeferredTileWorker)?.drawPending()
        gallery.photos.drawPending()
        transitions.cards.drawPending()
    }

    /// The tab bar's frame, window points.
    var tabBarFrame: Rect { Rect(x: 0, y: size.height - Self.tabBarHeight, width: size.width, height: Self.tabBarHeight) }

    /// Shows scene `index` (0…4) at `time` (keys 1–5, tab taps).
    func select(_ index: Int, at time: Double) {
        guard scenes.indices.contains(index), index != current else { return }
        if !captured.contains(current) { capture(current) }
        report.note("tab: \(scenes[current].name) → \(scenes[index].name)", at: time)
        current = index
        shownScenes.append((time, index))
    }

    /// Shows or hides the HUD (F1, three-finger tap).
    func toggleHUD(at time: Double) {
        isHUDVisible.toggle()
        report.note("HUD \(isHUDVisible ? "shown" : "hidden")", at: time)
    }

    /// Takes the snapshot of the current scene now if it has none yet (end of a run).
    func captureCurrentIfNeeded() {
        if let pending = pendingSnapshot { capture(pending); pendingSnapshot = nil }
        if !captured.contains(current) { capture(current) }
    }

    private func capture(_ index: Int) {
        captured.insert(index)
        snapshotHandler?(scenes[index].name)
    }

    // MARK: FrameWork

    /// Scenes cost differently (Transitions' folds against Days' list), and so do a toolkit
    /// scene's activities (an alert shown or not) and the HUD: the frame loop predicts each
    /// scene's and activity's frame cost from its own recent frames.
    var frameCostKey: Int {
        var hasher = Hasher()
        hasher.combine(current)
        hasher.combine(isHUDVisible)
        hasher.combine(scenes[current].frameCostKey)
        return hasher.finalize()
    }

    /// The scene on screen foresees a step in cost (a deadline firing in the frame).
    func costStep(before target: Double) -> Double? { scenes[current].costStep(before: target) }

    func deliver(_ inputs: [TouchFrame], at time: Double) {
        if let pending = pendingSnapshot {
            capture(pending)
            pendingSnapshot = nil
        }
        for frame in inputs { route(frame) }
        lastTime = time
    }

    private func route(_ frame: TouchFrame) {
        if session == nil, let first = frame.touches.first(where: { $0.phase == .began }) {
            session = Session(target: tabBarFrame.contains(first.location) ? .tabBar : .scene, start: frame.time)
        }
        guard var current = session else { return }
        for touch in frame.touches {
            if touch.phase == .began { current.starts[touch.id] = touch.location }
            if let start = current.starts[touch.id] { current.travel = max(current.travel, start.distance(to: touch.location)) }
        }
        current.maxTouches = max(current.maxTouches, frame.activeTouches.count)
        if current.target == .scene { scenes[self.current].handle(frame) }
        if frame.activeTouches.isEmpty {
            session = nil
            if current.maxTouches >= 3, frame.time - current.start <= Self.hudTapDuration,
               current.travel <= Self.hudTapSlop {
                toggleHUD(at: frame.time)
            }
            if current.target == .tabBar, current.maxTouches == 1, current.travel <= Self.tabTapSlop,
               let touch = frame.touches.first, tabBarFrame.contains(touch.location) {
                select(min(Int(touch.location.x / (size.width / Double(scenes.count))), scenes.count - 1), at: frame.time)
            }
        } else {
            session = current
        }
    }

    func advancePhysics(to target: Double) {
        for scene in scenes { scene.advance(to: target) }
    }

    func advanceAnimations(to target: Double) {
        if scenes[current].wantsSnapshot(at: target) { pendingSnapshot = current }
    }

    func layout(at target: Double) {}

    func makeDisplayList(at target: Double) -> DisplayList {
        // No full-window fill: the renderer clears to `background`, and every scene
        // covers its viewport (a blended full-window quad costs a software renderer
        // about a million pixel operations per frame).
        var list = DisplayList()
        scenes[current].draw(into: &list, at: target, labels: labels)
        drawTabBar(into: &list)
        if isHUDVisible {
            hud.draw(into: &list, at: Point(x: size.width - HUD.size.width - 12, y: 12), tiles: map.mapView.tiledContent.counters,
                     labels: labels)
        }
        return list
    }

    private func drawTabBar(into list: inout DisplayList) {
        let bar = tabBarFrame
        list.fill(bar, color: Color(white: 0.97))
        list.fill(Rect(x: 0, y: bar.minY, width: bar.width, height: 1), color: Color(white: 0.75))
        let width = bar.width / Double(scenes.count)
        for (index, scene) in scenes.enumerated() {
            let selected = index == current
            let tab = Rect(x: Double(index) * width, y: bar.minY, width: width, height: bar.height)
            if selected {
                list.fill(tab.insetBy(dx: 8, dy: 6), color: Color(red: 0.2, green: 0.45, blue: 0.95, alpha: 0.15),
                          cornerRadius: 10)
            }
            labels.draw("\(index + 1)  \(scene.name)", centeredAt: tab.center, size: 18,
                        color: selected ? Color(red: 0.1, green: 0.35, blue: 0.9) : Color(white: 0.4), into: &list)
        }
    }

    /// Tile counters as frame counters: live tiles, and this frame's uploads and pool hits.
    var counters: FrameCounters {
        let tiles = map.mapView.tiledContent.counters
        defer { lastTileCounters = tiles }
        return FrameCounters(liveTiles: tiles.liveTiles, uploads: tiles.uploads - lastTileCounters.uploads,
                             poolHits: tiles.poolHits - lastTileCounters.poolHits)
    }

    /// True when every scene is at rest at `time`.
    func isSettled(at time: Double) -> Bool {
        session == nil && scenes.allSatisfy { $0.isSettled(at: time) }
    }
}
