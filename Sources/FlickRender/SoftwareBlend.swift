import CSDL2

/// SDL's software blend of a pixel with its own alpha onto a 32-bit target, as SDL 2.26 does it
/// on x86-64 (`BlitRGBtoRGBPixelAlphaMMX`, the blitter `SDL_BlitSurface` picks for a
/// `SDL_BLENDMODE_BLEND` source of 8-bit channels onto a target with the same colour masks):
/// a source of alpha 0 leaves the target as it is, one of alpha 255 replaces it, and any other
/// alpha `a` makes each byte
/// `(source · m) >> 8 + (target · (255 − a)) >> 8`, `m` being `a` for a colour and 255 for the
/// alpha byte. Other builds of SDL (ARM, without MMX) blend with other roundings:
/// `matchesSDL(from:onto:)` checks SDL's blit against this before it is used.
enum SoftwareBlend {
    /// Where a 32-bit pixel keeps its red, green, blue and alpha bytes (bits from the right).
    typealias Shifts = (r: UInt32, g: UInt32, b: UInt32, a: UInt32)

    /// `source` (its alpha in its top byte) blended onto `target` as SDL does.
    @inline(__always)
    static func pixel(_ source: UInt32, onto target: UInt32) -> UInt32 {
        let a = source >> 24
        if a == 0 { return target }
        if a == 255 { return source }
        let inverse = 255 - a
        // (Swift shifts bind tighter than products: every product is bracketed.)
        func lane(_ shift: UInt32, _ weight: UInt32) -> UInt32 {
            ((((source >> shift) & 0xFF) * weight) >> 8) + ((((target >> shift) & 0xFF) * inverse) >> 8)
        }
        let top = ((255 * a) >> 8) + (((target >> 24) * inverse) >> 8)
        return (top << 24) | (lane(16, a) << 16) | (lane(8, a) << 8) | lane(0, a)
    }

    /// True when SDL blends a source of format `source` (8-bit channels, alpha in the top byte)
    /// onto a target of format `target` (32 bits, the same colour masks) exactly as
    /// `pixel(_:onto:)` does: checked by blitting every alpha over several colours with SDL
    /// (1,024 pixels, once per format pair).
    static func matchesSDL(from source: UInt32, onto target: UInt32) -> Bool {
        guard let sourceFormat = SDL_AllocFormat(source), let targetFormat = SDL_AllocFormat(target) else { return false }
        defer {
            SDL_FreeFormat(sourceFormat)
            SDL_FreeFormat(targetFormat)
        }
        let s = sourceFormat.pointee, t = targetFormat.pointee
        guard s.BytesPerPixel == 4, t.BytesPerPixel == 4, s.Ashift == 24, s.Aloss == 0, s.Rloss == 0, s.Gloss == 0,
              s.Bloss == 0, s.Rmask == t.Rmask, s.Gmask == t.Gmask, s.Bmask == t.Bmask else { return false }
        let count = probeColours.count * 256
        guard let from = SDL_CreateRGBSurfaceWithFormat(0, Int32(count), 1, 32, source) else { return false }
        defer { SDL_FreeSurface(from) }
        guard let onto = SDL_CreateRGBSurfaceWithFormat(0, Int32(count), 1, 32, target) else { return false }
        defer { SDL_FreeSurface(onto) }
        let sources = from.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        let targets = onto.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        var before: [UInt32] = []
        for (k, (colour, under)) in probeColours.enumerated() {
            for a in 0..<256 {
                sources[k * 256 + a] = UInt32(a) << 24 | colour & 0x00FF_FFFF
                targets[k * 256 + a] = under
                before.append(under)
            }
        }
        SDL_SetSurfaceBlendMode(from, SDL_BLENDMODE_BLEND)
        guard SDL_UpperBlit(from, nil, onto, nil) == 0 else { return false }
        return (0..<count).allSatisfy { targets[$0] == pixel(sources[$0], onto: before[$0]) }
    }

    /// Source colours (alpha replaced by each value in turn) and the target pixels under them.
    private static let probeColours: [(UInt32, UInt32)] = [
        (0x0000_0000, 0xFFCB_80CC), (0x00FF_FFFF, 0x0000_0000), (0x0012_3456, 0x80FE_DCBA), (0x00C0_7F01, 0x4001_80FF),
    ]
}
