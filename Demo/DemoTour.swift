import Flick

/// The guided tour `flick-demo` plays when no touchscreen is present
/// (`Recordings/tour.evemu`; `flick-demo --write-tour` writes it): about 72 s through the
/// demo's five scenes, exercising each feature once, scripted for the default 1280 × 800
/// window or for another window size (`evemu(in:)`: a portrait 800 × 1280 interface, as on a
/// panel turned a quarter).
///
/// The positions follow the demo's layout: a tab bar of five equal tabs (`DemoTab`) along
/// the bottom `DemoApp.tabBarHeight` points; the Days list's first row starts below its
/// week's 32 pt sticky header, the second below the next week's, each with its star button at
/// the right edge, all under the navigation bar (`NavigationBar.height`); the Alert's OK button sits `AlertScene.okOffset`
/// from the window's content centre. Positions inside a scene's free area (the map, the
/// transitions' page) are placed by their share of the default window's width (`across`), so
/// they fall on the same content at another width; positions tied to the layout keep their
/// distance from the edge they follow. Waits between gestures let each motion settle, so
/// every scene is at rest when the tour leaves it.
enum DemoTour {
    /// The window the tour is scripted for by default, points.
    static let windowSize = WindowMapping.defaultWindowSize
    /// The touchscreen units per window point of the device the tour is synthesized on
    /// (`SynthesizedDevice`'s default: 12800 × 8000 units over 1280 × 800 points).
    static let deviceUnitsPerPoint = 10.0
    /// The day the Days list starts on in reproducible runs (every replay): 2026-11-22, a
    /// Sunday (days since 1970-01-01; the tour's first tap expects a plain day at the top).
    static let firstDay = 20_779
    /// The name the synthesizer's seed is derived from (as for the gesture catalogue's
    /// recordings, whose seeds come from their file names).
    static let seedName = "tour"
    /// The time of the first event, seconds (as the gesture catalogue's scripts).
    static let start = 0.1

    /// The centre of `tab`'s button in a window of `size`, window points.
    static func tabCenter(_ tab: DemoTab, in size: Size = windowSize) -> Point {
        let width = size.width / Double(DemoTab.allCases.count)
        return Point(x: width * (Double(tab.rawValue) + 0.5), y: size.height - DemoApp.tabBarHeight / 2)
    }

    /// The x in a window of `size` at the same share of its width as `x` is of the default
    /// window's, points (exactly `x` in the default window).
    static func across(_ x: Double, in size: Size) -> Double { x * size.width / windowSize.width }

    /// A point on the Days list's first row, away from its star button, window points.
    static var daysRow: Point { Point(x: 400, y: NavigationBar.height + 62) }

    /// The centre of the content area above the tab bar, window points.
    static var contentCenter: Point { contentCenter(in: windowSize) }

    /// The centre of the content area above the tab bar in a window of `size`, window points.
    static func contentCenter(in size: Size) -> Point {
        Point(x: size.width / 2, y: (size.height - DemoApp.tabBarHeight) / 2)
    }

    /// The whole tour as a script for a window of `size`.
    static func script(in size: Size = windowSize) -> GestureScript {
        var script = GestureScript(start: start)
        build(&script, in: size)
        return script
    }

    /// The number of contacts the tour holds.
    static var touchCount: Int { script().contacts.count }

    /// The tour for a window of `size` as evemu text on a `SynthesizedDevice` of that shape
    /// (`deviceUnitsPerPoint`), seeded from `seedName`; in the default window, byte for byte
    /// what `Recordings/tour.evemu` holds. With a touchscreen turned or mirrored against the
    /// interface (`rotation`, mirrors: as `WindowMapping`'s), the device is the panel's shape
    /// and holds each touch where the mapping takes it back to the scripted point.
    static func evemu(
        in size: Size = windowSize, rotation: WindowMapping.Rotation = .none, mirroredHorizontally: Bool = false,
        mirroredVertically: Bool = false
    ) -> String {
        let turned = rotation == .clockwise90 || rotation == .clockwise270
        let panel = turned ? Size(width: size.height, height: size.width) : size
        var device = SynthesizedDevice()
        device.windowSize = panel
        device.width = Int32((panel.width * deviceUnitsPerPoint).rounded())
        device.height = Int32((panel.height * deviceUnitsPerPoint).rounded())
        var tour = script(in: size)
        let mapping = WindowMapping(
            description: device.description, windowSize: size, rotation: rotation,
            mirroredHorizontally: mirroredHorizontally, mirroredVertically: mirroredVertically)
        if mapping.rotation != .none || mirroredHorizontally || mirroredVertically {
            tour = tour.mapped { point in
                let device = mapping.normalizedDevicePosition(of: point)
                return Point(x: device.x * panel.width, y: device.y * panel.height)
            }
        }
        return TraceSynthesizer(device: device, seed: SeededGenerator.seed(for: seedName)).evemu(for: tour)
    }

    /// Appends the tour for a window of `size` to `script`.
    static func build(_ script: inout GestureScript, in size: Size) {
        map(&script, in: size)
        script.tap(at: tabCenter(.gallery, in: size)); script.wait(0.6)
        gallery(&script, in: size)
        script.tap(at: tabCenter(.days, in: size)); script.wait(0.6)
        days(&script, in: size)
        script.tap(at: tabCenter(.transitions, in: size)); script.wait(0.6)
        transitions(&script, in: size)
        script.tap(at: tabCenter(.alert, in: size)); script.wait(0.6)
        alert(&script, in: size)
    }

    /// Map: a pan past the top-left edge (rubber band, bounce back), a fling, a plain pan,
    /// a pinch out, a pinch past the maximum zoom (zoom bounce), two double taps.
    static func map(_ s: inout GestureScript, in size: Size) {
        func at(_ x: Double, _ y: Double) -> Point { Point(x: across(x, in: size), y: y) }
        s.wait(0.5)
        s.pan(from: at(500, 350), by: Point(x: 360, y: 260), duration: 0.8)
        s.wait(1.2)
        s.swipe(from: at(900, 550), by: at(-450, -300), duration: 0.15)
        s.wait(2.0)
        s.pan(from: at(640, 300), by: Point(x: -200, y: 100), duration: 0.6)
        s.wait(0.6)
        s.pinch(center: at(640, 380), fromSpan: 140, toSpan: 420, duration: 0.7)
        s.wait(0.8)
        s.pinch(center: at(640, 380), fromSpan: 120, toSpan: 420, duration: 0.7)
        s.wait(1.2)
        s.tap(at: at(500, 300)); s.wait(0.12); s.tap(at: at(502, 301))
        s.wait(1.2)
        s.tap(at: at(700, 400)); s.wait(0.12); s.tap(at: at(701, 402))
        s.wait(1.2)
    }

    /// A point on the shelf's second row, first photo (photo 4) with the shelves scrolled up
    /// by `shelfScroll`, window points (under the navigation bar; the row spans content
    /// y 328…568, `GalleryShelf`'s geometry).
    static var shelfPhoto: Point { Point(x: 200, y: NavigationBar.height + 448 - shelfScroll) }
    /// How far the tour drags the shelves up, points.
    static let shelfScroll = 200.0
    /// The centre of the navigation bar's back button, window points.
    static var backButton: Point { Point(x: NavigationBar.backButtonWidth / 2, y: NavigationBar.height / 2) }

    /// Gallery: the shelf is dragged up a little and a photo tapped (the pager opens at it);
    /// then swipe to the next page, drag and fling a page's list (directional lock
    /// keeps the pager still), a slightly diagonal swipe to the page after, back, and a fling
    /// down to the list's top (it bounces); then the photo opens as a sheet, is pinched, and
    /// Done closes it; the back button returns to the shelf.
    static func gallery(_ s: inout GestureScript, in size: Size) {
        func at(_ x: Double, _ y: Double) -> Point { Point(x: across(x, in: size), y: y) }
        s.pan(from: at(640, 600), by: Point(x: 0, y: -shelfScroll), duration: 0.6, settle: 0.25)
        s.wait(0.6)
        s.tap(at: shelfPhoto)
        s.wait(1.0)
        s.swipe(from: at(900, 380), by: at(-420, 0), duration: 0.15)
        s.wait(1.0)
        s.pan(from: at(640, 560), by: Point(x: 0, y: -320), duration: 0.6)
        s.wait(0.6)
        s.swipe(from: at(640, 600), by: Point(x: 0, y: -350), duration: 0.12)
        s.wait(1.6)
        s.swipe(from: at(900, 300), by: at(-400, 60), duration: 0.15)
        s.wait(1.0)
        s.swipe(from: at(300, 380), by: at(420, 0), duration: 0.15)
        s.wait(1.0)
        s.swipe(from: at(640, 200), by: Point(x: 0, y: 400), duration: 0.12)
        s.wait(1.6)
        // The photo as a sheet: open, pinch, Done.
        s.tap(at: at(640, 250))
        s.wait(0.8)
        s.pinch(center: at(640, 420), fromSpan: 120, toSpan: 360, duration: 0.6)
        s.wait(0.8)
        s.tap(at: sheetDone(in: size))
        s.wait(0.8)
        s.tap(at: backButton)
        s.wait(0.8)
    }

    /// The centre of the photo sheet's Done button, window points (the sheet's top is
    /// `ViewController.sheetTopGapFraction` of the window down).
    static var sheetDone: Point { sheetDone(in: windowSize) }

    /// The centre of the photo sheet's Done button in a window of `size`, window points.
    static func sheetDone(in size: Size) -> Point {
        let top = size.height * ViewController.sheetTopGapFraction
        return Point(
            x: size.width - PhotoSheet.doneInset - PhotoSheet.doneSize.width / 2,
            y: top + PhotoSheet.doneInset + PhotoSheet.doneSize.height / 2)
    }

    /// Days: tap the first row's star button (delayed content touch), rest on the second
    /// row's button past the delay and drag (the button's touch is cancelled, the list
    /// scrolls), fling up and down, swipe a row to reveal delete, tap
    /// elsewhere to cancel, reveal again and tap delete; then tap a row (its detail slides
    /// in) and swipe from the left edge back to the list.
    static func days(_ s: inout GestureScript, in size: Size) {
        let top = NavigationBar.height
        // The star buttons keep their distance from the right edge; a row's swipe starts as
        // far from it.
        let star = size.width - (windowSize.width - 1190), swipeStart = size.width - (windowSize.width - 900)
        s.tap(at: Point(x: star, y: top + 62), duration: 0.1)
        s.wait(0.6)
        s.pan(from: Point(x: star, y: top + 154), by: Point(x: 0, y: 300), duration: 0.5, settle: 0.25)
        s.wait(0.8)
        s.swipe(from: Point(x: size.width / 2, y: top + 650), by: Point(x: 0, y: -600), duration: 0.1)
        s.wait(6.0)
        s.swipe(from: Point(x: size.width / 2, y: top + 100), by: Point(x: 0, y: 560), duration: 0.1)
        s.wait(6.0)
        s.swipe(from: Point(x: swipeStart, y: top + 300), by: Point(x: -300, y: 0), duration: 0.15)
        s.wait(0.8)
        s.tap(at: Point(x: across(400, in: size), y: top + 600))
        s.wait(0.6)
        s.swipe(from: Point(x: swipeStart, y: top + 300), by: Point(x: -300, y: 0), duration: 0.15)
        s.wait(0.8)
        s.tap(at: Point(x: size.width - 40, y: top + 300))
        s.wait(1.0)
        s.tap(at: daysRow)
        s.wait(0.8)
        // From the edge: down and still for a moment (the edge pan sees the touch where it
        // went down), then a quick drag across.
        s.down(0, at: Point(x: 3, y: 400)); s.hold(0.05)
        s.move(0, to: Point(x: across(700, in: size), y: 400), duration: 0.2, easing: .easeIn); s.up(0)
        s.wait(0.8)
        settings(&s, in: size)
    }

    /// The name the tour types in the settings, after its edits.
    static let typedName = "Renée"

    /// Settings, pushed from Days' bar button: the dark-mode switch on and off again, then a
    /// name typed on the on-screen keyboard — "R" (capitalised at the start), "e" and "n"
    /// rolled over (the second key pressed before the first lifts), "é" by a long press on
    /// "e" and a slide to its alternate, "e", then "zz" taken back by a held backspace (its
    /// first deletion on touch down, one repeat 0.5 s later) — the keyboard hidden with its
    /// key, and a swipe from the edge back to the list.
    static func settings(_ s: inout GestureScript, in size: Size) {
        let points = DemoSettingsScreen.tourPoints(in: size)
        let button = Point(
            x: size.width - NavigationBar.sidePadding / 2 - NavigationBar.itemWidth / 2,
            y: NavigationBar.height / 2)
        s.tap(at: button); s.wait(0.9)
        s.tap(at: points.darkMode); s.wait(0.6)
        s.tap(at: points.darkMode); s.wait(0.6)
        s.tap(at: points.name); s.wait(1.0)
        let keys = KeyboardGeometry(windowSize: size)
        s.tap(at: keys.centre(of: "r")); s.wait(0.2)
        // Rollover: n goes down while e is still held.
        s.down(0, at: keys.centre(of: "e")); s.hold(0.06)
        s.down(1, at: keys.centre(of: "n")); s.hold(0.05)
        s.up(0); s.hold(0.05); s.up(1)
        s.wait(0.2)
        // A long press on e shows its alternates; slide to é and lift.
        s.down(0, at: keys.centre(of: "e")); s.hold(KeyPress.longPressDelay + 0.2)
        s.move(0, to: keys.alternateCentre(of: "e", index: 1), duration: 0.15); s.hold(0.1); s.up(0)
        s.wait(0.2)
        s.tap(at: keys.centre(of: "e")); s.wait(0.2)
        s.tap(at: keys.centre(of: "z")); s.wait(0.2)
        s.tap(at: keys.centre(of: "z")); s.wait(0.2)
        // Backspace held past one repeat: two deletions.
        s.down(0, at: keys.centre(of: .backspace)); s.hold(BackspaceRepeat.initialDelay + 0.05); s.up(0)
        s.wait(0.3)
        s.tap(at: keys.centre(of: .hideKeyboard)); s.wait(0.8)
        s.down(0, at: Point(x: 3, y: 400)); s.hold(0.05)
        s.move(0, to: Point(x: across(700, in: size), y: 400), duration: 0.2, easing: .easeIn); s.up(0)
        s.wait(0.8)
    }

    /// Transitions: swipe up (fold), down (unfold), left (flip forward), right (flip back),
    /// a slow drag left that turns the page a third of the way and springs back, a pinch that
    /// completes a fold, a short pinch that springs back.
    static func transitions(_ s: inout GestureScript, in size: Size) {
        let c = contentCenter(in: size)
        s.swipe(from: Point(x: c.x, y: c.y + 130), by: Point(x: 0, y: -300), duration: 0.15)
        s.wait(0.9)
        s.swipe(from: Point(x: c.x, y: c.y - 130), by: Point(x: 0, y: 300), duration: 0.15)
        s.wait(0.9)
        s.swipe(from: Point(x: c.x + 180, y: c.y), by: Point(x: -360, y: 0), duration: 0.15)
        s.wait(1.2)
        s.swipe(from: Point(x: c.x - 180, y: c.y), by: Point(x: 360, y: 0), duration: 0.15)
        s.wait(1.2)
        s.pan(from: Point(x: c.x + 150, y: c.y), by: Point(x: -120, y: 0), duration: 0.5)
        s.wait(0.8)
        s.pinch(center: c, fromSpan: 400, toSpan: 120, angle: Double.pi / 2, duration: 0.6)
        s.wait(0.9)
        s.pinch(center: c, fromSpan: 400, toSpan: 340, angle: Double.pi / 2, duration: 0.6, holdAfter: 0.2)
        s.wait(1.0)
    }

    /// Alert: a three-finger tap (HUD on), a long press (alert pops in), OK (dismissed).
    static func alert(_ s: inout GestureScript, in size: Size) {
        s.tap(at: Point(x: across(640, in: size), y: 220), fingers: 3, duration: 0.1)
        s.wait(0.5)
        s.down(0, at: Point(x: across(400, in: size), y: 250)); s.hold(0.9); s.up(0)
        s.wait(1.0)
        s.tap(at: contentCenter(in: size) + AlertScene.okOffset)
        s.wait(1.0)
    }
}
