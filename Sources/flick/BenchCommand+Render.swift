import ArgumentParser
import FlickRender
import Foundation

/// `flick bench render`: FlickRender's `RenderBenchmark` (issue #7): a 1280×800 frame of
/// 60 tiles and a fold drawn through Flick's display list and `SDLRenderer`, and the same
/// quads through a plain SDL loop, frames alternating on one headless software renderer.
/// A subcommand of `flick bench`.
struct BenchRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Flick's renderer against a plain SDL loop on the same frame (median ms per frame).")

    /// The JSON printed with `--json`; names fixed by issue #8.
    struct Figures: Codable, Hashable {
        /// Median ms per frame through Flick.
        var flickMs: Double
        /// Median ms per frame of the plain SDL loop.
        var plainMs: Double
        /// flickMs / plainMs.
        var ratio: Double

        enum CodingKeys: String, CodingKey {
            case flickMs = "flick_ms"
            case plainMs = "plain_ms"
            case ratio
        }
    }

    @Option(help: "Frames measured per renderer (after warm-up).")
    var frames = 200

    @Option(help: "Warm-up frames per renderer.")
    var warmUp = 20

    @Flag(help: "Print one JSON object: {\"flick_ms\", \"plain_ms\", \"ratio\"}.")
    var json = false

    func validate() throws {
        guard frames > 0, warmUp >= 0 else { throw ValidationError("--frames must be positive, --warm-up not negative") }
    }

    func run() throws {
        let result = try RenderBenchmark.run(frames: frames, warmUpFrames: warmUp)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let figures = Figures(flickMs: result.flickMs, plainMs: result.plainMs, ratio: result.ratio)
            print(String(decoding: try encoder.encode(figures), as: UTF8.self))
        } else {
            print(result)
        }
    }
}
