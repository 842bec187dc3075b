import CPixman
import CSDL2

/// A kept stretched copy in premultiplied ARGB8888, blended by pixman straight into a
/// software target's surface at an opacity: one pass, where SDL 2.26 folds the opacity into
/// the copy's alpha (0.35 ms) and then blends it with its per-pixel-alpha blitter (1.35 ms).
///
/// pixman (the compositing library of cairo and the X server) blends with SIMD: OVER with a
/// solid mask takes 0.53 ms for 1280×736 pixels, unmasked 0.36 ms, against SDL's 1.35 ms
/// unmodulated and 3.0 ms modulated (measured by us, C against SDL 2.26 and pixman 0.42,
/// this machine, x8r8g8b8 target). Premultiplying once costs one pixman pass too.
///
/// The blend is `source × opacity OVER target`, as SDL's blend of a straight-alpha texture
/// with its alpha modulated; pixman rounds each product (SDL truncates and approximates a
/// division by 255), so pixels may differ from SDL's by a level or two.
///
/// Sendable so a background stretch can hand one over (`BackgroundStretcher`): its pixels are
/// written once, in `init`, and only read after; pixman's reference count is touched only
/// by `init` and `deinit`.
final class PremultipliedCopy: @unchecked Sendable {
    /// Size in pixels.
    let width: Int32, height: Int32
    private let pixels: UnsafeMutablePointer<UInt32>
    private let image: OpaquePointer

    /// The copy of `source` (straight-alpha ARGB8888 words, `width` × `height`, rows packed),
    /// premultiplied by pixman (`SRC` of its colours through its own alpha as a mask); `nil`
    /// when the size is empty or pixman cannot make an image.
    init?(straight source: [UInt32], width: Int32, height: Int32) {
        let count = Int(width) * Int(height)
        guard width > 0, height > 0, source.count >= count else { return nil }
        pixels = .allocate(capacity: count)
        guard let image = pixman_image_create_bits(PIXMAN_a8r8g8b8, width, height, pixels, width * 4) else {
            pixels.deallocate()
            return nil
        }
        self.image = image
        self.width = width
        self.height = height
        let premultiplied = source.withUnsafeBufferPointer { buffer -> Bool in
            // pixman only reads source images; it takes them as mutable pointers.
            guard let base = buffer.baseAddress else { return false }
            let bits = UnsafeMutablePointer(mutating: base)
            guard let colours = pixman_image_create_bits(PIXMAN_x8r8g8b8, width, height, bits, width * 4) else {
                return false
            }
            defer { pixman_image_unref(colours) }
            guard let alphas = pixman_image_create_bits(PIXMAN_a8r8g8b8, width, height, bits, width * 4) else {
                return false
            }
            defer { pixman_image_unref(alphas) }
            pixman_image_composite32(PIXMAN_OP_SRC, colours, alphas, image, 0, 0, 0, 0, 0, 0, width, height)
            return true
        }
        guard premultiplied else {
            pixman_image_unref(image)
            pixels.deallocate()
            return nil
        }
    }

    deinit {
        pixman_image_unref(image)
        pixels.deallocate()
    }

    /// Blends the copy at `opacity` (0…255) onto `surface` with its top-left at `origin`
    /// (surface pixels), inside `clip` (surface pixels; the whole surface when `nil`); returns
    /// false (nothing drawn) when pixman cannot draw onto the surface (`PixmanTarget.image(of:)`).
    /// Flush any drawing queued for the surface first: this writes its pixels now.
    func blend(onto surface: UnsafeMutablePointer<SDL_Surface>, at origin: (x: Int32, y: Int32), clip: SDL_Rect?,
               opacity: UInt8) -> Bool {
        // The copy's rectangle, cut by the clip and the surface.
        let shown = PixelBox(x0: Int(origin.x), y0: Int(origin.y), x1: Int(origin.x + width), y1: Int(origin.y + height))
            .visible(on: surface, clip: clip)
        guard !shown.isEmpty else {
            // Nothing shows: drawn, when pixman could have drawn it.
            guard let target = PixmanTarget.image(of: surface) else { return false }
            pixman_image_unref(target)
            return true
        }
        // In two halves of its rows at once when large, each over its own images.
        return PixmanTarget.composite(PIXMAN_OP_OVER, source: {
            pixman_image_create_bits_no_clear(PIXMAN_a8r8g8b8, width, height, pixels, width * 4)
        }, opacity: opacity, onto: surface, in: shown, origin: origin)
    }
}
