import CSDL2
import FlickAnimation
import FlickGestures
import FlickInput
import FlickRuntime
import FlickScene
import FlickTestSupport
import FlickUI
import Foundation
import XCTest

/// The application entry end to end: recordings replayed headless on a manual clock
/// through a real `Window`, and an SDL window on SDL's offscreen driver for a resize.
final class ApplicationTests: XCTestCase {
    private func recording(_ name: String) throws -> String {
        let path = SharedTraces.recordingsDirectory.appendingPathComponent(name + ".evemu").path
        try XCTSkipUnless(FileManager.default.fileExists(atPath: path), "no Recordings/ folder")
        return path
    }

    /// A window of the default size with one full-window view carrying `recognizer`.
    private func window(with recognizer: GestureRecognizer) -> (Window, View) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
        let view = View(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
        view.name = "canvas"
        view.addGestureRecognizer(recognizer)
        window.addSubview(view)
        return (window, view)
    }

    /// An app over `window(with:)` holding a tap recognizer, and the times of its taps.
    private func tapCountingApp() -> (Application, Recognitions) {
        let tap = TapGestureRecognizer()
        let taps = Recognitions()
        tap.addTarget { if $0.phase == .recognized { taps.times.append($0.time) } }
        let (window, _) = self.window(with: tap)
        return (Application(window: window), taps)
    }

    func testHeadlessReplayOfATapFiresTheTapAction() throws {
        let tap = TapGestureRecognizer()
        var fired: [GestureEvent] = []
        tap.addTarget { fired.append($0) }
        let (window, _) = self.window(with: tap)
        let app = Application(window: window)
        var finished: ApplicationReport?
        app.onFinish = { finished = $0 }
        let report = try app.run(
            ApplicationConfiguration(input: .replay(try recording("tap")), headless: true),
            clock: ManualFrameClock(start: 100))
        XCTAssertEqual(fired.map(\.phase), [.recognized], "one tap recognized, through the window's routing")
        XCTAssertGreaterThan(report.touchFrames, 0)
        XCTAssertTrue(report.display.hasPrefix("headless 1280x800"), report.display)
        XCTAssertEqual(finished?.frames, report.frames, "the report hook sees the returned report")
        // The run ends after the settle allowance, on virtual time (60 Hz frames).
        XCTAssertGreaterThanOrEqual(
            report.duration, ApplicationConfiguration.inputLead + ApplicationConfiguration.settleAllowance)
        XCTAssertLessThan(report.duration, 5)
    }

    func testRealTimeSchedulingIsNotAskedForOnVirtualTime() throws {
        let (window, _) = self.window(with: TapGestureRecognizer())
        let report = try Application(window: window).run(
            ApplicationConfiguration(input: .replay(try recording("tap")), headless: true, realtimeScheduling: true),
            clock: ManualFrameClock(start: 100))
        XCTAssertFalse(RealtimeScheduling.isRealtime, "virtual time: no thread to wake on time")
        XCTAssertTrue(report.problems.isEmpty, "\(report.problems)")
    }

    func testAnAppResamplesMovingTouchesForEachPresentUnlessToldNot() throws {
        func changes(resampling: Bool) throws -> [GestureEvent] {
            let pan = PanGestureRecognizer()
            var events: [GestureEvent] = []
            pan.addTarget { if $0.phase == .changed { events.append($0) } }
            let (window, _) = self.window(with: pan)
            _ = try Application(window: window).run(
                ApplicationConfiguration(
                    input: .replay(try recording("slow-drag")), headless: true, resamplesTouches: resampling),
                clock: ManualFrameClock(start: 100))
            return events
        }
        let resampled = try changes(resampling: true), real = try changes(resampling: false)
        XCTAssertGreaterThan(
            resampled.filter(\.values.isResampled).count, 10, "the drag is shown where it was 5 ms before each present")
        XCTAssertTrue(real.allSatisfy { !$0.values.isResampled }, "--no-resample: the reports as they came")
        XCTAssertEqual(
            resampled.filter { !$0.values.isResampled }.last?.values.translation,
            real.last?.values.translation, "the same real reports, the same end")
    }

    /// The times a recognizer was recognized at, as they come.
    private final class Recognitions { var times: [Double] = [] }

    /// A window whose view has a single tap that must wait for its double tap to fail: it can
    /// only be recognized by the interval deadline (0.35 s after the lift), when no touch frame
    /// comes; and when it was recognized.
    private func windowWithSingleTapAwaitingDouble() throws -> (Window, Recognitions) {
        let single = TapGestureRecognizer(name: "single")
        let double = TapGestureRecognizer(name: "double", numberOfTapsRequired: 2)
        try single.require(toFail: double)
        let recognitions = Recognitions()
        single.addTarget { if $0.phase == .recognized { recognitions.times.append($0.time) } }
        let (window, view) = self.window(with: single)
        view.addGestureRecognizer(double)
        return (window, recognitions)
    }

    func testDeadlinesFireBetweenTouchFrames() throws {
        let (window, recognitions) = try windowWithSingleTapAwaitingDouble()
        let app = Application(window: window)
        var lastTouchTime = -Double.infinity
        var frameTimes: [Double] = []
        app.onFrame = { frameTimes.append($0) }
        let path = try recording("tap")
        let frames = try RecordedInput.touchFrames(path: path, windowSize: Size(width: 1280, height: 800))
        let start = 100.0
        lastTouchTime = start + ApplicationConfiguration.inputLead + (frames.last?.time ?? 0)
        try app.run(
            ApplicationConfiguration(input: .replay(path), headless: true), clock: ManualFrameClock(start: start))
        let recognized = recognitions.times
        XCTAssertEqual(recognized.count, 1, "the single tap fired once the double tap failed")
        let deadline = lastTouchTime + TapGestureRecognizer.defaultMaximumIntervalBetweenTaps
        XCTAssertGreaterThan(
            try XCTUnwrap(recognized.first), lastTouchTime + 0.3, "recognized at the deadline, not at the lift")
        XCTAssertEqual(try XCTUnwrap(recognized.first), deadline, accuracy: 0.02)
        XCTAssertTrue(
            frameTimes.contains { $0 > lastTouchTime && $0 < deadline }, "frames ran between the lift and the deadline")
    }

    func testAReplayDelayStartsTheRecordingThatMuchLater() throws {
        // The same tap, recognized by its double tap's failing deadline: that deadline comes from
        // the reports' timestamps, so it moves by exactly the delay.
        func recognized(delay: Double) throws -> [Double] {
            let (window, recognitions) = try windowWithSingleTapAwaitingDouble()
            try Application(window: window).run(
                ApplicationConfiguration(
                    input: .replay(try recording("tap")), headless: true,
                    replayDelay: delay),
                clock: ManualFrameClock(start: 100))
            return recognitions.times
        }
        let plain = try recognized(delay: 0), delayed = try recognized(delay: 0.004)
        XCTAssertEqual(plain.count, 1)
        XCTAssertEqual(delayed.count, 1)
        XCTAssertEqual(try XCTUnwrap(delayed.first) - (try XCTUnwrap(plain.first)), 0.004, accuracy: 1e-9)
    }

    func testAHeadlessRunTakesItsCPUSlowdownFromTheConfiguration() throws {
        // No clock given: the run makes its own virtual one, as `--cpu-slowdown` asks.
        func slowdown(_ configured: Double?) throws -> Double? {
            let (window, _) = self.window(with: TapGestureRecognizer())
            let app = Application(window: window)
            var configuration = ApplicationConfiguration(input: .replay(try recording("tap")), headless: true)
            if let configured { configuration.cpuSlowdown = configured }
            try app.run(configuration)
            return (app.clock as? MeasuredVirtualClock)?.slowdown
        }
        XCTAssertEqual(try slowdown(nil), 1, "as measured by default")
        XCTAssertEqual(try slowdown(2), 2)
    }

    func testAPostedResizeReachesTheWindowsFrameAndLayout() throws {
        let window = LayoutRecordingWindow(frame: .zero)
        let app = Application(window: window)
        var posted = false
        app.onFrame = { [unowned app] _ in
            if !posted { app.post(.resized(Size(width: 600, height: 900))); posted = true }
        }
        let report = try app.run(
            ApplicationConfiguration(input: .replay(try recording("tap")), headless: true),
            clock: ManualFrameClock(start: 0))
        XCTAssertEqual(window.frame.size, Size(width: 600, height: 900))
        XCTAssertEqual(window.laidOutSizes.first, Size(width: 1280, height: 800), "the first layout at the run's size")
        XCTAssertEqual(window.laidOutSizes.last, Size(width: 600, height: 900), "re-laid out at the new size")
        XCTAssertTrue(report.events.contains { $0.event == .resized(Size(width: 600, height: 900)) })
    }

    func testAnSDLWindowResizeReachesTheWindowsFrame() throws {
        let chosen = getenv("SDL_VIDEODRIVER").map { String(cString: $0) }
        defer { if let chosen { setenv("SDL_VIDEODRIVER", chosen, 1) } else { unsetenv("SDL_VIDEODRIVER") } }
        let window = LayoutRecordingWindow(frame: .zero)
        let app = Application(window: window)
        var resized = false, framesAfter = 0
        app.onFrame = { [unowned app] _ in
            guard !resized else {
                framesAfter += 1
                if framesAfter == 5 { app.stop() }
                return
            }
            guard case .window(let presenter) = app.renderer?.target else { return }
            SDL_SetWindowSize(presenter.windowHandle, 640, 480)
            resized = true
        }
        var report: ApplicationReport?
        do {
            // Live input (SDL's touch and mouse): the window follows its SDL window's size.
            report = try app.run(
                ApplicationConfiguration(
                    input: .window, windowSize: Size(width: 800, height: 600),
                    videoDriver: "offscreen"))
        } catch {
            throw XCTSkip("SDL's offscreen driver is not available: \(error)")
        }
        try XCTSkipIf(report?.display.hasPrefix("headless") ?? true, "no offscreen window: \(report?.problems ?? [])")
        XCTAssertTrue(resized)
        XCTAssertEqual(window.frame.size, Size(width: 640, height: 480), "the SDL window's new size reached the window")
        XCTAssertEqual(window.laidOutSizes.last, Size(width: 640, height: 480))
        XCTAssertTrue(report!.display.contains("video driver offscreen"), report!.display)
    }

    /// Pushes a key press onto SDL's queue, as a keyboard would.
    private func pushKey(_ keycode: SDL_KeyCode) {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = SDL_Keycode(keycode.rawValue)
        _ = SDL_PushEvent(&event)
    }

    /// Pushes text input bytes (at most 31) onto SDL's queue, as an input method would.
    private func pushText(_ bytes: [UInt8]) {
        var event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &event.text.text) { buffer in
            for (index, byte) in bytes.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
        }
        _ = SDL_PushEvent(&event)
    }

    /// Pushes an input method's composition (at most 31 bytes) onto SDL's queue.
    private func pushEditing(_ bytes: [UInt8], cursor: Int32) {
        var event = SDL_Event()
        event.type = SDL_TEXTEDITING.rawValue
        withUnsafeMutableBytes(of: &event.edit.text) { buffer in
            for (index, byte) in bytes.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
        }
        event.edit.start = cursor
        _ = SDL_PushEvent(&event)
    }

    /// Runs `app` in an offscreen SDL window on the tap recording; skips when there is none.
    private func runInAWindow(_ app: Application) throws -> ApplicationReport {
        let chosen = getenv("SDL_VIDEODRIVER").map { String(cString: $0) }
        defer { if let chosen { setenv("SDL_VIDEODRIVER", chosen, 1) } else { unsetenv("SDL_VIDEODRIVER") } }
        let report: ApplicationReport
        do {
            report = try app.run(
                ApplicationConfiguration(
                    input: .replay(try recording("tap")), windowSize: Size(width: 800, height: 600),
                    videoDriver: "offscreen", exitAfterReplay: true))
        } catch {
            throw XCTSkip("SDL's offscreen driver is not available: \(error)")
        }
        try XCTSkipIf(report.display.hasPrefix("headless"), "no offscreen window: \(report.problems)")
        return report
    }

    func testAWindowsKeysAndTextReachTheFieldAndNoKeyQuits() throws {
        let window = Window(frame: .zero)
        let field = TextField(frame: Rect(x: 10, y: 10, width: 300, height: 40))
        window.addSubview(field)
        // No on-screen keyboard under the recording's tap: a desktop keyboard types here.
        window.isHardwareKeyboardAttached = true
        let app = Application(window: window)
        var frame = 0
        var underlined = false
        var inputRects: [Rect?] = []
        app.onFrame = { _ in
            frame += 1
            inputRects.append(app.sdlInput?.textInputRect)
            if frame == 2 { field.becomeFirstResponder() }
            if frame == 4 {
                // A scanner typing Q, a stray Escape, then text with a byte that is not UTF-8.
                self.pushKey(SDLK_q)
                self.pushText(Array("Q".utf8))
                self.pushKey(SDLK_ESCAPE)
                self.pushText([0x41, 0xFF, 0x42])
            }
            if frame == 6 {
                // An input method composing, then committing its result.
                self.pushEditing(Array("ka".utf8), cursor: 2)
            }
            if frame == 7 {
                underlined = field.markedRange != nil
                self.pushEditing([], cursor: 0)
                self.pushText(Array("か".utf8))
            }
            if frame == 10 { field.resignFirstResponder() }
        }
        let report = try runInAWindow(app)
        XCTAssertTrue(underlined, "the composition was shown")
        XCTAssertNil(inputRects[0], "no text input rect before a field is first responder")
        let caretRects = Set(inputRects.compactMap { $0 })
        XCTAssertGreaterThanOrEqual(caretRects.count, 2, "SDL heard where the caret is, and again when it moved")
        XCTAssertTrue(caretRects.allSatisfy { field.frame.insetBy(dx: -1, dy: -1).contains($0.origin) }, "\(caretRects)")
        XCTAssertEqual(field.text, "QA\u{FFFD}Bか")
        XCTAssertTrue(window.isHardwareKeyboardAttached, "a key was seen")
        XCTAssertGreaterThanOrEqual(
            report.duration, ApplicationConfiguration.inputLead + ApplicationConfiguration.settleAllowance,
            "neither Q nor Escape ended the run: it played out")
        XCTAssertTrue(report.events.contains { $0.event == .key("Escape") }, "the hooks saw the key")
    }

    func testEscapeQuitsADesktopWindowOnlyWhenTheAppOptsIn() throws {
        let app = Application(window: Window(frame: .zero))
        app.quitsOnEscape = true
        var frame = 0
        app.onFrame = { _ in
            frame += 1
            if frame == 3 { self.pushKey(SDLK_ESCAPE) }
        }
        let report = try runInAWindow(app)
        XCTAssertLessThan(
            report.duration, ApplicationConfiguration.inputLead + ApplicationConfiguration.settleAllowance,
            "Escape ended the run early")
    }

    func testHeadlessWithoutInputIsAClearError() {
        let app = Application(window: Window(frame: .zero))
        XCTAssertThrowsError(try app.run(ApplicationConfiguration(input: .window, headless: true))) { error in
            XCTAssertTrue("\(error)".contains("headless needs input"), "\(error)")
        }
    }

    func testAMissingRecordingNamesTheFile() {
        let app = Application(window: Window(frame: .zero))
        XCTAssertThrowsError(
            try app.run(ApplicationConfiguration(input: .replay("/nonexistent/x.evemu"), headless: true))
        ) {
            XCTAssertTrue("\($0)".contains("/nonexistent/x.evemu"), "\($0)")
        }
    }

    func testTheDisplayScaleIsTheDisplaysUnlessTheConfigurationSetsOne() throws {
        func run(scale: Double?) throws -> (Window, Bitmap) {
            let window = Window(frame: .zero)
            let app = Application(window: window)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flick-app-\(UUID().uuidString)")
                .path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try app.run(
                ApplicationConfiguration(
                    input: .replay(try recording("tap")), headless: true,
                    windowSize: Size(width: 100, height: 60), snapshotDirectory: folder,
                    displayScale: scale),
                clock: ManualFrameClock(start: 0))
            return (window, try XCTUnwrap(try app.takenSnapshots.last?.bitmap))
        }
        let (plain, plainFrame) = try run(scale: nil)
        XCTAssertEqual(plain.displayScale, 1, "headless: one pixel a point")
        XCTAssertEqual(plainFrame.width, 100)
        let (sharp, sharpFrame) = try run(scale: 2)
        XCTAssertEqual(sharp.displayScale, 2)
        XCTAssertEqual(sharp.frame.size, Size(width: 100, height: 60), "the window keeps its points")
        XCTAssertEqual(sharpFrame.width, 200, "drawn at two pixels a point")
        XCTAssertEqual(sharpFrame.height, 120)
    }

    func testAFingerLyingStillForDaysReplaysInBoundedTimeAndFrames() throws {
        let device = RecordingBuilder.touchscreen()
        var builder = RecordingBuilder()
        builder.slot(0)
        builder.trackingID(1)
        builder.position(x: 6400, y: 4000)
        builder.buttonTouch(true)
        builder.report(at: 1)
        builder.position(x: 6410)
        builder.report(at: 1.008)
        builder.trackingID(-1)
        builder.buttonTouch(false)
        builder.report(at: 1e6)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flick-rest-\(UUID().uuidString).evemu"
        ).path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try builder.recording(of: device).evemuText().write(toFile: path, atomically: true, encoding: .utf8)
        let (window, _) = self.window(with: PanGestureRecognizer())
        let app = Application(window: window)
        let report = try app.run(
            ApplicationConfiguration(input: .replay(path), headless: true), clock: ManualFrameClock(start: 0))
        XCTAssertGreaterThan(report.duration, 1e6, "the lift came 10⁶ s later, on virtual time")
        XCTAssertLessThan(report.frames, 200, "a finger lying still draws nothing")
        XCTAssertGreaterThanOrEqual(report.touchFrames, 3, "down, a move and the lift")
        XCTAssertFalse(window.hasTouchesDown, "the lift was delivered")
    }

    func testSnapshotsAreWrittenAsPNGs() throws {
        let window = Window(frame: .zero)
        let red = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        red.backgroundColor = Color(red: 1, green: 0, blue: 0)
        window.addSubview(red)
        let app = Application(window: window)
        var asked = false
        app.onFrame = { [unowned app] _ in if !asked { app.takeSnapshot(named: "first"); asked = true } }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flick-app-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = try app.run(
            ApplicationConfiguration(
                input: .replay(try recording("tap")), headless: true,
                windowSize: Size(width: 200, height: 120), snapshotDirectory: folder),
            clock: ManualFrameClock(start: 0))
        XCTAssertEqual(
            report.snapshotPaths.map { ($0 as NSString).lastPathComponent }, ["01-first.png", "02-final.png"])
        let final = try XCTUnwrap(try app.takenSnapshots.last?.bitmap)
        XCTAssertEqual(final.width, 200)
        let pixel = final[10, 10]
        XCTAssertEqual(pixel.red, 255)
        XCTAssertEqual(pixel.green, 0)
    }

    /// A controller noting the sizes it is told the window turns to.
    private final class TurnNoting: ViewController {
        var sizes: [Size] = []
        override func viewWillTransition(to size: Size, with coordinator: ViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            sizes.append(size)
        }
    }

    func testATurnedInterfaceIsDrawnHeadlessAtItsTurnedSize() throws {
        let window = Window(frame: .zero)
        let root = TurnNoting()
        window.rootViewController = root
        let red = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        red.backgroundColor = Color(red: 1, green: 0, blue: 0)
        root.view.addSubview(red)
        let app = Application(window: window)
        var turned = false
        app.onFrame = { [unowned app] _ in
            if !turned { app.setDeviceOrientation(.portrait); turned = true }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flick-turn-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = try app.run(
            ApplicationConfiguration(input: .replay(try recording("tap")), headless: true, snapshotDirectory: folder),
            clock: ManualFrameClock(start: 0))
        XCTAssertEqual(window.nativeOrientation, .landscapeRight, "1280 × 800 headless")
        XCTAssertEqual(window.interfaceOrientation, .portrait)
        XCTAssertEqual(app.rotation, .clockwise270, "the touches turn with the interface")
        XCTAssertEqual(root.sizes, [Size(width: 800, height: 1280)])
        XCTAssertEqual(report.problems, [])
        let final = try XCTUnwrap(try app.takenSnapshots.last?.bitmap)
        XCTAssertEqual(final.width, 800)
        XCTAssertEqual(final.height, 1280)
        XCTAssertEqual(final[10, 10].red, 255, "upright once the turn has animated")
        XCTAssertEqual(final[10, 10].green, 0)
        XCTAssertNotEqual(final[150, 10], final[10, 10], "the background beside it")
    }

    /// A recording of one tap at `downs` seconds each (40 ms long), written to a temporary
    /// file; the caller removes it.
    private func taps(at downs: [Double], holding hold: Double = 0.04) throws -> String {
        var builder = RecordingBuilder()
        for (index, down) in downs.enumerated() {
            builder.slot(0)
            builder.trackingID(Int32(index + 1))
            builder.position(x: 6400, y: 4000)
            builder.buttonTouch(true)
            builder.report(at: down)
            builder.trackingID(-1)
            builder.buttonTouch(false)
            builder.report(at: down + hold)
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flick-taps-\(UUID().uuidString).evemu"
        ).path
        try builder.recording(of: RecordingBuilder.touchscreen()).evemuText().write(
            toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testAPauseWithNoFingerDownIsCutFromAReplay() throws {
        let path = try taps(at: [1, 5000])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (app, taps) = tapCountingApp()
        let report = try app.run(
            ApplicationConfiguration(input: .replay(path), headless: true), clock: ManualFrameClock(start: 0))
        XCTAssertEqual(taps.times.count, 2, "both taps played")
        XCTAssertEqual(app.skippedIdleTime, 5000 - 1.04 - ApplicationConfiguration.settleLimit, accuracy: 1e-6)
        XCTAssertLessThan(report.duration, 30, "the pause was cut to the settle limit")
        XCTAssertTrue(report.input.contains("idle time cut"), report.input)
    }

    func testATapWithinOneFrameIsAnnouncedOnceItIsOver() throws {
        // Down and up 4 ms apart, while frames are drawn without pause: one frame takes in both,
        // so no check between frames sees the touch down; the rest after it is announced all
        // the same (a script waiting for it would wait for ever).
        let path = try taps(at: [1, 2], holding: 0.004)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (app, taps) = tapCountingApp()
        var settled: [(time: Double, frames: Int)] = []
        app.onSettled = { [unowned app] in settled.append((app.clock!.now(), app.touchFramesRouted)) }
        app.onFrame = { _ in }  // every frame drawn, as while an animation runs
        let report = try app.run(
            ApplicationConfiguration(input: .replay(path), headless: true), clock: ManualFrameClock(start: 0))
        XCTAssertEqual(taps.times.count, 2)
        XCTAssertEqual(report.touchFrames, 4)
        XCTAssertEqual(settled.map(\.frames), [0, 2, 4], "at the start and after each tap: \(settled)")
        XCTAssertTrue(settled.dropFirst().allSatisfy { $0.time >= 1 })
    }

    func testWorkForTheIdleAppRunsAtRestBeforeTheTouchesAndMissesNoFrame() throws {
        let path = try taps(at: [1])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let tap = TapGestureRecognizer()
        var tapped: Double?
        let (window, _) = self.window(with: tap)
        let app = Application(window: window)
        tap.addTarget { [unowned app] in if $0.phase == .recognized { tapped = app.clock!.now() } }
        var ran: [Double] = []
        for _ in 0..<3 {
            app.performWhenIdle { [unowned app] in
                ran.append(app.clock!.now())
                (app.clock as! ManualFrameClock).advance(by: 0.04)  // past a 60 Hz frame's budget
            }
        }
        let report = try app.run(
            ApplicationConfiguration(input: .replay(path), headless: true), clock: ManualFrameClock(start: 0))
        XCTAssertEqual(ran.count, 3)
        XCTAssertTrue(ran.allSatisfy { $0 > 0 && $0 < 1 }, "at rest after the first frames, before the tap: \(ran)")
        XCTAssertNotNil(tapped)
        XCTAssertEqual(report.profile.missed, 0, "no frame waited for the work")
    }

    func testTheFrameAfterAPieceOfIdleWorkIsPlannedForItsOwnCost() throws {
        // Each piece changes the view, and the frame that shows it costs 10 ms (as the demo's
        // frame uploading the glyphs a piece rasterized) where frames at rest cost nothing:
        // started with the resting frames' lead it would miss its deadline. It is planned as
        // a step of its own, with the whole interval until its cost is known, then that cost.
        let path = try taps(at: [4])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (window, view) = self.window(with: TapGestureRecognizer())
        let app = Application(window: window)
        var costly = false, costlyFrames = 0
        app.willDraw = { [unowned app] _ in
            guard costly else { return }
            costly = false
            costlyFrames += 1
            (app.clock as! ManualFrameClock).advance(by: 0.010)
        }
        for index in 0..<6 {
            app.performWhenIdle { [unowned view] in
                view.backgroundColor = Color(white: 0.1 + 0.1 * Double(index))
                costly = true
            }
        }
        let report = try app.run(
            ApplicationConfiguration(input: .replay(path), headless: true), clock: ManualFrameClock(start: 0))
        XCTAssertEqual(costlyFrames, 6, "each piece's change was drawn")
        XCTAssertEqual(report.profile.missed, 0, "no frame after a piece missed its deadline")
    }

    func testTheLastFrameOfAContentTransitionIsPlannedForItsOwnCost() throws {
        // A fold whose frames cost nothing ends in a frame that costs 10 ms (the demo's card
        // drawn whole with its new contents): started as the fold's frames were, it would miss
        // its deadline. The window foresees the end (`ContentTransition.endTime`) as a step.
        let path = try taps(at: [3])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (window, view) = self.window(with: TapGestureRecognizer())
        let app = Application(window: window)
        var started = false, ended: Double?, costlyFrames = 0
        app.onSettled = { [unowned app, unowned view] in
            guard !started else { return }
            started = true
            view.transition(
                withDuration: 0.5, options: .transitionFold,
                animations: { view.backgroundColor = Color(white: 0.3) },
                completion: { _ in ended = app.clock!.now() })
        }
        app.willDraw = { [unowned app] _ in
            guard ended != nil, costlyFrames == 0 else { return }
            costlyFrames += 1
            (app.clock as! ManualFrameClock).advance(by: 0.010)
        }
        let report = try app.run(
            ApplicationConfiguration(input: .replay(path), headless: true), clock: ManualFrameClock(start: 0))
        XCTAssertNotNil(ended, "the fold ran to its end")
        XCTAssertEqual(costlyFrames, 1)
        XCTAssertEqual(report.profile.missed, 0, "the fold's last frame started early enough")
    }

    func testWillDrawOnSettledAndTheRestConditionFollowTheFrames() throws {
        let path = try taps(at: [1])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (window, view) = self.window(with: TapGestureRecognizer())
        view.backgroundColor = Color(white: 0.5)
        let app = Application(window: window)
        var drawn: [Double] = [], settled: [Double] = [], ready = 3.0
        app.willDraw = { drawn.append($0) }
        app.onSettled = { [unowned app] in settled.append(app.clock!.now()) }
        // Content still loading until `ready`: the run waits for it, within the settle limit.
        app.restCondition = { [unowned app] in app.clock!.now() >= ready }
        // Something changes at `ready` (the content arrives), so a frame is drawn then.
        app.onFrame = { [unowned view] time in if time >= ready { view.backgroundColor = Color(white: 0.6) } }
        let report = try app.run(
            ApplicationConfiguration(input: .replay(path), headless: true), clock: ManualFrameClock(start: 0))
        XCTAssertLessThan(drawn.count, report.frames, "frames whose picture did not change are not drawn")
        XCTAssertTrue(drawn.contains { $0 >= ready }, "the change at \(ready) s was drawn, and announced first")
        XCTAssertGreaterThanOrEqual(report.duration, ready, "the run waited for the app's rest")
        XCTAssertLessThan(report.duration, ready + 1)
        XCTAssertFalse(settled.isEmpty, "rest was announced")
        XCTAssertTrue(settled.allSatisfy { $0 >= ready }, "never before the app's own condition held: \(settled)")
        XCTAssertTrue(app.isSettled)
        XCTAssertEqual(app.touchFramesRouted, report.touchFrames)

        // Frames on demand: at rest nothing is drawn, so willDraw is not called either.
        let still = Application(window: self.window(with: TapGestureRecognizer()).0)
        var stillDrawn = 0
        still.willDraw = { _ in stillDrawn += 1 }
        let stillReport = try still.run(
            ApplicationConfiguration(input: .replay(path), headless: true),
            clock: ManualFrameClock(start: 0))
        XCTAssertLessThanOrEqual(stillDrawn, stillReport.frames)
        XCTAssertLessThan(
            stillReport.frames, 30,
            "a window at rest is not drawn: \(stillReport.frames) frames in \(stillReport.duration) s")
        XCTAssertGreaterThan(stillReport.duration, 2)
    }

    func testASnapshotOfTheScreenIsTakenBeforeAChangeIsDrawn() throws {
        let window = Window(frame: .zero)
        let square = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        square.backgroundColor = Color(red: 1, green: 0, blue: 0)
        window.addSubview(square)
        let app = Application(window: window)
        var frames = 0
        app.onFrame = { [unowned app, unowned square] _ in
            frames += 1
            guard frames == 5 else { return }
            // As a tab is left: what is on screen now, then the frame that shows the change.
            app.takeSnapshotOfScreen(named: "before")
            square.backgroundColor = Color(red: 0, green: 0, blue: 1)
            app.takeSnapshot(named: "after")
        }
        app.willEnd = { [unowned app] in app.takeSnapshotOfScreen(named: "closing") }
        app.prepareSnapshots()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flick-app-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = try app.run(
            ApplicationConfiguration(
                input: .replay(try recording("tap")), headless: true,
                windowSize: Size(width: 200, height: 120), snapshotDirectory: folder),
            clock: ManualFrameClock(start: 0))
        XCTAssertEqual(
            report.snapshotPaths.map { ($0 as NSString).lastPathComponent },
            ["01-before.png", "02-after.png", "03-closing.png"], "the closing snapshot replaces the final one")
        let snapshots = try app.takenSnapshots
        XCTAssertEqual(snapshots[0].bitmap[10, 10].red, 255, "before the change")
        XCTAssertEqual(snapshots[1].bitmap[10, 10].blue, 255, "the frame showing it")
    }

    func testAReplayInAWindowKeepsTheLayoutItsTouchesWereMadeFor() throws {
        let chosen = getenv("SDL_VIDEODRIVER").map { String(cString: $0) }
        defer { if let chosen { setenv("SDL_VIDEODRIVER", chosen, 1) } else { unsetenv("SDL_VIDEODRIVER") } }
        let window = LayoutRecordingWindow(frame: .zero)
        let app = Application(window: window)
        var resized = false
        app.onFrame = { [unowned app] _ in
            guard !resized, case .window(let presenter) = app.renderer?.target else { return }
            SDL_SetWindowSize(presenter.windowHandle, 640, 480)
            resized = true
        }
        let report = try runInAWindow(app)
        XCTAssertTrue(resized)
        XCTAssertEqual(
            window.frame.size, Size(width: 800, height: 600), "laid out at the replay's size, shown letterboxed")
        XCTAssertFalse(report.events.contains { if case .resized = $0.event { true } else { false } })
    }
}

/// A window that records the bounds size of every layout pass.
final class LayoutRecordingWindow: Window {
    private(set) var laidOutSizes: [Size] = []
    override func layoutSubviews() { laidOutSizes.append(bounds.size) }
}
