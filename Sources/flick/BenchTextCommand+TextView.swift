import FlickInput
import FlickRuntime
import FlickScene
import FlickUI
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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

        /// CPU milliseconds per keystroke with its frame, sorted.
        func run(engine: TextEngine) -> [Double] {
            let window = Window(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
            window.keyboardViewProvider = { _ in View() }
            let view = TextView(frame: Rect(x: 100, y: 100, width: 600, height: 400))
            view.textEngine = engine
            window.addSubview(view)
            let words = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor. "
            var text = ""
            while text.count < characters {
                var paragraph = ""
                while paragraph.count < paragraphLength { paragraph += words }
                text += paragraph.prefix(min(paragraphLength, characters - text.count)) + "\n"
            }
            view.text = String(text.prefix(characters))
            var time = 0.0
            _ = window.displayList(at: time)
            view.becomeFirstResponder()
            // Typing in the middle of the text: paragraphs after the caret move with each change.
            view.placeCaret(at: view.text.utf8.count / 2)
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
            characters: textViewCharacters, paragraphLength: paragraphLength, keystrokes: frames, warmUp: warmUp)
        let samples = typing.run(engine: engine)
        func percentile(_ p: Double) -> Double { samples[min(Int(Double(samples.count) * p), samples.count - 1)] }
        try StandardOutput.line(
            "text view: \(textViewCharacters) characters in paragraphs of \(paragraphLength), "
                + "\(unshaped ? "unshaped" : "shaped (\(engine.shaper?.name ?? "no shaper"))"), typing in the middle")
        try StandardOutput.line(
            String(
                printf: "keystroke + frame CPU (%d): p50 %.3f ms, p99 %.3f ms, max %.3f ms", samples.count, percentile(0.5),
                percentile(0.99), samples.last ?? 0))
    }
}
