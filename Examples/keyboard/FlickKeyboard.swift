// flick-keyboard: the on-screen keyboard on the public API. A label shows what is typed into a
// small text input of the example's own; the keyboard sits along the window's bottom. Run live
// (touchscreen, or a window's touch and mouse) or headless from its recording:
//   flick-keyboard --replay Examples/keyboard/keyboard.evemu --headless
import Flick

@main
struct FlickKeyboard: ParsableCommand {
    @OptionGroup var options: ApplicationOptions

    func run() throws {
        SystemFonts.installStandard()  // DejaVu Sans through fontconfig
        let screen = KeyboardScreen(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
        let app = Application(window: screen.window)
        let report = try app.run(options.configuration(title: "flick-keyboard"))
        print("\(report.frames) frames, typed: \(screen.input.text)")
    }
}

/// The example's views: the typed text at the top, the keyboard along the bottom.
final class KeyboardScreen {
    let window: Window
    let input = TypedText(frame: Rect(x: 40, y: 40, width: 1200, height: 80))
    let keyboard = KeyboardView()

    init(frame: Rect) {
        window = Window(frame: frame)
        window.backgroundColor = .white
        window.addSubview(input)
        window.addSubview(keyboard)  // first: the keyboard's height follows the window's orientation
        let size = keyboard.sizeThatFits(frame.size)
        keyboard.frame = Rect(x: 0, y: frame.height - size.height, width: size.width, height: size.height)
        keyboard.target = input
        keyboard.onEdit = { [unowned self] in print("text: \(input.text)") }
        keyboard.onDismiss = { print("keyboard dismissed") }
    }
}

/// The example's own text input: text kept in a label, the caret always at the end.
final class TypedText: View, TextInputTraits, KeyboardContext {
    private let label = Label()
    private(set) var text = "" { didSet { label.text = text + "|" } }

    override init(frame: Rect) {
        super.init(frame: frame)
        label.frame = bounds
        label.font = .system(size: 40)
        label.text = "|"
        addSubview(label)
    }

    var hasText: Bool { !text.isEmpty }
    var textBeforeCaret: String { text }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
}
