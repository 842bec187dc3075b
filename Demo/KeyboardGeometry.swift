import Flick

/// Where the on-screen keyboard's keys are in a window of the tour's size, for scripting
/// taps on them (`DemoTour.settings`): a `KeyboardView` laid out as the window shows it,
/// full width along the bottom at the height it asks for (`Window+Keyboard.swift`), English
/// (US) letters.
struct KeyboardGeometry {
    private let keyboard: KeyboardView
    private let window: Window
    private let top: Double

    /// The keyboard of a window of `windowSize` points.
    init(windowSize: Size) {
        keyboard = KeyboardView(frame: Rect(x: 0, y: 0, width: windowSize.width, height: 1))
        // In a window of that size: the keys' metrics depend on the window they are in.
        window = Window(frame: Rect(origin: .zero, size: windowSize))
        window.addSubview(keyboard)
        keyboard.frame = window.restingFrame(ofInputView: keyboard)
        top = keyboard.frame.minY
        keyboard.layoutIfNeeded()
    }

    /// The centre of the key `kind`, window points (the origin when the page has none).
    func centre(of kind: KeyboardKey.Kind) -> Point {
        guard let frame = keyboard.frame(of: kind) else { return .zero }
        return Point(x: frame.midX, y: top + frame.midY)
    }

    /// The centre of the letter key `letter`, window points.
    func centre(of letter: String) -> Point { centre(of: .character(letter)) }

    /// The centre of alternate `index` of `letter`'s long-press strip, window points.
    func alternateCentre(of letter: String, index: Int) -> Point {
        guard let strip = keyboard.alternatesFrame(of: .character(letter)), strip.width > 0,
            let key = keyboard.frame(of: .character(letter))
        else { return .zero }
        // One key-sized cell per alternate.
        return Point(x: strip.minX + key.width * (Double(index) + 0.5), y: top + strip.midY)
    }
}
