import ArgumentParser
import FlickInput
import FlickRender
import FlickRuntime
import FlickUI

extension BenchCommand {
    /// `flick bench paste`: a large paste into a `TextField` (a `TextView` with `--text-view`; bad input: a field must stay
    /// responsive), in DejaVu Sans through the system fonts: the paste with the frame after
    /// it, then keystrokes typed after it, each with its frame (layout and display list).
    struct Paste: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "paste",
            abstract: "A large paste into a text field, then keystrokes after it: time per change with its frame.")

        @Option(help: "Bytes pasted.")
        var bytes = 1 << 20

        @Option(help: "Keystrokes typed after the paste.")
        var keystrokes = 50

        @Flag(help: "Type at the start of the text (Home first): every caret stop after it moves.")
        var atStart = false

        @Flag(help: "Paste into a 600 x 400 pt TextView instead (the text in lines of 40 characters).")
        var textView = false

        @Flag(help: "Paste Hebrew among Latin: right-to-left runs (a field shapes its long line in pieces).")
        var rightToLeft = false

        func validate() throws {
            guard bytes > 0, keystrokes > 0 else { throw ValidationError("--bytes and --keystrokes must be positive") }
        }

        func run() throws {
            SystemFonts.installStandard()
            let window = Window(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
            let field = TextField(frame: Rect(x: 100, y: 100, width: 600, height: 44))
            let view = TextView(frame: Rect(x: 100, y: 100, width: 600, height: 400))
            let target: View = textView ? view : field
            window.addSubview(target)
            window.pasteboard = ProcessPasteboard()
            let words = rightToLeft ? "שלום עולם, dolor sit amet 0123." : "Lorem ipsum dolor sit amet, 0123456789."
            let unit = words + (textView ? "\n" : " ")
            let whole = String(repeating: unit, count: bytes / unit.utf8.count + 1)
            // The first `bytes` bytes, cut at a scalar's start (Hebrew takes two bytes).
            var cut = bytes
            while whole.utf8[whole.utf8.index(whole.utf8.startIndex, offsetBy: cut)] & 0xC0 == 0x80 { cut -= 1 }
            window.pasteboard.string = String(whole.utf8.prefix(cut))!
            var time = 0.0
            _ = window.displayList(at: time)
            target.becomeFirstResponder()
            let clock = MonotonicClock()
            let paste = clock.threadCPUMilliseconds {
                if textView { view.paste() } else { field.paste() }
                time += 1.0 / 60
                _ = window.displayList(at: time)
            }
            if atStart { window.handleKey(KeyEvent(key: .home, time: time)) }
            var samples: [Double] = []
            for index in 0..<keystrokes {
                let letter = String(unit[unit.index(unit.startIndex, offsetBy: index % unit.count)])
                samples.append(
                    clock.threadCPUMilliseconds {
                        time += 1.0 / 60
                        window.advance(to: time)
                        window.insertText(letter)
                        _ = window.displayList(at: time)
                    })
            }
            samples.sort()
            func percentile(_ p: Double) -> Double { samples[min(Int(Double(samples.count) * p), samples.count - 1)] }
            let pasted = textView ? view.text.utf8.count : field.text.utf8.count
            print(
                "paste: \(pasted) bytes\(rightToLeft ? " of Hebrew and Latin" : "") in a 600 pt "
                    + "\(textView ? "text view" : "field"), "
                    + "typing at its \(atStart ? "start" : "end")")
            print(String(printf: "paste + frame CPU: %.1f ms", paste))
            print(
                String(
                    printf: "keystroke + frame after it, CPU (%d): p50 %.2f ms, p99 %.2f ms, max %.2f ms",
                    samples.count,
                    percentile(0.5), percentile(0.99), samples.last ?? 0))
        }
    }
}
