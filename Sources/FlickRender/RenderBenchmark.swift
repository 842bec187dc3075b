import CSDL2
import FlickAnimation
import FlickInput
import FlickScene
import Foundation
import Histogram

/// What `RenderBenchmark.run` measured: milliseconds per frame for Flick's renderer and
/// for a plain SDL loop drawing the same textured quads, frames alternating in one
/// process on one software renderer.
public struct RenderBenchmarkResult: Hashable, Sendable, CustomStringConvertible {
    /// Median milliseconds per frame through Flick (display list → `SDLRenderer`).
    public var flickMs: Double
    /// Median milliseconds per frame of the plain SDL loop.
    public var plainMs: Double
    /// `flickMs / plainMs` (issue #7's goal: ≤ 1.15).
    public var ratio: Double
    /// Frames measured per renderer.
    public var frames: Int
    /// Tiles drawn per frame.
    public var tiles: Int
    /// Triangles Flick submitted per frame (the fold is subdivided; the plain loop draws
    /// it as one quad per panel).
    public var flickTrianglesPerFrame: Int

    /// The figures on one line.
    public var description: String {
        String(format: "render bench: flick %.3f ms, plain SDL %.3f ms, ratio %.3f (%d frames, %d tiles, %d triangles/frame)",
               flickMs, plainMs, ratio, frames, tiles, flickTrianglesPerFrame)
    }
}

/// The render benchmark of issue #7 as a library API (`flick bench render` calls it):
/// a 1280×800 frame — a 32-point toolbar, 60 tiles of 128 points (10 × 6) from
/// `TiledContent`, and a 600×400 fold whose angle sweeps 10°…80° with its shading — drawn
/// by Flick (display list built every frame, fold subdivided by `MeshBuilder`, texture
/// cache) and by a plain SDL loop (`SDL_RenderCopy` per tile, one `SDL_RenderGeometry`
/// quad per fold panel and shade) on the same headless software renderer, frames
/// alternating so both see the same machine state. Each frame ends with
/// `SDL_RenderFlush`, so the queued drawing is timed too.
public enum RenderBenchmark {
    /// Frame size in pixels (issue #7).
    public static let frameSize = (width: 1280, height: 800)
    /// Tile side in points (10 × 6 tiles fill the 1280 × 768 area below the toolbar).
    public static let tileSize = 128.0
    /// Toolbar height in points (our choice: makes the tiled area exactly 6 tiles tall).
    public static let toolbarHeight = 32.0
    /// Fold view size, points.
    public static let foldSize = Size(width: 600, height: 400)

    /// Runs `frames` frames of each renderer after `warmUpFrames` of each, and returns
    /// the medians.
    public static func run(frames: Int = 200, warmUpFrames: Int = 20) throws -> RenderBenchmarkResult {
        let target = try HeadlessRenderer(pixelWidth: frameSize.width, pixelHeight: frameSize.height)
        let renderer = target.renderer
        let sdl = renderer.handle
        // Tiled content: 60 tiles, drawn once and faded in before timing starts.
        let viewport = Size(width: Double(frameSize.width), height: Double(frameSize.height) - toolbarHeight)
        var content = TiledContent(grid: TileGrid(contentSize: Size(width: 100_000, height: 100_000), tileSize: tileSize,
                                                  keepBuffer: 0),
                                   uploadsPerFrame: 100)
        let worker = SynchronousTileWorker { canvas, request in
            let r = request.contentRect
            canvas.fill(r, color: Color(red: 0.3 + 0.1 * Double(request.key.column % 5), green: 0.6,
                                        blue: 0.3 + 0.1 * Double(request.key.row % 5)))
            canvas.stroke(r, lineWidth: 2, color: .black)
            canvas.draw(text: "\(request.key.column),\(request.key.row)", at: Point(x: r.minX + 8, y: r.minY + 8),
                        fontSize: 16, color: .black)
        }
        let offset = Point(x: 1280, y: 2560)
        let visible = TiledContent.visibleRect(offset: offset, zoom: 1, viewport: viewport)
        let contentToWindow = TiledContent.contentToWindow(offset: offset, zoom: 1, origin: Point(x: 0, y: toolbarHeight))
        _ = content.frame(visible: visible, zoom: 1, at: 0, worker: worker, contentToWindow: contentToWindow)
        _ = content.frame(visible: visible, zoom: 1, at: 1, worker: worker, contentToWindow: contentToWindow)
        let tileItems = content.displayItems(contentToWindow: contentToWindow, at: 1)

        var foldCanvas = Canvas(width: Int(foldSize.width), height: Int(foldSize.height),
                                fill: RGBA8(red: 240, green: 235, blue: 220, alpha: 255))
        for i in 0..<30 {
            foldCanvas.fill(Rect(x: Double(i) * 20, y: 0, width: 10, height: foldSize.height),
                            color: Color(red: 0.5, green: 0.7, blue: 0.9))
        }
        foldCanvas.draw(text: "FOLD", at: Point(x: 20, y: 20), fontSize: 48, color: .black)
        let foldTexture = foldCanvas.bitmap

        // The plain loop's own textures: the same bitmaps, uploaded once.
        var plainTiles: [(OpaquePointer, SDL_Rect)] = []
        var plainTextures: [OpaquePointer] = []
        defer { for t in plainTextures { SDL_DestroyTexture(t) } }
        func makeTexture(_ b: Bitmap) throws -> OpaquePointer {
            guard let t = SDL_CreateTexture(sdl, SDL_PIXELFORMAT_RGBA32.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                            Int32(b.width), Int32(b.height)) else { throw RenderError.sdl("SDL_CreateTexture") }
            _ = b.pixels.withUnsafeBytes { SDL_UpdateTexture(t, nil, $0.baseAddress, Int32(b.width * 4)) }
            SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
            plainTextures.append(t)
            return t
        }
        for item in tileItems {
            guard case .quad(let q) = item, case .texture(let bitmap, _, _) = q.fill,
                  let a = q.transform.project(q.rect.origin) else { continue }
            let dst = SDL_Rect(x: Int32(a.x.rounded()), y: Int32(a.y.rounded()),
                               w: Int32(q.rect.width.rounded()), h: Int32(q.rect.height.rounded()))
            plainTiles.append((try makeTexture(bitmap), dst))
        }
        let plainFold = try makeTexture(foldTexture)

        func foldItems(_ degrees: Double) -> [DisplayItem] {
            foldPanels(texture: foldTexture, degrees: degrees)
        }
        func flickFrame(_ degrees: Double) {
            var list = DisplayList()
            list.fill(Rect(x: 0, y: 0, width: Double(frameSize.width), height: toolbarHeight), color: Color(white: 0.2))
            list.items += tileItems
            list.items += foldItems(degrees)
            renderer.clear(.white)
            renderer.draw(list)
            SDL_RenderFlush(sdl)
        }
        var vertices: [SDL_Vertex] = []
        let quadIndices: [Int32] = [0, 1, 2, 0, 2, 3]
        func plainFrame(_ degrees: Double) {
            SDL_SetRenderDrawColor(sdl, 255, 255, 255, 255)
            SDL_RenderClear(sdl)
            SDL_SetRenderDrawColor(sdl, 51, 51, 51, 255)
            var bar = SDL_Rect(x: 0, y: 0, w: Int32(frameSize.width), h: Int32(toolbarHeight))
            SDL_RenderFillRect(sdl, &bar)
            for (texture, dst) in plainTiles {
                var d = dst
                SDL_RenderCopy(sdl, texture, nil, &d)
            }
            // The same fold quads, each drawn as one affine quad.
            for item in foldItems(degrees) {
                guard case .quad(let q) = item else { continue }
                let r = q.rect
                let corners = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                               Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)]
                vertices.removeAll(keepingCapacity: true)
                var texture: OpaquePointer?
                for (k, c) in corners.enumerated() {
                    guard let p = q.transform.project(c) else { continue }
                    var color = SDL_Color(r: 255, g: 255, b: 255, a: 255)
                    var uv = SDL_FPoint(x: k == 1 || k == 2 ? 1 : 0, y: k >= 2 ? 1 : 0)
                    switch q.fill {
                    case .texture(_, let rect, _):
                        texture = plainFold
                        uv = SDL_FPoint(x: Float(rect.minX + Double(uv.x) * rect.width), y: Float(rect.minY + Double(uv.y) * rect.height))
                    case .gradient(let g, _, _):
                        let c = g.color(at: k >= 2 ? 1 : 0)
                        color = SDL_Color(r: 0, g: 0, b: 0, a: UInt8(max(0, min(255, c.alpha * q.opacity * 255))))
                    case .color:
                        break
                    }
                    vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: color, tex_coord: uv))
                }
                guard vertices.count == 4 else { continue }
                vertices.withUnsafeBufferPointer { vb in
                    quadIndices.withUnsafeBufferPointer { ib in
                        _ = SDL_RenderGeometry(sdl, texture, vb.baseAddress, 4, ib.baseAddress, 6)
                    }
                }
            }
            SDL_RenderFlush(sdl)
        }

        let frequency = Double(SDL_GetPerformanceFrequency())
        var flickTimes: [Double] = [], plainTimes: [Double] = []
        let trianglesBefore = renderer.counters.triangles
        var measuredFlickFrames = 0
        for frame in 0..<(warmUpFrames + frames) {
            let degrees = 10 + 70 * Double(frame % 60) / 59
            let t0 = SDL_GetPerformanceCounter()
            flickFrame(degrees)
            let t1 = SDL_GetPerformanceCounter()
            plainFrame(degrees)
            let t2 = SDL_GetPerformanceCounter()
            if frame >= warmUpFrames {
                flickTimes.append(Double(t1 - t0) / frequency * 1000)
                plainTimes.append(Double(t2 - t1) / frequency * 1000)
                measuredFlickFrames += 1
            }
        }
        let flick = median(flickTimes), plain = median(plainTimes)
        let triangles = (renderer.counters.triangles - trianglesBefore) / max(1, warmUpFrames + frames)
        let result = RenderBenchmarkResult(flickMs: flick, plainMs: plain, ratio: plain > 0 ? flick / plain : .infinity,
                                           frames: measuredFlickFrames, tiles: plainTiles.count,
                                           flickTrianglesPerFrame: triangles)
        log.info("\(result)")
        return result
    }

    /// The median of `xs`, milliseconds (0 when empty): an HdrHistogram of nanoseconds at
    /// three significant digits, as the frame profiler keeps (within 0.1 %).
    static func median(_ xs: [Double]) -> Double {
        guard !xs.isEmpty else { return 0 }
        var histogram = Histogram<UInt64>(numberOfSignificantValueDigits: .three)
        for milliseconds in xs { _ = histogram.record(UInt64((max(0, milliseconds) * 1e6).rounded())) }
        return Double(histogram.valueAtPercentile(50)) / 1e6
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
            [DisplayItem.quad(TransformedQuad(rect: panel, transform: transform,
                                              fill: .texture(texture, uv: Rect(x: 0, y: v, width: 1, height: 0.5), tint: .white))),
             DisplayItem.quad(TransformedQuad(rect: panel, transform: transform,
                                              fill: .gradient(shade, start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1)),
                                              opacity: shadow))]
        }
    }
}
