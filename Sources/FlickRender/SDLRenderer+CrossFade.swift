import CPixman
import CSDL2
import FlickScene

/// A tile fading in over the part of a coarser tile under it (`TiledContent.underlay(for:)`,
/// zooming in), or a part of a tile fading in over a finer tile under it
/// (`TiledContent.overlays(for:)`, zooming out), drawn in one stretch.
///
/// Drawn as two items, each pixel is stretched twice: the part, opaque, then the tile at its
/// opacity over it (two full screens of bilinear samples in a pinch's frames while a level fades
/// in: 2.1 of their 2.2 ms, measured by us on the headless tour at 1280 × 800). Sampling is
/// linear in the texels, so the tile's texels blended over the part's, in the tile's own grid,
/// then stretched once, give the same picture: the part is first resampled to the tile's grid
/// (`CrossFadeResamples`, once for the whole fade), then each frame copied into the texels of
/// the blend, the tile blended over it at its opacity, and the result stretched as an opaque
/// copy is (`SDLRenderer+ScaledCopy`); a late redraw of the frame, at the same opacity,
/// stretches the blend kept. The part's contribution is sampled twice (resampled, then
/// stretched), so it is a little softer than stretched in one go: on smooth content the picture
/// is within three levels of the pair's (each bilinear pass truncates, and the blend is rounded
/// before the stretch; tested), at sharp edges the part is softer, up to 17 levels of 255 at a
/// checker's edges with the part at 0.6, 0.4 on average over the picture (tested with
/// `TiledContent`'s items, zooming in and out). On the demo's tour at 120 Hz, the pinches'
/// render p90 went from 2.14–2.16 to 1.39–1.40 ms (measured by us, 8 phases, two sweeps each).
/// Zooming out, the roles swap:
/// the fallback is the finer, so the tile's part over it is resampled to the fallback's grid,
/// blended over the fallback's texels and stretched once; the tile's part is then the one
/// sampled twice until it is opaque and drawn alone. A fallback shown much smaller than its
/// texels would cost more blended in its grid than the stretch saved
/// (`crossFadeTexelsPerPixel`): such a pair is drawn one by one. A pinch zooming out across a
/// level (`Recordings/double-tap-then-pinch-in.evemu` in the demo at 120 Hz, four phases):
/// drawing p90 2.15–2.25 → 1.69–1.74 ms, and the inputs shown in the first frame that could
/// 74.6–97.2 % → 82.5–100 %, now that those frames leave time for a redraw.
extension SDLRenderer {
    /// The most texels of the finer grid a pair is blended in per pixel it covers (ours: from
    /// pixman's costs here, a 256² tile: copying and blending take 0.76 ns a texel, the stretch
    /// and blend a pair saves 1.2 ns a pixel; zooming out, a fallback shown at under 0.8 of its
    /// size would cost more blended with the tile than drawn apart: in the demo's double tap to
    /// fit, through three levels, frames drew 0.1–0.25 ms longer at the median).
    static let crossFadeTexelsPerPixel = 1.5

    /// Draws the cross-fade `under`, `over` (`DrawOpCompiler.crossFade(under:over:scale:options:)`:
    /// an opaque untinted copy, and an untinted copy of the same pixels at an opacity below 1
    /// with the same filter), when both bitmaps are opaque, both copy whole texels, one of them
    /// has at least as many texels across and down as the other and at most
    /// `crossFadeTexelsPerPixel` texels a pixel, in one stretch onto the target's surface inside
    /// the renderer's clip; returns false (nothing drawn) otherwise or when a software target's
    /// pixels are not at hand (the caller then draws them one by one).
    func drawCrossFade(under: TexelQuad, over: TexelQuad) -> Bool {
        guard let surface = pixmanSurface,
              let overTexture = cache.texture(for: over.bitmap, filter: over.filter, counters: &counters),
              let underTexture = cache.texture(for: under.bitmap, filter: under.filter, counters: &counters),
              overTexture.isOpaque, underTexture.isOpaque,
              let part = texelCopy(of: under, texture: underTexture.texture),
              let tile = texelCopy(of: over, texture: overTexture.texture), part.format == tile.format
        else { return false }
        let underBitmap = under.bitmap, overBitmap = over.bitmap, filter = over.filter
        // The finer of the two sets the grid the pair is blended in: zooming in, the tile's (the
        // fallback's part under it resampled to it); zooming out, the fallback's (the tile's part
        // over it resampled to it).
        let overIsFiner = tile.texels.w >= part.texels.w && tile.texels.h >= part.texels.h
        guard overIsFiner || (part.texels.w >= tile.texels.w && part.texels.h >= tile.texels.h) else { return false }
        // A finer grid shrunk on screen (zooming out, the fallback's) costs more texels blended
        // than the stretch it saves costs pixels.
        let finer = overIsFiner ? tile.texels : part.texels
        guard Double(finer.w) * Double(finer.h) <= Self.crossFadeTexelsPerPixel * Double(tile.pixelsAcross) * Double(tile.pixelsDown)
        else { return false }
        let clip = currentClip
        let shown = PixelBox(x0: Int(tile.x0), y0: Int(tile.y0), x1: Int(tile.x0 + tile.pixelsAcross),
                             y1: Int(tile.y0 + tile.pixelsDown)).visible(on: surface, clip: clip)
        // Nothing shows: both drawn, as far as anyone can tell.
        guard !shown.isEmpty else { return true }
        SDL_RenderFlush(handle)
        var underPixels: UnsafeMutableRawPointer?, overPixels: UnsafeMutableRawPointer?
        var underPitch: Int32 = 0, overPitch: Int32 = 0
        guard SDL_LockTexture(underTexture.texture, nil, &underPixels, &underPitch) == 0, let underPixels else { return false }
        defer { SDL_UnlockTexture(underTexture.texture) }
        guard SDL_LockTexture(overTexture.texture, nil, &overPixels, &overPitch) == 0, let overPixels else { return false }
        defer { SDL_UnlockTexture(overTexture.texture) }
        let underSource = (bitmap: underBitmap, texels: part.texels, pixels: underPixels, pitch: underPitch)
        let overSource = (bitmap: overBitmap, texels: tile.texels, pixels: overPixels, pitch: overPitch)
        let (coarse, fine) = overIsFiner ? (underSource, overSource) : (overSource, underSource)
        let size = (w: fine.texels.w, h: fine.texels.h)
        let key = CrossFadeResamples.Key(bitmap: coarse.bitmap.identity, version: coarse.bitmap.version, texels: coarse.texels,
                                         width: size.w, height: size.h, filter: filter)
        let blend = CrossFadeResamples.Blend(bitmap: fine.bitmap.identity, version: fine.bitmap.version, x: fine.texels.x,
                                             y: fine.texels.y, isOver: overIsFiner, alpha: tile.colour.a)
        let drawn = crossFadeResamples.withBlend(for: key, of: blend, counters: &counters, resample: { texels in
            // The coarser texels resampled to the finer grid, as a stretch of them over its texels,
            // in two halves of its rows at once when large.
            guard let base = texels.baseAddress else { return false }
            return BandWorker.shared.split(rows: 0..<Int(size.h), width: Int(size.w)) { rows in
                guard let source = Self.image(of: coarse.texels, in: coarse.pixels, pitch: coarse.pitch, format: part.format),
                      let resampled = pixman_image_create_bits_no_clear(part.format, size.w, Int32(rows.count),
                                                                        base + rows.lowerBound * Int(size.w), size.w * 4)
                else { return false }
                defer { pixman_image_unref(source); pixman_image_unref(resampled) }
                Self.setStretch(of: source, texels: (coarse.texels.w, coarse.texels.h), pixels: size, filter: filter)
                pixman_image_composite32(PIXMAN_OP_SRC, source, nil, resampled, 0, Int32(rows.lowerBound), 0, 0, 0, 0,
                                         size.w, Int32(rows.count))
                return true
            }
        }, blend: { resampled, texels -> Bool in
            // The tile's texels over the fallback's, at the tile's opacity, in the finer grid, in
            // two halves of its rows at once when large (`BandWorker`).
            guard let base = texels.baseAddress else { return false }
            let resampledBase = UnsafeMutablePointer(mutating: resampled.baseAddress)
            return BandWorker.shared.split(rows: 0..<Int(size.h), width: Int(size.w)) { rows in
                // Each half its own mask: pixman validates an image lazily, not atomically.
                guard let mask = PixmanTarget.opacityMask(tile.colour.a) else { return false }
                defer { pixman_image_unref(mask) }
                let top = rows.lowerBound * Int(size.w), down = Int32(rows.count)
                let finerRows = SDL_Rect(x: fine.texels.x, y: fine.texels.y + Int32(rows.lowerBound), w: size.w, h: down)
                guard let resampledBase,
                      let blended = pixman_image_create_bits_no_clear(tile.format, size.w, down, base + top, size.w * 4),
                      let coarser = pixman_image_create_bits_no_clear(tile.format, size.w, down, resampledBase + top, size.w * 4),
                      let finer = Self.image(of: finerRows, in: fine.pixels, pitch: fine.pitch, format: tile.format)
                else { return false }
                defer { pixman_image_unref(blended); pixman_image_unref(coarser); pixman_image_unref(finer) }
                let (below, above) = overIsFiner ? (coarser, finer) : (finer, coarser)
                pixman_image_composite32(PIXMAN_OP_SRC, below, nil, blended, 0, 0, 0, 0, 0, 0, size.w, down)
                pixman_image_composite32(PIXMAN_OP_OVER, above, mask, blended, 0, 0, 0, 0, 0, 0, size.w, down)
                return true
            }
        }, use: { texels -> Bool in
            // Stretched as one opaque copy: only what shows, in two halves at once when large.
            guard let base = texels.baseAddress else { return false }
            return PixmanTarget.composite(PIXMAN_OP_SRC, source: {
                guard let blended = pixman_image_create_bits_no_clear(tile.format, size.w, size.h, base, size.w * 4)
                else { return nil }
                Self.setStretch(of: blended, texels: size, pixels: (tile.pixelsAcross, tile.pixelsDown), filter: filter)
                return blended
            }, onto: surface, in: shown, origin: (tile.x0, tile.y0))
        })
        guard drawn else { return false }
        counters.drawCalls += 2
        counters.triangles += 4
        counters.crossFades += 1
        return true
    }
}
