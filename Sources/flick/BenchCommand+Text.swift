import FlickBenchmarks
import ArgumentParser
import FlickInput
import FlickRender
import FlickRuntime
import FlickScene
import FoundationEssentials

/// `flick bench text`: the Days scene's visible text drawn from the glyph cache
/// each frame (goal: p99 ≤ 1 ms), and a 10,000-row list measuring its text lazily.
/// A subcommand of `flick bench`.
struct BenchTextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Text from the glyph cache per frame (Days scene, ~40 labels) and a 10,000-row list's measurement.")

    @Option(help: "Frames measured (after warm-up).")
    var frames = 600

    @Option(help: "Warm-up frames (they fill the glyph atlas and the layout cache).")
    var warmUp = 30

    @Flag(help: "Lay glyphs out one by one with kerning, as before shaping (for comparison with the shaped default).")
    var unshaped = false

    @Flag(help: "Type into a TextView instead: each keystroke with its frame (change, layout, display list).")
    var textView = false

    @Option(help: "With --text-view: characters in the view.")
    var textViewCharacters = 10_000

    @Option(help: "With --text-view: characters per paragraph (at least --text-view-characters: one paragraph).")
    var paragraphLength = 400

    @Flag(help: "With --text-view: Hebrew among Latin, the paragraphs right to left.")
    var rightToLeft = false

    @Flag(
        help:
            "Print one JSON object (keys in snake case: labels, glyphs, draws, p50_ms, p99_ms, build_p99_ms, list_cold_ms, list_cold_row_us, list_visible_p99_us, list_rows_laid_out, scrolled_rows)."
    )
    var json = false

    func validate() throws {
        guard !(textView && json) else {
            throw ValidationError("--json does not apply to --text-view (it prints text)")
        }
        guard textViewCharacters > 0, paragraphLength > 0 else {
            throw ValidationError("--text-view-characters and --paragraph-length must be positive")
        }
        guard frames > 0, warmUp >= 0 else {
            throw ValidationError("--frames must be positive, --warm-up not negative")
        }
    }

    func run() throws {
        var engine = SystemFonts.makeEngine()
        if unshaped { engine = TextEngine(sources: engine.sources) }
        if textView { return try runTextView(engine: engine) }
        let result = try TextBenchmark.run(engine: engine, frames: frames, warmUpFrames: warmUp)
        if json {
            try StandardOutput.line(JSONLine.encoding(result))
        } else {
            try StandardOutput.line(String(describing: result))
        }
    }
}
