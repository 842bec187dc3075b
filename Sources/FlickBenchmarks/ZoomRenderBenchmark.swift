import CSDL2
import FlickAnimation
import FlickInput
import FlickRender
import FlickScene
import FoundationEssentials

/// What `ZoomRenderBenchmark.run` measured: median milliseconds to draw one frame of a
/// zoom across levels of detail, with each texture filter: as Flick draws it (opaque scaled
/// copies stretched by pixman), with SDL's stretch and the edge copies cut (Flick before), and
/// with SDL's stretch alone.
public struct ZoomRenderBenchmarkResult: Hashable, Sendable, CustomStringConvertible {
    /// Bilinear sampling, as Flick draws it (`RenderOptions.compositesScaledCopies`).
    public var linearMs: Double
    /// Nearest sampling, as Flick draws it (its default while zooming).
    public var nearestMs: Double
    /// Bilinear sampling, SDL's stretch with the edge copies cut (Flick before pixman).
    public var linearSDLMs: Double
    /// Nearest sampling, SDL's stretch with the edge copies cut.
    public var nearestSDLMs: Double
    /// Bilinear sampling, SDL's stretch alone, edge copies uncut (Flick before the cuts).
    public var linearUncutMs: Double
    /// Nearest sampling, SDL's stretch alone.
    public var nearestUncutMs: Double
    /// Frames measured per configuration.
    public var frames: Int
    /// Tile quads per frame (fallbacks included).
    public var quads: Int

    /// The figures on three lines.
    public var description: String {
        String(printf: "zoom render bench (%d quads, %d frames each): linear %.2f ms, nearest %.2f ms\n"
                   + "  SDL's stretch, edge copies cut: linear %.2f ms, nearest %.2f ms\n"
                   + "  SDL's stretch alone: linear %.2f ms, nearest %.2f ms", quads, frames, linearMs, nearestMs,
               linearSDLMs, nearestSDLMs, linearUncutMs, nearestUncutMs)
    }
}

/// The render cost of a zoom across levels of detail, the demo map's worst moment: a
/// 1280×736 map on an XRGB target (like a software window) zoomed by a double tap from 0.5×
/// to 2×, 0.1 s into the new level's fade: the old level's tiles magnified 4× as fallbacks
/// under the new tiles fading in, many of them crossing the target's edges. The same
/// display lists are drawn with each filter, by pixman, by SDL with and without the edge cuts,
/// frames interleaved so every configuration sees the same machine state. Each configuration
/// draws the frame at `fadeTime` and the one a 60 Hz frame later in turn, as a fade's frames
/// come (a renderer keeps a tile's blend for a redraw at the same opacity, `CrossFadeResamples`,
/// which one frame drawn again and again would measure instead).
public enum ZoomRenderBenchmark {
    /// The map viewport, pixels (the demo's window less its tab bar).
    public static let viewport = Size(width: 1280, height: 736)
    /// Zoom before and after the double tap (the demo's minimum and its double-tap zoom).
    public static let zooms = (from: 0.5, to: 2.0)
    /// Time into the new tiles' 0.25 s fade, seconds.
    public static let fadeTime = 0.1
    /// Time between the two frames of the fade drawn in turn, seconds (a 60 Hz frame).
    public static let frameInterval = 1.0 / 60

    /// The frame's tile quads, every texture quad sampled with `filter`.
    public static func displayList(filter: TextureFilter) -> DisplayList {
        displayLists(filter: filter, fadeTimes: [fadeTime])[0]
    }

    /// The frames' tile quads at each of `fadeTimes` seconds into the fade (ascending), of the
    /// same tiles, every texture quad sampled with `filter`.
    public static func displayLists(filter: TextureFilter, fadeTimes: [Double]) -> [DisplayList] {
        var content = TiledContent(grid: TileGrid(contentSize: Size(width: 1_000_000, height: 1_000_000)),
                                   uploadsPerFrame: 100)
        content.filter = filter
        content.filterWhileZooming = filter
        let worker = SynchronousTileWorker { canvas, request in
            let r = request.contentRect
            canvas.fill(r, color: Color(red: 0.9, green: 0.93, blue: 0.85))
            canvas.stroke(r, lineWidth: 2, color: Color(white: 0.4))
            canvas.draw(text: "\(request.key.level)/\(request.key.column),\(request.key.row)",
                        at: Point(x: r.minX + 8, y: r.minY + 8), fontSize: 16 / request.pixelsPerPoint, color: .black)
        }
        let centre = Point(x: 3000, y: 1700)
        func frame(zoom: Double, at time: Double) -> [DisplayItem] {
            let offset = Point(x: centre.x - viewport.width / 2 / zoom, y: centre.y - viewport.height / 2 / zoom)
            return content.frame(visible: TiledContent.visibleRect(offset: offset, zoom: zoom, viewport: viewport),
                                 zoom: zoom, at: time, worker: worker,
                                 contentToWindow: TiledContent.contentToWindow(offset: offset, zoom: zoom))
        }
        _ = frame(zoom: zooms.from, at: 0)
        _ = frame(zoom: zooms.from, at: 1)
        _ = frame(zoom: zooms.to, at: 2)
        return fadeTimes.map { fadeTime in
            var list = DisplayList(items: [.pushClip(Rect(origin: .zero, size: viewport))])
            list.items += frame(zoom: zooms.to, at: 2 + fadeTime)
            list.append(.popClip)
            return list
        }
    }

    /// Runs `frames` frames of each configuration after `warmUpFrames` of each and returns
    /// the medians.
    public static func run(frames: Int = 60, warmUpFrames: Int = 5) throws -> ZoomRenderBenchmarkResult {
        let target = try HeadlessRenderer(pixelWidth: Int(viewport.width), pixelHeight: Int(viewport.height), opaque: true)
        let renderer = target.renderer
        let fadeTimes = [fadeTime, fadeTime + frameInterval]
        let lists = [TextureFilter.linear, .nearest].reduce(into: [TextureFilter: [DisplayList]]()) { lists, filter in
            lists[filter] = displayLists(filter: filter, fadeTimes: fadeTimes)
        }
        // (filter, pixman, cut)
        let configurations: [(TextureFilter, Bool, Bool)] = [(.linear, true, true), (.nearest, true, true),
                                                              (.linear, false, true), (.nearest, false, true),
                                                              (.linear, false, false), (.nearest, false, false)]
        var times = Array(repeating: [Double](), count: configurations.count)
        let frequency = Double(SDL_GetPerformanceFrequency())
        for frame in 0..<(warmUpFrames + frames) {
            for (index, (filter, pixman, cut)) in configurations.enumerated() {
                renderer.options.compositesScaledCopies = pixman
                renderer.options.cutsScaledCopiesAtEdges = cut
                let start = SDL_GetPerformanceCounter()
                renderer.clear(.black)
                renderer.draw(lists[filter]![frame % fadeTimes.count])
                SDL_RenderFlush(renderer.handle)
                let end = SDL_GetPerformanceCounter()
                if frame >= warmUpFrames { times[index].append(Double(end - start) / frequency * 1000) }
            }
        }
        renderer.options.compositesScaledCopies = true
        renderer.options.cutsScaledCopiesAtEdges = true
        let quads = lists[.linear]![0].items.filter { if case .quad = $0 { true } else { false } }.count
        let median = RenderBenchmark.median
        let result = ZoomRenderBenchmarkResult(linearMs: median(times[0]), nearestMs: median(times[1]),
                                               linearSDLMs: median(times[2]), nearestSDLMs: median(times[3]),
                                               linearUncutMs: median(times[4]), nearestUncutMs: median(times[5]),
                                               frames: frames, quads: quads)
        log.info("\(result)")
        return result
    }
}
