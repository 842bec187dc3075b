import CSDL2
import FlickAnimation
import FlickInput
import FlickRender
import FlickScene
import FoundationEssentials

/// `flick bench render --renderer gpu`: the tiles-and-fold frame of `RenderBenchmark` and the
/// flung list of `ListRenderBenchmark`, each frame drawn whole by the software backend on a
/// headless XRGB8888 target, by the GPU backend on SDL's accelerated renderer with no display
/// (`OffscreenGPURenderer`: Mesa's llvmpipe on a machine without a GPU), and by the software
/// backend on that same accelerated renderer (what an accelerated window drew before the GPU
/// backend), frames alternating. Each frame ends with one pixel read back, so the time includes
/// the drawing an accelerated renderer queues (llvmpipe draws when the commands are flushed).
public enum GPURenderBenchmark {
    /// Medians, milliseconds per frame, each frame drawn whole.
    public struct Result: Hashable, Sendable, CustomStringConvertible {
        /// SDL's accelerated renderer used (`opengles2`).
        public var rendererName: String
        /// Tiles and fold: the software backend on a headless target.
        public var softwareMs: Double
        /// Tiles and fold: the GPU backend.
        public var gpuMs: Double
        /// Tiles and fold: the software backend on the accelerated renderer.
        public var softwareOnGPUMs: Double
        /// The list: the software backend on a headless target.
        public var listSoftwareMs: Double
        /// The list: the GPU backend.
        public var listGPUMs: Double
        /// The list: the software backend on the accelerated renderer.
        public var listSoftwareOnGPUMs: Double

        /// The figures on two lines.
        public var description: String {
            "gpu render bench (\(rendererName)): tiles and fold: "
                + String(printf: "software %.3f ms, gpu %.3f ms (%.2f×), ", softwareMs, gpuMs,
                         softwareMs > 0 ? gpuMs / softwareMs : .infinity)
                + "software backend on \(rendererName) " + String(printf: "%.3f ms\n", softwareOnGPUMs)
                + "gpu render bench (\(rendererName)): list: "
                + String(printf: "software %.3f ms, gpu %.3f ms (%.2f×), ", listSoftwareMs, listGPUMs,
                         listSoftwareMs > 0 ? listGPUMs / listSoftwareMs : .infinity)
                + "software backend on \(rendererName) " + String(printf: "%.3f ms", listSoftwareOnGPUMs)
        }
    }

    /// Runs `frames` tiles-and-fold frames of each and the list's script once, after
    /// `warmUpFrames` of each, and returns the medians. Throws `RenderError.noDisplay` (naming
    /// the driver) when SDL cannot make an accelerated renderer offscreen.
    public static func run(frames: Int = 200, warmUpFrames: Int = 20) throws -> Result {
        let size = RenderBenchmark.frameSize
        let software = try HeadlessRenderer(pixelWidth: size.width, pixelHeight: size.height, opaque: true)
        software.renderer.tracksDamage = false
        let gpu = try OffscreenGPURenderer(pixelWidth: size.width, pixelHeight: size.height)
        let scene = RenderBenchmark.makeScene()
        /// Draws one tiles-and-fold frame with `backend`, then waits for it.
        func tiles(_ renderer: SDLRenderer, _ backend: RenderBackendKind) -> (Double) -> Void {
            { degrees in
                renderer.backend = backend
                RenderBenchmark.drawFlickFrame(scene, on: renderer, degrees: degrees)
                waitForDrawing(renderer)
            }
        }
        let times = RenderBenchmark.timeAlternately(
            frames: frames, warmUpFrames: warmUpFrames,
            [
                tiles(software.renderer, .software), tiles(gpu.renderer, .gpu), tiles(gpu.renderer, .software),
            ])
        let engine = TextEngine.standard
        let offsets = ListRenderBenchmark.scriptOffsets()
        let lists = (0..<warmUpFrames).map { offsets[$0 % offsets.count] } + offsets
        var listTimes: [[Double]] = [[], [], []]
        let frequency = Double(SDL_GetPerformanceFrequency())
        for (frame, offset) in lists.enumerated() {
            // Built before the clock starts: only the drawing is timed.
            let list = ListRenderBenchmark.displayList(offset: offset, engine: engine)
            for (index, (renderer, backend)) in [
                (software.renderer, RenderBackendKind.software), (gpu.renderer, .gpu), (gpu.renderer, .software),
            ].enumerated() {
                renderer.backend = backend
                let start = SDL_GetPerformanceCounter()
                renderer.render(list, background: .white)
                waitForDrawing(renderer)
                let end = SDL_GetPerformanceCounter()
                if frame >= warmUpFrames { listTimes[index].append(Double(end - start) / frequency * 1000) }
            }
        }
        let median = RenderBenchmark.median
        let result = Result(
            rendererName: gpu.rendererName, softwareMs: median(times[0]), gpuMs: median(times[1]),
            softwareOnGPUMs: median(times[2]), listSoftwareMs: median(listTimes[0]), listGPUMs: median(listTimes[1]),
            listSoftwareOnGPUMs: median(listTimes[2]))
        log.info("\(result)")
        return result
    }

    /// Reads one pixel back: returns once the renderer has drawn what it queued.
    static func waitForDrawing(_ renderer: SDLRenderer) {
        var pixel: UInt32 = 0
        var one = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
        SDL_RenderReadPixels(renderer.handle, &one, SDL_PIXELFORMAT_RGBA32.rawValue, &pixel, 4)
    }
}
