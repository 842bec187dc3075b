import CPixman
import CSDL2
import FlickScene

/// Scaled copies of opaque textures composited by pixman onto a software target: a zoomed
/// map's tiles, magnified or shrunk, every frame of a pinch.
///
/// SDL 2.26's software renderer stretches a scaled copy with `SDL_SoftStretchLinear` (or its
/// nearest twin), and through a temporary surface of the whole texture when the copy crosses
/// the target's edges (`SDLRenderer+EdgeCopy` cuts those). pixman samples the texture through a
/// scaling transform with its SIMD bilinear (or nearest) fast paths, clipped wherever the
/// renderer's clip and the target's edges fall, since the clip never moves a sample. Measured by
/// us on this machine (C, 1280 × 800 of 256² XRGB tiles): 1.8–2.4 ms through SDL against 0.9 ms
/// bilinear, 0.3–0.4 ms nearest, at scales 0.73, 1.37 and 2.2. The pixels are those of SDL's own
/// stretch of the whole texture, or of a part of it on whole texels (a fallback's part under a
/// tile fading in), for both filters (tested); where a copy crosses the target's edges, SDL's
/// stretch of the pieces `SDLRenderer+EdgeCopy` cuts differed from it by up to a texel.
extension SDLRenderer {
    /// True when pixman stretches this target's scaled copies of a texture that is opaque or
    /// not (`textureIsOpaque`): `options.compositesScaledCopies` is on, the opaque fast path is taken
    /// (`options.usesOpaqueFastPath`), and the target's pixels are at hand (`pixmanSurface`).
    func stretchesWithPixman(textureIsOpaque: Bool) -> Bool {
        options.compositesScaledCopies && options.usesOpaqueFastPath && textureIsOpaque && pixmanSurface != nil
    }

    /// Draws the untinted `quad` (not flipped), textured with the whole of `texture` or a part
    /// of it on whole texels (`texelCopy(of:texture:)`; the cache's texture of an opaque bitmap)
    /// and scaled, by pixman onto
    /// the target's surface inside the renderer's clip: copied at full opacity, blended over
    /// what is there at the quad's opacity (its vertices' alpha: a tile fading in, which SDL
    /// stretched through a temporary surface and blended after); returns false (nothing
    /// drawn) when it is not such a quad, the copy is not scaled, or the texture's or the
    /// target's pixels are not at hand in a format pixman reads (SDL then draws it). Callers
    /// check `stretchesWithPixman(textureIsOpaque:)` first.
    func drawScaledCopy(_ quad: TexelQuad, texture: OpaquePointer) -> Bool {
        let filter = quad.filter
        guard let surface = pixmanSurface,
            let copy = texelCopy(of: quad, texture: texture) ?? croppedCopy(of: quad, texture: texture),
            copy.colour.r == 255, copy.colour.g == 255, copy.colour.b == 255, copy.colour.a > 0
        else { return false }
        let c = copy.colour, x0 = copy.x0, y0 = copy.y0
        let texelsAcross = copy.texels.w, texelsDown = copy.texels.h, pixelsAcross = copy.pixelsAcross,
            pixelsDown = copy.pixelsDown
        guard texelsAcross != pixelsAcross || texelsDown != pixelsDown || copy.crop != nil else { return false }
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        // SDL's queued drawing lands first: this writes the pixels now. A software renderer's
        // streaming texture locks its own surface: no copy.
        SDL_RenderFlush(handle)
        guard SDL_LockTexture(texture, nil, &pixels, &pitch) == 0, let pixels else { return false }
        defer { SDL_UnlockTexture(texture) }
        let clip = currentClip
        // Only what shows: the quad inside the target and the clip, drawn in two halves at once
        // when large (`BandWorker`). Each half samples as the whole copy does: pixman steps its
        // samples from the transform, from the quad's origin.
        let shown = PixelBox(x0: Int(x0), y0: Int(y0), x1: Int(x0 + pixelsAcross), y1: Int(y0 + pixelsDown))
            .visible(on: surface, clip: clip)
        guard !shown.isEmpty else { return true }
        let left = Int32(shown.x0), across = Int32(shown.x1 - shown.x0)
        /// The texels copied as a pixman image sampling them over the quad's pixels; the caller
        /// unrefs it. pixman pads at the edges of the texels copied, as SDL clamps a stretch to
        /// its source rectangle.
        func stretchedSource() -> OpaquePointer? {
            guard let source = Self.image(of: copy.texels, in: pixels, pitch: pitch, format: copy.format) else { return nil }
            if let crop = copy.crop {
                Self.setStretch(of: source, crop: crop, pixels: (pixelsAcross, pixelsDown), filter: filter)
            } else {
                Self.setStretch(
                    of: source, texels: (texelsAcross, texelsDown), pixels: (pixelsAcross, pixelsDown), filter: filter)
            }
            return source
        }
        if c.a == 255 {
            guard
                PixmanTarget.composite(PIXMAN_OP_SRC, source: stretchedSource, onto: surface, in: shown, origin: (x0, y0))
            else { return false }
        } else {
            // At an opacity: stretched into scratch pixels first, then blended over the target
            // through a solid mask of it; both are pixman fast paths, where one bilinear OVER
            // through a mask is not (measured by us on the headless tour: a pinch's frames with
            // tiles fading in took 5.6–6 ms at the 90th percentile in one pass, 2.9 in SDL).
            let count = Int(across) * (shown.y1 - shown.y0)
            if (scratch.peek(.scaledCopy)?.count ?? 0) < count {
                scratch.insert([UInt32](repeating: 0, count: count), for: .scaledCopy, bytes: count * 4)
            }
            // Changed in place in the cache (its array is not copied).
            let drawn = scratch.update(.scaledCopy, bytes: { $0.count * 4 }) { scratchPixels in
                scratchPixels.withUnsafeMutableBufferPointer { scratch -> Bool in
                    guard let base = scratch.baseAddress else { return false }
                    return BandWorker.shared.split(rows: shown.y0..<shown.y1, width: Int(across)) { rows in
                        // Each half its own mask: pixman validates an image lazily, not atomically.
                        guard let mask = PixmanTarget.opacityMask(c.a) else { return false }
                        defer { pixman_image_unref(mask) }
                        // This half's rows of the scratch pixels.
                        let top = Int32(rows.lowerBound), down = Int32(rows.count)
                        guard let source = stretchedSource(),
                              let stretched = pixman_image_create_bits_no_clear(
                                copy.format, across, down, base + (rows.lowerBound - shown.y0) * Int(across), across * 4)
                        else { return false }
                        defer { pixman_image_unref(source); pixman_image_unref(stretched) }
                        guard let target = PixmanTarget.image(of: surface) else { return false }
                        defer { pixman_image_unref(target) }
                        // The same samples as the whole copy: the source origin moved with the rows.
                        pixman_image_composite32(
                            PIXMAN_OP_SRC, source, nil, stretched, left - x0, top - y0, 0, 0, 0, 0, across, down)
                        pixman_image_composite32(PIXMAN_OP_OVER, stretched, mask, target, 0, 0, 0, 0, left, top, across, down)
                        return true
                    }
                }
            }
            guard drawn == true else { return false }
        }
        counters.drawCalls += 1
        counters.triangles += 2
        counters.pixmanCopies += 1
        return true
    }

    /// `quad` (not flipped) as a copy of whole texels of `texture` (its bitmap's streaming
    /// texture in a format pixman reads): its colour, its pixel rect and the texels it copies;
    /// `nil` when it is not such a quad. A part of the texture counts
    /// only when its texture coordinates land on whole texels exactly in `Float` (a tile's
    /// quarter, at 0.5): SDL truncates a part's texel rectangle from them, so a coordinate a
    /// rounding error below a whole texel would take the texel before it there.
    func texelCopy(of quad: TexelQuad, texture: OpaquePointer) -> TexelCopy? {
        let x0 = quad.x0, y0 = quad.y0, x1 = quad.x1, y1 = quad.y1
        // Texture coordinates must grow with x and y (no flips) and land on whole texels.
        guard let (pixmanFormat, width, height) = Self.pixmanReadable(texture), let (u0, u1, v0, v1) = quad.edges,
            let su0 = Self.wholeTexel(u0, Int(width)), let su1 = Self.wholeTexel(u1, Int(width)),
            let sv0 = Self.wholeTexel(v0, Int(height)), let sv1 = Self.wholeTexel(v1, Int(height))
        else { return nil }
        let whole = su0 == 0 && sv0 == 0 && su1 == Int(width) && sv1 == Int(height)
        if !whole {
            func exact(_ u: Float, _ size: Int32) -> Bool { let t = u * Float(size); return t == t.rounded() }
            guard exact(u0, width), exact(u1, width), exact(v0, height), exact(v1, height) else { return nil }
        }
        return TexelCopy(
            colour: SDL_Color(quad.colour), x0: Int32(x0), y0: Int32(y0), pixelsAcross: Int32(x1 - x0),
            pixelsDown: Int32(y1 - y0),
            texels: SDL_Rect(x: Int32(su0), y: Int32(sv0), w: Int32(su1 - su0), h: Int32(sv1 - sv0)),
            format: pixmanFormat)
    }

    /// `quad` (not flipped) as a copy of a part of `texture` (its bitmap's streaming texture in
    /// a format pixman reads) whose edges do not all land on whole texels: a photo filling its
    /// frame (`ContentMode.scaleAspectFill`) shows the middle of its bitmap. SDL draws such a
    /// quad as triangles, resampling it wherever a clip or a damage box cuts it, at 4–5 ns a
    /// pixel (measured by us on the headless tour's photo grid: nine 348 × 228 photos, 0.4 ms
    /// each, 3.8 ms a frame while it scrolls); pixman samples the part in one pass at its exact
    /// texture coordinates, as a GPU does, padded only at the texture's own edges. `nil` when
    /// it is not such a quad.
    func croppedCopy(of quad: TexelQuad, texture: OpaquePointer) -> TexelCopy? {
        guard let (pixmanFormat, width, height) = Self.pixmanReadable(texture),
            // Texture coordinates are clamped to 0…1 (`DrawOpCompiler.pixelVertex`).
            let (u0, u1, v0, v1) = quad.edges, u0 < u1, v0 < v1,
            quad.x1 > quad.x0, quad.y1 > quad.y0
        else { return nil }
        let across = Double(width), down = Double(height)
        let crop = TexelCrop(
            x: Double(u0) * across, y: Double(v0) * down, width: Double(u1 - u0) * across,
            height: Double(v1 - v0) * down)
        return TexelCopy(
            colour: SDL_Color(quad.colour), x0: Int32(quad.x0), y0: Int32(quad.y0),
            pixelsAcross: Int32(quad.x1 - quad.x0), pixelsDown: Int32(quad.y1 - quad.y0),
            texels: SDL_Rect(x: 0, y: 0, w: width, h: height), format: pixmanFormat, crop: crop)
    }

    /// `texture`'s pixel format as pixman reads it and its size in texels, when it is a
    /// streaming texture (its pixels can be locked and read) in a format pixman knows; else `nil`.
    static func pixmanReadable(_ texture: OpaquePointer) -> (pixman_format_code_t, Int32, Int32)? {
        var format: UInt32 = 0, access: Int32 = 0, width: Int32 = 0, height: Int32 = 0
        guard SDL_QueryTexture(texture, &format, &access, &width, &height) == 0,
            access == Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
            let pixmanFormat = PixmanTarget.format(ofPixels: format)
        else { return nil }
        return (pixmanFormat, width, height)
    }

    /// A pixman image over the texels `rect` of a locked texture's `pixels` (`pitch` bytes a
    /// row, 4 bytes a texel, `format`); the caller unrefs it.
    static func image(
        of rect: SDL_Rect, in pixels: UnsafeMutableRawPointer, pitch: Int32,
        format: pixman_format_code_t
    ) -> OpaquePointer? {
        let first = pixels + Int(rect.y) * Int(pitch) + Int(rect.x) * 4
        return pixman_image_create_bits_no_clear(
            format, rect.w, rect.h, first.assumingMemoryBound(to: UInt32.self), pitch)
    }

    /// Makes `source` (`texels` across and down) sample as SDL 2.26's stretch over `pixels`
    /// across and down does with `filter`, padded at its edges.
    static func setStretch(
        of source: OpaquePointer, texels: (Int32, Int32), pixels: (Int32, Int32), filter: TextureFilter
    ) {
        // Destination pixel (x0 + i, y0 + j) samples the texture where SDL 2.26's stretch does
        // (`SDL_stretch.c`): SDL steps `step = (texels << 16) / pixels`, truncated, from the
        // first pixel's centre; pixman maps that centre through the transform, so the same
        // truncated step gives the same samples, pixel for pixel, for the bilinear filter
        // (SDL made its linear stretch to match pixman) and, with one fixed-point unit more (an
        // odd step's half rounds up in pixman, down in SDL), the nearest: shrunk by 2 or 4 every
        // sample falls on a texel boundary, where the two otherwise pick neighbours (measured by
        // us: 13 copies of a 100² texture at 25 to 513 px, inside the target and across its
        // edges, identical; `SDLRendererScaledCopyTests`).
        pixman_image_set_repeat(source, PIXMAN_REPEAT_PAD)
        // Not scaled: texel for pixel, whichever the filter (pixman then copies the rows).
        guard texels != pixels else {
            pixman_image_set_transform(source, nil)
            pixman_image_set_filter(source, PIXMAN_FILTER_NEAREST, nil, 0)
            return
        }
        let across = stretchStep(texels: texels.0, pixels: pixels.0)
        let down = stretchStep(texels: texels.1, pixels: pixels.1)
        var transform = pixman_transform_t()
        pixman_transform_init_scale(&transform, across, down)
        if filter == .nearest { pixman_transform_translate(&transform, nil, 1 - (across & 1), 1 - (down & 1)) }
        pixman_image_set_transform(source, &transform)
        pixman_image_set_filter(source, filter == .linear ? PIXMAN_FILTER_BILINEAR : PIXMAN_FILTER_NEAREST, nil, 0)
    }

    /// Makes `source` (a whole texture) sample `crop` stretched over `pixels` across and down
    /// with `filter`, padded at the texture's edges: destination pixel (x0 + i, y0 + j) samples
    /// the texture where its centre lands, `crop.x + (i + ½) × crop.width / pixels` across. The
    /// samples do not depend on where a clip cuts the copy (pixman steps them from the
    /// transform), so the copy may be drawn in parts.
    static func setStretch(
        of source: OpaquePointer, crop: TexelCrop, pixels: (Int32, Int32), filter: TextureFilter
    ) {
        pixman_image_set_repeat(source, PIXMAN_REPEAT_PAD)
        var transform = pixman_transform_t()
        pixman_transform_init_scale(
            &transform, Self.fixed(crop.width / Double(max(1, pixels.0))),
            Self.fixed(crop.height / Double(max(1, pixels.1))))
        transform.matrix.0.2 = Self.fixed(crop.x)
        transform.matrix.1.2 = Self.fixed(crop.y)
        pixman_image_set_transform(source, &transform)
        pixman_image_set_filter(source, filter == .linear ? PIXMAN_FILTER_BILINEAR : PIXMAN_FILTER_NEAREST, nil, 0)
    }

    /// `value` in pixman's 16.16 fixed point, rounded.
    static func fixed(_ value: Double) -> pixman_fixed_t { pixman_fixed_t((value * 65536).rounded()) }

    /// Texels per pixel of a stretch of `texels` over `pixels`, in 16.16 fixed point truncated,
    /// as SDL's stretch steps.
    static func stretchStep(texels: Int32, pixels: Int32) -> pixman_fixed_t {
        pixman_fixed_t((Int64(texels) << 16) / Int64(max(1, pixels)))
    }
}

/// A snapped quad copying whole texels of a texture (`SDLRenderer.texelCopy(of:)`), or a part
/// of it on fractional texels (`SDLRenderer.croppedCopy(of:texture:)`).
struct TexelCopy {
    /// The quad's one vertex colour (white at an opacity for a plain copy).
    var colour: SDL_Color
    /// The quad's top-left pixel.
    var x0: Int32, y0: Int32
    /// The quad's size, pixels.
    var pixelsAcross: Int32, pixelsDown: Int32
    /// The texels copied.
    var texels: SDL_Rect
    /// The texture's pixels as pixman reads them.
    var format: pixman_format_code_t
    /// For a part not on whole texels (`SDLRenderer.croppedCopy(of:texture:)`), the part
    /// sampled, in texels of the whole texture (`texels`); `nil` for whole texels.
    var crop: TexelCrop? = nil
}

/// A part of a texture in texels, not necessarily whole ones.
struct TexelCrop: Equatable {
    /// Its left and top edges, texels from the texture's top-left corner.
    var x: Double, y: Double
    /// Its size, texels.
    var width: Double, height: Double
}
