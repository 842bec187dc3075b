import Flick

extension DemoApp {
    /// Runs the demo in `application`: the demo draws its lazy content and takes its
    /// snapshots on the application's frames, its scenes' rest is part of the application's,
    /// its tile counters go into the profile, and keys 1–5 (scenes), F1 (HUD) and R (turn the
    /// interface a quarter clockwise, as if the device turned) act. Snapshot names are the scenes' in lower case.
    /// `announce` is called with the touch frames routed so far each time everything comes
    /// to rest, and `announceNote` with each report line as it is noted, after its scene's name
    /// (`--announce-settled`); `note` is told what happened outside the window (a device
    /// unplugged, a turn).
    func attach(
        to application: Application, announce: ((Int) -> Void)? = nil, announceNote: ((String) -> Void)? = nil,
        note: @escaping (String) -> Void
    ) {
        snapshotHandler = { [unowned application] name in application.takeSnapshotOfScreen(named: name.lowercased()) }
        snapshotRequest = { [unowned application] name in application.takeSnapshot(named: name.lowercased()) }
        onHUDChange = { [unowned application] shown in
            // Shown, the HUD's figures change every frame: every frame is drawn.
            application.onFrame = shown ? { _ in } : nil
        }
        whenIdle = { [unowned application] work in application.performWhenIdle(work) }
        application.willDraw = { [unowned self] target in willDraw(at: target) }
        application.restCondition = { [unowned self, unowned application] in
            isSettled(at: application.clock?.now() ?? window.currentTime)
        }
        application.frameCounters = { [unowned self] in counters }
        application.willEnd = { [unowned self] in captureCurrentIfNeeded() }
        if let announce {
            application.onSettled = { [unowned application] in announce(application.touchFramesRouted) }
        }
        if let announceNote {
            report.onNote = { announceNote("App: " + $0) }
            for scene in scenes { scene.report.onNote = { [name = scene.name] in announceNote(name + ": " + $0) } }
        }
        application.onEvent = { [unowned self, unowned application] event, time in
            switch event {
            case .key(let name):
                if let digit = Int(name), (1...scenes.count).contains(digit) {
                    select(digit - 1, at: time)
                } else if name == "F1" {
                    toggleHUD(at: time)
                } else if name == "R" {
                    // As if the device turned: the interface turns a quarter clockwise, animated.
                    let wanted = window.interfaceOrientation.turned(by: .clockwise90)
                    application.setDeviceOrientation(DeviceOrientation(wanted))
                    report.note("device turned: interface \(window.interfaceOrientation.rawValue)", at: time)
                }
            case .resized:
                // Laid out before the frame is drawn (`willDraw(at:)`), as after a turn, which
                // resizes the window with no event.
                break
            case .orientationChanged(let rotation):
                report.note("display orientation \(rotation.rawValue)°", at: time)
            case .touchscreenAdded(let path):
                report.note("touchscreen \(path) plugged in", at: time)
                note("touchscreen \(path) plugged in: reading it (\(application.touchscreen?.deviceName ?? "?"))")
            case .touchscreenRemoved(let path):
                note("\(path) was unplugged: its touches were cancelled")
            case .quit:
                break
            }
        }
    }
}
