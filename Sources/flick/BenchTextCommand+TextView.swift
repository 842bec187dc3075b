import FlickInput
import FlickRuntime
import FlickScene
import FlickUI
import FoundationEssentials

extension BenchTextCommand {
    /// What `--text-view` measures: keystrokes typed into a `TextView` holding
    /// `characters` characters in paragraphs of `paragraphLength`, each with the frame after
    /// it (the change, layout and display list), at 60 Hz of virtual time. Timed as the
    /// thread's CPU time, as the frame benchmarks are: wall time put other processes'
    /// slices into the tail (p99 8.9 to 46.5 ms and max 89 to 328 ms over two runs while two
    /// builds ran).
    struct TextViewTyping {
        /// Characters in the view before typing.
        var characters: Int
        /// Characters per paragraph ("\n" between them).
        var paragraphLength: Int
        /// Keystrokes measured (after `warmUp` more).
        var keystrokes: Int
        /// Keystrokes typed first, not measured (they fill the glyph atlas).
        var warmUp: Int
        /// True for Hebrew among Latin (paragraphs right to left) rather than Latin.
        var rightToLeft = false

        /// CPU milliseconds per keystroke with its frame, sorted.
        func run(engine: TextEngine) -> [Double] {
            let window = Window(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
            window.keyboardViewProvider = { _ in View() }
            let view = TextView(frame: Rect(x: 100, y: 100, width: 600, height: 400))
            view.textEngine = engine
            window.addSubview(view)
            let words =
                rightToLeft
                ? "שלום עולם, dolor sit amet, תודה רבה על הכול, sed do eiusmod tempor. "
                : "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor. "
            let paragraph = String(repeating: words, count: paragraphLength / words.count + 1).prefix(paragraphLength)
            let text = String(repeating: paragraph + "\n", count: characters / (paragraphLength + 1) + 1)
            view.text = String(text.prefix(characters))
            var time = 0.0
            _ = window.displayList(at: time)
            view.becomeFirstResponder()
            // Typing in the middle of the text: paragraphs after the caret move with each change.
            let middle = view.text.index(view.text.startIndex, offsetBy: characters / 2)
            view.placeCaret(at: view.text.utf8.distance(from: view.text.utf8.startIndex, to: middle))
            let typed = Array("The quick brown fox jumps over the lazy dog. ")
            let clock = MonotonicClock()
            var samples: [Double] = []
            for index in 0..<(warmUp + keystrokes) {
                let letter = String(typed[index % typed.count])
                let cost = clock.threadCPUMilliseconds {
                    time += 1.0 / 60
                    window.advance(to: time)
                    window.insertText(letter)
                    _ = window.displayList(at: time)
                }
                if index >= warmUp { samples.append(cost) }
            }
            return samples.sorted()
        }
    }

    /// Runs `--text-view` and prints its figures.
    func runTextView(engine: TextEngine) throws {
        let typing = TextViewTyping(
            characters: textViewCharacters, paragraphLength: paragraphLength, keystrokes: frames, warmUp: warmUp,
            rightToLeft: rightToLeft)
        let samples = typing.run(engine: engine)
        func percentile(_ p: Double) -> Double { samples[min(Int(Double(samples.count) * p), samples.count - 1)] }
        try StandardOutput.line(
            "text view: \(textViewCharacters) characters\(rightToLeft ? " of Hebrew and Latin" : "")"
                + (paragraphLength >= textViewCharacters
                    ? " in one paragraph, " : " in paragraphs of \(paragraphLength), ")
                + "\(unshaped ? "unshaped" : "shaped (\(engine.shaper?.name ?? "no shaper"))"), typing in the middle")
        try StandardOutput.line(
            String(
                printf: "keystroke + frame CPU (%d): p50 %.3f ms, p99 %.3f ms, max %.3f ms", samples.count, percentile(0.5),
                percentile(0.99), samples.last ?? 0))
    }
}
