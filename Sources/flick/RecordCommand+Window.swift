import FlickInput
import FlickRender
import FlickRuntime
import FlickUI
import FoundationEssentials

/// `flick record --window -o FILE`: records the touches of a window, SDL touch and the mouse
/// as the demo maps them (`PointerTouches`: the left button is one finger; Ctrl, Shift, Alt or
/// Super adds a second mirrored about the window's centre, to pinch and turn), as the touch
/// frames the window routes. They become a `GestureScript` (`GestureScript.append(_:)`) that
/// `TraceSynthesizer` writes as an evemu recording of the synthesized touchscreen mapped onto
/// the window, with no jitter or noise: replayed on a window of the same size, the touches land
/// where they were made.
extension RecordCommand {
    /// Time before the first touch in the file, seconds (ours: as a synthesized gesture's lead).
    static let windowLead = 0.1

    func recordWindow() throws {
        let size =
            try windowSize.map { try ApplicationOptions.parseSize($0, option: "--window-size") }
            ?? ApplicationConfiguration.defaultWindowSize
        SystemFonts.installStandard()
        let window = Window(frame: Rect(origin: .zero, size: size))
        let recorder = TouchRecordingView(frame: window.bounds)
        window.addSubview(recorder)
        let app = Application(window: window)
        app.quitsOnEscape = true  // Esc ends the recording: a desktop window, an opt-in
        let limit = duration
        var start: Double?
        app.onFrame = { [unowned app] time in  // --duration counts from the first frame
            start = start ?? time
            if let limit, time - start! >= limit { app.stop() }
        }
        writeStandardError(
            "recording the window's touches to \(output): the mouse is a finger, "
                + "a modifier held adds a second; Esc or closing the window ends it")
        _ = try app.run(
            ApplicationConfiguration(
                input: .window, windowSize: size, title: "flick record",
                resamplesTouches: false))
        var device = SynthesizedDevice()
        device.windowSize = size
        device.jitter = 0
        device.noise = 0
        let evemu = TraceSynthesizer(device: device).evemu(for: recorder.script)
        try OutputFile.write(evemu, to: output)
        writeStandardError("\(recorder.script.contacts.count) touches written to \(output)")
    }
}

/// A view covering the window that keeps every touch it is given as a gesture script, times
/// from its first touch (`RecordCommand.windowLead` before it).
final class TouchRecordingView: View {
    private(set) var script = GestureScript(start: RecordCommand.windowLead)
    /// The time of the first touch, seconds (infinity before it).
    private var firstFrameTime = Double.infinity
    private let hint = Label()

    override init(frame: Rect) {
        super.init(frame: frame)
        hint.text = "Recording: drag with the mouse; hold Ctrl for a second finger; Esc ends"
        hint.frame = Rect(x: 20, y: 20, width: frame.width - 40, height: 40)
        addSubview(hint)
    }

    private func record(_ touches: [Touch], _ event: TouchEvent) {
        if firstFrameTime == .infinity { firstFrameTime = event.time }
        script.append(TouchFrame(time: event.time - firstFrameTime + RecordCommand.windowLead, touches: touches))
    }

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { record(touches, event) }
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) { record(touches, event) }
    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { record(touches, event) }
    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { record(touches, event) }
}
