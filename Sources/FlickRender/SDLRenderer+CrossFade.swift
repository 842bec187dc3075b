import CPixman
import CSDL2
import FlickScene

/// A tile fading in over the part of a coarser tile under it (`TiledContent.underlay(for:)`),
/// drawn in one stretch.
///
/// Drawn as two items, each pixel is stretched twice: the part, opaque, then the tile at its
/// opacity over it (two full screens of bilinear samples in a pinch's frames while a level fades
/// in: 2.1 of their 2.2 ms, measured by us on the headless tour at 1280 × 800). Sampling is
/// linear in the texels, so the tile's texels blended over the part's, in the tile's own grid,
/// then stretched once, give the same picture: the part is first resampled to the tile's grid
/// (`CrossFadeUnderlays`, once for the whole fade), then each frame copied into the texels of
/// the blend, the tile blended over it at its opacity, and the result stretched as an opaque
/// copy is (`SDLRenderer+ScaledCopy`); a late redraw of the frame, at the same opacity,
/// stretches the blend kept. The part's contribution is sampled twice (resampled, then
/// stretched), so it is a little softer than stretched in one go; the picture is within three
/// levels of the pair's (each bilinear pass truncates, and the blend is rounded before the
/// stretch; tested). On the demo's tour at 120 Hz, the pinches' render p90 went from 2.14–2.16
/// to 1.39–1.40 ms (measured by us, 8 phases, two sweeps each).
extension SDLRenderer {
    /// Draws `under` (an opaque, untinted copy of whole texels of an opaque bitmap: a fallback's
    /// part) and `over` (an untinted copy of a whole opaque bitmap, or its top-left texels, at
    /// an opacity below 1, on the same pixels with the same filter: the tile fading in over
    /// it) in one stretch onto the target's surface inside the renderer's clip; returns false
    /// (nothing drawn) when they are not such a pair or a software target's pixels are not at
    /// hand (the caller then draws them one by one).
    func drawCrossFade(under: DisplayItem, over: DisplayItem) -> Bool {
        guard crossFadesTiles, compositesScaledCopies, usesOpaqueFastPath, let surface = pixmanSurface,
              case .quad(let bottom) = under, case .quad(let top) = over,
              case .texture(let underBitmap, _, let underTint) = bottom.fill, underTint == .white, bottom.opacity >= 1,
              case .texture(let overBitmap, _, let overTint) = top.fill, overTint == .white,
              top.opacity > 0, top.opacity < 1, top.filter == bottom.filter,
              let overTexture = cache.texture(for: overBitmap, filter: top.filter, counters: &counters),
              let underTexture = cache.texture(for: underBitmap, filter: bottom.filter, counters: &counters),
              overTexture.isOpaque, underTexture.isOpaque,
              let part = copyOfWholeTexels(bottom, texture: underTexture.texture),
              let tile = copyOfWholeTexels(top, texture: overTexture.texture),
              part.colour.a == 255, tile.colour.a > 0, tile.colour.a < 255, part.format == tile.format,
              part.x0 == tile.x0, part.y0 == tile.y0, part.pixelsAcross == tile.pixelsAcross,
              part.pixelsDown == tile.pixelsDown, tile.texels.x == 0, tile.texels.y == 0
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
        let size = (w: tile.texels.w, h: tile.texels.h)
        let key = CrossFadeUnderlays.Key(bitmap: underBitmap.identity, version: underBitmap.version, texels: part.texels,
                                         width: size.w, height: size.h, filter: top.filter)
        let blend = CrossFadeUnderlays.Blend(bitmap: overBitmap.identity, version: overBitmap.version, alpha: tile.colour.a)
        let drawn = crossFadeUnderlays.withBlend(for: key, of: blend, counters: &counters, resample: { texels in
            // The part resampled to the tile's grid, as a stretch of it over the tile's texels.
            guard let source = Self.image(of: part.texels, in: underPixels, pitch: underPitch, format: part.format),
                  let resampled = pixman_image_create_bits_no_clear(part.format, size.w, size.h, texels.baseAddress, size.w * 4)
            else { return false }
            defer { pixman_image_unref(source); pixman_image_unref(resampled) }
            Self.setStretch(of: source, texels: (part.texels.w, part.texels.h), pixels: size, filter: top.filter)
            pixman_image_composite32(PIXMAN_OP_SRC, source, nil, resampled, 0, 0, 0, 0, 0, 0, size.w, size.h)
            return true
        }, blend: { underlay, texels -> Bool in
            // The tile's texels over the part's, at the tile's opacity.
            guard let blended = pixman_image_create_bits_no_clear(tile.format, size.w, size.h, texels.baseAddress, size.w * 4),
                  let resampled = pixman_image_create_bits_no_clear(tile.format, size.w, size.h,
                                                                    UnsafeMutablePointer(mutating: underlay.baseAddress),
                                                                    size.w * 4),
                  let fading = Self.image(of: tile.texels, in: overPixels, pitch: overPitch, format: tile.format)
            else { return false }
            defer { pixman_image_unref(blended); pixman_image_unref(resampled); pixman_image_unref(fading) }
            guard let mask = PixmanTarget.opacityMask(tile.colour.a) else { return false }
            defer { pixman_image_unref(mask) }
            pixman_image_composite32(PIXMAN_OP_SRC, resampled, nil, blended, 0, 0, 0, 0, 0, 0, size.w, size.h)
            pixman_image_composite32(PIXMAN_OP_OVER, fading, mask, blended, 0, 0, 0, 0, 0, 0, size.w, size.h)
            return true
        }, use: { texels -> Bool in
            // Stretched as one opaque copy (only what shows: pixman clips to the target and the clip).
            guard let blended = pixman_image_create_bits_no_clear(tile.format, size.w, size.h, texels.baseAddress, size.w * 4),
                  let target = PixmanTarget.image(of: surface, clippedTo: clip)
            else { return false }
            defer { pixman_image_unref(blended); pixman_image_unref(target) }
            Self.setStretch(of: blended, texels: size, pixels: (tile.pixelsAcross, tile.pixelsDown), filter: top.filter)
            pixman_image_composite32(PIXMAN_OP_SRC, blended, nil, target, 0, 0, 0, 0, tile.x0, tile.y0,
                                     tile.pixelsAcross, tile.pixelsDown)
            return true
        })
        guard drawn else { return false }
        counters.drawCalls += 2
        counters.triangles += 4
        counters.crossFades += 1
        return true
    }

    /// `quad` as a copy of whole texels of `texture` (`texelCopy(of:)`), when it is an
    /// axis-aligned quad of four vertices; else `nil`. Leaves its vertices in `vertexBuffer`.
    private func copyOfWholeTexels(_ quad: TransformedQuad, texture: OpaquePointer) -> TexelCopy? {
        let mesh = MeshBuilder.mesh(for: quad, tolerance: meshTolerance)
        guard Self.isAxisAlignedQuad(mesh) else { return nil }
        let s = Float(scale)
        vertexBuffer.removeAll(keepingCapacity: true)
        for v in mesh.vertices { vertexBuffer.append(Self.vertex(v, scale: s, snapped: true)) }
        return texelCopy(of: texture)
    }
}
