import CSDL2
import FlickAnimation
import FlickInput
import FlickRender
import FlickScene
import FoundationEssentials
import Histogram

/// What `RenderBenchmark.run` measured: milliseconds per frame for Flick's renderer (every
/// frame drawn whole, and damage-tracked) and for a plain SDL loop drawing the same textured
/// quads whole every frame, frames alternating in one process, and what each drew per frame.
public struct RenderBenchmarkResult: Hashable, Sendable, CustomStringConvertible {
    /// Median milliseconds per frame through Flick (display list → `SDLRenderer`), every
    /// frame drawn whole like the plain loop's (`SDLRenderer.tracksDamage` off).
    public var flickMs: Double
    /// Median milliseconds per frame of the plain SDL loop.
    public var plainMs: Double
    /// `flickMs / plainMs` (the goal against the fair plain loop: ≤ 1.0).
    public var ratio: Double
    /// Median milliseconds per frame through Flick with damage tracking (`SDLRenderer.tracksDamage`,
    /// on its own target): the display list is built and compared with the previous one
    /// every frame, and only the fold's old and new bounds are drawn again. Flick wins here
    /// by drawing less than the plain loop, which draws every frame whole. 0 when not measured.
    public var flickDamageMs = 0.0
    /// `flickDamageMs / plainMs`.
    public var damageRatio: Double { plainMs > 0 ? flickDamageMs / plainMs : .infinity }
    /// Share of the frame's pixels the damage-tracked frames cleared and drew again (0…1).
    public var damagedShare = 0.0
    /// Median milliseconds per frame through Flick with the fold drawn as the plain loop
    /// draws it, one affine quad per panel (`RenderOptions.meshTolerance` infinite): the same
    /// work as the plain loop, to tell Flick's overhead from the cost of a
    /// perspective-correct fold. 0 when not measured.
    public var flickAffineMs = 0.0
    /// Frames measured per renderer.
    public var frames: Int
    /// Tiles drawn per frame.
    public var tiles: Int
    /// Triangles Flick submitted per frame (the fold is subdivided; the plain loop draws
    /// it as one quad per panel).
    public var flickTrianglesPerFrame: Int
    /// Flick's draws per frame written without blending (opaque tiles, toolbar, fold texture).
    public var flickUnblendedDrawsPerFrame = 0
    /// Flick's draw calls per frame (geometry, rect fills, gradient fills, cut copies).
    public var flickDrawCallsPerFrame = 0
    /// The plain loop's tile copies per frame with `SDL_BLENDMODE_NONE`.
    public var plainUnblendedCopiesPerFrame = 0
    /// The plain loop's fold quads per frame drawn with `SDL_BLENDMODE_NONE`.
    public var plainUnblendedGeometryPerFrame = 0
    /// The plain loop's shade quads per frame drawn with `SDL_BLENDMODE_BLEND`.
    public var plainBlendedGeometryPerFrame = 0
    /// What Flick's renderer (every frame whole) kept in its caches at the end, its entries
    /// dropped by age or budget over the run (`RenderCounters.cachedBytes`, `cacheEvictions`).
    public var cachedBytes = 0, cachedEntries = 0, cacheEvictions = 0

    /// The figures on one line.
    public var description: String {
        String(
            printf: "render bench: flick full redraw %.3f ms, plain SDL %.3f ms, ratio %.3f; "
                + "flick damage-tracked %.3f ms (%.0f %% of the pixels redrawn), ratio %.3f; flick with an affine fold %.3f ms, "
                + "ratio %.3f (%d frames, %d tiles, %d triangles/frame; "
                + "per frame flick %d draws, %d unblended; plain %d unblended copies, %d unblended + %d blended quads; "
                + "cache %.1f MiB in %d entries, %d evicted)",
            flickMs, plainMs, ratio, flickDamageMs, damagedShare * 100, damageRatio,
            flickAffineMs, plainMs > 0 ? flickAffineMs / plainMs : .infinity,
            frames, tiles, flickTrianglesPerFrame, flickDrawCallsPerFrame,
            flickUnblendedDrawsPerFrame, plainUnblendedCopiesPerFrame, plainUnblendedGeometryPerFrame,
            plainBlendedGeometryPerFrame, Double(cachedBytes) / 1_048_576, cachedEntries, cacheEvictions)
    }
}

/// The render benchmark of issue #7 as a library API (`flick bench render` calls it):
/// a 1280×800 frame — a 32-point toolbar, 60 tiles of 128 points (10 × 6) from
/// `TiledContent`, and a 600×400 fold whose angle sweeps 10°…80° with its shading — drawn
/// by Flick (display list built every frame, fold subdivided by `MeshBuilder`, texture
/// cache) and by a plain SDL loop (`SDL_RenderCopy` per tile, one `SDL_RenderGeometry`
/// quad per fold panel and shade; opaque textures in the target's format, unblended, with
/// Flick's filters: `RenderBenchmark.PlainLoop`) on the same headless XRGB8888 software
/// renderer, frames
/// alternating so both see the same machine state. Flick is timed twice in the same
/// alternation: drawing every frame whole like the plain loop (`flickMs`), and with damage
/// tracking on a second target of its own (`flickDamageMs`: the plain loop's drawing would
/// otherwise overwrite the pixels it keeps). Each frame ends with
/// `SDL_RenderFlush`, so the queued drawing is timed too. A second pass times Flick with
/// its fold drawn affine like the plain loop's (`flickAffineMs`), which separates Flick's
/// own cost from that of a perspective-correct fold.
public enum RenderBenchmark {
    /// Frame size in pixels (issue #7).
    public static let frameSize = (width: 1280, height: 800)
    /// Tile side in points (10 × 6 tiles fill the 1280 × 768 area below the toolbar).
    public static let tileSize = 128.0
    /// Toolbar height in points (our choice: makes the tiled area exactly 6 tiles tall).
    public static let toolbarHeight = 32.0
    /// Fold view size, points.
    public static let foldSize = Size(width: 600, height: 400)

    /// The toolbar's colour (Flick's display list and the plain loop's rect fill).
    static let toolbarColor = Color(white: 0.2)

    /// Runs `frames` frames of each renderer after `warmUpFrames` of each, and returns
    /// the medians. The target is XRGB8888, like a software-rendered window.
    public static func run(frames: Int = 200, warmUpFrames: Int = 20) throws -> RenderBenchmarkResult {
        let target = try HeadlessRenderer(pixelWidth: frameSize.width, pixelHeight: frameSize.height, opaque: true)
        target.renderer.tracksDamage = false
        let tracked = try HeadlessRenderer(pixelWidth: frameSize.width, pixelHeight: frameSize.height, opaque: true)
        let scene = makeScene()
        let plain = try PlainLoop(target: target, scene: scene)
        let before = target.renderer.counters, trackedBefore = tracked.renderer.counters
        let times = timeAlternately(
            frames: frames, warmUpFrames: warmUpFrames,
            [
                { drawFlickFrame(scene, on: target.renderer, degrees: $0) },
                { drawFlickFrame(scene, on: tracked.renderer, degrees: $0) },
                { plain.drawFrame(degrees: $0) },
            ])
        let drawn = max(1, warmUpFrames + frames)
        let after = target.renderer.counters, trackedAfter = tracked.renderer.counters
        // The same frames with Flick's fold affine, alternating with the plain loop again.
        target.renderer.options.meshTolerance = .infinity
        let affine = timeAlternately(
            frames: frames, warmUpFrames: warmUpFrames,
            [
                { drawFlickFrame(scene, on: target.renderer, degrees: $0) },
                { plain.drawFrame(degrees: $0) },
            ])
        target.renderer.options.meshTolerance = MeshBuilder.maximumTexelError
        let flick = median(times[0]), plainMs = median(times[2])
        var result = RenderBenchmarkResult(
            flickMs: flick, plainMs: plainMs, ratio: plainMs > 0 ? flick / plainMs : .infinity,
            flickAffineMs: median(affine[0]), frames: times[0].count, tiles: plain.tileCount,
            flickTrianglesPerFrame: (after.triangles - before.triangles) / drawn,
            flickUnblendedDrawsPerFrame: (after.opaqueDraws - before.opaqueDraws) / drawn,
            flickDrawCallsPerFrame: (after.drawCalls - before.drawCalls) / drawn,
            plainUnblendedCopiesPerFrame: plain.counts.unblendedCopies,
            plainUnblendedGeometryPerFrame: plain.counts.unblendedGeometry,
            plainBlendedGeometryPerFrame: plain.counts.blendedGeometry)
        result.flickDamageMs = median(times[1])
        result.cachedBytes = target.renderer.counters.cachedBytes
        result.cachedEntries = target.renderer.counters.cachedEntries
        result.cacheEvictions = target.renderer.counters.cacheEvictions
        result.damagedShare =
            Double(trackedAfter.redrawnPixels - trackedBefore.redrawnPixels)
            / Double(drawn * frameSize.width * frameSize.height)
        log.info("\(result)")
        return result
    }

    /// One frame with the fold at `degrees` from each loop, read back from the same
    /// XRGB8888 target (for comparing what the two drew).
    public static func framePixels(degrees: Double) throws -> (flick: Bitmap, plain: Bitmap) {
        let target = try HeadlessRenderer(pixelWidth: frameSize.width, pixelHeight: frameSize.height, opaque: true)
        let scene = makeScene()
        let plain = try PlainLoop(target: target, scene: scene)
        drawFlickFrame(scene, on: target.renderer, degrees: degrees)
        let flick = try target.renderer.readPixels()
        plain.drawFrame(degrees: degrees)
        return (flick, try target.renderer.readPixels())
    }

    /// The fold's angle in frame `frame`, degrees: a sweep over 10°…80° every 60 frames.
    static func foldAngle(frame: Int) -> Double { 10 + 70 * Double(frame % 60) / 59 }

    /// Times `warmUpFrames + frames` frames of each loop, alternating so all see the same
    /// machine state, and returns the milliseconds of the last `frames` of each, in order.
    static func timeAlternately(frames: Int, warmUpFrames: Int, _ loops: [(Double) -> Void]) -> [[Double]] {
        let frequency = Double(SDL_GetPerformanceFrequency())
        var times = Array(repeating: [Double](), count: loops.count)
        for frame in 0..<(warmUpFrames + frames) {
            let degrees = foldAngle(frame: frame)
            for (index, loop) in loops.enumerated() {
                let start = SDL_GetPerformanceCounter()
                loop(degrees)
                let end = SDL_GetPerformanceCounter()
                if frame >= warmUpFrames { times[index].append(Double(end - start) / frequency * 1000) }
            }
        }
        return times
    }

    /// What both loops draw: the tiles' display items (drawn once, faded in) and the fold's
    /// texture.
    struct Scene {
        /// The 60 tile quads, window points.
        var tileItems: [DisplayItem]
        /// The fold's 600 × 400 texture.
        var foldTexture: Bitmap
    }

    /// Draws the 60 tiles through `TiledContent` (synchronously, then faded in) and the
    /// fold's stripes.
    static func makeScene() -> Scene {
        let viewport = Size(width: Double(frameSize.width), height: Double(frameSize.height) - toolbarHeight)
        var content = TiledContent(
            grid: TileGrid(
                contentSize: Size(width: 100_000, height: 100_000), tileSize: tileSize,
                keepBuffer: 0),
            uploadsPerFrame: 100)
        let worker = SynchronousTileWorker { canvas, request in
            let r = request.contentRect
            canvas.fill(
                r,
                color: Color(
                    red: 0.3 + 0.1 * Double(request.key.column % 5), green: 0.6,
                    blue: 0.3 + 0.1 * Double(request.key.row % 5)))
            canvas.stroke(r, lineWidth: 2, color: .black)
            canvas.draw(
                text: "\(request.key.column),\(request.key.row)", at: Point(x: r.minX + 8, y: r.minY + 8),
                fontSize: 16, color: .black)
        }
        let offset = Point(x: 1280, y: 2560)
        let visible = TiledContent.visibleRect(offset: offset, zoom: 1, viewport: viewport)
        let contentToWindow = TiledContent.contentToWindow(
            offset: offset, zoom: 1, origin: Point(x: 0, y: toolbarHeight))
        _ = content.frame(visible: visible, zoom: 1, at: 0, worker: worker, contentToWindow: contentToWindow)
        _ = content.frame(visible: visible, zoom: 1, at: 1, worker: worker, contentToWindow: contentToWindow)
        let tileItems = content.displayItems(contentToWindow: contentToWindow, at: 1)

        var foldCanvas = Canvas(
            width: Int(foldSize.width), height: Int(foldSize.height),
            fill: RGBA8(red: 240, green: 235, blue: 220, alpha: 255))
        for i in 0..<30 {
            foldCanvas.fill(
                Rect(x: Double(i) * 20, y: 0, width: 10, height: foldSize.height),
                color: Color(red: 0.5, green: 0.7, blue: 0.9))
        }
        foldCanvas.draw(text: "FOLD", at: Point(x: 20, y: 20), fontSize: 48, color: .black)
        return Scene(tileItems: tileItems, foldTexture: foldCanvas.bitmap)
    }

    /// One frame through Flick: the display list built anew (toolbar, tiles, fold), drawn
    /// over white (whole, or only its damage when the renderer tracks it), and SDL's queue
    /// flushed.
    static func drawFlickFrame(_ scene: Scene, on renderer: SDLRenderer, degrees: Double) {
        var list = DisplayList()
        list.fill(Rect(x: 0, y: 0, width: Double(frameSize.width), height: toolbarHeight), color: toolbarColor)
        list.items += scene.tileItems
        list.items += foldPanels(texture: scene.foldTexture, degrees: degrees)
        renderer.render(list, background: .white)
        SDL_RenderFlush(renderer.handle)
    }

    /// The median of `xs`, milliseconds (0 when empty): an HdrHistogram of nanoseconds at
    /// three significant digits, as the frame profiler keeps (within 0.1 %).
    static func median(_ xs: [Double]) -> Double {
        guard !xs.isEmpty else { return 0 }
        var histogram = Histogram<UInt64>(numberOfSignificantValueDigits: .three)
        for milliseconds in xs { _ = histogram.record(UInt64((max(0, milliseconds) * 1e6).rounded())) }
        return Double(histogram.valueAtPercentile(50)) / 1e6
    }

    /// The bounds of the fold at `degrees` in window points: its panels' projected corners,
    /// widened by one point for the pixels its edges touch.
    public static func foldBounds(degrees: Double) -> Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for item in foldPanels(texture: Bitmap(width: 1, height: 1), degrees: degrees) {
            guard case .quad(let q) = item else { continue }
            let r = q.rect
            for corner in [
                Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY),
            ] {
                guard let p = q.transform.project(corner) else { continue }
                minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
            }
        }
        return Rect(x: minX - 1, y: minY - 1, width: maxX - minX + 2, height: maxY - minY + 2)
    }

    /// The fold of the research note (§2) for the benchmark: the upper and lower panels
    /// of a `foldSize` view centred in the frame at `degrees`, with their shading.
    public static func foldPanels(texture: Bitmap, degrees: Double) -> [DisplayItem] {
        let w = foldSize.width, h = foldSize.height / 2, theta = degrees * .pi / 180
        let centre = Point(x: Double(frameSize.width) / 2, y: Double(frameSize.height) / 2)
        let perspective = Transform3D(perspectiveDistance: 4.6666667 * h)
            .concatenating(Transform3D(translationX: centre.x, y: centre.y))
        let upper = Transform3D(rotationAngle: -theta, x: 1, y: 0, z: 0)
            .concatenating(Transform3D(translationX: -w / 2, y: -h * cos(theta)))
            .concatenating(perspective)
        let lower = Transform3D(rotationAngle: theta, x: 1, y: 0, z: 0)
            .concatenating(Transform3D(translationX: -w / 2, y: 0, z: -h * sin(theta)))
            .concatenating(perspective)
        let panel = Rect(x: 0, y: 0, width: w, height: h)
        let shade = Gradient(colors: [.black, .clear])
        let shadow = 0.25 * (1 - cos(theta))
        return [(upper, 0.0), (lower, 0.5)].flatMap { transform, v in
            [
                DisplayItem.quad(
                    TransformedQuad(
                        rect: panel, transform: transform,
                        fill: .texture(texture, uv: Rect(x: 0, y: v, width: 1, height: 0.5), tint: .white))),
                DisplayItem.quad(
                    TransformedQuad(
                        rect: panel, transform: transform,
                        fill: .gradient(shade, start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1)),
                        opacity: shadow)),
            ]
        }
    }
}
