import Flick

/// The demo, built as a UIKit app with a tab bar controller: one FlickUI `Window` whose
/// root view controller is a `TabBarController` of the five screens (`DemoScreen`s: the
/// selected one's view over the content area, a `TabBar` along the bottom), a HUD view over
/// everything, and a three-finger `TapGestureRecognizer` on the window that toggles it. An
/// `Application` runs it (`DemoApp+Application.swift` wires the two): the window does all the
/// routing (hit testing, recognizers, controls); keys 1–5 and F1 come in through
/// `select(_:at:)` and `toggleHUD(at:)`; `resize(to:at:)` notes a new size (a rotation, a
/// window resized, full screen on a panel) and lays the hidden tabs out for it.
/// Headless-drivable: everything is a function of the delivered frames and the times.
final class DemoApp: TabBarDelegate, GestureRecognizerDelegate {
    /// The tab bar's height, points (ours: a UIKit tab bar of 49 pt plus room for labels at
    /// kiosk viewing distance; `DemoTour` is scripted for it).
    static let tabBarHeight = 64.0
    /// The HUD tap: its fingers, its longest duration, seconds, and how far each finger may
    /// move, points (ours: a quick tap; FlickGestures' 18 pt tap slop doubled, since three
    /// fingers held together stay less still than one).
    static let hudTapTouches = 3, hudTapDuration = 0.4, hudTapSlop = 36.0
    /// The window background (the application's clear colour: the window itself draws nothing).
    static let background = Color(white: 0.1)
    /// The tab bar's look (ours, for a kiosk): 18 pt titles with the key that selects the
    /// tab, blue when selected on a rounded tint (inset 8 pt across and 6 pt down, 10 pt
    /// corners), grey otherwise, over a light bar with a grey 1 pt hairline.
    static let tabTitleFont = Font.system(size: 18)
    static let tabTint = Color(red: 0.1, green: 0.35, blue: 0.9), tabUnselectedTint = Color(white: 0.4)
    static let tabBarColor = Color(white: 0.97), tabBarShadowColor = Color(white: 0.75)
    static let tabIndicatorColor = Color(red: 0.2, green: 0.45, blue: 0.95, alpha: 0.15)
    static let tabIndicatorInsets = EdgeInsets(top: 6, left: 8, bottom: 6, right: 8), tabIndicatorRadius = 10.0

    /// The window's size, points (`resize(to:at:)` changes it).
    private(set) var size: Size
    let map: MapScene
    /// The Gallery tab's pager (pushed from `shelf`).
    let gallery: GalleryScene
    /// The Gallery tab's first screen: the photos on shelves.
    let shelf: GalleryShelf
    let days: DaysScene
    let transitions: TransitionsScene
    let alert: AlertScene
    let scenes: [DemoScreen]
    let labels = LabelCache()
    /// The heads-up display over everything, hidden until F1 or a three-finger tap.
    let hud: HUD
    /// The demo's one window: its root view controller is `tabs`.
    let window: Window
    /// The screens, one per tab, in tab order (Days in `daysNavigation`).
    let tabs: TabBarController
    /// The Days tab: the list, and a day's detail pushed over it.
    let daysNavigation: NavigationController
    /// The Gallery tab: the shelf, and the pager pushed over it.
    let galleryNavigation: NavigationController
    /// The tabs, one per scene (tag: the scene's index).
    var tabBar: TabBar { tabs.tabBar }
    /// The three-finger tap on the window that shows or hides the HUD.
    let hudTap: TapGestureRecognizer
    /// The scene shown.
    private(set) var current = 0
    /// True while the HUD is shown.
    private(set) var isHUDVisible = false
    /// Called with a scene's name when the frame on screen is worth a snapshot now: before
    /// leaving a scene not yet captured (`Application.takeSnapshotOfScreen(named:)`).
    var snapshotHandler: ((String) -> Void)?
    /// Called with a scene's name when the frame being drawn is worth a snapshot once it is
    /// shown: a scene asked (`DemoScreen.wantedSnapshot(at:)`; `Application.takeSnapshot(named:)`).
    var snapshotRequest: ((String) -> Void)?
    /// Called when the HUD is shown or hidden: while it is shown every frame is drawn (it
    /// shows the frame rate).
    var onHUDChange: ((Bool) -> Void)?
    /// Runs work once the app is at rest, outside any frame (`Application.performWhenIdle`);
    /// `nil` (a test hosting the demo with no application): at the second frame.
    var whenIdle: ((@escaping () -> Void) -> Void)?
    /// The scenes shown: (time, scene index), the first from the start (time −∞).
    private(set) var shownScenes: [(time: Double, scene: Int)] = [(-Double.infinity, 0)]
    /// The app's own log (tab switches, HUD toggles).
    let report = SceneReport()
    private var captured: Set<Int> = []
    /// True once the pager's snapshot was taken.
    private var photosCaptured = false
    /// The display scale the labels' glyphs were prepared for, if any.
    private var preparedScale: Double?
    /// True once `willDraw(at:)` ran: the first frame is drawn before the preparations.
    private var hasDrawnFirstFrame = false
    private var lastTileCounters = TileCounters()

    /// A demo in a window of `size` points; `firstDay` is the Days list's first day
    /// (days since 1970-01-01); tiles and the scenes' fixed images are drawn where `work`
    /// says.
    init(
        size: Size = WindowMapping.defaultWindowSize, firstDay: Int, work: OffFrameWork,
        profiler: @escaping () -> FrameProfiler? = { nil }
    ) {
        let size = Self.usable(size)
        self.size = size
        let content = Rect(x: 0, y: 0, width: size.width, height: size.height - Self.tabBarHeight)
        map = MapScene(viewport: content, work: work)
        gallery = GalleryScene(viewport: content, work: work)
        shelf = GalleryShelf(viewport: content, pager: gallery)
        days = DaysScene(viewport: content, firstDay: firstDay)
        transitions = TransitionsScene(viewport: content, work: work)
        alert = AlertScene(viewport: content)
        scenes = [map, shelf, days, transitions, alert]
        hud = HUD(profiler: profiler)
        window = Window(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
        window.name = "demo"
        daysNavigation = NavigationController(rootViewController: days)
        galleryNavigation = NavigationController(rootViewController: shelf)
        tabs = TabBarController(viewControllers: [map, galleryNavigation, daysNavigation, transitions, alert])
        tabs.tabBarHeight = Self.tabBarHeight
        hudTap = TapGestureRecognizer(
            name: "HUD tap", numberOfTouchesRequired: Self.hudTapTouches,
            allowableMovement: Self.hudTapSlop, maximumTapDuration: Self.hudTapDuration)
        window.rootViewController = tabs
        buildTabBar()
        // The HUD tap recognizes beside the scenes' own recognizers; once recognized, it
        // cancels the touches of the views they hit (UIKit's default), so a three-finger tap
        // on the tab bar or on buttons is the HUD's alone.
        hudTap.delegate = self
        _ = hudTap.addTarget { [unowned self] event in
            if event.phase == .recognized { toggleHUD(at: event.time) }
        }
        window.addGestureRecognizer(hudTap)
        // One snapshot of the pager, as it is left (back to the shelf).
        gallery.onLeave = { [unowned self] in
            guard !photosCaptured else { return }
            photosCaptured = true
            snapshotHandler?(gallery.name)
        }
        hud.isHidden = true
        hud.autoresizingMask = [.flexibleLeftMargin]
        window.addSubview(hud)
        placeHUD()
        // Laid out before the first touch, as a window made key and visible.
        window.layoutIfNeeded()
        layOutHiddenTabs()
    }

    private func buildTabBar() {
        tabBar.name = "tabs"
        tabBar.items = scenes.enumerated().map {
            TabBarItem(title: "\($0.offset + 1)  \($0.element.name)", tag: $0.offset)
        }
        tabBar.selectedItem = tabBar.items[current]
        tabBar.titleFont = Self.tabTitleFont
        tabBar.tintColor = Self.tabTint
        tabBar.unselectedItemTintColor = Self.tabUnselectedTint
        tabBar.barTintColor = Self.tabBarColor
        tabBar.shadowColor = Self.tabBarShadowColor
        tabBar.selectionIndicatorColor = Self.tabIndicatorColor
        tabBar.selectionIndicatorInsets = Self.tabIndicatorInsets
        tabBar.selectionIndicatorCornerRadius = Self.tabIndicatorRadius
        // The demo hears the taps first (to snapshot the screen it leaves and note the
        // switch), then selects through the controller (`select(_:at:)`).
        tabBar.delegate = self
    }

    /// Draws the tiles and images waiting for `.betweenFrames` work (the run calls it while
    /// the loop waits for a deadline).
    func drawBetweenFrames() {
        (map.mapView.worker as? DeferredTileWorker)?.drawPending()
        gallery.photos.drawPending()
        transitions.cards.drawPending()
    }

    /// Shows scene `index` (0…4) at `time` (keys 1–5, tab taps).
    func select(_ index: Int, at time: Double) {
        guard scenes.indices.contains(index), index != current else { return }
        if !captured.contains(current) { capture(current) }
        report.note("tab: \(scenes[current].name) → \(scenes[index].name)", at: time)
        current = index
        tabs.select(index)
        shownScenes.append((time, index))
    }

    /// Lays the demo out at `newSize` points from `time` on (a rotated display, a resized or
    /// full-screen window): the window takes the size, the tab bar keeps its height along the
    /// bottom and every scene's root view fills the content area above it (autoresizing
    /// masks), and each scene lays itself out in its views' `layoutSubviews` (the next layout
    /// pass, run here at once). The scene shown, and each scene's page and place, stay.
    func resize(to newSize: Size, at time: Double) {
        let newSize = Self.usable(newSize)
        guard newSize != size else { return }
        report.note("window \(Int(newSize.width))x\(Int(newSize.height)): laid out again", at: time)
        size = newSize
        if window.frame.size != newSize {
            window.frame = Rect(x: 0, y: 0, width: newSize.width, height: newSize.height)
        }
        window.layoutIfNeeded()
        layOutHiddenTabs()
        placeHUD()
    }

    /// Lays out the tabs not shown at the content area's size (the tab bar controller would
    /// at their selection): a tab switch after a turn then costs no layout pass.
    private func layOutHiddenTabs() {
        let content = Rect(x: 0, y: 0, width: size.width, height: size.height - Self.tabBarHeight)
        for tab in tabs.viewControllers where tab.view.window == nil {
            tab.view.frame = content
            tab.view.layoutIfNeeded()
        }
    }

    /// The smallest window the demo lays out in, points (ours: the tab bar and a content area
    /// of a 44 pt touch target; a smaller size is raised to it).
    static let minimumSize = Size(width: 320, height: tabBarHeight + 44)

    /// `size` raised to `minimumSize`.
    private static func usable(_ size: Size) -> Size {
        Size(width: max(size.width, minimumSize.width), height: max(size.height, minimumSize.height))
    }

    /// Shows or hides the HUD (F1, three-finger tap).
    func toggleHUD(at time: Double) {
        isHUDVisible.toggle()
        hud.isHidden = !isHUDVisible
        report.note("HUD \(isHUDVisible ? "shown" : "hidden")", at: time)
        onHUDChange?(isHUDVisible)
    }

    /// The HUD's place: the window's top right corner, 12 pt in (ours).
    private func placeHUD() {
        hud.frame = Rect(
            x: window.bounds.width - HUD.size.width - 12, y: 12, width: HUD.size.width,
            height: HUD.size.height)
    }

    /// Takes the snapshot of the current scene now if it has none yet (end of a run).
    func captureCurrentIfNeeded() {
        if !captured.contains(current) { capture(current) }
    }

    private func capture(_ index: Int) {
        captured.insert(index)
        snapshotHandler?(scenes[index].name)
    }

    // MARK: TabBarDelegate, GestureRecognizerDelegate

    /// A tab tapped: its scene (the item's tag), at the time of the lift; the selected tab
    /// tapped again goes to the controller (which pops Days' stack to its root).
    func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {
        if item.tag == current {
            tabs.tabBar(tabBar, didSelect: item)
        } else {
            select(item.tag, at: window.currentTime)
        }
    }

    /// The HUD tap recognizes alongside whatever the scene's recognizers do.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer)
        -> Bool
    {
        recognizer === hudTap || other === hudTap
    }

    // MARK: Per frame

    /// The frame for `target` is about to be drawn (`Application.willDraw`): labels for the
    /// window's scale, the shown scene's lazy content, each scene's per-frame notes, a
    /// snapshot a scene asks for, and the HUD's figures, kept above sheets and alerts.
    func willDraw(at target: Double) {
        // The application sized the window (full screen on a panel, a resized window).
        if window.bounds.size != size { resize(to: window.bounds.size, at: target) }
        labels.pixelsPerPoint = window.displayScale
        if preparedScale != window.displayScale, hasDrawnFirstFrame || whenIdle != nil {
            // Glyphs for the display's scale rasterized once, so no later frame rasterizes a
            // label's glyphs (`LabelCache.preparation()`), and the settings screen and the pager
            // built for it, so their pushes only draw them. Not in the first frame (the app's
            // start, on a kiosk its boot: it draws only what it shows), nor in any frame (all of
            // it takes over 150 ms: in the second frame it missed its deadline): once the app
            // is at rest, in pieces of a few milliseconds, since a touch waits for the piece
            // running when it comes. The screens first: the glyphs' 75 pieces take the rests of
            // the tour's first 20 s, and behind them the pager was built in the frame of its
            // first push (a missed deadline at 15.2 s in 9 of 16 runs at 60 Hz).
            let size = window.bounds.size, scale = window.displayScale
            let pieces: [() -> Void] =
                [
                    { [unowned self] in gallery.prepare(in: size, pixelsPerPoint: scale) },
                    { [unowned self] in days.prepareSettings(in: size, pixelsPerPoint: scale) },
                ] + labels.preparation()
            for piece in pieces {
                if let whenIdle { whenIdle(piece) } else { piece() }
            }
            preparedScale = scale
        }
        hasDrawnFirstFrame = true
        scenes[current].willDraw(at: target, labels: labels)
        for scene in scenes { scene.didAdvance(to: target) }
        if let name = scenes[current].wantedSnapshot(at: target) {
            if name == scenes[current].name { captured.insert(current) }
            snapshotRequest?(name)
        }
        if isHUDVisible {
            if window.subviews.last !== hud { window.bringSubviewToFront(hud) }
            hud.update(tiles: map.mapView.tiledContent.counters)
        }
    }

    /// Tile counters as frame counters: live tiles, and this frame's uploads and pool hits.
    var counters: FrameCounters {
        let tiles = map.mapView.tiledContent.counters
        defer { lastTileCounters = tiles }
        return FrameCounters(
            liveTiles: tiles.liveTiles, uploads: tiles.uploads - lastTileCounters.uploads,
            poolHits: tiles.poolHits - lastTileCounters.poolHits)
    }

    /// True when every scene is at rest at `time` (the window settled: no touch down, no
    /// deadline, nothing moving; and what each scene adds).
    func isSettled(at time: Double) -> Bool {
        window.isSettled && scenes.allSatisfy { $0.isSettled(at: time) }
    }

    /// What keeps the demo from rest at `time` (`isSettled(at:)` false), one phrase each: the
    /// window's (`Window.restBlockers`) and each scene's own ("Map: not at rest": tiles still
    /// being drawn or fading in). Empty at rest.
    func restBlockers(at time: Double) -> [String] {
        window.restBlockers + scenes.filter { !$0.isSettled(at: time) && $0.view.window?.isSettled != false }
            .map { "\($0.name): its content not complete" }
    }
}
