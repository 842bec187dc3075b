import CSDL2
import FlickInput
import FlickRender
import FlickScene

extension RenderBenchmark {
    /// The plain SDL loop of the render benchmark: the best plain SDL code for the frame, with
    /// none of Flick's display list, mesh building or texture cache.
    /// Textures are uploaded once, in the target's pixel format when their bitmap is opaque
    /// (so no copy converts formats), with `SDL_BLENDMODE_NONE` for opaque bitmaps (the
    /// software renderer then copies instead of blending), and with the scale mode Flick
    /// uses for the same item. Each frame: clear, the toolbar as a rect fill, one
    /// `SDL_RenderCopy` per tile, and one `SDL_RenderGeometry` quad per fold panel and shade.
    final class PlainLoop {
        /// What one frame drew, for the benchmark's report and tests.
        struct Counts: Hashable, Sendable {
            /// `SDL_RenderCopy` calls of opaque tiles with `SDL_BLENDMODE_NONE`.
            var unblendedCopies = 0
            /// `SDL_RenderGeometry` calls with `SDL_BLENDMODE_NONE` (the fold's opaque texture).
            var unblendedGeometry = 0
            /// `SDL_RenderGeometry` calls with `SDL_BLENDMODE_BLEND` (the translucent shades).
            var blendedGeometry = 0
        }

        /// Kept alive while the textures are: they die with the renderer (`deinit`).
        private let target: HeadlessRenderer
        private let sdl: OpaquePointer
        private var tiles: [(texture: OpaquePointer, destination: SDL_Rect)] = []
        private var textures: [OpaquePointer] = []
        private var fold: (texture: OpaquePointer, isOpaque: Bool)?
        private let foldTexture: Bitmap
        private var vertices: [SDL_Vertex] = []
        private static let quadIndices: [Int32] = [0, 1, 2, 0, 2, 3]
        /// What the latest frame drew.
        private(set) var counts = Counts()

        /// Uploads `scene`'s bitmaps as textures of `target`'s renderer.
        init(target: HeadlessRenderer, scene: Scene) throws {
            self.target = target
            sdl = target.renderer.handle
            let pixelFormat = target.pixelFormat
            foldTexture = scene.foldTexture
            for item in scene.tileItems {
                guard case .quad(let q) = item, case .texture(let bitmap, _, _) = q.fill,
                      let origin = q.transform.project(q.rect.origin) else { continue }
                let texture = try makeTexture(bitmap, filter: q.filter, targetFormat: pixelFormat)
                tiles.append((texture, SDL_Rect(x: Int32(origin.x.rounded()), y: Int32(origin.y.rounded()),
                                                w: Int32(q.rect.width.rounded()), h: Int32(q.rect.height.rounded()))))
            }
            let foldFilter = RenderBenchmark.foldPanels(texture: scene.foldTexture, degrees: 45).lazy.compactMap { item in
                if case .quad(let q) = item, case .texture = q.fill { q.filter } else { nil }
            }.first ?? .linear
            fold = (try makeTexture(scene.foldTexture, filter: foldFilter, targetFormat: pixelFormat),
                    scene.foldTexture.isOpaque)
        }

        deinit { for texture in textures { SDL_DestroyTexture(texture) } }

        /// The number of tiles drawn per frame.
        var tileCount: Int { tiles.count }

        /// A static texture of `bitmap`: in `targetFormat` when opaque (converted once, here),
        /// else RGBA; blend mode none when opaque; `filter`'s scale mode.
        private func makeTexture(_ bitmap: Bitmap, filter: TextureFilter, targetFormat: UInt32) throws -> OpaquePointer {
            let opaque = bitmap.isOpaque
            let format = opaque ? targetFormat : SDL_PIXELFORMAT_RGBA32.rawValue
            guard let texture = SDL_CreateTexture(sdl, format, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                                  Int32(bitmap.width), Int32(bitmap.height)) else {
                throw RenderError.sdl(call: "SDL_CreateTexture", message: String(cString: SDL_GetError()))
            }
            textures.append(texture)
            let pitch = Int32(bitmap.width * Bitmap.bytesPerPixel)
            var converted = [UInt8](repeating: 0, count: bitmap.width * bitmap.height * Bitmap.bytesPerPixel)
            let uploaded = bitmap.pixels.withUnsafeBytes { bytes in
                converted.withUnsafeMutableBytes { out in
                    SDL_ConvertPixels(Int32(bitmap.width), Int32(bitmap.height), SDL_PIXELFORMAT_RGBA32.rawValue,
                                      bytes.baseAddress, pitch, format, out.baseAddress, pitch) == 0
                        && SDL_UpdateTexture(texture, nil, out.baseAddress, pitch) == 0
                }
            }
            guard uploaded else { throw RenderError.sdl(call: "SDL_UpdateTexture", message: String(cString: SDL_GetError())) }
            SDL_SetTextureBlendMode(texture, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
            SDL_SetTextureScaleMode(texture, filter == .linear ? SDL_ScaleModeLinear : SDL_ScaleModeNearest)
            return texture
        }

        /// Draws one frame with the fold at `degrees` and flushes SDL's queue.
        func drawFrame(degrees: Double) {
            counts = Counts()
            SDL_SetRenderDrawBlendMode(sdl, SDL_BLENDMODE_NONE)
            SDL_SetRenderDrawColor(sdl, 255, 255, 255, 255)
            SDL_RenderClear(sdl)
            let bar = RGBA8(RenderBenchmark.toolbarColor)
            SDL_SetRenderDrawColor(sdl, bar.red, bar.green, bar.blue, bar.alpha)
            var toolbar = SDL_Rect(x: 0, y: 0, w: Int32(RenderBenchmark.frameSize.width),
                                   h: Int32(RenderBenchmark.toolbarHeight))
            SDL_RenderFillRect(sdl, &toolbar)
            drawTiles()
            drawFold(degrees: degrees)
            SDL_RenderFlush(sdl)
        }

        private func drawTiles() {
            for tile in tiles {
                var destination = tile.destination
                SDL_RenderCopy(sdl, tile.texture, nil, &destination)
                counts.unblendedCopies += 1
            }
        }

        /// The fold's panels and shades, each one affine quad (the corners Flick projects).
        private func drawFold(degrees: Double) {
            for item in RenderBenchmark.foldPanels(texture: foldTexture, degrees: degrees) {
                guard case .quad(let q) = item else { continue }
                var texture: OpaquePointer?
                var blended = true
                vertices.removeAll(keepingCapacity: true)
                let r = q.rect
                let corners = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                               Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)]
                for (k, corner) in corners.enumerated() {
                    guard let p = q.transform.project(corner) else { continue }
                    var color = SDL_Color(r: 255, g: 255, b: 255, a: 255)
                    var uv = SDL_FPoint(x: k == 1 || k == 2 ? 1 : 0, y: k >= 2 ? 1 : 0)
                    switch q.fill {
                    case .texture(_, let rect, _):
                        texture = fold?.texture
                        blended = !(fold?.isOpaque ?? false) || q.opacity < 1
                        uv = SDL_FPoint(x: Float(rect.minX + Double(uv.x) * rect.width),
                                        y: Float(rect.minY + Double(uv.y) * rect.height))
                    case .gradient(let gradient, _, _):
                        let c = gradient.color(at: k >= 2 ? 1 : 0)
                        color = SDL_Color(r: 0, g: 0, b: 0, a: UInt8(max(0, min(255, c.alpha * q.opacity * 255))))
                    case .color:
                        break
                    }
                    vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: color,
                                               tex_coord: uv))
                }
                guard vertices.count == 4 else { continue }
                let mode = blended ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE
                SDL_SetRenderDrawBlendMode(sdl, mode)
                vertices.withUnsafeBufferPointer { vb in
                    Self.quadIndices.withUnsafeBufferPointer { ib in
                        _ = SDL_RenderGeometry(sdl, texture, vb.baseAddress, 4, ib.baseAddress, 6)
                    }
                }
                if blended { counts.blendedGeometry += 1 } else { counts.unblendedGeometry += 1 }
            }
        }
    }
}
