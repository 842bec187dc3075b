import FlickBenchmarks
import ArgumentParser
import FlickInput
import FlickRender
import FoundationEssentials

/// `flick bench render`: FlickRender's `RenderBenchmark` (issue #7): a 1280×800 frame of
/// 60 tiles and a fold drawn through Flick's display list and `SDLRenderer`, and the same
/// quads through a plain SDL loop, frames alternating on one headless software renderer.
/// A subcommand of `flick bench`.
struct BenchRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Flick's renderer against a plain SDL loop on the same frame (median ms per frame).")

    /// The JSON printed with `--json`; names fixed by issue #8 (keys in snake case:
    /// `flick_ms`, `plain_ms`, `ratio`), plus the damage-tracked figures (`damage_ms`,
    /// `damage_ratio`, `damaged_share`).
    struct Figures: Codable, Hashable {
        /// Median ms per frame through Flick, every frame drawn whole.
        var flickMs: Double
        /// Median ms per frame of the plain SDL loop (every frame whole).
        var plainMs: Double
        /// flickMs / plainMs.
        var ratio: Double
        /// Median ms per frame through Flick with damage tracking.
        var damageMs: Double
        /// damageMs / plainMs.
        var damageRatio: Double
        /// Share of the pixels the damage-tracked frames drew again (0…1).
        var damagedShare: Double

        enum CodingKeys: String, CodingKey {
            case flickMs = "flick_ms"
            case plainMs = "plain_ms"
            case ratio
            case damageMs = "damage_ms"
            case damageRatio = "damage_ratio"
            case damagedShare = "damaged_share"
        }
    }

    @Option(help: "Frames measured per renderer (after warm-up).")
    var frames = 200

    @Option(help: "Warm-up frames per renderer.")
    var warmUp = 20

    @Flag(help: "Print one JSON object: {\"flick_ms\", \"plain_ms\", \"ratio\", \"damage_ms\", \"damage_ratio\", \"damaged_share\"} (with --scene zoom: {\"linear_ms\", \"nearest_ms\", \"linear_sdl_ms\", \"nearest_sdl_ms\", \"linear_uncut_ms\", \"nearest_uncut_ms\"}).")
    var json = false

    /// The frames measured.
    enum Scene: String, ExpressibleByArgument, CaseIterable {
        /// Tiles and a fold, Flick against a plain SDL loop (issue #7).
        case tiles
        /// A zoom across levels of detail, each texture filter, with and without edge cuts.
        case zoom
        /// A full-window list flung five times, damage-tracked and drawn whole.
        case list
    }

    @Option(help: "tiles: Flick against a plain SDL loop; zoom: a double-tap zoom frame with each texture filter; list: a full-window list flung five times (its script: 1,200 frames; --frames is not used).")
    var scene = Scene.tiles

    /// The JSON printed with `--scene zoom --json` (keys in snake case), median ms per frame.
    struct ZoomFigures: Codable, Hashable {
        /// Bilinear, as Flick draws it.
        var linearMs: Double
        /// Nearest, as Flick draws it.
        var nearestMs: Double
        /// Bilinear, SDL's stretch with the edge copies cut.
        var linearSDLMs: Double
        /// Nearest, SDL's stretch with the edge copies cut.
        var nearestSDLMs: Double
        /// Bilinear, SDL's stretch alone.
        var linearUncutMs: Double
        /// Nearest, SDL's stretch alone.
        var nearestUncutMs: Double

        enum CodingKeys: String, CodingKey {
            case linearMs = "linear_ms"
            case nearestMs = "nearest_ms"
            case linearSDLMs = "linear_sdl_ms"
            case nearestSDLMs = "nearest_sdl_ms"
            case linearUncutMs = "linear_uncut_ms"
            case nearestUncutMs = "nearest_uncut_ms"
        }
    }

    /// The JSON printed with `--scene list --json` (keys in snake case).
    struct ListFigures: Codable, Hashable {
        /// Median ms of a damage-tracked frame that drew.
        var trackedMs: Double
        /// Median ms of a frame drawn whole.
        var wholeMs: Double
        /// Damage-tracked frames that drew, and that drew nothing.
        var drawnFrames: Int, unchangedFrames: Int
        /// Share of the pixels the damage-tracked frames that drew drew again (0…1).
        var redrawnShare: Double

        enum CodingKeys: String, CodingKey {
            case trackedMs = "tracked_ms"
            case wholeMs = "whole_ms"
            case drawnFrames = "drawn_frames"
            case unchangedFrames = "unchanged_frames"
            case redrawnShare = "redrawn_share"
        }
    }

    @Option(
        help:
            "software: the software backend alone; gpu: also the GPU backend on SDL's accelerated renderer with no display (offscreen EGL), tiles and list, each frame whole."
    )
    var renderer = "software"

    func validate() throws {
        guard renderer == "software" || renderer == "gpu" else {
            throw ValidationError("--renderer takes software or gpu (got \(renderer))")
        }
        guard frames > 0, warmUp >= 0 else { throw ValidationError("--frames must be positive, --warm-up not negative") }
    }

    func run() throws {
        SystemFonts.installStandard() // tile labels in DejaVu Sans, as the demo draws them
        if renderer == "gpu" {
            print(try GPURenderBenchmark.run(frames: frames, warmUpFrames: warmUp))
            return
        }
        if scene == .zoom {
            let result = try ZoomRenderBenchmark.run(frames: frames, warmUpFrames: warmUp)
            if json {
                let figures = ZoomFigures(linearMs: result.linearMs, nearestMs: result.nearestMs,
                                          linearSDLMs: result.linearSDLMs, nearestSDLMs: result.nearestSDLMs,
                                          linearUncutMs: result.linearUncutMs, nearestUncutMs: result.nearestUncutMs)
                try StandardOutput.line(JSONLine.encoding(figures))
            } else {
                print(result)
            }
            return
        }
        if scene == .list {
            let result = try ListRenderBenchmark.run(warmUpFrames: warmUp)
            if json {
                let figures = ListFigures(trackedMs: result.trackedMs, wholeMs: result.wholeMs, drawnFrames: result.drawnFrames,
                                          unchangedFrames: result.unchangedFrames, redrawnShare: result.redrawnShare)
                try StandardOutput.line(JSONLine.encoding(figures))
            } else {
                print(result)
            }
            return
        }
        let result = try RenderBenchmark.run(frames: frames, warmUpFrames: warmUp)
        if json {
            let figures = Figures(flickMs: result.flickMs, plainMs: result.plainMs, ratio: result.ratio,
                                  damageMs: result.flickDamageMs, damageRatio: result.damageRatio,
                                  damagedShare: result.damagedShare)
            try StandardOutput.line(JSONLine.encoding(figures))
        } else {
            print(result)
        }
    }
}
