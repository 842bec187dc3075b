import CSDL2
import FlickAnimation
import FlickInput
import FlickScene
import Foundation

/// What `ZoomRenderBenchmark.run` measured: median milliseconds to draw one frame of a
/// zoom across levels of detail, with each texture filter, with scaled copies cut at the
/// target's edges (Flick's default) and left to SDL.
public struct ZoomRenderBenchmarkResult: Hashable, Sendable, CustomStringConvertible {
    /// Bilinear sampling, copies cut at the edges.
    public var linearMs: Double
    /// Nearest sampling, copies cut at the edges (Flick's default while zooming).
    public var nearestMs: Double
    /// Bilinear sampling, edge copies left to SDL (what Flick did before).
    public var linearUncutMs: Double
    /// Nearest sampling, edge copies left to SDL.
    public var nearestUncutMs: Double
    /// Frames measured per configuration.
    public var frames: Int
    /// Tile quads per frame (fallbacks included).
    public var quads: Int

    /// The figures on two lines.
    public var description: String {
        String(format: "zoom render bench (%d quads, %d frames each): linear %.2f ms, nearest %.2f ms\n"
                   + "  edge copies left to SDL: linear %.2f ms, nearest %.2f ms", quads, frames, linearMs, nearestMs,
               linearUncutMs, nearestUncutMs)
    }
}

/// The render cost of a zoom across levels of detail, the demo map's worst moment: a
/// 1280×736 map on an XRGB target (like a software window) zoomed by a double tap from 0.5×
/// to 2×, 0.1 s into the new level's fade: the old level's tiles magnified 4× as fallbacks
/// under the new tiles fading in, many of them crossing the target's edges. The same
/// display list is drawn with each filter, with and without the edge cuts, frames
/// interleaved so every configuration sees the same machine state.
public enum ZoomRenderBenchmark {
    /// The map viewport, pixels (the demo's window less its tab bar).
    public static let viewport = Size(width: 1280, height: 736)
    /// Zoom before and after the double tap (the demo's minimum and its double-tap zoom).
    public static let zooms = (from: 0.5, to: 2.0)
    /// Time into the new tiles' 0.25 s fade, seconds.
    public static let fadeTime = 0.1

    /// The frame's tile quads, every texture quad sampled with `filter`.
    public static func displayList(filter: TextureFilter) -> DisplayList {
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
        var list = DisplayList(items: [.pushClip(Rect(origin: .zero, size: viewport))])
        list.items += frame(zoom: zooms.to, at: 2 + fadeTime)
        list.append(.popClip)
        return list
    }

    /// Runs `frames` frames of each configuration after `warmUpFrames` of each and returns
    /// the medians.
    public static func run(frames: Int = 60, warmUpFrames: Int = 5) throws -> ZoomRenderBenchmarkResult {
        let target = try HeadlessRenderer(pixelWidth: Int(viewport.width), pixelHeight: Int(viewport.height), opaque: true)
        let renderer = target.renderer
        let lists = [TextureFilter.linear: displayList(filter: .linear), .nearest: displayList(filter: .nearest)]
        let configurations: [(TextureFilter, Bool)] = [(.linear, true), (.nearest, true), (.linear, false), (.nearest, false)]
        var times = Array(repeating: [Double](), count: configurations.count)
        let frequency = Double(SDL_GetPerformanceFrequency())
        for frame in 0..<(warmUpFrames + frames) {
            for (index, (filter, cut)) in configurations.enumerated() {
                renderer.cutsScaledCopiesAtEdges = cut
                let start = SDL_GetPerformanceCounter()
                renderer.clear(.black)
                renderer.draw(lists[filter]!)
                SDL_RenderFlush(renderer.handle)
                let end = SDL_GetPerformanceCounter()
                if frame >= warmUpFrames { times[index].append(Double(end - start) / frequency * 1000) }
            }
        }
        renderer.cutsScaledCopiesAtEdges = true
        let quads = lists[.linear]!.items.filter { if case .quad = $0 { true } else { false } }.count
        let median = RenderBenchmark.median
        let result = ZoomRenderBenchmarkResult(linearMs: median(times[0]), nearestMs: median(times[1]),
                                               linearUncutMs: median(times[2]), nearestUncutMs: median(times[3]),
                                               frames: frames, quads: quads)
        log.info("\(result)")
        return result
    }
}
