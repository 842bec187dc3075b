import CSDL2
import FlickScene

/// Scaled copies drawn from a copy stretched once (`PrescaledCopies`).
extension SDLRenderer {
    /// Draws `quad` when it shows the whole of its bitmap stretched over pixels of the target
    /// (`prescaledDestination(of:)`), from its kept stretched copy
    /// with `blendMode`; returns false (nothing drawn) when it is not such a quad or no copy is
    /// kept yet (SDL then draws it as before). Without `keepingFadedAtOnce` (a bitmap pixman
    /// stretches itself, `stretchesWithPixman(textureIsOpaque:)`) a copy is not kept on its first
    /// frame at an opacity, only from its second at the same size: a zoom's tiles fading in, each
    /// frame at another size, were each stretched and premultiplied on the frame thread for one
    /// frame (1–3 ms a frame of the map's double-tap zoom, measured by us on the headless tour).
    func drawPrescaledCopy(_ quad: TexelQuad, blendMode: SDL_BlendMode, keepingFadedAtOnce: Bool = true) -> Bool {
        let c = SDL_Color(quad.colour), bitmap = quad.bitmap
        guard var destination = prescaledDestination(of: quad) else { return false }
        let w = destination.w, h = destination.h
        // Across the target's edges, stretched in the background, not in a frame.
        if !targetBox.contains(PixelBox(destination)), !prescaled.requestInBackground(bitmap, width: w, height: h) {
            return false
        }
        // At an opacity on a software renderer, and at full opacity for a copy made faded (an
        // overlay at the end of its fade-in; an opaque photo sliding in, stretched in the
        // background, whose RGBA texture made from the kept pixels took 1.7 ms in the frame
        // that first showed it whole, a missed deadline: measured by us on the headless tour's
        // pager): blended by pixman when the target's pixels are at hand (an opaque copy's
        // premultiplied pixels blend as a copy), else with the opacity folded into a kept
        // copy's alpha.
        let blends = blendMode == SDL_BLENDMODE_BLEND || (blendMode == SDL_BLENDMODE_NONE && c.a == 255)
        guard c.r == 255, c.g == 255, c.b == 255, blends,
            c.a < 255 || prescaled.holdsFadedCopyOnly(of: bitmap, width: w, height: h)
        else { return drawKeptCopy(bitmap: bitmap, colour: c, blendMode: blendMode, into: &destination) }
        // With the target's pixels at hand: blended by pixman at the opacity, in one pass.
        if let surface = pixmanSurface,
            let copy = prescaled.premultipliedCopy(
                for: bitmap, width: w, height: h, keepingAtOnce: keepingFadedAtOnce,
                counters: &counters)
        {
            SDL_RenderFlush(handle)
            if copy.blend(onto: surface, at: (destination.x, destination.y), clip: currentClip, opacity: c.a) {
                counters.prescaledCopies += 1
                counters.pixmanBlends += 1
                return true
            }
        }
        if let faded = prescaled.fadedTexture(
            for: bitmap, width: w, height: h, alpha: c.a, keepingAtOnce: keepingFadedAtOnce,
            counters: &counters)
        {
            SDL_RenderCopy(handle, faded, nil, &destination)
            counters.prescaledCopies += 1
            return true
        }
        return drawKeptCopy(bitmap: bitmap, colour: c, blendMode: blendMode, into: &destination)
    }

    /// Draws the kept RGBA32 copy of `bitmap` stretched to `destination` with `colour`'s
    /// modulation and `blendMode` through SDL; false when none is kept (yet).
    private func drawKeptCopy(
        bitmap: Bitmap, colour c: SDL_Color, blendMode: SDL_BlendMode,
        into destination: inout SDL_Rect
    ) -> Bool {
        let w = destination.w, h = destination.h
        // What this frame draws of it: the damage box and clip it is drawn within, on the target.
        let drawn = PixelBox(destination).intersection(currentClip.map(PixelBox.init) ?? targetBox).intersection(targetBox)
        guard
            let texture = prescaled.texture(
                for: bitmap, width: w, height: h, drawnPixels: drawn.area, counters: &counters)
        else {
            return false
        }
        SDL_SetTextureColorMod(texture, c.r, c.g, c.b)
        SDL_SetTextureAlphaMod(texture, c.a)
        SDL_SetTextureBlendMode(texture, blendMode)
        SDL_RenderCopy(handle, texture, nil, &destination)
        counters.prescaledCopies += 1
        return true
    }

    /// The target's surface when pixman can draw onto it (`targetSurface`, in a format
    /// `PixmanTarget` knows), else `nil`.
    var pixmanSurface: UnsafeMutablePointer<SDL_Surface>? {
        guard let surface = targetSurface?(), PixmanTarget.format(of: surface) != nil else { return nil }
        return surface
    }

    /// The renderer's clip rectangle in target pixels, `nil` when clipping is off.
    var currentClip: SDL_Rect? {
        guard SDL_RenderIsClipEnabled(handle) == SDL_TRUE else { return nil }
        var clip = SDL_Rect()
        SDL_RenderGetClipRect(handle, &clip)
        return clip
    }

    /// The pixel rectangle of `quad` when it shows the whole of its bitmap, unflipped and
    /// scaled, over pixels of the target, at most the target's area
    /// (`Self.keepsStretchedCopy(width:height:within:)`): where a kept stretched copy of it is
    /// drawn; else `nil`. The copy may cross the target's edges (a page sliding in): the kept
    /// copy is the whole bitmap stretched, as pixman stretches it there, and its blit is cut.
    func prescaledDestination(of quad: TexelQuad) -> SDL_Rect? {
        let x0 = quad.x0, y0 = quad.y0, x1 = quad.x1, y1 = quad.y1, bitmap = quad.bitmap
        let target = targetBox
        guard x1 > x0, y1 > y0, x1 > 0, y1 > 0, x0 < Float(target.x1), y0 < Float(target.y1) else { return nil }
        let w = Int32(x1 - x0), h = Int32(y1 - y0)
        guard w > 0, h > 0, Int(w) != bitmap.width || Int(h) != bitmap.height,
            Self.keepsStretchedCopy(width: Int(w), height: Int(h), within: target)
        else { return nil }
        // The whole texture, no flips.
        guard let edges = quad.edges, edges.u0 == 0, edges.u1 == 1, edges.v0 == 0, edges.v1 == 1 else { return nil }
        return SDL_Rect(x: Int32(x0), y: Int32(y0), w: w, h: h)
    }

    /// True when a copy stretched to `width` × `height` pixels is worth keeping on `target`: it
    /// holds no more pixels than the target (ours: a photo zoomed 2.8× in a sheet is 3,602 ×
    /// 1,182 pixels, 17 MB kept and a 4.3-megapixel stretch in one frame, where drawing it
    /// stretched costs only what shows).
    static func keepsStretchedCopy(width: Int, height: Int, within target: PixelBox) -> Bool {
        width * height <= target.area
    }
}
