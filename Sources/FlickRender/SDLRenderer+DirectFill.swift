import CPixman
import CSDL2

/// Rect fills written straight into the target's pixels: opaque ones by pixman, translucent
/// ones with SDL's blend (`FillBlend`).
///
/// SDL's software renderer fills an unblended rect with `SDL_FillRect`, whose SSE loop writes
/// with non-temporal stores: the pixels go to memory past the caches, and whatever is drawn
/// next over them (a damaged box is cleared, then its items blended onto it) reads them back
/// from memory. Under `perf` that loop was 12 % of the headless tour's CPU samples. Written with
/// ordinary stores they stay in the cache: on the headless tour at 120 Hz (three runs each),
/// frames' drawing p50 Map 0.78 → 0.48 ms, Gallery 0.63 → 0.48, Days 0.66 → 0.40, Alert
/// 0.47 → 0.41 (measured by us). The pixels are the same: the colour SDL maps, in the rect SDL
/// fills, within the clip SDL sets.
///
/// pixman writes the rows (`pixman_fill`: SSE2 or NEON stores of 16 bytes, through the caches),
/// where a Swift loop of `update(repeating:count:)` was 34 % of the CPU of a 1,000-row list
/// flung five times (window clear and cells' backgrounds, perf, measured by us); the value
/// written is the same, `SDL_MapRGBA`'s.
extension SDLRenderer {
    /// The target's pixels ready to be filled straight (`options.fillsDirectly`), SDL's queued drawing
    /// done first, with the clip in force (the renderer's, unless `ignoringClip`); `nil` when
    /// the pixels are not at hand or not of 32 bits.
    func directFillTarget(ignoringClip: Bool = false) -> DirectFillTarget? {
        guard options.fillsDirectly, let (target, pixels) = targetPixels(), target.pointee.format.pointee.BytesPerPixel == 4
        else { return nil }
        let clip = ignoringClip ? PixelBox(x0: 0, y0: 0, x1: Int(target.pointee.w), y1: Int(target.pointee.h))
            : clipInForce(on: target)
        SDL_RenderFlush(handle)
        counters.directFills += 1
        return DirectFillTarget(rows: pixels.assumingMemoryBound(to: UInt32.self), pitch: Int(target.pointee.pitch) / 4,
                                clip: clip, format: target.pointee.format)
    }

    /// Fills `boxes` (pixels) with `colour`, blended over what is there when `blended` (SDL's
    /// blend), else written: straight into the target's pixels when they are at hand (within
    /// the clip in force unless `ignoringClip`), else by SDL's rect fills, the first failure of
    /// which is logged. Rect fills, rounded rectangles' rows, the parts of fills occlusion
    /// leaves and clears all fill through here.
    func fill(_ boxes: [PixelBox], colour: SDL_Color, blended: Bool, ignoringClip: Bool = false) {
        if !blended, let direct = directFillTarget(ignoringClip: ignoringClip) {
            for box in boxes { direct.fill(box.sdlRect, colour) }
            return
        }
        if blended, let (direct, blend) = directBlendTarget(for: colour, ignoringClip: ignoringClip) {
            for box in boxes { direct.blend(box.sdlRect, blend) }
            return
        }
        SDL_SetRenderDrawBlendMode(handle, blended ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(handle, colour.r, colour.g, colour.b, colour.a)
        for box in boxes {
            var r = box.sdlRect
            if SDL_RenderFillRect(handle, &r) != 0 && !warnedGeometry {
                warnedGeometry = true
                log.error("\(RenderError.sdl("SDL_RenderFillRect"))")
            }
        }
    }

    /// The target's pixels ready for `colour` (translucent) to be blended straight into them
    /// with the clip in force unless `ignoringClip` (`directFillTarget(ignoringClip:)`), and the
    /// blend; `nil` when they are not at hand or SDL's blend onto their format is not
    /// `FillBlend`'s (checked once per format).
    func directBlendTarget(for colour: SDL_Color, ignoringClip: Bool = false) -> (target: DirectFillTarget, blend: FillBlend)? {
        guard options.fillsDirectly, let (surface, _) = targetPixels() else { return nil }
        let format = surface.pointee.format.pointee
        let matches = fillBlendMatchesSDL[format.format] ?? {
            let matches = FillBlend.matchesSDL(format: format.format)
            if !matches { log.debug("SDL's fill blend onto format \(format.format) is not FillBlend's: left to SDL") }
            fillBlendMatchesSDL[format.format] = matches
            return matches
        }()
        guard matches, let blend = FillBlend(colour, format: format), let target = directFillTarget(ignoringClip: ignoringClip)
        else { return nil }
        return (target, blend)
    }
}

extension SDLRenderer {
    /// The target surface and its pixels when the renderer may write them itself (a software
    /// target, not run-length encoded), else `nil`: for the fills, blends and copies it does by
    /// hand.
    func targetPixels() -> (surface: UnsafeMutablePointer<SDL_Surface>, pixels: UnsafeMutableRawPointer)? {
        guard let target = targetSurface?(), target.pointee.flags & UInt32(SDL_RLEACCEL) == 0,
              let pixels = target.pointee.pixels else { return nil }
        return (target, pixels)
    }

    /// The pixels of `target` SDL's software renderer draws into now: the target's, within the
    /// renderer's clip when one is set (as SDL sets the surface's clip from it).
    func clipInForce(on target: UnsafeMutablePointer<SDL_Surface>) -> PixelBox {
        var clip = SDL_Rect()
        let clipped = SDL_RenderIsClipEnabled(handle) == SDL_TRUE
        if clipped { SDL_RenderGetClipRect(handle, &clip) }
        return PixelBox(x0: 0, y0: 0, x1: Int(target.pointee.w), y1: Int(target.pointee.h))
            .visible(on: target, clip: clipped ? clip : nil)
    }
}

/// A 32-bit target's pixels and the clip within which `SDLRenderer` fills them
/// (`SDLRenderer.directFillTarget(ignoringClip:)`).
struct DirectFillTarget {
    /// The first row's first pixel.
    let rows: UnsafeMutablePointer<UInt32>
    /// Pixels from one row to the next.
    let pitch: Int
    /// The pixels that may be filled: the target's, within the clip in force.
    let clip: PixelBox
    /// The target's pixel format, for `SDL_MapRGBA`.
    let format: UnsafeMutablePointer<SDL_PixelFormat>

    /// Fills `rect` (pixels; the whole clip when `nil`) within the clip with `colour`, mapped
    /// to the target's format as SDL maps it; returns the pixels filled.
    @discardableResult
    func fill(_ rect: SDL_Rect?, _ colour: SDL_Color) -> Int {
        let box = rect.map { clip.intersection(PixelBox($0)) } ?? clip
        guard !box.isEmpty else { return 0 }
        fill(box, with: SDL_MapRGBA(format, colour.r, colour.g, colour.b, colour.a))
        return box.area
    }

    /// Blends `colour` into `rect` (pixels) within the clip (`FillBlend`); returns the pixels blended.
    @discardableResult
    func blend(_ rect: SDL_Rect, _ blend: FillBlend) -> Int {
        let box = clip.intersection(PixelBox(rect))
        guard !box.isEmpty else { return 0 }
        blend.blend(box, rows: rows, pitch: pitch)
        return box.area
    }

    /// Writes `value` (a pixel of the target's format) into every pixel of `box`, which lies
    /// within the target: by pixman, or row by row when pixman refuses.
    func fill(_ box: PixelBox, with value: UInt32) {
        let filled = pixman_fill(rows, Int32(pitch), Self.bitsPerPixel, Int32(box.x0), Int32(box.y0), Int32(box.x1 - box.x0),
                                 Int32(box.y1 - box.y0), value)
        guard filled == 0 else { return }
        for y in box.y0..<box.y1 { (rows + y * pitch + box.x0).update(repeating: value, count: box.x1 - box.x0) }
    }

    /// Bits per pixel of the targets filled here (`directFillTarget(ignoringClip:)` takes 32-bit ones).
    static let bitsPerPixel: Int32 = 32
}
