/// The gestures committed in `Recordings/`: each a named script for the default
/// `SynthesizedDevice`, with a seed derived from its name. `flick synth --all` writes them;
/// `RecordingsTests` checks that regenerating gives identical bytes.
///
/// Positions are window points on the default 1280 x 800 window, kept in its middle area.
/// Swipes cover at least 200 points in under 0.25 s; pans are slower and end still.
public enum GestureCatalogue {
    /// The centre of the default window, in points.
    public static let center = Point(x: 640, y: 400)

    /// One catalogue entry.
    public struct Entry: Sendable {
        /// The file name without `.evemu`.
        public var name: String
        /// What the recording contains, for the README table.
        public var summary: String
        /// The number of touches the recording holds.
        public var touchCount: Int
        /// The most touches down at once.
        public var simultaneousTouches: Int
        /// The script.
        public var script: GestureScript
    }

    /// Every entry, in README order.
    public static var all: [Entry] {
        var entries: [Entry] = []
        func add(_ name: String, _ summary: String, touches: Int, simultaneous: Int, _ build: (inout GestureScript) -> Void) {
            var script = GestureScript(start: 0.1)
            build(&script)
            entries.append(Entry(name: name, summary: summary, touchCount: touches, simultaneousTouches: simultaneous,
                                 script: script))
        }
        let c = center
        add("tap", "one finger, 80 ms, at the centre", touches: 1, simultaneous: 1) { $0.tap(at: c) }
        add("double-tap", "two 80 ms taps 120 ms apart, 3 pt apart", touches: 2, simultaneous: 1) {
            $0.tap(at: c); $0.wait(0.12); $0.tap(at: c + Point(x: 3, y: 2))
        }
        add("triple-tap", "three 80 ms taps 120 ms apart", touches: 3, simultaneous: 1) {
            $0.tap(at: c); $0.wait(0.12); $0.tap(at: c + Point(x: 2, y: -2)); $0.wait(0.12)
            $0.tap(at: c + Point(x: -2, y: 3))
        }
        add("two-finger-tap", "two fingers 80 pt apart, down and up together, 90 ms", touches: 2, simultaneous: 2) {
            $0.tap(at: c, fingers: 2, duration: 0.09)
        }
        add("long-press", "one finger held still 0.9 s", touches: 1, simultaneous: 1) {
            $0.down(0, at: c); $0.hold(0.9); $0.up(0)
        }
        let swipes: [(String, Point, Point)] = [
            ("left", Point(x: 840, y: 400), Point(x: -400, y: 0)), ("right", Point(x: 440, y: 400), Point(x: 400, y: 0)),
            ("up", Point(x: 640, y: 560), Point(x: 0, y: -320)), ("down", Point(x: 640, y: 240), Point(x: 0, y: 320)),
        ]
        for (direction, start, delta) in swipes {
            let distance = Int(delta.length)
            add("swipe-\(direction)", "one finger, \(distance) pt \(direction) in 0.15 s, lifted moving", touches: 1,
                simultaneous: 1) { $0.swipe(from: start, by: delta, duration: 0.15) }
        }
        for (direction, start, delta) in swipes {
            let distance = Int(delta.length)
            add("two-finger-swipe-\(direction)", "two fingers 80 pt apart, \(distance) pt \(direction) in 0.18 s",
                touches: 2, simultaneous: 2) { $0.swipe(from: start, by: delta, duration: 0.18, fingers: 2) }
        }
        add("slow-drag", "one finger, 400 pt right over 2 s (ease in-out), held 0.3 s, lifted still",
            touches: 1, simultaneous: 1) {
            $0.pan(from: Point(x: 440, y: 400), by: Point(x: 400, y: 0), duration: 2.0, holdAfter: 0.3)
        }
        add("pan-fling", "one finger pans 100 pt up in 0.5 s, then flicks 250 pt up in 0.1 s and lifts moving",
            touches: 1, simultaneous: 1) {
            $0.down(0, at: Point(x: 640, y: 600))
            $0.move([0], by: Point(x: 0, y: -100), duration: 0.5)
            $0.move([0], by: Point(x: 0, y: -250), duration: 0.1)
            $0.up(0)
        }
        add("pinch-in", "two fingers about the centre, 400 pt apart to 120 pt in 0.6 s", touches: 2, simultaneous: 2) {
            $0.pinch(center: c, fromSpan: 400, toSpan: 120, duration: 0.6)
        }
        add("pinch-out", "two fingers about the centre, 120 pt apart to 400 pt in 0.6 s", touches: 2, simultaneous: 2) {
            $0.pinch(center: c, fromSpan: 120, toSpan: 400, duration: 0.6)
        }
        add("rotate", "two fingers 300 pt apart about the centre, turning 90° clockwise in 0.8 s",
            touches: 2, simultaneous: 2) {
            $0.rotate(center: c, radius: 150, by: Double.pi / 2, duration: 0.8)
        }
        add("two-finger-pan", "two fingers 80 pt apart, 250 pt up over 1 s, held 0.2 s", touches: 2, simultaneous: 2) {
            $0.pan(from: Point(x: 640, y: 520), by: Point(x: 0, y: -250), duration: 1.0, fingers: 2)
        }
        add("paging-flick", "one finger, a short fast flick: 150 pt left in 0.1 s", touches: 1, simultaneous: 1) {
            $0.swipe(from: Point(x: 800, y: 400), by: Point(x: -150, y: 0), duration: 0.1)
        }
        add("diagonal-drag", "one finger, 400 pt right and 300 pt down over 1 s, held 0.2 s", touches: 1,
            simultaneous: 1) {
            $0.pan(from: Point(x: 440, y: 250), by: Point(x: 400, y: 300), duration: 1.0)
        }
        add("tap-while-moving", "a fling 300 pt up in 0.12 s, then 0.3 s later a tap at the centre",
            touches: 2, simultaneous: 1) {
            $0.swipe(from: Point(x: 640, y: 600), by: Point(x: 0, y: -300), duration: 0.12)
            $0.wait(0.3)
            $0.tap(at: c)
        }
        add("quick-taps", "eight single 80 ms taps, 0.3–0.5 s apart (touch-down to touch-down), 40–200 pt apart",
            touches: 8, simultaneous: 1) { script in
            for (index, tap) in quickTaps.enumerated() {
                if index > 0 { script.wait(tap.interval - 0.08) }
                script.tap(at: tap.location)
            }
        }
        add("double-then-single", "a double tap at the centre, then 0.3 s later a single tap 150 pt right",
            touches: 3, simultaneous: 1) {
            $0.tap(at: c); $0.wait(0.12); $0.tap(at: c + Point(x: 2, y: 2)); $0.wait(0.3)
            $0.tap(at: c + Point(x: 150, y: 0))
        }
        add("two-finger-quick-taps", "four two-finger 90 ms taps, 0.3–0.4 s apart, 120 pt apart", touches: 8,
            simultaneous: 2) {
            for index in 0..<4 {
                if index > 0 { $0.wait(index % 2 == 0 ? 0.31 : 0.21) }
                $0.tap(at: Point(x: 460 + 120 * Double(index), y: 400), fingers: 2, duration: 0.09)
            }
        }
        add("tap-while-panning", "one finger pans 300 pt right over 1.2 s; another taps twice 200 pt below it, 0.4 s and 190 pt apart",
            touches: 3, simultaneous: 2) {
            $0.down(0, at: Point(x: 400, y: 300))
            $0.move([0], by: Point(x: 100, y: 0), duration: 0.4)
            $0.down(1, at: Point(x: 505, y: 500))
            $0.move([0], by: Point(x: 10, y: 0), duration: 0.08)
            $0.up(1)
            $0.move([0], by: Point(x: 80, y: 0), duration: 0.32)
            $0.down(1, at: Point(x: 695, y: 500))
            $0.move([0], by: Point(x: 10, y: 0), duration: 0.08)
            $0.up(1)
            $0.move([0], by: Point(x: 100, y: 0), duration: 0.32)
            $0.up(0)
        }
        add("palm", "a finger down, moves 36 pt, turns into a palm (MT_TOOL_PALM) for 0.3 s, lifts",
            touches: 1, simultaneous: 1) {
            $0.down(0, at: c)
            $0.move([0], by: Point(x: 30, y: 20), duration: 0.2)
            $0.becomePalm(0)
            $0.hold(0.3)
            $0.up(0)
        }
        add("double-tap-then-pinch-in", "a double tap at the centre, then 1.3 s later two fingers about it, 800 pt apart to 300 pt in 1.2 s",
            touches: 4, simultaneous: 2) {
            // The demo's map zooms to 2× on the double tap, then out across a level of tiles.
            $0.tap(at: c); $0.wait(0.12); $0.tap(at: c + Point(x: 2, y: 2)); $0.wait(1.3)
            $0.pinch(center: c, fromSpan: 800, toSpan: 300, duration: 1.2)
        }
        return entries
    }

    /// The taps of `quick-taps` (after a real panel's series of single taps):
    /// each one's touch-down interval after the one before (seconds; the first's is unused)
    /// and its place (window points). Gaps from a lift to the next touch-down run 0.22–0.42 s,
    /// around the 0.35 s double-tap window, and hops of 40–200 pt all exceed the 18 pt
    /// allowable movement, so none of them is a double tap.
    public static let quickTaps: [(interval: Double, location: Point)] = [
        (0, Point(x: 400, y: 400)), (0.3, Point(x: 440, y: 400)), (0.4, Point(x: 520, y: 400)),
        (0.5, Point(x: 640, y: 400)), (0.35, Point(x: 800, y: 400)), (0.45, Point(x: 800, y: 600)),
        (0.3, Point(x: 740, y: 600)), (0.4, Point(x: 640, y: 600)),
    ]

    /// The entry named `name`, or `nil`.
    public static func entry(named name: String) -> Entry? { all.first { $0.name == name } }

    /// The evemu text of an entry: its script synthesized with the seed of its name.
    public static func evemu(for entry: Entry, device: SynthesizedDevice = SynthesizedDevice()) -> String {
        TraceSynthesizer(device: device, seed: SeededGenerator.seed(for: entry.name)).evemu(for: entry.script)
    }
}
