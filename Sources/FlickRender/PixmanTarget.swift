import CPixman
import CSDL2

/// A software target's SDL surface as pixman sees it: the 32-bit formats pixman blends onto,
/// and an image over the surface's own pixels, for `PremultipliedCopy`'s blends and
/// `GlyphCompositor`'s text.
enum PixmanTarget {
    /// The pixman format of `surface`'s pixels when pixman draws onto it here (32-bit RGB with
    /// or without alpha, either channel order), else `nil`.
    static func format(of surface: UnsafeMutablePointer<SDL_Surface>) -> pixman_format_code_t? {
        guard let format = surface.pointee.format?.pointee.format else { return nil }
        return self.format(ofPixels: format)
    }

    /// The pixman format of pixels in SDL's `format` (an `SDL_PIXELFORMAT_…` value) when it is
    /// one `format(of:)` knows, else `nil`.
    static func format(ofPixels format: UInt32) -> pixman_format_code_t? {
        switch format {
        case SDL_PIXELFORMAT_XRGB8888.rawValue: return PIXMAN_x8r8g8b8
        case SDL_PIXELFORMAT_ARGB8888.rawValue: return PIXMAN_a8r8g8b8
        case SDL_PIXELFORMAT_XBGR8888.rawValue: return PIXMAN_x8b8g8r8
        case SDL_PIXELFORMAT_ABGR8888.rawValue: return PIXMAN_a8b8g8r8
        default: return nil
        }
    }

    /// A pixman image over `surface`'s pixels (the caller unrefs it); `nil` when its format is
    /// not one `format(of:)` knows, it must be locked (RLE), or pixman cannot wrap it. Flush any
    /// drawing SDL queued for the surface before writing through it.
    static func image(of surface: UnsafeMutablePointer<SDL_Surface>) -> OpaquePointer? {
        let s = surface.pointee
        guard let format = format(of: surface), let bits = s.pixels, s.flags & UInt32(SDL_RLEACCEL) == 0 else { return nil }
        return pixman_image_create_bits_no_clear(format, s.w, s.h, bits.assumingMemoryBound(to: UInt32.self), s.pitch)
    }

    /// A solid mask of `alpha` (8 bits, widened to pixman's 16 as 257·alpha, so 255 is opaque)
    /// for blending a source over a target at an opacity; the caller unrefs it. `nil` when
    /// pixman cannot make it.
    static func opacityMask(_ alpha: UInt8) -> OpaquePointer? {
        var colour = pixman_color_t(red: 0, green: 0, blue: 0, alpha: UInt16(alpha) * 257)
        return pixman_image_create_solid_fill(&colour)
    }

    /// Composites `op` of a source at `opacity` (through a solid mask below 255) onto
    /// `surface`'s pixels in `box` (surface pixels, inside the surface), the source's top-left
    /// pixel at `origin`: in two halves of the box's rows at once when large (`BandWorker`), each
    /// over its own images, mask included (`source` makes a source image for each, which is
    /// unreffed after it): pixman's reference counts and its lazy validation of an image are not
    /// atomic. Each half samples as the whole does: pixman steps its samples from the source's
    /// origin. False when an image could not be made (a half may then be drawn). Flush any
    /// drawing queued for the surface first.
    static func composite(
        _ op: pixman_op_t, source: () -> OpaquePointer?, opacity: UInt8 = 255,
        onto surface: UnsafeMutablePointer<SDL_Surface>, in box: PixelBox, origin: (x: Int32, y: Int32)
    ) -> Bool {
        let left = Int32(box.x0), across = Int32(box.x1 - box.x0)
        return BandWorker.shared.split(rows: box.y0..<box.y1, width: Int(across)) { rows in
            var mask: OpaquePointer?
            if opacity < 255 {
                mask = opacityMask(opacity)
                guard mask != nil else { return false }
            }
            defer { if let mask { pixman_image_unref(mask) } }
            guard let source = source() else { return false }
            defer { pixman_image_unref(source) }
            guard let target = image(of: surface) else { return false }
            defer { pixman_image_unref(target) }
            pixman_image_composite32(
                op, source, mask, target, left - origin.x, Int32(rows.lowerBound) - origin.y, 0, 0, left,
                Int32(rows.lowerBound), across, Int32(rows.count))
            return true
        }
    }

    /// `image(of:)` with drawing kept inside `clip` (surface pixels; the whole surface when
    /// `nil`): the caller unrefs it; `nil` when it cannot be made or clipped.
    static func image(of surface: UnsafeMutablePointer<SDL_Surface>, clippedTo clip: SDL_Rect?) -> OpaquePointer? {
        guard let image = image(of: surface) else { return nil }
        guard let clip else { return image }
        var region = pixman_region32_t()
        pixman_region32_init_rect(&region, clip.x, clip.y, UInt32(max(0, clip.w)), UInt32(max(0, clip.h)))
        defer { pixman_region32_fini(&region) }
        guard pixman_image_set_clip_region32(image, &region) != 0 else {
            pixman_image_unref(image)
            return nil
        }
        return image
    }
}
